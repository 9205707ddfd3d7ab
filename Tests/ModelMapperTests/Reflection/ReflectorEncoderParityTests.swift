import Foundation
import Testing

@testable import ModelMapper

/// The reflector speaks the encoder's vocabulary: for a plain `Codable` model (synthesized coding keys that are its
/// stored properties), `DictionaryReflector().reflect(x)` equals `DictionaryEncoder().encode(x)` under the default
/// options and under each key, date, data and non-conforming float strategy, because both write scalars with the one
/// rule in `ScalarTreeValue` and run the strategies that need an `Encoder` on the encoder's own.
@Suite struct ReflectorEncoderParityTests {
    /// A strategy set applied to both coders.
    struct Options: Sendable, CustomTestStringConvertible {
        let name: String
        let configure: @Sendable (inout DictionaryEncoder, inout DictionaryReflector) -> Void

        var testDescription: String { name }

        static func date(_ name: String, _ strategy: DictionaryEncoder.DateEncodingStrategy) -> Options {
            Options(name: "date: \(name)") {
                $0.dateEncodingStrategy = strategy
                $1.dateEncodingStrategy = strategy
            }
        }

        static func data(_ name: String, _ strategy: DictionaryEncoder.DataEncodingStrategy) -> Options {
            Options(name: "data: \(name)") {
                $0.dataEncodingStrategy = strategy
                $1.dataEncodingStrategy = strategy
            }
        }

        static func keys(_ name: String, _ strategy: DictionaryEncoder.KeyEncodingStrategy) -> Options {
            Options(name: "keys: \(name)") {
                $0.keyEncodingStrategy = strategy
                $1.keyEncodingStrategy = strategy
            }
        }

        static func floats(_ name: String, _ strategy: DictionaryEncoder.NonConformingFloatEncodingStrategy) -> Options
        {
            Options(name: "floats: \(name)") {
                $0.nonConformingFloatEncodingStrategy = strategy
                $1.nonConformingFloatEncodingStrategy = strategy
            }
        }
    }

    /// A fixed `yyyy-MM-dd HH:mm` formatter in UTC.
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

    static let options: [Options] = [
        Options(name: "defaults") { _, _ in },
        .date("deferredToDate", .deferredToDate),
        .date("secondsSince1970", .secondsSince1970),
        .date("millisecondsSince1970", .millisecondsSince1970),
        .date("iso8601", .iso8601),
        .date("iso8601WithFractionalSeconds", .iso8601WithFractionalSeconds),
        .date("formatted", .formatted(formatter)),
        .date(
            "custom",
            .custom { date, encoder in
                var container = encoder.container(keyedBy: CodecParityKey.self)
                try container.encode(date.timeIntervalSince1970, forKey: .seconds)
                var nested = container.nestedUnkeyedContainer(forKey: .parts)
                try nested.encode(Float(date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1)))
                try nested.encodeNil()
            }),
        .date("leaf", .leaf),
        .data("base64", .base64),
        .data("deferredToData", .deferredToData),
        .data(
            "custom",
            .custom { data, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(data.map { String($0, radix: 16) }.joined(separator: ":"))
            }),
        .data("leaf", .leaf),
        .keys("convertToSnakeCase", .convertToSnakeCase),
        .keys("convertToKebabCase", .convertToKebabCase),
        // The whole coding path, so that both coders must hand the closure the same one.
        .keys(
            "custom",
            .custom { path in AnyCodingKey(stringValue: path.map(\.stringValue).joined(separator: "/").uppercased()) }),
        .floats("throw", .throw),
        .floats("convertToString", .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")),
    ]

    @Test(arguments: options)
    func reflectingAPlainCodableModelGivesWhatEncodingItGives(_ options: Options) throws {
        var encoder = DictionaryEncoder()
        var reflector = DictionaryReflector()
        options.configure(&encoder, &reflector)
        var random = SeededGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0xEC0D))
        var failures = 0
        for iteration in 0..<120 {
            let model = random.codecParityModel()
            let context = "\(options.name), seed \(random.seed), iteration \(iteration)"
            switch (Result { try encoder.encode(model) }, Result { try reflector.reflect(model) }) {
            case (.success(let encoded), .success(let reflected)):
                #expect(
                    sameReflectedTree(reflected, encoded),
                    "\(context): reflected \(renderReflectedTree(reflected)), encoded \(renderReflectedTree(encoded))")
            case (.failure, .failure(let reflecting)):
                failures += 1
                // A NaN or infinity under `.throw`, or a date with no calendar text: the reflector's own error, or
                // the encoder's, passed on, when a custom strategy's encoder met it.
                let error = reflecting as? ModelMapperError
                #expect(error?.code == .unsupportedValue || reflecting is EncodingError, "\(context): \(reflecting)")
            case (let encoded, let reflected):
                Issue.record("\(context): encoding gave \(encoded), reflecting \(reflected)")
            }
        }
        // Most models hold only finite numbers and calendar dates, so the comparison is mostly of trees.
        #expect(failures < 90, "\(options.name): \(failures) of 120 models failed")
    }

    // MARK: - Strategies that encode through an Encoder

    @Test func aCustomDateStrategyRunsOnTheEncodersEncoderAtTheValuesDepth() {
        var reflector = DictionaryReflector()
        reflector.maximumDepth = 2
        reflector.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.container(keyedBy: CodecParityKey.self)
            try container.encode(date.timeIntervalSince1970, forKey: .seconds)
        }
        let moment = Date(timeIntervalSince1970: 1)
        #expect(throws: Never.self) { _ = try reflector.reflect(["at": moment]) }
        let error = expectReflectionError(
            of: ["a": ["at": moment]], using: reflector, code: .depthLimitExceeded, location: "a.at")
        #expect(error?.message == "The value is nested deeper than the maximum depth of 2.")
    }

    @Test func aCustomDateStrategySeesTheValuesCodingPathAsUnderTheEncoders() throws {
        struct Inner: Codable { var at: Date }
        struct Outer: Codable { var list: [Inner] }
        let value = Outer(list: [Inner(at: Date(timeIntervalSince1970: 1)), Inner(at: Date(timeIntervalSince1970: 2))])
        let paths = PathRecorder()
        let strategy: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
            paths.note(encoder.codingPath)
            var container = encoder.singleValueContainer()
            try container.encode(date.timeIntervalSince1970)
        }
        let json = JSONEncoder()
        json.dateEncodingStrategy = .custom(strategy)
        _ = try json.encode(value)
        let foundation = paths.taken()
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .custom(strategy)
        _ = try encoder.encode(value)
        let encoded = paths.taken()
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .custom(strategy)
        _ = try reflector.reflect(value)
        let reflected = paths.taken()
        #expect(foundation == ["list.[0].at", "list.[1].at"])
        #expect(encoded == foundation)
        #expect(reflected == foundation)
    }

    @Test func aCustomDataStrategyThatEncodesNothingWritesAnEmptyObjectAsTheEncoderDoes() throws {
        var reflector = DictionaryReflector()
        reflector.dataEncodingStrategy = .custom { _, _ in }
        try expectReflection(of: ["bytes": Data([1])], using: reflector, is: ["bytes": [String: Any]()])
    }

    @Test func aFormattedDateWithNoCalendarTextIsUnsupported() {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .formatted(Self.formatter)
        let error = expectReflectionError(
            of: ["at": Date(timeIntervalSince1970: -1e300)], using: reflector, code: .unsupportedValue, location: "at")
        #expect(error?.message == "A value of type Date is too far from 1970 to be written as calendar text.")
    }

    @Test func aNonFiniteNumberOfSecondsIsUnsupportedWhateverTheFloatStrategy() {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .millisecondsSince1970
        reflector.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+", negativeInfinity: "-", nan: "n")
        let error = expectReflectionError(
            of: ["at": [Date(timeIntervalSince1970: .infinity)]], using: reflector, code: .unsupportedValue,
            location: "at[0]")
        #expect(error?.message == "A value of type Date is not a finite number of seconds.")
    }
}

// MARK: - Generated models

/// The keys the custom strategies in these tests write.
private enum CodecParityKey: String, CodingKey {
    case seconds, parts
}

/// A model of every scalar the two coders share a rule for.
private struct CodecParityLeaf: Codable {
    var at: Date
    var bytes: Data
    var ratio: Float
    var measure: Double
    var price: Decimal
    var note: String?
    var count: Int?
    var when: Date?
}

/// A model nesting leaves in optionals, arrays and dictionaries.
private struct CodecParityModel: Codable {
    var leaf: CodecParityLeaf
    var spare: CodecParityLeaf?
    var leaves: [CodecParityLeaf]
    var byName: [String: CodecParityLeaf]
    var grid: [[Float]]
    var series: [String: [Double]]
    var moments: [Date?]
    var blobs: [String: Data]?
    var prices: [[Decimal]]
}

extension SeededGenerator {
    fileprivate mutating func codecParityDate() -> Date {
        if chance(0.01) { return Date(timeIntervalSince1970: pick([Double.nan, .infinity, 1e300])) }
        // Whole seconds, milliseconds and finer fractions, before and after 1970.
        let seconds = Double(int(in: -2_000_000_000...4_000_000_000))
        return Date(timeIntervalSince1970: seconds + pick([0, 0.5, 0.001, 0.123_456, 0.999_9]))
    }

    fileprivate mutating func codecParityData() -> Data {
        Data((0..<int(in: 0...5)).map { _ in UInt8(int(in: 0...255)) })
    }

    fileprivate mutating func codecParityFloat() -> Float {
        if chance(0.01) { return pick([Float.nan, .infinity, -.infinity]) }
        return pick([0.1, -2.5, 1e-7, 3.4e38, Float(int(in: -1000...1000)) / 7, .leastNonzeroMagnitude])
    }

    fileprivate mutating func codecParityDouble() -> Double {
        if chance(0.01) { return pick([Double.nan, .infinity, -.infinity]) }
        return pick([0.1, -0.0, 1e300, Double(int(in: -1_000_000...1_000_000)) / 3, .leastNonzeroMagnitude])
    }

    fileprivate mutating func codecParityDecimal() -> Decimal {
        if chance(0.01) { return .nan }
        return pick([
            Decimal(string: "19.99") ?? 0, Decimal(string: "12345678901234567890.12") ?? 0, Decimal(int(in: -9...9)),
        ])
    }

    fileprivate mutating func codecParityLeaf() -> CodecParityLeaf {
        CodecParityLeaf(
            at: codecParityDate(), bytes: codecParityData(), ratio: codecParityFloat(), measure: codecParityDouble(),
            price: codecParityDecimal(),
            note: chance(0.5) ? pick(["", "a", "Σ"]) : nil, count: chance(0.5) ? int(in: -5...5) : nil,
            when: chance(0.5) ? codecParityDate() : nil)
    }

    fileprivate mutating func codecParityModel() -> CodecParityModel {
        var byName: [String: CodecParityLeaf] = [:]
        for _ in 0..<int(in: 0...2) { byName[pick(["a", "b", "c.d", ""])] = codecParityLeaf() }
        var series: [String: [Double]] = [:]
        for _ in 0..<int(in: 0...2) {
            series[pick(["x", "y"])] = (0..<int(in: 0...3)).map { _ in codecParityDouble() }
        }
        return CodecParityModel(
            leaf: codecParityLeaf(), spare: chance(0.5) ? codecParityLeaf() : nil,
            leaves: (0..<int(in: 0...2)).map { _ in codecParityLeaf() }, byName: byName,
            grid: (0..<int(in: 0...2)).map { _ in (0..<int(in: 0...3)).map { _ in codecParityFloat() } },
            series: series,
            moments: (0..<int(in: 0...3)).map { _ in chance(0.7) ? codecParityDate() : nil },
            blobs: chance(0.5) ? ["k": codecParityData()] : nil,
            prices: (0..<int(in: 0...2)).map { _ in (0..<int(in: 0...2)).map { _ in codecParityDecimal() } })
    }
}

/// The coding paths a strategy's closure saw, rendered `list.[0].at`.
private final class PathRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    func note(_ path: [any CodingKey]) {
        let text = dottedPath(path)
        lock.withLock { paths.append(text) }
    }

    /// The paths noted since the last call.
    func taken() -> [String] {
        lock.withLock {
            defer { paths = [] }
            return paths
        }
    }
}

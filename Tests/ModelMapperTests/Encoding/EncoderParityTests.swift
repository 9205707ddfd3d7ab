import Foundation
import Testing

@testable import ModelMapper

/// Differential tests: over a generated corpus, `DictionaryEncoder`'s tree serialised with JSONSerialization must be
/// the JSON value `JSONEncoder` writes, for every strategy, and both must fail the same way.
@Suite struct EncoderParityTests {
    static let valuesPerStrategy = 2_000

    static let strategySets: [StrategySet] = [
        StrategySet(
            name: "defaults", key: .useDefaultKeys, foundationKey: .useDefaultKeys, date: .deferredToDate,
            foundationDate: .deferredToDate, data: .base64, foundationData: .base64, convertsFloats: false),
        StrategySet(
            name: "snake case, seconds, deferred data", key: .convertToSnakeCase, foundationKey: .convertToSnakeCase,
            date: .secondsSince1970, foundationDate: .secondsSince1970, data: .deferredToData,
            foundationData: .deferredToData, convertsFloats: false),
        StrategySet(
            name: "custom keys, milliseconds, converted floats",
            key: .custom { path in ProbeKey("k-\(path.last?.stringValue.uppercased() ?? "")") },
            foundationKey: .custom { path in ProbeKey("k-\(path.last?.stringValue.uppercased() ?? "")") },
            date: .millisecondsSince1970, foundationDate: .millisecondsSince1970, data: .base64,
            foundationData: .base64, convertsFloats: true),
        StrategySet(
            name: "iso8601, custom data", key: .useDefaultKeys, foundationKey: .useDefaultKeys, date: .iso8601,
            foundationDate: .iso8601,
            data: .custom { data, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(data.count)
                try container.encode(data.map { String($0, radix: 16) }.joined())
            },
            foundationData: .custom { data, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(data.count)
                try container.encode(data.map { String($0, radix: 16) }.joined())
            }, convertsFloats: false),
        StrategySet(
            name: "formatted dates, converted floats, snake case", key: .convertToSnakeCase,
            foundationKey: .convertToSnakeCase, date: .formatted(fixedFormatter),
            foundationDate: .formatted(fixedFormatter), data: .base64, foundationData: .base64, convertsFloats: true),
        StrategySet(
            name: "custom dates (keyed, empty, throwing)", key: .useDefaultKeys, foundationKey: .useDefaultKeys,
            date: .custom(customDate), foundationDate: .custom(customDate), data: .custom { _, _ in },
            foundationData: .custom { _, _ in }, convertsFloats: false),
    ]

    static let fixedFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS"
        return formatter
    }()

    /// Encodes some dates as an object, some as nothing (an empty object) and some as a NaN (an error).
    @Sendable static func customDate(_ date: Date, _ encoder: any Encoder) throws {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        switch seconds.magnitude % 3 {
        case 0:
            var container = encoder.container(keyedBy: ProbeKey.self)
            try container.encode(seconds, forKey: ProbeKey("seconds"))
            try container.encode(encoder.userInfo[.parityMarker] as? String, forKey: ProbeKey("marker"))
        case 1:
            break
        default:
            var container = encoder.singleValueContainer()
            try container.encode(seconds % 7 == 0 ? Double.nan : Double(seconds))
        }
    }

    // MARK: - Corpus

    /// The long sweep, about 25 s: its `Sweep` suffix keeps it out of the README's `swift test -q --skip Sweep`, and
    /// `.ci/run` runs it in the step after, with `swift test -q --filter Sweep`.
    @Test(arguments: strategySets)
    func generatedCorpusMatchesJSONEncoderSweep(strategies: StrategySet) throws {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        let encoder = strategies.dictionaryEncoder
        let oracle = strategies.jsonEncoder
        var bothThrew = 0
        for index in 0..<Self.valuesPerStrategy {
            let value = Corpus.Root.make(&generator, allowNonConforming: index % 4 == 0)
            try expectParity(value, encoder: encoder, oracle: oracle, bothThrew: &bothThrew)
        }
        // The corpus exercises the error path too (unless non-conforming floats are converted), but mostly the
        // success path.
        #expect((bothThrew > 0) != strategies.convertsFloats || strategies.name.contains("custom dates"))
        #expect(bothThrew < Self.valuesPerStrategy / 2)
    }

    @Test(arguments: strategySets)
    func generatedTopLevelValuesMatchJSONEncoder(strategies: StrategySet) throws {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        let encoder = strategies.dictionaryEncoder
        let oracle = strategies.jsonEncoder
        var bothThrew = 0
        for _ in 0..<200 {
            try expectParity(
                generator.double(allowNonConforming: true), encoder: encoder, oracle: oracle, bothThrew: &bothThrew)
            try expectParity(generator.date(), encoder: encoder, oracle: oracle, bothThrew: &bothThrew)
            try expectParity(generator.data(), encoder: encoder, oracle: oracle, bothThrew: &bothThrew)
            try expectParity(
                [generator.key(): generator.integer(Int16.self)], encoder: encoder, oracle: oracle,
                bothThrew: &bothThrew)
            try expectParity(
                (0..<3).map { _ in generator.float(allowNonConforming: true) }, encoder: encoder, oracle: oracle,
                bothThrew: &bothThrew)
            try expectParity(Corpus.Shape.make(&generator), encoder: encoder, oracle: oracle, bothThrew: &bothThrew)
        }
    }

    @Test func oracleComparisonTellsValuesApart() throws {
        #expect(
            jsonEqual(try parsed(json: Data(#"{"a":[1,true,0.1]}"#.utf8)), try reparsed(tree: ["a": [1, true, 0.1]])))
        #expect(!jsonEqual(try parsed(json: Data("[1]".utf8)), try parsed(json: Data("[true]".utf8))))
        #expect(!jsonEqual(try parsed(json: Data("[0.1]".utf8)), try parsed(json: Data("[0.10000000149011612]".utf8))))
        #expect(!jsonEqual(try parsed(json: Data(#"{"a":1}"#.utf8)), try parsed(json: Data(#"{"b":1}"#.utf8))))
        #expect(!jsonEqual(try parsed(json: Data(#"{"a":"1"}"#.utf8)), try parsed(json: Data(#"{"a":1}"#.utf8))))
        #expect(!jsonEqual(try parsed(json: Data("[{}]".utf8)), try parsed(json: Data("[[]]".utf8))))
    }

    @Test func snakeCaseConversionMatchesJSONEncoderKeyByKey() throws {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        let oracle = JSONEncoder()
        oracle.keyEncodingStrategy = .convertToSnakeCase
        var keys = ["", "a", "A", "myURLValue", "HTTPServer", "_private", "__a__", "trailing_", "ABCdef", "x1Y2"]
        keys += (0..<2_000).map { _ in generator.key() }
        for key in keys {
            let data = try oracle.encode(KeyProbe(key: key))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Int]
            let expected = object?.keys.first
            #expect(KeyEncodingConversion.convert(key, separator: "_") == expected, "key \(key)")
        }
    }

    @Test func kebabCaseIsSnakeCaseWithHyphens() throws {
        var generator = SeededGenerator(seed: 0x5EED_0004)
        let oracle = JSONEncoder()
        oracle.keyEncodingStrategy = .convertToSnakeCase
        var encoder = DictionaryEncoder()
        encoder.keyEncodingStrategy = .convertToKebabCase
        for _ in 0..<500 {
            let key = generator.key().replacingOccurrences(of: "_", with: "")
            guard !key.isEmpty else { continue }
            let data = try oracle.encode(KeyProbe(key: key))
            let snake = (try JSONSerialization.jsonObject(with: data) as? [String: Int])?.keys.first
            let kebab = try encoder.encodeToDictionary(KeyProbe(key: key)).keys.first
            #expect(kebab == snake?.replacingOccurrences(of: "_", with: "-"), "key \(key)")
        }
    }

    // MARK: - Helpers

    private func expectParity<T: Encodable>(
        _ value: T, encoder: DictionaryEncoder, oracle: JSONEncoder, bothThrew: inout Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected: Result<Data, any Error> = Result { try oracle.encode(value) }
        let actual: Result<Any, any Error> = Result { try encoder.encode(value) }
        switch (expected, actual) {
        case (.success(let data), .success(let tree)):
            let isContainer = tree is [String: Any] || tree is [Any]
            if isContainer {
                #expect(JSONSerialization.isValidJSONObject(tree), sourceLocation: sourceLocation)
            }
            let want = try parsed(json: data)
            let got = try reparsed(tree: tree)
            #expect(
                jsonEqual(got, want), "\(sortedJSON(got)) != \(sortedJSON(want))", sourceLocation: sourceLocation)
        case (.failure(let wanted), .failure(let got)):
            bothThrew += 1
            #expect(ErrorSignature(got) == ErrorSignature(wanted), sourceLocation: sourceLocation)
        case (.success(let data), .failure(let error)):
            Issue.record(
                "JSONEncoder wrote \(String(decoding: data, as: UTF8.self)) but DictionaryEncoder threw \(error)",
                sourceLocation: sourceLocation)
        case (.failure(let error), .success(let tree)):
            Issue.record(
                "JSONEncoder threw \(error) but DictionaryEncoder returned \(tree)", sourceLocation: sourceLocation)
        }
    }
}

// MARK: - Test Types

/// Encodes one key, spelled as given, to see how a key strategy converts it.
private struct KeyProbe: Encodable {
    let key: String

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ProbeKey.self)
        try container.encode(1, forKey: ProbeKey(key))
    }
}

/// The family of generated values.
enum Corpus {
    struct Scalars: Codable, Equatable {
        var int: Int
        var int8: Int8
        var int16: Int16
        var int32: Int32
        var int64: Int64
        var uint: UInt
        var uint8: UInt8
        var uint16: UInt16
        var uint32: UInt32
        var uint64: UInt64
        var float: Float
        var double: Double
        var bool: Bool
        var string: String
        var decimal: Decimal

        static func make(_ generator: inout SeededGenerator, allowNonConforming: Bool) -> Scalars {
            Scalars(
                int: generator.integer(Int.self), int8: generator.integer(Int8.self),
                int16: generator.integer(Int16.self), int32: generator.integer(Int32.self),
                int64: generator.integer(Int64.self), uint: generator.integer(UInt.self),
                uint8: generator.integer(UInt8.self), uint16: generator.integer(UInt16.self),
                uint32: generator.integer(UInt32.self), uint64: generator.integer(UInt64.self),
                float: generator.float(allowNonConforming: allowNonConforming),
                double: generator.double(allowNonConforming: allowNonConforming), bool: generator.chance(0.5),
                string: generator.string(), decimal: generator.decimal())
        }
    }

    struct Optionals: Codable, Equatable {
        var someInt: Int?
        var someText: String?
        var someDouble: Double?
        var someFlag: Bool?
        var someScalars: Scalars?
        var someList: [Int?]?

        static func make(_ generator: inout SeededGenerator, allowNonConforming: Bool) -> Optionals {
            Optionals(
                someInt: generator.chance(0.5) ? generator.integer(Int.self) : nil,
                someText: generator.chance(0.5) ? generator.string() : nil,
                someDouble: generator.chance(0.5) ? generator.double(allowNonConforming: allowNonConforming) : nil,
                someFlag: generator.chance(0.5) ? generator.chance(0.5) : nil,
                someScalars: generator.chance(0.1)
                    ? Scalars.make(&generator, allowNonConforming: allowNonConforming) : nil,
                someList: generator.chance(0.5)
                    ? (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                        generator.chance(0.3) ? nil : Int(generator.integer(Int8.self))
                    } : nil)
        }
    }

    enum Kind: String, Codable, Equatable, CaseIterable {
        case alpha, betaGamma, deltaURL
    }

    enum Rank: Int, Codable, Equatable, CaseIterable {
        case low = -1, middle = 0, high = 99
    }

    enum Shape: Codable, Equatable {
        case point
        case circle(radius: Double)
        case labelled(String, sideCount: Int)
        case nested(Inner)

        static func make(_ generator: inout SeededGenerator) -> Shape {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: .point
            case 1: .circle(radius: generator.double(allowNonConforming: false))
            case 2: .labelled(generator.string(), sideCount: generator.integer(Int.self))
            default: .nested(Inner.make(&generator))
            }
        }
    }

    struct Inner: Codable, Equatable {
        var camelCaseName: String
        var myURLValue: Int
        var HTTPStatus: Int16
        var items: [Int]

        static func make(_ generator: inout SeededGenerator) -> Inner {
            Inner(
                camelCaseName: generator.string(), myURLValue: generator.integer(Int.self),
                HTTPStatus: generator.integer(Int16.self),
                items: (0..<Int.random(in: 0...3, using: &generator)).map { _ in generator.integer(Int.self) })
        }
    }

    struct Timing: Codable, Equatable {
        var createdAt: Date
        var updatedAt: Date?
        var history: [Date]
        var payload: Data
        var attachments: [String: Data]

        static func make(_ generator: inout SeededGenerator) -> Timing {
            Timing(
                createdAt: generator.date(), updatedAt: generator.chance(0.5) ? generator.date() : nil,
                history: (0..<Int.random(in: 0...2, using: &generator)).map { _ in generator.date() },
                payload: generator.data(),
                attachments: generator.chance(0.5) ? [generator.key(): generator.data()] : [:])
        }
    }

    /// A class hierarchy that encodes its superclass through `superEncoder()` and `superEncoder(forKey:)`, plus
    /// nested containers, as hand-written conformances do.
    class Base: Encodable {
        var baseName: String
        var baseCount: Int

        init(baseName: String, baseCount: Int) {
            self.baseName = baseName
            self.baseCount = baseCount
        }
    }

    final class Derived: Base {
        var ownValue: Int
        var flags: [Bool]
        let viaKey: Bool

        init(_ generator: inout SeededGenerator) {
            ownValue = generator.integer(Int.self)
            flags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in generator.chance(0.5) }
            viaKey = generator.chance(0.5)
            super.init(baseName: generator.string(), baseCount: generator.integer(Int.self))
        }

        enum CodingKeys: String, CodingKey {
            case ownValue, flagsList, detailsBox, parentObject
        }

        enum DetailKeys: String, CodingKey {
            case firstFlag, marker, pairs
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ownValue, forKey: .ownValue)
            var list = container.nestedUnkeyedContainer(forKey: .flagsList)
            for flag in flags { try list.encode(flag) }
            var listSuper = list.superEncoder().singleValueContainer()
            try listSuper.encode(flags.count)
            var details = container.nestedContainer(keyedBy: DetailKeys.self, forKey: .detailsBox)
            try details.encodeIfPresent(flags.first, forKey: .firstFlag)
            try details.encode(encoder.userInfo[.parityMarker] as? String, forKey: .marker)
            var nestedList = details.nestedUnkeyedContainer(forKey: .pairs)
            var pair = nestedList.nestedContainer(keyedBy: DetailKeys.self)
            try pair.encode(ownValue, forKey: .firstFlag)
            try super.encode(to: viaKey ? container.superEncoder(forKey: .parentObject) : container.superEncoder())
        }
    }

    struct Root: Encodable {
        var title: String
        var scalars: Scalars
        var optionals: Optionals
        var kind: Kind
        var rank: Rank
        var shapes: [Shape]
        var inner: Inner
        var matrix: [[Double]]
        var floats: [Float]
        var byName: [String: Inner]
        var byNumber: [Int: String]
        var byKind: [Kind: Int]
        var timing: Timing
        var derived: Derived
        var link: URL?
        var wide: Int128
        var wideUnsigned: UInt128

        static func make(_ generator: inout SeededGenerator, allowNonConforming: Bool) -> Root {
            Root(
                title: generator.string(), scalars: .make(&generator, allowNonConforming: allowNonConforming),
                optionals: .make(&generator, allowNonConforming: allowNonConforming),
                kind: generator.pick(Kind.allCases), rank: generator.pick(Rank.allCases),
                shapes: (0..<Int.random(in: 0...3, using: &generator)).map { _ in Shape.make(&generator) },
                inner: .make(&generator),
                matrix: (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                    (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                        generator.double(allowNonConforming: allowNonConforming)
                    }
                },
                floats: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    generator.float(allowNonConforming: allowNonConforming)
                },
                byName: Dictionary(
                    (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                        (generator.key(), Inner.make(&generator))
                    }, uniquingKeysWith: { first, _ in first }),
                byNumber: Dictionary(
                    (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                        (generator.integer(Int.self), generator.string())
                    }, uniquingKeysWith: { first, _ in first }),
                byKind: generator.chance(0.5) ? [generator.pick(Kind.allCases): generator.integer(Int.self)] : [:],
                timing: .make(&generator), derived: Derived(&generator),
                link: generator.chance(0.5) ? URL(string: "https://example.com/\(generator.integer(UInt8.self))") : nil,
                wide: generator.chance(0.5)
                    ? Int128(truncatingIfNeeded: generator.integer(Int64.self))
                    : generator.pick([Int128.min, Int128.max, Int128(UInt64.max) + 1]),
                wideUnsigned: generator.pick([UInt128.max, 0, UInt128(UInt64.max), UInt128(UInt64.max) * 3]))
        }
    }
}

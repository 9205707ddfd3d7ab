import Foundation
import Testing

@testable import ModelMapper

/// Differential parity with `JSONDecoder` where the decoder used to disagree: 128-bit integers from every number
/// origin and in every container, class metatypes, `Decimal`'s range, and the depth limit around 512.
///
/// For each generated JSON text, `JSONDecoder` decoding the text is the oracle; ModelMapper decodes the same text
/// (`decode(_:from: Data)`), the `JSONSerialization` tree of it, and a native tree holding the value in each Swift
/// and Foundation form that carries it exactly.
@Suite struct EdgeParityTests {
    private let decoder = DictionaryDecoder()

    // MARK: - 128-bit integers

    @Test func int128AndUInt128DecodeFromEveryOriginAsJSONDecoderDecodesThem() throws {
        var random = SeededGenerator(seed: 0x1_28)
        var texts = [
            "0", "-1", "170141183460469231731687303715884105727", "-170141183460469231731687303715884105728",
            "340282366920938463463374607431768211455", "340282366920938463463374607431768211456", "1.5", "1e3",
            "18446744073709551616", "-9223372036854775809", "true", "\"1\"",
        ]
        for _ in 0..<300 {
            let magnitude = UInt128(random.next()) << UInt128(random.int(in: 0...64)) | UInt128(random.next())
            texts.append(random.chance(0.5) ? "\(magnitude)" : "-\(magnitude >> 1)")
        }
        for text in texts {
            try expectParity(ParityWide<Int128>.self, text)
            try expectParity(ParityWide<UInt128>.self, text)
        }
    }

    @Test func nativeAndFoundationNumbersDecodeAs128BitIntegersExactly() throws {
        let big = Int128.max
        let values: [(Any, Int128?)] = [
            (big, big), (Int128.min, Int128.min), (UInt128(5), 5), (Int8(-3), -3), (UInt64.max, Int128(UInt64.max)),
            (NSNumber(value: UInt64.max), Int128(UInt64.max)), (NSDecimalNumber(string: "\(big)"), big),
            (Decimal(string: "\(big)") as Any, big), (2.0, 2), (2.5, nil), (UInt128.max, nil), (true, nil),
        ]
        for (value, expected) in values {
            let keyed = try? decoder.decode(ParityWide<Int128>.self, from: ["value": value, "values": [value]])
            #expect(keyed?.value == expected, "\(type(of: value)) \(value)")
            #expect(keyed.map { $0.values == [$0.value] } ?? true)
            #expect((try? decoder.decode(Int128.self, from: value)) == expected, "single value \(value)")
        }
    }

    // MARK: - Class metatypes

    @Test func aBaseMetatypeHoldingASubclassBuildsTheSubclass() throws {
        var random = SeededGenerator(seed: 0xC1A55)
        let types: [ParityBase.Type] = [ParityBase.self, ParityDerived.self, ParityMoreDerived.self]
        for _ in 0..<50 {
            let type = random.pick(types)
            let json = #"{"id": \#(random.int(in: 0...99)), "extra": "x\#(random.int(in: 0...9))", "more": true}"#
            let oracle = try JSONDecoder().decode(type, from: Data(json.utf8))
            for ours in [
                try decoder.decode(type, from: Data(json.utf8)),
                try decoder.decode(type, from: try JSONSerialization.jsonObject(with: Data(json.utf8))),
            ] {
                #expect(ObjectIdentifier(Swift.type(of: ours)) == ObjectIdentifier(Swift.type(of: oracle)))
                #expect(ours.summary == oracle.summary)
            }
        }
    }

    // MARK: - Decimal

    @Test func decimalsOutsideDecimalsRangeThrowAsInJSONDecoder() throws {
        var random = SeededGenerator(seed: 0xDEC)
        var texts = ["1e300", "5e-324", "1e-200", "1e165", "1e-128", "1e-129", "3.4e38", "1.7976931348623157e+308"]
        for _ in 0..<300 {
            let mantissa = Double(random.int(in: 1...99_999)) / 1000
            let value = mantissa * pow(10, Double(random.int(in: -330...310)))
            if value.isFinite, value != 0 { texts.append("\(random.chance(0.5) ? -value : value)") }
        }
        for text in texts {
            try expectParity(
                ParityWide<Decimal>.self, text, nativeValues: Double(text).map { [$0, NSNumber(value: $0)] } ?? [])
        }
    }

    // MARK: - Depth

    /// Each decode runs on a thread with a large stack: 512 levels of a recursive `init(from:)` need more than a test
    /// thread's stack under AddressSanitizer, whose frames are several times larger.
    @Test(arguments: [511, 512, 513])
    func nestingAroundTheLimitDecodesExactlyWhenJSONDecoderDoes(levels: Int) throws {
        let arrays = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        let objects = String(repeating: #"{"a":"#, count: levels - 1) + "{}" + String(repeating: "}", count: levels - 1)
        for text in [arrays, objects] {
            let outcome = Self.onLargeStack { () -> (oracle: Bool, fromData: Bool, fromTree: Bool, code: String?) in
                let data = Data(text.utf8)
                let decoder = DictionaryDecoder()
                // The same nesting as a native tree, which JSONSerialization cannot hold past 512.
                let tree: Any =
                    text.hasPrefix("[[")
                    ? (1..<levels).reduce([Any]() as Any) { inner, _ in [inner] }
                    : (1..<levels).reduce([String: Any]() as Any) { inner, _ in ["a": inner] }
                let ours = Result { try decoder.decode(DeepValue.self, from: tree) }
                var code: String?
                if case .failure(let error as ModelMapperError) = ours { code = error.code.description }
                return (
                    (try? JSONDecoder().decode(DeepValue.self, from: data)) != nil,
                    (try? decoder.decode(DeepValue.self, from: data)) != nil, (try? ours.get()) != nil, code
                )
            }
            #expect(outcome.oracle == (levels <= 512))
            #expect(outcome.fromData == outcome.oracle)
            #expect(outcome.fromTree == outcome.oracle, "\(levels) levels")
            #expect(outcome.code == (outcome.oracle ? nil : "depthLimitExceeded"))
        }
    }

    /// Runs `body` on a thread with a 64 MB stack and returns its result.
    private static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = LargeStackResult<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        guard let value = box.value else { preconditionFailure("the thread returned nothing") }
        return value
    }

    // MARK: - Helpers

    /// Decodes `{"value": text, "values": [text]}` and the bare `text` with `JSONDecoder` and with ModelMapper from
    /// the text, from its `JSONSerialization` tree and from `nativeValues`, and expects the same value or a failure.
    private func expectParity<T: Decodable & Equatable>(
        _ type: ParityWide<T>.Type, _ text: String, nativeValues: [Any] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let json = Data(#"{"value": \#(text), "values": [\#(text)]}"#.utf8)
        let oracle = try? JSONDecoder().decode(type, from: json)
        #expect(
            (try? decoder.decode(type, from: json)) == oracle, "\(T.self) from \(text)", sourceLocation: sourceLocation)
        if let tree = try? JSONSerialization.jsonObject(with: json) {
            #expect(
                (try? decoder.decode(type, from: tree)) == oracle, "\(T.self) from the tree of \(text)",
                sourceLocation: sourceLocation)
        }
        let single = try? JSONDecoder().decode(T.self, from: Data(text.utf8))
        #expect(
            (try? decoder.decode(T.self, fromJSON: text)) == single, "single \(T.self) from \(text)",
            sourceLocation: sourceLocation)
        for native in nativeValues {
            let ours = try? decoder.decode(type, from: ["value": native, "values": [native]])
            #expect(ours == oracle, "\(T.self) from \(Swift.type(of: native)) \(text)", sourceLocation: sourceLocation)
        }
    }
}

// MARK: - Test Types

/// What a thread with a large stack computed, handed back once it has signalled that it is done.
private final class LargeStackResult<T>: @unchecked Sendable {
    var value: T?
}

private struct ParityWide<T: Decodable & Equatable>: Decodable, Equatable {
    var value: T
    var values: [T]
}

private indirect enum DeepValue: Decodable {
    case array([DeepValue])
    case object([String: DeepValue])

    init(from decoder: any Decoder) throws {
        if var container = try? decoder.unkeyedContainer() {
            var elements: [DeepValue] = []
            while !container.isAtEnd { elements.append(try container.decode(DeepValue.self)) }
            self = .array(elements)
        } else {
            self = .object(try decoder.singleValueContainer().decode([String: DeepValue].self))
        }
    }
}

private class ParityBase: Decodable, @unchecked Sendable {
    var id: Int
    var summary: String { "Base \(id)" }
}

private class ParityDerived: ParityBase, @unchecked Sendable {
    var extra: String

    private enum CodingKeys: String, CodingKey { case extra }

    required init(from decoder: any Decoder) throws {
        extra = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .extra)
        try super.init(from: decoder)
    }

    override var summary: String { "ParityDerived \(id) \(extra)" }
}

private final class ParityMoreDerived: ParityDerived, @unchecked Sendable {
    var more: Bool

    private enum CodingKeys: String, CodingKey { case more }

    required init(from decoder: any Decoder) throws {
        more = try decoder.container(keyedBy: CodingKeys.self).decode(Bool.self, forKey: .more)
        try super.init(from: decoder)
    }

    override var summary: String { "ParityMoreDerived \(id) \(extra) \(more)" }
}

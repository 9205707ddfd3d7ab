import Foundation
import Testing

@testable import ModelMapper

/// The encoder's promises at the edges: hostile hints and hostile `encode(to:)` implementations get a thrown error
/// naming the place, never a trap, a stack overflow, a runaway allocation or silently lost data.
@Suite struct EncoderEdgeCaseTests {
    private let encoder = DictionaryEncoder()

    // MARK: - Array indices in hints

    @Test(arguments: ["tags[9223372036854775807]", "tags[10000000]", "tags[10000]"])
    func anIndexBeyondTheBoundIsAnInvalidHint(path: String) {
        for hints: HintTree in [["name": .path(path)], ["name": .path("\(path).x")]] {
            let error = #expect(throws: ModelMapperError.self) { try encoder.encode(Named(name: "a"), hints: hints) }
            #expect(error?.code == .invalidHint, "\(hints)")
        }
        let error = #expect(throws: ModelMapperError.self) {
            try HintTree(["name": .path(path)]).reverseRemap(["name": 1])
        }
        #expect(error?.code == .invalidHint)
        #expect(error?.message.contains("larger than 9999") == true)
    }

    @Test func aLegacyStringThatSpellsAnOutOfBoundIndexIsALiteralKey() throws {
        let hints = try HintTree(legacy: ["name": "tags[9223372036854775807]"])
        let tree = try encoder.encodeToDictionary(Named(name: "a"), hints: hints)
        #expect(tree as NSDictionary == ["tags[9223372036854775807]": "a"])
        let back = try DictionaryDecoder().decode(Named.self, from: tree, hints: hints)
        #expect(back.name == "a")
    }

    @Test func theLargestIndexIsWrittenAndReadBack() throws {
        let hints: HintTree = ["name": .path("tags[9999]")]
        let tree = try encoder.encodeToDictionary(Named(name: "a"), hints: hints)
        let tags = try #require(tree["tags"] as? [Any])
        #expect(tags.count == 10_000)
        #expect(tags.dropLast().allSatisfy { $0 is NSNull })
        #expect(try DictionaryDecoder().decode(Named.self, from: tree, hints: hints).name == "a")
    }

    // MARK: - Depth

    @Test(.timeLimit(.minutes(1)))
    func aClassCycleThroughASingleValueContainerHitsTheDepthLimit() {
        let node = SelfWrapping()
        node.next = node
        defer { node.next = nil }
        let error = #expect(throws: ModelMapperError.self) { try encoder.encode(node) }
        #expect(error?.code == .depthLimitExceeded)
    }

    @Test(.timeLimit(.minutes(1)))
    func a100000DeepChainOfNestedUnkeyedContainersIsADepthError() {
        let error = #expect(throws: ModelMapperError.self) { try encoder.encode(NestedUnkeyed(levels: 100_000)) }
        #expect(error?.code == .depthLimitExceeded)
        // The first container beyond the limit is the 513th, below 512 array elements.
        #expect(error?.location == MappingPath(Array(repeating: .index(0), count: 512)))
    }

    /// A custom key strategy is handed the whole coding path; containers opened past the limit must not build it.
    @Test(.timeLimit(.minutes(1)))
    func containersOpenedPastTheLimitStayLinearWithACustomKeyStrategy() {
        var custom = DictionaryEncoder()
        custom.keyEncodingStrategy = .custom { $0.last ?? AnyCodingKey(stringValue: "") }
        let start = ContinuousClock.now
        let error = #expect(throws: ModelMapperError.self) { try custom.encode(NestedKeyed(levels: 100_000)) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func nestedContainersCountAgainstTheLimit() throws {
        var shallow = DictionaryEncoder()
        shallow.maximumDepth = 3
        #expect(try shallow.encode(NestedKeyed(levels: 2)) as? NSDictionary == ["a": ["a": [:]]])
        let error = #expect(throws: ModelMapperError.self) { try shallow.encode(NestedKeyed(levels: 3)) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == "a.a.a")
        let thousand = #expect(throws: ModelMapperError.self) { try encoder.encode(NestedKeyed(levels: 1_000)) }
        #expect(thousand?.code == .depthLimitExceeded)
    }

    @Test(.timeLimit(.minutes(1)))
    func twentyThousandChainedSuperEncodersAreADepthErrorInLinearTime() {
        let start = ContinuousClock.now
        let error = #expect(throws: ModelMapperError.self) { try encoder.encode(SuperChain(levels: 20_000)) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test(.timeLimit(.minutes(1)))
    func aClassCycleThroughSuperEncodersStopsAtItsFirstWriteBeyondTheLimit() {
        for keyed in [true, false] {
            let node = SuperLinked(keyed: keyed)
            node.next = node
            defer { node.next = nil }
            let error = #expect(throws: ModelMapperError.self) { try encoder.encode(node) }
            #expect(error?.code == .depthLimitExceeded)
        }
    }

    @Test func aKeyPathWithTooManySegmentsIsAnInvalidHint() {
        let path = Array(repeating: "a", count: 100_000).joined(separator: ".")
        let error = #expect(throws: ModelMapperError.self) {
            try encoder.encode(Named(name: "x"), hints: ["name": .path(path)])
        }
        #expect(error?.code == .invalidHint)
        #expect(error?.message.contains("more than the 128") == true)
        let reverse = #expect(throws: ModelMapperError.self) {
            try HintTree(["name": .path(path)]).reverseRemap(["name": "x"])
        }
        #expect(reverse?.code == .invalidHint)
        // As a string literal the same text is a literal key: written as it is, no nesting.
        let literal = try? encoder.encodeToDictionary(Named(name: "x"), hints: ["name": Hint(stringLiteral: path)])
        #expect(literal?[path] as? String == "x")
    }

    @Test func keyPathsCountTowardsTheDepthLimit() throws {
        var shallow = DictionaryEncoder()
        shallow.maximumDepth = 3
        #expect(
            try shallow.encode(Named(name: "x"), hints: ["name": .path("a.b.c")]) as? NSDictionary
                == ["a": ["b": ["c": "x"]]])
        let error = #expect(throws: ModelMapperError.self) {
            try shallow.encode(Named(name: "x"), hints: ["name": .path("a.b.c.d")])
        }
        #expect(error?.code == .depthLimitExceeded)
    }

    // MARK: - Two coding keys, one source key

    /// Every renamed key is remembered, the first four in place and the rest in an array: a collision names the
    /// coding key that wrote first, wherever its record is kept.
    @Test(arguments: 1...6)
    func aCollisionNamesTheKeyThatWroteFirst(firstWriter: Int) throws {
        let keys = (1...6).map { "k\($0)" }
        var entries = Dictionary(uniqueKeysWithValues: keys.map { ($0, Hint(stringLiteral: "S_\($0)")) })
        entries["k7"] = Hint(stringLiteral: "S_k\(firstWriter)")
        let error = #expect(throws: ModelMapperError.self) {
            try encoder.encode(WritesInOrder(keys: keys + ["k7"]), hints: HintTree(entries))
        }
        #expect(error?.code == .invalidHint)
        #expect(
            error?.message
                == #"Invalid hints: coding key "k\#(firstWriter)" and coding key "k7" both write the source location "S_k\#(firstWriter)""#
        )
    }

    /// A coding key written twice under its renamed key overwrites its own value, as with `JSONEncoder`; past the
    /// fourth renamed key too.
    @Test func aRenamedKeyWrittenTwiceKeepsTheLastValue() throws {
        let keys = (1...6).map { "k\($0)" }
        let hints = HintTree(Dictionary(uniqueKeysWithValues: keys.map { ($0, Hint(stringLiteral: "S_\($0)")) }))
        let tree = try encoder.encodeToDictionary(WritesInOrder(keys: keys + ["k1", "k6"]), hints: hints)
        #expect(tree.count == 6)
        #expect(tree["S_k1"] as? Int == 7)
        #expect(tree["S_k6"] as? Int == 8)
    }

    // MARK: - Container misuse

    @Test func aNestedContainerOverAScalarIsAnErrorNotALoss() {
        let error = #expect(throws: EncodingError.self) { try encoder.encode(ValueThenContainer()) }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(context.codingPath.map(\.stringValue) == ["key"])
        #expect(context.debugDescription.contains("non-keyed container already encoded for this key"))
    }

    @Test func anUnkeyedContainerOverAKeyedOneIsAnErrorNotALoss() {
        let error = #expect(throws: EncodingError.self) { try encoder.encode(KeyedThenUnkeyed()) }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(context.codingPath.map(\.stringValue) == ["key"])
        #expect(context.debugDescription.contains("keyed container/simple value already encoded for this key"))
    }

    @Test func aNestedContainerAskedTwiceWritesIntoTheSamePlace() throws {
        #expect(try encoder.encode(KeyedTwice()) as? NSDictionary == ["key": ["a": 1, "b": 2]])
    }

    // MARK: - Order

    /// Of several values that do not encode, the error names the one `JSONEncoder` names for the same dictionary:
    /// the first in the dictionary's own order.
    @Test func theFailingKeyIsTheOneJSONEncoderNames() throws {
        var doubles: [String: Double] = [:]
        for index in 0..<24 { doubles["k\(index + 10)"] = .nan }
        let ours = try #require(throws: EncodingError.self) { try DictionaryEncoder().encode(doubles) }
        let foundations = try #require(throws: EncodingError.self) { try JSONEncoder().encode(doubles) }
        guard case .invalidValue(_, let context) = ours, case .invalidValue(_, let expected) = foundations else {
            Issue.record("expected invalidValue from both encoders")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == expected.codingPath.map(\.stringValue))
        #expect(context.codingPath.count == 1)
    }

    /// A failing encode runs each `encode(to:)` and each `.custom` closure once, as `JSONEncoder` does: the values
    /// before the failing one are encoded once, and nothing runs again to find a deterministic error.
    @Test func aFailingEncodeRunsUserCodeOnce() {
        let counter = CallCounter()
        let counted = (0..<5).map { CountedValue(counter: counter, id: $0) }
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            counter.count("date")
            var container = encoder.singleValueContainer()
            try container.encode(date.timeIntervalSince1970)
        }
        let failing = CountedPayload(
            byName: Dictionary(uniqueKeysWithValues: counted.map { ("v\($0.id)", $0) }), list: counted,
            dates: [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)], ratio: .nan)
        #expect(throws: EncodingError.self) { try encoder.encode(failing) }
        #expect(counter.counts == ["date": 2, "value": 10])

        // The same with hints, which make the encoder write the dictionary itself.
        let hinted = CallCounter()
        let again = CountedPayload(
            byName: ["v": CountedValue(counter: hinted, id: 0)], list: [CountedValue(counter: hinted, id: 1)],
            dates: [], ratio: .infinity)
        #expect(throws: EncodingError.self) { try DictionaryEncoder().encode(again, hints: ["ratio": "RATIO"]) }
        #expect(hinted.counts == ["value": 2])
    }

    // MARK: - Dates

    /// The errors are inspected by hand: Swift Testing describes a caught error's values, and describing a `Date`
    /// whose interval is NaN traps in Foundation.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
    func aDateWithNoCalendarTextThrows(interval: Double) {
        var iso = DictionaryEncoder()
        iso.dateEncodingStrategy = .iso8601
        let value = Stamped(date: Date(timeIntervalSince1970: interval))
        do {
            _ = try iso.encode(value)
            Issue.record("encoded a date with the interval \(interval)")
        } catch EncodingError.invalidValue(let invalid, let context) {
            // The error can be printed: it carries the interval, not the date, whose description traps.
            #expect((invalid as? Double).map { $0.isNaN ? interval.isNaN : $0 == interval } == true)
            #expect(!String(describing: EncodingError.invalidValue(invalid, context)).isEmpty)
            #expect(context.codingPath.map(\.stringValue) == ["date"])
            #expect(context.debugDescription.contains("not finite or its year is outside 1...9999"))
        } catch {
            Issue.record("unexpected \(type(of: error))")
        }
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601
        do {
            _ = try reflector.reflect(value)
            Issue.record("reflected a date with the interval \(interval)")
        } catch let error as ModelMapperError {
            #expect(error.code == .unsupportedValue)
        } catch {
            Issue.record("unexpected \(type(of: error))")
        }
    }
}

// MARK: - Test Types

/// Counts calls by name, from any thread.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Int] = [:]

    func count(_ name: String) {
        lock.lock()
        storage[name, default: 0] += 1
        lock.unlock()
    }

    var counts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// A value whose `encode(to:)` counts its calls.
private struct CountedValue: Encodable {
    let counter: CallCounter
    let id: Int

    func encode(to encoder: any Encoder) throws {
        counter.count("value")
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

/// Counted values, dates and, last, a number the default strategy cannot write.
private struct CountedPayload: Encodable {
    var byName: [String: CountedValue]
    var list: [CountedValue]
    var dates: [Date]
    var ratio: Double
}

private struct Named: Codable, Equatable {
    var name: String?
}

private struct Stamped: Encodable {
    var date: Date
}

/// A class that encodes what it points to through a single-value container, as a wrapper does.
private final class SelfWrapping: Encodable {
    var next: SelfWrapping?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(next)
    }
}

/// A class that writes its name, then what it points to through a super encoder, as a subclass writes its
/// superclass.
private final class SuperLinked: Encodable {
    let keyed: Bool
    var next: SuperLinked?

    init(keyed: Bool) { self.keyed = keyed }

    func encode(to encoder: any Encoder) throws {
        if keyed {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode("node", forKey: AnyCodingKey(stringValue: "name"))
            try next?.encode(to: container.superEncoder())
        } else {
            var container = encoder.unkeyedContainer()
            try container.encode("node")
            try next?.encode(to: container.superEncoder())
        }
    }
}

/// `levels` nested unkeyed containers, opened in a loop.
private struct NestedUnkeyed: Encodable {
    let levels: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for _ in 0..<levels { container = container.nestedUnkeyedContainer() }
    }
}

/// `levels` nested keyed containers under the key `a`, opened in a loop.
private struct NestedKeyed: Encodable {
    let levels: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for _ in 0..<levels {
            container = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init(stringValue: "a"))
        }
    }
}

/// `levels` chained super encoders, each asked of the previous one's keyed container.
private struct SuperChain: Encodable {
    let levels: Int

    func encode(to encoder: any Encoder) throws {
        var current: any Encoder = encoder
        for _ in 0..<levels {
            var container = current.container(keyedBy: AnyCodingKey.self)
            current = container.superEncoder()
        }
    }
}

private struct ValueThenContainer: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(1, forKey: .init(stringValue: "key"))
        var nested = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init(stringValue: "key"))
        try nested.encode(2, forKey: .init(stringValue: "x"))
    }
}

private struct KeyedThenUnkeyed: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        var keyed = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init(stringValue: "key"))
        try keyed.encode(1, forKey: .init(stringValue: "a"))
        var unkeyed = container.nestedUnkeyedContainer(forKey: .init(stringValue: "key"))
        try unkeyed.encode(2)
    }
}

private struct KeyedTwice: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        var first = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init(stringValue: "key"))
        try first.encode(1, forKey: .init(stringValue: "a"))
        var second = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init(stringValue: "key"))
        try second.encode(2, forKey: .init(stringValue: "b"))
    }
}

/// Writes the value `n` for the `n`-th key of `keys` (counting from 1), in that order; a key may come twice.
private struct WritesInOrder: Encodable {
    let keys: [String]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (index, key) in keys.enumerated() { try container.encode(index + 1, forKey: .init(stringValue: key)) }
    }
}

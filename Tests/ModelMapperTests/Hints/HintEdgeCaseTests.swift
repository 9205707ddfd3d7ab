import Foundation
import Testing

@testable import ModelMapper

/// Hint trees at the edges: rules that make a hint invalid instead of a trap, parsing in bounded time, and remap
/// reading exactly what decoding reads.
@Suite struct HintEdgeCaseTests {
    private let decoder = DictionaryDecoder()

    // MARK: - Entries

    @Test func aScalarEntryIsWrittenUnderTheValueKey() throws {
        let source: [String: Any] = ["PRICES": ["AAPL": 190.5, "MSFT": ["value": 410.0, "currency": "USD"]]]
        let hints: HintTree = ["prices": Hint.key("PRICES").entries(keyedInto: "symbol")]
        let book = try decoder.decode(Book.self, from: source, hints: hints)
        #expect(book.prices == [Price(symbol: "AAPL", value: 190.5), Price(symbol: "MSFT", value: 410)])
        let renamed: HintTree = ["prices": Hint.key("PRICES").entries(keyedInto: "value", valuesInto: "symbolValue")]
        let remapped = try renamed.remap(["PRICES": ["AAPL": 1]]) as? [String: Any]
        #expect(
            (remapped?["prices"] as? [[String: Any]])?.first as NSDictionary? == ["value": "AAPL", "symbolValue": 1])
    }

    @Test func entriesWhoseKeyAndValueFieldsCollideAreAnInvalidHint() {
        let hints: HintTree = ["prices": Hint.key("PRICES").entries(keyedInto: "value")]
        let error = #expect(throws: ModelMapperError.self) {
            try decoder.decode(Book.self, from: ["PRICES": ["AAPL": 190.5]], hints: hints)
        }
        #expect(error?.code == .invalidHint)
        #expect(error?.location == "prices")
        #expect(error?.message.contains("pass another valuesInto:") == true)
        #expect(throws: ModelMapperError.self) { try hints.remap(["PRICES": ["AAPL": 190.5]]) }
        #expect(throws: ModelMapperError.self) { try DictionaryEncoder().encode(Book(prices: []), hints: hints) }
    }

    // MARK: - Key patterns

    /// Encoding writes under the pattern's text, and the key spelled exactly so is read first, so a value round-trips
    /// even when another key matching the pattern sorts before it.
    @Test func aKeyPatternReadsTheKeySpelledLikeItsTextFirst() throws {
        let hints: HintTree = ["name": .keyPattern(.suffix("e"))]
        let source = try DictionaryEncoder().encodeToDictionary(Profile(name: "n", age: 3), hints: hints)
        #expect(source as NSDictionary == ["e": "n", "age": 3])
        #expect(try decoder.decode(Profile.self, from: source, hints: hints) == Profile(name: "n", age: 3))
        #expect(try decoder.decode(Profile.self, from: ["name_e": "x"], hints: hints).name == "x")
    }

    // MARK: - Key paths

    @Test func pathBoundsAreCheckedWhenTheTreeIsBuilt() {
        #expect(HintTree(["a": .path("tags[9999]")]).problem == nil)
        #expect(HintTree(["a": .path("tags[10000]")]).problem?.message.contains("larger than 9999") == true)
        let long = Array(repeating: "k", count: 129).joined(separator: ".")
        #expect(HintTree(["a": .path(long)]).problem?.message.contains("more than the 128") == true)
        #expect(HintTree(["a": .path(Array(repeating: "k", count: 128).joined(separator: "."))]).problem == nil)
    }

    // MARK: - Legacy hints

    /// `d = ["A": d, "B": d, "name": "NAME"]`, twenty times: every path through it leads to the same dictionary.
    @Test(.timeLimit(.minutes(1)))
    func aLegacyDictionarySharedAtEveryLevelIsParsedOnce() throws {
        var shared: [String: Any] = ["name": "NAME"]
        for _ in 0..<20 { shared = ["A": shared, "B": shared, "name": "NAME"] }
        let start = ContinuousClock.now
        let tree = try HintTree(legacy: shared)
        #expect(ContinuousClock.now - start < .seconds(1))
        var hints = tree
        for _ in 0..<20 { hints = try #require(hints["A"]?.nestedHints) }
        #expect(hints["name"]?.sourceKeys == ["NAME"])
        // Two parses share nothing, but comparing and hashing them visits each shared subtree once.
        let again = try HintTree(legacy: shared)
        #expect(again == tree)
        #expect(again.hashValue == tree.hashValue)
        #expect(tree.merging(again) == tree)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func aSharedLegacyDictionaryStillCountsTowardsTheDepthLimit() {
        var shared: [String: Any] = ["name": "NAME"]
        for _ in 0..<600 { shared = ["A": shared, "B": shared] }
        let error = #expect(throws: ModelMapperError.self) { try HintTree(legacy: shared) }
        #expect(error?.code == .invalidHint)
        #expect(error?.message.contains("nested deeper than the maximum depth of 512") == true)
    }

    // MARK: - Remap reads what decoding reads

    @Test func aHintedKeyWhoseSourceIsAbsentIsMissingInRemapAsInDecode() throws {
        let source: [String: Any] = ["name": "lower", "Age": 3]
        let hints: HintTree = ["name": "Name", "age": "Age"]
        let decoded = try decoder.decode(Profile.self, from: source, hints: hints)
        #expect(decoded == Profile(name: nil, age: 3))
        let remapped = try hints.remap(source)
        #expect(remapped as? NSDictionary == ["age": 3])
        #expect(try decoder.decode(Profile.self, from: remapped) == decoded)
    }

    @Test func remapAppliesEntriesHintsAsDecodingDoes() throws {
        let source: [String: Any] = ["Series": ["2024-01-02": ["o": 2.0], "2024-01-01": ["o": 1.0]]]
        let hints: HintTree = ["bars": Hint.key("Series", nested: ["open": "o"]).entries(keyedInto: "time")]
        let decoded = try decoder.decode(Chart.self, from: source, hints: hints)
        let remapped = try hints.remap(source)
        #expect(try decoder.decode(Chart.self, from: remapped) == decoded)
        #expect(decoded.bars.map(\.time) == ["2024-01-01", "2024-01-02"])
    }

    /// Remap knows no key strategy: a kept key that a converting strategy turns into a hinted coding key's name is
    /// read by the unhinted decode of the remapped tree, where the hint shadowed it (documented; `.useDefaultKeys`
    /// agrees).
    @Test func aKeptKeyAConvertingStrategyReadsIsWhereRemapAndDecodePart() throws {
        let source: [String: Any] = ["ADDRESS": "fuzhou", "Age": 3]
        let hints: HintTree = ["address": "ADDR", "age": "Age"]
        var caseInsensitive = DictionaryDecoder()
        caseInsensitive.keyDecodingStrategy = .caseInsensitive
        let remapped = try hints.remap(source)
        #expect(remapped as? NSDictionary == ["ADDRESS": "fuzhou", "age": 3])
        #expect(try caseInsensitive.decode(Named.self, from: source, hints: hints) == Named(address: nil, age: 3))
        #expect(try decoder.decode(Named.self, from: remapped) == Named(address: nil, age: 3))
        #expect(try caseInsensitive.decode(Named.self, from: remapped) == Named(address: "fuzhou", age: 3))
    }
}

// MARK: - Test Types

private struct Price: Codable, Equatable {
    var symbol: String
    var value: Double
}

private struct Book: Codable {
    var prices: [Price]
}

private struct Named: Codable, Equatable {
    var address: String?
    var age: Int?
}

private struct Profile: Codable, Equatable {
    var name: String?
    var age: Int?
}

private struct Bar: Codable, Equatable {
    var time: String
    var open: Double
}

private struct Chart: Codable, Equatable {
    var bars: [Bar]
}

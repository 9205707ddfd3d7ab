import Foundation
import Testing

@testable import ModelMapper

/// A decode from JSON `Data` reads an object's keys through a `JSONObjectView` where it can, and through the object's
/// members where it cannot; either way it must read what a decode of `JSONSerialization`'s tree reads.
@Suite struct KeysComparedAsBytesTests {
    /// Reads the keys `userInfo[keys]` names, in that order, then asks `contains` and `allKeys`: what a model's
    /// `init(from:)` can ask of a keyed container, in any order.
    struct KeyReader: Decodable, Equatable {
        static let keys = CodingUserInfoKey(rawValue: "keys")!
        var read: [String: JSONValue?] = [:]
        var contained: [String: Bool] = [:]
        var allKeys: [String] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let names = decoder.userInfo[Self.keys] as? [String] ?? []
            for name in names {
                read[name] = try container.decodeIfPresent(JSONValue.self, forKey: AnyCodingKey(stringValue: name))
            }
            for name in names { contained[name] = container.contains(AnyCodingKey(stringValue: name)) }
            allKeys = container.allKeys.map(\.stringValue).sorted()
        }
    }

    private static func decoders(
        reading names: [String], strategy: DictionaryDecoder.KeyDecodingStrategy = .useDefaultKeys
    ) -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.userInfo[KeyReader.keys] = names
        decoder.keyDecodingStrategy = strategy
        return decoder
    }

    private static func expectSameAsTree(
        _ text: String, reading names: [String], strategy: DictionaryDecoder.KeyDecodingStrategy = .useDefaultKeys,
        hints: HintTree = .empty, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let decoder = decoders(reading: names, strategy: strategy)
        let data = Data(text.utf8)
        let fromData = try decoder.decode(KeyReader.self, from: data, hints: hints)
        let tree = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let fromTree = try decoder.decode(KeyReader.self, from: tree, hints: hints)
        #expect(fromData == fromTree, "\(text) reading \(names)", sourceLocation: sourceLocation)
        // A list of such objects: the conversions the first leave behind serve the later ones.
        let list = try decoder.decode([KeyReader].self, from: Data("[\(text), \(text), {}]".utf8), hints: hints)
        #expect(list == [fromTree, fromTree, try decoder.decode(KeyReader.self, from: [String: Any](), hints: hints)])
    }

    @Test func readsInAndAgainstTheTextsOrderMatchTheTree() throws {
        let text = #"{"id": 7, "name": "Ada", "tags": ["x"], "nested": {"a": 1}, "none": null}"#
        try Self.expectSameAsTree(text, reading: ["id", "name", "tags", "nested", "none"])
        try Self.expectSameAsTree(text, reading: ["none", "nested", "absent", "tags", "name", "id", "id"])
    }

    @Test func equalKeysReadTheLastOneAsTheTreeDoes() throws {
        try Self.expectSameAsTree(#"{"a": 1, "b": 2, "a": {"x": 3}}"#, reading: ["a", "b"])
        let reader = try Self.decoders(reading: ["a"]).decode(
            KeyReader.self, from: Data(#"{"a": 1, "b": 2, "a": 3}"#.utf8))
        #expect(reader.read["a"] == .some(.integer(3)))
    }

    /// A coding key spelled with the Kelvin sign finds the key `K`, as the tree's `String` keys find it.
    @Test func canonicallyEquivalentKeysMatchAsStringsDo() throws {
        try Self.expectSameAsTree(#"{"K": 1, "caf\u00e9": 2}"#, reading: ["\u{212A}", "K", "cafe\u{301}", "caf\u{e9}"])
        try Self.expectSameAsTree("{\"\u{212A}\": 1, \"e\u{301}\": 2}", reading: ["K", "\u{e9}", "e"])
    }

    /// Over generated objects and generated reading orders, the decode from `Data` equals the decode of the tree.
    @Test func generatedObjectsAndReadingOrdersMatchTheTree() throws {
        var generator = SeededGenerator(
            seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x0B1E_C7F1_E301))
        let keys = ["", "a", "b", "id", "user_id", "K", "\u{212A}", "caf\u{e9}", "longer_key_name_here_1", "\\u0062"]
        let values = [
            "1", "\"text\"", "null", "true", "[1, {\"x\": 2}]", "{\"y\": \"z\"}", "2.5", "\"a longer string value\"",
        ]
        for _ in 0..<300 {
            let count = generator.int(in: 0...12)
            let members = (0..<count).map { _ in "\"\(generator.pick(keys))\": \(generator.pick(values))" }
            let text = "{" + members.joined(separator: ", ") + "}"
            let names = (0..<generator.int(in: 0...10)).map { _ in generator.pick(keys + ["absent"]) }
                .map { $0 == "\\u0062" ? "b" : $0 }
            try Self.expectSameAsTree(text, reading: names)
        }
    }

    /// Under snake and kebab case, a coding key that is no source key is read through the key that converts to it,
    /// the first in code-point order of those converting alike, and a hint that names no source key
    /// (`Hint.nested(_:)`) converts too: a decode from `Data` (through the object's members, as a key strategy reads
    /// them) reads what a decode of the tree reads, in lists too.
    @Test func convertedKeysMatchTheTree() throws {
        var generator = SeededGenerator(
            seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x5AA4_E0C5_E001))
        for (strategy, separator) in [
            (DictionaryDecoder.KeyDecodingStrategy.convertFromSnakeCase, "_"), (.convertFromKebabCase, "-"),
        ] {
            let keys = generator.convertingKeys(count: 30, separator: separator) + ["caf\u{e9}\(separator)x"]
            let names = keys.map { KeyIndex.camelCase(fromSeparated: $0, separator: Character(separator)) } + keys
            let values = ["1", "\"text\"", "null", "[1, {\"x\": 2}]", "{\"y\": \"z\"}"]
            for _ in 0..<150 {
                let members = (0..<generator.int(in: 0...8)).map { _ in
                    "\"\(generator.pick(keys))\": \(generator.pick(values))"
                }
                let text = "{" + members.joined(separator: ", ") + "}"
                let read = (0..<generator.int(in: 0...8)).map { _ in generator.pick(names + ["absent"]) }
                try Self.expectSameAsTree(text, reading: read, strategy: strategy)
                let hinted = HintTree(Dictionary(read.map { ($0, Hint.nested(["x": "y"])) }) { first, _ in first })
                try Self.expectSameAsTree(text, reading: read, strategy: strategy, hints: hinted)
            }
        }
        // An escaped key, and equal keys (the last one is read).
        try Self.expectSameAsTree(
            #"{"user\u005fname": 1, "User_name": 2}"#, reading: ["userName"], strategy: .convertFromSnakeCase)
        try Self.expectSameAsTree(
            #"{"user_name": 1, "user_name": 2}"#, reading: ["userName"], strategy: .convertFromSnakeCase)
    }

    /// The bag of an object read through the view keeps what the model did not read, as from a tree.
    @Test func anUnknownKeysBagOfAViewedObjectKeepsTheRest() throws {
        struct User: Decodable, Equatable {
            var id: Int
            var name: String
            var rest: UnknownKeys
        }
        let data = Data(#"{"id": 1, "name": "Ada", "extra": {"deep": [1, 2]}, "flag": true}"#.utf8)
        let fromData = try DictionaryDecoder().decode(User.self, from: data)
        let fromTree = try DictionaryDecoder().decode(User.self, from: try JSONSerialization.jsonObject(with: data))
        #expect(fromData == fromTree)
        #expect(
            fromData.rest
                == UnknownKeys(["extra": .object(["deep": .array([.integer(1), .integer(2)])]), "flag": .bool(true)]))
    }

    /// A keyed container a model keeps past its decode still reads the text: the document copies the bytes it read
    /// in place before the decode returns, as a node of it is still held.
    @Test func aContainerKeptPastTheDecodeStillReadsTheText() throws {
        final class Kept: @unchecked Sendable {
            var container: KeyedDecodingContainer<AnyCodingKey>?
        }
        struct Keeper: Decodable {
            static let kept = Kept()
            init(from decoder: any Decoder) throws {
                Self.kept.container = try decoder.container(keyedBy: AnyCodingKey.self)
            }
        }
        do {
            var data = Data(#"{"name": "a string longer than fifteen bytes", "n": 5}"#.utf8)
            _ = try DictionaryDecoder().decode(Keeper.self, from: data)
            // Overwrite the bytes the decode read in place.
            data.resetBytes(in: 0..<data.count)
        }
        let container = try #require(Keeper.kept.container)
        #expect(
            try container.decode(String.self, forKey: AnyCodingKey(stringValue: "name"))
                == "a string longer than fifteen bytes")
        #expect(try container.decode(Int.self, forKey: AnyCodingKey(stringValue: "n")) == 5)
        Keeper.kept.container = nil
    }
}

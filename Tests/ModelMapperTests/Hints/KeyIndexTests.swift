import Foundation
import Testing

@testable import ModelMapper

/// The key strategies' index of an object's keys, and the conversions a decode keeps so that the objects of a list
/// convert each key once.
struct KeyIndexTests {
    @Test func aDecodeConvertsEachSourceKeyOnce() {
        var conversions = KeyIndex.Conversions()
        var calls = 0
        let convert: (String) -> String = {
            calls += 1
            return KeyIndex.camelCase(fromSeparated: $0, separator: "_")
        }
        for _ in 0..<3 {
            #expect(conversions.converted("user_name", by: convert) == "userName")
            #expect(conversions.converted("id", by: convert) == "id")
        }
        #expect(calls == 2)
        #expect(conversions.count == 2)
    }

    @Test func theConversionsKeptHaveABound() {
        var conversions = KeyIndex.Conversions()
        var calls = 0
        let convert: (String) -> String = {
            calls += 1
            return $0.uppercased()
        }
        for index in 0..<(KeyIndex.Conversions.limit + 10) { _ = conversions.converted("k_\(index)", by: convert) }
        #expect(conversions.count == KeyIndex.Conversions.limit)
        // A key beyond the bound is still converted right, each time it is asked for.
        let before = calls
        #expect(
            conversions.converted("k_\(KeyIndex.Conversions.limit + 5)", by: convert)
                == "K_\(KeyIndex.Conversions.limit + 5)")
        #expect(
            conversions.converted("k_\(KeyIndex.Conversions.limit + 5)", by: convert)
                == "K_\(KeyIndex.Conversions.limit + 5)")
        #expect(calls == before + 2)
        #expect(conversions.count == KeyIndex.Conversions.limit)
    }

    /// The index of the keys a snake-case conversion changes finds what the index of every key finds: each source
    /// key's converted key, and a converted key's source (the first in code-point order of those converting alike, a
    /// key left as it is among them), where a key left as it is stands for itself.
    @Test func indexingOnlyTheChangedKeysFindsWhatIndexingEveryKeyFinds() {
        var generator = SeededGenerator(seed: 43)
        let pieces = ["user", "User", "name", "Name", "id", "_", "__", "URL", "é", "e\u{301}", "2"]
        for _ in 0..<500 {
            var object: [String: Any] = [:]
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let key = (0..<Int.random(in: 1...4, using: &generator))
                    .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
                object[key] = 0
            }
            let convert = { KeyIndex.camelCase(fromSeparated: $0, separator: "_") }
            let every = KeyIndex(object: object, caseInsensitive: false, convert: convert)
            let changed = KeyIndex(changedKeysOf: object, convert: convert)
            let changedConversions = changed.convertedKeyBySourceKey()
            let everyConversions = every.convertedKeyBySourceKey()
            for sourceKey in object.keys {
                let converted = convert(sourceKey)
                #expect(changedConversions[sourceKey] ?? sourceKey == converted, "\(object.keys.sorted())")
                #expect(everyConversions[sourceKey] ?? sourceKey == converted)
                // The index is asked for a coding key's source when no source key is spelled like it, and to claim
                // the key it reads for an UnknownKeys bag, after the coding key itself: there, a key left as it is
                // needs no entry.
                let expected = every.sourceKey(for: converted)
                if object[converted] == nil {
                    #expect(changed.sourceKey(for: converted) == expected, "\(object.keys.sorted())")
                } else {
                    #expect((changed.sourceKey(for: converted) ?? converted) == expected, "\(object.keys.sorted())")
                }
            }
        }
    }

    @Test func sourceKeysConvertingAlikeAreReadInCodePointOrder() throws {
        var snake = DictionaryDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        struct Account: Decodable { var userName: Int }
        // An exact key first, then the first in code-point order: "User_name" < "userName" < "user_name".
        #expect(try snake.decode(Account.self, from: ["user_name": 1, "userName": 2]).userName == 2)
        #expect(try snake.decode(Account.self, from: ["user_name": 1, "User_name": 3]).userName == 3)
        let json = Data(#"[{"user_name": 1, "User_name": 3}, {"user_name": 4}, {"userName": 5, "user_name": 6}]"#.utf8)
        #expect(try snake.decode([Account].self, from: json).map(\.userName) == [3, 4, 5])
    }

    /// `allKeys` under `.convertFromSnakeCase` lists the keys `JSONDecoder` lists, for every object of a list: the
    /// conversions the first objects leave behind serve the later ones.
    @Test func listsOfObjectsListTheKeysJSONDecoderLists() throws {
        struct Keys: Decodable, Equatable {
            let names: Set<String>
            init(from decoder: any Decoder) throws {
                names = Set(try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue))
            }
        }
        var generator = SeededGenerator(seed: 7)
        let pieces = ["user", "Name", "id", "_", "__", "url", "ß", "é", "2"]
        for _ in 0..<40 {
            let objects = (0..<20).map { _ in
                Dictionary(
                    (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                        (0..<Int.random(in: 1...3, using: &generator))
                            .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
                    }.map { ($0, 1) }, uniquingKeysWith: { first, _ in first })
            }
            let data = try JSONSerialization.data(withJSONObject: objects)
            let foundation = JSONDecoder()
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            var snake = DictionaryDecoder()
            snake.keyDecodingStrategy = .convertFromSnakeCase
            let expected = try foundation.decode([Keys].self, from: data)
            #expect(try snake.decode([Keys].self, from: data) == expected)
            #expect(try snake.decode([Keys].self, from: objects) == expected)
        }
    }
}

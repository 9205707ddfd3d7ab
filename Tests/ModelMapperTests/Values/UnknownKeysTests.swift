import Foundation
import Testing

@testable import ModelMapper

/// `UnknownKeys`: the source keys a model does not know, kept by `DictionaryDecoder` and written back by
/// `DictionaryEncoder`, so that nothing the backend sent is lost on the way back.
@Suite struct UnknownKeysTests {
    struct Profile: Codable, Equatable {
        var unknown = UnknownKeys()  // declared first: filled only when init(from:) returns
        var name: String
        var nickname: String?
    }

    struct Member: Codable, Equatable {
        var name: String
        var extra = UnknownKeys()
    }

    struct Team: Codable, Equatable {
        var title: String
        var lead: Member?
        var members: [Member]
        var rest = UnknownKeys()
    }

    private let decoder = DictionaryDecoder()
    private let encoder = DictionaryEncoder()

    private func roundTrip<T: Codable>(_ type: T.Type, _ source: [String: Any], hints: HintTree = .empty) throws
        -> [String: Any]
    {
        try encoder.encodeToDictionary(try decoder.decode(type, from: source, hints: hints), hints: hints)
    }

    private func same(_ lhs: Any, _ rhs: Any) throws -> Bool { try JSONValue(any: lhs) == JSONValue(any: rhs) }

    // MARK: - Keeping what the model does not name (ObjectMapper keeps the whole dictionary)

    @Test func unknownKeysRoundTripWithTheirExactKinds() throws {
        let source: [String: Any] = [
            "name": "Ada", "flag": true, "count": 1, "ratio": 1.0, "price": Decimal(string: "12.3456789012345678901")!,
            "big": UInt64.max, "none": NSNull(), "list": [1, "a", false] as [Any], "object": ["k": 0] as [String: Any],
        ]
        let profile = try decoder.decode(Profile.self, from: source)
        #expect(profile.unknown["flag"] == .bool(true))
        #expect(profile.unknown["count"] == .integer(1))
        #expect(profile.unknown["ratio"] == .double(1.0))
        #expect(profile.unknown["big"] == .unsignedInteger(UInt64.max))
        #expect(profile.unknown["none"] == JSONValue.null)
        #expect(profile.unknown["name"] == nil)
        let encoded = try encoder.encodeToDictionary(profile)
        #expect(try same(encoded, source))
        #expect(encoded["flag"] as? Bool == true)
        #expect(type(of: encoded["count"] ?? 0) == Int.self)
        #expect(type(of: encoded["ratio"] ?? 0) == Double.self)
    }

    @Test func aJSONSerializationTreeKeepsBooleansAndNumbersApart() throws {
        let json = #"{"name":"Ada","flag":true,"one":1,"whole":1.0,"pi":3.14159265358979323846264338}"#
        let profile = try decoder.decode(Profile.self, fromJSON: json)
        #expect(profile.unknown["flag"] == .bool(true))
        #expect(profile.unknown["one"] == .integer(1))
        #expect(profile.unknown["whole"] == .double(1.0))
        if case .decimal = profile.unknown["pi"] {} else { Issue.record("pi lost its digits: \(profile.unknown)") }
    }

    @Test func theBagIsFilledWhateverTheDeclarationOrder() throws {
        struct Last: Codable {
            var name: String
            var unknown = UnknownKeys()
        }
        let source: [String: Any] = ["name": "Ada", "theme": "dark"]
        #expect(try decoder.decode(Profile.self, from: source).unknown.keys == ["theme"])
        #expect(try decoder.decode(Last.self, from: source).unknown.keys == ["theme"])
    }

    @Test func aValueTheModelDropsDoesNotComeBackFromTheBag() throws {
        var profile = try decoder.decode(Profile.self, from: ["name": "Ada", "nickname": "ada", "theme": "dark"])
        profile.nickname = nil
        let encoded = try encoder.encodeToDictionary(profile)
        #expect(encoded["nickname"] == nil)
        #expect(try same(encoded, ["name": "Ada", "theme": "dark"]))
    }

    @Test func theModelWinsOverTheBag() throws {
        let profile = Profile(unknown: UnknownKeys(["name": "stale", "theme": "dark"]), name: "Ada", nickname: nil)
        #expect(try same(encoder.encodeToDictionary(profile), ["name": "Ada", "theme": "dark"]))
        let hinted = try encoder.encodeToDictionary(profile, hints: ["name": "NAME"])
        #expect(try same(hinted, ["NAME": "Ada", "name": "stale", "theme": "dark"]))
    }

    @Test func aSourceKeySpelledLikeTheBagIsKept() throws {
        let source: [String: Any] = ["name": "Ada", "unknown": 5]
        #expect(try same(roundTrip(Profile.self, source), source))
    }

    // MARK: - Hints

    @Test func renamesKeepTheKeyTheHintShadows() throws {
        let source: [String: Any] = ["NAME": "Ada", "name": "shadowed", "x": 1]
        let hints: HintTree = ["name": "NAME"]
        let profile = try decoder.decode(Profile.self, from: source, hints: hints)
        #expect(profile.unknown.keys == ["name", "x"])
        #expect(try same(roundTrip(Profile.self, source, hints: hints), source))
    }

    @Test func aKeyPathKeepsTheRestOfTheObjectsItRunsThrough() throws {
        let source: [String: Any] = [
            "user": ["name": "Ada", "id": 7, "meta": ["nick": "ada", "age": 36] as [String: Any]] as [String: Any],
            "v": 2,
        ]
        let hints: HintTree = ["name": "user.name", "nickname": "user.meta.nick"]
        let profile = try decoder.decode(Profile.self, from: source, hints: hints)
        #expect(profile.unknown.entries == ["user": ["id": 7, "meta": ["age": 36]], "v": 2])
        #expect(try same(roundTrip(Profile.self, source, hints: hints), source))

        var edited = profile
        edited.nickname = nil
        let encoded = try encoder.encodeToDictionary(edited, hints: hints)
        #expect(try same(encoded, ["user": ["name": "Ada", "id": 7, "meta": ["age": 36]], "v": 2]))
    }

    /// An empty object a key path runs through is kept: without it a decode and an encode would turn
    /// `{"user": {}}` into `{}`, since the path's value is absent and nothing else writes the object.
    @Test func anEmptyObjectAKeyPathRunsThroughIsKept() throws {
        struct Account: Codable, Equatable {
            var name: String?
            var unknown = UnknownKeys()
        }
        let hints: HintTree = ["name": "user.name"]
        let result = try decoder.decodeWithReport(
            Account.self, from: ["user": [String: Any]()], hints: hints)
        #expect(result.value.name == nil)
        #expect(result.value.unknown.entries == ["user": [:]])
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["user"])
        let encoded = try encoder.encodeToDictionary(result.value, hints: hints)
        #expect(try JSONValue(any: encoded) == ["user": [:]])
        // With the value there, the object is written by the path and the bag keeps nothing of it.
        let named = try decoder.decode(Account.self, from: ["user": ["name": "Ada"]], hints: hints)
        #expect(named.unknown.isEmpty)
        #expect(try JSONValue(any: encoder.encodeToDictionary(named, hints: hints)) == ["user": ["name": "Ada"]])
        // An object with other members keeps them, as before.
        let other = try decoder.decode(Account.self, from: ["user": ["id": 1]], hints: hints)
        #expect(other.unknown.entries == ["user": ["id": 1]])
    }

    @Test func aKeyPathThroughAnArrayNamesTheWholeArray() throws {
        let hints: HintTree = ["name": "names[0]"]
        let profile = try decoder.decode(Profile.self, from: ["names": ["Ada", "Bob"], "v": 1], hints: hints)
        #expect(profile.unknown.entries == ["v": 1])
    }

    @Test func everySpellingOfACandidateHintIsKnown() throws {
        let hints: HintTree = ["name": "name", "nickname": ["nick", "nick_name", "alias.nick"]]
        let source: [String: Any] = ["name": "Ada", "nick": "a", "nick_name": "b", "alias": ["nick": "c", "x": 1]]
        var profile = try decoder.decode(Profile.self, from: source, hints: hints)
        #expect(profile.unknown.entries == ["alias": ["x": 1]])
        profile.nickname = nil
        let encoded = try encoder.encodeToDictionary(profile, hints: hints)
        #expect(try same(encoded, ["name": "Ada", "alias": ["x": 1]]))
        #expect(try decoder.decode(Profile.self, from: encoded, hints: hints).nickname == nil)
    }

    @Test func legacyHintsAndKeyStrategiesClaimWhatTheyRead() throws {
        let legacy = try HintTree(legacy: ["name": "NAME"])
        let profile = try decoder.decode(Profile.self, from: ["NAME": "Ada", "x": 1], hints: legacy)
        #expect(profile.unknown.entries == ["x": 1])

        var snake = DictionaryDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        struct Account: Codable {
            var firstName: String
            var unknown = UnknownKeys()
        }
        let account = try snake.decode(Account.self, from: ["first_name": "Ada", "last_seen": 3])
        #expect(account.unknown.entries == ["last_seen": 3])
        var toSnake = DictionaryEncoder()
        toSnake.keyEncodingStrategy = .convertToSnakeCase
        #expect(try same(toSnake.encodeToDictionary(account), ["first_name": "Ada", "last_seen": 3]))
    }

    /// Under case-insensitive keys, a key read claims every spelling of it that differs only in case, read or not
    /// (as a candidate hint claims all its spellings), and the bag keeps the rest, in the source's own case; an
    /// optional the model asks for and does not find claims its spellings too.
    @Test func aCaseInsensitiveStrategyKeepsWhatNoKeyMatchesInAnyCase() throws {
        var lenient = DictionaryDecoder()
        lenient.keyDecodingStrategy = .caseInsensitive
        let source: [String: Any] = ["NAME": "Ada", "name": "ada", "NICKNAME": NSNull(), "Theme": "dark", "x": 1]
        let profile = try lenient.decode(Profile.self, from: source)
        #expect(profile.name == "ada")  // the exact spelling first, as without a bag
        #expect(profile.unknown.entries == ["Theme": "dark", "x": 1])
        let round = try DictionaryEncoder().encodeToDictionary(profile)
        #expect(try same(round, ["name": "ada", "Theme": "dark", "x": 1]))
        // The bag's own key is not a key the model reads: a source key spelled like it in another case is kept.
        let kept = try lenient.decode(Profile.self, from: ["name": "Ada", "UNKNOWN": 1])
        #expect(kept.unknown.entries == ["UNKNOWN": 1])
    }

    // MARK: - Nested models

    @Test func eachNestedModelKeepsItsOwn() throws {
        let source: [String: Any] = [
            "title": "R&D", "budget": 3,
            "lead": ["name": "Ada", "desk": 1] as [String: Any],
            "members": [["name": "Bob", "pet": "cat"], ["name": "Cy"]] as [[String: Any]],
        ]
        let team = try decoder.decode(Team.self, from: source)
        #expect(team.rest.entries == ["budget": 3])
        #expect(team.lead?.extra.entries == ["desk": 1])
        #expect(team.members.map(\.extra.entries) == [["pet": "cat"], [:]])
        #expect(try same(encoder.encodeToDictionary(team), source))

        let hints: HintTree = ["members": .key("MEMBERS", nested: ["name": "Name"])]
        let hinted: [String: Any] = ["title": "R&D", "MEMBERS": [["Name": "Bob", "name": "x"]]]
        #expect(try same(roundTrip(Team.self, hinted, hints: hints), hinted))
    }

    @Test func aSubclassKnowsItsSuperclassKeys() throws {
        class Base: Codable {
            var id: Int
            var unknown = UnknownKeys()
        }
        final class Derived: Base {
            var nickname: String?
            private enum CodingKeys: String, CodingKey { case nickname }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
                try super.init(from: decoder)
            }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(nickname, forKey: .nickname)
                try super.encode(to: encoder)
            }
        }
        let derived = try decoder.decode(Derived.self, from: ["id": 1, "nickname": "a", "x": true])
        #expect(derived.unknown.entries == ["x": true])
        derived.nickname = nil
        #expect(try same(encoder.encodeToDictionary(derived), ["id": 1, "x": true]))
    }

    // MARK: - The mapping report

    @Test func theReportListsWhatTheBagKeeps() throws {
        let source: [String: Any] = ["user": ["name": "Ada", "id": 7] as [String: Any], "v": 2, "nick": "a"]
        let hints: HintTree = ["name": "user.name", "nickname": ["nick", "nick_name"]]
        let result = try decoder.decodeWithReport(Profile.self, from: source, hints: hints)
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["user.id", "v"])
        #expect(result.value.unknown.entries == ["user": ["id": 7], "v": 2])
    }

    /// Generated models' hints of every kind and generated payloads: the bag holds exactly the report's unmapped
    /// source keys, and `encode(decode(s, h), h)` gives `s` back; a source built of Foundation objects decodes alike.
    @Test(arguments: 0..<40)
    func bagEqualsReportAndRoundTrips(seed: Int) throws {
        var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ UInt64(seed))
        let nameSpellings: [(Hint?, [String])] = [
            (nil, ["name"]), ("NAME", ["NAME"]), ("user.name", ["user", "name"]), (["n1", "n2"], ["n1"]),
            (.key("a.b"), ["a.b"]), (.path("data.user.name"), ["data", "user", "name"]),
        ]
        let (nameHint, namePath) = try #require(nameSpellings.randomElement(using: &generator))
        let (nickHint, nickPath) = try #require(
            ([(nil, ["nickname"]), ("nick", ["nick"]), ("user.nick", ["user", "nick"]), (["k1", "k2"], ["k1"])]
                as [(Hint?, [String])]).randomElement(using: &generator))
        var entries: [String: Hint] = [:]
        if let nameHint { entries["name"] = nameHint }
        if let nickHint { entries["nickname"] = nickHint }
        let hints = HintTree(entries)

        var source: [String: Any] = [:]
        Self.set("Ada", at: namePath, in: &source)
        if Bool.random(using: &generator) { Self.set("ada", at: nickPath, in: &source) }
        let extras: [Any] = [true, 0, 1.5, "s", NSNull(), [1, 2], ["k": false]]
        for index in 0..<Int.random(in: 0...4, using: &generator) {
            let where_ = [["x\(index)"], ["user", "x\(index)"], ["data", "user", "x\(index)"]].randomElement(
                using: &generator)!
            guard
                Self.value(at: Array(where_.dropLast()), in: source) is [String: Any]
                    || where_.count == 1 || Self.value(at: Array(where_.dropLast()), in: source) == nil
            else { continue }
            Self.set(extras.randomElement(using: &generator)!, at: where_, in: &source)
        }
        // A generated extra may replace an object a known path runs through: only keep sources the hints read.
        guard Self.value(at: namePath, in: source) as? String == "Ada" else { return }

        let result = try decoder.decodeWithReport(Profile.self, from: source, hints: hints)
        var fromReport: [String: Any] = [:]
        for entry in result.report.unmappedSourceKeys {
            let keys = entry.sourcePath.components.compactMap { component -> String? in
                if case .key(let key) = component { return key }
                return nil
            }
            Self.set(Self.value(at: keys, in: source) ?? NSNull(), at: keys, in: &fromReport)
        }
        #expect(try JSONValue(any: fromReport) == .object(result.value.unknown.entries), "seed \(seed): \(source)")
        let back = try encoder.encodeToDictionary(result.value, hints: hints)
        #expect(try same(back, source), "seed \(seed): \(source) came back as \(back)")
        // The same source built of Foundation objects, as `JSONSerialization` returns it on Apple platforms.
        let decoded = try decoder.decodeWithReport(
            Profile.self, from: foundationObjectTree(source), hints: hints)
        #expect(decoded.value == result.value, "seed \(seed): \(source)")
        #expect(decoded.report.entries == result.report.entries, "seed \(seed): \(source)")
    }

    private static func set(_ value: Any, at keys: [String], in object: inout [String: Any]) {
        guard let first = keys.first else { return }
        if keys.count == 1 {
            object[first] = value
            return
        }
        var nested = object[first] as? [String: Any] ?? [:]
        set(value, at: Array(keys.dropFirst()), in: &nested)
        object[first] = nested
    }

    private static func value(at keys: [String], in object: [String: Any]) -> Any? {
        var current: Any = object
        for key in keys {
            guard let next = (current as? [String: Any])?[key] else { return nil }
            current = next
        }
        return current
    }

    // MARK: - Foreign coders

    @Test func foreignCodersKeepTheBagUnderItsOwnKey() throws {
        let fromJSON = try JSONDecoder().decode(Profile.self, from: Data(#"{"name":"Ada","theme":"dark"}"#.utf8))
        #expect(fromJSON.unknown.isEmpty)
        let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(fromJSON)) as? [String: Any]
        #expect(try same(plain ?? [:], ["name": "Ada"]))

        let kept = try decoder.decode(Profile.self, from: ["name": "Ada", "theme": "dark"])
        let data = try JSONEncoder().encode(kept)
        let tree = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(try same(tree ?? [:], ["name": "Ada", "unknown": ["theme": "dark"]]))
        #expect(try JSONDecoder().decode(Profile.self, from: data) == kept)
    }

    // MARK: - Errors

    @Test func aKeptValueThatIsNotJSONFailsAtItsPath() throws {
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Team.self, from: ["title": "R&D", "members": [["name": "Bob", "when": NotJSON()]]])
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["members", "Index 0", "when"])
    }

    /// Kept values are checked in key order: the error names the same key in every run, whatever the hash seed. A
    /// key the model never reads still fails the decode when the bag cannot keep it: dropping it would lose it.
    @Test func ofSeveralKeptValuesThatAreNotJSONTheFirstInKeyOrderFails() throws {
        var source: [String: Any] = ["name": "n", "blob": NotJSON(), "nested": ["when": NotJSON()]]
        for index in 0..<24 { source["z\(index)"] = NotJSON() }
        let error = expectDecodingError(.typeMismatch, at: ["blob"]) {
            try decoder.decode(Profile.self, from: source)
        }
        #expect(error?.context?.debugDescription.contains("NotJSON") == true)
        source["blob"] = nil
        expectDecodingError(.typeMismatch, at: ["nested", "when"]) { try decoder.decode(Profile.self, from: source) }
    }

    @Test func aBagDeeperThanTheLimitIsRefused() throws {
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 3
        let error = try #require(throws: ModelMapperError.self) {
            try shallow.decode(Profile.self, from: ["name": "Ada", "a": ["b": ["c": ["d": 1]]]])
        }
        #expect(error.code == .depthLimitExceeded)
        var shallowEncoder = DictionaryEncoder()
        shallowEncoder.maximumDepth = 2
        let profile = Profile(unknown: UnknownKeys(["a": ["b": ["c": 1]]]), name: "Ada")
        #expect(throws: ModelMapperError.self) { try shallowEncoder.encodeToDictionary(profile) }
    }
}

/// A value no `JSONValue` case holds: a model instance put in a tree.
private struct NotJSON {}

import Foundation
import Testing

@testable import ModelMapper

/// `DictionaryDecoder.update`: a partial payload applied to a value you already have, as JSON Merge Patch says and
/// as HandyJSON's `update`, ObjectMapper's `map(JSON:toObject:)` and SmartCodable's `SmartUpdater` do it.
@Suite struct UpdateTests {
    struct Address: Codable, Equatable {
        var city: String
        var zip: String?
    }

    struct Contact: Codable, Equatable {
        var name: String
        var nick: String?
        var address: Address?
    }

    struct Stamp: Codable, Equatable {
        var at: Date
        var blob: Data
        var note: String
    }

    struct Profile: Codable, Equatable {
        var name: String
        var nickname: String?
        var age: Int
        var tags: [String]
        var address: Address?
        @Default<DefaultTrueProvider> var newsletter: Bool
        var unknown = UnknownKeys()
    }

    final class Account: Codable {
        var id: Int
        var email: String?
    }

    private let decoder = DictionaryDecoder()
    private let ada = Profile(
        name: "Ada", nickname: "ada", age: 36, tags: ["a", "b"], address: Address(city: "London", zip: "N1"),
        newsletter: Default(wrappedValue: false))

    // MARK: - The merge rules (HandyJSON update, SmartUpdater)

    @Test func absentKeysKeepTheirValues() throws {
        let updated = try decoder.update(ada, from: ["age": 37])
        var expected = ada
        expected.age = 37
        #expect(updated == expected)
    }

    @Test func nestedObjectsMergeArraysAndScalarsReplace() throws {
        let updated = try decoder.update(ada, from: ["address": ["city": "Paris"], "tags": ["c"]])
        #expect(updated.address == Address(city: "Paris", zip: "N1"))
        #expect(updated.tags == ["c"])
        #expect(updated.name == "Ada")
    }

    @Test func nullRemovesAnOptionalAndResetsADefault() throws {
        let updated = try decoder.update(ada, from: ["nickname": NSNull(), "newsletter": NSNull()])
        #expect(updated.nickname == nil)
        #expect(updated.newsletter == true)
        let fromJSON = try decoder.update(ada, fromJSON: #"{"address": {"zip": null}}"#)
        #expect(fromJSON.address == Address(city: "London", zip: nil))
    }

    @Test func ignoringNullsKeepsTheCurrentValue() throws {
        var lenient = DictionaryDecoder()
        lenient.patchNullStrategy = .ignore
        let updated = try lenient.update(ada, from: ["nickname": NSNull(), "name": NSNull(), "age": 40])
        #expect(updated.nickname == "ada")
        #expect(updated.name == "Ada")
        #expect(updated.age == 40)
    }

    @Test func aNewNestedObjectIsTakenWithoutItsNulls() throws {
        var homeless = ada
        homeless.address = nil
        let updated = try decoder.update(homeless, from: ["address": ["city": "Oslo", "zip": NSNull()]])
        #expect(updated.address == Address(city: "Oslo", zip: nil))
    }

    @Test func theInoutVariantAssignsOnlyOnSuccess() throws {
        var profile = ada
        try decoder.update(&profile, from: ["age": 40])
        #expect(profile.age == 40)
        #expect(throws: DecodingError.self) { try decoder.update(&profile, from: ["age": "forty"]) }
        #expect(profile.age == 40)
    }

    @Test func aClassIsReturnedAsANewInstance() throws {
        let account = try decoder.decode(Account.self, from: ["id": 1, "email": "a@b.c"])
        let updated = try decoder.update(account, from: ["email": NSNull()])
        #expect(updated !== account)
        #expect(updated.email == nil && updated.id == 1)
        #expect(account.email == "a@b.c")
    }

    @Test func aSubclassHeldAsItsBaseClassComesBackAsTheSubclass() throws {
        var animal: PolyAnimal = PolyCat(name: "Tom", lives: 7)
        try decoder.update(&animal, from: ["name": "x"])
        #expect(animal.isSame(as: PolyCat(name: "x", lives: 7)))
        let patched = try decoder.update(animal, from: ["lives": 9])
        #expect(patched.isSame(as: PolyCat(name: "x", lives: 9)))
        // A patch the subclass cannot read names the subclass's key.
        expectDecodingError(.typeMismatch, at: ["lives"]) {
            try decoder.update(animal, from: ["lives": "many"])
        }
    }

    @Test func unknownKeysArePatchedToo() throws {
        let profile = try decoder.decode(
            Profile.self,
            from: ["name": "Ada", "age": 36, "tags": [String](), "theme": "dark", "beta": true])
        let updated = try decoder.update(profile, from: ["theme": "light", "beta": NSNull(), "new": 1])
        #expect(updated.unknown.entries == ["theme": "light", "new": 1])
    }

    // MARK: - Hints of every kind: the patch is in the backend's spelling

    private static let legacyHints: HintTree = [
        "name": "NAME", "nickname": ["nick", "nick_name"], "age": "info.age", "tags": .key("TAGS"),
        "address": .key("ADDR", nested: ["city": "City"]),
    ]

    private func backend(_ hints: HintTree) throws -> Profile {
        let payload: [String: Any] = [
            "NAME": "Ada", "nick": "ada", "info": ["age": 36, "since": 2020] as [String: Any], "TAGS": ["a"],
            "ADDR": ["City": "London", "zip": "N1"] as [String: Any], "newsletter": false, "theme": "dark",
        ]
        return try decoder.decode(Profile.self, from: payload, hints: hints)
    }

    @Test func renamesAndNestedHintsReadThePatch() throws {
        let hints = Self.legacyHints
        let updated = try decoder.update(
            backend(hints), from: ["NAME": "Augusta", "ADDR": ["City": "Paris"], "TAGS": ["x"]], hints: hints)
        #expect(updated.name == "Augusta")
        #expect(updated.address == Address(city: "Paris", zip: "N1"))
        #expect(updated.tags == ["x"])
        let encoded = try DictionaryEncoder().encodeToDictionary(updated, hints: hints)
        #expect((encoded["info"] as? [String: Any])?["since"] as? Int == 2020)
        #expect(encoded["theme"] as? String == "dark")
    }

    @Test func keyPathsMergeIntoTheObjectsTheyRunThrough() throws {
        let hints = Self.legacyHints
        let updated = try decoder.update(backend(hints), from: ["info": ["age": 37]], hints: hints)
        #expect(updated.age == 37)
        #expect(updated.unknown.entries["info"] == ["since": 2020])
        let error = try #require(throws: DecodingError.self) {
            try decoder.update(backend(hints), from: ["info": ["age": NSNull()]], hints: hints)
        }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(key.stringValue == "age")
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.contains("\"info.age\""))
    }

    @Test func anyCandidateSpellingReplacesTheValue() throws {
        let hints = Self.legacyHints
        #expect(try decoder.update(backend(hints), from: ["nick_name": "A."], hints: hints).nickname == "A.")
        #expect(try decoder.update(backend(hints), from: ["nick": "A."], hints: hints).nickname == "A.")
        #expect(try decoder.update(backend(hints), from: ["nick_name": NSNull()], hints: hints).nickname == nil)
        var lenient = DictionaryDecoder()
        lenient.patchNullStrategy = .ignore
        #expect(try lenient.update(backend(hints), from: ["nick_name": NSNull()], hints: hints).nickname == "ada")
    }

    @Test func nestedCandidatesUnderAKeyPathReadThePatch() throws {
        struct Inner: Codable, Equatable { var nick: String }
        struct Outer: Codable, Equatable { var profile: Inner }
        let hints: HintTree = ["profile": .path("data.profile", nested: ["nick": ["nick", "nick_name"]])]
        let current = try decoder.decode(
            Outer.self, from: ["data": ["profile": ["nick": "old"]]] as [String: Any], hints: hints)
        let patch: [String: Any] = ["data": ["profile": ["nick_name": "new"]]]
        #expect(try decoder.update(current, from: patch, hints: hints).profile.nick == "new")
        // Deeper: the path's plan is followed through an object that no hint names itself.
        let deep: HintTree = ["profile": .path("a.b.c", nested: ["nick": ["nick", "nick_name"]])]
        let deepCurrent = Outer(profile: Inner(nick: "old"))
        let deepPatch: [String: Any] = ["a": ["b": ["c": ["nick_name": "new"]]]]
        #expect(try decoder.update(deepCurrent, from: deepPatch, hints: deep).profile.nick == "new")
    }

    @Test func legacyHintTreesWork() throws {
        let hints = try HintTree(legacy: ["name": "NAME", "address": "ADDR", "ADDR": ["city": "City"]])
        let profile = try decoder.decode(
            Profile.self,
            from: ["NAME": "Ada", "age": 1, "tags": [String](), "ADDR": ["City": "London"]], hints: hints)
        let updated = try decoder.update(profile, from: ["ADDR": ["City": "Rome"]], hints: hints)
        #expect(updated.address?.city == "Rome")
    }

    // MARK: - Errors

    @Test func nullForARequiredPropertyNamesItsPaths() throws {
        let hints = Self.legacyHints
        let error = try #require(throws: DecodingError.self) {
            try decoder.update(backend(hints), from: ["ADDR": ["City": NSNull()]], hints: hints)
        }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(key.stringValue == "city")
        #expect(context.codingPath.map(\.stringValue) == ["address"])
        #expect(context.debugDescription.contains("\"City\" in ADDR"))
    }

    @Test func aWrongTypeInThePatchNamesTheSourcePath() throws {
        let error = try #require(throws: DecodingError.self) {
            try decoder.update(backend(Self.legacyHints), from: ["info": ["age": "old"]], hints: Self.legacyHints)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["age"])
        #expect(context.debugDescription.contains("info.age"))
    }

    /// A custom key strategy has no inverse to write the current value with: a clear error that names the way out.
    @Test func aCustomKeyStrategyIsRefused() throws {
        var custom = DictionaryDecoder()
        custom.keyDecodingStrategy = .custom { path in path[path.count - 1] }
        let error = try #require(throws: ModelMapperError.self) { () -> Profile in
            try custom.update(ada, from: [String: Any]())
        }
        #expect(error.code == .unsupportedValue)
        #expect(error.message.contains("give the keys hints instead"))
    }

    /// Custom date and data strategies have no inverse either: the current values go through the merge as leaves,
    /// which the custom strategies never see, and the patch's values through the strategies.
    @Test func customDateAndDataStrategiesKeepTheCurrentValuesExactly() throws {
        var custom = DictionaryDecoder()
        custom.dateDecodingStrategy = .custom { decoder in
            Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) * 86_400)
        }
        custom.dataDecodingStrategy = .custom { decoder in
            Data(try decoder.singleValueContainer().decode(String.self).utf8)
        }
        let current = Stamp(at: Date(timeIntervalSince1970: 1.5), blob: Data([0, 255]), note: "old")
        let noteOnly = try custom.update(current, from: ["note": "new"])
        #expect(noteOnly == Stamp(at: current.at, blob: current.blob, note: "new"))
        let both = try custom.update(current, from: ["at": 2, "blob": "hi"])
        #expect(both == Stamp(at: Date(timeIntervalSince1970: 172_800), blob: Data("hi".utf8), note: "old"))
    }

    /// Under case-insensitive keys a patch key replaces the current value whatever the case of either, and leaves
    /// no stale spelling behind; a key a hint names is matched exactly, as the hint reads it.
    @Test func caseInsensitiveKeysPatchWhateverTheCase() throws {
        var insensitive = DictionaryDecoder()
        insensitive.keyDecodingStrategy = .caseInsensitive
        let current = Contact(name: "Ada", nick: "ada", address: Address(city: "London"))
        let patched = try insensitive.update(current, from: ["NAME": "Grace", "Address": ["CITY": "Paris"]])
        #expect(patched.name == "Grace")
        #expect(patched.address?.city == "Paris")
        #expect(patched.nick == "ada")
        let hinted = try insensitive.update(current, from: ["NICK_NAME": "g"], hints: ["nick": "NICK_NAME"])
        #expect(hinted.nick == "g")
        // A null removes, whatever its case.
        #expect(try insensitive.update(current, from: ["NICK": NSNull()]).nick == nil)
    }

    @Test func aPatchDeeperThanTheLimitIsRefused() throws {
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 2
        let patch: [String: Any] = ["address": ["city": ["deeper": 1]]]
        let error = try #require(throws: ModelMapperError.self) { () -> Profile in
            try shallow.update(ada, from: patch)
        }
        #expect(error.code == .depthLimitExceeded)
        // Of several members too deep, the first in key order is named, in every run.
        var members: [String: Any] = [:]
        for index in 0..<24 { members["k\(index + 10)"] = ["deeper": ["deepest": 1]] }
        let many = try #require(throws: ModelMapperError.self) { () -> Profile in
            try shallow.update(ada, from: ["address": members])
        }
        #expect(many.location == "address.k10")
    }

    @Test func invalidJSONIsDataCorrupted() {
        #expect(throws: DecodingError.self) { try decoder.update(ada, fromJSON: "{") }
    }

    @Test func snakeCaseIsMirrored() throws {
        struct Person: Codable, Equatable {
            var firstName: String
            var lastName: String
        }
        var snake = DictionaryDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        let updated = try snake.update(Person(firstName: "Ada", lastName: "B"), from: ["last_name": "Lovelace"])
        #expect(updated == Person(firstName: "Ada", lastName: "Lovelace"))
    }
}

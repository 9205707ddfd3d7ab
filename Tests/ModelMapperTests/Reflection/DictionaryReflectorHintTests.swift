import Foundation
import Testing

@testable import ModelMapper

/// Reflection in the backend's spelling: `reflect(_:hints:)` writes where the encoder writes, for models that are
/// not `Codable` too. The property that it equals the encoder over generated values and hints is in
/// `HintPropertyTests`.
@Suite struct DictionaryReflectorHintTests {
    private let hints: HintTree = [
        "name": "NAME",
        "city": .path("address.city"),
        "tag": ["TAG", "Tag"],
        "members": .key("MEMBERS", nested: ["nick": "Nick", "born": .path("dates[0]")]),
    ]

    @Test func everyKindOfHintWritesTheBackendsSpelling() throws {
        let team = Team(
            name: "R&D", city: "London", tag: "t",
            members: [Member(nick: "ada", born: 1815, notes: Closure { 1 }), Member(nick: "bob", born: nil)])
        let tree = try DictionaryReflector().reflect(team, hints: hints)
        expectValidJSONTree(tree)
        expectReflectedTree(
            tree,
            is: [
                "NAME": "R&D", "address": ["city": "London"], "TAG": "t",
                "MEMBERS": [["Nick": "ada", "dates": [1815], "notes": [String: Any]()], ["Nick": "bob"]],
            ] as [String: Any])
    }

    @Test func nilStrategyNullWritesNullWhereTheHintSays() throws {
        var reflector = DictionaryReflector()
        reflector.nilStrategy = .null
        let tree = try reflector.reflectToDictionary(Member(nick: "bob", born: nil), hints: ["born": .path("d.born")])
        expectReflectedTree(tree, is: ["nick": "bob", "d": ["born": NSNull()], "notes": NSNull()] as [String: Any])
    }

    /// A type's own hints apply wherever it is met, under the reflector's recipe, merged under the call site's.
    @Test func perTypeHintsAndRecipesApply() throws {
        let crew = Crew(
            lead: Badge(code: "A", rank: 1), all: [Badge(code: "B", rank: 2)], byID: ["k.1": Badge(code: "C", rank: 3)])
        expectReflectedTree(
            try DictionaryReflector().reflect(crew, hints: .empty),
            is: [
                "lead": ["CODE": "A", "meta": ["rank": 1]], "all": [["CODE": "B", "meta": ["rank": 2]]],
                "byID": ["k.1": ["CODE": "C", "meta": ["rank": 3]]],
            ] as [String: Any])
        var v2 = DictionaryReflector()
        v2.recipe = "v2"
        let overridden = try v2.reflect(crew, hints: ["lead": .key("LEAD", nested: ["rank": "R"])])
        expectReflectedTree(
            overridden,
            is: [
                "LEAD": ["Code2": "A", "R": 1], "all": [["Code2": "B", "rank": 2]],
                "byID": ["k.1": ["Code2": "C", "rank": 3]],
            ] as [String: Any])
        // No hints is `.empty`, as for the decoder and the encoder: the types' own hints apply.
        expectReflectedTree(
            try DictionaryReflector().reflect(Badge(code: "A", rank: 1)),
            is: ["CODE": "A", "meta": ["rank": 1]] as [String: Any])
        expectReflectedTree(
            try DictionaryReflector().reflectToDictionary(Badge(code: "A", rank: 1)),
            is: ["CODE": "A", "meta": ["rank": 1]] as [String: Any])
        let json = try DictionaryReflector().reflectToJSONData(Badge(code: "A", rank: 1), options: [.sortedKeys])
        #expect(String(decoding: json, as: UTF8.self) == #"{"CODE":"A","meta":{"rank":1}}"#)
    }

    @Test func twoPropertiesWritingOnePlaceThrowInvalidHint() {
        let error = #expect(throws: ModelMapperError.self) {
            try DictionaryReflector().reflect(
                Team(name: "a", city: "b", tag: nil, members: []), hints: ["name": "X", "city": "X"])
        }
        #expect(error?.code == .invalidHint)
        #expect(error?.message.contains(#"both write the source location "X""#) == true)
    }

    @Test func malformedHintsThrowBeforeAnythingIsReflected() {
        let error = #expect(throws: ModelMapperError.self) {
            try DictionaryReflector().reflect(Closure { 1 }, hints: ["name": .path("a..b")])
        }
        #expect(error?.code == .invalidHint)
    }

    @Test func keyPathsCountAgainstTheDepthLimit() throws {
        var reflector = DictionaryReflector()
        reflector.maximumDepth = 3
        let member = Member(nick: "a", born: 1)
        #expect(try reflector.reflect(member, hints: ["born": .path("x.y")]) is [String: Any])
        let error = #expect(throws: ModelMapperError.self) {
            try reflector.reflect(member, hints: ["born": .path("x.y.z.w")])
        }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == "born")
        #expect(error?.message == "The value is nested deeper than the maximum depth of 3.")
        let nested = #expect(throws: ModelMapperError.self) {
            try reflector.reflect(
                Team(name: "", city: nil, tag: nil, members: [member]), hints: ["members": .path("a.b.c")])
        }
        #expect(nested?.code == .depthLimitExceeded)
        #expect(nested?.location == "members")
        #expect(nested?.message == "The value is nested deeper than the maximum depth of 3.")
    }

    @Test func jsonDataUsesTheHints() throws {
        let data = try DictionaryReflector().reflectToJSONData(
            Member(nick: "a", born: nil), hints: ["nick": "NICK"], options: [.sortedKeys])
        #expect(String(decoding: data, as: UTF8.self) == #"{"NICK":"a"}"#)
    }
}

// MARK: - Test Types

/// Not `Codable`: reflection with hints serves models that cannot be encoded.
private struct Closure {
    let body: () -> Int
    init(_ body: @escaping () -> Int) { self.body = body }
}

private struct Member {
    var nick: String
    var born: Int?
    var notes: Closure?
}

private struct Team {
    var name: String
    var city: String?
    var tag: String?
    var members: [Member]
}

private struct Badge: HintProviding {
    var code: String
    var rank: Int

    static var hints: HintTree { ["code": "CODE", "rank": .path("meta.rank")] }
    static func hints(forRecipe recipe: String) -> HintTree? { recipe == "v2" ? ["code": ["Code2", "CODE"]] : nil }
}

private struct Crew {
    var lead: Badge
    var all: [Badge]
    var byID: [String: Badge]
}

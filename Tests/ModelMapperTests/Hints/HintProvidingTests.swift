import Foundation
import Testing

@testable import ModelMapper

/// Per-type recipes: types that carry their own hints, composed through nesting, overridden at the call site,
/// and chosen by name.
@Suite struct HintProvidingTests {
    private let source: [String: Any] = [
        "TITLE": "R&D",
        "STAFF": [
            ["FULL_NAME": "Ada", "PET": ["PET_NAME": "Rex"]],
            ["FULL_NAME": "Grace", "PET": NSNull()],
        ],
    ]

    // MARK: - Composition

    @Test func typesNestedThreeLevelsDeepBringTheirOwnHints() throws {
        let team = try DictionaryDecoder().decode(Team.self, from: source)
        #expect(team == Team(title: "R&D", staff: [Member(name: "Ada", pet: Pet(name: "Rex")), Member(name: "Grace")]))
    }

    @Test func callSiteHintsOverrideAndMergeWithATypesOwn() throws {
        let renamed: [String: Any] = ["TITLE": "R&D", "PEOPLE": [["FULL_NAME": "Ada", "PET": ["NICK": "Rex"]]]]
        let hints: HintTree = ["staff": .key("PEOPLE", nested: ["pet": .nested(["name": "NICK"])])]
        let team = try DictionaryDecoder().decode(Team.self, from: renamed, hints: hints)
        #expect(team == Team(title: "R&D", staff: [Member(name: "Ada", pet: Pet(name: "Rex"))]))
    }

    @Test func errorsNameBothPathsThroughTypeHints() throws {
        var broken = source
        broken["STAFF"] = [["FULL_NAME": "Ada", "PET": ["PET_NAME": 7]]]
        let error = expectDecodingError(.typeMismatch, at: ["staff", "Index 0", "pet", "name"]) {
            try DictionaryDecoder().decode(Team.self, from: broken)
        }
        #expect(error?.context?.debugDescription.hasSuffix("(source path: STAFF[0].PET.PET_NAME)") == true)
    }

    // MARK: - Named recipes

    @Test(
        arguments: [
            (nil, ["name": "Ada"]), ("v1", ["name": "Ada"]), ("v2", ["user": ["display_name": "Ada"]]),
            ("v3", ["name": "Ada"]),
        ] as [(String?, [String: any Sendable])])
    func aRecipeIsChosenPerDecode(recipe: String?, payload: [String: any Sendable]) throws {
        var decoder = DictionaryDecoder()
        decoder.recipe = recipe
        #expect(try decoder.decode(Versioned.self, from: payload as [String: Any]).name == "Ada")
    }

    // MARK: - Encoding

    @Test func encodingWritesEachTypesOwnSpellingAndRoundTrips() throws {
        let team = Team(title: "R&D", staff: [Member(name: "Ada", pet: Pet(name: "Rex")), Member(name: "Grace")])
        let encoded = try DictionaryEncoder().encodeToDictionary(team)
        #expect(encoded["TITLE"] as? String == "R&D")
        let staff = try #require(encoded["STAFF"] as? [[String: Any]])
        #expect(staff.first?["FULL_NAME"] as? String == "Ada")
        #expect((staff.first?["PET"] as? [String: Any])?["PET_NAME"] as? String == "Rex")
        #expect(try DictionaryDecoder().decode(Team.self, from: encoded) == team)
    }

    @Test func encodingUsesTheChosenRecipe() throws {
        var encoder = DictionaryEncoder()
        encoder.recipe = "v2"
        let encoded = try encoder.encodeToDictionary(Versioned(name: "Ada"))
        #expect((encoded["user"] as? [String: Any])?["display_name"] as? String == "Ada")
        var decoder = DictionaryDecoder()
        decoder.recipe = "v2"
        #expect(try decoder.decode(Versioned.self, from: encoded).name == "Ada")
    }

    @Test func malformedTypeHintsAreRejected() {
        let error = #expect(throws: ModelMapperError.self) {
            try DictionaryDecoder().decode(Malformed.self, from: ["x": 1])
        }
        #expect(error?.code == .invalidHint)
        #expect(error?.message.hasPrefix("Malformed.hints:") == true)
        let encodeError = #expect(throws: ModelMapperError.self) { try DictionaryEncoder().encode(Malformed(x: 1)) }
        #expect(encodeError?.code == .invalidHint)
    }
}

// MARK: - Test Types

private struct Pet: Codable, Equatable, HintProviding {
    var name: String
    static var hints: HintTree { ["name": "PET_NAME"] }
}

private struct Member: Codable, Equatable, HintProviding {
    var name: String
    var pet: Pet? = nil
    static var hints: HintTree { ["name": "FULL_NAME", "pet": "PET"] }
}

private struct Team: Codable, Equatable, HintProviding {
    var title: String
    var staff: [Member]
    static var hints: HintTree { ["title": "TITLE", "staff": "STAFF"] }
}

private struct Versioned: Codable, HintProviding {
    var name: String
    static var hints: HintTree { [:] }
    static func hints(forRecipe recipe: String) -> HintTree? {
        recipe == "v2" ? ["name": "user.display_name"] : nil
    }
}

private struct Malformed: Codable, HintProviding {
    var x: Int
    static var hints: HintTree { ["x": .path("a..b")] }
}

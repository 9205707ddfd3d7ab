import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

@Suite struct HintedDecodingTests {
    private let decoder = DictionaryDecoder()

    // MARK: - Entry kinds

    @Test func keyPathsAndIndices() throws {
        let source: [String: Any] = [
            "data": ["user": ["name": "Ada"]], "tags": ["swift", "linux"], "grid": [[1, 2], [3, 4]],
        ]
        let hints: HintTree = ["name": "data.user.name", "firstTag": "tags[0]", "cell": .path("grid[1][0]")]
        let decoded = try decoder.decode(Paths.self, from: source, hints: hints)
        #expect(decoded == Paths(name: "Ada", firstTag: "swift", cell: 3))
    }

    @Test func aLiteralKeyWithDotsWinsOverThePathItSpells() throws {
        let source: [String: Any] = ["1. open": 1.5, "1": [" open": 9.0]]
        #expect(try decoder.decode(Quote.self, from: source, hints: ["open": "1. open"]).open == 1.5)
        #expect(try decoder.decode(Quote.self, from: ["1": [" open": 9.0]], hints: ["open": "1. open"]).open == 9)
        #expect(try decoder.decode(Quote.self, from: source, hints: ["open": .key("1. open")]).open == 1.5)
        let escaped = try decoder.decode(Quote.self, from: ["m": ["1. open": 2.0]], hints: ["open": #"m.1\. open"#])
        #expect(escaped.open == 2)
    }

    @Test func pathsThroughMissingNullOrWrongValuesFindNothing() throws {
        for source in [[:], ["data": NSNull()], ["data": "text"], ["data": ["user": [:] as [String: Any]]]]
            as [[String: Any]]
        {
            #expect(try decoder.decode(OptionalName.self, from: source, hints: ["name": "data.user.name"]).name == nil)
        }
        #expect(try decoder.decode(OptionalName.self, from: ["tags": ["a"]], hints: ["name": "tags[3]"]).name == nil)
    }

    @Test func candidatesTakeTheFirstPresentNonNullValue() throws {
        let hints: HintTree = ["name": ["user_name", "userName", "name"]]
        #expect(try decoder.decode(OptionalName.self, from: ["userName": "b", "name": "c"], hints: hints).name == "b")
        #expect(
            try decoder.decode(OptionalName.self, from: ["user_name": NSNull(), "name": "c"], hints: hints).name == "c")
        #expect(try decoder.decode(OptionalName.self, from: ["user_name": NSNull()], hints: hints).name == nil)
        let null = expectDecodingError(.valueNotFound, at: ["name"]) {
            try decoder.decode(RequiredName.self, from: ["userName": NSNull()], hints: hints)
        }
        #expect(null?.context?.debugDescription.contains("(source path: userName)") == true)
        let missing = expectDecodingError(.keyNotFound, at: ["name"]) {
            try decoder.decode(RequiredName.self, from: ["other": 1], hints: hints)
        }
        #expect(
            missing?.context?.debugDescription.hasSuffix(
                #"Looked for source keys "user_name", "userName", "name" in the top-level object."#) == true)
    }

    @Test func nestedHintsAddressedByModelKeyReachArraysOfArrays() throws {
        let source: [String: Any] = ["ROWS": [[["N": "a"], ["N": "b"]], [["N": "c"]]]]
        let hints: HintTree = ["rows": .key("ROWS", nested: ["name": "N"])]
        let decoded = try decoder.decode(Grid.self, from: source, hints: hints)
        #expect(decoded.rows.map { $0.map(\.name) } == [["a", "b"], ["c"]])
        let sameKey = try decoder.decode(
            Grid.self, from: ["rows": [[["N": "d"]]]], hints: ["rows": .nested(["name": "N"])])
        #expect(sameKey.rows[0][0].name == "d")
    }

    @Test func hintsPassThroughStringKeyedDictionaries() throws {
        let source: [String: Any] = ["byID": ["7": ["N": "seven"]]]
        let decoded = try decoder.decode(Directory.self, from: source, hints: ["byID": .nested(["name": "N"])])
        #expect(decoded.byID["7"]?.name == "seven")
    }

    @Test func hintedSourceKeysAreLiteralUnderAKeyStrategy() throws {
        var snake = DictionaryDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        let decoded = try snake.decode(
            Paths.self, from: ["NAME": "x", "first_tag": "t", "cell_value": 1],
            hints: ["name": "NAME", "cell": "cell_value"])
        #expect(decoded == Paths(name: "x", firstTag: "t", cell: 1))
    }

    // MARK: - Errors name both paths

    @Test func missingHintedKeysNameTheSourceKeyAndWhereItWasLookedFor() throws {
        let source: [String: Any] = ["MEMBERS": [["Name": "a"], ["Age": 3]]]
        let hints: HintTree = ["members": .key("MEMBERS", nested: ["name": "Name"])]
        let error = expectDecodingError(.keyNotFound, at: ["members", "Index 1", "name"]) {
            try decoder.decode(Team.self, from: source, hints: hints)
        }
        #expect(error?.context?.debugDescription.hasSuffix(#"Looked for source key "Name" in MEMBERS[1]."#) == true)
    }

    @Test func wrongValuesNameTheSourcePathOfAKeyPath() throws {
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(
                RequiredName.self, from: ["data": ["user": ["name": 5]]], hints: ["name": "data.user.name"])
        }
        #expect(error?.context?.debugDescription.hasSuffix("(source path: data.user.name)") == true)
    }

    @Test func unhintedErrorsKeepFoundationsExactWording() throws {
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(RequiredName.self, from: ["name": 5])
        }
        #expect(error?.context?.debugDescription == "Expected to decode String but found number instead.")
    }

    @Test func allKeysListsHintedAndUnhintedKeys() throws {
        let decoded = try decoder.decode(
            KeyLister.self, from: ["NAME": 1, "other": 2, "gone": NSNull()], hints: ["name": "NAME", "absent": "X"])
        #expect(decoded.keys == ["gone", "name", "other"])
    }

    // MARK: - Remap

    @Test func remapRewritesKeysIntoTheModelSpelling() throws {
        let source: [String: Any] = ["NAME": "R&D", "MEMBERS": [["Age": 25, "x": 1]], "id": 7, "meta": ["v": 1]]
        let hints: HintTree = [
            "name": "NAME", "members": .key("MEMBERS", nested: ["age": "Age"]), "version": "meta.v",
        ]
        let remapped = try #require(try hints.remap(source) as? [String: Any])
        #expect(remapped["name"] as? String == "R&D")
        #expect(remapped["NAME"] == nil)
        #expect(remapped["id"] as? Int == 7)
        #expect(remapped["version"] as? Int == 1)
        #expect(remapped["meta"] != nil)
        let members = try #require(remapped["members"] as? [[String: Any]])
        #expect(members[0]["age"] as? Int == 25)
        #expect(members[0]["x"] as? Int == 1)
        #expect(members[0]["Age"] == nil)
    }

    @Test func remappedTreesDecodeWithoutHints() throws {
        let fixture = try Fixture.load("department-nested")
        let hints = try HintTree(legacy: try #require(fixture.legacyHints))
        let remapped = try hints.remap(try #require(fixture.foundationSource))
        #expect(try decoder.decode(Department.self, from: remapped) == (try fixture.expected(Department.self)))
    }

    @Test func remapStopsAtAContainerThatContainsItself() {
        let cyclic = NSMutableArray()
        cyclic.add(cyclic)
        let hints: HintTree = ["x": "X"]
        let error = #expect(throws: ModelMapperError.self) { _ = try hints.remap(cyclic, maximumDepth: 3) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "[0]")
    }

    @Test func remapStopsAtTheDepthLimit() throws {
        let hints: HintTree = ["x": "X"]
        let nested: Any = [[[["X": 1]]]]
        #expect(try hints.remap(nested, maximumDepth: 4) as? [[[[String: Int]]]] == [[[["x": 1]]]])
        let error = #expect(throws: ModelMapperError.self) { _ = try hints.remap(nested, maximumDepth: 3) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == "[0][0][0]")
    }
}

// MARK: - Test Types

private struct Paths: Decodable, Equatable {
    var name: String
    var firstTag: String
    var cell: Int
}

private struct Quote: Decodable { var open: Double }
private struct OptionalName: Decodable { var name: String? }
private struct RequiredName: Decodable { var name: String }
private struct Cell: Decodable { var name: String }
private struct Grid: Decodable { var rows: [[Cell]] }
private struct Directory: Decodable { var byID: [String: Cell] }
private struct Member: Decodable { var name: String }
private struct Team: Decodable { var members: [Member] }

private struct KeyLister: Decodable {
    var keys: [String]
    init(from decoder: any Decoder) throws {
        keys = try decoder.container(keyedBy: DynamicKey.self).allKeys.map(\.stringValue)
    }
}

private struct DynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

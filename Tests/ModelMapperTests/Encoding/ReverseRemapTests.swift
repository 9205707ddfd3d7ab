import Foundation
import Testing

@testable import ModelMapper

/// `HintTree.reverseRemap(_:maximumDepth:)` on trees, and the same rules applied by `DictionaryEncoder` while it encodes.
@Suite struct ReverseRemapTests {
    // MARK: - Depth

    /// The depth limit counts containers as ``HintTree/remap(_:maximumDepth:)`` does, the object a key path creates
    /// included, and the error names where the walk stopped.
    @Test func reverseRemapStopsAtTheDepthLimit() throws {
        let hints: HintTree = ["x": "X"]
        let nested: Any = [[[["x": 1]]]]
        #expect(jsonEqual(try hints.reverseRemap(nested, maximumDepth: 4), [[[["X": 1]]]]))
        let error = #expect(throws: ModelMapperError.self) { _ = try hints.reverseRemap(nested, maximumDepth: 3) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == "[0][0][0]")

        let path: HintTree = ["city": "address.city"]
        #expect(jsonEqual(try path.reverseRemap(["city": "Oslo"], maximumDepth: 2), ["address": ["city": "Oslo"]]))
        let pathError = #expect(throws: ModelMapperError.self) {
            _ = try path.reverseRemap(["city": "Oslo"], maximumDepth: 1)
        }
        #expect(pathError?.code == .depthLimitExceeded)
    }

    // MARK: - Each kind of hint entry

    @Test func aRenamedKeyIsWrittenUnderItsSourceKey() throws {
        let tree = try HintTree(["name": "NAME"]).reverseRemap(["name": "Ada", "age": 36])
        #expect(jsonEqual(tree, ["NAME": "Ada", "age": 36]))
        let encoded = try DictionaryEncoder().encode(Profile(name: "Ada", age: 36), hints: ["name": "NAME"])
        #expect(jsonEqual(encoded, ["NAME": "Ada", "age": 36]))
    }

    @Test func aKeyPathCreatesNestedObjects() throws {
        let hints: HintTree = ["name": "user.profile.name", "age": .path("user.age")]
        let expected: [String: Any] = ["user": ["profile": ["name": "Ada"], "age": 36]]
        #expect(jsonEqual(try hints.reverseRemap(["name": "Ada", "age": 36]), expected))
        #expect(jsonEqual(try DictionaryEncoder().encode(Profile(name: "Ada", age: 36), hints: hints), expected))
    }

    @Test func aLiteralKeyWithADotStaysOneKey() throws {
        let hints: HintTree = ["name": .key("1. name"), "age": .path(#"meta.1\. age"#)]
        let expected: [String: Any] = ["1. name": "Ada", "meta": ["1. age": 36]]
        #expect(jsonEqual(try hints.reverseRemap(["name": "Ada", "age": 36]), expected))
        #expect(jsonEqual(try DictionaryEncoder().encode(Profile(name: "Ada", age: 36), hints: hints), expected))
    }

    @Test func anArrayIndexCreatesAnArrayPaddedWithNull() throws {
        let hints: HintTree = ["name": "tags[2]", "age": "tags[0]"]
        let expected: [String: Any] = ["tags": [36, NSNull(), "Ada"]]
        #expect(jsonEqual(try hints.reverseRemap(["name": "Ada", "age": 36]), expected))
        #expect(jsonEqual(try DictionaryEncoder().encode(Profile(name: "Ada", age: 36), hints: hints), expected))
        let nested: HintTree = ["name": "rows[1][0]", "age": "rows[1][2]"]
        #expect(
            jsonEqual(try nested.reverseRemap(["name": "x", "age": 1]), ["rows": [NSNull(), ["x", NSNull(), 1]]]))
    }

    @Test func candidatesWriteTheFirstCandidate() throws {
        let hints: HintTree = ["name": ["user_name", "userName", "name"], "age": .candidates(["info.age", "AGE"])]
        let expected: [String: Any] = ["user_name": "Ada", "info": ["age": 36]]
        #expect(jsonEqual(try hints.reverseRemap(["name": "Ada", "age": 36]), expected))
        #expect(jsonEqual(try DictionaryEncoder().encode(Profile(name: "Ada", age: 36), hints: hints), expected))
    }

    @Test func nestedHintsApplyToObjectsAndArraysOfArraysOfObjects() throws {
        let hints: HintTree = [
            "owner": .nested(["name": "NAME"]),
            "members": .key("MEMBERS", nested: ["name": "Name"]),
            "grid": .key("GRID", nested: ["age": "AGE"]),
        ]
        let team = Team(
            owner: Profile(name: "O", age: 1), members: [Profile(name: "M", age: nil)],
            grid: [[Profile(name: "G", age: 2)], []])
        let expected: [String: Any] = [
            "owner": ["NAME": "O", "age": 1], "MEMBERS": [["Name": "M"]], "GRID": [[["name": "G", "AGE": 2]], []],
        ]
        #expect(jsonEqual(try DictionaryEncoder().encode(team, hints: hints), expected))
        let modelTree = try DictionaryEncoder().encode(team)
        #expect(jsonEqual(try hints.reverseRemap(modelTree), expected))
    }

    @Test func legacyHintsReverseTheDepartmentRecipe() throws {
        let hints = try Fixture.load("department-nested").hints()
        let remapped = try hints.reverseRemap(try Fixture.load("department-nested").expectedObject())
        #expect(jsonEqual(remapped, try Fixture.load("department-nested").nativeObject()))
    }

    @Test func keysWithoutHintsStayAsTheyAreAndScalarsPassThrough() throws {
        let hints: HintTree = ["name": "NAME"]
        #expect(jsonEqual(try hints.reverseRemap(["other": ["name": 1]]), ["other": ["name": 1]]))
        #expect(try hints.reverseRemap(5) as? Int == 5)
        let empty = try HintTree.empty.reverseRemap(["name": 1])
        #expect(jsonEqual(empty, ["name": 1]))
    }

    @Test func foundationContainersAreReadLikeSwiftOnes() throws {
        let source = try JSONSerialization.jsonObject(with: Data(#"{"items":[{"name":"a"}]}"#.utf8))
        let hints: HintTree = ["items": .key("ITEMS", nested: ["name": "NAME"])]
        #expect(jsonEqual(try hints.reverseRemap(source), ["ITEMS": [["NAME": "a"]]]))
    }

    // MARK: - Key strategies and dictionaries in the encoder

    @Test func hintedKeysBypassTheKeyStrategy() throws {
        var encoder = DictionaryEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let tree = try encoder.encode(
            Account(userName: "a", emailAddress: "b", scores: ["someKey": 1]), hints: ["userName": "USER_Name"])
        #expect(jsonEqual(tree, ["USER_Name": "a", "email_address": "b", "scores": ["someKey": 1]]))
    }

    @Test func dictionaryKeysAreDataButTheirValuesGetTheHints() throws {
        let tree = try DictionaryEncoder().encode(
            ["first": Profile(name: "A", age: 1), "name": Profile(name: "B", age: 2)], hints: ["name": "NAME"])
        #expect(jsonEqual(tree, ["first": ["NAME": "A", "age": 1], "name": ["NAME": "B", "age": 2]]))
    }

    @Test func nestedContainersAndSuperEncodersWriteAtTheHintedLocation() throws {
        let tree = try DictionaryEncoder().encode(
            HandWritten(),
            hints: ["box": .path("data.box", nested: ["inner": "INNER"]), "list": "LIST", "super": "BASE"])
        let expected: [String: Any] = ["data": ["box": ["INNER": 1]], "LIST": [2], "BASE": ["id": 3]]
        #expect(jsonEqual(tree, expected))
    }

    // MARK: - Collisions

    @Test func twoHintsWritingOneKeyThrow() throws {
        let hints: HintTree = ["name": "X", "age": "X"]
        let error = try #require(throws: ModelMapperError.self) { try hints.reverseRemap(["name": "a", "age": 1]) }
        #expect(error.code == .invalidHint)
        #expect(
            error.message
                == #"Invalid hints: coding key "age" and coding key "name" both write the source location "X""#)
        let encoded = try #require(throws: ModelMapperError.self) {
            try DictionaryEncoder().encode(Profile(name: "a", age: 1), hints: hints)
        }
        #expect(encoded.code == .invalidHint)
    }

    @Test func aHintWritingAnUnhintedKeyThrows() throws {
        let hints: HintTree = ["name": "age"]
        let error = try #require(throws: ModelMapperError.self) {
            try DictionaryEncoder().encode(Profile(name: "a", age: 1), hints: hints)
        }
        #expect(error.code == .invalidHint)
        #expect(error.message.contains(#"coding key "age""#))
        #expect(throws: ModelMapperError.self) { try hints.reverseRemap(["name": "a", "age": 1]) }
        // Absent values write nothing, so nothing collides.
        #expect(jsonEqual(try DictionaryEncoder().encode(Profile(name: "a", age: nil), hints: hints), ["age": "a"]))
    }

    @Test func aValueWhereAPathRunsThroughThrows() throws {
        let hints: HintTree = ["name": "info", "age": "info.age"]
        let error = try #require(throws: ModelMapperError.self) { try hints.reverseRemap(["name": "a", "age": 1]) }
        #expect(error.message.contains("a key path of another hint"))
        #expect(throws: ModelMapperError.self) {
            try DictionaryEncoder().encode(Profile(name: "a", age: 1), hints: hints)
        }
    }

    @Test func twoIndexHintsOnOneSlotThrowAndNestedLocationsAreNamed() throws {
        let hints: HintTree = ["list": .nested(["name": "tags[1]", "age": "tags[1]"])]
        let error = try #require(throws: ModelMapperError.self) {
            try hints.reverseRemap(["list": [["name": "a"], ["name": "b", "age": 1]]])
        }
        #expect(error.location == "list[1]")
        #expect(error.message.hasSuffix(#"both write the source location "tags[1]""#))
    }

    @Test func theResultDoesNotDependOnDictionaryOrder() throws {
        let hints: HintTree = ["a": "x.y", "b": "x.z", "c": "tags[1]", "d": "tags[0]", "e": "x.y"]
        var seen = Set<String>()
        var errors = Set<String>()
        for rotation in 0..<5 {
            var keys = ["a", "b", "c", "d", "e"]
            keys = Array(keys[rotation...] + keys[..<rotation])
            var tree: [String: Any] = [:]
            for key in keys where key != "e" { tree[key] = key }
            seen.insert(sortedJSON(try hints.reverseRemap(tree)))
            var colliding = tree
            colliding["e"] = "e"
            do {
                _ = try hints.reverseRemap(colliding)
            } catch let error as ModelMapperError {
                errors.insert(error.description)
            }
        }
        #expect(seen == [#"{"tags":["d","c"],"x":{"y":"a","z":"b"}}"#])
        #expect(errors.count == 1)
    }

    @Test func aNestedContainerOnATakenLocationThrowsWhenEncodingFinishes() throws {
        let error = try #require(throws: ModelMapperError.self) {
            try DictionaryEncoder().encode(HandWritten(), hints: ["box": "list"])
        }
        #expect(error.code == .invalidHint)
        #expect(error.message.contains(#"coding key "box" and coding key "list""#))
    }

    @Test func theSameCodingKeyMayWriteTwice() throws {
        let tree = try DictionaryEncoder().encode(WritesTwice(), hints: ["value": "VALUE"])
        #expect(jsonEqual(tree, ["VALUE": 2]))
    }

    @Test func invalidHintsThrowBeforeRemapping() throws {
        let error = try #require(throws: ModelMapperError.self) {
            try HintTree(["name": .candidates([])]).reverseRemap(["name": 1])
        }
        #expect(error.code == .invalidHint)
    }
}

// MARK: - Test Types

private struct Profile: Codable, Equatable {
    var name: String
    var age: Int?
}

private struct Team: Codable, Equatable {
    var owner: Profile
    var members: [Profile]
    var grid: [[Profile]]
}

private struct Account: Encodable {
    var userName: String
    var emailAddress: String
    var scores: [String: Int]
}

private struct HandWritten: Encodable {
    enum Keys: CodingKey { case box, inner, list, id }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var box = container.nestedContainer(keyedBy: Keys.self, forKey: .box)
        try box.encode(1, forKey: .inner)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode(2)
        var base = container.superEncoder().container(keyedBy: Keys.self)
        try base.encode(3, forKey: .id)
    }
}

private struct WritesTwice: Encodable {
    enum Keys: CodingKey { case value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .value)
        try container.encode(2, forKey: .value)
    }
}

import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

@Suite struct HintTreeTests {
    // MARK: - Legacy format

    @Test func legacyNestedHintsAttachToTheModelKeyThatReadsTheirSourceKey() throws {
        let tree = try HintTree(legacy: [
            "members": "MEMBERS", "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
        ])
        let members = try #require(tree["members"])
        #expect(members.sourceKeys == ["MEMBERS"])
        let dog = try #require(members.nestedHints["aDog"])
        #expect(dog.sourceKeys == ["Dog"])
        #expect(dog.nestedHints["name"]?.sourceKeys == ["NameString"])
        #expect(tree["MEMBERS"] == nil)
    }

    @Test func legacyNestedHintsWithoutAFlatEntryStayUnderTheirOwnKey() throws {
        let tree = try HintTree(legacy: ["manager": ["name": "NAME"]])
        let manager = try #require(tree["manager"])
        #expect(manager.sourceKeys.isEmpty)
        #expect(manager.nestedHints["name"]?.sourceKeys == ["NAME"])
    }

    @Test func legacyNestedHintsAttachToEveryReader() throws {
        let tree = try HintTree(legacy: ["boss": "PERSON", "deputy": ["X", "PERSON"], "PERSON": ["name": "N"]])
        #expect(tree["boss"]?.nestedHints["name"]?.sourceKeys == ["N"])
        #expect(tree["deputy"]?.nestedHints["name"]?.sourceKeys == ["N"])
        #expect(tree["deputy"]?.sourceKeys == ["X", "PERSON"])
    }

    @Test func legacyTreesDoNotDependOnIterationOrder() throws {
        let legacy: [String: Any] = ["a": "S", "b": "S", "S": ["x": "X"], "c": ["y": "Y"], "d": "c"]
        let first = try HintTree(legacy: legacy)
        for _ in 0..<20 {
            let shuffled = Dictionary(uniqueKeysWithValues: legacy.shuffled().map { ($0.key, $0.value) })
            #expect(try HintTree(legacy: shuffled) == first)
        }
    }

    @Test(arguments: [
        (["name": 42] as [String: any Sendable], "name" as MappingPath, "the value must be a string"),
        (["": "NAME"], "", "the key is empty"),
        (["name": ""], "name", "the source key is empty"),
        (["name": [String]()], "name", "the candidate list is empty"),
        (["name": ["a", 1] as [any Sendable]], "name", "a candidate list must hold non-empty strings only"),
        (["MEMBERS": ["age": 3.5]], "MEMBERS.age", "the value must be a string"),
    ])
    func malformedLegacyEntriesAreRejected(legacy: [String: any Sendable], location: MappingPath, reason: String) {
        let error = #expect(throws: ModelMapperError.self) { try HintTree(legacy: legacy) }
        #expect(error?.code == .invalidHint)
        #expect(error?.location == location)
        #expect(error?.message.contains(reason) == true, "\(String(describing: error))")
    }

    @Test func selfContainingLegacyHintsAreRejected() {
        let cyclic = NSMutableDictionary()
        cyclic["child"] = cyclic
        // Reading `cyclic` through Swift bridging would never end on Linux; the parser reads it level by level.
        let legacy: [String: Any] = ["child": cyclic]
        let error = #expect(throws: ModelMapperError.self) { try HintTree(legacy: legacy) }
        #expect(error?.code == .invalidHint)
    }

    @Test func malformedHintsAreRejectedBeforeDecoding() {
        let hints: HintTree = ["name": .path("a..b")]
        let error = #expect(throws: ModelMapperError.self) {
            try DictionaryDecoder().decode(Item.self, from: ["name": "fine"], hints: hints)
        }
        #expect(error?.code == .invalidHint)
        #expect(error?.location == "name")
        #expect(throws: ModelMapperError.self) { try hints.remap(["name": "fine"]) }
    }

    // MARK: - Typed form

    @Test(arguments: [
        ("a", [SourcePath.Segment.key("a")]),
        ("a.b", [.key("a"), .key("b")]),
        ("tags[0]", [.key("tags"), .index(0)]),
        ("m[1][2].v", [.key("m"), .index(1), .index(2), .key("v")]),
        (#"1\. open"#, [.key("1. open")]),
        (#"a\[b\]"#, [.key("a[b]")]),
        (#"a\\b.c"#, [.key(#"a\b"#), .key("c")]),
    ])
    func validPaths(spelling: String, segments: [SourcePath.Segment]) throws {
        guard case .success(let path) = SourcePath.parse(spelling) else {
            Issue.record("\(spelling) did not parse")
            return
        }
        #expect(path.segments == segments)
    }

    @Test(arguments: ["", ".a", "a.", "a..b", "[0]", "a[", "a[x]", "a[-1]", "a]", #"a\"#, "a[1]b"])
    func invalidPaths(spelling: String) {
        if case .success(let path) = SourcePath.parse(spelling) {
            Issue.record("\(spelling) parsed as \(path.segments)")
        }
        #expect(HintTree(["k": .path(spelling)]).problem?.code == .invalidHint)
    }

    @Test func duplicateKeysInALiteralMakeTheTreeInvalid() {
        let tree: HintTree = ["name": "A", "name": "B"]
        #expect(throws: ModelMapperError.self) { try tree.validate() }
    }

    @Test func problemsInNestedTreesNameTheirLocation() {
        let tree: HintTree = ["members": .key("MEMBERS", nested: ["dog": .candidates([])])]
        #expect(tree.problem?.location == "members.dog")
    }

    @Test func mergingPrefersTheOtherTreeAndMergesNestedHints() {
        let own: HintTree = ["name": "NAME", "dog": .key("DOG", nested: ["name": "N", "age": "A"])]
        let callSite: HintTree = ["dog": .key("Dog", nested: ["name": "NameString"])]
        let merged = own.merging(callSite)
        #expect(merged["name"]?.sourceKeys == ["NAME"])
        #expect(merged["dog"]?.sourceKeys == ["Dog"])
        #expect(merged["dog"]?.nestedHints["name"]?.sourceKeys == ["NameString"])
        #expect(merged["dog"]?.nestedHints["age"]?.sourceKeys == ["A"])
        #expect(merged.modelKeys == ["dog", "name"])
    }
}

// MARK: - Test Types

private struct Item: Decodable { var name: String }

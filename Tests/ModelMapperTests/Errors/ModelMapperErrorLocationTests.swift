import Foundation
import Testing

@testable import ModelMapper

/// `ModelMapperError.location` is a `MappingPath` built where the error is found, from the walk's own keys and
/// indices: the components name the place, and the text is the one the error has always shown.
@Suite struct ModelMapperErrorLocationTests {
    struct Node: Codable {
        var next: [Node]
    }

    @Test func aDecodersDepthLimitNamesTheFirstContainerBeyondIt() throws {
        var tree: Any = ["next": [Any]()]
        for _ in 0..<3 { tree = ["next": [tree]] }
        var decoder = DictionaryDecoder()
        decoder.maximumDepth = 4
        let error = try #require(throws: ModelMapperError.self) { try decoder.decode(Node.self, from: tree) }
        #expect(error.code == .depthLimitExceeded)
        // The fifth container: the top-level object, its array, the element's object, its array, the element.
        #expect(error.location.components == [.key("next"), .index(0), .key("next"), .index(0)])
        #expect(error.location == "next[0].next[0]")
        #expect(error.description == "The value is nested deeper than the maximum depth of 4. (at next[0].next[0])")
        #expect(error.localizedDescription == error.description)
    }

    @Test func aDepthLimitUnderAHintNamesTheSourcePath() throws {
        let tree: [String: Any] = ["NEXT": [["NEXT": [["NEXT": [Any]()]]]]]
        var decoder = DictionaryDecoder()
        decoder.maximumDepth = 3
        let hints: HintTree = ["next": .key("NEXT", nested: ["next": "NEXT"])]
        let error = try #require(throws: ModelMapperError.self) {
            try decoder.decode(Node.self, from: tree, hints: hints)
        }
        #expect(error.location.components == [.key("NEXT"), .index(0), .key("NEXT")])
    }

    @Test func anEncodersDepthLimitNamesTheModelPath() throws {
        var node = Node(next: [])
        for _ in 0..<3 { node = Node(next: [node]) }
        var encoder = DictionaryEncoder()
        encoder.maximumDepth = 4
        let error = try #require(throws: ModelMapperError.self) { try encoder.encode(node) }
        #expect(error.code == .depthLimitExceeded)
        #expect(error.location.components == [.key("next"), .index(0), .key("next"), .index(0)])
    }

    @Test func aCycleNamesWhereTheContainerIsMetAgain() throws {
        let inner = NSMutableDictionary()
        let outer = NSMutableDictionary(dictionary: ["a.b": ["list": [inner]]])
        inner["back"] = outer
        defer { inner.removeAllObjects() }
        let error = try #require(throws: ModelMapperError.self) { _ = try JSONValue(any: outer) }
        #expect(error.code == .cycleDetected)
        #expect(error.location.components == [.key("a.b"), .key("list"), .index(0), .key("back")])
        #expect(error.location.description == #"["a.b"].list[0].back"#)
        #expect(error.description.hasSuffix(#"(at ["a.b"].list[0].back)"#))

        // The decoder reads the element as a JSONValue, whose walk starts at the element and meets it again: the
        // location joins the decoder's path and the walk's.
        let decoded = try #require(throws: ModelMapperError.self) {
            _ = try DictionaryDecoder().decode([String: [String: [JSONValue]]].self, from: outer)
        }
        #expect(decoded.code == .cycleDetected)
        #expect(decoded.location == error.location.appending(MappingPath(#"["a.b"].list[0]"#)))
        #expect(decoded.location.components.count == 7)
    }

    @Test func anInvalidHintNamesTheEntryByItsKeys() throws {
        let tree: HintTree = ["members": .nested(["a.dog": .nested(["name": .path("tags[")])])]
        let error = try #require(throws: ModelMapperError.self) { try tree.validate() }
        #expect(error.code == .invalidHint)
        #expect(error.location.components == [.key("members"), .key("a.dog"), .key("name")])
        #expect(error.location == #"members["a.dog"].name"#)

        let legacy = try #require(throws: ModelMapperError.self) {
            try HintTree(legacy: ["MEMBERS": ["Dog": ["name": 1.5]]])
        }
        #expect(legacy.location == MappingPath([.key("MEMBERS"), .key("Dog"), .key("name")]))
        #expect(legacy.description.hasSuffix("(at MEMBERS.Dog.name)"))
    }

    @Test func anErrorAtTheTopLevelHasNoLocation() {
        let error = ModelMapperError(.unsupportedValue, "No.")
        #expect(error.location.isEmpty)
        #expect(error.description == "No.")
        #expect(ModelMapperError(.invalidHint, "Bad.", location: "a[0]").description == "Bad. (at a[0])")
    }
}

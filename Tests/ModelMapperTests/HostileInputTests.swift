import Foundation
import Testing

@testable import ModelMapper

/// Bad input gets a thrown error naming the place, never a crash (Docs/Design.md#never-crash-on-input).
@Suite struct HostileInputTests {
    private let decoder = DictionaryDecoder()

    // MARK: - Depth and cycles

    @Test func a100000DeepNativeTreeHitsTheDepthLimit() throws {
        var tree: Any = [Any]()
        for _ in 0..<100_000 { tree = [tree] }
        defer { NativeTree.dismantle(&tree) }
        let error = #expect(throws: ModelMapperError.self) { try decoder.decode(Deep.self, from: tree) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location.hasPrefix("[0][0][0]") == true)
    }

    @Test func a100000DeepJSONDocumentIsDataCorrupted() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        expectDecodingError(.dataCorrupted, at: []) { try decoder.decode(Deep.self, fromJSON: json) }
    }

    /// The limit counts containers as `JSONSerialization` does: `maximumDepth` nested arrays decode, one more does
    /// not.
    @Test func theDepthLimitIsConfigurable() throws {
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 2
        func nested(_ levels: Int) -> Any {
            (1..<levels).reduce([Any]() as Any) { inner, _ in [inner] }
        }
        #expect(try shallow.decode(Deep.self, from: nested(2)).depth == 2)
        let error = #expect(throws: ModelMapperError.self) { try shallow.decode(Deep.self, from: nested(3)) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == "[0][0]")
    }

    @Test func aSelfContainingDictionaryIsAnErrorNotACrash() {
        let cyclic = NSMutableDictionary()
        cyclic["child"] = cyclic
        cyclic["name"] = "loop"
        let error = #expect(throws: ModelMapperError.self) { try decoder.decode(Chain.self, from: cyclic) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "child")
    }

    @Test func aSelfContainingArrayIsAnErrorNotACrash() {
        let cyclic = NSMutableArray()
        cyclic.add(cyclic)
        let error = #expect(throws: ModelMapperError.self) { try decoder.decode(Deep.self, from: cyclic) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "[0]")
    }

    @Test func aNonRecursiveModelReadsACyclicDictionary() throws {
        let cyclic = NSMutableDictionary()
        cyclic["child"] = cyclic
        cyclic["name"] = "loop"
        #expect(try decoder.decode(Named.self, from: cyclic).name == "loop")
    }

    // MARK: - Foundation collections

    @Test func foundationCollectionsDecodeLevelByLevel() throws {
        let dog = NSMutableDictionary()
        dog["NameString"] = NSString(string: "kitty")
        let member = NSMutableDictionary()
        member["Name"] = "Ada"
        member["Age"] = NSNumber(value: 36)
        member["Dog"] = dog
        let members = NSMutableArray()
        members.add(member)
        let department = NSMutableDictionary()
        department["MEMBERS"] = members
        department["ID"] = NSNumber(value: 7)
        let hints = try HintTree(legacy: [
            "id": "ID", "members": "MEMBERS",
            "MEMBERS": ["name": "Name", "age": "Age", "aDog": "Dog", "Dog": ["name": "NameString"]],
        ])
        let decoded = try decoder.decode(Department.self, from: department, hints: hints)
        #expect(decoded.id == 7)
        #expect(decoded.members.first?.age == 36)
        #expect(decoded.members.first?.aDog?.name == "kitty")
    }

    // MARK: - Wrong shapes

    @Test(arguments: [
        (SendableBox([1, 2]), "an array"), (SendableBox("text"), "a string"), (SendableBox(5), "number"),
        (SendableBox(true), "bool"), (SendableBox([1: "a"] as [Int: Any]), "a dictionary with non-string keys"),
    ])
    func aNonDictionaryTopLevelIsATypeMismatch(source: SendableBox, found: String) {
        let error = expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Named.self, from: source.value) }
        #expect(
            error?.context?.debugDescription == "Expected to decode Dictionary<String, Any> but found \(found) instead."
        )
    }

    @Test func foundationDictionariesWithNonStringKeysAreATypeMismatch() {
        let dictionary = NSMutableDictionary()
        dictionary[NSNumber(value: 1)] = "one"
        let error = expectDecodingError(.typeMismatch, at: ["inner"]) {
            try decoder.decode(Wrapper.self, from: ["inner": dictionary])
        }
        #expect(error?.context?.debugDescription.contains("a dictionary with non-string keys") == true)
    }

    @Test func valuesOfForeignTypesAreATypeMismatch() {
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(Named.self, from: ["name": Opaque()])
        }
        #expect(
            error?.context?.debugDescription == "Expected to decode String but found a value of type Opaque instead.")
        expectDecodingError(.typeMismatch, at: ["name"]) { try decoder.decode(Named.self, from: ["name": Date()]) }
    }

    @Test func invalidUTF8IsDataCorrupted() {
        expectDecodingError(.dataCorrupted, at: []) {
            try decoder.decode(Named.self, from: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]))
        }
    }

    @Test(arguments: [
        ("int8", "1e300"), ("uint64", "-1"), ("int", "-1e19"), ("int16", "32768"), ("uint16", "65536"),
    ])
    func overflowForEveryWidthIsDataCorrupted(key: String, json: String) throws {
        let value = try JSONSerialization.jsonObject(with: Data("{\"\(key)\": \(json)}".utf8))
        expectDecodingError(.dataCorrupted, at: [key]) { try decoder.decode(AllWidths.self, from: value) }
    }
}

extension NativeTree {
    /// Takes a deeply nested native array apart one level at a time, so that releasing it does not recurse once
    /// per level.
    static func dismantle(_ tree: inout Any) {
        var current: Any? = tree
        tree = 0
        while let array = current as? [Any] { current = array.first }
    }
}

// MARK: - Test Types

private struct Deep: Decodable {
    var depth: Int
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        depth = container.isAtEnd ? 1 : try container.decode(Deep.self).depth + 1
    }
}

private final class Chain: Decodable {
    let name: String
    let child: Chain?
}

private struct Named: Decodable { var name: String }
private struct Wrapper: Decodable { var inner: [String: String] }
private final class Opaque {}

private struct AllWidths: Decodable {
    var int8: Int8?
    var int16: Int16?
    var int: Int?
    var uint16: UInt16?
    var uint64: UInt64?
}

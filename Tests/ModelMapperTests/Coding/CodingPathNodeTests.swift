import Testing

@testable import ModelMapper

/// A node keeps its key as a plain existential, with a stand-in at the root, and an element's key as its index: the root
/// and a node's own location must still answer no key, and a reused node must answer the key it was reused for,
/// whatever kind the last one was.
@Suite struct CodingPathNodeTests {
    private enum Keys: String, CodingKey {
        case members, name
    }

    @Test func theRootAndANodesOwnLocationHaveNoKey() {
        let root = CodingPathNode.root()
        #expect(root.key == nil)
        #expect(root.codingPath.isEmpty)
        let own = ValueLocation.root(root)
        #expect(own.key == nil)
        #expect(!own.hasKey)
        #expect(own.codingPath.isEmpty)
        #expect(own.depth == 0)
        #expect(own.makeNode() === root)
        #expect(own.modelPath.description.isEmpty)
    }

    @Test func aNodeMadeFromALocationTakesItsKey() {
        let root = CodingPathNode.root()
        let location = ValueLocation(node: root, key: Keys.members, step: .key("MEMBERS"))
        #expect(location.key?.stringValue == "members")
        #expect(location.depth == 1)
        let node = location.makeNode()
        #expect(node.key?.stringValue == "members")
        #expect(node.key is Keys)
        #expect(node.codingPath.map(\.stringValue) == ["members"])
        #expect(location.modelPath.description == "members")
        #expect(location.sourcePath.description == "MEMBERS")
    }

    /// Reused for keys of every kind the decoder gives a node (a model's own key, an index, a string), in turn, so
    /// that each key replaces one of another type.
    @Test func aReusedNodeAnswersTheKeyItWasReusedFor() {
        let root = CodingPathNode.root()
        let members = ValueLocation(node: root, key: Keys.members, step: .key("MEMBERS")).makeNode()
        let node = ValueLocation(node: root, key: Keys.name, step: nil).makeNode()
        let locations = [
            ValueLocation(node: members, index: 2, step: .element(2, entryKeys: nil)),
            ValueLocation(node: root, key: Keys.name, step: .key("Name")),
            ValueLocation(node: members, index: 3, step: .element(3, entryKeys: nil)),
            ValueLocation(node: members, key: AnyCodingKey(stringValue: "extra"), step: .key("EXTRA")),
            ValueLocation(node: members, key: AnyCodingKey(index: 1), step: .element(1, entryKeys: nil)),
            ValueLocation(node: members, index: 0, step: .element(0, entryKeys: nil)),
        ]
        let expected = [
            (["members", "Index 2"], 2, "members[2]", "MEMBERS[2]"),
            (["name"], 1, "name", "Name"),
            (["members", "Index 3"], 2, "members[3]", "MEMBERS[3]"),
            (["members", "extra"], 2, "members.extra", "MEMBERS.EXTRA"),
            (["members", "Index 1"], 2, "members[1]", "MEMBERS[1]"),
            (["members", "Index 0"], 2, "members[0]", "MEMBERS[0]"),
        ]
        for (location, (path, depth, modelPath, sourcePath)) in zip(locations, expected) {
            node.reuse(as: location, container: nil)
            #expect(node.key?.stringValue == path.last)
            #expect(node.codingPath.map(\.stringValue) == path)
            #expect(node.depth == depth)
            #expect(node.modelPath().description == modelPath)
            #expect(node.sourcePath().description == sourcePath)
        }
        #expect(node.key?.intValue == 0)
    }

    /// An element's location keeps its index as a number: its key, and the node made from it, must still be the
    /// element key `JSONDecoder` names (`Index 4`), which a report groups as `[*]`.
    @Test func anElementsLocationAndNodeHaveTheElementKey() throws {
        let root = CodingPathNode.root()
        let members = ValueLocation(node: root, key: Keys.members, step: .key("MEMBERS")).makeNode()
        let location = ValueLocation(node: members, index: 4, step: .element(4, entryKeys: nil))
        let key = try #require(location.key)
        #expect(key.stringValue == "Index 4")
        #expect(key.intValue == 4)
        #expect(AnyCodingKey.isElement(key))
        #expect(location.codingPath.map(\.stringValue) == ["members", "Index 4"])
        #expect(location.groupedModelPath.description == "members[*]")
        #expect(location.groupedSourcePath.description == "MEMBERS[*]")
        #expect(location.sourceDiffersFromModelPath)
        let spelledAlike = ValueLocation(node: root, key: Keys.members, step: .key("members")).makeNode()
        #expect(
            !ValueLocation(node: spelledAlike, index: 4, step: .element(4, entryKeys: nil)).sourceDiffersFromModelPath)
        let node = location.makeNode()
        #expect(node.key?.intValue == 4)
        #expect(node.codingPath.map(\.stringValue) == ["members", "Index 4"])
        #expect(
            ValueLocation(node: node, key: Keys.name, step: .key("Name")).modelPath.description == "members[4].name")
    }
}

import Testing

@testable import ModelMapper

/// A node keeps its key as a plain existential, with a stand-in at the root: the root and a node's own location must
/// still answer no key, and a reused node must answer the key it was reused for, whatever type the last one had.
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
            ValueLocation(node: members, key: AnyCodingKey(index: 2), step: .element(2, entryKeys: nil)),
            ValueLocation(node: root, key: Keys.name, step: .key("Name")),
            ValueLocation(node: members, key: AnyCodingKey(stringValue: "extra"), step: .key("EXTRA")),
            ValueLocation(node: members, key: AnyCodingKey(index: 0), step: .element(0, entryKeys: nil)),
        ]
        let expected = [
            (["members", "Index 2"], 2, "members[2]", "MEMBERS[2]"),
            (["name"], 1, "name", "Name"),
            (["members", "extra"], 2, "members.extra", "MEMBERS.EXTRA"),
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
}

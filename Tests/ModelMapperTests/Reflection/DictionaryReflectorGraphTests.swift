import Foundation
import ModelMapper
import Testing

/// Class graphs: cycles, shared instances and deep chains.
@Suite struct DictionaryReflectorGraphTests {
    /// Cycles as errors. The default leaves the value that leads back out (see `DictionaryReflectorDefaultsTests`).
    static let throwing: DictionaryReflector = {
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .throw
        return reflector
    }()

    // MARK: - Cycles

    @Test func cycleThrowsOnRequest() {
        let pair = Pair.cycle()
        let error = expectReflectionError(
            of: pair.a, using: Self.throwing, code: .cycleDetected, location: "partner.partner")
        #expect(
            error?.message
                == "The value here leads back to an instance of Pair that contains it (a reference cycle); that "
                + "instance was first reached at the top-level value.")
        #expect(
            error?.description
                == "The value here leads back to an instance of Pair that contains it (a reference cycle); that "
                + "instance was first reached at the top-level value. (at partner.partner)")
    }

    @Test func cycleBecomesAReferenceOnRequest() throws {
        let pair = Pair.cycle()
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .reference
        try expectReflection(
            of: pair.a,
            using: reflector,
            is: ["name": "a", "partner": ["name": "b", "partner": ["$ref": "$"]]]
        )
    }

    @Test func cycleIsOmittedOnRequest() throws {
        let pair = Pair.cycle()
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .omit
        try expectReflection(of: pair.a, using: reflector, is: ["name": "a", "partner": ["name": "b"]])
        try expectReflection(
            of: [pair.a, pair.b], using: reflector,
            is: [
                ["name": "a", "partner": ["name": "b"]],
                ["name": "b", "partner": ["name": "a"]],
            ])
    }

    @Test(arguments: [
        (DictionaryReflector.CycleStrategy.reference, ["$ref": "$"] as [String: any Sendable]),
        (DictionaryReflector.CycleStrategy.omit, nil),
    ])
    func weakParentReference(strategy: DictionaryReflector.CycleStrategy, parentMarker: [String: any Sendable]?) throws
    {
        let root = Folder(name: "root")
        let child = Folder(name: "child")
        child.parent = root
        root.children = [child, Folder(name: "empty")]
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = strategy
        var expectedChild: [String: Any] = ["name": "child", "children": [Any]()]
        expectedChild["parent"] = parentMarker
        try expectReflection(
            of: root,
            using: reflector,
            is: ["name": "root", "children": [expectedChild, ["name": "empty", "children": [Any]()]]]
        )
        _ = expectReflectionError(of: root, using: Self.throwing, code: .cycleDetected, location: "children[0].parent")
    }

    @Test func cycleBelowTheTopLevel() throws {
        let pair = Pair.cycle()
        let team = Team(name: "t", pairs: [Pair(name: "solo"), pair.b])
        let error = expectReflectionError(
            of: team, using: Self.throwing, code: .cycleDetected, location: "pairs[1].partner.partner")
        #expect(
            error?.message
                == "The value here leads back to an instance of Pair that contains it (a reference cycle); that "
                + "instance was first reached at pairs[1].")

        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .reference
        try expectReflection(
            of: team,
            using: reflector,
            is: [
                "name": "t",
                "pairs": [
                    ["name": "solo"],
                    ["name": "b", "partner": ["name": "a", "partner": ["$ref": "$.pairs[1]"]]],
                ],
            ]
        )
    }

    @Test func instanceThatHoldsItself() throws {
        let node = Pair(name: "self")
        node.partner = node
        let error = expectReflectionError(of: node, using: Self.throwing, code: .cycleDetected, location: "partner")
        #expect(
            error?.message
                == "The value here leads back to an instance of Pair that contains it (a reference cycle); that "
                + "instance was first reached at the top-level value.")
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .reference
        try expectReflection(of: node, using: reflector, is: ["name": "self", "partner": ["$ref": "$"]])
        node.partner = nil  // break the cycle so the instance is released
    }

    @Test func cycleThroughACustomRepresentation() {
        let node = Reflexive()
        _ = expectReflectionError(of: ["root": node], using: Self.throwing, code: .cycleDetected, location: "root.me")
    }

    @Test func cycleThroughAnExistingDictionary() {
        let holder = Holder()
        holder.payload = ["items": [holder]]
        _ = expectReflectionError(
            of: holder, using: Self.throwing, code: .cycleDetected, location: "payload.items[0]")
        holder.payload = [:]
    }

    @Test func cycleThroughADictionaryKey() throws {
        let registry = Registry()
        let tag = Tag(name: "t", owner: registry)
        registry.entries = [tag: "first"]
        let error = expectReflectionError(
            of: registry, using: Self.throwing, code: .cycleDetected, location: "entries.owner")
        #expect(
            error?.message
                == "The value here leads back to an instance of Registry that contains it (a reference cycle); "
                + "that instance was first reached at the top-level value.")

        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .reference
        try expectReflection(
            of: registry,
            using: reflector,
            is: ["entries": [#"{"name":"t","owner":{"$ref":"$"}}"#: "first"]]
        )
        tag.owner = nil
    }

    @Test func foundationCollectionThatContainsItself() {
        let dictionary = NSMutableDictionary()
        dictionary["me"] = dictionary
        let array = NSMutableArray()
        array.add(["again": array])
        _ = expectReflectionError(
            of: ["top": dictionary], using: Self.throwing, code: .cycleDetected, location: "top.me")
        _ = expectReflectionError(of: array, using: Self.throwing, code: .cycleDetected, location: "[0].again")
        dictionary.removeAllObjects()
        array.removeAllObjects()
    }

    // MARK: - Shared Instances

    @Test func sharedInstanceIsReflectedWhereverItAppears() throws {
        let shared = Pair(name: "shared")
        let team = Team(name: "t", pairs: [shared, shared, Pair(name: "x", partner: shared)])
        try expectReflection(
            of: team,
            is: [
                "name": "t",
                "pairs": [
                    ["name": "shared"],
                    ["name": "shared"],
                    ["name": "x", "partner": ["name": "shared"]],
                ],
            ]
        )
    }

    @Test func diamondIsNotACycle() throws {
        let bottom = Pair(name: "bottom")
        let top = Diamond(left: Pair(name: "l", partner: bottom), right: Pair(name: "r", partner: bottom))
        try expectReflection(
            of: top,
            is: [
                "left": ["name": "l", "partner": ["name": "bottom"]],
                "right": ["name": "r", "partner": ["name": "bottom"]],
            ]
        )
    }

    // MARK: - Depth

    @Test func tenThousandDeepChainThrowsAtTheDefaultDepth() {
        let chain = Chain(length: 10_000)
        let expectedLocation = MappingPath(Array(repeating: .key("next"), count: 256))
        let error = expectReflectionError(of: chain.head, code: .depthLimitExceeded, location: expectedLocation)
        #expect(error?.message == "The value is nested deeper than the maximum depth of 256.")
    }

    @Test func tenThousandDeepChainWithTheCycleStrategyAlsoThrows() {
        let chain = Chain(length: 10_000)
        var reflector = DictionaryReflector()
        reflector.cycleStrategy = .reference
        _ = expectReflectionError(
            of: ["chain": chain.head],
            using: reflector,
            code: .depthLimitExceeded,
            location: MappingPath([.key("chain")] + Array(repeating: .key("next"), count: 255))
        )
    }

    @Test(arguments: [(depth: 256, limit: 256), (depth: 3, limit: 3), (depth: 511, limit: 511)])
    func chainAtTheLimitIsReflected(depth: Int, limit: Int) throws {
        let chain = Chain(length: depth)
        var reflector = DictionaryReflector()
        reflector.maximumDepth = limit
        let tree = try reflectChecked(chain.head, using: reflector)
        #expect(Self.depth(of: tree) == depth)
    }

    @Test func chainOneBeyondTheLimitThrows() {
        let chain = Chain(length: 4)
        var reflector = DictionaryReflector()
        reflector.maximumDepth = 3
        _ = expectReflectionError(
            of: chain.head, using: reflector, code: .depthLimitExceeded, location: "next.next.next")
    }

    @Test func markersAndByteArraysCountTowardsTheDepth() throws {
        var reflector = DictionaryReflector()
        reflector.dataEncodingStrategy = .deferredToData
        reflector.cycleStrategy = .reference
        reflector.maximumDepth = 1
        _ = expectReflectionError(of: ["d": Data([1])], using: reflector, code: .depthLimitExceeded, location: "d")
        reflector.maximumDepth = 2
        try expectReflection(of: ["d": Data([1])], using: reflector, is: ["d": [1]])
        _ = expectReflectionError(
            of: Pair.cycle().a,
            using: reflector,
            code: .depthLimitExceeded,
            location: "partner.partner"
        )
        reflector.maximumDepth = 3
        try expectReflection(
            of: Pair.cycle().a,
            using: reflector,
            is: ["name": "a", "partner": ["name": "b", "partner": ["$ref": "$"]]]
        )
    }

    @Test func deeplyNestedArraysThrow() {
        var nested: Any = [Any]()
        for _ in 0..<10_000 { nested = [nested] }
        let error = #expect(throws: ModelMapperError.self) { _ = try DictionaryReflector().reflect(nested) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == MappingPath(Array(repeating: .index(0), count: 256)))
        Self.dismantle(&nested)
    }

    /// The walk keeps its own stack, so even a limit far beyond JSONSerialization's reaches the end of a
    /// 10 000-deep chain without overflowing the call stack. This is the one test whose output is not checked
    /// with JSONSerialization: `isValidJSONObject` rejects nesting beyond 511 levels (and itself recurses once per
    /// level), which is why the default limit is 256.
    @Test func tenThousandDeepChainWithARaisedLimitIsWalkedWithoutRecursion() throws {
        let chain = Chain(length: 10_000)
        var reflector = DictionaryReflector()
        reflector.maximumDepth = 10_000
        var tree = try reflector.reflect(chain.head)
        #expect(Self.depth(of: tree) == 10_000)
        Self.dismantle(&tree)
    }

    /// The number of nested objects along the `next` chain, counted without recursion.
    static func depth(of tree: Any) -> Int {
        var depth = 0
        var current: Any? = tree
        while let object = current as? [String: Any] {
            depth += 1
            #expect(object["value"] as? Int == depth - 1)
            current = object["next"]
        }
        return depth
    }

    /// Releases a deep tree level by level, so that releasing it does not recurse once per level.
    static func dismantle(_ tree: inout Any) {
        var levels: [Any] = []
        var current: Any? = tree
        while let value = current {
            levels.append(value)
            if let object = value as? [String: Any] {
                current = object["next"]
            } else if let array = value as? [Any] {
                current = array.first
            } else {
                current = nil
            }
        }
        tree = NSNull()
        // Outermost first: each level is then freed while the next one is still held by `levels`.
        for index in levels.indices { levels[index] = NSNull() }
    }
}

// MARK: - Test Types

/// Fixtures live inside the suite so that their names cannot clash with types of other test files.
extension DictionaryReflectorGraphTests {
    fileprivate final class Pair {
        var name: String
        var partner: Pair?

        init(name: String, partner: Pair? = nil) {
            self.name = name
            self.partner = partner
        }

        /// Two instances that refer to each other: a → b → a. The caller keeps them and breaks nothing: the pair leaks
        /// deliberately in a test process.
        static func cycle() -> (a: Pair, b: Pair) {
            let a = Pair(name: "a")
            let b = Pair(name: "b", partner: a)
            a.partner = b
            return (a, b)
        }
    }

    fileprivate final class Folder {
        let name: String
        weak var parent: Folder?
        var children: [Folder] = []
        init(name: String) { self.name = name }
    }

    fileprivate struct Team {
        var name: String
        var pairs: [Pair]
    }

    fileprivate struct Diamond {
        var left: Pair
        var right: Pair
    }

    fileprivate final class Reflexive: CustomDictionaryReflectable {
        var dictionaryRepresentation: Any { ["me": self] }
    }

    fileprivate final class Holder {
        var payload: [String: Any] = [:]
    }

    fileprivate final class Registry {
        var entries: [Tag: String] = [:]
    }

    fileprivate final class Tag: Hashable {
        let name: String
        var owner: Registry?

        init(name: String, owner: Registry) {
            self.name = name
            self.owner = owner
        }

        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A linked list of classes. Every node is also kept in `nodes`, so that releasing the chain does not recurse once
    /// per node.
    fileprivate final class Node {
        let value: Int
        var next: Node?
        init(value: Int) { self.value = value }
    }

    fileprivate struct Chain {
        let nodes: [Node]
        var head: Node { nodes[0] }

        init(length: Int) {
            nodes = (0..<length).map { Node(value: $0) }
            for (node, next) in zip(nodes, nodes.dropFirst()) { node.next = next }
        }
    }
}

import Foundation
import ModelMapper

// Class graphs for the reflector and the encoder, and an `Encodable` type that pushes the `Encoder` API to its
// limits.

/// A node of a class graph built from the input: children shared between nodes, cycles through strong
/// references, a weak and an unowned back-reference, closures that capture nodes, and a payload of any kind.
///
/// Its `encode(to:)` picks a container kind per node, so that a cycle can run through keyed containers, unkeyed
/// containers, single-value containers or super encoders.
final class FuzzGraphNode: Encodable {
    var name: String
    var value: Double
    var children: [FuzzGraphNode] = []
    var next: FuzzGraphNode?
    weak var parent: FuzzGraphNode?
    unowned(safe) var anchor: FuzzGraphNode?
    var action: (() -> Void)?
    var transform: (Int) -> Int = { $0 }
    var payload: Any?
    var label: (Int, text: String)
    var mode: UInt8

    init(name: String, value: Double, mode: UInt8) {
        self.name = name
        self.value = value
        self.mode = mode
        self.label = (Int(mode), text: name)
    }

    private enum CodingKeys: String, CodingKey {
        case name, value, children, next, parent, anchor
    }

    /// Encodes the node through the container kind its mode names, following `next`, the children and sometimes
    /// the back-references, so that a cycle in the graph is a cycle in the encode.
    func encode(to encoder: any Encoder) throws {
        switch mode % 5 {
        case 0:
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(value, forKey: .value)
            try container.encode(children, forKey: .children)
            try container.encodeIfPresent(next, forKey: .next)
            if mode & 0x10 != 0 { try container.encodeIfPresent(parent, forKey: .parent) }
            if mode & 0x20 != 0 { try container.encodeIfPresent(anchor, forKey: .anchor) }
        case 1:
            // A cycle through single-value containers never opens a container the depth limit counts.
            var container = encoder.singleValueContainer()
            if let next { try container.encode(next) } else { try container.encode(name) }
        case 2:
            var container = encoder.unkeyedContainer()
            try container.encode(contentsOf: children)
            if let next { try container.encode(next) }
        case 3:
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try next?.encode(to: container.superEncoder())
            try parent?.encode(to: container.superEncoder(forKey: .parent))
        default:
            // A cycle that recursed through `superEncoder()` alone would call no throwing method of the encoder,
            // so no encoder could stop it (JSONEncoder neither): each level writes its name first, which throws
            // once the containers are beyond the depth limit.
            var container = encoder.unkeyedContainer()
            try container.encode(name)
            try next?.encode(to: container.superEncoder())
            for child in children { try child.encode(to: container.superEncoder()) }
        }
    }
}

/// A struct holding a graph, for the reflector: the same nodes through an array, a tuple, an enum with an
/// associated value, a dictionary keyed by a struct, a set of wrappers, and a value that chooses its own
/// representation.
struct FuzzGraphBox {
    var node: FuzzGraphNode
    var nodes: [FuzzGraphNode]
    var pair: (FuzzGraphNode, FuzzGraphNode?)
    var edge: FuzzGraphEdge
    var byPosition: [FuzzPosition: FuzzGraphNode]
    var represented: FuzzRepresented

    init(node: FuzzGraphNode, nodes: [FuzzGraphNode]) {
        self.node = node
        self.nodes = nodes
        self.pair = (node, nodes.last)
        self.edge = nodes.count > 1 ? .link(from: node, to: nodes[1]) : .single(node)
        self.byPosition = Dictionary(
            nodes.enumerated().map { (FuzzPosition(x: $0.offset % 2, y: $0.offset / 2), $0.element) },
            uniquingKeysWith: { first, _ in first })
        self.represented = FuzzRepresented(node: node, mode: node.mode)
    }
}

/// An enum whose cases carry nodes.
enum FuzzGraphEdge {
    case single(FuzzGraphNode)
    case link(from: FuzzGraphNode, to: FuzzGraphNode)
}

/// A struct used as a dictionary key, which the reflector writes as its JSON text.
struct FuzzPosition: Hashable {
    var x: Int
    var y: Int
}

/// A value whose reflected representation is chosen by the input: a dictionary holding its node, the value itself
/// again (a representation loop), a closure, or its node.
struct FuzzRepresented: CustomDictionaryReflectable {
    var node: FuzzGraphNode
    var mode: UInt8

    var dictionaryRepresentation: Any {
        switch mode >> 5 % 4 {
        case 0: ["node": node, "name": node.name] as [String: Any]
        case 1: self
        case 2: node.transform
        default: node
        }
    }
}

/// Builds a graph of up to eight nodes from the input, and breaks its cycles afterwards so that LeakSanitizer sees
/// only what the library leaks.
struct FuzzGraphBuilder {
    var reader: FuzzByteReader
    private(set) var nodes: [FuzzGraphNode] = []
    private var dictionaries: [NSMutableDictionary] = []

    init(reader: FuzzByteReader) {
        self.reader = reader
    }

    /// Builds the nodes, then their edges; returns the first node.
    mutating func build() -> FuzzGraphNode {
        let count = 1 + reader.choice(8)
        for _ in 0..<count {
            let value = [Double.nan, .infinity, 0.5, -0.0, 1e300][reader.choice(5)]
            nodes.append(FuzzGraphNode(name: reader.string(), value: value, mode: reader.byte()))
        }
        for node in nodes {
            for _ in 0..<reader.choice(4) { node.children.append(pick()) }
            if reader.bool() { node.next = pick() }
            if reader.bool() { node.parent = pick() }
            if reader.bool() { node.anchor = pick() }
            if reader.bool() {
                let captured = pick()
                node.action = { _ = captured.name }
            }
            switch reader.choice(6) {
            case 0: node.payload = pick()
            case 1: node.payload = [pick(), pick()]
            case 2:
                let dictionary = NSMutableDictionary()
                dictionary["node"] = pick()
                dictionary["self"] = dictionary
                dictionaries.append(dictionary)
                node.payload = dictionary
            case 3: node.payload = Optional<FuzzGraphNode>.some(pick()) as Any
            case 4: node.payload = FuzzGraphEdge.link(from: pick(), to: pick())
            default: break
            }
        }
        return nodes[0]
    }

    private mutating func pick() -> FuzzGraphNode {
        nodes[reader.choice(nodes.count)]
    }

    /// Drops every strong reference between nodes.
    func breakCycles() {
        for dictionary in dictionaries { dictionary.removeAllObjects() }
        for node in nodes {
            node.children = []
            node.next = nil
            node.action = nil
            node.payload = nil
        }
    }
}

/// An `Encodable` value that runs a short program of `Encoder` calls drawn from the input: containers nested up to
/// 100 000 levels, super encoders chained as deeply, containers asked for after a value was encoded, values
/// encoded twice under one key, keys with dots and brackets, and values JSON cannot hold.
struct FuzzHostileEncodable: Encodable {
    /// One step of the program.
    enum Step {
        case nestedUnkeyed(Int)
        case nestedKeyed(Int, key: String)
        case superChain(Int)
        case singleThenKeyed
        case twiceUnderOneKey(String)
        case nonConforming(UInt8)
        case keys([String])
        case nestedInSingle(Int)
    }

    let steps: [Step]

    /// Reads one to three steps; the sizes are mostly small, and up to 100 000.
    init(reader: inout FuzzByteReader) {
        var steps: [Step] = []
        for _ in 0..<(1 + reader.choice(3)) {
            // Mostly small, so that most programs get past the nesting to the other steps.
            let size = [0, 1, 2, 10, 600, 5_000, 20_000, 100_000, Int(reader.byte())][max(0, reader.choice(16) - 7)]
            switch reader.choice(8) {
            case 0: steps.append(.nestedUnkeyed(size))
            case 1: steps.append(.nestedKeyed(size, key: reader.string()))
            case 2: steps.append(.superChain(size))
            case 3: steps.append(.singleThenKeyed)
            case 4: steps.append(.twiceUnderOneKey(reader.string()))
            case 5: steps.append(.nonConforming(reader.byte()))
            case 6: steps.append(.keys((0..<reader.choice(6)).map { _ in reader.string() }))
            default: steps.append(.nestedInSingle(size))
            }
        }
        self.steps = steps
    }

    /// Runs the steps, in order, against the one encoder.
    func encode(to encoder: any Encoder) throws {
        for step in steps {
            switch step {
            case .nestedUnkeyed(let levels):
                var container = encoder.unkeyedContainer()
                for _ in 0..<levels { container = container.nestedUnkeyedContainer() }
                try container.encode(levels)
            case .nestedKeyed(let levels, let key):
                var container = encoder.container(keyedBy: FuzzKey.self)
                for _ in 0..<levels {
                    container = container.nestedContainer(keyedBy: FuzzKey.self, forKey: FuzzKey(key))
                }
                try container.encode(levels, forKey: FuzzKey("levels"))
            case .superChain(let levels):
                var current: any Encoder = encoder
                for _ in 0..<levels {
                    var container = current.container(keyedBy: FuzzKey.self)
                    current = container.superEncoder()
                }
                var last = current.singleValueContainer()
                try last.encode(levels)
            case .singleThenKeyed:
                var single = encoder.singleValueContainer()
                try single.encode("once")
                var keyed = encoder.container(keyedBy: FuzzKey.self)
                try keyed.encode("twice", forKey: FuzzKey("name"))
                try single.encode("again")
            case .twiceUnderOneKey(let key):
                var container = encoder.container(keyedBy: FuzzKey.self)
                try container.encode(1, forKey: FuzzKey(key))
                var nested = container.nestedUnkeyedContainer(forKey: FuzzKey(key))
                try nested.encode(2)
                var keyed = container.nestedContainer(keyedBy: FuzzKey.self, forKey: FuzzKey(key))
                try keyed.encode(3, forKey: FuzzKey(key))
                try container.encode(4, forKey: FuzzKey(key))
            case .nonConforming(let which):
                var container = encoder.unkeyedContainer()
                switch which % 6 {
                case 0: try container.encode(Double.nan)
                case 1: try container.encode(-Float.infinity)
                case 2: try container.encode(Decimal.nan)
                case 3: try container.encode(Date(timeIntervalSinceReferenceDate: .nan))
                case 4: try container.encode(Date(timeIntervalSinceReferenceDate: .infinity))
                default: try container.encode(Int128.max)
                }
            case .keys(let keys):
                var container = encoder.container(keyedBy: FuzzKey.self)
                for (index, key) in keys.enumerated() { try container.encode(index, forKey: FuzzKey(key)) }
            case .nestedInSingle(let levels):
                var container = encoder.singleValueContainer()
                try container.encode(FuzzNestedArrays(levels: levels))
            }
        }
    }
}

/// Arrays nested `levels` deep, encoded one level per `encode(to:)` call.
struct FuzzNestedArrays: Encodable {
    let levels: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if levels > 0 { try container.encode(FuzzNestedArrays(levels: levels - 1)) }
    }
}

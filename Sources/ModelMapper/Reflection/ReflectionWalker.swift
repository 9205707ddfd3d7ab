import Foundation

/// The engine behind ``DictionaryReflector``: an iterative depth-first walk that keeps the containers being built
/// on its own stack, so that the call stack stays flat however deep the value is.
struct ReflectionWalker {
    /// One entry of a container being built: the object key, or `nil` for an array position, and the value.
    struct Child {
        let key: String?
        let value: Any
    }

    enum Kind {
        case object
        case array
        /// An array whose elements are sorted when it is complete.
        case set
    }

    enum Outcome {
        case value(Any)
        /// A `nil`, or a value left out by a strategy.
        case absent
        /// A container whose children are still to be reflected; `identity` is the class instance it stands for,
        /// `model` the struct or class type whose stored properties are the children (hints name its keys).
        case container(Kind, [Child], identity: ObjectIdentifier?, model: Any.Type? = nil)
    }

    /// A container on the stack: its pending children and the part already reflected.
    struct Frame {
        let kind: Kind
        let children: [Child]
        /// How the parent reaches this container; `nil` for the top level.
        let step: SourceStep?
        /// The class instance the container stands for, tracked for cycles while it is on the stack.
        let identity: ObjectIdentifier?
        /// How many containers deep the container is in the result, itself included.
        let depth: Int
        /// Under hints: a model's hints for its keys, or those another container passes on to its elements.
        let hints: HintTree?
        /// Whether the children are a model's stored properties, which hints name.
        let isModel: Bool
        /// Where a hinted model writes its keys in the backend's spelling.
        let box: ObjectBox?
        var next = 0
        var object: [String: Any] = [:]
        var array: [Any] = []

        init(
            kind: Kind, children: [Child], step: SourceStep?, identity: ObjectIdentifier?, depth: Int,
            hints: HintTree? = nil, isModel: Bool = false
        ) {
            self.kind = kind
            self.children = children
            self.step = step
            self.identity = identity
            self.depth = depth
            self.hints = hints
            self.isModel = isModel
            box = isModel && hints != nil ? ObjectBox(tracksOwners: true) : nil
            if kind != .object {
                array.reserveCapacity(children.count)
            } else if box == nil {
                object.reserveCapacity(children.count)
            }
        }

        mutating func append(_ value: Any, key: String?) {
            if kind == .object, let key {
                object[key] = value
            } else {
                array.append(value)
            }
        }
    }

    struct EnumPayload {
        let children: [Child]
    }

    let options: DictionaryReflector
    /// Whether hints apply: for the value reflected, not for a dictionary key reflected on its own (keys are data).
    let hinted: Bool
    private var merger = HintMerger()
    /// Where the walk starts: empty for the top level; the dictionary's location for a key reflected on its own.
    let basePath: MappingPath
    /// The containers around the value walked: zero at the top, the dictionary's depth for one of its keys.
    let depthOffset: Int
    /// For a key: the class instances on the path to its dictionary, with their locations.
    let outerAncestors: [ObjectIdentifier: MappingPath]
    /// The containers being built, the outermost first.
    var stack: [Frame] = []
    /// The class instances whose containers are on the stack, with their stack index.
    private(set) var ancestors: [ObjectIdentifier: Int] = [:]

    /// A walker for a value reflected by ``DictionaryReflector/reflect(_:hints:)``, to which hints apply.
    init(options: DictionaryReflector) {
        self.init(options: options, hinted: true, basePath: MappingPath(), depthOffset: 0, outerAncestors: [:])
    }

    /// A walker that starts at `basePath`, `depthOffset` containers deep: the walker of a dictionary's keys.
    init(
        options: DictionaryReflector,
        hinted: Bool,
        basePath: MappingPath,
        depthOffset: Int,
        outerAncestors: [ObjectIdentifier: MappingPath]
    ) {
        self.options = options
        self.hinted = hinted
        self.basePath = basePath
        self.depthOffset = depthOffset
        self.outerAncestors = outerAncestors
    }

    // MARK: - Walk

    /// Reflects `root`; under hints, `hints` are the call site's for it.
    mutating func walk(_ root: Any, hints: HintTree? = nil) throws -> Any {
        switch try classify(root, step: nil) {
        case .value(let value):
            return value
        case .absent:
            return NSNull()
        case .container(let kind, let children, let identity, let model):
            try push(kind, children, step: nil, identity: identity, model: model, callSite: hints)
        }
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].children.count else {
                let frame = stack.removeLast()
                if let identity = frame.identity { ancestors[identity] = nil }
                let result = try finish(frame)
                guard let parent = stack.indices.last else { return result }
                if case .key(let key) = frame.step {
                    try add(result, key: key, to: parent)
                } else {
                    stack[parent].append(result, key: nil)
                }
                continue
            }
            stack[top].next = index + 1
            let child = stack[top].children[index]
            let step: SourceStep = child.key.map { .key($0) } ?? .index(index)
            switch try classify(child.value, step: step) {
            case .value(let value):
                try add(value, key: child.key, to: top)
            case .absent:
                if child.key == nil || options.nilStrategy == .null {
                    try add(NSNull(), key: child.key, to: top)
                }
            case .container(let kind, let children, let identity, let model):
                try push(kind, children, step: step, identity: identity, model: model, callSite: hintsPassed(to: child))
            }
        }
        return NSNull()  // not reached: the loop returns when the top-level container is complete
    }

    /// Puts a container on the stack, after checking the depth limit.
    private mutating func push(
        _ kind: Kind, _ children: [Child], step: SourceStep?, identity: ObjectIdentifier?, model: Any.Type?,
        callSite: HintTree?
    ) throws {
        let depth = (stack.last?.depth ?? depthOffset) + levels(to: step)
        guard depth <= options.maximumDepth else {
            throw ModelMapperError.depthLimit(options.maximumDepth, at: location(step))
        }
        if let identity { ancestors[identity] = stack.count }
        // Without call-site hints, only a model that provides its own needs its type's hints looked up.
        guard hinted, callSite != nil || model.map({ $0 is any HintProviding.Type }) == true else {
            stack.append(
                Frame(
                    kind: kind, children: children, step: step, identity: identity, depth: depth,
                    isModel: model != nil && kind == .object))
            return
        }
        // A model merges its own hints under its call site's; other containers pass the call site's on.
        let hints = try model.map { try merger.hints(for: $0, callSite: callSite, recipe: options.recipe) } ?? callSite
        stack.append(
            Frame(
                kind: kind, children: children, step: step, identity: identity, depth: depth, hints: hints,
                isModel: model != nil && kind == .object))
    }

    private func finish(_ frame: Frame) throws -> Any {
        if let box = frame.box { return box.finishedDictionary() }
        switch frame.kind {
        case .object: return frame.object
        case .array: return frame.array
        case .set: return try Self.sorted(frame.array)
        }
    }
}

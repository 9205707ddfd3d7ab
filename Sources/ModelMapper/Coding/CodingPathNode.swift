/// One step of a coding path, linked to its parent: the model key taken and the source step that was read.
///
/// Nodes are made only when a nested container or value is entered; a scalar's key joins the path only when an
/// error is built, so decoding allocates no path per key. A node's place never changes while anything but its
/// decoder refers to it: the decoder reuses a node (``reuse(as:container:)``) only once its value is decoded and
/// nothing else (a child, a container, an ``UnknownKeys`` bag, a report record) holds it.
final class CodingPathNode {
    @exclusivity(unchecked) private(set) var parent: CodingPathNode?
    /// The model key; `nil` only for the root.
    @exclusivity(unchecked) private(set) var key: (any CodingKey)?
    /// The source step that was read; `nil` for the root and for steps with no source counterpart.
    @exclusivity(unchecked) private(set) var step: SourceStep?
    /// Whether ``step`` is ``SourceStep/inline``: the node of an inline model, asked for every object decoded (a
    /// flag, where matching the step would copy it).
    @exclusivity(unchecked) private(set) var isInline: Bool
    /// Whether the decode at this root node notes the errors it builds (``failureTraceToNote``).
    @exclusivity(unchecked) var tracesFailures = false
    /// The number of keys from the root: the value at a node of depth `d` is inside `d` containers.
    @exclusivity(unchecked) private(set) var depth: Int
    /// The Foundation container (`NSDictionary`, `NSArray`) the node's value is, if it is one: the only kind of
    /// value that can contain itself, found again by walking up the nodes.
    @exclusivity(unchecked) private(set) var container: ObjectIdentifier?
    /// The coding key type of the first keyed container a decoder opened on this node's object, and of the others
    /// (a class and its superclass open one each): what an ``UnknownKeys`` bag of the object must not keep.
    @exclusivity(unchecked) private var keyType: (any CodingKey.Type)?
    /// What few objects need: made when first needed, so that a node holds one reference for it rather than two
    /// arrays to release.
    @exclusivity(unchecked) private var rare: Rare?
    /// The mapping report's record of the node's object, while a report is made: the decoder's report keeps it here
    /// (`reportRecord`, in `Decoding/MappingRecorder.swift`, which clears it when it is done). Held as `AnyObject` so
    /// that positions, which both coders share, do not depend on the decoder's report.
    @exclusivity(unchecked) var reportSlot: AnyObject?

    /// What a node keeps of its object in the rare cases that need it.
    private final class Rare {
        /// The coding key types of the keyed containers opened after the first.
        var moreKeyTypes: [any CodingKey.Type] = []
        /// The coding keys read through the library's own containers (``AnyCodingKey``, as a discriminator is
        /// read), which accept every key and so claim only the keys they read, and every key read under a
        /// case-insensitive key strategy.
        var readNames: Set<String> = []
        /// ``readNames`` lowercased, kept under a case-insensitive key strategy.
        var foldedReadNames: Set<String> = []
        /// The inline models (``Hint/inline(_:)``) read from the node's object and done: what they claim of the
        /// object is claimed for it.
        var inlineParts: [InlinePart] = []
        /// For an inline model's node, the object as its first keyed container reads it.
        var inlineSource: HintedObject?
        /// For a root node, the trace of the errors its decode builds, when it keeps one.
        var failureTrace: FailureTrace?
    }

    /// An inline model read from a node's object: the object as the model read it, and what the model's keyed
    /// containers claimed. A copy, not the model's node, which the decoder reuses once the model is done (and which
    /// refers to the owner's node, which would then refer back to it).
    struct InlinePart {
        let source: HintedObject
        let claims: Claims
    }

    /// The node whose object an inline model at this node is read from: the nearest one above that is not itself an
    /// inline model's; `nil` when this node is not an inline model's.
    var inlineOwner: CodingPathNode? {
        guard isInline else { return nil }
        var owner = parent
        while let current = owner, current.isInline { owner = current.parent }
        return owner
    }

    /// Notes the object an inline model's keyed container reads, at the model's node (the first container's).
    func openedInlineObject(_ source: HintedObject) {
        let rare = rareState()
        if rare.inlineSource == nil { rare.inlineSource = source }
    }

    /// The inline model at this node is done: what its containers claimed is claimed for its owner's object (see
    /// ``inlineOwner``). Does nothing at any other node.
    @inline(__always)
    func finishInlineModel() {
        if isInline { addInlinePartToOwner() }
    }

    private func addInlinePartToOwner() {
        guard let owner = inlineOwner, let source = rare?.inlineSource else { return }
        owner.rareState().inlineParts.append(InlinePart(source: source, claims: claims))
    }

    /// The trace of the errors the decode builds (``FailureTrace``), kept on its root node from the first error
    /// noted, when the decode keeps one (``tracesFailures``).
    var failureTrace: FailureTrace? { rare?.failureTrace }

    /// The trace to note an error in: on a root node that ``tracesFailures``, made when the first error is noted, so
    /// that a decode that builds no error pays for none.
    var failureTraceToNote: FailureTrace? {
        guard tracesFailures else { return nil }
        if let trace = rare?.failureTrace { return trace }
        let trace = FailureTrace()
        rareState().failureTrace = trace
        return trace
    }

    /// The root node above this one.
    var root: CodingPathNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The inline models read from the node's object and done so far.
    var inlineParts: [InlinePart] { rare?.inlineParts ?? [] }

    /// The node's ``Rare`` state, made if need be.
    private func rareState() -> Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// A root node that holds no container: where an encoder's own containers start. Shared, as nothing in a node
    /// changes after it is made.
    nonisolated(unsafe) static let start = CodingPathNode(parent: nil, key: nil, step: nil, depth: 0, container: nil)

    /// The root node, for a top-level value.
    static func root(of value: Any? = nil) -> CodingPathNode {
        CodingPathNode(
            parent: nil, key: nil, step: nil, depth: 0, container: value.flatMap(TreeValue.containerIdentity))
    }

    private init(
        parent: CodingPathNode?, key: (any CodingKey)?, step: SourceStep?, depth: Int, container: ObjectIdentifier?
    ) {
        self.parent = parent
        self.key = key
        self.step = step
        if case .inline? = step { isInline = true } else { isInline = false }
        self.depth = depth
        self.container = container
    }

    /// A child node one level deeper.
    func appending(_ key: any CodingKey, step: SourceStep?, container: ObjectIdentifier? = nil) -> CodingPathNode {
        CodingPathNode(parent: self, key: key, step: step, depth: depth + 1, container: container)
    }

    /// Turns this node, which its caller holds the only reference to, into the node `location` makes: what
    /// ``ValueLocation/makeNode(container:)`` returns, without allocating one.
    func reuse(as location: ValueLocation, container: ObjectIdentifier?) {
        parent = location.node
        key = location.key
        step = location.step
        if case .inline? = location.step { isInline = true } else { isInline = false }
        depth = location.node.depth + 1
        self.container = container
        keyType = nil
        rare = nil
        reportSlot = nil
    }

    /// Links a node kept for reuse to the next one kept (``reuse(as:container:)`` replaces the link).
    func linkSpare(to next: CodingPathNode?) { parent = next }

    /// Notes that a decoder opened a keyed container with this coding key type on the node's object.
    @inline(__always)
    func openedKeyedContainer(_ type: any CodingKey.Type) {
        guard let keyType else {
            keyType = type
            return
        }
        if ObjectIdentifier(keyType) != ObjectIdentifier(type) { rareState().moreKeyTypes.append(type) }
    }

    /// Notes that a container with a key type that accepts every key (the library's own) read the coding key `name`
    /// on the node's object: it claims that key, and not every key it could read.
    func readThroughAnyKey(_ name: String) {
        rareState().readNames.insert(name)
    }

    /// Notes that a keyed container read the coding key `name` under a case-insensitive key strategy: it claims, for
    /// an ``UnknownKeys`` bag, every source key spelled like it in any case.
    func readIgnoringCase(_ name: String) {
        let rare = rareState()
        if rare.readNames.insert(name).inserted { rare.foldedReadNames.insert(name.lowercased()) }
    }

    /// What the keyed containers opened on the node's object have claimed so far: a value to give back to
    /// ``restoreClaims(_:)``.
    struct Claims {
        fileprivate let keyType: (any CodingKey.Type)?
        fileprivate let moreKeyTypes: [any CodingKey.Type]
        fileprivate let readNames: Set<String>
        fileprivate let foldedReadNames: Set<String>
        fileprivate let inlinePartCount: Int
    }

    /// The claims made on the node's object so far (copies that share storage until either side changes).
    var claims: Claims {
        Claims(
            keyType: keyType, moreKeyTypes: rare?.moreKeyTypes ?? [], readNames: rare?.readNames ?? [],
            foldedReadNames: rare?.foldedReadNames ?? [], inlinePartCount: rare?.inlineParts.count ?? 0)
    }

    /// Takes back the claims made since `claims` was taken: those of an attempt on the object that failed, whose
    /// reads do not count for an ``UnknownKeys`` bag (the value it read is not in the model, so the bag keeps it).
    func restoreClaims(_ claims: Claims) {
        keyType = claims.keyType
        guard let rare else { return }
        rare.moreKeyTypes = claims.moreKeyTypes
        rare.readNames = claims.readNames
        rare.foldedReadNames = claims.foldedReadNames
        if rare.inlineParts.count > claims.inlinePartCount {
            rare.inlineParts.removeSubrange(claims.inlinePartCount...)
        }
    }

    /// Whether this node or one of its ancestors holds the Foundation container `identity`.
    func holds(_ identity: ObjectIdentifier) -> Bool {
        var node: CodingPathNode? = self
        while let current = node {
            if current.container == identity { return true }
            node = current.parent
        }
        return false
    }

    /// The model coding path from the root to this node.
    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        keys.reserveCapacity(depth)
        var node: CodingPathNode? = self
        while let current = node, let key = current.key {
            keys.append(key)
            node = current.parent
        }
        return keys.reversed()
    }

    /// The source path from the root to this node, such as `MEMBERS[1].Dog`.
    var sourcePath: MappingPath { sourcePath() }

    /// The source path from the root to this node, then `step` (the step to the value at `key` inside it) when there
    /// is one. With `wildcardIndices` set, every place a report groups is `[*]` (``MappingPath/Component/anyIndex``):
    /// an array index, and the key of an entry of a dictionary the model decodes (data, which never names a group);
    /// an entry of an object read as an array (``Hint/entries(keyedInto:valuesInto:order:)``) is the key `*`. Made
    /// walking up the nodes, into one array of components.
    func sourcePath(
        appending step: SourceStep? = nil, forKey key: (any CodingKey)? = nil, wildcardIndices: Bool = false
    ) -> MappingPath {
        var reversed: [MappingPath.Component] = []
        reversed.reserveCapacity(depth + 1)
        if let step { Self.appendReversed(step, key: key, wildcard: wildcardIndices, to: &reversed) }
        var node: CodingPathNode? = self
        while let current = node, let key = current.key {
            if let step = current.step {
                Self.appendReversed(step, key: key, wildcard: wildcardIndices, to: &reversed)
            }
            node = current.parent
        }
        return MappingPath(reversed: reversed)
    }

    private static func appendReversed(
        _ step: SourceStep, key: (any CodingKey)?, wildcard: Bool, to reversed: inout [MappingPath.Component]
    ) {
        guard wildcard else { return MappingPath.appendReversed(step, to: &reversed) }
        switch step {
        case .index: reversed.append(.anyIndex)
        case .entry: reversed.append(.key("*"))
        case .key where key.map(AnyCodingKey.isElement) == true: reversed.append(.anyIndex)
        default: MappingPath.appendReversed(step, to: &reversed)
        }
    }

    /// The model path from the root to this node, then `key` when there is one; with every array index and every
    /// dictionary entry's key as ``MappingPath/Component/anyIndex`` when `wildcardIndices` is set. Made walking up the
    /// nodes, into one array of components, without making the coding path.
    func modelPath(appending key: (any CodingKey)? = nil, wildcardIndices: Bool = false) -> MappingPath {
        var reversed: [MappingPath.Component] = []
        reversed.reserveCapacity(depth + 1)
        func append(_ key: any CodingKey) {
            reversed.append(wildcardIndices && AnyCodingKey.isElement(key) ? .anyIndex : MappingPath.Component(key))
        }
        if let key { append(key) }
        var node: CodingPathNode? = self
        while let current = node, let key = current.key {
            append(key)
            node = current.parent
        }
        return MappingPath(reversed: reversed)
    }
}

/// Where a value is being read: a node, optionally extended by the key and source step of a value inside it.
///
/// Keyed and unkeyed containers describe their elements this way without allocating a node; one is made only
/// when the element is a nested value (``makeNode()``) or an error needs its path.
struct ValueLocation {
    let node: CodingPathNode
    let key: (any CodingKey)?
    let step: SourceStep?
    /// Whether the location is a value inside the node. Stored rather than tested on ``key``: testing an optional
    /// existential copies it, and this is asked on every nested value.
    let hasKey: Bool

    /// The location of the value at `key` inside `node`, reached by `step`.
    init(node: CodingPathNode, key: any CodingKey, step: SourceStep?) {
        self.node = node
        self.key = key
        self.step = step
        self.hasKey = true
    }

    private init(root node: CodingPathNode) {
        self.node = node
        self.key = nil
        self.step = nil
        self.hasKey = false
    }

    /// The location of the node itself (a single-value container, a top-level value).
    static func root(_ node: CodingPathNode) -> ValueLocation { ValueLocation(root: node) }

    var codingPath: [any CodingKey] {
        guard let key else { return node.codingPath }
        return node.codingPath + [key]
    }

    var depth: Int { hasKey ? node.depth + 1 : node.depth }

    /// The node for this location, made when a nested value is entered.
    func makeNode(container: ObjectIdentifier? = nil) -> CodingPathNode {
        guard hasKey, let key else { return node }
        return node.appending(key, step: step, container: container)
    }

    /// The source path that was read, such as `MEMBERS[1].Dog.NameString`.
    var sourcePath: MappingPath { node.sourcePath(appending: step) }

    /// The source path with the places a report groups as `[*]`: `MEMBERS[*].Dog.NameString`.
    var groupedSourcePath: MappingPath { node.sourcePath(appending: step, forKey: key, wildcardIndices: true) }

    /// The model path with the places a report groups as `[*]`: `members[*].aDog.name`.
    var groupedModelPath: MappingPath { node.modelPath(appending: key, wildcardIndices: true) }

    /// Whether the source path that was read spells something other than the model path, found by comparing the
    /// steps with the keys rather than rendering both paths (errors thrown while probing deep input stay cheap).
    var sourceDiffersFromModelPath: Bool {
        func differs(_ key: any CodingKey, _ step: SourceStep?) -> Bool {
            switch step {
            case nil: false
            case .key(let sourceKey): sourceKey != key.stringValue
            case .index(let index): key.intValue != index
            case .entries(let reached, _): differs(key, reached)
            case .path, .entry, .inline: true
            }
        }
        if let key, differs(key, step) { return true }
        var current: CodingPathNode? = node
        while let node = current, let key = node.key {
            if differs(key, node.step) { return true }
            current = node.parent
        }
        return false
    }

    /// The model path, such as `members[1].aDog.name`.
    var modelPath: MappingPath { node.modelPath(appending: key) }
}

extension CodingPathNode.Claims {
    /// Whether these claims include the coding key `name`: a key of a container's type, a key read through the
    /// library's own key type, or (under a case-insensitive key strategy) a key read in any case.
    func include(_ name: String) -> Bool {
        if readNames.contains(name) { return true }
        if !foldedReadNames.isEmpty, foldedReadNames.contains(name.lowercased()) { return true }
        guard let keyType else { return false }
        if keyType.init(stringValue: name) != nil { return true }
        return moreKeyTypes.contains { $0.init(stringValue: name) != nil }
    }
}

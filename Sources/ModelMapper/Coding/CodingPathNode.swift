/// One step of a coding path, linked to its parent: the model key taken and the source step read. Made only for
/// nested values (a scalar's key joins the path when an error is built), and reused (``reuse(as:container:)``) only
/// once nothing else (a child, a container, an ``UnknownKeys`` bag, a report record) holds it.
final class CodingPathNode {
    @exclusivity(unchecked) private(set) var parent: CodingPathNode?
    /// The model key unless ``elementIndex`` holds an element's, ``RootKey`` at the root (``key`` is `nil` there). Not
    /// optional, so that reusing a node assigns an existential rather than an optional one, which the runtime copies
    /// through its generic witnesses.
    @exclusivity(unchecked) private var storedKey: any CodingKey
    /// The index when the key is an array element's (``storedKey`` is then left as it was), else `-1`: an element's key
    /// is kept as its number, as each element of a list reuses the node.
    @exclusivity(unchecked) fileprivate var elementIndex = -1
    /// The source step that was read; `nil` for the root and for steps with no source counterpart.
    @exclusivity(unchecked) private(set) var step: SourceStep?
    /// Whether ``step`` is ``SourceStep/inline``, asked per object: a flag, where matching the step would copy it.
    @exclusivity(unchecked) private(set) var isInline: Bool
    /// Whether the decode at this root node notes the errors it builds (``failureTraceToNote``).
    @exclusivity(unchecked) var tracesFailures = false
    /// The number of keys from the root: the value at a node of depth `d` is inside `d` containers.
    @exclusivity(unchecked) private(set) var depth: Int
    /// The Foundation container the node's value is, if any: the only kind of value that can contain itself.
    @exclusivity(unchecked) private(set) var container: ObjectIdentifier?
    /// The coding key type of the first keyed container a decoder opened on this node's object, and of the others
    /// (a class and its superclass open one each): what an ``UnknownKeys`` bag of the object must not keep.
    @exclusivity(unchecked) private var keyType: (any CodingKey.Type)?
    /// What few objects need, made when first needed: one reference per node rather than two arrays to release.
    @exclusivity(unchecked) private var rare: Rare?
    /// The report's record of the node's object (`reportRecord`, in `Decoding/MappingRecorder.swift`); `AnyObject`, so
    /// that positions, which both coders share, do not depend on the decoder's report.
    @exclusivity(unchecked) var reportSlot: AnyObject?

    private final class Rare {
        /// The coding key types of the keyed containers opened after the first.
        var moreKeyTypes: [any CodingKey.Type] = []
        /// The coding keys read through the library's own key types (which accept every key, so claim only what they
        /// read), and every key read under a case-insensitive key strategy.
        var readNames: Set<String> = []
        /// ``readNames`` lowercased, kept under a case-insensitive key strategy.
        var foldedReadNames: Set<String> = []
        /// The inline models (``Hint/inline(_:)``) read from the object and done; what they claim is claimed for it.
        var inlineParts: [InlinePart] = []
        /// For an inline model's node, the object as its first keyed container reads it.
        var inlineSource: HintedObject?
        var failureTrace: FailureTrace?
    }

    /// An inline model read from a node's object, and what its containers claimed: a copy, as the decoder reuses the
    /// model's node (which refers to its owner's) once the model is done.
    struct InlinePart {
        let source: HintedObject
        let claims: Claims
    }

    /// The node whose object the inline model at this node reads: its nearest non-inline ancestor; else `nil`.
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

    /// The inline model at this node is done: its claims go to its owner's object (``inlineOwner``).
    @inline(__always)
    func finishInlineModel() {
        if isInline { addInlinePartToOwner() }
    }

    private func addInlinePartToOwner() {
        guard let owner = inlineOwner, let source = rare?.inlineSource else { return }
        owner.rareState().inlineParts.append(InlinePart(source: source, claims: claims))
    }

    /// The trace of the errors the decode builds (``FailureTrace``), on its root node once one is noted.
    var failureTrace: FailureTrace? { rare?.failureTrace }

    /// The trace to note an error in, on a root node that ``tracesFailures``: made at the first error noted.
    var failureTraceToNote: FailureTrace? {
        guard tracesFailures else { return nil }
        if let trace = rare?.failureTrace { return trace }
        let trace = FailureTrace()
        rareState().failureTrace = trace
        return trace
    }

    var root: CodingPathNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    var inlineParts: [InlinePart] { rare?.inlineParts ?? [] }

    private func rareState() -> Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// A root node holding no container, where an encoder's own containers start; shared, as it never changes.
    nonisolated(unsafe) static let start = CodingPathNode(parent: nil, key: nil, step: nil, depth: 0, container: nil)

    static func root(of value: Any? = nil) -> CodingPathNode {
        CodingPathNode(
            parent: nil, key: nil, step: nil, depth: 0, container: value.flatMap(TreeValue.containerIdentity))
    }

    private init(
        parent: CodingPathNode?, key: (any CodingKey)?, step: SourceStep?, depth: Int, container: ObjectIdentifier?
    ) {
        self.parent = parent
        self.storedKey = key ?? RootKey()
        self.step = step
        if case .inline? = step { isInline = true } else { isInline = false }
        self.depth = depth
        self.container = container
    }

    /// The model key; `nil` only for the root.
    var key: (any CodingKey)? {
        guard depth > 0 else { return nil }
        return codingKey(storedKey, elementIndex: elementIndex)
    }

    func appending(_ key: any CodingKey, step: SourceStep?, container: ObjectIdentifier? = nil) -> CodingPathNode {
        CodingPathNode(parent: self, key: key, step: step, depth: depth + 1, container: container)
    }

    /// Turns this node, held only by its caller, into the node `location` would make, without allocating one.
    func reuse(as location: ValueLocation, container: ObjectIdentifier?) {
        parent = location.node
        if location.elementIndex >= 0 {
            elementIndex = location.elementIndex
        } else {
            storedKey = location.storedKey
            elementIndex = -1
        }
        step = location.step
        if case .inline? = location.step { isInline = true } else { isInline = false }
        depth = location.node.depth + 1
        self.container = container
        keyType = nil
        rare = nil
        reportSlot = nil
    }

    /// Swaps the node's parent link with `link`, moving both references: a node kept for reuse links to the next one
    /// kept in place of its parent; when it is taken, it gives that link to `link` and takes `nil` in its place, until
    /// ``reuse(as:container:)`` sets a parent.
    func exchangeParent(_ link: inout CodingPathNode?) { swap(&parent, &link) }

    @inline(__always)
    func openedKeyedContainer(_ type: any CodingKey.Type) {
        guard let keyType else {
            keyType = type
            return
        }
        if ObjectIdentifier(keyType) != ObjectIdentifier(type) { rareState().moreKeyTypes.append(type) }
    }

    /// A container whose key type accepts every key read the coding key `name`: it claims that key only.
    func readThroughAnyKey(_ name: String) {
        rareState().readNames.insert(name)
    }

    /// A keyed container read `name` under a case-insensitive strategy: it claims every source key spelled like it.
    func readIgnoringCase(_ name: String) {
        let rare = rareState()
        if rare.readNames.insert(name).inserted { rare.foldedReadNames.insert(name.lowercased()) }
    }

    /// What the keyed containers opened on the node's object have claimed so far, for ``restoreClaims(_:)``.
    struct Claims {
        fileprivate let keyType: (any CodingKey.Type)?
        fileprivate let moreKeyTypes: [any CodingKey.Type]
        fileprivate let readNames: Set<String>
        fileprivate let foldedReadNames: Set<String>
        fileprivate let inlinePartCount: Int
    }

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

    /// The source path to this node, then `step` (to the value at `key`). With `wildcardIndices`, the places a report
    /// groups are `[*]` (indices, decoded dictionaries' keys), and entries of an object read as an array `*`.
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

    /// The model path to this node, then `key` when given; with `wildcardIndices`, array indices and dictionary entry
    /// keys as `[*]`. Made walking up the nodes, without making the coding path.
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

/// Where a value is read: a node, optionally with the key and source step of a value inside it, so that containers
/// describe their elements without allocating a node (``makeNode(container:)``).
struct ValueLocation {
    let node: CodingPathNode
    /// The key of the value inside ``node``, or ``RootKey`` when the location is the node itself (see ``key``).
    fileprivate let storedKey: any CodingKey
    /// The index when the location is an array element's (``storedKey`` is then ``RootKey``), else `-1`.
    fileprivate let elementIndex: Int
    let step: SourceStep?
    /// Whether the location is a value inside the node. Stored rather than tested on ``key``: testing an optional
    /// existential copies it, and this is asked on every nested value.
    let hasKey: Bool

    init(node: CodingPathNode, key: any CodingKey, step: SourceStep?) {
        self.node = node
        self.storedKey = key
        self.elementIndex = -1
        self.step = step
        self.hasKey = true
    }

    /// The location of the element at `index` of the array at `node`.
    init(node: CodingPathNode, index: Int, step: SourceStep?) {
        self.node = node
        self.storedKey = RootKey()
        self.elementIndex = index
        self.step = step
        self.hasKey = true
    }

    private init(root node: CodingPathNode) {
        self.node = node
        self.storedKey = RootKey()
        self.elementIndex = -1
        self.step = nil
        self.hasKey = false
    }

    /// The location of the node itself (a single-value container, a top-level value).
    static func root(_ node: CodingPathNode) -> ValueLocation { ValueLocation(root: node) }

    /// The key of the value inside ``node``; `nil` when the location is the node itself.
    var key: (any CodingKey)? {
        guard hasKey else { return nil }
        return codingKey(storedKey, elementIndex: elementIndex)
    }

    var codingPath: [any CodingKey] {
        guard let key else { return node.codingPath }
        return node.codingPath + [key]
    }

    var depth: Int { hasKey ? node.depth + 1 : node.depth }

    /// The node for this location, made when a nested value is entered.
    func makeNode(container: ObjectIdentifier? = nil) -> CodingPathNode {
        guard hasKey else { return node }
        let made = node.appending(storedKey, step: step, container: container)
        made.elementIndex = elementIndex
        return made
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

/// The key a node or a location keeps as `stored` and `elementIndex`: an array element's (`Index 2`) when
/// `elementIndex` is set, else `stored`.
private func codingKey(_ stored: any CodingKey, elementIndex: Int) -> any CodingKey {
    elementIndex >= 0 ? AnyCodingKey(index: elementIndex) : stored
}

/// The key a root node and a node's own location keep where they have none: a type with no stored value, so that
/// making one is two stores and dropping one releases nothing.
private struct RootKey: CodingKey {
    var stringValue: String { "" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

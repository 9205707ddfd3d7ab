import Foundation

/// The `Decoder` behind ``DictionaryDecoder``: one instance per top-level decode, moved from value to value as
/// nested values are decoded, so that decoding a tree allocates no decoder per value.
final class DictionaryDecoderImpl: Decoder {
    let options: DictionaryDecoder.Options
    @exclusivity(unchecked) private(set) var value: Any
    /// The hints for ``value``: for an object, its keys; for an array, its elements.
    @exclusivity(unchecked) private(set) var hints: HintTree
    @exclusivity(unchecked) private(set) var node: CodingPathNode
    @exclusivity(unchecked) private var typeTraits = TypeCache<TypeTraits>()
    @exclusivity(unchecked) private var merger = HintMerger()
    /// The plans of the model types read under hints (``DecodePlan``).
    @exclusivity(unchecked) private var decodePlans = DecodePlans()
    /// Decoded nodes that nothing else holds, linked through their parents, for ``enter(_:value:)`` to reuse.
    @exclusivity(unchecked) private var spareNodes: CodingPathNode?

    let convertsKeys: Bool
    /// The source keys the key decoding strategy has converted in this decode.
    @exclusivity(unchecked) private var keyConversions = KeyIndex.Conversions()
    /// Whether objects of scanned JSON text are read through their keys' bytes (``JSONObjectView``): without a key
    /// strategy, or under one that a ``KeyShape`` can learn when decode plans are on (`usesDecodePlans`).
    let readsScannedKeysAsBytes: Bool
    /// The shapes of the objects read under a key strategy (``KeyShape``).
    @exclusivity(unchecked) private var keyShapes = KeyShapes()

    /// Set while a ``Coerced`` wrapper reads its value strictly: its own coercion, not the decoder-wide one, decides.
    @exclusivity(unchecked) var coercionsSuspended = false

    /// The wire form (``Hint/wire(_:)``) of the value a keyed container last found, which that value, its elements
    /// and a dictionary's values there are read in; every keyed read sets or clears it.
    @exclusivity(unchecked) private(set) var wireForm: Hint.WireForm?
    /// Whether ``wireForm`` is set: a flag, where testing the form would copy it.
    @exclusivity(unchecked) private(set) var hasWireForm = false

    /// Makes the wire form of `hint` (or none) the one values are read in, until the next keyed read.
    @inline(never)
    func setWireForm(of hint: Hint?) {
        wireForm = hint?.wireForm
        hasWireForm = wireForm != nil
    }

    let recorder: MappingRecorder?

    /// The ``UnknownKeys`` bags handed out and not yet filled; made when the first is asked for.
    @exclusivity(unchecked) private var unknownKeys: UnknownKeysCollector?

    init(
        value: Any, hints: HintTree, options: DictionaryDecoder.Options, node: CodingPathNode? = nil,
        recorder: MappingRecorder? = nil, unknownKeys: UnknownKeysCollector? = nil
    ) {
        self.value = value
        self.hints = hints
        self.options = options
        self.convertsKeys = options.convertsKeys
        readsScannedKeysAsBytes =
            !options.convertsKeys
            || options.usesDecodePlans && options.keyDecodingStrategy.convertsEachKeyAlone
        self.node = node ?? .root(of: value)
        self.recorder = recorder
        self.unknownKeys = unknownKeys
    }

    /// The collector of this decode's bags, shared with its super decoders.
    func unknownKeysCollector() -> UnknownKeysCollector {
        if let unknownKeys { return unknownKeys }
        let collector = UnknownKeysCollector()
        unknownKeys = collector
        return collector
    }

    /// Fills the bags of objects decoded other than through ``unbox(_:as:at:hints:)``, when the top-level decode ends.
    func fillRemainingUnknownKeys() throws {
        guard let unknownKeys, !unknownKeys.isEmpty else { return }
        try unknownKeys.fill(at: nil, decoder: self)
    }

    /// The object's keys indexed by what the key decoding strategy converts them to; `nil` under `useDefaultKeys`.
    func keyIndex(for object: [String: Any], at node: CodingPathNode) -> KeyIndex? {
        guard convertsKeys else { return nil }
        return options.keyDecodingStrategy.keyIndex(for: object, at: node, conversions: &keyConversions)
    }

    var codingPath: [any CodingKey] { node.codingPath }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let state = try keyedState(over: value, at: .root(node), hints: hints, entering: false)
        return KeyedDecodingContainer(KeyedContainer<Key>(state: consume state))
    }

    /// The shape of `view`'s keys for objects of the model whose coding keys are `keyType` (``KeyShape``).
    func keyShape(forKeys keyType: Any.Type, of view: JSONObjectView) -> KeyShape? {
        keyShapes.shape(forKeys: keyType, of: view)
    }

    /// The plan for objects of the model whose coding keys are `keyType`, read under `hints`.
    func plan(forKeys keyType: Any.Type, hints: HintTree) -> DecodePlan? {
        guard options.usesDecodePlans else { return nil }
        return decodePlans.plan(forKeys: keyType, hints: hints)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try makeUnkeyedContainer() }

    /// The unkeyed container over the current value, as its own type (``ArrayDecodable`` reads it unboxed).
    func makeUnkeyedContainer() throws -> UnkeyedContainer {
        UnkeyedContainer(decoder: self, elements: try elements(from: value, at: .root(node)), hints: hints, node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: - Moving through the tree

    /// Makes the node for a nested value, enforcing ``DictionaryDecoder/maximumDepth`` (the top-level container counts
    /// as the first, as in `JSONSerialization`); a Foundation container that is its own ancestor fails at once.
    func enter(_ location: ValueLocation, value: Any) throws -> CodingPathNode {
        guard location.depth < options.maximumDepth else {
            throw DecodingFailure.traced(.depthLimit(options.maximumDepth, at: location.sourcePath), at: location)
        }
        let identity = TreeValue.containerIdentity(value)
        if let identity, location.hasKey, location.node.holds(identity) {
            throw DecodingFailure.traced(.containerCycle(at: location.sourcePath), at: location)
        }
        guard location.hasKey, let spare = spareNodes.take() else { return location.makeNode(container: identity) }
        spare.exchangeParent(&spareNodes)
        spare.reuse(as: location, container: identity)
        return spare
    }

    /// Keeps a nested value's node for reuse when nothing but the caller holds it: its value is decoded, and no
    /// child, container, ``UnknownKeys`` bag or report record refers to it, so no path can be read from it again.
    /// When it is kept, `node` then holds the node's former parent (without a parent, the node itself, now kept): the
    /// caller may only release it.
    @inline(__always)
    private func recycle(_ node: inout CodingPathNode) {
        guard isKnownUniquelyReferenced(&node) else { return }
        // The node links to the next spare in place of its parent, and the caller's variable, which releases what it
        // holds, takes the parent's reference for the node's: moves, where copies would retain and release both.
        var link = spareNodes.take()
        node.exchangeParent(&link)
        guard var parent = link.take() else {
            spareNodes = node
            return
        }
        swap(&node, &parent)
        spareNodes = consume parent
    }

    /// Runs `body` with the decoder moved to a nested value.
    @inline(__always)
    func with<T>(_ value: Any, node: CodingPathNode, hints: HintTree, _ body: () throws -> T) rethrows -> T {
        var outerValue = value
        var outerNode = node
        var outerHints = hints
        exchangePosition(&outerValue, &outerNode, &outerHints)
        defer { exchangePosition(&outerValue, &outerNode, &outerHints) }
        return try body()
    }

    /// Swaps the decoder's value, node and hints with the given ones, to move to a nested value and back: a swap
    /// moves the references without retaining and releasing them.
    @inline(__always)
    private func exchangePosition(_ value: inout Any, _ node: inout CodingPathNode, _ hints: inout HintTree) {
        swap(&self.value, &value)
        swap(&self.node, &node)
        swap(&self.hints, &hints)
    }

    /// A decoder of its own for a value, as `superDecoder()` returns.
    func makeSuperDecoder(_ value: Any, at location: ValueLocation, hints: HintTree) throws -> DictionaryDecoderImpl {
        DictionaryDecoderImpl(
            value: value, hints: hints, options: options, node: try enter(location, value: value), recorder: recorder,
            unknownKeys: unknownKeysCollector())
    }

    // MARK: - Containers' values

    /// The state of a keyed container over the object `value` at `location`, from a tree or scanned JSON text, read
    /// through a ``JSONObjectView`` where it can be (`Docs/Design.md#keys-compared-as-bytes`). With `entering`, the
    /// object is nested in the current value and the container gets a node of its own (``enter(_:value:)``).
    /// `location` is made only for that node or an error: a container at the current node, every object's, makes none.
    ///
    /// - Throws: As ``object(from:at:)`` when the value is not an object, and as ``enter(_:value:)``.
    @inline(__always)
    func keyedState(over value: Any, at location: @autoclosure () -> ValueLocation, hints: HintTree, entering: Bool)
        throws -> KeyedState
    {
        // The metatype once, a tree's dictionary first: what `object(from:at:)` would find, without asking again.
        let type = TreeValue.dynamicType(of: value)
        let object: [String: Any]
        if type == TreeValue.dictionaryType, let dictionary = TreeValue.reinterpret(value, as: [String: Any].self) {
            object = dictionary
        } else if type == JSONNode.self, let scanned = TreeValue.reinterpret(value, as: JSONNode.self),
            scanned.kind == .object
        {
            let node = entering ? try enter(location(), value: value) : node
            return KeyedState(decoder: self, scanned: scanned, hints: hints, node: node)
        } else {
            object = try self.object(from: value, at: location())
        }
        let node = entering ? try enter(location(), value: value) : node
        return KeyedState(decoder: self, object: object, hints: hints, node: node)
    }

    /// The object a keyed container reads, or `JSONDecoder`'s error for what is there instead.
    func object(from value: Any, at location: ValueLocation) throws -> [String: Any] {
        if let object = TreeValue.dictionary(value) { return object }
        if let parsed = try containerInJSONText(value, opening: "{", at: location),
            let object = TreeValue.dictionary(parsed)
        {
            return object
        }
        if TreeValue.isNull(value) {
            throw DecodingFailure.valueNotFound(
                [String: Any].self, at: location, "Cannot get keyed decoding container -- found null value instead")
        }
        throw DecodingFailure.typeMismatch([String: Any].self, found: value, at: location)
    }

    /// The elements an unkeyed container reads: a scanned JSON array's from its tokens, else ``array(from:at:)``.
    /// `location` is made only for an error, as in ``keyedState(over:at:hints:entering:)``.
    @inline(__always)
    func elements(from value: Any, at location: @autoclosure () -> ValueLocation) throws -> UnkeyedContainer.Elements {
        let type = TreeValue.dynamicType(of: value)
        if type == TreeValue.arrayType, let array = TreeValue.reinterpret(value, as: [Any].self) { return .tree(array) }
        if type == JSONNode.self, let node = TreeValue.reinterpret(value, as: JSONNode.self), node.kind == .array {
            return .json(node.document, index: node.index)
        }
        return .tree(try array(from: value, at: location()))
    }

    /// The array an unkeyed container reads, or `JSONDecoder`'s error for what is there instead.
    func array(from value: Any, at location: ValueLocation) throws -> [Any] {
        if let array = TreeValue.array(value) { return array }
        if let parsed = try containerInJSONText(value, opening: "[", at: location), let array = TreeValue.array(parsed)
        {
            return array
        }
        if let single = singleValueArray(value, at: location) { return single }
        if TreeValue.isNull(value) {
            throw DecodingFailure.valueNotFound(
                [Any].self, at: location, "Cannot get unkeyed decoding container -- found null value instead")
        }
        throw DecodingFailure.typeMismatch([Any].self, found: value, at: location)
    }

    // MARK: - Decodable values

    /// Decodes any `Decodable` value, with `JSONDecoder`'s special handling of dates, data, URLs, decimals and
    /// string-keyed dictionaries. `type` may be a subclass of `T`: the dynamic type builds the value, as in
    /// `JSONDecoder`, with its own hints.
    func unbox<T: Decodable>(
        _ value: Any, as type: T.Type, at location: @autoclosure () -> ValueLocation, hints: HintTree?
    ) throws -> T {
        let id = ObjectIdentifier(T.self)
        if id == ObjectIdentifier(String.self) { return try cast(try unboxString(value, at: location())) }
        if id == ObjectIdentifier(Int.self) { return try cast(try unboxInt(value, at: location())) }
        if id == ObjectIdentifier(Double.self) { return try cast(try unboxDouble(value, at: location())) }
        if id == ObjectIdentifier(Bool.self) { return try cast(try unboxBool(value, at: location())) }
        if id == ObjectIdentifier(Date.self) { return try cast(try unboxDate(value, at: location())) }
        if id == ObjectIdentifier(Data.self) { return try cast(try unboxData(value, at: location())) }
        if id == ObjectIdentifier(URL.self) { return try cast(try unboxURL(value, at: location())) }
        if id == ObjectIdentifier(Decimal.self) { return try cast(try unboxDecimal(value, at: location())) }
        if id == ObjectIdentifier(JSONValue.self) { return try cast(try unboxJSONValue(value, at: location())) }
        // A value already of the requested type (a model instance put in the tree by other code) is taken as it is.
        if TreeValue.dynamicType(of: value) == T.self { return try cast(value) }
        let location = location()
        let traits = try traits(of: type)
        let hints = effectiveHints(hints ?? .empty, for: type, traits)
        if let dictionaryType = traits.stringKeyedDictionary {
            let object = try object(
                from: value, at: location)
            let node = try enter(location, value: value)
            return try decodeDictionary(dictionaryType, from: object, node: node, hints: hints)
        }
        // In line rather than through `with(_:node:hints:_:)`, whose generic closure costs a metadata lookup per nested
        // value. The decoder holds the nested node while there, `outerNode` once back (until `recycle(_:)` swaps in its
        // parent), so an unshared node is reused.
        var outerValue: Any = value
        var outerNode = try enter(location, value: value)
        var outerHints = consume hints
        exchangePosition(&outerValue, &outerNode, &outerHints)
        // Whether the value's decode threw: its object was left before its model asked for all its keys.
        var failed = false
        defer {
            exchangePosition(&outerValue, &outerNode, &outerHints)
            // A value read through a single-value container stays at its node, whose decode goes on.
            if outerNode !== node {
                recorder?.finished(outerNode, completed: !failed)
                recycle(&outerNode)
            }
        }
        // At the same node (a single-value container), the object's bags are filled when its decode ends; a failed
        // attempt drops only its own bags and takes back its claims, which the object's bags then keep.
        let endsAnObject = outerNode !== node
        let bagsBefore = unknownKeys?.count ?? 0
        let claimsBefore = endsAnObject ? nil : node.claims
        let decoded: T
        do {
            if let arrayType = traits.array {
                decoded = try decodeArray(arrayType)
            } else {
                decoded = try type.init(from: self)
            }
        } catch {
            unknownKeys?.discard(at: node, since: bagsBefore)
            if let claimsBefore {
                recorder?.failing(node)
                node.restoreClaims(claimsBefore)
            }
            failed = true
            throw error
        }
        // The object is done: what its bags keep is known now, and an inline model's keys are read in its owner's.
        if endsAnObject {
            if let unknownKeys, !unknownKeys.isEmpty { try unknownKeys.fill(at: node, decoder: self) }
            node.finishInlineModel()
        }
        return decoded
    }

    /// What a decode needs to know about a type, learnt the first time the decode meets it.
    struct TypeTraits {
        let stringKeyedDictionary: (any StringKeyedDictionaryDecodable.Type)?
        let array: (any ArrayDecodable.Type)?
        /// The type's own hints under the decode's recipe, or `nil` when it provides none.
        let ownHints: HintTree?
    }

    /// The type's traits, learnt once; throws ``ModelMapperError/Code-swift.struct/invalidHint`` for bad own hints.
    private func traits<T>(of type: T.Type) throws -> TypeTraits {
        try typeTraits.value(for: type) {
            TypeTraits(
                stringKeyedDictionary: type as? any StringKeyedDictionaryDecodable.Type,
                array: type as? any ArrayDecodable.Type,
                ownHints: try ModelMapper.ownHints(of: type, recipe: options.recipe))
        }
    }

    /// The hints to read a value of type `T` with: the type's own, overridden by the call site's.
    @inline(__always)
    private func effectiveHints<T>(_ callSite: HintTree, for type: T.Type, _ traits: TypeTraits) -> HintTree {
        guard traits.ownHints != nil else { return callSite }
        return merger.hints(own: traits.ownHints, of: type, callSite: callSite)
    }

    /// Returns a value the caller has shown to be of type `T` (it compared the metatypes): reinterpreted when its
    /// static type is `T`, cast only from an `Any`, whose `T?` temporary costs a runtime metadata lookup. The cast is
    /// out of line so that ``unbox(_:as:at:hints:)`` does not pay that lookup on entry.
    @inline(__always)
    func cast<Source, T>(_ value: Source) throws -> T {
        if Source.self == T.self { return unsafeBitCast(value, to: T.self) }
        return try cast(fromAny: value)
    }

    @inline(never)
    private func cast<T>(fromAny value: Any) throws -> T {
        guard let value = TreeValue.reinterpret(value, as: T.self) else {
            throw DecodingFailure.typeConfusion(T.self, codingPath: codingPath)
        }
        return value
    }

    /// An array of type `T` (`arrayType` is `T`), decoded as its own type so that it needs no cast.
    private func decodeArray<Array: ArrayDecodable, T>(_ arrayType: Array.Type) throws -> T {
        try cast(try Array.decode(from: self))
    }

    /// A string-keyed dictionary of the type `T` is, decoded as its own type, as ``decodeArray(_:)`` does.
    private func decodeDictionary<Dictionary: StringKeyedDictionaryDecodable, T>(
        _ dictionaryType: Dictionary.Type, from object: [String: Any], node: CodingPathNode, hints: HintTree
    ) throws -> T {
        try cast(try Dictionary.decode(from: object, decoder: self, node: node, hints: hints))
    }

    func mismatch(_ type: Any.Type, _ value: Any, at location: ValueLocation) -> DecodingError {
        TreeValue.isNull(value)
            ? DecodingFailure.valueNotFound(type, at: location)
            : DecodingFailure.typeMismatch(type, found: value, at: location)
    }
}

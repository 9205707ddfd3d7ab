import Foundation

/// The `Encoder` behind ``DictionaryEncoder``: one per non-scalar value, holding what it encoded. Its ``position``
/// counts depth in containers, as the decoder does; a hint's key path counts one per segment but the last.
final class DictionaryEncoderImpl: Encoder {
    let context: EncodingContext
    let position: EncodingPosition
    /// The hints for this value, passed on to array elements and single values; `nil` when there are none.
    let hints: HintTree?

    // `@exclusivity(unchecked)`: only the encode call that made it uses an encoder, through methods that never hand
    // out overlapping accesses; the run-time checks cost on every container opened.
    @exclusivity(unchecked) var single: Any?
    @exclusivity(unchecked) var object: ObjectBox?
    @exclusivity(unchecked) var array: ArrayBox?
    /// The encoder's path as a chain of nodes, made when a super encoder first asks for it (``pathLink``).
    @exclusivity(unchecked) private var cachedPathLink: CodingPathNode?

    init(context: EncodingContext, position: EncodingPosition, hints: HintTree?) {
        self.context = context
        self.position = position
        self.hints = hints
    }

    var codingPath: [any CodingKey] { position.codingPath }

    /// The path as a chain of nodes holding no encoder, for super encoders; made once, so each link costs a constant.
    var pathLink: CodingPathNode {
        if let cachedPathLink { return cachedPathLink }
        var link: CodingPathNode
        switch position.above {
        case .top: link = .start
        case .encoder(let encoder): link = encoder.pathLink
        case .path(let base): link = base
        }
        if position.node.key != nil {
            for key in position.node.codingPath { link = link.appending(key, step: nil) }
        }
        if let key = position.key { link = link.appending(key, step: nil) }
        cachedPathLink = link
        return link
    }

    var depth: Int { position.depth }

    var userInfo: [CodingUserInfoKey: Any] { context.options.userInfo }

    /// What this encoder encoded, finished, or `nil` when it encoded nothing; the encoder is empty afterwards.
    func takeValue() -> Any? {
        if let object {
            self.object = nil
            return object.finishedDictionary()
        }
        if let array {
            self.array = nil
            return array.finishedArray()
        }
        defer { single = nil }
        return single
    }

    /// Encodes a composite member of one of this encoder's containers with an encoder of its own.
    @inline(__always)
    func encodeChild<T: Encodable>(_ value: T, at position: EncodingPosition, hints: HintTree?) throws -> Any {
        let child = DictionaryEncoderImpl(
            context: context, position: position, hints: try context.hints(for: T.self, callSite: hints))
        return try child.encodeComposite(value) ?? [String: Any]()
    }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: ObjectBox
        if let object {
            box = object
        } else if single == nil, array == nil, context.admits(depth: depth + 1, at: .below(self)) {
            // A hinted object has about as many keys as its hints name.
            box = ObjectBox(capacity: hints?.count ?? 0, tracksOwners: hints != nil)
            object = box
        } else if let single, Swift.type(of: single) == [String: Any].self, let dictionary = single as? [String: Any] {
            box = ObjectBox(storage: dictionary, tracksOwners: hints != nil)
            self.single = nil
            object = box
        } else {
            if single != nil || array != nil {
                context.recordMisuse(
                    "Attempt to push new keyed encoding container when already previously encoded at this path.",
                    codingPath: codingPath)
            }
            box = ObjectBox()
        }
        return KeyedEncodingContainer(
            KeyedContainer(encoder: self, box: box, node: .start, hints: hints, depth: depth + 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: ArrayBox
        if let array {
            box = array
        } else if single == nil, object == nil, context.admits(depth: depth + 1, at: .below(self)) {
            box = ArrayBox()
            array = box
        } else if let single, type(of: single) == [Any].self, let elements = single as? [Any] {
            box = ArrayBox(elements: elements)
            self.single = nil
            array = box
        } else {
            if single != nil || object != nil {
                context.recordMisuse(
                    "Attempt to push new unkeyed encoding container when already previously encoded at this path.",
                    codingPath: codingPath)
            }
            box = ArrayBox()
        }
        return UnkeyedContainer(encoder: self, box: box, node: .start, hints: hints, depth: depth + 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    // MARK: - Values

    func encodeHere<T: Encodable>(_ value: T) throws -> Any? {
        if let primitive = try box(primitive: value, path: { codingPath }) { return primitive }
        return try encodeComposite(value)
    }

    func encodeComposite<T: Encodable>(_ value: T) throws -> Any? {
        try context.check(depth: depth, at: position)
        if T.self == Date.self, let date = value as? Date { return try box(date) }
        if T.self == Data.self, let data = value as? Data { return try box(data) }
        if T.self == URL.self, let url = value as? URL { return url.absoluteString }
        if context.convertsStringDictionaries, context.isStringKeyedDictionary(T.self),
            let dictionary = value as? any StringKeyedEncodableDictionary
        {
            return try dictionary.encodeEntries(with: self)
        }
        try value.encode(to: self)
        return takeValue()
    }
}

// MARK: - Single value container

extension DictionaryEncoderImpl: SingleValueEncodingContainer {
    @inline(__always)
    private func storeSingle(_ value: Any, _ original: Any) throws {
        guard single == nil, object == nil, array == nil else {
            throw EncodingFailure.invalidValue(
                original, codingPath: codingPath,
                "Attempt to encode value through single value container when previously value already encoded.")
        }
        single = value
    }

    func encodeNil() throws { try storeSingle(NSNull(), NSNull()) }
    func encode(_ value: Bool) throws { try storeSingle(value, value) }
    func encode(_ value: String) throws { try storeSingle(value, value) }
    func encode(_ value: Double) throws { try storeSingle(box(value, path: { codingPath }), value) }
    func encode(_ value: Float) throws { try storeSingle(box(value, path: { codingPath }), value) }
    func encode(_ value: Int) throws { try storeSingle(value, value) }
    func encode(_ value: Int8) throws { try storeSingle(box(value), value) }
    func encode(_ value: Int16) throws { try storeSingle(box(value), value) }
    func encode(_ value: Int32) throws { try storeSingle(box(value), value) }
    func encode(_ value: Int64) throws { try storeSingle(box(value), value) }
    func encode(_ value: UInt) throws { try storeSingle(box(value), value) }
    func encode(_ value: UInt8) throws { try storeSingle(box(value), value) }
    func encode(_ value: UInt16) throws { try storeSingle(box(value), value) }
    func encode(_ value: UInt32) throws { try storeSingle(box(value), value) }
    func encode(_ value: UInt64) throws { try storeSingle(box(value), value) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { try storeSingle(box(value, path: { codingPath }), value) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { try storeSingle(box(value, path: { codingPath }), value) }

    /// A composite value gets an encoder one level deeper with these hints: a wrapper passes its hints on, and a class
    /// instance that encodes itself this way reaches the depth limit instead of the end of the stack.
    func encode<T: Encodable>(_ value: T) throws {
        guard single == nil, object == nil, array == nil else {
            try storeSingle(NSNull(), value)
            return
        }
        if let primitive = try box(primitive: value, path: { codingPath }) {
            try storeSingle(primitive, value)
            return
        }
        try storeSingle(try encodeBelow(value), value)
    }

    private func encodeBelow<T: Encodable>(_ value: T) throws -> Any {
        try encodeChild(value, at: .below(self), hints: hints)
    }
}

extension DictionaryEncoderImpl: WrapperEncodingSupport {
    func encodeToTree<T: Encodable>(_ value: T) throws -> Any {
        if let primitive = try box(primitive: value, path: { codingPath }) { return primitive }
        return try encodeBelow(value)
    }
}

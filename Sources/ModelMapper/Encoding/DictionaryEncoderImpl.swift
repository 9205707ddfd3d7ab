import Foundation

/// The options of one encode call, shared by every encoder and container it creates, and the first problem found by
/// a method that cannot throw (a container asked for after a value was encoded, or hints that collide).
final class EncodingContext {
    let keyStrategy: DictionaryEncoder.KeyEncodingStrategy
    let dateStrategy: DictionaryEncoder.DateEncodingStrategy
    let dataStrategy: DictionaryEncoder.DataEncodingStrategy
    let floatStrategy: DictionaryEncoder.NonConformingFloatEncodingStrategy
    let userInfo: [CodingUserInfoKey: Any]
    let maximumDepth: Int
    let usesDefaultKeys: Bool
    let convertsStringDictionaries: Bool
    /// The first error a non-throwing method ran into; thrown when the encode call finishes.
    var deferredError: (any Error)?
    let recipe: String?
    /// The own hints of the types met so far (``HintProviding``), looked up once per type and encode.
    private var ownHints: [ObjectIdentifier: HintEntries?] = [:]

    /// The hints to write a value of type `T` with: the type's own (``HintProviding``), overridden by the call
    /// site's, as decoding reads them.
    ///
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/invalidHint`` when the type's own
    ///   hints are malformed.
    func effectiveHints<T>(for type: T.Type, callSite: HintEntries?) throws -> HintEntries? {
        let key = ObjectIdentifier(type)
        let own: HintEntries?
        if let known = ownHints[key] {
            own = known
        } else {
            own = try ModelMapper.ownHints(of: type, recipe: recipe)?.entriesIfAny
            ownHints[key] = own
        }
        guard let own else { return callSite }
        guard let callSite else { return own }
        return HintTree(own).merging(HintTree(callSite)).entriesIfAny
    }

    init(_ encoder: DictionaryEncoder, hasHints: Bool) {
        keyStrategy = encoder.keyEncodingStrategy
        dateStrategy = encoder.dateEncodingStrategy
        dataStrategy = encoder.dataEncodingStrategy
        floatStrategy = encoder.nonConformingFloatEncodingStrategy
        userInfo = encoder.userInfo.mapValues { $0 as Any }
        maximumDepth = encoder.maximumDepth
        if case .useDefaultKeys = encoder.keyEncodingStrategy {
            usesDefaultKeys = true
        } else {
            usesDefaultKeys = false
        }
        convertsStringDictionaries = !usesDefaultKeys || hasHints
        recipe = encoder.recipe
    }

    func record(_ error: any Error) {
        if deferredError == nil { deferredError = error }
    }

    /// Records a misuse of the `Encoder` API that `JSONEncoder` traps on.
    func deferMisuse(_ message: String, codingPath: [any CodingKey]) {
        record(
            EncodingError.invalidValue(
                NSNull(), EncodingError.Context(codingPath: codingPath, debugDescription: message)))
    }
}

/// The hints for the keys of one object, keyed by coding key; `nil` when there are none.
typealias HintEntries = [String: Hint]

extension HintTree {
    /// The entries, or `nil` when there are none.
    var entriesIfAny: HintEntries? { entries.isEmpty ? nil : entries }
}

/// The coding keys between an encoder and one of its nested containers, as a linked list that is turned into an
/// array only when a coding path is asked for.
indirect enum EncodingPathNode {
    case root
    case node(any CodingKey, EncodingPathNode)

    init(path: [any CodingKey]) {
        var node = EncodingPathNode.root
        for key in path { node = .node(key, node) }
        self = node
    }

    func appending(_ key: any CodingKey) -> EncodingPathNode { .node(key, self) }

    var path: [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = self
        while case .node(let key, let parent) = current {
            keys.append(key)
            current = parent
        }
        return keys.reversed()
    }
}

/// The coding key of an array element, spelled as Foundation spells it (`Index 3`).
struct IndexCodingKey: CodingKey {
    let index: Int
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}

/// A coding key made from a string: `super`, and the keys of `[String: Value]` dictionaries.
struct StringCodingKey: CodingKey {
    let stringValue: String
    init(_ string: String) { self.stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = "\(intValue)" }
    var intValue: Int? { nil }

    static let `super` = StringCodingKey("super")
}

/// The `Encoder` behind ``DictionaryEncoder``: one per encoded value that is not a scalar, holding what that value
/// encoded (a single value, or the object or array its containers write into).
final class DictionaryEncoderImpl: Encoder {
    let context: EncodingContext
    /// The encoder of the enclosing value; `nil` at the top and for super encoders, whose path is all in `node`.
    let parent: DictionaryEncoderImpl?
    /// The keys of the nested containers between `parent` and this encoder's key.
    let node: EncodingPathNode
    /// This encoder's own key in its parent.
    let key: (any CodingKey)?
    /// The hints for the value this encoder encodes (applied to its keyed containers, and passed on to array
    /// elements and single values).
    let hints: HintEntries?
    let depth: Int

    var single: Any?
    var object: ObjectBox?
    var array: ArrayBox?

    init(
        context: EncodingContext, parent: DictionaryEncoderImpl?, node: EncodingPathNode, key: (any CodingKey)?,
        hints: HintEntries?, depth: Int
    ) {
        self.context = context
        self.parent = parent
        self.node = node
        self.key = key
        self.hints = hints
        self.depth = depth
    }

    var codingPath: [any CodingKey] {
        var path = parent?.codingPath ?? []
        if case .node = node { path += node.path }
        if let key { path.append(key) }
        return path
    }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

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

    /// Encodes a composite value nested in this one, under `key`, below the nested containers of `node`, with an
    /// encoder of its own. (Reusing finished child encoders, as `JSONEncoder` does, measured no faster here.)
    @inline(__always)
    func encodeChild<T: Encodable>(
        _ value: T, key: any CodingKey, node: EncodingPathNode, hints: HintEntries?
    ) throws -> Any {
        let child = DictionaryEncoderImpl(
            context: context, parent: self, node: node, key: key,
            hints: try context.effectiveHints(for: T.self, callSite: hints), depth: depth + 1)
        return try child.encodeComposite(value) ?? [String: Any]()
    }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: ObjectBox
        if let object {
            box = object
        } else if single == nil, array == nil {
            box = ObjectBox(tracksOwners: hints != nil)
            object = box
        } else if let single, Swift.type(of: single) == [String: Any].self, let dictionary = single as? [String: Any] {
            box = ObjectBox(storage: dictionary, tracksOwners: hints != nil)
            self.single = nil
            object = box
        } else {
            context.deferMisuse(
                "Attempt to push new keyed encoding container when already previously encoded at this path.",
                codingPath: codingPath)
            box = ObjectBox()
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self, box: box, node: .root, hints: hints))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: ArrayBox
        if let array {
            box = array
        } else if single == nil, object == nil {
            box = ArrayBox()
            array = box
        } else if let single, type(of: single) == [Any].self, let elements = single as? [Any] {
            box = ArrayBox(elements: elements)
            self.single = nil
            array = box
        } else {
            context.deferMisuse(
                "Attempt to push new unkeyed encoding container when already previously encoded at this path.",
                codingPath: codingPath)
            box = ArrayBox()
        }
        return UnkeyedContainer(encoder: self, box: box, node: .root, hints: hints)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    // MARK: - Values

    /// Encodes any value into this encoder and returns what it encoded; `nil` when it encoded nothing.
    func encodeHere<T: Encodable>(_ value: T) throws -> Any? {
        if let primitive = try box(primitive: value, path: { codingPath }) { return primitive }
        return try encodeComposite(value)
    }

    /// Encodes a value that is not a scalar (or a scalar type with a strategy) into this encoder.
    func encodeComposite<T: Encodable>(_ value: T) throws -> Any? {
        guard depth <= context.maximumDepth else {
            throw ModelMapperError(
                .depthLimitExceeded,
                "The value is nested deeper than the maximum depth of \(context.maximumDepth) (does a class instance "
                    + "contain itself?)",
                location: Self.render(codingPath))
        }
        if T.self == Date.self, let date = value as? Date { return try box(date) }
        if T.self == Data.self, let data = value as? Data { return try box(data) }
        if T.self == URL.self, let url = value as? URL { return url.absoluteString }
        if context.convertsStringDictionaries, let dictionary = value as? any StringKeyedEncodableDictionary {
            return try dictionary.encodeEntries(with: self)
        }
        try value.encode(to: self)
        return takeValue()
    }

    /// The output value of a scalar, or `nil` when `T` is not a scalar type.
    @inline(__always)
    func box<T: Encodable>(primitive value: T, path: () -> [any CodingKey]) throws -> Any? {
        if T.self == String.self { return value as? String }
        if T.self == Int.self { return value as? Int }
        if T.self == Bool.self { return value as? Bool }
        if T.self == Double.self, let double = value as? Double { return try box(double, path: path) }
        if T.self == Float.self, let float = value as? Float { return try box(float, path: path) }
        if T.self == Int64.self, let int = value as? Int64 { return box(int) }
        if T.self == Int32.self, let int = value as? Int32 { return box(int) }
        if T.self == Int16.self, let int = value as? Int16 { return box(int) }
        if T.self == Int8.self, let int = value as? Int8 { return box(int) }
        if T.self == UInt.self, let int = value as? UInt { return box(int) }
        if T.self == UInt64.self, let int = value as? UInt64 { return box(int) }
        if T.self == UInt32.self, let int = value as? UInt32 { return box(int) }
        if T.self == UInt16.self, let int = value as? UInt16 { return box(int) }
        if T.self == UInt8.self, let int = value as? UInt8 { return box(int) }
        if T.self == Decimal.self, let decimal = value as? Decimal { return try box(decimal, path: path) }
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            if T.self == Int128.self, let int = value as? Int128 { return try box(int, path: path) }
            if T.self == UInt128.self, let int = value as? UInt128 { return try box(int, path: path) }
        }
        return box(primitiveArray: value)
    }

    /// The output array of an array of strings, `Int`s, `Bool`s or finite `Double`s, built without an encoder per
    /// element; `nil` for other values (a `Double` array holding a NaN or infinity takes the general path, which
    /// applies the float strategy and reports the element's path).
    @inline(__always)
    func box<T: Encodable>(primitiveArray value: T) -> Any? {
        if T.self == [String].self, let strings = value as? [String] { return strings.map { $0 as Any } }
        if T.self == [Int].self, let ints = value as? [Int] { return ints.map { $0 as Any } }
        if T.self == [Bool].self, let bools = value as? [Bool] { return bools.map { $0 as Any } }
        if T.self == [Double].self, let doubles = value as? [Double], doubles.allSatisfy(\.isFinite) {
            return doubles.map { $0 as Any }
        }
        return nil
    }

    /// An integer as `Int` when it fits, otherwise as `UInt64` (or `Int64` on 32-bit platforms).
    @inline(__always)
    func box<I: FixedWidthInteger>(_ value: I) -> Any {
        if let int = Int(exactly: value) { return int }
        if let int = Int64(exactly: value) { return int }
        return UInt64(truncatingIfNeeded: value)
    }

    /// A 128-bit integer as `Int` or `UInt64` when it fits, otherwise as the `Decimal` with its exact value.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func box<I: FixedWidthInteger>(_ value: I, path: () -> [any CodingKey]) throws -> Any {
        if let int = Int(exactly: value) { return int }
        if let int = UInt64(exactly: value) { return int }
        guard let decimal = Decimal(string: value.description) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: path(), debugDescription: "Unable to encode \(value) as a number."))
        }
        return decimal
    }

    @inline(__always)
    func box(_ value: Double, path: () -> [any CodingKey]) throws -> Any {
        guard value.isFinite else { return try nonConforming(value, strategy: context.floatStrategy, path: path) }
        return value
    }

    /// A `Float` as the `Double` that prints the same short form (`0.1`, not `0.10000000149011612`), which is what
    /// `JSONEncoder` writes.
    @inline(__always)
    func box(_ value: Float, path: () -> [any CodingKey]) throws -> Any {
        guard value.isFinite else { return try nonConforming(value, strategy: context.floatStrategy, path: path) }
        return Double(value.description) ?? Double(value)
    }

    func box(_ value: Decimal, path: () -> [any CodingKey]) throws -> Any {
        guard value.isNaN else { return value }
        if case .convertToString(_, _, let nan) = context.floatStrategy { return nan }
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path(), debugDescription: "Unable to encode Decimal.nan directly in JSON."))
    }

    func nonConforming<F: BinaryFloatingPoint>(
        _ value: F, strategy: DictionaryEncoder.NonConformingFloatEncodingStrategy, path: () -> [any CodingKey]
    ) throws -> Any {
        if case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = strategy {
            if value.isNaN { return nan }
            return value > 0 ? positiveInfinity : negativeInfinity
        }
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path(), debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
    }

    func box(_ date: Date) throws -> Any {
        switch context.dateStrategy {
        case .deferredToDate:
            try date.encode(to: self)
            return takeValue() ?? [String: Any]()
        case .secondsSince1970:
            return try box(date.timeIntervalSince1970, strategy: .throw)
        case .millisecondsSince1970:
            return try box(1000.0 * date.timeIntervalSince1970, strategy: .throw)
        case .iso8601:
            return date.formatted(.iso8601)
        case .formatted(let formatter):
            return formatter.string(from: date)
        case .custom(let closure):
            try closure(date, self)
            return takeValue() ?? [String: Any]()
        }
    }

    private func box(_ value: Double, strategy: DictionaryEncoder.NonConformingFloatEncodingStrategy) throws -> Any {
        guard value.isFinite else { return try nonConforming(value, strategy: strategy, path: { codingPath }) }
        return value
    }

    func box(_ data: Data) throws -> Any {
        switch context.dataStrategy {
        case .deferredToData:
            try data.encode(to: self)
            return takeValue() ?? [String: Any]()
        case .base64:
            return data.base64EncodedString()
        case .custom(let closure):
            try closure(data, self)
            return takeValue() ?? [String: Any]()
        }
    }

    /// A coding path spelled for ``ModelMapperError/location``: `members[1].aDog`.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key is IndexCodingKey {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

// MARK: - Single value container

extension DictionaryEncoderImpl: SingleValueEncodingContainer {
    @inline(__always)
    private func storeSingle(_ value: Any, _ original: Any) throws {
        guard single == nil, object == nil, array == nil else {
            throw EncodingError.invalidValue(
                original,
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "Attempt to encode value through single value container when previously value already encoded."
                ))
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

    func encode<T: Encodable>(_ value: T) throws {
        guard single == nil, object == nil, array == nil else {
            try storeSingle(NSNull(), value)
            return
        }
        let encoded = try encodeHere(value) ?? [String: Any]()
        try storeSingle(encoded, value)
    }
}

// MARK: - String-keyed dictionaries

/// `[String: Value]` dictionaries, whose keys are data: written as they are, never converted by the key strategy
/// (the exemption `JSONEncoder` makes) or renamed by hints; the dictionary's hints pass through to every value, as
/// an array's do, mirroring ``DictionaryDecoder``.
protocol StringKeyedEncodableDictionary {
    func encodeEntries(with encoder: DictionaryEncoderImpl) throws -> Any
}

extension Dictionary: StringKeyedEncodableDictionary where Key == String, Value: Encodable {
    func encodeEntries(with encoder: DictionaryEncoderImpl) throws -> Any {
        var result: [String: Any] = [:]
        result.reserveCapacity(count)
        for (key, value) in self {
            let codingKey = StringCodingKey(key)
            if let primitive = try encoder.box(primitive: value, path: { encoder.codingPath + [codingKey] }) {
                result[key] = primitive
            } else {
                result[key] = try encoder.encodeChild(value, key: codingKey, node: .root, hints: encoder.hints)
            }
        }
        return result
    }
}

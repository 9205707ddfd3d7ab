// The least a `Decoder` over `[String: Any]` can do, for Benchmarks/callgrind-floor.sh and the `decoderFloor` rows
// of `compare`: no hints, no coding paths, no key strategy, no depth limit, errors without context, every scalar read
// with `as?`. Built as its own module, as a decoding library is, so that its generic containers are not specialised
// for the models.
/// A `Decoder` that only casts: the floor of what any `Decoder` over `[String: Any]` costs.
public final class MinDecoder: Decoder {
    var value: Any
    /// Always empty: the floor keeps no path.
    public var codingPath: [any CodingKey] { [] }
    /// Always empty.
    public var userInfo: [CodingUserInfoKey: Any] { [:] }
    init(_ value: Any) { self.value = value }

    /// Decodes `type` from a tree of `[String: Any]`, `[Any]` and scalars.
    public static func decode<T: Decodable>(_ type: T.Type, from value: Any) throws -> T {
        try T(from: MinDecoder(value))
    }

    func fail() -> DecodingError { DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "")) }

    /// A keyed container over the current value, which must be a `[String: Any]`.
    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let object = value as? [String: Any] else { throw fail() }
        return KeyedDecodingContainer(KC<Key>(object: object, decoder: self))
    }
    /// An unkeyed container over the current value, which must be an `[Any]`.
    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let array = value as? [Any] else { throw fail() }
        return UC(array: array, decoder: self)
    }
    /// Not supported: the floor's models read only keyed and unkeyed containers.
    public func singleValueContainer() throws -> any SingleValueDecodingContainer { throw fail() }

    func nested<T: Decodable>(_ value: Any) throws -> T {
        let saved = self.value
        self.value = value
        defer { self.value = saved }
        return try T(from: self)
    }
}

struct KC<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: Any]
    let decoder: MinDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }
    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }
    func decodeNil(forKey key: Key) throws -> Bool { object[key.stringValue] == nil }
    func scalar<T>(_ key: Key) throws -> T {
        guard let value = object[key.stringValue] as? T else { throw decoder.fail() }
        return value
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let value = object[key.stringValue] else { throw decoder.fail() }
        return try decoder.nested(value)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { object[key.stringValue] as? String }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { object[key.stringValue] as? Int }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = object[key.stringValue] else { return nil }
        return try decoder.nested(value) as T
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    { throw decoder.fail() }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw decoder.fail() }
    func superDecoder() throws -> any Decoder { throw decoder.fail() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw decoder.fail() }
}

struct UC: UnkeyedDecodingContainer {
    let array: [Any]
    let decoder: MinDecoder
    var codingPath: [any CodingKey] { [] }
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }
    var currentIndex = 0
    mutating func decodeNil() throws -> Bool { false }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value: T = try decoder.nested(array[currentIndex])
        currentIndex += 1
        return value
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    { throw decoder.fail() }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw decoder.fail() }
    mutating func superDecoder() throws -> any Decoder { throw decoder.fail() }
}

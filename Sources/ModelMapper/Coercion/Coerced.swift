/// A property wrapper that reads its value leniently from a scalar of another type (`"26"` for an `Int`, `1` or
/// `"yes"` for a `Bool`, `26` for a `String`) and writes it plainly. Exact: a value that does not convert throws at
/// the property, never becoming `0`, `false` or `""`. A missing key or `null` throws unless the value is optional or
/// a default wrapper. ``DictionaryDecoder/coercions`` does the same for a whole decode; ``TextValue`` also writes
/// the value back as text (<doc:CoercionAndDefaults>).
///
/// ```swift
/// @Coerced var age: Int             // 26, "26", 26.0 and "26.0"; not "26.5", not "twenty"
/// @Coerced @DefaultFalse var admin: Bool = false   // missing or null → false; "1", "yes", 1 → true
/// ```
@propertyWrapper
public struct Coerced<Value: Coercible> {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Coerced: Decodable {
    /// Decodes the value, coercing the scalar the decoder holds.
    public init(from decoder: any Decoder) throws {
        self.wrappedValue = try Value.coerce(from: decoder, grammar: .plain)
    }
}

extension Coerced: Encodable where Value: Encodable {
    /// Encodes the value as it is: a coerced `Int` encodes as a number.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(wrappedValue)
    }
}

extension Coerced: Equatable where Value: Equatable {}
extension Coerced: Hashable where Value: Hashable {}
extension Coerced: Sendable where Value: Sendable {}

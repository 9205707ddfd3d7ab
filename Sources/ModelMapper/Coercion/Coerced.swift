/// A property wrapper that decodes its value from a scalar of another type: `"26"` for an `Int`, `1` or `"yes"`
/// for a `Bool`, `26` for a `String`.
///
/// Coercion is exact: a value that does not convert throws a `DecodingError` at the property's coding path; it
/// never becomes `0`, `false` or an empty string, and never traps. The accepted inputs for each type are listed
/// on ``Coercible``; in short:
///
/// | type | accepts |
/// | --- | --- |
/// | `Bool` | `true`/`false`; `0`/`1`; `"true" "false" "yes" "no" "y" "n" "on" "off" "1" "0"`, any case, trimmed |
/// | integers | integers and whole floating-point numbers in range; `"26"`, `" 26 "`, `"+26"`, `"26.0"` |
/// | `Double`, `Float` | any number; decimal strings |
/// | `Decimal` | any number; decimal strings, read exactly (`"0.1"` is one tenth, never a `Double`'s nearest) |
/// | `String` | strings; numbers rendered losslessly (`26` → `"26"`); booleans → `"true"`/`"false"` |
///
/// ```swift
/// struct User: Codable {
///     @Coerced var age: Int             // 26, "26", 26.0 and "26.0"; not "26.5", not "twenty"
///     @Coerced var nickname: String?    // missing or null → nil; 42 → "42"
///     @Coerced @DefaultFalse var admin: Bool = false   // missing or null → false; "1", "yes", 1 → true
/// }
/// ```
///
/// - A missing key throws `DecodingError.keyNotFound`, and `null` throws `DecodingError.valueNotFound`, as for a
///   plain property, unless the value is optional (both give `nil`) or a default wrapper (both give the default).
/// - It works with any decoder: `JSONDecoder`, `PropertyListDecoder` and ``DictionaryDecoder``.
/// - It encodes its value plainly: a coerced `Int` encodes as a number. An optional that is `nil` is left out of
///   a keyed container, as the synthesized conformance does for a plain optional property.
@propertyWrapper
public struct Coerced<Value: Coercible> {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Coerced: Decodable {
    /// Decodes the value, coercing the scalar the decoder holds.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The errors of `Value`'s conversion (see ``Coercible``).
    public init(from decoder: any Decoder) throws {
        self.wrappedValue = try Value.coerce(from: decoder, grammar: .plain)
    }
}

extension Coerced: Encodable where Value: Encodable {
    /// Encodes the value as it is, without any wrapper: a coerced `Int` encodes as a number.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Coerced: Equatable where Value: Equatable {}
extension Coerced: Hashable where Value: Hashable {}
extension Coerced: Sendable where Value: Sendable {}

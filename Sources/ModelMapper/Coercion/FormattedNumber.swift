/// A property wrapper that reads a number as ``Coerced`` does, and also from strings with thousands separators
/// (`"1,234,567"`) and, for integers, exponents spelling a whole number (`"1e3"`): ``Coerced`` in the grammar of
/// ``DictionaryDecoder/Coercions/formattedNumbers``. Misplaced separators (`"1,23"`) and exponents that leave a
/// fraction (`"1.5e0"`) still throw. It writes the number plainly; for grouped text, use ``GroupedNumber``.
///
/// ```swift
/// @FormattedNumber var price: Double        // "1,299.99" → 1299.99
/// @FormattedNumber var views: Int?          // "12,400" → 12400; "1.2e4" → 12000; missing or null → nil
/// ```
@propertyWrapper
public struct FormattedNumber<Value: Coercible> {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension FormattedNumber: Decodable {
    /// Decodes the value, coercing the scalar the decoder holds in the formatted number grammar.
    public init(from decoder: any Decoder) throws {
        self.wrappedValue = try Value.coerce(from: decoder, grammar: .formatted)
    }
}

extension FormattedNumber: Encodable where Value: Encodable {
    /// Encodes the value as it is: a number encodes as a number.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(wrappedValue)
    }
}

extension FormattedNumber: Equatable where Value: Equatable {}
extension FormattedNumber: Hashable where Value: Hashable {}
extension FormattedNumber: Sendable where Value: Sendable {}

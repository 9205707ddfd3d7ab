/// A property wrapper that decodes a number the way ``Coerced`` does, and also from strings with thousands separators
/// (`"1,234,567"`, `"-1,234.5"`) and, for integers, with exponents that spell a whole number (`"1e3"`, `"2.5E2"`).
///
/// It is ``Coerced`` with the wider number grammar of ``DictionaryDecoder/Coercions/formattedNumbers``, for one
/// property: every ``Coercible`` type works, optionals and arrays included, and everything ``Coerced`` rejects is
/// rejected here too, as are misplaced separators (`"1,23"`) and exponents that leave a fraction (`"1.5e0"`).
///
/// ```swift
/// struct Listing: Codable {
///     @FormattedNumber var price: Double        // "1,299.99" → 1299.99
///     @FormattedNumber var total: Decimal       // "1,234.50" → 1234.5 exactly, read digit by digit
///     @FormattedNumber var views: Int?          // "12,400" → 12400; "1.2e4" → 12000; missing or null → nil
/// }
/// ```
///
/// It works with any decoder and encodes its value plainly, as a number of its type: a `Decimal` read from
/// `"1,234.50"` encodes as the `Decimal` `1234.5` (``DictionaryEncoder`` keeps it a `Decimal`, `JSONEncoder` writes
/// `1234.5`), as a `Double` does. An optional that is `nil` is left out of a keyed container.
@propertyWrapper
public struct FormattedNumber<Value: Coercible> {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension FormattedNumber: Decodable {
    /// Decodes the value, coercing the scalar the decoder holds with the formatted number grammar.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The errors of `Value`'s conversion (see ``Coercible``).
    public init(from decoder: any Decoder) throws {
        self.wrappedValue = try Value.coerce(from: decoder, grammar: .formatted)
    }
}

extension FormattedNumber: Encodable where Value: Encodable {
    /// Encodes the value as it is: a number encodes as a number.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension FormattedNumber: Equatable where Value: Equatable {}
extension FormattedNumber: Hashable where Value: Hashable {}
extension FormattedNumber: Sendable where Value: Sendable {}

import Foundation

/// A property wrapper for an amount that the backend sends as text with thousands separators and a fixed number of
/// fraction digits, and wants back the same way: the wire form ``Hint/WireForm/groupedNumber(fractionDigits:)``,
/// declared on the type rather than in a hint tree.
///
/// ```swift
/// struct Order: Codable {
///     @GroupedNumber<TwoFractionDigits> var amount: Decimal    // "1,234.50" ↔ 1234.5
/// }
/// ```
///
/// The value is a `Decimal`, read and written digit by digit and never through a `Double`, so `"0.10"` is one tenth
/// and goes back as `"0.10"`. Reading is ``FormattedNumber``'s: with or without separators, a number as it is, and
/// anything else throws at the property's coding path (and, with ``DictionaryDecoder``, its source path); a string read
/// is recorded in the ``MappingReport`` as a coercion is. Writing groups the digits and pads the fraction with zeros,
/// whatever the encoder; a value with more fraction digits than the format keeps (other than zeros) is not rounded:
/// encoding throws `EncodingError.invalidValue`. ``DictionaryReflector`` writes the text too.
///
/// For an optional amount, or a `Double`, give the key the wire form in the hint tree
/// (`.key("AMOUNT").wire(.groupedNumber(fractionDigits: 2))`), which reads and writes any number under the key.
@propertyWrapper
public struct GroupedNumber<Format: GroupedNumberFormat> {
    /// The value.
    public var wrappedValue: Decimal

    /// Wraps a value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Decimal) {
        self.wrappedValue = wrappedValue
    }
}

extension GroupedNumber: Decodable {
    /// Decodes the number, reading a string with or without separators.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The errors of `Decimal`'s conversion (see ``Coercible``); `DecodingError.dataCorrupted` when the
    ///   format's fraction digits are out of range.
    public init(from decoder: any Decoder) throws {
        try Format.form.validate(for: decoder)
        self.wrappedValue = try Decimal.coerce(from: decoder, grammar: .formatted)
    }
}

extension GroupedNumber: Encodable {
    /// Encodes the number as grouped text with the format's fraction digits.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when the value has more fraction digits than the format keeps, is NaN,
    ///   or the format's fraction digits are out of range; and the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        try Format.form.encode(wrappedValue, to: encoder)
    }
}

extension GroupedNumber: CustomDictionaryReflectable {
    /// The value in its wire form, which ``DictionaryReflector`` writes as grouped text.
    public var dictionaryRepresentation: Any { WireFormValue(form: Format.form, value: wrappedValue) }
}

extension GroupedNumber: Equatable {}
extension GroupedNumber: Hashable {}
extension GroupedNumber: Sendable {}

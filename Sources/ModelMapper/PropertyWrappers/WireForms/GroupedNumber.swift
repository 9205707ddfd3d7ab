import Foundation

/// A property wrapper for an amount that the backend sends as text with thousands separators and a fixed number of
/// fraction digits, and wants back the same way: the wire form ``Hint/WireForm/groupedNumber(fractionDigits:)`` declared
/// on the type.
///
/// ```swift
/// struct Order: Codable {
///     @GroupedNumber<TwoFractionDigits> var amount: Decimal    // "1,234.50" ↔ 1234.5
/// }
/// ```
///
/// The value is a `Decimal`, read and written digit by digit, so `"0.10"` goes back as `"0.10"`. It reads as
/// ``FormattedNumber`` does; it writes grouped text padded to the format's digits with any encoder and
/// ``DictionaryReflector``, and throws `EncodingError.invalidValue` rather than round a value with more digits. The digit
/// count is a type (``GroupedNumberFormat``), not an argument, because `init(from:)` has no argument to read it from.
/// For an optional amount, or a `Double`, give the key the form in a hint:
/// `.key("AMOUNT").wire(.groupedNumber(fractionDigits: 2))`.
@propertyWrapper
public struct GroupedNumber<Format: GroupedNumberFormat> {
    /// The value.
    public var wrappedValue: Decimal

    /// Wraps a value.
    public init(wrappedValue: Decimal) {
        self.wrappedValue = wrappedValue
    }
}

extension GroupedNumber: Decodable {
    /// Decodes the number, from a string with or without separators.
    ///
    /// - Throws: The errors of `Decimal`'s conversion; `dataCorrupted` when the format's digit count is out of range.
    public init(from decoder: any Decoder) throws {
        try Format.form.validate(for: decoder)
        self.wrappedValue = try Decimal.coerce(from: decoder, grammar: .formatted)
    }
}

extension GroupedNumber: Encodable {
    /// Encodes the number as grouped text with the format's fraction digits.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value with more fraction digits than the format keeps, or NaN.
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

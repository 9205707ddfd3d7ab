import Foundation

/// A property wrapper for a `Decimal` sent, and written back, as grouped text with fixed fraction digits:
/// ``Hint/WireForm/groupedNumber(fractionDigits:)`` on the type. Written digit by digit, never rounded (more digits
/// throw `EncodingError.invalidValue`); the digit count is a type because `init(from:)` takes no arguments. For an
/// optional or a `Double`, use a hint's ``Hint/wire(_:)``.
///
/// ```swift
/// @GroupedNumber<TwoFractionDigits> var amount: Decimal    // "1,234.50" ↔ 1234.5
/// ```
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
    /// - Throws: The errors of `Decimal`'s conversion; `dataCorrupted` when the digit count is out of range.
    public init(from decoder: any Decoder) throws {
        try Format.form.validate(for: decoder)
        self.wrappedValue = try Decimal.coerce(from: decoder, grammar: .formatted)
    }
}

extension GroupedNumber: Encodable {
    /// Encodes the number as grouped text with the format's fraction digits.
    ///
    /// - Throws: `EncodingError.invalidValue` for more fraction digits than the format keeps, or NaN.
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

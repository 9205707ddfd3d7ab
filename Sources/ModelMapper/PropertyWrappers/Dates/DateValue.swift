import Foundation

/// A property wrapper for a date with a format of its own, whatever the coder's date strategy.
///
/// ```swift
/// @DateValue<SecondsSince1970Strategy> var started: Date
/// @DateValue<ISO8601WithFractionalSecondsStrategy> var expires: Date
/// ```
///
/// It reads and writes the raw form through the single-value container, so every coder encodes what it decodes; a
/// raw value not in the format is `dataCorrupted` at the property. With ``DictionaryDecoder`` a `Date` leaf (a
/// property list's) is taken as it is, if the strategy can write it back. For an optional, use ``OptionalDateValue``.
@propertyWrapper
public struct DateValue<Strategy: DateValueStrategy> {
    /// The date.
    public var wrappedValue: Date

    /// Wraps a date.
    public init(wrappedValue: Date) {
        self.wrappedValue = wrappedValue
    }
}

extension DateValue: Decodable {
    /// Decodes the raw value and converts it with the strategy.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Self.decodeDate(from: decoder))
    }

    /// The date `decoder` holds, in the strategy's form or as a `Date` leaf: what both date wrappers read.
    static func decodeDate(from decoder: any Decoder) throws -> Date {
        if let support = decoder as? any WrapperDecodingSupport, let date = TreeValue.date(support.heldValue) {
            // A leaf, as a `Date` property takes it, but refused now, not at the next encode, if unwritable.
            do {
                _ = try Strategy.raw(from: date)
            } catch {
                throw DecodingFailure.conversion(error, in: decoder)
            }
            return date
        }
        let raw = try decoder.singleValueContainer().decode(Strategy.Raw.self)
        do {
            return try Strategy.date(from: raw)
        } catch {
            throw DecodingFailure.conversion(error, in: decoder)
        }
    }
}

extension DateValue: Encodable {
    /// Encodes the date's raw form.
    ///
    /// - Throws: `EncodingError.invalidValue` when the strategy cannot write the date.
    public func encode(to encoder: any Encoder) throws {
        try Self.encode(wrappedValue, to: encoder)
    }

    /// Writes `date` in the strategy's form: the one writing of ``DateValue`` and ``OptionalDateValue``.
    static func encode(_ date: Date, to encoder: any Encoder) throws {
        let raw: Strategy.Raw
        do {
            raw = try Strategy.raw(from: date)
        } catch {
            // The interval rather than the date: describing a date whose interval is NaN traps in Foundation.
            throw EncodingFailure.conversion(error, of: date.timeIntervalSince1970, codingPath: encoder.codingPath)
        }
        try encoder.encodeSingleValue(raw)
    }
}

extension DateValue: Equatable {}
extension DateValue: Hashable {}
extension DateValue: Sendable {}

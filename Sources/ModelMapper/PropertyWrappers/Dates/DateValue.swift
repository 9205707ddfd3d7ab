import Foundation

/// A property wrapper for a date with a format of its own, whatever the coder's date strategy says: a model can mix
/// seconds, milliseconds and ISO 8601 dates without a custom strategy.
///
/// ```swift
/// struct Session: Codable {
///     @DateValue<SecondsSince1970Strategy> var started: Date
///     @DateValue<MillisecondsSince1970Strategy> var lastSeen: Date
///     @DateValue<ISO8601WithFractionalSecondsStrategy> var expires: Date
/// }
/// ```
///
/// The wrapper reads and writes the date's raw form (a number or a string) through the coder's single-value container,
/// so it works the same with ``DictionaryDecoder``, ``DictionaryEncoder``, `JSONDecoder`, `JSONEncoder` and any other
/// coder, and encodes the form it decodes. A raw value of the wrong kind throws `DecodingError.typeMismatch`; a
/// string that is not a date in the format, `DecodingError.dataCorrupted`, both at the property's coding path.
///
/// The value in between is a `Date`, whose precision is about 0.1 µs for dates near today. The epoch strategies
/// write their number rounded to the microsecond, so a number with at most six decimal places of seconds (three of
/// milliseconds) comes back exactly as it was read; the ISO 8601 strategies write milliseconds
/// (``ISO8601WithFractionalSecondsStrategy``) or whole seconds (``ISO8601Strategy``), and read only years 1...9999, the ones they
/// can write back.
///
/// With ``DictionaryDecoder``, a `Date` leaf (or an `NSDate`: what a property list, `UserDefaults` or Core Data
/// holds) is the date whatever the strategy, as for a plain `Date` property under every date decoding strategy, but
/// only when the strategy can write it back: a date leaf in year 10000 is refused by ``ISO8601Strategy`` where it is
/// read, with `DecodingError.dataCorrupted`. Encoding writes the strategy's form, not a leaf: the wrapper names the
/// form of the payload. Other decoders hand the wrapper only its raw form.
///
/// Write your own format by conforming a type to ``DateValueStrategy``. For an optional date, whose "none" the
/// backend may write as `""`, `null` or a missing key, use ``OptionalDateValue``.
@propertyWrapper
public struct DateValue<Strategy: DateValueStrategy> {
    /// The date.
    public var wrappedValue: Date

    /// Wraps a date.
    ///
    /// - Parameter wrappedValue: The date.
    public init(wrappedValue: Date) {
        self.wrappedValue = wrappedValue
    }
}

extension DateValue: Decodable {
    /// Decodes the raw value and converts it with the strategy; with ``DictionaryDecoder``, takes a `Date` leaf as
    /// it is.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The decoder's errors for a raw value of the wrong kind; `DecodingError.dataCorrupted` when the
    ///   strategy cannot convert it, or cannot write back a `Date` leaf; a `DecodingError` the strategy throws, as it
    ///   is, at the property's coding path.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Self.decodeDate(from: decoder))
    }

    /// The date `decoder` holds, in the strategy's form or, with ``DictionaryDecoder``, as a `Date` leaf: the one
    /// reading of ``DateValue`` and ``OptionalDateValue``.
    static func decodeDate(from decoder: any Decoder) throws -> Date {
        if let support = decoder as? any WrapperDecodingSupport, let date = TreeValue.date(support.heldValue) {
            // A leaf of the wrapper's own type, as a `Date` property takes it under every strategy; refused here,
            // rather than when the model is encoded again, when the strategy has no form for it.
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
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when the strategy cannot write the date (an `EncodingError` it throws,
    ///   as it is, at the property's coding path), and the encoder's errors.
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
        var container = encoder.singleValueContainer()
        try container.encode(raw)
    }
}

extension DateValue: Equatable {}
extension DateValue: Hashable {}
extension DateValue: Sendable {}

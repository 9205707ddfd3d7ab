import Foundation

/// A date format for ``DateValue`` and ``OptionalDateValue``: the raw form a date is written in, and the conversions.
///
/// ```swift
/// enum DayNumber: DateValueStrategy {
///     static func date(from raw: Int) throws -> Date { Date(timeIntervalSince1970: Double(raw) * 86_400) }
///     static func raw(from date: Date) throws -> Int { Int(date.timeIntervalSince1970 / 86_400) }
/// }
/// ```
///
/// For a text format, use a `DateFormatter` with a fixed locale and time zone (<doc:ValuesAndFormats>). Throw
/// ``ValueFormatError`` for a raw value not in the format: the wrapper reports `dataCorrupted` (or, encoding,
/// `EncodingError.invalidValue`) at the property. A `DecodingError` or `EncodingError` you throw is passed on, under
/// the property's coding path.
public protocol DateValueStrategy {
    /// The form the date has in the payload: a number or a string.
    associatedtype Raw: Codable

    /// The date a raw value stands for.
    static func date(from raw: Raw) throws -> Date

    /// The raw value for a date.
    static func raw(from date: Date) throws -> Raw
}

/// The numbers the epoch strategies write, rounded to the microsecond: a `Date` holds its time about 0.1 µs apart,
/// so a date read from `1.0` milliseconds would otherwise go back as `1.000046730041504`.
enum EpochNumber {
    /// `value` (in `unitsPerSecond` units) rounded to the microsecond; unchanged if not finite or too large to round.
    static func roundedToMicroseconds(_ value: Double, unitsPerSecond: Double) -> Double {
        let microsecondsPerUnit = 1_000_000 / unitsPerSecond
        let microseconds = value * microsecondsPerUnit
        // Beyond 2^53 a `Double` holds only whole numbers: the value is already as round as it can be.
        guard microseconds.isFinite, abs(microseconds) < 9_007_199_254_740_992 else { return value }
        return microseconds.rounded() / microsecondsPerUnit
    }
}

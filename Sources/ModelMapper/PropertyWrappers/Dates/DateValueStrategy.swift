import Foundation

/// A date format for ``DateValue`` and ``OptionalDateValue``: the raw form a date is written in, and the conversions
/// both ways.
///
/// ```swift
/// enum DayNumber: DateValueStrategy {
///     static func date(from raw: Int) throws -> Date { Date(timeIntervalSince1970: Double(raw) * 86_400) }
///     static func raw(from date: Date) throws -> Int { Int(date.timeIntervalSince1970 / 86_400) }
/// }
/// ```
///
/// A text format of a backend's own, `"20240131 093000"` in Seoul time, with a `DateFormatter` fixed to one locale and
/// time zone so that it reads and writes the same text on every device (the `LegacyGatewayExample` program runs this
/// strategy):
///
/// ```swift
/// enum GatewayTimestamp: DateValueStrategy {
///     static func date(from raw: String) throws -> Date {
///         guard let date = formatter().date(from: raw) else {
///             throw ValueFormatError("\(String(reflecting: raw)) is not a yyyyMMdd HHmmss timestamp.")
///         }
///         return date
///     }
///
///     static func raw(from date: Date) throws -> String { formatter().string(from: date) }
///
///     private static func formatter() -> DateFormatter {
///         let formatter = DateFormatter()
///         formatter.locale = Locale(identifier: "en_US_POSIX")
///         formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
///         formatter.dateFormat = "yyyyMMdd HHmmss"
///         return formatter
///     }
/// }
///
/// struct User: Codable {
///     @DateValue<GatewayTimestamp> var joined: Date
///     @OptionalDateValue<GatewayTimestamp> var lastLogin: Date?   // "" ↔ nil, as the backend writes it
/// }
/// ```
///
/// Throw ``ValueFormatError`` (or any error) for a raw value not in the format: the wrapper reports it as
/// `DecodingError.dataCorrupted` at the property, with your description. A `DecodingError` you throw is rethrown as it
/// is, with its coding path placed under the property's, and an `EncodingError` likewise.
public protocol DateValueStrategy {
    /// The form the date has in the payload: a number or a string.
    associatedtype Raw: Codable

    /// The date a raw value stands for.
    ///
    /// - Parameter raw: The raw value.
    /// - Returns: The date.
    /// - Throws: Any error; ``DateValue`` reports it as `DecodingError.dataCorrupted` at the property (a
    ///   `DecodingError` as it is, at the property).
    static func date(from raw: Raw) throws -> Date

    /// The raw value for a date.
    ///
    /// - Parameter date: The date.
    /// - Returns: The raw value.
    /// - Throws: Any error; ``DateValue`` reports it as `EncodingError.invalidValue` at the property (an
    ///   `EncodingError` as it is, at the property).
    static func raw(from date: Date) throws -> Raw
}

/// The numbers the epoch strategies write, rounded to the microsecond.
///
/// A `Date` keeps its time as a `Double` of seconds since 2001, about 0.1 µs apart for dates near today, so the date
/// read from `1.0` milliseconds gives back `1.000046730041504`. Rounding the written number to the microsecond gives
/// back the number that was read whenever it had at most six decimal places of seconds (three of milliseconds), for
/// dates within a century or two of today, and changes no number by more than the half microsecond a `Date` may
/// already be off.
enum EpochNumber {
    /// `value`, in units of `unitsPerSecond`, rounded to the nearest microsecond; unchanged when it is not finite or
    /// too large for the rounding to be exact.
    static func roundedToMicroseconds(_ value: Double, unitsPerSecond: Double) -> Double {
        let microsecondsPerUnit = 1_000_000 / unitsPerSecond
        let microseconds = value * microsecondsPerUnit
        // Beyond 2^53 a `Double` holds only whole numbers: the value is already as round as it can be.
        guard microseconds.isFinite, abs(microseconds) < 9_007_199_254_740_992 else { return value }
        return microseconds.rounded() / microsecondsPerUnit
    }
}

import Foundation

/// A date format for ``DateValue``: the raw form a date is written in, and the conversions both ways.
///
/// ```swift
/// enum DayNumber: DateValueStrategy {
///     static func date(from raw: Int) throws -> Date { Date(timeIntervalSince1970: Double(raw) * 86_400) }
///     static func raw(from date: Date) throws -> Int { Int(date.timeIntervalSince1970 / 86_400) }
/// }
/// ```
public protocol DateValueStrategy {
    /// The form the date has in the payload: a number or a string.
    associatedtype Raw: Codable

    /// The date a raw value stands for.
    ///
    /// - Parameter raw: The raw value.
    /// - Returns: The date.
    /// - Throws: Any error; ``DateValue`` reports it as `DecodingError.dataCorrupted` at the property.
    static func date(from raw: Raw) throws -> Date

    /// The raw value for a date.
    ///
    /// - Parameter date: The date.
    /// - Returns: The raw value.
    /// - Throws: Any error; ``DateValue`` reports it as `EncodingError.invalidValue` at the property.
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

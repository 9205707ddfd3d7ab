import Foundation

/// Milliseconds since 1 January 1970 UTC, as a number: `1700000000000`.
public enum MillisecondsSince1970Strategy: DateValueStrategy {
    /// The date `raw` milliseconds after 1970.
    public static func date(from raw: Double) -> Date { Date(timeIntervalSince1970: raw / 1000) }

    /// The milliseconds since 1970, rounded to the microsecond, so that the number read comes back as it was (a `Date`
    /// holds about 0.1 µs: `1.0` milliseconds would otherwise come back as `1.000046730041504`).
    public static func raw(from date: Date) -> Double {
        EpochNumber.roundedToMicroseconds(date.timeIntervalSince1970 * 1000, unitsPerSecond: 1000)
    }
}

import Foundation

/// Milliseconds since 1 January 1970 UTC, as a number: `1700000000000`.
public enum MillisecondsSince1970Strategy: DateValueStrategy {
    /// The date `raw` milliseconds after 1970.
    public static func date(from raw: Double) -> Date { Date(timeIntervalSince1970: raw / 1000) }

    /// The milliseconds since 1970, rounded to the microsecond so that a number read comes back as it was.
    public static func raw(from date: Date) -> Double {
        EpochNumber.roundedToMicroseconds(date.timeIntervalSince1970 * 1000, unitsPerSecond: 1000)
    }
}

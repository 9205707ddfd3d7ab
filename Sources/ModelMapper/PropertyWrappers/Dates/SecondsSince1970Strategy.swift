import Foundation

/// Seconds since 1 January 1970 UTC, as a number: `1700000000`, `1700000000.5`.
public enum SecondsSince1970Strategy: DateValueStrategy {
    /// The date `raw` seconds after 1970.
    public static func date(from raw: Double) -> Date { Date(timeIntervalSince1970: raw) }

    /// The seconds since 1970, rounded to the microsecond so that a number read comes back as it was.
    public static func raw(from date: Date) -> Double {
        EpochNumber.roundedToMicroseconds(date.timeIntervalSince1970, unitsPerSecond: 1)
    }
}

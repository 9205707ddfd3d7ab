import Foundation

/// Seconds since 1 January 1970 UTC, as a number: `1700000000`, `1700000000.5`.
public enum SecondsSince1970: DateValueStrategy {
    /// The date `raw` seconds after 1970.
    ///
    /// - Parameter raw: The seconds.
    /// - Returns: The date.
    public static func date(from raw: Double) -> Date { Date(timeIntervalSince1970: raw) }

    /// The seconds since 1970.
    ///
    /// - Parameter date: The date.
    /// - Returns: The seconds.
    public static func raw(from date: Date) -> Double { date.timeIntervalSince1970 }
}

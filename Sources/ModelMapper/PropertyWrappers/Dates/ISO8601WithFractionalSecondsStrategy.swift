import Foundation

/// An ISO 8601 string in UTC with milliseconds, always written: `2023-11-14T22:13:20.123Z`; whole seconds are read
/// too. A year outside 1...9999 is a ``ValueFormatError`` both ways.
public enum ISO8601WithFractionalSecondsStrategy: DateValueStrategy {
    /// The date an ISO 8601 string with fractional seconds stands for.
    public static func date(from raw: String) throws -> Date {
        try ISO8601.writableDate(from: raw, fractionalSeconds: true)
    }

    /// The date as an ISO 8601 string in UTC, rounded to the millisecond.
    public static func raw(from date: Date) throws -> String {
        try ISO8601.text(of: date, fractionalSeconds: true)
    }
}

import Foundation

/// An ISO 8601 string in UTC with milliseconds: `2023-11-14T22:13:20.123Z`. A string with whole seconds is read
/// too; milliseconds are always written.
public enum ISO8601WithFractionalSecondsStrategy: DateValueStrategy {
    /// The date an ISO 8601 string with fractional seconds stands for.
    ///
    /// - Throws: ``ValueFormatError`` when the string is not an ISO 8601 date with fractional seconds, or its year is
    ///   outside 1...9999 (which the strategy could not write back).
    public static func date(from raw: String) throws -> Date {
        try ISO8601.writableDate(from: raw, fractionalSeconds: true)
    }

    /// The date as an ISO 8601 string in UTC, rounded to the millisecond.
    ///
    /// - Throws: ``ValueFormatError`` for a date that is not finite or whose year is outside 1...9999.
    public static func raw(from date: Date) throws -> String {
        try ISO8601.text(of: date, fractionalSeconds: true)
    }
}

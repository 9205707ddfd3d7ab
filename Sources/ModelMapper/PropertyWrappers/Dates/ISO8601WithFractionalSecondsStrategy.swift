import Foundation

/// An ISO 8601 string in UTC with milliseconds: `2023-11-14T22:13:20.123Z`. A string with whole seconds is read
/// too; milliseconds are always written.
public enum ISO8601WithFractionalSecondsStrategy: DateValueStrategy {
    /// The date an ISO 8601 string with fractional seconds stands for.
    ///
    /// - Parameter raw: The string.
    /// - Returns: The date.
    /// - Throws: ``ValueFormatError`` when the string is not an ISO 8601 date with fractional seconds, or its year is
    ///   outside 1...9999 (which the strategy could not write back).
    public static func date(from raw: String) throws -> Date {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        guard let date = try? style.parse(raw) else {
            throw ValueFormatError("Expected an ISO 8601 date such as 2023-11-14T22:13:20.123Z, found \"\(raw)\".")
        }
        // Only a date this strategy can write back is read: a year beyond 9999 ("10000-01-01…") is refused here,
        // at the property, rather than when the model is encoded again.
        guard ISO8601.format(date, fractionalSeconds: true) != nil else {
            throw ValueFormatError("Expected an ISO 8601 date with a four-digit year (1...9999), found \"\(raw)\".")
        }
        return date
    }

    /// The date as an ISO 8601 string in UTC, rounded to the millisecond.
    ///
    /// - Parameter date: The date.
    /// - Returns: The string.
    /// - Throws: ``ValueFormatError`` for a date that is not finite or whose year is outside 1...9999.
    public static func raw(from date: Date) throws -> String {
        guard let text = ISO8601.format(date, fractionalSeconds: true) else { throw ValueFormatError.noText(date) }
        return text
    }
}

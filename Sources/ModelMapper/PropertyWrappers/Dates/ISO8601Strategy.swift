import Foundation

/// An ISO 8601 string in UTC with whole seconds: `2023-11-14T22:13:20Z` (an offset such as `+01:00` is read too).
/// A year outside 1...9999 is a ``ValueFormatError`` both ways, so what is read can be written back.
public enum ISO8601Strategy: DateValueStrategy {
    /// The date an ISO 8601 string with whole seconds stands for.
    public static func date(from raw: String) throws -> Date {
        try ISO8601.writableDate(from: raw, fractionalSeconds: false)
    }

    /// The date as an ISO 8601 string in UTC, fractions of a second dropped.
    public static func raw(from date: Date) throws -> String {
        try ISO8601.text(of: date, fractionalSeconds: false)
    }
}

extension ISO8601 {
    /// The date an ISO 8601 string stands for, read only when the strategies can write it back: a year beyond 9999
    /// (`"10000-01-01…"`) is refused here, at the property, rather than when the model is encoded again.
    static func writableDate(from raw: String, fractionalSeconds: Bool) throws -> Date {
        guard let date = date(from: raw, fractionalSeconds: fractionalSeconds) else {
            let example = fractionalSeconds ? "2023-11-14T22:13:20.123Z" : "2023-11-14T22:13:20Z"
            throw ValueFormatError("Expected an ISO 8601 date such as \(example), found \"\(raw)\".")
        }
        guard format(date, fractionalSeconds: fractionalSeconds) != nil else {
            throw ValueFormatError("Expected an ISO 8601 date with a four-digit year (1...9999), found \"\(raw)\".")
        }
        return date
    }

    /// The ISO 8601 text of a date, or ``ValueFormatError`` for one not finite or outside the years 1...9999.
    static func text(of date: Date, fractionalSeconds: Bool) throws -> String {
        guard let text = format(date, fractionalSeconds: fractionalSeconds) else { throw ValueFormatError.noText(date) }
        return text
    }
}

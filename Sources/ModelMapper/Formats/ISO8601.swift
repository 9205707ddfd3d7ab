import Foundation

/// ISO 8601 timestamps in UTC, written without a formatter: fast, thread-safe and available on every platform.
enum ISO8601 {
    /// The earliest and latest instants with a four-digit year: 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    private static let range: ClosedRange<Double> = -62_135_596_800...253_402_300_799.999

    /// Formats a date as `2001-02-03T04:05:06Z`, or `2001-02-03T04:05:06.789Z` with milliseconds rounded to the
    /// nearest; `nil` when the year is outside 1...9999 or the date is not finite.
    static func format(_ date: Date, fractionalSeconds: Bool) -> String? {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, range.contains(interval) else { return nil }
        let totalMilliseconds =
            fractionalSeconds ? Int64((interval * 1000).rounded()) : Int64(interval.rounded(.down)) * 1000
        let (seconds, milliseconds) = floorDivision(totalMilliseconds, 1000)
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civil(fromDays: days)
        guard (1...9999).contains(year) else { return nil }
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        text +=
            "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if fractionalSeconds { text += "." + pad(milliseconds, 3) }
        return text + "Z"
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
        return (quotient, value - quotient * divisor)
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

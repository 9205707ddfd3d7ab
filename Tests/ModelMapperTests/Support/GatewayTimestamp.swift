import Foundation
import ModelMapper

/// `"20240131 093000"`, in UTC: the custom format of the documentation's example, shared by the tests of the
/// two-way wrappers.
enum GatewayTimestamp: DateValueStrategy {
    static func date(from raw: String) throws -> Date {
        guard let date = formatter().date(from: raw) else {
            throw ValueFormatError("\(String(reflecting: raw)) is not a yyyyMMdd HHmmss timestamp.")
        }
        return date
    }

    static func raw(from date: Date) throws -> String { formatter().string(from: date) }

    static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd HHmmss"
        return formatter
    }
}

import Foundation

/// A date format for ``DateValue``: the raw form a date is written in, and the conversions both ways.
///
/// ```swift
/// enum DayNumber: DateValueStrategy {
///     static func date(from raw: Int) throws -> Date { Date(timeIntervalSince1970: Double(raw) * 86_400) }
///     static func raw(from date: Date) throws -> Int { Int(date.timeIntervalSince1970 / 86_400) }
/// }
/// ```
public protocol DateValueStrategy {
    /// The form the date has in the payload: a number or a string.
    associatedtype Raw: Codable

    /// The date a raw value stands for.
    ///
    /// - Parameter raw: The raw value.
    /// - Returns: The date.
    /// - Throws: Any error; ``DateValue`` reports it as `DecodingError.dataCorrupted` at the property.
    static func date(from raw: Raw) throws -> Date

    /// The raw value for a date.
    ///
    /// - Parameter date: The date.
    /// - Returns: The raw value.
    /// - Throws: Any error; ``DateValue`` reports it as `EncodingError.invalidValue` at the property.
    static func raw(from date: Date) throws -> Raw
}

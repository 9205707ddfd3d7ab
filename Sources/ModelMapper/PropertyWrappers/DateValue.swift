import Foundation

/// A property wrapper for a date with a format of its own, whatever the coder's date strategy says: a model can mix
/// seconds, milliseconds and ISO 8601 dates without a custom strategy.
///
/// ```swift
/// struct Session: Codable {
///     @DateValue<SecondsSince1970> var started: Date
///     @DateValue<MillisecondsSince1970> var lastSeen: Date
///     @DateValue<ISO8601WithFractionalSeconds> var expires: Date
/// }
/// ```
///
/// The wrapper reads and writes the date's raw form (a number or a string) through the coder's single-value container,
/// so it works the same with ``DictionaryDecoder``, ``DictionaryEncoder``, `JSONDecoder`, `JSONEncoder` and any other
/// coder, and encodes exactly the form it decodes. A raw value of the wrong kind throws `DecodingError.typeMismatch`; a
/// string that is not a date in the format, `DecodingError.dataCorrupted`, both at the property's coding path.
///
/// Write your own format by conforming a type to ``DateValueStrategy``.
@propertyWrapper
public struct DateValue<Strategy: DateValueStrategy> {
    /// The date.
    public var wrappedValue: Date

    /// Wraps a date.
    ///
    /// - Parameter wrappedValue: The date.
    public init(wrappedValue: Date) {
        self.wrappedValue = wrappedValue
    }
}

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

/// Milliseconds since 1 January 1970 UTC, as a number: `1700000000000`.
public enum MillisecondsSince1970: DateValueStrategy {
    /// The date `raw` milliseconds after 1970.
    ///
    /// - Parameter raw: The milliseconds.
    /// - Returns: The date.
    public static func date(from raw: Double) -> Date { Date(timeIntervalSince1970: raw / 1000) }

    /// The milliseconds since 1970.
    ///
    /// - Parameter date: The date.
    /// - Returns: The milliseconds.
    public static func raw(from date: Date) -> Double { date.timeIntervalSince1970 * 1000 }
}

/// An ISO 8601 string in UTC with whole seconds: `2023-11-14T22:13:20Z` (an offset such as `+01:00` is read too).
public enum ISO8601Date: DateValueStrategy {
    /// The date an ISO 8601 string stands for.
    ///
    /// - Parameter raw: The string.
    /// - Returns: The date.
    /// - Throws: ``DateValueError`` when the string is not an ISO 8601 date with whole seconds.
    public static func date(from raw: String) throws -> Date {
        guard let date = try? Date.ISO8601FormatStyle().parse(raw) else {
            throw DateValueError("Expected an ISO 8601 date such as 2023-11-14T22:13:20Z, found \"\(raw)\".")
        }
        return date
    }

    /// The date as an ISO 8601 string in UTC, fractions of a second dropped.
    ///
    /// - Parameter date: The date.
    /// - Returns: The string.
    /// - Throws: ``DateValueError`` for a date that is not finite or whose year is outside 1...9999.
    public static func raw(from date: Date) throws -> String {
        guard let text = ISO8601.format(date, fractionalSeconds: false) else { throw DateValueError.noText(date) }
        return text
    }
}

/// An ISO 8601 string in UTC with milliseconds: `2023-11-14T22:13:20.123Z`. A string with whole seconds is read
/// too; milliseconds are always written.
public enum ISO8601WithFractionalSeconds: DateValueStrategy {
    /// The date an ISO 8601 string with fractional seconds stands for.
    ///
    /// - Parameter raw: The string.
    /// - Returns: The date.
    /// - Throws: ``DateValueError`` when the string is not an ISO 8601 date with fractional seconds.
    public static func date(from raw: String) throws -> Date {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        guard let date = try? style.parse(raw) else {
            throw DateValueError("Expected an ISO 8601 date such as 2023-11-14T22:13:20.123Z, found \"\(raw)\".")
        }
        return date
    }

    /// The date as an ISO 8601 string in UTC, rounded to the millisecond.
    ///
    /// - Parameter date: The date.
    /// - Returns: The string.
    /// - Throws: ``DateValueError`` for a date that is not finite or whose year is outside 1...9999.
    public static func raw(from date: Date) throws -> String {
        guard let text = ISO8601.format(date, fractionalSeconds: true) else { throw DateValueError.noText(date) }
        return text
    }
}

/// Why a ``DateValueStrategy`` could not convert a value.
public struct DateValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates an error.
    ///
    /// - Parameter description: What went wrong.
    public init(_ description: String) { self.description = description }

    static func noText(_ date: Date) -> DateValueError {
        DateValueError(
            "The date \(date.timeIntervalSince1970) seconds from 1970 has no ISO 8601 text: it is not finite or its "
                + "year is outside 1...9999.")
    }
}

extension DateValue: Decodable {
    /// Decodes the raw value and converts it with the strategy.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The decoder's errors for a raw value of the wrong kind; `DecodingError.dataCorrupted` when the
    ///   strategy cannot convert it.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(Strategy.Raw.self)
        do {
            self.init(wrappedValue: try Strategy.date(from: raw))
        } catch {
            throw DecodingError.dataCorrupted(.wrapper(decoder, "\(error)", underlyingError: error))
        }
    }
}

extension DateValue: Encodable {
    /// Encodes the date's raw form.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when the strategy cannot write the date, and the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        let raw: Strategy.Raw
        do {
            raw = try Strategy.raw(from: wrappedValue)
        } catch {
            // The interval rather than the date: describing a date whose interval is NaN traps in Foundation.
            throw EncodingError.invalidValue(
                wrappedValue.timeIntervalSince1970,
                EncodingError.Context(
                    codingPath: encoder.codingPath, debugDescription: "\(error)", underlyingError: error))
        }
        var container = encoder.singleValueContainer()
        try container.encode(raw)
    }
}

extension DateValue: Equatable {}
extension DateValue: Hashable {}
extension DateValue: Sendable {}

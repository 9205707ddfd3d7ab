import Foundation

/// Why a ``DateValueStrategy`` or ``DataValueStrategy`` could not convert a value to or from its raw form.
public struct ValueFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates an error that says what went wrong.
    public init(_ description: String) { self.description = description }

    static func noText(_ date: Date) -> ValueFormatError {
        ValueFormatError(
            "The date \(date.timeIntervalSince1970) seconds from 1970 has no ISO 8601 text: it is not finite or its "
                + "year is outside 1...9999.")
    }
}

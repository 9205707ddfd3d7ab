import Foundation

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

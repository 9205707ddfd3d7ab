import Foundation

/// Why a ``DataValueStrategy`` could not convert a value.
public struct DataValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates an error.
    ///
    /// - Parameter description: What went wrong.
    public init(_ description: String) { self.description = description }
}

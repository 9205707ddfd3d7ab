import Foundation

/// A binary encoding for ``DataValue``: the raw form data is written in, and the conversions both ways.
public protocol DataValueStrategy {
    /// The form the data has in the payload.
    associatedtype Raw: Codable

    /// The data a raw value stands for.
    ///
    /// - Parameter raw: The raw value.
    /// - Returns: The data.
    /// - Throws: Any error; ``DataValue`` reports it as `DecodingError.dataCorrupted` at the property.
    static func data(from raw: Raw) throws -> Data

    /// The raw value for data.
    ///
    /// - Parameter data: The data.
    /// - Returns: The raw value.
    static func raw(from data: Data) -> Raw
}

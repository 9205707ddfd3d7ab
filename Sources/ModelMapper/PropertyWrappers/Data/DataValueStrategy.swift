import Foundation

/// A binary encoding for ``DataValue``: the raw form data is written in, and the conversions both ways.
public protocol DataValueStrategy {
    /// The form the data has in the payload.
    associatedtype Raw: Codable
    /// The type of the property: `Data` unless the strategy says otherwise (``ByteArray``, for `[UInt8]`).
    associatedtype Value: DataValueBytes = Data

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

/// The types a ``DataValue`` property may have: `Data` and `[UInt8]`.
public protocol DataValueBytes: Hashable, Sendable {
    /// The bytes of data.
    ///
    /// - Parameter data: The bytes.
    init(_ data: Data)

    /// The bytes as data.
    var dataValue: Data { get }
}

extension Data: DataValueBytes {
    /// The data itself.
    public var dataValue: Data { self }
}

extension Array: DataValueBytes where Element == UInt8 {
    /// The bytes as data.
    public var dataValue: Data { Data(self) }
}

extension DataValueStrategy {
    /// The same encoding for a `[UInt8]` property: `@DataValue<Base64Strategy.ByteArray> var key: [UInt8]`.
    public typealias ByteArray = ByteArrayOf<Self>
}

/// A strategy's encoding for a `[UInt8]` property rather than `Data`; spelled `Base64Strategy.ByteArray`,
/// `HexStrategy.ByteArray`, and so on.
public enum ByteArrayOf<Base: DataValueStrategy>: DataValueStrategy {
    /// The property's type.
    public typealias Value = [UInt8]

    /// The bytes a raw value stands for, as the base strategy reads them.
    ///
    /// - Parameter raw: The raw value.
    /// - Returns: The bytes.
    /// - Throws: The base strategy's errors.
    public static func data(from raw: Base.Raw) throws -> Data { try Base.data(from: raw) }

    /// The raw value for bytes, as the base strategy writes them.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The raw value.
    public static func raw(from data: Data) -> Base.Raw { Base.raw(from: data) }
}

import Foundation

/// A binary encoding for ``DataValue``: the raw form data is written in, and the conversions both ways.
public protocol DataValueStrategy {
    /// The form the data has in the payload.
    associatedtype Raw: Codable
    /// The type of the property: `Data` unless the strategy says otherwise (``Bytes``, for `[UInt8]`).
    associatedtype Value: Hashable & Sendable = Data

    /// The data a raw value stands for.
    ///
    /// - Throws: Any error; ``DataValue`` reports it as `DecodingError.dataCorrupted` at the property.
    static func data(from raw: Raw) throws -> Data

    /// The raw value for data.
    static func raw(from data: Data) -> Raw

    /// The property's value holding `data`; the data itself when ``Value`` is `Data`.
    static func value(from data: Data) -> Value

    /// The data a property's value holds; the value itself when ``Value`` is `Data`.
    static func data(of value: Value) -> Data
}

extension DataValueStrategy where Value == Data {
    /// The data itself.
    public static func value(from data: Data) -> Data { data }

    /// The value itself.
    public static func data(of value: Data) -> Data { value }
}

extension DataValueStrategy {
    /// The same encoding for a `[UInt8]` property: `@DataValue<Base64Strategy.Bytes> var key: [UInt8]`.
    public typealias Bytes = BytesOf<Self>
}

/// A strategy's encoding for a `[UInt8]` property rather than `Data`: `Base64Strategy.Bytes`, `HexStrategy.Bytes`.
public enum BytesOf<Base: DataValueStrategy>: DataValueStrategy {
    /// The property's type.
    public typealias Value = [UInt8]

    /// The bytes a raw value stands for, as the base strategy reads them.
    public static func data(from raw: Base.Raw) throws -> Data { try Base.data(from: raw) }

    /// The raw value for bytes, as the base strategy writes them.
    public static func raw(from data: Data) -> Base.Raw { Base.raw(from: data) }

    /// The bytes of data.
    public static func value(from data: Data) -> [UInt8] { Array(data) }

    /// The bytes as data.
    public static func data(of value: [UInt8]) -> Data { Data(value) }
}

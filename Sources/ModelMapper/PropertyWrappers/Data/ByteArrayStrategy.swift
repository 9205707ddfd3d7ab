import Foundation

/// An array of byte values from 0 to 255: `[12, 255, 0]`, the shape of `Data`'s own `Codable` conformance.
public enum ByteArrayStrategy: DataValueStrategy {
    /// The bytes.
    public static func data(from raw: [UInt8]) -> Data { Data(raw) }

    /// The byte values.
    public static func raw(from data: Data) -> [UInt8] { Array(data) }
}

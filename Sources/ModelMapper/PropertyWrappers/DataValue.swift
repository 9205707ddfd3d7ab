import Foundation

/// A property wrapper for binary data with an encoding of its own, whatever the coder's data strategy says.
///
/// ```swift
/// struct Upload: Codable {
///     @DataValue<Base64Data> var thumbnail: Data   // "iVBORw0K…"
///     @DataValue<HexData> var checksum: Data       // "9f86d081…"
///     @DataValue<ByteArrayData> var key: Data      // [12, 255, 0]
/// }
/// ```
///
/// Like ``DateValue``, it reads and writes the raw form through the coder's single-value container, so it works the
/// same with every coder and encodes exactly the form it decodes. Text that is not valid in the encoding throws
/// `DecodingError.dataCorrupted` at the property's coding path.
@propertyWrapper
public struct DataValue<Strategy: DataValueStrategy> {
    /// The data.
    public var wrappedValue: Data

    /// Wraps data.
    ///
    /// - Parameter wrappedValue: The data.
    public init(wrappedValue: Data) {
        self.wrappedValue = wrappedValue
    }
}

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

/// Base64 text without line breaks, as `JSONEncoder` writes data.
public enum Base64Data: DataValueStrategy {
    /// The bytes Base64 text stands for.
    ///
    /// - Parameter raw: The text.
    /// - Returns: The bytes.
    /// - Throws: ``DataValueError`` when the text is not valid Base64.
    public static func data(from raw: String) throws -> Data {
        guard let data = Data(base64Encoded: raw) else {
            throw DataValueError("Expected Base64 text, found \"\(raw)\".")
        }
        return data
    }

    /// The bytes as Base64 text.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The text.
    public static func raw(from data: Data) -> String { data.base64EncodedString() }
}

/// Hexadecimal text, two digits a byte: `"0aff"` (either case is read; lowercase is written).
public enum HexData: DataValueStrategy {
    /// The bytes hexadecimal text stands for.
    ///
    /// - Parameter raw: The text.
    /// - Returns: The bytes.
    /// - Throws: ``DataValueError`` when the text has an odd length or a character that is not a hexadecimal digit.
    public static func data(from raw: String) throws -> Data {
        let digits = Array(raw.utf8)
        guard digits.count % 2 == 0 else {
            throw DataValueError("Expected hexadecimal text with two digits a byte, found \(digits.count) digits.")
        }
        var bytes = Data(capacity: digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(of: digits[index]), let low = value(of: digits[index + 1]) else {
                throw DataValueError("Expected hexadecimal text, found \"\(raw)\".")
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    /// The bytes as lowercase hexadecimal text.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The text.
    public static func raw(from data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(data.count * 2)
        for byte in data {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// An array of byte values from 0 to 255: `[12, 255, 0]`, the shape of `Data`'s own `Codable` conformance.
public enum ByteArrayData: DataValueStrategy {
    /// The bytes.
    ///
    /// - Parameter raw: The byte values.
    /// - Returns: The bytes.
    public static func data(from raw: [UInt8]) -> Data { Data(raw) }

    /// The byte values.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The byte values.
    public static func raw(from data: Data) -> [UInt8] { Array(data) }
}

/// Why a ``DataValueStrategy`` could not convert a value.
public struct DataValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates an error.
    ///
    /// - Parameter description: What went wrong.
    public init(_ description: String) { self.description = description }
}

extension DataValue: Decodable {
    /// Decodes the raw value and converts it with the strategy.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The decoder's errors for a raw value of the wrong kind; `DecodingError.dataCorrupted` when the
    ///   strategy cannot convert it.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(Strategy.Raw.self)
        do {
            self.init(wrappedValue: try Strategy.data(from: raw))
        } catch {
            throw DecodingError.dataCorrupted(.wrapper(decoder, "\(error)", underlyingError: error))
        }
    }
}

extension DataValue: Encodable {
    /// Encodes the data's raw form.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Strategy.raw(from: wrappedValue))
    }
}

extension DataValue: Equatable {}
extension DataValue: Hashable {}
extension DataValue: Sendable {}

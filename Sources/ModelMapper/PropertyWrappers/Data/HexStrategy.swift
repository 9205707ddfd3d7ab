import Foundation

/// Hexadecimal text, two digits a byte: `"0aff"` (either case is read; lowercase is written).
public enum HexStrategy: DataValueStrategy {
    /// The bytes hexadecimal text stands for.
    ///
    /// - Throws: ``ValueFormatError`` for an odd length or a character that is not a hexadecimal digit.
    public static func data(from raw: String) throws -> Data {
        let digits = Array(raw.utf8)
        guard digits.count % 2 == 0 else {
            throw ValueFormatError("Expected hexadecimal text with two digits a byte, found \(digits.count) digits.")
        }
        var bytes = Data(capacity: digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(of: digits[index]), let low = value(of: digits[index + 1]) else {
                throw ValueFormatError("Expected hexadecimal text, found \"\(raw)\".")
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    /// The bytes as lowercase hexadecimal text.
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

import Foundation

/// Base64 text without line breaks, as `JSONEncoder` writes data.
public enum Base64Strategy: DataValueStrategy {
    /// The bytes Base64 text stands for.
    ///
    /// - Throws: ``ValueFormatError`` when the text is not valid Base64.
    public static func data(from raw: String) throws -> Data {
        guard let data = Data(base64Encoded: raw) else {
            throw ValueFormatError("Expected Base64 text, found \"\(raw)\".")
        }
        return data
    }

    /// The bytes as Base64 text.
    public static func raw(from data: Data) -> String { data.base64EncodedString() }
}

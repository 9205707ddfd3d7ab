import Foundation

/// Hands out the fuzzer's bytes as the small decisions the generators make. Reading past the end yields zeros, so
/// every input, however short, describes one complete case.
struct FuzzByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func choice(_ bound: Int) -> Int {
        Int(byte()) % bound
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// A short string: either one of a few keys the models ask for (so that generated trees meet the models), or
    /// raw bytes, which may not be valid UTF-8 and are then repaired the way `String(decoding:)` repairs them.
    mutating func string() -> String {
        let selector = byte()
        if selector < 160 {
            return FuzzByteReader.vocabulary[Int(selector) % FuzzByteReader.vocabulary.count]
        }
        let count = Int(byte()) % 24
        var raw: [UInt8] = []
        for _ in 0..<count { raw.append(byte()) }
        return String(decoding: raw, as: UTF8.self)
    }

    /// Raw bytes, for `Data` values.
    mutating func data() -> Data {
        let count = Int(byte()) % 32
        var raw: [UInt8] = []
        for _ in 0..<count { raw.append(byte()) }
        return Data(raw)
    }

    /// Keys, source spellings and scalar strings the model family and the coercions react to.
    static let vocabulary: [String] = [
        "name", "NAME", "Name", "NameString", "id", "ID", "age", "Age", "AGE", "address", "Address", "ADDRESS",
        "aDog", "Dog", "members", "MEMBERS", "manager", "Manager", "sex", "isTall", "female", "male",
        "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float", "double",
        "bool", "string", "date", "data", "url", "decimal", "children", "value", "tags", "matrix", "scores",
        "flags", "lossy", "count", "enabled", "title", "payload", "user_name", "userName", "user-name", "USERNAME",
        "address.city", "tags[0]", "matrix[1][0]", "1. open", "meta.1\\. open", "a..b", "[", "]", "[x]", "\\",
        "", " ", "26", " 26 ", "+26", "26.0", "26.5", "-1", "1e20", "1e400", "-0", "NaN", "nan", "inf", "-inf",
        "Infinity", "true", "false", "yes", "no", "Y", "off", "ON", "1", "0", "2024-05-01T12:00:00Z",
        "1970-01-01T00:00:00.000Z", "aGVsbG8=", "not base64", "https://example.com/a?b=c", "http://[::1", "null",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "0.1", "1.7976931348623157e308", "5e-324", "é", "\u{0}", "🐶",
        // Added with the encoder, the dynamic-key hints and the recipes (after the older words, whose positions the
        // committed seeds rely on).
        "tags[9223372036854775807]", "tags[10000000]", "tags[2]", "name[0]", "series", "time", "open", "MEMBERS",
        "Time Series (5min)", "Time Series", "_count", "2024-05-01", "10", "2", "Dog", "NameString", "user_name",
        "info.age", "meta.title", "ids[0]", "pet", "nick", "big", "ubig", "small", "$ref", "super", "a.b\\.c",
        "A", "B", "a", "MEMB", "addr",
        // Added with polymorphism and the shape coercions.
        "kind", "person", "group", "items", "species", "cat", "1,234", "1,23", "2.5E2", #"{"name":"x"}"#, "[1, 2]",
        "{", "[",
    ]
}

import Foundation
import Testing

@testable import ModelMapper

/// A parsed JSON value as `DictionaryDecoder` observes it: the kind of each number (`TreeValue.number`), booleans
/// apart from numbers, strings by their exact scalars, objects by their keys' exact scalars.
indirect enum ObservedJSON: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    /// A `Double` by its bit pattern, so that `-0.0` differs from `0.0`.
    case double(UInt64)
    case decimal(Decimal)
    case string([UInt32])
    case array([ObservedJSON])
    case object([Member])
    case other(String)

    struct Member: Equatable {
        let key: [UInt32]
        let value: ObservedJSON
    }

    init(_ value: Any) {
        if TreeValue.isNull(value) {
            self = .null
        } else if let bool = TreeValue.bool(value) {
            self = .bool(bool)
        } else if let number = TreeValue.number(value) {
            switch number {
            case .int(let int): self = .int(int)
            case .uint(let uint): self = .uint(uint)
            case .double(let double): self = .double(double.bitPattern)
            case .decimal(let decimal): self = .decimal(decimal)
            }
        } else if let string = TreeValue.string(value) {
            self = .string(string.unicodeScalars.map(\.value))
        } else if let array = TreeValue.array(value) {
            self = .array(array.map(ObservedJSON.init))
        } else if let object = TreeValue.dictionary(value) {
            self = .object(
                object.map { Member(key: $0.key.unicodeScalars.map(\.value), value: ObservedJSON($0.value)) }
                    .sorted { $0.key.lexicographicallyPrecedes($1.key) })
        } else {
            self = .other("\(type(of: value))")
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .int(let int): "int(\(int))"
        case .uint(let uint): "uint(\(uint))"
        case .double(let bits): "double(\(Double(bitPattern: bits)))"
        case .decimal(let decimal): "decimal(\(decimal))"
        case .string(let scalars): "\"\(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))))\""
        case .array(let elements): "[\(elements.map(\.description).joined(separator: ", "))]"
        case .object(let members):
            "{\(members.map { "\(ObservedJSON.string($0.key)): \($0.value)" }.joined(separator: ", "))}"
        case .other(let type): "<\(type)>"
        }
    }
}

/// The outcome of parsing a text: the observed value, or that it was rejected.
enum ParseOutcome: Equatable, CustomStringConvertible {
    case accepted(ObservedJSON)
    case rejected

    static func reader(_ bytes: [UInt8], fragmentsAllowed: Bool = true) -> ParseOutcome {
        do {
            return .accepted(ObservedJSON(try JSONReader.value(from: Data(bytes), fragmentsAllowed: fragmentsAllowed)))
        } catch {
            return .rejected
        }
    }

    /// The scanned document as the decoder walks it: one level at a time, through `TreeValue`.
    static func lazyReader(_ bytes: [UInt8], fragmentsAllowed: Bool = true) -> ParseOutcome {
        do {
            return .accepted(
                ObservedJSON(try JSONReader.lazyValue(from: Data(bytes), fragmentsAllowed: fragmentsAllowed)))
        } catch {
            return .rejected
        }
    }

    static func foundation(_ bytes: [UInt8], fragmentsAllowed: Bool = true) -> ParseOutcome {
        do {
            let value = try JSONSerialization.jsonObject(
                with: Data(bytes), options: fragmentsAllowed ? [.fragmentsAllowed] : [])
            return .accepted(ObservedJSON(value))
        } catch {
            return .rejected
        }
    }

    var isAccepted: Bool { self != .rejected }

    var description: String {
        switch self {
        case .accepted(let value): "accepted \(value)"
        case .rejected: "rejected"
        }
    }
}

/// Whether a tree holds only the native values the reader promises (no `NSNumber`, no Foundation containers).
func holdsOnlyNativeValues(_ value: Any) -> Bool {
    let type = type(of: value)
    if type == [String: Any].self, let object = value as? [String: Any] {
        return object.values.allSatisfy(holdsOnlyNativeValues)
    }
    if type == [Any].self, let array = value as? [Any] { return array.allSatisfy(holdsOnlyNativeValues) }
    return type == String.self || type == Int.self || type == Double.self || type == Bool.self
        || type == UInt64.self || type == Decimal.self || type == NSNull.self
}

/// Random JSON texts for the differential tests: every number shape (integers around the `Int` and `UInt64` limits,
/// long fractions, both exponent letters, overflowing exponents), strings with every escape, surrogate pairs and
/// lone surrogates, non-ASCII text and byte order marks, random whitespace, trailing commas and duplicate keys;
/// and mutations of them at the byte level.
struct JSONTextGenerator {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A document: mostly an object or array, sometimes a scalar.
    mutating func document() -> [UInt8] {
        var text = whitespace()
        value(into: &text, depth: random.int(in: 0...5))
        text += whitespace()
        return Array(text.utf8)
    }

    /// A document with one to three byte-level mutations.
    mutating func mutatedDocument() -> [UInt8] {
        var bytes = document()
        for _ in 0..<random.int(in: 1...3) { mutate(&bytes) }
        return bytes
    }

    private static let specialBytes: [UInt8] = [
        0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x22, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x31, 0x39, 0x3A,
        0x45, 0x5B, 0x5C, 0x5D, 0x65, 0x66, 0x6E, 0x74, 0x75, 0x7B, 0x7D, 0x7F, 0x80, 0xA0, 0xBB, 0xBF, 0xC0, 0xC1,
        0xC3, 0xDF, 0xE0, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFE, 0xFF,
    ]
    private static let specialInsertions: [[UInt8]] =
        [
            "\\u", "\\uD800", "\\uDC00", "\\uD83D\\uDE00", "\\", "\"", ",", ",]", ",}", "]", "}", "[", "{", ":",
            "1e400",
            "-", "0", "00", ".", "e", "E+", "true", "nul", "\u{FEFF}", " ", "\t", "\u{2028}", "1", "\"a\":",
        ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80]]

    private mutating func mutate(_ bytes: inout [UInt8]) {
        let position = random.int(in: 0...bytes.count)
        switch random.int(in: 0...5) {
        case 0 where position < bytes.count:
            bytes[position] = random.pick(Self.specialBytes)
        case 1 where position < bytes.count:
            bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 2:
            bytes.removeSubrange(position...)
        case 3:
            bytes.insert(contentsOf: random.pick(Self.specialInsertions), at: position)
        case 4 where position < bytes.count:
            bytes.remove(at: position)
        default:
            bytes.insert(random.pick(Self.specialBytes), at: position)
        }
    }

    private mutating func whitespace() -> String {
        guard random.chance(0.3) else { return "" }
        return String((0..<random.int(in: 1...3)).map { _ in random.pick([" ", "\n", "\t", "\r"]) })
    }

    private mutating func value(into text: inout String, depth: Int) {
        let kind = depth > 0 ? random.int(in: 0...9) : random.int(in: 0...5)
        switch kind {
        case 0: text += random.pick(["null", "true", "false"])
        case 1, 2: text += number()
        case 3, 4, 5: string(into: &text)
        case 6, 7: array(into: &text, depth: depth)
        default: object(into: &text, depth: depth)
        }
    }

    private mutating func array(into text: inout String, depth: Int) {
        text += "["
        let count = random.int(in: 0...5)
        for index in 0..<count {
            text += whitespace()
            value(into: &text, depth: depth - 1)
            text += whitespace()
            if index < count - 1 || random.chance(0.1) { text += "," }
        }
        text += whitespace() + "]"
    }

    private mutating func object(into text: inout String, depth: Int) {
        text += "{"
        let count = random.int(in: 0...5)
        var keys: [String] = []
        for index in 0..<count {
            text += whitespace()
            if !keys.isEmpty && random.chance(0.1) {
                text += random.pick(keys)
            } else {
                var key = ""
                string(into: &key)
                keys.append(key)
                text += key
            }
            text += whitespace() + ":" + whitespace()
            value(into: &text, depth: depth - 1)
            text += whitespace()
            if index < count - 1 || random.chance(0.1) { text += "," }
        }
        text += whitespace() + "}"
    }

    private mutating func digits(_ count: Int, leadingNonZero: Bool) -> String {
        String(
            (0..<count).map { index in
                Character(String(random.int(in: (index == 0 && leadingNonZero) ? 1...9 : 0...9)))
            })
    }

    mutating func number() -> String {
        switch random.int(in: 0...9) {
        case 0: return String(random.int(in: -1000...1000))
        case 1:
            return random.pick([
                "0", "-0", "-0.0", "0.0", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                "-9223372036854775807", "-999999999999999999", "18446744073709551615", "18446744073709551616",
                "99999999999999999999", "1e400", "-1e400", "1e-400", "1E400", "4.9e-324", "1.7976931348623157e308",
                "123456789012345678", "1234567890123456789", "12345678901234567890", "0.1", "1.5", "2.5e-3",
                "1.00000000000000000001", "12345678901234567.5", "1.0000000000000000E400", "1e99999999999999999999",
                "0e99999999999999999999", "1.000000000000000000e-200", "-1.000000000000000000e-100",
                "100000000000000000000e-2", "1E5", "1E+5", "1e-5", "0e0", "-0e-0", "1234567890123456.7E2",
            ])
        default:
            var text = random.chance(0.3) ? "-" : ""
            let integerDigits = random.pick([1, 1, 2, 3, 5, 9, 15, 17, 18, 19, 20, 21, 30, 40])
            text += random.chance(0.2) ? "0" : digits(integerDigits, leadingNonZero: true)
            if random.chance(0.5) {
                text += "." + digits(random.pick([1, 2, 3, 6, 10, 15, 16, 17, 20, 25]), leadingNonZero: false)
            }
            if random.chance(0.4) {
                text += random.pick(["e", "E"]) + random.pick(["", "+", "-"])
                text += String(random.pick([0, 1, 2, 5, 22, 23, 100, 127, 128, 300, 308, 309, 324, 330, 400, 99999]))
            }
            return text
        }
    }

    private mutating func string(into text: inout String) {
        text += "\""
        if random.chance(0.05) { text += "\u{FEFF}" }
        for _ in 0..<random.int(in: 0...6) {
            switch random.int(in: 0...12) {
            case 0, 1, 2, 3: text += random.pick(["a", "key", "Name", "x y", "0", "/", "'", "~", "\u{7F}"])
            case 4: text += random.pick(["\\n", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\r", "\\t"])
            case 5: text += String(format: "\\u%04x", random.int(in: 0...0xFFFF))
            case 6: text += random.pick(["\\uD83D\\uDE00", "\\uDBFF\\uDFFF", "\\ud800\\udc00", "\\uD834\\uDd1e"])
            case 7: text += random.pick(["\\uD800", "\\uDC00", "\\uD800\\u0041", "\\uFEFF", "\\u0000", "\\uFFFF"])
            case 8: text += random.pick(["é", "e\u{301}", "😀", "日本", "\u{FFFF}", "\u{10FFFF}", "\u{2028}"])
            case 9: text += "\u{FEFF}"
            default: text += random.pick(["abc", "A", "b", " "])
            }
        }
        text += "\""
    }
}

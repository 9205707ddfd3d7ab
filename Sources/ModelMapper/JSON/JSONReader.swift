import Foundation

/// Reads JSON text into the tree `DictionaryDecoder` reads fastest: `[String: Any]`, `[Any]`, `String`, `Int`,
/// `Double`, `Bool` and `NSNull`, with `UInt64` and `Decimal` (or `DecimalDigits`, which stands for a `Decimal`) for the
/// numbers that need them.
///
/// It accepts exactly what `JSONSerialization.jsonObject(with:options:)` accepts on Linux and gives the values it
/// gives, as `DictionaryDecoder` observes them (the number kinds of `TreeValue.number`):
///
/// - Syntax: RFC 8259, plus one trailing comma before `]` or `}`; whitespace is space, tab, CR and LF. Containers
///   nest at most 512 deep (the 513th throws). Of two equal keys in one object, the last wins.
/// - Strings: valid UTF-8 only; the escapes of RFC 8259, where a high surrogate must be followed by an escaped low
///   one and a lone low surrogate is an error. Like Foundation's UTF-8 conversion, which runs once per run of
///   unescaped text, a byte order mark opening such a run (the string's start or just after an escape) is dropped.
/// - Numbers: a text without `.` and `e` is an `Int` when it fits (at most 18 digits after a minus sign), a `UInt64`
///   above `Int.max`; otherwise a `Decimal` when it is longer than 17 characters before its `e` and the exponent is
///   within ±127 (Foundation's `Decimal(string:)` of the text, kept as `DecimalDigits` when it has at most 19
///   digits), else the `Double` of the text. A `Double` that
///   overflows is an error. An upper-case `E` counts as neither `.` nor `e` in these rules, as in Foundation.
/// - Encoding: UTF-8, with or without a byte order mark (skipped when the data has at least 4 bytes). Text that
///   Foundation would read as UTF-16 or UTF-32 (a BOM, or NUL bytes among the first four) is handed to
///   `JSONSerialization` itself.
///
/// Errors are `NSError`s in `NSCocoaErrorDomain` with code 3840, as `JSONSerialization`'s are.
struct JSONReader {
    /// The most containers that may be open inside each other, as in `JSONSerialization`.
    static let maximumNesting = 512

    /// The tree of JSON data.
    ///
    /// - Parameters:
    ///   - data: JSON text.
    ///   - fragmentsAllowed: Whether the top-level value may be a scalar.
    /// - Returns: The tree.
    /// - Throws: An `NSError` (`NSCocoaErrorDomain`, 3840) for text that is not valid JSON.
    static func value(from data: Data, fragmentsAllowed: Bool = true) throws -> Any {
        let read = try data.withUnsafeBytes { raw in
            try value(in: raw.assumingMemoryBound(to: UInt8.self), fragmentsAllowed: fragmentsAllowed)
        }
        if let read { return read }
        return try JSONSerialization.jsonObject(with: data, options: fragmentsAllowed ? [.fragmentsAllowed] : [])
    }

    /// The tree of JSON text held in a string, read from its UTF-8 without copying it when it is native.
    static func value(fromJSON text: String, fragmentsAllowed: Bool = true) throws -> Any {
        var text = text
        let read = try text.withUTF8 { bytes in try value(in: bytes, fragmentsAllowed: fragmentsAllowed) }
        if let read { return read }
        return try JSONSerialization.jsonObject(
            with: Data(text.utf8), options: fragmentsAllowed ? [.fragmentsAllowed] : [])
    }

    /// The tree, or `nil` when the bytes are not UTF-8 by Foundation's detection and `JSONSerialization` must read
    /// them.
    private static func value(in bytes: UnsafeBufferPointer<UInt8>, fragmentsAllowed: Bool) throws -> Any? {
        guard let start = utf8TextStart(bytes) else { return nil }
        var reader = JSONReader(bytes: bytes, index: start)
        return try reader.document(fragmentsAllowed: fragmentsAllowed)
    }

    /// Where UTF-8 text starts (after a byte order mark), or `nil` when Foundation would not read the bytes as
    /// UTF-8: a UTF-16 or UTF-32 byte order mark, or a NUL among the first bytes, which it takes for UTF-16 or
    /// UTF-32 without a mark. Valid UTF-8 JSON has neither, so erring towards `nil` only costs speed.
    private static func utf8TextStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        if count >= 4, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return 3 }
        if count >= 2 {
            if bytes[0] == 0 || bytes[1] == 0 || bytes[0] == 0xFE || bytes[0] == 0xFF { return nil }
            if count >= 4, bytes[2] == 0 || bytes[3] == 0 { return nil }
        }
        return 0
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var index: Int
    private var depth = 0
    /// The values of the containers being read, innermost last; a container takes its own off when it closes.
    private var values: [Any] = []
    /// The keys of the objects being read, as `values`.
    private var keys: [String] = []
    /// The UTF-8 of a string with escapes, reused from string to string.
    private var scratch: [UInt8] = []
    /// The numbers that overflow a `Double` and are still in the tree.
    private var unrepresentable: [String] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, index: Int) {
        self.bytes = bytes
        self.count = bytes.count
        self.index = index
        values.reserveCapacity(64)
    }

    // MARK: Structure

    private mutating func document(fragmentsAllowed: Bool) throws -> Any {
        skipWhitespace()
        guard index < count else { throw Self.endOfFile() }
        let value = try readValue()
        skipWhitespace()
        guard index >= count else { throw invalid(at: index) }
        if let number = unrepresentable.first {
            throw Self.corrupt("Number \(number) is not representable in Swift.")
        }
        if !fragmentsAllowed {
            let type = type(of: value)
            guard type == [String: Any].self || type == [Any].self else {
                throw Self.corrupt(
                    "JSON text did not start with array or object and option to allow fragments not set.")
            }
        }
        return value
    }

    /// The byte at `index`, or 0 at the end (0 never starts or continues a JSON token).
    @inline(__always)
    private var current: UInt8 { index < count ? bytes[index] : 0 }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index &+= 1
            default: return
            }
        }
    }

    /// Reads the value at `index`, which is before the end and not whitespace.
    private mutating func readValue() throws -> Any {
        switch current {
        case UInt8(ascii: "\""): return try readString()
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return false
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return NSNull()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw invalid(at: index)
        }
    }

    private mutating func readLiteral(_ literal: StaticString) throws {
        let length = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for offset in 0..<length {
            let position = index &+ offset
            guard position < count else { throw Self.endOfFile() }
            guard bytes[position] == text[offset] else { throw invalid(at: position) }
        }
        index &+= length
    }

    /// Opens a container: checks the nesting limit and steps over the bracket.
    private mutating func enterContainer() throws {
        guard depth < Self.maximumNesting else {
            throw Self.corrupt("Too many nested arrays or dictionaries around character \(index &+ 1).")
        }
        depth &+= 1
        index &+= 1
        skipWhitespace()
        guard index < count else { throw Self.endOfFile() }
    }

    /// After a member: `true` when the container closed (with `closing`, perhaps after a trailing comma), `false`
    /// when a comma leads to another member.
    private mutating func closes(with closing: UInt8) throws -> Bool {
        skipWhitespace()
        switch current {
        case closing:
            index &+= 1
            return true
        case UInt8(ascii: ","):
            index &+= 1
            skipWhitespace()
            guard index < count else { throw Self.endOfFile() }
            guard bytes[index] == closing else { return false }
            index &+= 1
            return true
        default:
            throw index < count ? invalid(at: index) : Self.endOfFile()
        }
    }

    private mutating func readArray() throws -> [Any] {
        try enterContainer()
        defer { depth &-= 1 }
        if bytes[index] == UInt8(ascii: "]") {
            index &+= 1
            return []
        }
        let base = values.count
        repeat {
            values.append(try readValue())
        } while try !closes(with: UInt8(ascii: "]"))
        let array = Array(values[base...])
        values.removeSubrange(base...)
        return array
    }

    private mutating func readObject() throws -> [String: Any] {
        try enterContainer()
        defer { depth &-= 1 }
        if bytes[index] == UInt8(ascii: "}") {
            index &+= 1
            return [:]
        }
        let base = values.count
        let keyBase = keys.count
        repeat {
            guard current == UInt8(ascii: "\"") else { throw invalid(at: index) }
            keys.append(try readString())
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw index < count ? invalid(at: index) : Self.endOfFile()
            }
            index &+= 1
            skipWhitespace()
            guard index < count else { throw Self.endOfFile() }
            values.append(try readValue())
        } while try !closes(with: UInt8(ascii: "}"))
        var object = [String: Any](minimumCapacity: values.count &- base)
        var position = base
        for key in keys[keyBase...] {
            if let replaced = object.updateValue(values[position], forKey: key), !unrepresentable.isEmpty {
                unrepresentable.removeLast(min(Self.unrepresentableCount(in: replaced), unrepresentable.count))
            }
            position &+= 1
        }
        values.removeSubrange(base...)
        keys.removeSubrange(keyBase...)
        return object
    }

    // MARK: Strings

    /// Reads the string whose opening quote is at `index`.
    private mutating func readString() throws -> String {
        index &+= 1
        let start = index
        var seen: UInt8 = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try Self.text(of: start..<index, in: bytes, ascii: seen < 0x80)
                index &+= 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start, seen: seen) }
            guard byte >= 0x20 else { throw Self.controlCharacter(at: index) }
            seen |= byte
            index &+= 1
        }
        throw Self.endOfFile()
    }

    /// A run of unescaped string text, converted as Foundation converts it: a leading byte order mark dropped,
    /// anything but valid UTF-8 refused.
    private static func text(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) throws
        -> String
    {
        let run = UnsafeBufferPointer(rebasing: bytes[range])
        if ascii { return String(decoding: run, as: UTF8.self) }
        guard let text = UTF8Validation.string(withoutByteOrderMark(run)) else {
            throw corrupt("Invalid UTF-8 sequence starting from character \(range.lowerBound).")
        }
        return text
    }

    private static func withoutByteOrderMark(_ run: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard run.count >= 3, run[0] == 0xEF, run[1] == 0xBB, run[2] == 0xBF else { return run }
        return UnsafeBufferPointer(rebasing: run[3...])
    }

    /// Reads the rest of a string from `start`, its first escape being at `index`; `seen` is the bitwise or of the
    /// bytes before it.
    private mutating func readEscapedString(from start: Int, seen: UInt8) throws -> String {
        scratch.removeAll(keepingCapacity: true)
        var runStart = start
        var seen = seen
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                // Each run of raw text goes through the conversion on its own, as in Foundation.
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                scratch.append(contentsOf: seen < 0x80 ? run : Self.withoutByteOrderMark(run))
                if byte == UInt8(ascii: "\"") {
                    index &+= 1
                    let utf8 = scratch
                    if seen < 0x80 { return String(decoding: utf8, as: UTF8.self) }
                    // Escapes add only whole scalars, so the runs are valid exactly when the whole is.
                    guard let text = UTF8Validation.string(utf8) else {
                        throw Self.corrupt("Invalid UTF-8 sequence starting from character \(start).")
                    }
                    return text
                }
                try readEscape()
                runStart = index
                continue
            }
            guard byte >= 0x20 else { throw Self.controlCharacter(at: index) }
            seen |= byte
            index &+= 1
        }
        throw Self.endOfFile()
    }

    /// Reads the escape at `index` (a backslash) and appends the UTF-8 of what it stands for to `scratch`.
    private mutating func readEscape() throws {
        let escape = index
        index &+= 1
        guard index < count else { throw Self.endOfFile() }
        let byte = bytes[index]
        index &+= 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHexUnit()
            var value = UInt32(unit)
            if unit & 0xFC00 == 0xD800 {
                guard index &+ 1 < count else { throw Self.endOfFile() }
                guard bytes[index] == UInt8(ascii: "\\"), bytes[index &+ 1] == UInt8(ascii: "u") else {
                    throw Self.missingLowSurrogate()
                }
                index &+= 2
                let low = try readHexUnit()
                guard low & 0xFC00 == 0xDC00 else { throw Self.missingLowSurrogate() }
                value = 0x10000 &+ (UInt32(unit &- 0xD800) &<< 10) &+ UInt32(low &- 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw Self.corrupt(
                    "Unable to convert hex escape sequence (no high character) to UTF8-encoded character.")
            }
            scratch.append(contentsOf: scalar.utf8)
        default:
            throw Self.corrupt("Invalid escape sequence around character \(escape).")
        }
    }

    private mutating func readHexUnit() throws -> UInt16 {
        guard index &+ 3 < count else { throw Self.endOfFile() }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[index &+ offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw Self.corrupt("Invalid hex encoded sequence at \(index).")
            }
            unit = unit &<< 4 | UInt16(digit)
        }
        index &+= 4
        return unit
    }

    // MARK: Numbers

    /// Powers of ten that a `Double` holds exactly.
    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Reads a number: checks RFC 8259's grammar, then classifies it as Foundation does (see the type's rules).
    private mutating func readNumber() throws -> Any {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index &+= 1 }
        // Integer part, accumulated while it has at most 18 digits (which always fit).
        var significand: UInt64 = 0
        var digits = 0
        switch current {
        case UInt8(ascii: "0"):
            index &+= 1
            digits = 1
            if isDigit(current) { throw Self.corrupt("Number with leading zero around character \(index).") }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            while isDigit(current) {
                if digits < 19 { significand = significand &* 10 &+ UInt64(current &- UInt8(ascii: "0")) }
                digits &+= 1
                index &+= 1
            }
        default:
            throw index < count ? invalid(at: index) : Self.endOfFile()
        }
        let integerDigits = digits
        var fractionDigits = 0
        if current == UInt8(ascii: ".") {
            index &+= 1
            guard isDigit(current) else { throw index < count ? invalid(at: index) : Self.endOfFile() }
            while isDigit(current) {
                if digits < 19 { significand = significand &* 10 &+ UInt64(current &- UInt8(ascii: "0")) }
                digits &+= 1
                fractionDigits &+= 1
                index &+= 1
            }
        }
        var lowerE: Int?
        var exponent = 0
        var exponentFits = true
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            if current == UInt8(ascii: "e") { lowerE = index }
            index &+= 1
            var exponentNegative = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                exponentNegative = current == UInt8(ascii: "-")
                index &+= 1
            }
            guard isDigit(current) else { throw index < count ? invalid(at: index) : Self.endOfFile() }
            while isDigit(current) {
                let (times10, overflow1) = exponent.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(Int(current &- UInt8(ascii: "0")))
                if overflow1 || overflow2 { exponentFits = false } else { exponent = sum }
                index &+= 1
            }
            if exponentNegative { exponent = 0 &- exponent }
        }
        let end = index

        // Foundation: a text without "." and lower-case "e" is tried as an integer first.
        if fractionDigits == 0 && lowerE == nil && end &- start == (negative ? 1 : 0) &+ integerDigits {
            if integerDigits <= 18 {
                let magnitude = Int(truncatingIfNeeded: significand)
                return negative ? 0 &- magnitude : magnitude
            }
            if !negative, integerDigits <= 20, let value = exactUInt64(start..<end) {
                if value <= UInt64(Int.max) { return Int(truncatingIfNeeded: value) }
                return value
            }
        }
        // Foundation: the characters before a lower-case "e", sign and point included, and the exponent after it
        // (0 when it does not fit an `Int`) decide between `Decimal` and `Double`.
        let length = (lowerE ?? end) &- start
        let decimalExponent = lowerE == nil ? 0 : (exponentFits ? exponent : 0)
        // The significand holds every digit when there are at most 19; then the number is `significand` × 10^scale.
        let scale = exponentFits && digits <= 19 ? exponent &- fractionDigits : nil
        if length > 17, decimalExponent >= -128, decimalExponent <= 127 {
            if let scale, scale >= -Self.decimalScaleBound, scale <= Self.decimalScaleBound {
                return DecimalDigits(
                    significand: significand, exponent: Int16(truncatingIfNeeded: scale), isNegative: negative)
            }
            if let decimal = Decimal(string: numberText(start..<end)), decimal.isFinite { return decimal }
        }
        if let scale, let magnitude = NearestDouble.of(significand: significand, exponent: scale) {
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(numberText(start..<end)), value.isFinite else {
            // Foundation converts numbers after the whole text is read, once equal keys have replaced each other;
            // so this is an error only if no later equal key replaces it.
            unrepresentable.append(numberText(start..<end))
            return Unrepresentable()
        }
        return value
    }

    /// The largest power of ten by which a number's `Decimal` is kept as its digits rather than parsed from its text:
    /// far enough inside a `Decimal`'s exponent range (±128) that the 19 digits of a significand never push it out.
    private static let decimalScaleBound = 90

    /// Stands in the tree for a number that overflows a `Double`, until the document ends.
    private struct Unrepresentable {}

    /// The number of `Unrepresentable` values in a value that an equal key replaced.
    private static func unrepresentableCount(in value: Any) -> Int {
        let type = type(of: value)
        if type == Unrepresentable.self { return 1 }
        if type == [Any].self, let array = value as? [Any] {
            return array.reduce(0) { $0 &+ unrepresentableCount(in: $1) }
        }
        if type == [String: Any].self, let object = value as? [String: Any] {
            return object.values.reduce(0) { $0 &+ unrepresentableCount(in: $1) }
        }
        return 0
    }

    private func numberText(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The digits in `range` as a `UInt64`, or `nil` when they overflow it.
    private func exactUInt64(_ range: Range<Int>) -> UInt64? {
        var value: UInt64 = 0
        for position in range {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[position] &- UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }

    // MARK: Errors

    private static func corrupt(_ description: String) -> NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.propertyListReadCorrupt.rawValue,
            userInfo: [NSDebugDescriptionErrorKey: description])
    }

    private static func endOfFile() -> NSError { corrupt("Unexpected end of file during JSON parse.") }

    private func invalid(at position: Int) -> NSError {
        Self.corrupt("Invalid value around character \(position).")
    }

    private static func controlCharacter(at position: Int) -> NSError {
        corrupt("Unescaped control character around character \(position).")
    }

    private static func missingLowSurrogate() -> NSError {
        corrupt(
            "Unexpected end of file during string parse (expected low-surrogate code point but did not find one).")
    }
}

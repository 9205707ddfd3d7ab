import Foundation

/// Scans JSON text into ``JSONDocument``'s tokens, checking all of it by `JSONReader`'s rules.
struct JSONScanner {
    private(set) var tokens: [JSONDocument.Token] = []
    private(set) var decimals: [Decimal] = []

    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var index: Int
    private var depth = 0
    /// The open containers' token indices, innermost last.
    private var open: [Int] = []
    /// Whether the innermost open container was just opened and its first member is next (no comma before it).
    private var atFirstMember = false
    /// The numbers that overflow a `Double` and are still in the document, as text.
    private var unrepresentable: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>, index: Int) {
        self.bytes = bytes
        self.count = bytes.count
        self.index = index
        // An overestimate: reserved pages never written cost no memory.
        tokens.reserveCapacity(max(16, bytes.count / 8))
    }

    // MARK: Structure

    mutating func document(fragmentsAllowed: Bool) throws {
        skipWhitespace()
        guard index < count else { throw JSONText.endOfFile() }
        try scanDocumentValue()
        skipWhitespace()
        guard index >= count else { throw JSONText.invalid(at: index) }
        if let number = unrepresentable.first {
            throw JSONText.corrupt("Number \(number) is not representable in Swift.")
        }
        if !fragmentsAllowed {
            guard tokens[0].kind == .array || tokens[0].kind == .object else {
                throw JSONText.corrupt(
                    "JSON text did not start with array or object and option to allow fragments not set.")
            }
        }
    }

    /// The byte at `index`, or 0 at the end (0 never starts or continues a JSON token).
    @inline(__always)
    private var current: UInt8 { index < count ? bytes[index] : 0 }

    @inline(__always)
    private mutating func skipWhitespace() {
        guard index < count, bytes[index] <= 0x20 else { return }
        while index < count {
            // Spaces (indentation) eight bytes at a time.
            if count &- index >= 8, let base = bytes.baseAddress {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let other = word ^ (Self.ones &* 0x20)
                guard other != 0 else {
                    index &+= 8
                    continue
                }
                index &+= other.trailingZeroBitCount &>> 3
            }
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index &+= 1
            default: return
            }
        }
    }

    /// Scans the document's value and everything in it, without recursion: the open containers are on `open`.
    private mutating func scanDocumentValue() throws {
        try scanValue()
        while let container = open.last {
            if atFirstMember {
                atFirstMember = false
            } else {
                let closing: UInt8 = tokens[container].kind == .array ? UInt8(ascii: "]") : UInt8(ascii: "}")
                if try closes(with: closing) {
                    close(container)
                    continue
                }
            }
            if tokens[container].kind == .object { try scanKey() }
            try scanValue()
        }
    }

    /// Opens a container, closing it at once if `closing` follows.
    private mutating func openContainer(_ kind: JSONDocument.Kind, closing: UInt8) throws {
        try enterContainer(kind)
        if bytes[index] == closing {
            index &+= 1
            close(tokens.count &- 1)
        } else {
            atFirstMember = true
        }
    }

    /// Scans a scalar whole, or a container's opening, leaving its members to ``scanDocumentValue()``.
    private mutating func scanValue() throws {
        if let container = open.last { tokens[container].word &+= 1 }
        switch current {
        case UInt8(ascii: "\""): try scanString()
        case UInt8(ascii: "{"): try openContainer(.object, closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try openContainer(.array, closing: UInt8(ascii: "]"))
        case UInt8(ascii: "t"):
            try scanLiteral("true")
            tokens.append(JSONDocument.Token(kind: .true))
        case UInt8(ascii: "f"):
            try scanLiteral("false")
            tokens.append(JSONDocument.Token(kind: .false))
        case UInt8(ascii: "n"):
            try scanLiteral("null")
            tokens.append(JSONDocument.Token(kind: .null))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        default: throw JSONText.invalid(at: index)
        }
    }

    private mutating func scanKey() throws {
        guard current == UInt8(ascii: "\"") else { throw JSONText.invalid(at: index) }
        try scanString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
            throw index < count ? JSONText.invalid(at: index) : JSONText.endOfFile()
        }
        index &+= 1
        skipWhitespace()
        guard index < count else { throw JSONText.endOfFile() }
    }

    private mutating func scanLiteral(_ literal: StaticString) throws {
        let length = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for offset in 0..<length {
            let position = index &+ offset
            guard position < count else { throw JSONText.endOfFile() }
            guard bytes[position] == text[offset] else { throw JSONText.invalid(at: position) }
        }
        index &+= length
    }

    private mutating func enterContainer(_ kind: JSONDocument.Kind) throws {
        guard depth < JSONDocument.maximumNesting else {
            throw JSONText.corrupt("Too many nested arrays or dictionaries around character \(index &+ 1).")
        }
        depth &+= 1
        open.append(tokens.count)
        tokens.append(JSONDocument.Token(kind: kind))
        index &+= 1
        skipWhitespace()
        guard index < count else { throw JSONText.endOfFile() }
    }

    /// Closes `container`: notes where it ends and settles the overflowing numbers its equal keys replace.
    private mutating func close(_ container: Int) {
        open.removeLast()
        depth &-= 1
        tokens[container].low = UInt32(truncatingIfNeeded: tokens.count)
        if tokens[container].kind == .object, !unrepresentable.isEmpty { settleReplacedNumbers(in: container) }
    }

    /// `JSONSerialization` converts numbers once the object is built, so a number overflowing a `Double` under a key a
    /// later equal key replaces is no error.
    private mutating func settleReplacedNumbers(in container: Int) {
        var seen: [String: Int] = [:]
        var position = container &+ 1
        for _ in 0..<tokens[container].count {
            let key = JSONText.string(of: tokens[position], in: bytes)
            if let replaced = seen.updateValue(position &+ 1, forKey: key), !unrepresentable.isEmpty {
                // The replaced value leaves the document: its numbers are no longer anyone's error.
                var found = 0
                for settled in replaced..<tokens[replaced].indexAfter(replaced)
                where tokens[settled].kind == .unrepresentable {
                    tokens[settled].kind = .null
                    found &+= 1
                }
                unrepresentable.removeLast(min(found, unrepresentable.count))
            }
            position = tokens[position &+ 1].indexAfter(position &+ 1)
        }
    }

    /// After a member: `true` when the container closed (perhaps after a trailing comma), `false` at a comma.
    private mutating func closes(with closing: UInt8) throws -> Bool {
        skipWhitespace()
        switch current {
        case closing:
            index &+= 1
            return true
        case UInt8(ascii: ","):
            index &+= 1
            skipWhitespace()
            guard index < count else { throw JSONText.endOfFile() }
            guard bytes[index] == closing else { return false }
            index &+= 1
            return true
        default:
            throw index < count ? JSONText.invalid(at: index) : JSONText.endOfFile()
        }
    }

    // MARK: Strings

    private mutating func scanString() throws {
        index &+= 1
        let start = index
        var runStart = start
        var seen: UInt8 = 0  // the bytes of the runs before this one, or-ed
        var runSeen: UInt8 = 0
        var escaped = false
        while index < count {
            // Eight bytes at a time up to the next quote, backslash or control character.
            if let base = bytes.baseAddress, count &- index >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(word)
                if special == 0 {
                    if Self.highBits(word) != 0 { runSeen |= 0x80 }
                    index &+= 8
                    continue
                }
                // The first special byte is the lowest marked one: the text is read little-endian.
                let plain = special.trailingZeroBitCount &>> 3
                if plain > 0 {
                    let before = word & ((1 &<< UInt64(truncatingIfNeeded: plain &<< 3)) &- 1)
                    if Self.highBits(before) != 0 { runSeen |= 0x80 }
                    index &+= plain
                }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if runSeen >= 0x80 { try JSONText.validateRun(runStart..<index, ofStringAt: start, in: bytes) }
                seen |= runSeen
                guard byte == UInt8(ascii: "\"") else {
                    escaped = true
                    try scanEscape()
                    runStart = index
                    runSeen = 0
                    continue
                }
                var flags: UInt8 = seen < 0x80 ? JSONDocument.Token.asciiFlag : 0
                if escaped { flags |= JSONDocument.Token.escapedFlag }
                tokens.append(
                    JSONDocument.Token(
                        kind: .string, flags: flags, low: UInt32(truncatingIfNeeded: index),
                        word: UInt32(truncatingIfNeeded: start)))
                index &+= 1
                return
            }
            guard byte >= 0x20 else { throw JSONText.controlCharacter(at: index) }
            runSeen |= byte
            index &+= 1
        }
        throw JSONText.endOfFile()
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The high bit of each byte of `word` that is not ASCII.
    @inline(__always)
    private static func highBits(_ word: UInt64) -> UInt64 { word & ~low7 }

    /// The high bit of each byte of `word` equal to `byte` (exact, without false positives).
    @inline(__always)
    private static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let zeroed = word ^ (ones &* UInt64(byte))
        return ~(((zeroed & low7) &+ low7) | zeroed | low7)
    }

    /// The high bit of each byte of `word` that ends or escapes a string or is a control character (below 0x20),
    /// and of no other: exact per byte, as no sum carries into the next byte.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let control = ~(((word & low7) &+ (ones &* 0x60)) | word) & ~low7
        return bytes(of: word, equalTo: UInt8(ascii: "\"")) | bytes(of: word, equalTo: UInt8(ascii: "\\")) | control
    }

    private mutating func scanEscape() throws {
        let escape = index
        index &+= 1
        guard index < count else { throw JSONText.endOfFile() }
        let byte = bytes[index]
        index &+= 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            index = try JSONText.unicodeEscape(after: index, in: bytes).end
        default:
            throw JSONText.corrupt("Invalid escape sequence around character \(escape).")
        }
    }

    // MARK: Numbers

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// The eight bytes from `index` as a number when they are all digits, read as one word; else `nil`. The
    /// significand loops take eight digits at a time while a significand of at most 19 digits has room for them.
    @inline(__always)
    private func eightDigits() -> UInt64? {
        guard count &- index >= 8, let base = bytes.baseAddress else { return nil }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        // Every byte is 0x30 to 0x3F, and adding 6 leaves it below 0x40 (no byte carries into the next).
        guard word & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030,
            (word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030
        else { return nil }
        // The first digit is the lowest byte: pairs of digits, then fours, then all eight.
        let pairs = ((word & 0x0F0F_0F0F_0F0F_0F0F) &* (10 << 8 + 1)) >> 8
        let fours = ((pairs & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) >> 16
        return ((fours & 0x0000_FFFF_0000_FFFF) &* (10_000 << 32 + 1)) >> 32
    }

    /// Scans a number: checks RFC 8259's grammar, then classifies it as Foundation does (see `JSONReader`).
    private mutating func scanNumber() throws {
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
            if isDigit(current) { throw JSONText.corrupt("Number with leading zero around character \(index).") }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            while digits <= 11, let eight = eightDigits() {
                significand = significand &* 100_000_000 &+ eight
                digits &+= 8
                index &+= 8
            }
            while isDigit(current) {
                if digits < 19 { significand = significand &* 10 &+ UInt64(current &- UInt8(ascii: "0")) }
                digits &+= 1
                index &+= 1
            }
        default:
            throw index < count ? JSONText.invalid(at: index) : JSONText.endOfFile()
        }
        let integerDigits = digits
        var fractionDigits = 0
        if current == UInt8(ascii: ".") {
            index &+= 1
            guard isDigit(current) else { throw index < count ? JSONText.invalid(at: index) : JSONText.endOfFile() }
            while digits <= 11, let eight = eightDigits() {
                significand = significand &* 100_000_000 &+ eight
                digits &+= 8
                fractionDigits &+= 8
                index &+= 8
            }
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
            guard isDigit(current) else { throw index < count ? JSONText.invalid(at: index) : JSONText.endOfFile() }
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
                return append(.int, UInt64(bitPattern: Int64(negative ? 0 &- magnitude : magnitude)))
            }
            if !negative, integerDigits <= 20, let value = exactUInt64(start..<end) {
                return append(value <= UInt64(Int.max) ? .int : .uint, value)
            }
        }
        // Foundation: the length before a lower-case "e" and its exponent (0 on overflow) pick `Decimal` or `Double`.
        let length = (lowerE ?? end) &- start
        let decimalExponent = lowerE == nil ? 0 : (exponentFits ? exponent : 0)
        // The significand holds every digit when there are at most 19; then the number is `significand` × 10^scale.
        let scale = exponentFits && digits <= 19 ? exponent &- fractionDigits : nil
        if length > 17, decimalExponent >= -128, decimalExponent <= 127 {
            if let scale, scale >= -Self.decimalScaleBound, scale <= Self.decimalScaleBound {
                var token = JSONDocument.Token(kind: .decimalDigits, payload: significand)
                token.exponent = Int16(truncatingIfNeeded: scale)
                token.flags = negative ? JSONDocument.Token.negativeFlag : 0
                tokens.append(token)
                return
            }
            if let decimal = Decimal(string: numberText(start..<end)), decimal.isFinite {
                decimals.append(decimal)
                return append(.decimal, UInt64(truncatingIfNeeded: decimals.count &- 1))
            }
        }
        if let scale, let magnitude = NearestDouble.of(significand: significand, exponent: scale) {
            return append(.double, (negative ? -magnitude : magnitude).bitPattern)
        }
        guard let value = Double(numberText(start..<end)), value.isFinite else {
            // An error only if no later equal key replaces it (``settleReplacedNumbers(in:)``).
            unrepresentable.append(numberText(start..<end))
            return append(.unrepresentable, 0)
        }
        return append(.double, value.bitPattern)
    }

    private mutating func append(_ kind: JSONDocument.Kind, _ payload: UInt64) {
        tokens.append(JSONDocument.Token(kind: kind, payload: payload))
    }

    /// The largest power of ten by which a number's `Decimal` is kept as its digits rather than parsed from its text:
    /// far enough inside a `Decimal`'s exponent range (±128) that the 19 digits of a significand never push it out.
    private static let decimalScaleBound = 90

    private func numberText(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

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
}

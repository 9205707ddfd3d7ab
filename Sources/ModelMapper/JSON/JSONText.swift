import Foundation

/// String escapes, UTF-8 rules and `JSONSerialization`'s errors, shared by ``JSONScanner`` and ``JSONDocument``.
enum JSONText {
    // MARK: Strings

    /// A string token's text, converted as Foundation converts it.
    static func string(of token: JSONDocument.Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let run = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
        if token.flags & JSONDocument.Token.escapedFlag != 0 { return unescaped(run) }
        if token.flags & JSONDocument.Token.asciiFlag != 0 { return String(decoding: run, as: UTF8.self) }
        return String(decoding: withoutByteOrderMark(run), as: UTF8.self)
    }

    /// A byte order mark opening a run of unescaped text is dropped, as Foundation's conversion drops it.
    static func withoutByteOrderMark(_ run: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard run.count >= 3, run[0] == 0xEF, run[1] == 0xBB, run[2] == 0xBF else { return run }
        return UnsafeBufferPointer(rebasing: run[3...])
    }

    /// Checks one run of unescaped text (between a quote or escape and the next) as Foundation converts each run: a
    /// leading byte order mark dropped, then valid UTF-8. Escapes add whole scalars, so the runs are valid exactly when
    /// the string is; the error names the string's first character.
    static func validateRun(_ run: Range<Int>, ofStringAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) throws {
        guard UTF8Validation.isValid(withoutByteOrderMark(UnsafeBufferPointer(rebasing: bytes[run]))) else {
            throw corrupt("Invalid UTF-8 sequence starting from character \(start).")
        }
    }

    /// The text of a checked string with escapes, between its quotes.
    static func unescaped(_ run: UnsafeBufferPointer<UInt8>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(run.count)
        var runStart = 0
        var position = 0
        while position < run.count {
            guard run[position] == UInt8(ascii: "\\") else {
                position &+= 1
                continue
            }
            utf8.append(contentsOf: withoutByteOrderMark(UnsafeBufferPointer(rebasing: run[runStart..<position])))
            let byte = run[position &+ 1]
            position &+= 2
            switch byte {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                // The scan checked the escape; should it not read, U+FFFD stands in.
                do {
                    let escape = try unicodeEscape(after: position, in: run)
                    utf8.append(contentsOf: escape.scalar.utf8)
                    position = escape.end
                } catch {
                    utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
            default: utf8.append(byte)
            }
            runStart = position
        }
        utf8.append(contentsOf: withoutByteOrderMark(UnsafeBufferPointer(rebasing: run[runStart..<run.count])))
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Reads the `\u` escape whose hex digits start at `position` (and a high surrogate's low one): the scalar and
    /// where the escape ends. Throws `JSONSerialization`'s errors for a short, invalid or unpaired escape.
    static func unicodeEscape(after position: Int, in bytes: UnsafeBufferPointer<UInt8>) throws -> (
        scalar: Unicode.Scalar, end: Int
    ) {
        let unit = try hexUnit(at: position, in: bytes)
        var index = position &+ 4
        var value = UInt32(unit)
        if unit & 0xFC00 == 0xD800 {
            guard index &+ 1 < bytes.count else { throw endOfFile() }
            guard bytes[index] == UInt8(ascii: "\\"), bytes[index &+ 1] == UInt8(ascii: "u") else {
                throw missingLowSurrogate()
            }
            index &+= 2
            let low = try hexUnit(at: index, in: bytes)
            index &+= 4
            guard low & 0xFC00 == 0xDC00 else { throw missingLowSurrogate() }
            value = 0x10000 &+ (UInt32(unit &- 0xD800) &<< 10) &+ UInt32(low &- 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw corrupt("Unable to convert hex escape sequence (no high character) to UTF8-encoded character.")
        }
        return (scalar, index)
    }

    private static func hexUnit(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) throws -> UInt16 {
        guard index &+ 3 < bytes.count else { throw endOfFile() }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[index &+ offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw corrupt("Invalid hex encoded sequence at \(index).")
            }
            unit = unit &<< 4 | UInt16(digit)
        }
        return unit
    }

    // MARK: Errors

    /// `JSONSerialization`'s error: `NSCocoaErrorDomain`, code 3840, with the description.
    static func corrupt(_ description: String) -> NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.propertyListReadCorrupt.rawValue,
            userInfo: [NSDebugDescriptionErrorKey: description])
    }

    static func endOfFile() -> NSError { corrupt("Unexpected end of file during JSON parse.") }

    static func invalid(at position: Int) -> NSError { corrupt("Invalid value around character \(position).") }

    static func controlCharacter(at position: Int) -> NSError {
        corrupt("Unescaped control character around character \(position).")
    }

    static func missingLowSurrogate() -> NSError {
        corrupt("Unexpected end of file during string parse (expected low-surrogate code point but did not find one).")
    }
}

import Foundation

/// JSON text scanned once into a flat array of tokens pointing into it, which ``DictionaryDecoder`` walks instead of a
/// `[String: Any]` tree (`Docs/Design.md#json-straight-to-the-model`). The scan checks everything `JSONReader`
/// promises, so reading a token never fails. ``value(at:)`` of the root is `JSONReader`'s tree; ``members(of:)`` and
/// ``elements(of:)`` are that tree one level deep, ``JSONNode``s standing for containers and longer strings.
///
/// `@unchecked Sendable`: ``text`` changes only in ``keepText()``, once a read in place ends with a node kept; no
/// other reference is in use then, as a decode's nodes stay inside it.
final class JSONDocument: @unchecked Sendable {
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`
        /// An `Int`, in ``Token/payload``.
        case int
        /// A `UInt64` above `Int.max`, in ``Token/payload``.
        case uint
        /// A `Double`, its bit pattern in ``Token/payload``.
        case double
        /// A ``DecimalDigits``: significand in ``Token/payload``, exponent and sign in their fields.
        case decimalDigits
        /// A `Decimal` too long for ``DecimalDigits``, at ``Token/payload`` in ``JSONDocument/decimals``.
        case decimal
        /// Text from ``Token/start`` to ``Token/end`` (the closing quote); ``Token/flags`` mark ASCII and escapes.
        case string
        /// An array of ``Token/count`` elements; the token after its last is at ``Token/low``.
        case array
        /// As `array`, of ``Token/count`` members, each a key (a string token) and a value.
        case object
        /// A number that overflows a `Double`: an error unless an equal key later in its object replaces it.
        case unrepresentable
    }

    /// One value (or key) of the text, in 12 bytes: the tokens are most of a document's memory. A string or a
    /// container needs two 32-bit numbers and a number one 64-bit payload, so the two share ``low`` and ``word``.
    struct Token: Sendable {
        var kind: Kind
        var flags: UInt8 = 0
        var exponent: Int16 = 0
        /// A string's end (its closing quote), or the index after a container; a number's low 32 bits.
        var low: UInt32 = 0
        /// A string's start, or a container's member count (32 bits each, as the text is under 4 GiB); a number's
        /// high 32 bits.
        var word: UInt32 = 0

        /// A number's bits: an `Int`, a `UInt64`, a `Double`'s bit pattern, a significand or an index in
        /// ``JSONDocument/decimals``.
        var payload: UInt64 {
            @inline(__always) get { UInt64(word) &<< 32 | UInt64(low) }
            @inline(__always) set {
                low = UInt32(truncatingIfNeeded: newValue)
                word = UInt32(truncatingIfNeeded: newValue &>> 32)
            }
        }

        var count: Int { Int(word) }
        var start: Int { Int(word) }
        /// Where a string's text ends (its closing quote).
        var end: Int { Int(low) }

        /// The index after this token's value (at `index`), past everything inside a container.
        @inline(__always)
        func indexAfter(_ index: Int) -> Int {
            switch kind {
            case .array, .object: Int(low)
            default: index &+ 1
            }
        }

        static let asciiFlag: UInt8 = 1
        static let escapedFlag: UInt8 = 2
        static let negativeFlag: UInt8 = 1
    }

    /// The text: the bytes being read, or the document's own copy of them once ``ownsText``.
    @exclusivity(unchecked) private(set) var text: UnsafeBufferPointer<UInt8>
    @exclusivity(unchecked) private var ownsText = false
    /// The tokens, in the order of the text; the document's value is the first.
    let tokens: [Token]
    /// The numbers kept as `Decimal`s that ``DecimalDigits`` cannot hold.
    let decimals: [Decimal]

    /// The most containers that may be open inside each other, as in `JSONSerialization`.
    static let maximumNesting = 512

    /// Scans into a document owning a copy; `nil` leaves the text to `JSONSerialization`: not UTF-8 to Foundation (a
    /// UTF-16 or UTF-32 byte order mark, or a NUL among the first bytes) or 4 GiB or more.
    convenience init?(copying bytes: UnsafeBufferPointer<UInt8>, fragmentsAllowed: Bool) throws {
        guard let (tokens, decimals) = try Self.scan(bytes, fragmentsAllowed) else { return nil }
        self.init(text: Self.copy(bytes), tokens: tokens, decimals: decimals)
        ownsText = true
    }

    private init(text: UnsafeBufferPointer<UInt8>, tokens: [Token], decimals: [Decimal]) {
        self.text = text
        self.tokens = tokens
        self.decimals = decimals
    }

    /// As ``init(copying:fragmentsAllowed:)``, but reading `bytes` in place until ``keepText()``.
    private convenience init?(borrowing bytes: UnsafeBufferPointer<UInt8>, _ fragmentsAllowed: Bool) throws {
        guard let (tokens, decimals) = try Self.scan(bytes, fragmentsAllowed) else { return nil }
        self.init(text: bytes, tokens: tokens, decimals: decimals)
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ fragmentsAllowed: Bool) throws -> (
        [Token], [Decimal]
    )? {
        // Member counts are 32 bits wide: text of 4 GiB or more is left to `JSONSerialization` too.
        guard bytes.count < Int(UInt32.max), let start = utf8TextStart(bytes) else { return nil }
        var scanner = JSONScanner(bytes: bytes, index: start)
        try scanner.document(fragmentsAllowed: fragmentsAllowed)
        return (scanner.tokens, scanner.decimals)
    }

    /// A copy of `bytes` in memory the caller deallocates.
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return UnsafeBufferPointer(copy)
    }

    deinit {
        if ownsText { text.deallocate() }
    }

    /// Runs `body` with a function that scans `bytes` in place and gives the document (`nil` as for
    /// ``init(copying:fragmentsAllowed:)``), copying them if a node outlives `body`. `body` calls the scan, so a
    /// monitored decode records its error like any other.
    static func reading<R>(
        _ bytes: UnsafeRawBufferPointer, fragmentsAllowed: Bool,
        _ body: (_ scan: @escaping () throws -> JSONDocument?) throws -> R
    ) throws -> R {
        var scanned: JSONDocument?
        defer {
            if var document = scanned {
                scanned = nil
                if !isKnownUniquelyReferenced(&document) { document.keepText() }
            }
        }
        // `scan` is escaping so that `body` can wrap it; it is called only while `body` runs.
        return try body {
            let document = try JSONDocument(borrowing: bytes.assumingMemoryBound(to: UInt8.self), fragmentsAllowed)
            scanned = document
            return document
        }
    }

    func keepText() {
        guard !ownsText else { return }
        text = Self.copy(text)
        ownsText = true
    }

    /// Where UTF-8 text starts (after a byte order mark), or `nil` for text Foundation reads as UTF-16 or UTF-32: a
    /// BOM, or a NUL among the first bytes. Valid UTF-8 JSON has neither, so a wrong `nil` only costs speed.
    private static func utf8TextStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        if count >= 4, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return 3 }
        if count >= 2 {
            if bytes[0] == 0 || bytes[1] == 0 || bytes[0] == 0xFE || bytes[0] == 0xFF { return nil }
            if count >= 4, bytes[2] == 0 || bytes[3] == 0 { return nil }
        }
        return 0
    }

    // MARK: Reading tokens

    @inline(__always)
    func next(after index: Int) -> Int { tokens[index].indexAfter(index) }

    /// The value at `index`, the whole of it: the tree `JSONReader` gives.
    func value(at index: Int) -> Any {
        let token = tokens[index]
        switch token.kind {
        case .array:
            var elements: [Any] = []
            elements.reserveCapacity(token.count)
            var position = index &+ 1
            for _ in 0..<token.count {
                elements.append(value(at: position))
                position = next(after: position)
            }
            return elements
        case .object:
            var object = [String: Any](minimumCapacity: token.count)
            var position = index &+ 1
            for _ in 0..<token.count {
                let key = string(at: position)
                object[key] = value(at: position &+ 1)
                position = next(after: position &+ 1)
            }
            return object
        case .string:
            return string(at: index)
        default:
            return scalar(token)
        }
    }

    /// The value at `index` one level deep: containers and strings that would allocate as ``JSONNode``s.
    func shallowValue(at index: Int) -> Any {
        shallowValue(at: index, in: text)
    }

    @inline(__always)
    func shallowValue(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Any {
        let token = tokens[index]
        switch token.kind {
        case .array, .object: return JSONNode(document: self, index: index)
        case .string:
            // A small ASCII string is held in the `String` itself; any other is read when asked for.
            if token.flags == Token.asciiFlag, token.end &- token.start <= 15 {
                return JSONText.string(of: token, in: bytes)
            }
            return JSONNode(document: self, index: index)
        default:
            return scalar(token)
        }
    }

    /// The object's members, values one level deep (``shallowValue(at:)``); of equal keys, the last.
    func members(of index: Int) -> [String: Any] {
        let bytes = text
        let count = tokens[index].count
        var object = [String: Any](minimumCapacity: count)
        var position = index &+ 1
        for _ in 0..<count {
            object[JSONText.string(of: tokens[position], in: bytes)] = shallowValue(at: position &+ 1, in: bytes)
            position = next(after: position &+ 1)
        }
        return object
    }

    /// The array's elements one level deep (``shallowValue(at:)``); only short strings touch the text.
    func elements(of index: Int) -> [Any] {
        let count = tokens[index].count
        var elements: [Any] = []
        elements.reserveCapacity(count)
        var position = index &+ 1
        for _ in 0..<count {
            let token = tokens[position]
            switch token.kind {
            case .array, .object: elements.append(JSONNode(document: self, index: position))
            case .string: elements.append(shallowValue(at: position))
            default: elements.append(scalar(token))
            }
            position = next(after: position)
        }
        return elements
    }

    // MARK: Scalars read as their own type

    // Each reads the token at `index` as the decoder's `unbox…` reads the value `shallowValue(at:)` gives, for the
    // kinds it reads without a conversion; `nil` for any other kind, which the decoder then reads as a value.

    /// A number as a `Double`: an `Int`, a `Double` or ``DecimalDigits``' nearest `Double`.
    func double(at index: Int) -> Double? {
        let token = tokens[index]
        switch token.kind {
        case .double: return Double(bitPattern: token.payload)
        case .int: return Double(Int(truncatingIfNeeded: token.payload))
        case .decimalDigits: return digits(token).nearestDouble
        default: return nil
        }
    }

    /// An `Int`.
    func int(at index: Int) -> Int? {
        let token = tokens[index]
        return token.kind == .int ? Int(truncatingIfNeeded: token.payload) : nil
    }

    /// `true` or `false`.
    func bool(at index: Int) -> Bool? {
        switch tokens[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// A string value.
    func stringValue(at index: Int) -> String? {
        tokens[index].kind == .string ? string(at: index) : nil
    }

    /// A ``Kind/decimalDigits`` token's number.
    private func digits(_ token: Token) -> DecimalDigits {
        DecimalDigits(
            significand: token.payload, exponent: token.exponent, isNegative: token.flags & Token.negativeFlag != 0)
    }

    /// A number, a boolean or `null`, as `JSONReader` puts it in a tree.
    private func scalar(_ token: Token) -> Any {
        switch token.kind {
        case .null: return NSNull()
        case .true: return true
        case .false: return false
        case .int: return Int(truncatingIfNeeded: token.payload)
        case .uint: return token.payload
        case .double: return Double(bitPattern: token.payload)
        case .decimalDigits: return digits(token)
        case .decimal: return decimals[Int(truncatingIfNeeded: token.payload)]
        // The scan throws for a number no later key replaced, and only a replaced one is left in the tokens.
        case .unrepresentable, .string, .array, .object: return NSNull()
        }
    }

    /// The string (key or value) at `index`, converted as Foundation converts it.
    func string(at index: Int) -> String {
        JSONText.string(of: tokens[index], in: text)
    }
}

extension JSONDocument.Token {
    /// A number's token, its value in ``payload`` (an extension, so that the memberwise initializer stays).
    init(kind: JSONDocument.Kind, payload: UInt64) {
        self.init(kind: kind)
        self.payload = payload
    }
}

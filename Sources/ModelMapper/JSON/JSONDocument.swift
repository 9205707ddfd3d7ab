import Foundation

/// JSON text read once into a flat array of tokens that point into the text: what ``DictionaryDecoder`` walks when it
/// decodes JSON `Data`, instead of a `[String: Any]` tree (`Docs/Design.md#json-straight-to-the-model`).
///
/// The scan checks everything `JSONReader` promises (its grammar, nesting, strings and numbers, and its errors), so
/// reading a token later never fails. Numbers, booleans and `null` are classified as they are scanned and kept in
/// their token; a string keeps its place in the text and is made a `String` only when it is read; a container keeps
/// its member count and where it ends, so that it is stepped over in one move.
///
/// The value of the whole document (``value(at:)``) is exactly the tree `JSONReader` documents; an object's members
/// (``members(of:)``) and an array's elements (``elements(of:)``) are that tree one level deep, with ``JSONNode``s
/// standing for the containers and the longer strings below it.
///
/// A decode reads the caller's bytes in place (``reading(_:fragmentsAllowed:_:)``), as `JSONDecoder` does: the text
/// is not copied, and no `Data` is opened again for each read. A document that outlives the bytes, because a node of it
/// was kept, first copies them (``keepText()``); a document made with ``init(copying:fragmentsAllowed:)`` owns a copy
/// from the start.
///
/// `@unchecked Sendable`: ``text`` changes only in ``keepText()``, which runs when the read of the bytes ends and no
/// other reference can be in use: the nodes a decode hands out stay inside it, its values being made of them.
final class JSONDocument: @unchecked Sendable {
    /// What a token is.
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`
        /// An `Int`, in ``Token/payload``.
        case int
        /// A `UInt64` above `Int.max`, in ``Token/payload``.
        case uint
        /// A `Double`, its bit pattern in ``Token/payload``.
        case double
        /// A ``DecimalDigits``: the significand in ``Token/payload``, the exponent in ``Token/exponent``, the sign in
        /// ``Token/flags``.
        case decimalDigits
        /// A `Decimal` too long for ``DecimalDigits``, at ``Token/payload`` in ``JSONDocument/decimals``.
        case decimal
        /// A string: the text from ``Token/start`` to ``Token/end`` (the closing quote), ``Token/flags`` telling
        /// whether it is all ASCII and whether it has escapes.
        case string
        /// An array of ``Token/count`` elements; the token after its last is at ``Token/payload``.
        case array
        /// An object of ``Token/count`` members, each a key (a string token) and a value; the token after its last
        /// is at ``Token/payload``.
        case object
        /// A number that overflows a `Double`: an error unless an equal key later in its object replaces it.
        case unrepresentable
    }

    /// One value (or key) of the text, in 16 bytes.
    struct Token: Sendable {
        var kind: Kind
        var flags: UInt8 = 0
        var exponent: Int16 = 0
        /// A string's first byte after its opening quote, or a container's member count: 32 bits, as the text is
        /// shorter than 4 GiB.
        var word: UInt32 = 0
        var payload: UInt64 = 0

        /// A container's member count.
        var count: Int { Int(word) }
        /// Where a string's text starts.
        var start: Int { Int(word) }
        /// Where a string's text ends (its closing quote).
        var end: Int { Int(truncatingIfNeeded: payload) }

        /// The index of the token after this one's value, when this one is at `index`: after everything inside a
        /// container, whose token holds where it ends.
        @inline(__always)
        func indexAfter(_ index: Int) -> Int {
            switch kind {
            case .array, .object: Int(truncatingIfNeeded: payload)
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

    /// Scans JSON text into a document that keeps a copy of it, or returns `nil` when Foundation would not read the
    /// bytes as UTF-8 (a UTF-16 or UTF-32 byte order mark, or a NUL among the first bytes) or the text is 4 GiB or
    /// more, for `JSONSerialization` to read.
    ///
    /// - Throws: An `NSError` (`NSCocoaErrorDomain`, 3840) for text that is not valid JSON, as `JSONSerialization`
    ///   throws it.
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

    /// Scans `bytes` into a document that reads them in place: valid only while they are, unless ``keepText()`` is
    /// called first. `nil` as for ``init(copying:fragmentsAllowed:)``.
    private convenience init?(borrowing bytes: UnsafeBufferPointer<UInt8>, _ fragmentsAllowed: Bool) throws {
        guard let (tokens, decimals) = try Self.scan(bytes, fragmentsAllowed) else { return nil }
        self.init(text: bytes, tokens: tokens, decimals: decimals)
    }

    /// The tokens of `bytes`, or `nil` as for ``init(copying:fragmentsAllowed:)``.
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

    /// Runs `body` with a function that scans `bytes` (once, when it is called) and gives the document, or `nil` as
    /// ``init(copying:fragmentsAllowed:)`` does. The document reads `bytes` in place while `body` runs; if a reference
    /// to it is left when `body` returns or throws (a node kept), it copies them first.
    ///
    /// The scan is left to `body` so that a monitored decode records a scan's error as it records any other.
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

    /// Copies the text into memory the document owns, so that it no longer needs the bytes it was scanned from.
    func keepText() {
        guard !ownsText else { return }
        text = Self.copy(text)
        ownsText = true
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

    // MARK: Reading tokens

    /// The index of the token after the value at `index` (and after everything inside it).
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

    /// The value at `index` one level deep: a number, a boolean, `null` or a short string as itself; a container or
    /// a string that would be allocated as a ``JSONNode``, read when it is asked for.
    func shallowValue(at index: Int) -> Any {
        shallowValue(at: index, in: text)
    }

    /// ``shallowValue(at:)`` with the text's bytes at hand.
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

    /// The members of the object at `index`, their values one level deep (``shallowValue(at:)``); of two equal keys,
    /// the last.
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

    /// The elements of the array at `index`, one level deep (``shallowValue(at:)``). Only a short string needs the
    /// text, so an array of numbers never asks for it.
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

    /// A number, a boolean or `null`, as `JSONReader` puts it in a tree.
    private func scalar(_ token: Token) -> Any {
        switch token.kind {
        case .null: return NSNull()
        case .true: return true
        case .false: return false
        case .int: return Int(truncatingIfNeeded: token.payload)
        case .uint: return token.payload
        case .double: return Double(bitPattern: token.payload)
        case .decimalDigits:
            return DecimalDigits(
                significand: token.payload, exponent: token.exponent,
                isNegative: token.flags & Token.negativeFlag != 0)
        case .decimal: return decimals[Int(truncatingIfNeeded: token.payload)]
        // The scan throws for a number no later key replaced, and only a replaced one is left in the tokens.
        case .unrepresentable, .string, .array, .object: return NSNull()
        }
    }

    /// The string at `index` (a key or a value), converted as Foundation converts it: a byte order mark opening a
    /// run of unescaped text is dropped.
    func string(at index: Int) -> String {
        JSONText.string(of: tokens[index], in: text)
    }
}

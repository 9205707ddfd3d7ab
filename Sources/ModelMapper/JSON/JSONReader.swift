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
///
/// The text is scanned into a ``JSONDocument`` (the rules live in ``JSONScanner`` and ``JSONText``); a tree is the
/// document's value, and ``DictionaryDecoder`` decodes JSON from the document itself
/// (``lazyValue(from:fragmentsAllowed:)``).
enum JSONReader {
    /// The tree of JSON data.
    ///
    /// - Parameters:
    ///   - data: JSON text.
    ///   - fragmentsAllowed: Whether the top-level value may be a scalar.
    /// - Returns: The tree.
    /// - Throws: An `NSError` (`NSCocoaErrorDomain`, 3840) for text that is not valid JSON.
    static func value(from data: Data, fragmentsAllowed: Bool = true) throws -> Any {
        let value = try data.withUnsafeBytes { raw in
            try JSONDocument.reading(raw, fragmentsAllowed: fragmentsAllowed) { scan in try scan()?.value(at: 0) }
        }
        if let value { return value }
        return try foundationValue(of: data, fragmentsAllowed: fragmentsAllowed)
    }

    /// The tree of JSON text held in a string.
    static func value(fromJSON text: String, fragmentsAllowed: Bool = true) throws -> Any {
        try value(from: Data(text.utf8), fragmentsAllowed: fragmentsAllowed)
    }

    /// The document's value one level deep, for ``DictionaryDecoder`` to walk: a scalar as it is, a container as a
    /// ``JSONNode`` read when the decoder opens it. Text that Foundation would read as UTF-16 or UTF-32 gives
    /// `JSONSerialization`'s tree.
    ///
    /// The document keeps a copy of the text; a decode reads its bytes in place instead
    /// (``withLazyValue(of:whole:_:)``).
    ///
    /// - Throws: An `NSError` (`NSCocoaErrorDomain`, 3840) for text that is not valid JSON.
    static func lazyValue(from data: Data, fragmentsAllowed: Bool = true) throws -> Any {
        try data.withUnsafeBytes { raw in
            try lazyValue(copying: raw, fragmentsAllowed: fragmentsAllowed, whole: data)
        }
    }

    /// ``lazyValue(from:fragmentsAllowed:)`` of JSON text held in a string.
    static func lazyValue(fromJSON text: String, fragmentsAllowed: Bool = true) throws -> Any {
        var text = text
        return try text.withUTF8 { utf8 in
            try lazyValue(copying: UnsafeRawBufferPointer(utf8), fragmentsAllowed: fragmentsAllowed, whole: Data(utf8))
        }
    }

    /// The lazy value of `bytes`, its document keeping a copy; `whole` is the same text as `Data`, for
    /// `JSONSerialization` when the scan leaves the text to it.
    private static func lazyValue(
        copying bytes: UnsafeRawBufferPointer, fragmentsAllowed: Bool, whole: @autoclosure () -> Data
    ) throws -> Any {
        let utf8 = bytes.assumingMemoryBound(to: UInt8.self)
        if let document = try JSONDocument(copying: utf8, fragmentsAllowed: fragmentsAllowed) {
            return document.shallowValue(at: 0)
        }
        return try foundationValue(of: whole(), fragmentsAllowed: fragmentsAllowed)
    }

    /// Runs `body` with a function that reads `bytes` as ``lazyValue(from:fragmentsAllowed:)`` does, without copying
    /// them: the document reads them in place while `body` runs, and copies them only if a node outlives it
    /// (``JSONDocument/reading(_:fragmentsAllowed:_:)``).
    ///
    /// - Parameters:
    ///   - bytes: JSON text; a top-level fragment is allowed.
    ///   - whole: The same text as `Data`, for `JSONSerialization` when the scan leaves the text to it: the caller's
    ///     own `Data`, so that text of 4 GiB or more is not copied.
    ///   - body: What reads the value; `read` may be called only while it runs.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; `read` throws an `NSError` (`NSCocoaErrorDomain`, 3840) for text that is not
    ///   valid JSON.
    static func withLazyValue<R>(
        of bytes: UnsafeRawBufferPointer, whole: @escaping () -> Data,
        _ body: (_ read: @escaping () throws -> Any) throws -> R
    ) throws -> R {
        try JSONDocument.reading(bytes, fragmentsAllowed: true) { scan in
            try body {
                if let document = try scan() { return document.shallowValue(at: 0) }
                return try foundationValue(of: whole(), fragmentsAllowed: true)
            }
        }
    }

    /// `JSONSerialization`'s tree of text the scan leaves to it (UTF-16 or UTF-32, or 4 GiB or more).
    private static func foundationValue(of data: Data, fragmentsAllowed: Bool) throws -> Any {
        try JSONSerialization.jsonObject(with: data, options: fragmentsAllowed ? [.fragmentsAllowed] : [])
    }
}

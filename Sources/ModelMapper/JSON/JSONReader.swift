import Foundation

/// Reads JSON text into the tree `DictionaryDecoder` reads fastest (`[String: Any]`, `[Any]`, `String`, `Int`,
/// `Double`, `Bool`, `NSNull`; `UInt64`, `Decimal` or `DecimalDigits` for numbers that need them), accepting exactly
/// what `JSONSerialization` accepts on Linux and giving its values (`Docs/Design.md#json-text`):
///
/// - Syntax: RFC 8259, one trailing comma allowed; whitespace is space, tab, CR, LF; at most 512 levels of nesting;
///   of equal keys, the last wins. Strings: valid UTF-8, RFC 8259 escapes with paired surrogates; a byte order mark
///   opening a run of unescaped text (at the start or after an escape) is dropped.
/// - Numbers: without `.` and `e`, an `Int` when it fits (a negative one only up to 18 digits), else a `UInt64`;
///   otherwise a `Decimal` (`DecimalDigits` up to 19 digits) when longer than 17 characters before its `e` with an
///   exponent within ±127, else a `Double`, which must not overflow. `E` is neither `.` nor `e`, as in Foundation.
/// - Encoding: UTF-8, a byte order mark skipped from 4 bytes on; UTF-16 or UTF-32 goes to `JSONSerialization`.
///
/// Errors are `JSONSerialization`'s (`NSCocoaErrorDomain`, 3840). The rules live in ``JSONScanner`` and ``JSONText``;
/// ``DictionaryDecoder`` decodes from the ``JSONDocument`` itself (``lazyValue(from:fragmentsAllowed:)``).
enum JSONReader {
    /// The tree of JSON `data`, a top-level scalar allowed if `fragmentsAllowed`; throws as `JSONSerialization` does.
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

    /// The document's value one level deep, for ``DictionaryDecoder`` to walk: containers as ``JSONNode``s, UTF-16 or
    /// UTF-32 text as `JSONSerialization`'s tree. The document keeps a copy of the text; a decode reads the bytes in
    /// place instead (``withLazyValue(of:whole:_:)``).
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

    /// The lazy value of `bytes` in a copied document; `whole` is the same text as `Data`, for `JSONSerialization`.
    private static func lazyValue(
        copying bytes: UnsafeRawBufferPointer, fragmentsAllowed: Bool, whole: @autoclosure () -> Data
    ) throws -> Any {
        let utf8 = bytes.assumingMemoryBound(to: UInt8.self)
        if let document = try JSONDocument(copying: utf8, fragmentsAllowed: fragmentsAllowed) {
            return document.shallowValue(at: 0)
        }
        return try foundationValue(of: whole(), fragmentsAllowed: fragmentsAllowed)
    }

    /// Runs `body` with a function that reads `bytes` as ``lazyValue(from:fragmentsAllowed:)`` does but in place,
    /// copying them only if a node outlives `body` (``JSONDocument/reading(_:fragmentsAllowed:_:)``); `read` may be
    /// called only while `body` runs. `whole` is the same text as `Data` for `JSONSerialization`: the caller's own, so
    /// that text of 4 GiB or more is not copied.
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

import Foundation

/// Encodes `Encodable` values straight into `[String: Any]`, `[Any]` and scalar trees, with no JSON in between.
///
/// `DictionaryEncoder` produces what `JSONSerialization.jsonObject(with:)` would return for `JSONEncoder`'s output,
/// with plain Swift values you can cast naturally, and in one pass instead of three:
///
/// | encoded | output |
/// | --- | --- |
/// | `String`, `Bool` | `String`, `Bool` |
/// | integers of every width that fit in `Int` | `Int` |
/// | `UInt`, `UInt64` above `Int.max` | `UInt64` |
/// | `Int128`, `UInt128` beyond `Int` and `UInt64` | `Decimal` with the exact value |
/// | `Double`, `Float` | `Double` (a `Float` as the `Double` that prints like it: `0.1`, not `0.10000000149011612`) |
/// | `Decimal` | `Decimal` |
/// | `encodeNil` | `NSNull` |
/// | keyed and unkeyed containers | `[String: Any]`, `[Any]` |
/// | `Date`, `Data`, `URL` | as the date and data strategies say (the `Date` or `Data` itself under `.leaf`); a URL as its `absoluteString` |
/// | ``JSONValue`` and the entries of ``UnknownKeys`` | the value itself; a ``JSONValue/date(_:)`` or ``JSONValue/data(_:)`` as the `Date` or `Data` leaf it came as |
///
/// The output always passes `JSONSerialization.isValidJSONObject` when the top level is an object or an array and
/// it holds no `Date` or `Data` leaf: one written by ``DateEncodingStrategy/leaf`` or ``DataEncodingStrategy/leaf``
/// for a property list, or kept by a ``JSONValue`` read from one.
///
/// ```swift
/// struct Person: Codable { var name: String; var age: Int }
/// let tree = try DictionaryEncoder().encodeToDictionary(Person(name: "Ada", age: 36))
/// tree["age"] as? Int  // 36
/// ```
///
/// With a ``HintTree`` — the same tree that decodes the value — the encoder writes each hinted coding key under its
/// source spelling, nested hints included, so decoding the result with the same hints gives the value back. See
/// ``HintTree/reverseRemap(_:maximumDepth:)`` for where each kind of hint writes.
///
/// The options and their defaults are `JSONEncoder`'s: ``KeyEncodingStrategy/useDefaultKeys``,
/// ``DateEncodingStrategy/deferredToDate``, ``DataEncodingStrategy/base64`` and
/// ``NonConformingFloatEncodingStrategy/throw``. Errors are `JSONEncoder`'s too, with the same wording,
/// except that a coding path through a nested container includes that container's key (`JSONEncoder` leaves it out).
///
/// Misusing the `Encoder` API in a way `JSONEncoder` traps on (asking for a keyed container after encoding a single
/// value, for example) throws `EncodingError.invalidValue` when the encode call finishes instead of crashing.
public struct DictionaryEncoder: Sendable {
    /// How coding keys are spelled when no hint names them. Defaults to
    /// ``KeyEncodingStrategy/useDefaultKeys``.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// How dates are written. Defaults to ``DateEncodingStrategy/deferredToDate``.
    public var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    /// How data is written. Defaults to ``DataEncodingStrategy/base64``.
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// What to do with infinities and NaN. Defaults to ``NonConformingFloatEncodingStrategy/throw``.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// What a `nil` that a keyed container is asked to encode only if present becomes: left out, or `NSNull()`.
    ///
    /// The synthesized `encode(to:)` of a model writes an optional property with `encodeIfPresent(_:forKey:)`, which
    /// `JSONEncoder` answers by leaving the key out. Under the default, `.omit`, so does this encoder. Under `.null` it
    /// writes the key with `NSNull()` (JSON `null`), where a hint says, for
    /// backends that need every key, `"NOTE": null` included:
    ///
    /// ```swift
    /// var encoder = DictionaryEncoder()
    /// encoder.nilStrategy = .null
    /// let tree = try encoder.encodeToDictionary(order, hints: ["note": "NOTE"])  // ["NOTE": NSNull(), ...]
    /// ```
    ///
    /// Everything else about `nil` is as before, under both: a `nil` element of an array or value of a dictionary
    /// and a `nil` encoded with `encodeNil` are `NSNull()`, as in `JSONEncoder`, and an optional wrapper that
    /// writes its `nil` with `encodeIfPresent` (``Coerced``, ``FormattedNumber``, ``EmptyStringAsNil``,
    /// ``TextValue``) follows this strategy too. For one property whatever the encoder, use ``EncodesNil``.
    /// ``DictionaryReflector/nilStrategy`` is the same option for reflection, with the same type.
    public var nilStrategy: DictionaryReflector.NilStrategy = .omit
    /// Values the encoded types can read from their encoder's `userInfo`. Empty by default.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// The most containers (objects and arrays) the output may nest, the outermost counting as the first. Deeper
    /// values throw ``ModelMapperError/Code-swift.struct/depthLimitExceeded``, and so does a class instance that
    /// contains itself, which would otherwise recurse until the stack overflows. Every way of nesting counts: nested
    /// values, nested containers, super encoders, the objects a hint's key path creates, and a value encoded
    /// through a single-value container (one level). Default: 512, the limit `JSONSerialization` puts on JSON text and
    /// ``DictionaryDecoder/maximumDepth`` on decoding.
    public var maximumDepth: Int = 512
    /// The named recipe to write ``HintProviding`` types with, as ``DictionaryDecoder/recipe`` reads them. `nil`,
    /// the default, uses each type's ``HintProviding/hints``.
    public var recipe: String?

    /// Creates an encoder with `JSONEncoder`'s default strategies.
    public init() {}

    /// Encodes a value into a tree of `[String: Any]`, `[Any]` and scalar values.
    ///
    /// ```swift
    /// let hints: HintTree = ["name": "NAME", "members": .key("MEMBERS", nested: ["name": "Name"])]
    /// let payload = try DictionaryEncoder().encode(department, hints: hints)
    /// // ["NAME": "R&D", "MEMBERS": [["Name": "Ada"]], ...]
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - hints: Where each coding key is written, as for decoding; empty by default (keys are written as the
    ///     key strategy spells them).
    /// - Returns: The encoded tree: `[String: Any]` for a keyed value, `[Any]` for an unkeyed one, or a scalar.
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/invalidHint`` when `hints` is
    ///   malformed or writes two values to one source location, and with code
    ///   ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` when values nest deeper than ``maximumDepth``.
    ///   `EncodingError.invalidValue` when a value cannot be represented (a NaN or infinity under the `.throw`
    ///   strategy, a top-level value that encodes nothing), and any error the encoded values throw.
    public func encode<T: Encodable>(_ value: T, hints: HintTree = .empty) throws -> Any {
        try hints.validate()
        // One run, so every `encode(to:)` and `.custom` closure runs once. Of several values that do not encode, the
        // error names the first met, dictionaries in their own order: the one `JSONEncoder` names for the same value.
        let context = EncodingContext(options, hasHints: !hints.isEmpty)
        let root = DictionaryEncoderImpl(
            context: context, position: .top,
            hints: try context.hints(for: T.self, callSite: hints.isEmpty ? nil : hints))
        let encoded = try root.encodeHere(value)
        if let error = context.deferredError { throw error }
        guard let encoded else {
            throw EncodingFailure.invalidValue(value, codingPath: [], "Top-level \(T.self) did not encode any values.")
        }
        return encoded
    }

    /// Encodes a value straight to JSON data: the tree ``encode(_:hints:)`` builds, written as compact UTF-8 JSON text.
    ///
    /// ```swift
    /// let data = try DictionaryEncoder().encodeToJSONData(person, hints: ["name": "NAME"])  // {"NAME":"Ada"}
    /// ```
    ///
    /// The text is deterministic: members in sorted order, no whitespace, nothing escaped beyond what JSON requires
    /// (`/` stays `/`), and each number in its own kind (`1.0` stays `1.0`, an integer has no point), as the
    /// library's ``JSONValue`` writes it. A top-level scalar is written as a JSON fragment (`"active"`, `42`).
    ///
    /// JSON has no date or data leaf, and no NaN or infinity: a `Date` or `Data` written as a leaf (under the
    /// `.leaf` strategies, or a ``JSONValue/date(_:)`` or ``JSONValue/data(_:)`` kept in a model) and a non-finite
    /// number that no strategy turned into a string throw `EncodingError.invalidValue`, naming the place in the text.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - hints: Where each coding key is written, as for ``encode(_:hints:)``.
    /// - Returns: UTF-8 JSON text.
    /// - Throws: Everything ``encode(_:hints:)`` throws, and `EncodingError.invalidValue` for a value JSON text
    ///   cannot carry.
    public func encodeToJSONData<T: Encodable>(_ value: T, hints: HintTree = .empty) throws -> Data {
        let tree = try encode(value, hints: hints)
        var walk = TreeWalk(maximumDepth: maximumDepth)
        do {
            return Data(try JSONValue.make(from: tree, walk: &walk).jsonText().utf8)
        } catch let unwritable as JSONValue.Unwritable {
            throw EncodingFailure.notJSON(value, reason: unwritable.reason, at: unwritable.location)
        } catch let unsupported as JSONValue.Unsupported {
            throw EncodingFailure.notJSON(value, reason: unsupported.reason, at: unsupported.location)
        }
    }

    /// Encodes a value that encodes as a keyed container into a dictionary.
    ///
    /// ```swift
    /// let dictionary = try DictionaryEncoder().encodeToDictionary(person, hints: ["name": "NAME"])
    /// dictionary["NAME"] as? String  // "Ada"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - hints: Where each coding key is written; empty by default.
    /// - Returns: The encoded dictionary.
    /// - Throws: Everything ``encode(_:hints:)`` throws, and ``ModelMapperError`` with code
    ///   ``ModelMapperError/Code-swift.struct/unsupportedValue`` when the value does not encode as a dictionary.
    public func encodeToDictionary<T: Encodable>(_ value: T, hints: HintTree = .empty) throws -> [String: Any] {
        let encoded = try encode(value, hints: hints)
        guard type(of: encoded) == [String: Any].self, let dictionary = encoded as? [String: Any] else {
            throw ModelMapperError.unsupported(
                "Top-level \(T.self) encoded \(TreeValue.describe(encoded)), not a dictionary")
        }
        return dictionary
    }
}

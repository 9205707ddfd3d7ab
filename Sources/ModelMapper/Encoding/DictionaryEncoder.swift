import Foundation

/// Encodes `Encodable` values straight into `[String: Any]`, `[Any]` and scalar trees, with no JSON in between.
///
/// It produces what `JSONSerialization` would return for `JSONEncoder`'s output, in one pass, with plain Swift values:
/// `Int` for integers that fit (`UInt64` above, an exact `Decimal` beyond), `Double` for `Double` and `Float` (`0.1`,
/// not `0.10000000149011612`), `Decimal`, `String`, `Bool`, `NSNull` for `encodeNil`, and dates and data as their
/// strategies say. Options, defaults and errors are `JSONEncoder`'s; misusing the `Encoder` API throws where
/// `JSONEncoder` traps.
///
/// ```swift
/// struct Person: Codable { var name: String; var age: Int }
/// let tree = try DictionaryEncoder().encodeToDictionary(Person(name: "Ada", age: 36))
/// tree["age"] as? Int  // 36
/// ```
///
/// With the ``HintTree`` that decodes the value, the encoder writes each hinted coding key under its source spelling,
/// so decoding the result with the same hints gives the value back (``HintTree/reverseRemap(_:maximumDepth:)`` says
/// where each kind of hint writes).
public struct DictionaryEncoder: Sendable {
    /// How coding keys are spelled when no hint names them. Defaults to ``KeyEncodingStrategy/useDefaultKeys``.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// How dates are written. Defaults to ``DateEncodingStrategy/deferredToDate``.
    public var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    /// How data is written. Defaults to ``DataEncodingStrategy/base64``.
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// What to do with infinities and NaN. Defaults to ``NonConformingFloatEncodingStrategy/throw``.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// What an optional property's `nil` becomes: left out (`.omit`, the default, as `JSONEncoder` does) or `NSNull()`
    /// (`.null`), for backends that need every key. A `nil` array element or dictionary value and `encodeNil` are
    /// `NSNull()` either way. For one property whatever the encoder, use ``EncodesNil``.
    ///
    /// ```swift
    /// var encoder = DictionaryEncoder()
    /// encoder.nilStrategy = .null
    /// let tree = try encoder.encodeToDictionary(order, hints: ["note": "NOTE"])  // ["NOTE": NSNull(), ...]
    /// ```
    public var nilStrategy: DictionaryReflector.NilStrategy = .omit
    /// Values the encoded types can read from their encoder's `userInfo`. Empty by default.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// The most containers the output may nest, every way of nesting counted; deeper values, and a class instance that
    /// contains itself, throw ``ModelMapperError/Code-swift.struct/depthLimitExceeded``. Default: 512.
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
    /// - Throws: ``ModelMapperError`` (``ModelMapperError/Code-swift.struct/invalidHint`` for malformed hints or two
    ///   values written to one location, ``ModelMapperError/Code-swift.struct/depthLimitExceeded``);
    ///   `EncodingError.invalidValue` for a value that cannot be represented; what the encoded values throw.
    public func encode<T: Encodable>(_ value: T, hints: HintTree = .empty) throws -> Any {
        try hints.validate()
        // One run, so that every `encode(to:)` and `.custom` closure runs once; the first error met is the one thrown.
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
    /// The text is deterministic: sorted members, no whitespace, each number in its own kind (`1.0` stays `1.0`). A
    /// date or data leaf, or a non-finite number no strategy turned into a string, throws
    /// `EncodingError.invalidValue`.
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

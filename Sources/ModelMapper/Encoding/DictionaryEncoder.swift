import Foundation

/// Encodes `Encodable` values straight into `[String: Any]`, `[Any]` and scalar trees, with no JSON in between.
///
/// The tree is what `JSONSerialization` would make of `JSONEncoder`'s output (`Int` where it fits, a `Float` as the
/// `Double` that prints the same, `NSNull` for `encodeNil`); options and errors are `JSONEncoder`'s, except that
/// misusing the `Encoder` API throws instead of trapping. Hinted keys are written under their source spelling, so the
/// same hints decode the result back (``HintTree/reverseRemap(_:maximumDepth:)`` says where each hint writes).
///
/// ```swift
/// struct Person: Codable { var name: String; var age: Int }
/// let tree = try DictionaryEncoder().encodeToDictionary(Person(name: "Ada", age: 36))
/// tree["age"] as? Int  // 36
/// ```
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
    /// (`.null`). Array elements, dictionary values and `encodeNil` are `NSNull()` either way; see also ``EncodesNil``.
    ///
    /// ```swift
    /// var encoder = DictionaryEncoder()
    /// encoder.nilStrategy = .null
    /// let tree = try encoder.encodeToDictionary(order, hints: ["note": "NOTE"])  // ["NOTE": NSNull(), ...]
    /// ```
    public var nilStrategy: DictionaryReflector.NilStrategy = .omit
    /// Values the encoded types can read from their encoder's `userInfo`. Empty by default.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// The most containers the output may nest; deeper values, and a class instance that contains itself, throw
    /// ``ModelMapperError/Code-swift.struct/depthLimitExceeded``. Default: 512.
    public var maximumDepth: Int = 512
    /// The named recipe for ``HintProviding`` types, as ``DictionaryDecoder/recipe``; `nil` uses their hints.
    public var recipe: String?

    /// Creates an encoder with `JSONEncoder`'s default strategies.
    public init() {}

    /// Encodes a value into a tree of `[String: Any]`, `[Any]` and scalars, each hinted key where its hint reads.
    ///
    /// ```swift
    /// let hints: HintTree = ["name": "NAME", "members": .key("MEMBERS", nested: ["name": "Name"])]
    /// let payload = try DictionaryEncoder().encode(department, hints: hints)
    /// // ["NAME": "R&D", "MEMBERS": [["Name": "Ada"]], ...]
    /// ```
    ///
    /// - Returns: `[String: Any]` for a keyed value, `[Any]` for an unkeyed one, or a scalar.
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

    /// Encodes a value to compact UTF-8 JSON text: the tree ``encode(_:hints:)`` builds, with sorted members and each
    /// number in its own kind (`1.0` stays `1.0`).
    ///
    /// ```swift
    /// let data = try DictionaryEncoder().encodeToJSONData(person, hints: ["name": "NAME"])  // {"NAME":"Ada"}
    /// ```
    ///
    /// - Throws: Everything ``encode(_:hints:)`` throws, and `EncodingError.invalidValue` for what JSON text cannot
    ///   carry: a date or data leaf, a non-finite number no strategy turned into a string.
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
    /// - Throws: Everything ``encode(_:hints:)`` throws, and ``ModelMapperError/Code-swift.struct/unsupportedValue``
    ///   when the value does not encode as a dictionary.
    public func encodeToDictionary<T: Encodable>(_ value: T, hints: HintTree = .empty) throws -> [String: Any] {
        let encoded = try encode(value, hints: hints)
        guard type(of: encoded) == [String: Any].self, let dictionary = encoded as? [String: Any] else {
            throw ModelMapperError.unsupported(
                "Top-level \(T.self) encoded \(TreeValue.describe(encoded)), not a dictionary")
        }
        return dictionary
    }
}

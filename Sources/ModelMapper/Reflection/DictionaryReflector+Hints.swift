import Foundation

extension DictionaryReflector {
    /// Reflects a value into a JSON-valid tree in the backend's spelling: every stored property that a hint names
    /// is written where the hint says, exactly as ``DictionaryEncoder/encode(_:hints:)`` writes the coding key of
    /// the same name.
    ///
    /// A renamed key is written under its source key, a key path as nested objects and arrays, candidates under the
    /// first candidate, a key pattern under its fixed text; nested hints apply to the model, array elements and
    /// dictionary values below; and a type that provides its own hints (``HintProviding``, under ``recipe``) is
    /// written with them, merged under the call site's. The writes go through the encoder's own write path, so the
    /// two cannot disagree: for a `Codable` model whose synthesized coding keys are its stored properties, the
    /// result equals the encoder's. Everything else follows the reflector's rules (see the type's discussion);
    /// dictionary keys are data, never renamed.
    ///
    /// ```swift
    /// struct Member { var name: String; var city: String }
    /// let hints: HintTree = ["name": "NAME", "city": "address.city"]
    /// let tree = try DictionaryReflector().reflect(Member(name: "Ada", city: "London"), hints: hints)
    /// // ["NAME": "Ada", "address": ["city": "London"]]
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written; an empty tree applies only the types' own hints.
    /// - Returns: The reflected tree; `NSNull()` when `value` is `nil`.
    /// - Throws: Everything ``reflect(_:)`` throws; ``ModelMapperError`` with code
    ///   ``ModelMapperError/Code-swift.struct/invalidHint`` before anything is reflected when `hints` (or a type's own
    ///   hints, when it is met) are malformed, and when two properties would be written at the same place. A key path
    ///   counts against ``maximumDepth`` with one level per segment.
    public func reflect(_ value: Any, hints: HintTree) throws -> Any {
        try reflect(value, plan: hints)
    }

    /// Reflects a value that must become an object, in the backend's spelling (see ``reflect(_:hints:)``).
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written.
    /// - Returns: The reflected object.
    /// - Throws: Everything ``reflect(_:hints:)`` throws, and a ``ModelMapperError`` with code
    ///   ``ModelMapperError/Code/unsupportedValue`` when the value does not reflect to an object.
    public func reflectToDictionary(_ value: Any, hints: HintTree) throws -> [String: Any] {
        try reflectToDictionary(value, plan: hints)
    }

    /// Reflects a value in the backend's spelling (see ``reflect(_:hints:)``) and serialises the result to JSON
    /// data, with the depth limit of ``reflectToJSONData(_:options:)``.
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written.
    ///   - options: `JSONSerialization`'s writing options; `.fragmentsAllowed` is always added.
    /// - Returns: UTF-8 JSON text.
    /// - Throws: Everything ``reflect(_:hints:)`` throws, and the serialiser's error should it reject the tree.
    public func reflectToJSONData(
        _ value: Any, hints: HintTree, options: JSONSerialization.WritingOptions = []
    ) throws -> Data {
        try reflectToJSONData(value, plan: hints, options: options)
    }
}

import Foundation

extension DictionaryDecoder {
    /// Applies a partial payload to a value you already have, as JSON Merge Patch (RFC 7386) says, and returns the
    /// updated value.
    ///
    /// The patch is in the backend's spelling and is read through `hints`, as ``decode(_:from:hints:)-(_,Any,_)``
    /// reads a whole payload:
    ///
    /// | in the patch | the property |
    /// | --- | --- |
    /// | absent | keeps its current value |
    /// | a value | takes it (arrays and scalars replace the current value) |
    /// | an object, for a nested model | is updated member by member, by the same rules |
    /// | `null` | is removed: an optional becomes `nil`, a ``Default`` its default, a required property fails with `keyNotFound` (skipped under ``PatchNullStrategy/ignore``) |
    ///
    /// ```swift
    /// let hints: HintTree = ["name": "NAME", "city": "address.city"]
    /// let updated = try DictionaryDecoder().update(profile, from: ["address": ["city": "Paris"]], hints: hints)
    /// ```
    ///
    /// The update encodes the current value with the same hints (see ``DictionaryEncoder``), applies the patch to
    /// that tree, and decodes the result: the value's ``UnknownKeys`` are written back first, so the patch can
    /// change, add or remove (`null`) unknown keys too. A patch that sets one spelling of a candidate hint replaces
    /// the value whatever spelling the encoder wrote, also inside the objects a key path with nested hints reaches.
    /// A class instance is not changed: the update returns a new instance of the value's own class (a `GridLayer`
    /// held in a `Layer` variable comes back a `GridLayer`). Errors are the decoder's, naming the coding path and the
    /// source path; nothing is updated when the update throws.
    ///
    /// The encoder mirrors this decoder's strategies (`convertFromSnakeCase` writes `convertToSnakeCase`, and so on).
    /// Under a `custom` date or data strategy, which has no inverse, the current dates and data are written as leaves,
    /// which every strategy takes as they are. Under `caseInsensitive` keys, the current value is written under its
    /// coding keys and a patch key replaces every spelling of its key that differs only in case (keys that hints name
    /// are matched exactly, as the hints read them). A `custom` key strategy, which has no inverse either, throws
    /// ``ModelMapperError/Code-swift.struct/unsupportedValue``: give those keys hints. As with `JSONEncoder` and
    /// `JSONDecoder`, a coding key
    /// that snake case does not convert back to itself (`userID` becomes `user_id`, which reads back as `userId`) does
    /// not survive an update under the snake-case strategies: give it a hint.
    ///
    /// - Parameters:
    ///   - value: The current value.
    ///   - patch: The partial payload.
    ///   - hints: Where the type's coding keys live in the backend's payloads.
    /// - Returns: The updated value.
    /// - Throws: The errors of encoding the current value and of decoding the patched tree (a `DecodingError` at the
    ///   coding path, with the source path in its message); ``ModelMapperError`` when the hints are invalid, the patch
    ///   nests deeper than ``maximumDepth`` or a strategy cannot be written back.
    public func update<T: Codable>(_ value: T, from patch: [String: Any], hints: HintTree = .empty) throws -> T {
        try hints.validate()
        // A class instance is decoded back as its own class, not the declared one, as `decode` does for a
        // subclass's metatype: the subclass's properties are in the encoded tree and would otherwise be lost.
        let dynamicType = type(of: value)
        let current = try updateEncoder().encode(value, hints: hints)
        guard let object = TreeValue.dictionary(current) else {
            return try unmonitored.decode(dynamicType, from: patch, hints: hints)
        }
        let ownHints = try ModelMapper.ownHints(of: T.self, recipe: recipe)
        var walk = TreeWalk(maximumDepth: maximumDepth)
        let patched = try MergePatch(
            removesNulls: patchNullStrategy == .remove, matchesCase: keyDecodingStrategy.isCaseInsensitive
        ).apply(
            patch, to: object, hints: ownHints.map { $0.merging(hints) } ?? hints, walk: &walk)
        return try unmonitored.decode(dynamicType, from: patched, hints: hints)
    }

    /// Applies a partial payload to a value in place, as ``update(_:from:hints:)-(_,[String:Any],_)->T`` does; the value
    /// is assigned only when the update succeeds.
    ///
    /// ```swift
    /// try DictionaryDecoder().update(&profile, from: ["NICK": nil], hints: hints)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to update.
    ///   - patch: The partial payload.
    ///   - hints: Where the type's coding keys live in the backend's payloads.
    /// - Throws: As ``update(_:from:hints:)-(_,[String:Any],_)->T``; `value` is left untouched.
    public func update<T: Codable>(_ value: inout T, from patch: [String: Any], hints: HintTree = .empty) throws {
        value = try update(value, from: patch, hints: hints)
    }

    /// Applies a partial payload given as JSON data, as ``update(_:from:hints:)-(_,[String:Any],_)->T`` does.
    ///
    /// A patch that is not an object replaces the whole value, as RFC 7386 says: it is decoded as the value's type.
    ///
    /// - Parameters:
    ///   - value: The current value.
    ///   - data: The partial payload as JSON text.
    ///   - hints: Where the type's coding keys live in the backend's payloads.
    /// - Returns: The updated value.
    /// - Throws: `DecodingError.dataCorrupted` when the data is not valid JSON; otherwise as
    ///   ``update(_:from:hints:)-(_,[String:Any],_)->T``.
    public func update<T: Codable>(_ value: T, from data: Data, hints: HintTree = .empty) throws -> T {
        try Self.withJSON(data) { read in
            let patch = try read()
            guard let object = TreeValue.dictionary(patch) else {
                return try unmonitored.decode(T.self, from: patch, hints: hints)
            }
            return try update(value, from: object, hints: hints)
        }
    }

    /// Applies a partial payload given as a string of JSON text, as ``update(_:from:hints:)-(_,Data,_)`` does.
    ///
    /// - Parameters:
    ///   - value: The current value.
    ///   - json: The partial payload as JSON text.
    ///   - hints: Where the type's coding keys live in the backend's payloads.
    /// - Returns: The updated value.
    /// - Throws: As ``update(_:from:hints:)-(_,Data,_)``.
    public func update<T: Codable>(_ value: T, fromJSON json: String, hints: HintTree = .empty) throws -> T {
        try update(value, from: Data(json.utf8), hints: hints)
    }

    /// This decoder without its ``monitor``: an update's decode of the merged tree is not a response from the backend,
    /// and would count the model's own current values as drift.
    private var unmonitored: DictionaryDecoder {
        var decoder = self
        decoder.monitor = nil
        return decoder
    }

    /// The encoder that writes a value as this decoder reads it back.
    private func updateEncoder() throws -> DictionaryEncoder {
        var encoder = DictionaryEncoder()
        switch keyDecodingStrategy {
        case .useDefaultKeys: encoder.keyEncodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .convertFromKebabCase: encoder.keyEncodingStrategy = .convertToKebabCase
        // Coding keys as they are, which the case-insensitive match reads back; the merge replaces any spelling.
        case .caseInsensitive: encoder.keyEncodingStrategy = .useDefaultKeys
        case .custom: throw Self.cannotWriteBack("custom key decoding strategy")
        }
        switch dateDecodingStrategy {
        case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .iso8601WithFractionalSeconds: encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        case .formatted(let formatter): encoder.dateEncodingStrategy = .formatted(formatter)
        // A date leaf, which every date strategy, a custom one included, takes as it is.
        case .custom: encoder.dateEncodingStrategy = .leaf
        }
        switch dataDecodingStrategy {
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        case .base64: encoder.dataEncodingStrategy = .base64
        case .custom: encoder.dataEncodingStrategy = .leaf
        }
        switch nonConformingFloatDecodingStrategy {
        case .throw: encoder.nonConformingFloatEncodingStrategy = .throw
        case .convertFromString(let positiveInfinity, let negativeInfinity, let nan):
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        }
        encoder.recipe = recipe
        encoder.userInfo = userInfo
        encoder.maximumDepth = maximumDepth
        return encoder
    }

    private static func cannotWriteBack(_ what: String) -> ModelMapperError {
        .unsupported(
            "update needs to write the current value as it reads it, and this \(what) cannot be written back: "
                + "give the keys hints instead")
    }
}

import Foundation

extension DictionaryDecoder {
    /// Applies a partial payload to a value, as JSON Merge Patch (RFC 7386) says, and returns the updated value.
    ///
    /// The patch is in the backend's spelling and is read through `hints`:
    ///
    /// | in the patch | the property |
    /// | --- | --- |
    /// | absent | keeps its current value |
    /// | a value | takes it (arrays and scalars replace the current value) |
    /// | an object, for a nested model | is updated member by member, by the same rules |
    /// | `null` | is removed: an optional becomes `nil`, a ``Default`` its default, a required property fails with `keyNotFound` (skipped under ``PatchNullStrategy/ignore``) |
    ///
    /// The value is encoded with the same hints and mirrored strategies (``DictionaryEncoder``), patched and decoded
    /// back, its ``UnknownKeys`` included; a class instance comes back as a new instance of its own class. A patch
    /// that sets one spelling of a candidate hint replaces whichever was written. Nothing changes when it throws.
    ///
    /// A `custom` date or data strategy writes the current values as leaves; under `caseInsensitive` a patch key
    /// replaces every spelling that differs only in case. A `custom` key strategy cannot be written back, and under
    /// the snake-case strategies a coding key that does not round-trip (`userID`) is lost: give those keys hints.
    ///
    /// - Throws: The errors of encoding the value and of decoding the patched tree; ``ModelMapperError`` for invalid
    ///   hints, a patch nested deeper than ``maximumDepth`` or a strategy that cannot be written back.
    public func update<T: Codable>(_ value: T, from patch: [String: Any], hints: HintTree = .empty) throws -> T {
        try hints.validate()
        // Decoded as its own class, as `decode` does for a subclass's metatype: its properties are in the tree.
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

    /// Applies a partial payload to a value in place, as ``update(_:from:hints:)-(_,[String:Any],_)->T`` does; the
    /// value is assigned only when the update succeeds.
    public func update<T: Codable>(_ value: inout T, from patch: [String: Any], hints: HintTree = .empty) throws {
        value = try update(value, from: patch, hints: hints)
    }

    /// Applies a partial payload given as JSON data, as ``update(_:from:hints:)-(_,[String:Any],_)->T`` does; a patch
    /// that is not an object replaces the whole value, as RFC 7386 says.
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
    public func update<T: Codable>(_ value: T, fromJSON json: String, hints: HintTree = .empty) throws -> T {
        try update(value, from: Data(json.utf8), hints: hints)
    }

    /// This decoder without its ``monitor``: the merged tree is no backend response, and would count as drift.
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

import Foundation

/// The legacy helper's key rewrite (LLModelTool's approach): a new dictionary tree with every hinted source key
/// renamed to its model key, nested hints applied to the objects and arrays of objects found under their source key.
///
/// The hint dictionary is compiled once, so the baseline pays only for the rewrite itself, not for re-reading the
/// hints per object as the original helper did.
public struct LegacyKeyRewriter: @unchecked Sendable {
    /// `(model key, source key)` pairs from the flat entries.
    private let renames: [(modelKey: String, sourceKey: String)]
    /// Rewriters for the values found under a source key, from the nested entries.
    private let nested: [String: LegacyKeyRewriter]
    /// Source keys with nested hints but no flat entry reading them: rewritten in place.
    private let nestedInPlace: [String]

    /// Compiles a hint dictionary in the legacy format.
    ///
    /// - Parameter hints: `"modelKey": "sourceKey"` entries and `"sourceKey": [nested hints]` entries.
    public init(legacy hints: [String: Any]) {
        var renames: [(modelKey: String, sourceKey: String)] = []
        var nested: [String: LegacyKeyRewriter] = [:]
        for key in hints.keys.sorted() {
            if let sourceKey = hints[key] as? String {
                renames.append((key, sourceKey))
            } else if let nestedHints = hints[key] as? [String: Any] {
                nested[key] = LegacyKeyRewriter(legacy: nestedHints)
            }
        }
        self.renames = renames
        self.nested = nested
        self.nestedInPlace = nested.keys.filter { sourceKey in !renames.contains { $0.sourceKey == sourceKey } }
            .sorted()
    }

    /// Rewrites an object, an array of objects, or returns any other value as it is.
    public func rewrite(_ value: Any) -> Any {
        if let object = value as? [String: Any] { return rewrite(object: object) }
        if let array = value as? [Any] { return array.map(rewrite) }
        return value
    }

    /// Rewrites one object's keys, and its nested objects through their nested hints.
    public func rewrite(object: [String: Any]) -> [String: Any] {
        var result = object
        for (modelKey, sourceKey) in renames {
            guard let value = object[sourceKey] else { continue }
            result.removeValue(forKey: sourceKey)
            result[modelKey] = nested[sourceKey].map { $0.rewrite(value) } ?? value
        }
        for sourceKey in nestedInPlace {
            guard let value = object[sourceKey], let rewriter = nested[sourceKey] else { continue }
            result[sourceKey] = rewriter.rewrite(value)
        }
        return result
    }
}

/// The legacy round trip: rewrite the keys into a new tree, serialise it with `JSONSerialization`, and decode the
/// bytes with `JSONDecoder`, as the legacy helper does for every decode.
public struct LegacyRoundTrip: Sendable {
    private let rewriter: LegacyKeyRewriter

    /// Creates the round trip for a hint dictionary in the legacy format.
    public init(legacy hints: [String: Any]) {
        rewriter = LegacyKeyRewriter(legacy: hints)
    }

    /// Decodes a value from a legacy-keyed tree.
    public func decode<T: Decodable>(_ type: T.Type, from value: Any) throws -> T {
        let rewritten = rewriter.rewrite(value)
        let data = try JSONSerialization.data(withJSONObject: rewritten)
        return try JSONDecoder().decode(type, from: data)
    }
}

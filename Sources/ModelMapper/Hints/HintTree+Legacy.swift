extension HintTree {
    /// The deepest nesting a legacy hint dictionary may have; deeper (or self-containing) hints are rejected.
    static let maximumLegacyDepth = 512

    /// Creates a hint tree from a hint dictionary in the legacy LLModelTool format.
    ///
    /// | entry | meaning |
    /// | --- | --- |
    /// | `"modelKey": "sourceKey"` | the value for `modelKey` is read from `sourceKey` (literally when the source has such a key, otherwise as a key path) |
    /// | `"modelKey": ["a", "b"]` | candidates: the first of `a`, `b` present and not `null` |
    /// | `"sourceKey": [ …hints… ]` | the value at `sourceKey` (an object or an array of objects) is read through the nested hints |
    ///
    /// Nested hints are keyed by **source** key in this format. They attach to every coding key whose flat entry
    /// reads that source key (or lists it among its candidates); when no flat entry names it, they attach to the
    /// coding key spelled like the source key. The result never depends on dictionary iteration order.
    ///
    /// ```swift
    /// let hints = try HintTree(legacy: [
    ///     "name": "NAME", "members": "MEMBERS",
    ///     "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
    /// ])
    /// ```
    ///
    /// - Parameter legacy: The hint dictionary, as the legacy helper took it.
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/invalidHint`` naming the first
    ///   offending entry (in sorted key order) when a value is neither a string, a list of strings nor a
    ///   dictionary, when a key or value is empty, or when the dictionary nests deeper than 512 levels.
    public init(legacy: [String: Any]) throws {
        self = try HintTree.parseLegacy(legacy, location: "", depth: 0)
    }

    private static func parseLegacy(_ legacy: [String: Any], location: String, depth: Int) throws -> HintTree {
        guard depth < maximumLegacyDepth else {
            throw ModelMapperError(
                .invalidHint,
                "Invalid hints: nested deeper than \(maximumLegacyDepth) levels (do they contain themselves?)",
                location: location)
        }
        var flat: [String: HintSource] = [:]
        var nestedBySource: [String: HintTree] = [:]
        for key in legacy.keys.sorted() {
            guard let value = legacy[key] else { continue }
            let here = location.isEmpty ? key : "\(location).\(key)"
            func invalid(_ reason: String) -> ModelMapperError {
                ModelMapperError(.invalidHint, "Invalid hint entry \"\(key)\": \(reason)", location: here)
            }
            guard !key.isEmpty else { throw invalid("the key is empty") }
            if let sourceKey = value as? String {
                guard !sourceKey.isEmpty else { throw invalid("the source key is empty") }
                flat[key] = HintSource(flexible: sourceKey)
            } else if let nested = TreeValue.dictionary(value) {
                nestedBySource[key] = try parseLegacy(nested, location: here, depth: depth + 1)
            } else if let list = TreeValue.array(value) {
                var candidates: [String] = []
                for element in list {
                    guard let candidate = element as? String, !candidate.isEmpty else {
                        throw invalid(
                            "a candidate list must hold non-empty strings only, but holds \(TreeValue.describe(element))"
                        )
                    }
                    candidates.append(candidate)
                }
                guard !candidates.isEmpty else { throw invalid("the candidate list is empty") }
                flat[key] = .candidates(candidates.map(HintSource.init(flexible:)))
            } else {
                throw invalid(
                    "the value must be a string, a list of strings or a dictionary, but is \(TreeValue.describe(value))"
                )
            }
        }
        var entries = flat.mapValues { Hint(source: $0, nested: nil) }
        for (sourceKey, nested) in nestedBySource {
            let readers = flat.filter { $0.value.readsTopLevelKey(sourceKey) }.map(\.key)
            if readers.isEmpty {
                entries[sourceKey] = Hint(source: .sameKey, nested: nested)
            } else {
                for modelKey in readers {
                    entries[modelKey] = Hint(source: flat[modelKey] ?? .sameKey, nested: nested)
                }
            }
        }
        return HintTree(entries)
    }
}

extension HintSource {
    /// Whether this source reads `key` at the top level of the object, directly or as one of its candidates.
    fileprivate func readsTopLevelKey(_ key: String) -> Bool {
        switch self {
        case .key(let own), .keyOrPath(let own, _): own == key
        case .candidates(let candidates): candidates.contains { $0.readsTopLevelKey(key) }
        case .sameKey, .path, .keyPattern, .invalid: false
        }
    }
}

/// JSON Merge Patch (RFC 7386) applied to the tree a value encodes to, through the value's hints, for
/// ``DictionaryDecoder/update(_:from:hints:)-(_,[String:Any],_)->T``.
///
/// Where a hint gives a coding key several spellings (candidates, a key pattern), a patch that sets one removes the
/// others from the tree, so that the decoder cannot read a stale one first. Work is linear in the patch plus the
/// objects it reaches; nesting is bounded by the walk's depth limit.
struct MergePatch {
    /// Whether `null` removes a member (RFC 7386) or is skipped.
    let removesNulls: Bool
    /// Whether keys match in any case (`caseInsensitive`): a patch key no hint names replaces all its spellings.
    var matchesCase = false

    /// The tree with the patch applied; throws ``ModelMapperError`` past the walk's depth limit or on a cycle.
    func apply(_ patch: [String: Any], to target: [String: Any], hints: HintTree?, walk: inout TreeWalk) throws
        -> [String: Any]
    {
        // A patch that fails (too deep, a cycle) is applied once more with every object in key order, so that the
        // error names the same place in every run, whatever the hash seed; a patch that applies pays nothing for it.
        do {
            return try apply(patch, to: target, plan: NestedHints(hints: hints), inKeyOrder: false, walk: &walk)
        } catch {
            return try apply(patch, to: target, plan: NestedHints(hints: hints), inKeyOrder: true, walk: &walk)
        }
    }

    /// The hints an object of the patch is read with: its own, and those of the objects below it that a key path
    /// of an outer hint reaches (`.path("data.profile", nested: …)` puts the nested hints two objects down).
    private struct NestedHints {
        var hints: HintTree?
        var below: [String: NestedHints] = [:]

        /// The plans of the objects under each key, by each hint's write target; an inline model's stay in this object.
        func children() -> [String: NestedHints] {
            var children = below
            hints?.forEachEntryInItsObject { modelKey, hint in
                guard let nested = hint.nestedTree else { return }
                switch hint.source.writeTarget(modelKey: modelKey) {
                case .parentObject:
                    break  // an inline model: its entries are walked in its place
                case .key(let key):
                    children[key, default: NestedHints()].hints = nested
                case .path(let segments):
                    var keys: [String] = []
                    for segment in segments {
                        guard case .key(let key) = segment else { break }
                        keys.append(key)
                    }
                    // A path through an array writes into elements, which a patch replaces whole.
                    guard keys.count == segments.count, let first = keys.first else { return }
                    children[first, default: NestedHints()].place(nested, along: keys.dropFirst())
                }
            }
            return children
        }

        private mutating func place(_ nested: HintTree, along keys: ArraySlice<String>) {
            guard let first = keys.first else {
                hints = nested
                return
            }
            below[first, default: NestedHints()].place(nested, along: keys.dropFirst())
        }
    }

    private func apply(
        _ patch: [String: Any], to target: [String: Any], plan: NestedHints, inKeyOrder: Bool, walk: inout TreeWalk
    ) throws -> [String: Any] {
        try walk.entering(patch) { walk in
            var result = target
            if let hints = plan.hints { clearOtherSpellings(of: hints, setIn: patch, in: &result) }
            if matchesCase { clearOtherCases(of: patch, hints: plan.hints, in: &result) }
            let children = plan.children()
            try patch.forEachEntry(inKeyOrder: inKeyOrder) { key, value in
                if TreeValue.isNull(value) {
                    if removesNulls { result[key] = nil }
                    return
                }
                guard let patchObject = TreeValue.dictionary(value) else {
                    result[key] = value
                    return
                }
                let current = result[key].flatMap(TreeValue.dictionary) ?? [:]
                let nested = children[key] ?? NestedHints(hints: nil)
                result[key] = try walk.at(.key(key)) { walk in
                    try apply(patchObject, to: current, plan: nested, inKeyOrder: inKeyOrder, walk: &walk)
                }
            }
            return result
        }
    }

    /// For each many-spelled hint the patch sets, removes from `result` the spellings it does not (inline ones too).
    private func clearOtherSpellings(of hints: HintTree, setIn patch: [String: Any], in result: inout [String: Any]) {
        hints.forEachEntryInItsObject { modelKey, hint in
            switch hint.source {
            case .candidates(let candidates):
                let sets = candidates.contains { candidate in
                    guard let found = candidate.resolve(in: patch, modelKey: modelKey) else { return false }
                    return removesNulls || !TreeValue.isNull(found.value)
                }
                guard sets else { return }
                for candidate in candidates where candidate.resolve(in: patch, modelKey: modelKey) == nil {
                    Self.remove(candidate, modelKey: modelKey, from: &result)
                }
            case .keyPattern(let pattern):
                let set = patch.keys.filter(pattern.matches)
                guard set.contains(where: { removesNulls || patch[$0].map(TreeValue.isNull) == false }) else {
                    return
                }
                for key in result.keys where pattern.matches(key) && patch[key] == nil { result[key] = nil }
            default:
                return
            }
        }
    }

    /// Under case-insensitive keys, moves each member of `result` whose key differs only in case from a patch key no
    /// hint names to the patch's spelling, which then replaces or merges into it. Linear in the objects' sizes.
    private func clearOtherCases(of patch: [String: Any], hints: HintTree?, in result: inout [String: Any]) {
        var hinted = Set<String>()
        hints?.forEachEntryInItsObject { hinted.formUnion($1.source.spellings) }
        var patchKeys: [String: String] = [:]
        for key in patch.keys where !hinted.contains(key) {
            // Two patch keys that differ only in case: the first in code-point order, as the decoder reads it.
            let folded = key.lowercased()
            if let existing = patchKeys[folded], existing < key { continue }
            patchKeys[folded] = key
        }
        guard !patchKeys.isEmpty else { return }
        for key in Array(result.keys) where !hinted.contains(key) {
            guard let patchKey = patchKeys[key.lowercased()], patchKey != key, let value = result[key] else {
                continue
            }
            result[key] = nil
            // An object under the old spelling is merged into, as it would be under the same spelling.
            if result[patchKey] == nil { result[patchKey] = value }
        }
    }

    /// Removes what a source names from an object: a key, or the last key of a path of keys.
    private static func remove(_ source: HintSource, modelKey: String, from object: inout [String: Any]) {
        switch source {
        case .key(let key): object[key] = nil
        case .sameKey: object[modelKey] = nil
        case .keyOrPath(let key, let path):
            object[key] = nil
            remove(path.segments[...], from: &object)
        case .path(let path): remove(path.segments[...], from: &object)
        default: break
        }
    }

    private static func remove(_ segments: ArraySlice<SourcePath.Segment>, from object: inout [String: Any]) {
        guard case .key(let key) = segments.first else { return }
        guard segments.count > 1 else {
            object[key] = nil
            return
        }
        guard var nested = object[key].flatMap(TreeValue.dictionary) else { return }
        remove(segments.dropFirst(), from: &nested)
        object[key] = nested
    }
}

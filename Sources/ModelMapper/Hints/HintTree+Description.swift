extension HintTree: CustomStringConvertible, CustomDebugStringConvertible {
    /// The tree as the Swift literal that builds it: paste it after `let hints: HintTree = `.
    ///
    /// Entries are written in code-point order of their coding keys, each hint in the shortest form that builds an
    /// equal hint (see ``Hint/description``), so the same tree always prints the same text and the printed literal
    /// builds a tree equal to this one:
    ///
    /// ```swift
    /// let hints: HintTree = [
    ///     "name": "NAME",
    ///     "members": .key("MEMBERS", nested: ["name": "Name"]),
    /// ]
    /// print(hints)  // ["members": .key("MEMBERS", nested: ["name": "Name"]), "name": "NAME"]
    /// print(HintTree.empty)  // [:]
    /// ```
    ///
    /// The text is one line. A tree that is invalid prints its entries all the same (a coding key written twice in
    /// one literal appears once, with the hint the tree kept); ``debugDescription`` adds the problem.
    public var description: String {
        var writer = HintLiteralWriter()
        writer.write(self, depth: 0)
        return writer.text
    }

    /// The tree as ``description`` prints it, wrapped in `HintTree(…)`, followed by the first problem that makes it
    /// invalid, as ``validate()`` would throw it.
    ///
    /// ```swift
    /// let hints: HintTree = ["city": .path("address..city")]
    /// print(String(reflecting: hints))
    /// // HintTree(["city": .path("address..city")], invalid: Invalid hint entry "city": invalid key path
    /// // "address..city": it has an empty key (at city))
    /// ```
    public var debugDescription: String {
        guard let problem else { return "HintTree(\(description))" }
        return "HintTree(\(description), invalid: \(problem.description))"
    }
}

extension HintTree {
    /// The tree in the legacy LLModelTool format, or `nil` when that format cannot say what the tree says.
    ///
    /// ``init(legacy:)`` turns the result back into an equal tree: `try HintTree(legacy: tree.legacyDictionary!)
    /// == tree` whenever the property is not `nil`. Use it to store a recipe as JSON, or to hand it to code that
    /// still takes legacy hint dictionaries.
    ///
    /// ```swift
    /// let hints: HintTree = [
    ///     "name": "NAME",
    ///     "userName": ["user_name", "userName"],
    ///     "members": .key("MEMBERS", nested: ["name": "Name"]),
    ///     "manager": .nested(["name": "NAME"]),
    /// ]
    /// let legacy = hints.legacyDictionary
    /// // ["name": "NAME", "userName": ["user_name", "userName"], "members": "MEMBERS",
    /// //  "MEMBERS": ["name": "Name"], "manager": ["name": "NAME"]]
    /// ```
    ///
    /// The legacy format has string entries (a key, or the key path it spells, exactly like a string-literal hint),
    /// candidate lists, and nested hints keyed by the **source** key they apply to (see ``init(legacy:)``). It is
    /// `nil` when the tree, or a tree nested in it:
    ///
    /// - is invalid (``validate()`` throws);
    /// - has a ``Hint/path(_:nested:)``, ``Hint/keyPattern(_:nested:)`` or
    ///   ``Hint/entries(keyedInto:valuesInto:order:)`` hint;
    /// - has a ``Hint/key(_:nested:)`` hint whose key contains `.` or `[` and spells a valid key path (the legacy
    ///   format would read the path when the key is absent);
    /// - has nested hints whose source key is also a coding key of the same tree (`"members": .key("members",
    ///   nested: …)`, which the legacy format would have to write as both `"members": "members"` and
    ///   `"members": [ … ]`), or ``Hint/nested(_:)-swift.type.method`` for a coding key that another entry reads as
    ///   its source key;
    /// - reads one source key from several coding keys with different nested hints, or with nested hints for some
    ///   and none for others, since the legacy format attaches nested hints to every coding key that reads their
    ///   source key (candidates attach them under their first candidate);
    /// - nests deeper than 512 levels.
    ///
    /// The result is checked: it is returned only when parsing it gives this tree back.
    public var legacyDictionary: [String: Any]? {
        guard problem == nil else { return nil }
        var builder = LegacyDictionaryBuilder()
        guard let dictionary = builder.build(self, depth: 1),
            let parsed = try? HintTree(legacy: dictionary),
            builder.comparison.equal(parsed, self, depth: 0)
        else { return nil }
        return dictionary
    }
}

/// Builds the legacy form of a tree (see ``HintTree/legacyDictionary`` and `Docs/Design.md#the-legacy-format`),
/// once per distinct subtree.
private struct LegacyDictionaryBuilder {
    /// The legacy form of each subtree built so far (`nil` for none), by identity: a tree parsed from a legacy
    /// dictionary can share one subtree at many places, and the result shares it the same way.
    private var built: [ObjectIdentifier: [String: Any]?] = [:]
    var comparison = HintTreeComparison()

    mutating func build(_ tree: HintTree, depth: Int) -> [String: Any]? {
        if let known = built[tree.identity] { return known }
        let result = buildEntries(of: tree, depth: depth)
        built[tree.identity] = .some(result)
        return result
    }

    private mutating func buildEntries(of tree: HintTree, depth: Int) -> [String: Any]? {
        guard depth <= HintTree.maximumTreeDepth else { return nil }
        var result: [String: Any] = [:]
        var nestedBySource: [String: HintTree] = [:]
        for key in tree.entries.keys.sorted() {
            guard let hint = tree.entries[key], hint.entries == nil else { return nil }
            let sourceKey: String
            switch hint.source {
            case .key(let sourceKey1):
                guard HintSource(flexible: sourceKey1) == .key(sourceKey1) else { return nil }
                result[key] = sourceKey1
                sourceKey = sourceKey1
            case .keyOrPath(let spelling, _):
                result[key] = spelling
                sourceKey = spelling
            case .candidates(let candidates):
                var list: [String] = []
                for candidate in candidates {
                    switch candidate {
                    case .key(let candidateKey) where HintSource(flexible: candidateKey) == candidate:
                        list.append(candidateKey)
                    case .keyOrPath(let spelling, _): list.append(spelling)
                    default: return nil
                    }
                }
                guard let first = list.first else { return nil }
                result[key] = list
                sourceKey = first
            case .sameKey:
                guard hint.nestedHints != nil else { return nil }
                sourceKey = key
            case .path, .keyPattern, .invalid:
                return nil
            }
            guard let nested = hint.nestedHints else { continue }
            if let existing = nestedBySource[sourceKey] {
                guard comparison.equal(existing, nested, depth: 0) else { return nil }
            } else {
                nestedBySource[sourceKey] = nested
            }
        }
        for sourceKey in nestedBySource.keys.sorted() {
            guard result[sourceKey] == nil, let nested = nestedBySource[sourceKey],
                let dictionary = build(nested, depth: depth + 1)
            else { return nil }
            result[sourceKey] = dictionary
        }
        return result
    }
}

/// Compares hint trees once per pair of distinct subtrees, so that trees sharing subtrees compare in time
/// proportional to their distinct parts.
struct HintTreeComparison {
    private struct Pair: Hashable {
        let lhs: ObjectIdentifier
        let rhs: ObjectIdentifier
    }

    private var equalPairs = Set<Pair>()

    /// Whether the trees have equal entries; `false` beyond 512 levels of nesting.
    mutating func equal(_ lhs: HintTree, _ rhs: HintTree, depth: Int) -> Bool {
        if lhs.identity == rhs.identity { return true }
        guard depth <= HintTree.maximumTreeDepth, lhs.hashValue == rhs.hashValue,
            lhs.entries.count == rhs.entries.count
        else { return false }
        let pair = Pair(lhs: lhs.identity, rhs: rhs.identity)
        if equalPairs.contains(pair) { return true }
        for (key, hint) in lhs.entries {
            guard let other = rhs.entries[key], hint.source == other.source, hint.entries == other.entries else {
                return false
            }
            switch (hint.nestedHints, other.nestedHints) {
            case (nil, nil): continue
            case (let mine?, let theirs?): guard equal(mine, theirs, depth: depth + 1) else { return false }
            default: return false
            }
        }
        equalPairs.insert(pair)
        return true
    }
}

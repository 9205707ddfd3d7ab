extension HintTree {
    /// Creates a hint tree from a legacy LLModelTool hint dictionary: `"modelKey": "sourceKey"` (a key, or the key
    /// path it spells), `"modelKey": ["a", "b"]` (candidates), and `"sourceKey": [ …hints… ]`, nested hints keyed by
    /// **source** key, attached to each coding key reading that key, else to the one spelled like it (<doc:HintTrees>).
    ///
    /// ```swift
    /// let hints = try HintTree(legacy: ["name": "NAME", "members": "MEMBERS", "MEMBERS": ["name": "Name"]])
    /// ```
    ///
    /// - Throws: ``ModelMapperError/Code-swift.struct/invalidHint`` for the first offending entry: a value not a
    ///   string, list of strings or dictionary, an empty key or value, or nesting deeper than 512 levels.
    public init(legacy: [String: Any]) throws {
        var parser = LegacyHintParser()
        var walk = TreeWalk(maximumDepth: HintTree.maximumTreeDepth)
        do {
            self = try parser.parse(legacy, identity: LegacyHintParser.identity(of: legacy), walk: &walk).tree
        } catch let error as ModelMapperError where error.code != .invalidHint {
            // Too deep, or containing itself: for hints, both are malformed hints.
            throw ModelMapperError.invalidHints(
                "\(error.message) (a hint dictionary may nest \(HintTree.maximumTreeDepth) levels)", at: error.location)
        }
    }
}

/// The parser behind ``HintTree/init(legacy:)``, with the trees of the dictionaries it has parsed.
private struct LegacyHintParser {
    /// A parsed dictionary and the number of levels it nests (1 for a dictionary without nested hints).
    struct Parsed {
        let tree: HintTree
        let height: Int
    }

    /// The identity of a hint dictionary: the `NSDictionary`, or a Swift dictionary's storage, which its copies share.
    /// The root keeps every one alive while the parse runs, so an identity is never reused.
    enum Identity: Hashable {
        case object(ObjectIdentifier)
        case storage(UInt)
    }

    private var parsed: [Identity: Parsed] = [:]

    static func identity(of value: Any) -> Identity? {
        let type = type(of: value)
        if type is AnyObject.Type { return .object(ObjectIdentifier(value as AnyObject)) }
        guard type == TreeValue.dictionaryType, let dictionary = value as? [String: Any] else { return nil }
        return .storage(withUnsafeBytes(of: dictionary) { $0.load(as: UInt.self) })
    }

    mutating func parse(_ legacy: [String: Any], identity: Identity?, walk: inout TreeWalk) throws -> Parsed {
        if let identity, let known = parsed[identity] {
            // Already parsed elsewhere: only the depth at which it appears here remains to be checked.
            try walk.ensureRoom(forLevels: known.height)
            return known
        }
        let result = try walk.entering(legacy) { walk in try parseEntries(legacy, walk: &walk) }
        if let identity { parsed[identity] = result }
        return result
    }

    private mutating func parseEntries(_ legacy: [String: Any], walk: inout TreeWalk) throws -> Parsed {
        var flat: [String: HintSource] = [:]
        var nestedBySource: [String: HintTree] = [:]
        var height = 1
        for key in legacy.keys.sorted() {
            guard let value = legacy[key] else { continue }
            let position = walk
            func invalid(_ reason: String) -> ModelMapperError {
                var location = position.location
                // An empty key cannot be named: the entry's place is the dictionary it is in.
                if !key.isEmpty { location.append(.key(key)) }
                return .invalidHintEntry(key, reason, at: location)
            }
            guard !key.isEmpty else { throw invalid("the key is empty") }
            if let sourceKey = value as? String {
                guard !sourceKey.isEmpty else { throw invalid("the source key is empty") }
                flat[key] = HintSource(flexible: sourceKey)
            } else if let nested = TreeValue.dictionary(value) {
                let parsed = try walk.at(.key(key)) { walk in
                    try parse(nested, identity: LegacyHintParser.identity(of: value), walk: &walk)
                }
                nestedBySource[key] = parsed.tree
                height = max(height, parsed.height + 1)
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
        // Sorted, so that a source key read by several coding keys attaches its nested hints the same way each time.
        for (sourceKey, nested) in nestedBySource.sorted(by: { $0.key < $1.key }) {
            let readers = flat.filter { $0.value.readsTopLevelKey(sourceKey) }.map(\.key)
            if readers.isEmpty {
                entries[sourceKey] = Hint(source: .sameKey, nested: nested)
            } else {
                for modelKey in readers {
                    entries[modelKey] = Hint(source: flat[modelKey] ?? .sameKey, nested: nested)
                }
            }
        }
        return Parsed(tree: HintTree(entries), height: height)
    }
}

extension HintSource {
    fileprivate func readsTopLevelKey(_ key: String) -> Bool {
        switch self {
        case .key(let own), .keyOrPath(let own, _): own == key
        case .candidates(let candidates): candidates.contains { $0.readsTopLevelKey(key) }
        case .sameKey, .path, .keyPattern, .inline, .invalid: false
        }
    }
}

extension HintTree {
    /// The tree in the legacy LLModelTool format, to store a recipe as JSON; ``init(legacy:)`` gives the tree back.
    /// `nil` for an invalid tree and for what the format cannot say: ``Hint/path(_:nested:)``,
    /// ``Hint/keyPattern(_:nested:)``, ``Hint/inline(_:)``, ``Hint/entries(keyedInto:valuesInto:order:)`` and
    /// ``Hint/wire(_:)`` hints, a ``Hint/key(_:nested:)`` whose key spells a path, and nested hints it would attach to
    /// other coding keys too.
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
    /// The legacy form of each subtree built so far (`nil` for none), by identity, so that shared subtrees stay shared.
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
            guard let hint = tree.entries[key], hint.entries == nil, hint.wireForm == nil else { return nil }
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
                guard hint.nestedTree != nil else { return nil }
                sourceKey = key
            case .path, .keyPattern, .inline, .invalid:
                return nil
            }
            guard let nested = hint.nestedTree else { continue }
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

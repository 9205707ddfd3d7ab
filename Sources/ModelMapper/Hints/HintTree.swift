/// Where each coding key of a model finds its value in a source dictionary: ``Hint``s keyed by **coding key** (the
/// string `CodingKeys` asks for). Keys no entry names are read as they are, then through the key strategy.
///
/// ```swift
/// let hints: HintTree = ["name": "NAME", "members": .key("MEMBERS", nested: ["name": "Name"])]
/// let department = try DictionaryDecoder().decode(Department.self, from: payload, hints: hints)
/// ```
///
/// A malformed entry never traps: any decode, encode or remap with the tree throws
/// ``ModelMapperError/Code-swift.struct/invalidHint`` before reading input; ``validate()`` checks up front.
public struct HintTree: Sendable, Hashable {
    /// The tree's contents, behind one reference so that passing a tree around while decoding costs one retain.
    private final class Storage: Sendable {
        let entries: [String: Hint]
        let problem: ModelMapperError?
        /// The entries as a list, for trees small enough that comparing keys beats hashing one.
        let smallEntries: [Entry]?
        /// The hash of the entries, computed once: a legacy tree can share one subtree at many places.
        let hashValue: Int

        init(entries: [String: Hint], problem: ModelMapperError?) {
            self.entries = entries
            self.problem = problem
            var hasher = Hasher()
            hasher.combine(entries)
            self.hashValue = hasher.finalize()
            self.smallEntries =
                entries.count <= HintTree.linearSearchLimit ? entries.map { Entry(key: $0.key, hint: $0.value) } : nil
        }
    }

    private struct Entry: Sendable {
        let key: String
        let hint: Hint
    }

    private static let linearSearchLimit = 12

    /// The identity of the tree's storage: equal for copies of one tree, for caching work derived from it.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    @inline(__always)
    func hint(forKey key: String) -> Hint? {
        if let smallEntries = storage.smallEntries {
            for entry in smallEntries where entry.key == key { return entry.hint }
            return nil
        }
        return storage.entries[key]
    }

    private let storage: Storage

    /// Whether ``hint(forKey:)`` hashes the key, rather than comparing it with a few entries' keys.
    var hashesKeys: Bool { storage.smallEntries == nil }

    var entries: [String: Hint] { storage.entries }
    var count: Int { storage.entries.count }
    /// The first problem in this tree or a nested one, in sorted key order, with the entry's location.
    var problem: ModelMapperError? { storage.problem }

    /// Creates a hint tree from hints keyed by the coding key they serve.
    public init(_ entries: [String: Hint]) {
        storage = Storage(entries: entries, problem: HintTree.firstProblem(in: entries))
    }

    /// Two trees are equal when they have equal entries.
    public static func == (lhs: HintTree, rhs: HintTree) -> Bool {
        var comparison = HintTreeComparison()
        return comparison.equal(lhs, rhs, depth: 0)
    }

    /// Two subtrees, by identity: the memo key of comparisons and merges.
    struct StoragePair: Hashable {
        let lhs: ObjectIdentifier
        let rhs: ObjectIdentifier
    }

    /// Hashes the tree's entries.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.hashValue)
    }

    /// The deepest nesting of hints that is parsed and compared: 512, the coders' default depth.
    static let maximumTreeDepth = 512

    /// A tree with no entries: every key is read as it is.
    public static let empty = HintTree([:])

    /// Whether the tree has no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// The coding keys the tree has entries for, sorted.
    public var modelKeys: [String] { entries.keys.sorted() }

    /// The hint for a coding key's string value, if the tree has one.
    public subscript(modelKey: String) -> Hint? { entries[modelKey] }

    /// A tree with the entries of both, `other`'s winning where both name a coding key, nested hints merged alike. An
    /// entry of `other` made with ``Hint/nested(_:)`` keeps this tree's source key.
    public func merging(_ other: HintTree) -> HintTree {
        var merged: [StoragePair: HintTree] = [:]
        return merging(other, merged: &merged)
    }

    /// Merges each pair of subtrees once: legacy trees share subtrees, which would otherwise cost exponential time.
    private func merging(_ other: HintTree, merged: inout [StoragePair: HintTree]) -> HintTree {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        let pair = StoragePair(lhs: ObjectIdentifier(storage), rhs: ObjectIdentifier(other.storage))
        if let known = merged[pair] { return known }
        var entries = self.entries
        for (key, theirs) in other.entries {
            guard let mine = entries[key] else {
                entries[key] = theirs
                continue
            }
            let source: HintSource
            if case .sameKey = theirs.source { source = mine.source } else { source = theirs.source }
            let nested: HintTree?
            switch (mine.nestedTree, theirs.nestedTree) {
            case (let mine?, let theirs?): nested = mine.merging(theirs, merged: &merged)
            case (let mine, let theirs): nested = theirs ?? mine
            }
            entries[key] = Hint(
                source: source, nested: nested, entries: theirs.entries ?? mine.entries,
                wireForm: theirs.wireForm ?? mine.wireForm)
        }
        let result = HintTree(entries)
        merged[pair] = result
        return result
    }

    /// Calls `body` with each entry reading this tree's object: its own, and an inline model's nested ones for it.
    func forEachEntryInItsObject(depth: Int = 0, _ body: (_ modelKey: String, _ hint: Hint) throws -> Void) rethrows {
        for (modelKey, hint) in entries {
            guard hint.isInline else {
                try body(modelKey, hint)
                continue
            }
            if let nested = hint.nestedTree, depth < Self.maximumTreeDepth {
                try nested.forEachEntryInItsObject(depth: depth + 1, body)
            }
        }
    }

    /// Checks that every entry, nested ones included, is well formed.
    ///
    /// - Throws: ``ModelMapperError/Code-swift.struct/invalidHint``, naming the first malformed entry in key order.
    public func validate() throws {
        if let problem { throw problem }
    }

    private static func firstProblem(in entries: [String: Hint]) -> ModelMapperError? {
        guard entries.contains(where: { $0.key.isEmpty || $0.value.problem != nil || $0.value.hasNestedProblem })
        else { return nil }
        for key in entries.keys.sorted() {
            guard let hint = entries[key] else { continue }
            // An empty key cannot be named: the entry's place is the tree it is in.
            if key.isEmpty { return .invalidHintEntry(key, "the coding key is empty", at: MappingPath()) }
            let location = MappingPath([.key(key)])
            if let reason = hint.problem { return .invalidHintEntry(key, reason, at: location) }
            if let nested = hint.nestedTree?.problem {
                return nested.located(under: location)
            }
        }
        return nil
    }
}

extension Hint {
    /// What is wrong with this entry itself (not its nested hints), if anything.
    fileprivate var problem: String? {
        if case .inline = source, entries != nil { return "an inline model cannot be read as an object's entries" }
        return source.problem ?? entries?.problem ?? wireForm?.problem
    }

    fileprivate var hasNestedProblem: Bool { nestedTree?.problem != nil }
}

extension HintTree: ExpressibleByDictionaryLiteral {
    /// Creates a hint tree from a dictionary literal keyed by coding key; a key that appears twice makes it invalid.
    public init(dictionaryLiteral elements: (String, Hint)...) {
        var entries: [String: Hint] = [:]
        var duplicate: String?
        for (key, hint) in elements {
            if entries.updateValue(hint, forKey: key) != nil, duplicate == nil { duplicate = key }
        }
        self.init(entries)
        if let duplicate, problem == nil {
            self = HintTree(
                entries: entries,
                problem: .invalidHintEntry(
                    duplicate, "the coding key appears twice", at: MappingPath([.key(duplicate)])))
        }
    }

    private init(entries: [String: Hint], problem: ModelMapperError?) {
        storage = Storage(entries: entries, problem: problem)
    }
}

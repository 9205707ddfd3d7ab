/// Where one coding key finds its value in the source tree, and how it is read: one ``HintTree`` entry, a literal or
/// a factory.
///
/// ```swift
/// let hints: HintTree = [
///     "name": "NAME",                                // a renamed key
///     "city": "address.city",                        // a key, or else the key path it spells
///     "userName": ["user_name", "userName", "name"], // candidates, first present and non-null wins
///     "open": .key("1. open"),                       // a key that really contains a dot
///     "members": .key("MEMBERS", nested: ["name": "Name"]),
/// ]
/// ```
///
/// Nested hints go in a factory's `nested:` argument, or through ``withNestedHints(_:)`` for a string literal.
public struct Hint: Sendable, Hashable {
    /// The hint's contents, behind one reference: a decode copies a hint out of its tree for every key it reads.
    private final class Storage: Sendable {
        let source: HintSource
        let nestedHints: HintTree?
        let entries: DynamicEntries?
        /// Flags asked on every read, where matching the source or testing the form would copy it.
        let isInline: Bool
        let wireForm: WireForm?
        let hasWireForm: Bool
        /// The one source key a ``HintSource/key(_:)`` source reads, which the decoder looks up without matching the
        /// source.
        let onlyKey: String?

        init(source: HintSource, nestedHints: HintTree?, entries: DynamicEntries?, wireForm: WireForm?) {
            self.source = source
            self.nestedHints = nestedHints
            self.entries = entries
            self.wireForm = wireForm
            hasWireForm = wireForm != nil
            if case .inline = source { isInline = true } else { isInline = false }
            if case .key(let key) = source { onlyKey = key } else { onlyKey = nil }
        }
    }

    private let storage: Storage

    /// Where the value comes from; `.sameKey` reads the model key itself (a hint that only carries nested hints).
    var source: HintSource { storage.source }

    /// Hints for the object, or array (of arrays) of objects, found at the source; empty when there are none.
    public var nestedHints: HintTree { storage.nestedHints ?? .empty }

    /// The nested hints, `nil` when there are none: what the coders test before they look any up.
    var nestedTree: HintTree? { storage.nestedHints }

    var isInline: Bool { storage.isInline }

    /// The source key, when the hint reads one key and nothing else (``HintSource/key(_:)``).
    var onlyKey: String? { storage.onlyKey }

    /// How an object found at ``source`` turns into an array, for objects whose keys are data.
    var entries: DynamicEntries? { storage.entries }

    init(source: HintSource, nested: HintTree?, entries: DynamicEntries? = nil, wireForm: WireForm? = nil) {
        storage = Storage(source: source, nestedHints: nested, entries: entries, wireForm: wireForm)
    }

    /// The form this hint's value travels in (``wire(_:)``), or `nil` when it travels as the model holds it.
    public var wireForm: WireForm? { storage.wireForm }

    var hasWireForm: Bool { storage.hasWireForm }

    /// Two hints are equal when they read the same source the same way, with equal nested hints and wire forms.
    public static func == (lhs: Hint, rhs: Hint) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.source == rhs.source && lhs.nestedTree == rhs.nestedTree && lhs.entries == rhs.entries
                && lhs.wireForm == rhs.wireForm)
    }

    /// Hashes the hint's source, nested hints and entries rule.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(nestedTree)
        hasher.combine(entries)
        hasher.combine(wireForm)
    }

    /// Reads the value from one source key, taken literally even when it contains dots or brackets.
    public static func key(_ key: String, nested: HintTree = .empty) -> Hint {
        Hint(source: .key(key), nested: nested.isEmpty ? nil : nested)
    }

    /// Reads the value by following a key path: `.`-separated keys, each optionally followed by indices
    /// (`"matrix[1][2].value"`); a backslash escapes `.`, `[`, `]` and `\` in a key. A malformed path, an index above
    /// 9 999 or over 128 segments makes the tree invalid, as writing a path creates objects and pads arrays.
    public static func path(_ path: String, nested: HintTree = .empty) -> Hint {
        let nested = nested.isEmpty ? nil : nested
        return switch SourcePath.parse(path) {
        case .success(let parsed): Hint(source: .path(parsed), nested: nested)
        case .failure(let reason): Hint(source: .invalid(reason.text), nested: nested)
        }
    }

    /// Reads the value from the first source key present and not `null` (`null` if all present ones are), each read as
    /// a string-literal hint is.
    ///
    /// - Parameters:
    ///   - keys: The candidate keys, in order of preference; an empty list makes the tree invalid.
    ///   - nested: Hints for the object (or array of objects) found at the chosen candidate.
    /// - Returns: The hint.
    public static func candidates(_ keys: [String], nested: HintTree = .empty) -> Hint {
        Hint(source: .candidates(keys.map(HintSource.init(flexible:))), nested: nested.isEmpty ? nil : nested)
    }

    /// Keeps the model key as the source key (through the key strategy), reading its value through `hints`. Merged onto
    /// another hint (``HintTree/merging(_:)``), it keeps that hint's source key.
    public static func nested(_ hints: HintTree) -> Hint {
        Hint(source: .sameKey, nested: hints)
    }

    /// Reads a model from its parent's own object, as in a legacy backend's flat row: `.inline(["name": "CUST_NAME"])`.
    /// Keys `hints` does not name are read as they are; the model is missing when no key its hints name has a
    /// non-`null` value. Encoding writes its keys beside the parent's; a key written by both is
    /// ``ModelMapperError/Code-swift.struct/invalidHint``. See <doc:HintTrees>.
    public static func inline(_ hints: HintTree = .empty) -> Hint {
        Hint(source: .inline, nested: hints.isEmpty ? nil : hints)
    }

    /// A copy of this hint reading what it finds through `hints` (replacing any it had): nested hints for a literal.
    public func withNestedHints(_ hints: HintTree) -> Hint {
        Hint(source: source, nested: hints.isEmpty ? nil : hints, entries: entries, wireForm: wireForm)
    }

    /// The source keys this hint reads, in order of preference, as written; empty for ``nested(_:)``, and for an
    /// ``inline(_:)`` hint the keys its nested hints read.
    public var sourceKeys: [String] { sourceKeys(depth: 0) }

    /// ``sourceKeys``, `depth` inline models down; not followed past ``HintTree/maximumTreeDepth``, as everywhere else.
    private func sourceKeys(depth: Int) -> [String] {
        guard isInline else { return source.spellings }
        guard depth < HintTree.maximumTreeDepth else { return [] }
        return nestedHints.modelKeys.flatMap { modelKey in
            let keys = nestedHints[modelKey]?.sourceKeys(depth: depth + 1) ?? []
            return keys.isEmpty ? [modelKey] : keys
        }
    }
}

extension Hint: ExpressibleByStringLiteral {
    /// Reads one source key or, if the source lacks it and it contains `.` or `[`, the key path it spells.
    public init(stringLiteral value: String) {
        self.init(source: HintSource(flexible: value), nested: nil)
    }
}

extension Hint: ExpressibleByArrayLiteral {
    /// Creates a hint that reads the first candidate key, in order, that is present and not `null`.
    public init(arrayLiteral elements: String...) {
        self = .candidates(elements)
    }
}

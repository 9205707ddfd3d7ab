/// Where one coding key of a model finds its value in the source tree, and how the value found there is read.
///
/// A ``Hint`` is one entry of a ``HintTree``: a literal in the common cases, a static factory when you need to be
/// explicit.
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
/// Nested hints, for the object (or array of objects) a hint finds, are given three ways, each for its own case:
///
/// | You have | Write |
/// | --- | --- |
/// | A hint made by a factory | its `nested:` argument: `.key("MEMBERS", nested: […])`, `.path(_:nested:)`, `.candidates(_:nested:)` |
/// | A string-literal hint, which no factory spells | ``withNestedHints(_:)``: `("data.user" as Hint).withNestedHints([…])` |
/// | No source key to rename: the coding key itself, through the key strategy | ``nested(_:)``, which also merges onto a type's own hints, keeping their source |
public struct Hint: Sendable, Hashable {
    /// The hint's contents, behind one reference: a decode copies a hint out of its tree for every key it reads.
    private final class Storage: Sendable {
        let source: HintSource
        let nestedHints: HintTree?
        let entries: DynamicEntries?
        /// Whether the source is ``HintSource/inline``, asked on every read: a flag, where matching the source would
        /// copy it.
        let isInline: Bool
        let wireForm: WireForm?
        /// Whether ``wireForm`` is set: a flag, where testing the form would copy it.
        let hasWireForm: Bool

        init(source: HintSource, nestedHints: HintTree?, entries: DynamicEntries?, wireForm: WireForm?) {
            self.source = source
            self.nestedHints = nestedHints
            self.entries = entries
            self.wireForm = wireForm
            hasWireForm = wireForm != nil
            if case .inline = source { isInline = true } else { isInline = false }
        }
    }

    private let storage: Storage

    /// Where the value comes from; `.sameKey` reads the model key itself (a hint that only carries nested hints).
    var source: HintSource { storage.source }

    /// The hints for the value found at the hint's source: an object, or an array (of arrays) of objects; empty when
    /// the hint has none.
    public var nestedHints: HintTree { storage.nestedHints ?? .empty }

    /// The nested hints, `nil` when there are none: what the coders test before they look any up.
    var nestedTree: HintTree? { storage.nestedHints }

    /// Whether the hint reads an inline model (``inline(_:)``).
    var isInline: Bool { storage.isInline }

    /// How an object found at ``source`` turns into an array, for objects whose keys are data.
    var entries: DynamicEntries? { storage.entries }

    init(source: HintSource, nested: HintTree?, entries: DynamicEntries? = nil, wireForm: WireForm? = nil) {
        storage = Storage(source: source, nestedHints: nested, entries: entries, wireForm: wireForm)
    }

    /// The form this hint's value travels in (``wire(_:)``), or `nil` when it travels as the model holds it.
    public var wireForm: WireForm? { storage.wireForm }

    /// Whether the hint has a wire form: asked on every read and write, where the form itself would be copied.
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
    ///
    /// - Parameters:
    ///   - key: The source key, for example `"NAME"` or `"1. open"`.
    ///   - nested: Hints for the object (or array of objects) found at `key`.
    /// - Returns: The hint.
    public static func key(_ key: String, nested: HintTree = .empty) -> Hint {
        Hint(source: .key(key), nested: nested.isEmpty ? nil : nested)
    }

    /// Reads the value by following a key path: keys separated by `.`, each optionally followed by indices
    /// (`"data.user.name"`, `"matrix[1][2].value"`); a backslash escapes `.`, `[`, `]` and `\` inside a key.
    ///
    /// A malformed path, an index above 9 999 or more than 128 segments makes the tree invalid
    /// (``ModelMapperError/Code-swift.struct/invalidHint``): writing a path creates its objects and pads arrays, and
    /// neither may grow without bound.
    ///
    /// - Parameters:
    ///   - path: The key path.
    ///   - nested: Hints for the object (or array of objects) found at the end of the path.
    /// - Returns: The hint.
    public static func path(_ path: String, nested: HintTree = .empty) -> Hint {
        let nested = nested.isEmpty ? nil : nested
        return switch SourcePath.parse(path) {
        case .success(let parsed): Hint(source: .path(parsed), nested: nested)
        case .failure(let reason): Hint(source: .invalid(reason.text), nested: nested)
        }
    }

    /// Reads the value from the first of several source keys that is present and not `null`; when some are present but
    /// all `null`, the value is `null`. Each candidate reads as a string literal hint does.
    ///
    /// - Parameters:
    ///   - keys: The candidate keys, in order of preference. An empty list makes the tree invalid.
    ///   - nested: Hints for the object (or array of objects) found at the chosen candidate.
    /// - Returns: The hint.
    public static func candidates(_ keys: [String], nested: HintTree = .empty) -> Hint {
        Hint(source: .candidates(keys.map(HintSource.init(flexible:))), nested: nested.isEmpty ? nil : nested)
    }

    /// Keeps the model key as the source key (through the decoder's key strategy) and reads the value found there
    /// through nested hints. Merged onto another hint (``HintTree/merging(_:)``), it keeps that hint's source key.
    ///
    /// - Parameter hints: Hints for the object (or array of objects) found under the model key.
    /// - Returns: The hint.
    public static func nested(_ hints: HintTree) -> Hint {
        Hint(source: .sameKey, nested: hints)
    }

    /// Reads the value, a model, from the object its parent is read from: the model's keys sit beside the parent's
    /// own, as in a flat row of a legacy backend.
    ///
    /// ```swift
    /// // {"ORDER_ID": 7, "CUST_NAME": "Ada", "CUST_EMAIL": "ada@example.com"}
    /// let hints: HintTree = ["id": "ORDER_ID", "customer": .inline(["name": "CUST_NAME", "email": "CUST_EMAIL"])]
    /// ```
    ///
    /// The nested hints say where each of the model's keys is in the parent's object; keys they do not name are read
    /// there as they are. The model is missing when none of the keys its hints name has a value other than `null`.
    /// Encoding writes its keys beside the parent's; a key written by both is an
    /// ``ModelMapperError/Code-swift.struct/invalidHint`` error. <doc:HintTrees> describes the rest.
    ///
    /// - Parameter hints: Where the inline model's coding keys are in the parent's object.
    /// - Returns: The hint.
    public static func inline(_ hints: HintTree = .empty) -> Hint {
        Hint(source: .inline, nested: hints.isEmpty ? nil : hints)
    }

    /// Returns a copy of this hint that reads the value it finds through the given nested hints: the way to give a
    /// string-literal hint nested hints. A hint made by a factory takes them as its `nested:` argument.
    ///
    /// - Parameter hints: Hints for the object (or array of objects) this hint finds.
    /// - Returns: The hint with `hints` as its nested hints, replacing any it had.
    public func withNestedHints(_ hints: HintTree) -> Hint {
        Hint(source: source, nested: hints.isEmpty ? nil : hints, entries: entries, wireForm: wireForm)
    }

    /// The source keys this hint reads, in order of preference, as written; empty for ``nested(_:)``, and for an
    /// ``inline(_:)`` hint the keys its nested hints read.
    public var sourceKeys: [String] { sourceKeys(depth: 0) }

    /// The source keys, for a hint `depth` inline models down: inline models nested past
    /// ``HintTree/maximumTreeDepth`` are not followed, as nowhere else.
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
    /// Creates a hint that reads one source key, or, when the key contains `.` or `[` and the source has no such
    /// key, the key path it spells.
    public init(stringLiteral value: String) {
        self.init(source: HintSource(flexible: value), nested: nil)
    }
}

extension Hint: ExpressibleByArrayLiteral {
    /// Creates a hint that reads the first of several candidate keys that is present and not `null`.
    ///
    /// - Parameter elements: The candidate keys, in order of preference.
    public init(arrayLiteral elements: String...) {
        self = .candidates(elements)
    }
}

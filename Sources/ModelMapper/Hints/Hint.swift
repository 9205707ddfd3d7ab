/// Where one coding key of a model finds its value in the source tree, and how the value found there is read.
///
/// A ``Hint`` is one entry of a ``HintTree``. Write it as a literal in the common cases and through the static
/// factories when you need to be explicit:
///
/// ```swift
/// let hints: HintTree = [
///     "name": "NAME",                                // a renamed key
///     "city": "address.city",                        // a key path (read literally first, see below)
///     "tag": "tags[0]",                              // an array index
///     "userName": ["user_name", "userName", "name"], // candidates, first present and non-null wins
///     "open": .key("1. open"),                       // a key that really contains a dot
///     "members": .key("MEMBERS", nested: ["name": "Name"]),
/// ]
/// ```
///
/// A string literal names a source key. When it contains `.` or `[`, it can also be read as a key path: the
/// literal key wins when the source has it, and the path is followed otherwise. Escape a dot or bracket that
/// belongs to a key inside a path with a backslash (`"meta.1\\. open"`), or use ``key(_:nested:)`` to turn path
/// reading off.
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
    ///
    /// - Parameters:
    ///   - lhs: A hint.
    ///   - rhs: Another hint.
    /// - Returns: Whether the hints are equal.
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

    /// Reads the value by following a key path through nested objects and arrays.
    ///
    /// The path is a list of keys separated by `.`, each optionally followed by array indices in brackets:
    /// `"data.user.name"`, `"tags[0]"`, `"matrix[1][2].value"`. A backslash escapes `.`, `[`, `]` and `\` inside a
    /// key. A malformed path makes the tree that holds it invalid: decoding with it throws
    /// ``ModelMapperError/Code-swift.struct/invalidHint`` before reading any input. So does a path with an index
    /// above 9 999 or more than 128 keys and indices: writing a path creates one object or array per segment and
    /// pads an array with nulls up to the index, and neither may grow without bound.
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

    /// Reads the value from the first of several source keys that is present and not `null`.
    ///
    /// When every candidate is absent the coding key is missing; when some are present but all of them are `null`
    /// the value is `null`. Each candidate is read like a string literal hint (literal key first, then key path).
    ///
    /// - Parameters:
    ///   - keys: The candidate keys, in order of preference. An empty list makes the tree invalid.
    ///   - nested: Hints for the object (or array of objects) found at the chosen candidate.
    /// - Returns: The hint.
    public static func candidates(_ keys: [String], nested: HintTree = .empty) -> Hint {
        Hint(source: .candidates(keys.map(HintSource.init(flexible:))), nested: nested.isEmpty ? nil : nested)
    }

    /// Keeps the model key as the source key and reads the value found there through nested hints.
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
    /// // {"ORDER_ID": 7, "CUST_NAME": "Ada", "CUST_EMAIL": "ada@example.com", "SHIP_CITY": "Oslo"}
    /// let hints: HintTree = [
    ///     "id": "ORDER_ID",
    ///     "customer": .inline(["name": "CUST_NAME", "email": "CUST_EMAIL"]),
    ///     "shipping": .inline(["city": "SHIP_CITY"]),
    /// ]
    /// ```
    ///
    /// The nested hints say where each of the model's keys is in the parent's object; keys they do not name are read
    /// there as they are, then through the key strategy. Everything else holds as for a nested object: an inline
    /// model can hold inline models, be an element's model in an array of rows, have hints of its own
    /// (``HintProviding``), and sit in an object that a key path reaches.
    ///
    /// - **Missing or present:** the value is missing when its nested hints name keys and none of them finds a value
    ///   other than `null` (so an optional inline model is `nil`, and a required one throws `keyNotFound` listing
    ///   those keys); with no nested hints it is always present.
    /// - **Encoding** writes the model's keys into the parent's object, beside the parent's own: a key written by
    ///   both is the same ``ModelMapperError/Code-swift.struct/invalidHint`` error as any two hints writing one
    ///   location. A `nil` inline model writes nothing.
    /// - **Unread keys:** a key the inline model reads counts as read in the parent's object, for the
    ///   ``MappingReport`` and for an ``UnknownKeys`` bag. The object's keys belong to the parent: the parent's bag
    ///   keeps what neither reads, and a bag declared by the inline model itself stays empty.
    ///
    /// The legacy dictionary format has no way to say this (its nested hints are keyed by source key, and an inline
    /// model has none); merge an inline hint into a tree read from it with ``HintTree/merging(_:)``.
    ///
    /// - Parameter hints: Where the inline model's coding keys are in the parent's object.
    /// - Returns: The hint.
    public static func inline(_ hints: HintTree = .empty) -> Hint {
        Hint(source: .inline, nested: hints.isEmpty ? nil : hints)
    }

    /// Returns a copy of this hint that reads the value it finds through the given nested hints.
    ///
    /// - Parameter hints: Hints for the object (or array of objects) this hint finds.
    /// - Returns: The hint with `hints` as its nested hints, replacing any it had.
    public func withNestedHints(_ hints: HintTree) -> Hint {
        Hint(source: source, nested: hints.isEmpty ? nil : hints, entries: entries, wireForm: wireForm)
    }

    /// The source keys this hint reads, in order of preference, as written (paths in their dotted form).
    ///
    /// Empty for a hint made with ``nested(_:)``, which reads the model key itself. For an ``inline(_:)`` hint,
    /// the source keys its nested hints read, in the order of their coding keys.
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

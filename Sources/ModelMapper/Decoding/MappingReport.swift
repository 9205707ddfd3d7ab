/// What a decode did beyond reading keys that match: an ``Entry`` per finding, of each ``Kind``.
///
/// A backend that renames a field shows as an unused hint (the old name) beside an unmapped source key (the new
/// one). Get a report from ``DictionaryDecoder/decodeWithReport(_:from:hints:)-(_,Any,_)``, or throw on drift with
/// ``DictionaryDecoder/strictness``. Entries are sorted by kind, model path, source path and detail, so reports
/// compare equal across runs.
public struct MappingReport: Sendable, Hashable, CustomStringConvertible {
    /// What an entry reports.
    ///
    /// A struct with a constant per kind, not an enum, so that a kind added later does not break a `switch` (give it a
    /// `default`). Kinds order as listed, unknown ones last. A kind is `Codable` as its name (`"unusedHint"`); a name
    /// this version does not know decodes to a kind of that name, equal only to itself.
    public struct Kind: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
        /// The kind's name, as it is encoded: `unusedHint`.
        let name: String
        private let rank: Int

        private init(_ name: String, rank: Int) {
            self.name = name
            self.rank = rank
        }

        /// A hint entry that found no value: its source key is absent, or the model never asked for its coding key.
        public static let unusedHint = Kind("unusedHint", rank: 0)
        /// A source key that no coding key read (in an object the model decoded).
        public static let unmappedSourceKey = Kind("unmappedSourceKey", rank: 1)
        /// A candidate other than the first supplied the value.
        public static let fallbackCandidate = Kind("fallbackCandidate", rank: 2)
        /// A value of another scalar type was converted (``DictionaryDecoder/coercions``, ``Coerced``).
        public static let coercion = Kind("coercion", rank: 3)
        /// A lossy wrapper (``LossyDefault``, ``LossyArray``) dropped a value that did not decode.
        public static let droppedValue = Kind("droppedValue", rank: 4)
        /// A wrapper (``Default``, ``LossyDefault``, ``LossyArray``, ``LossyDictionary``) gave its default for a
        /// missing key or `null`.
        public static let defaultApplied = Kind("defaultApplied", rank: 5)
        /// A ``KeepingUnknown`` value kept a raw value its enum does not know; the detail names the raw value.
        public static let unknownValueKept = Kind("unknownValueKept", rank: 6)

        private static let known: [Kind] = [
            .unusedHint, .unmappedSourceKey, .fallbackCandidate, .coercion, .droppedValue, .defaultApplied,
            .unknownValueKept,
        ]

        /// Orders kinds as listed; a kind this version does not know comes after them, by name.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.name < rhs.name
        }

        /// The kind's name, in words (`unused hint`); for a kind this version does not know, its encoded name.
        public var description: String {
            switch self {
            case .unusedHint: "unused hint"
            case .unmappedSourceKey: "unmapped source key"
            case .fallbackCandidate: "fallback candidate"
            case .coercion: "coercion"
            case .droppedValue: "dropped value"
            case .defaultApplied: "default applied"
            case .unknownValueKept: "unknown value kept"
            default: name
            }
        }

        /// Reads a kind from its name, a single string.
        public init(from decoder: any Decoder) throws {
            self = Kind(named: try decoder.singleValueContainer().decode(String.self))
        }

        /// The kind of this name: a known one, or one this version does not know, after them all.
        init(named name: String) {
            self = Kind.known.first { $0.name == name } ?? Kind(name, rank: Kind.known.count)
        }

        /// Writes the kind's name, a single string.
        public func encode(to encoder: any Encoder) throws {
            try encoder.encodeSingleValue(name)
        }
    }

    /// One finding, with where it is in the model and in the source.
    ///
    /// A finding in an array's elements (or a decoded dictionary's values) is one entry per field, its paths with
    /// `[*]` (``MappingPath/Component/anyIndex``).
    public struct Entry: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// What happened.
        public let kind: Kind
        /// The place in the model, in coding keys (`members[*].name`, `name`); for an unmapped key, the object's path.
        public let modelPath: MappingPath
        /// The place in the source (`MEMBERS[*].Name`); for an unused hint, the object's; for a default, where the key
        /// was looked for; `*` for the entry key of an object read as an array.
        public let sourcePath: MappingPath
        /// The particulars of the first occurrence: keys looked for, key read, conversion made, default given.
        public let detail: String
        /// How often the finding was made: per element or dictionary value; for an unused hint, the objects looked in;
        /// for an unmapped key, the objects that had it.
        public let count: Int
        /// ``modelPath`` where the finding was first made, index or key included (`members[3].name`). For debugging: a
        /// ``MappingMonitor`` keeps only its array indices.
        public let firstModelPath: MappingPath
        /// ``sourcePath`` as it was where the finding was first made: `MEMBERS[3].Name`.
        public let firstSourcePath: MappingPath

        /// Creates an entry; the first paths default to the paths.
        init(
            kind: Kind, modelPath: MappingPath, sourcePath: MappingPath, detail: String, count: Int = 1,
            firstModelPath: MappingPath? = nil, firstSourcePath: MappingPath? = nil
        ) {
            self.kind = kind
            self.modelPath = modelPath
            self.sourcePath = sourcePath
            self.detail = detail
            self.count = count
            self.firstModelPath = firstModelPath ?? modelPath
            self.firstSourcePath = firstSourcePath ?? sourcePath
        }

        /// Orders entries by kind, then model path, source path (each by its text) and detail.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            // Field by field: a tuple would copy both entries' paths on every comparison of a sort.
            if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
            if lhs.modelPath.text != rhs.modelPath.text { return lhs.modelPath.text < rhs.modelPath.text }
            if lhs.sourcePath.text != rhs.sourcePath.text { return lhs.sourcePath.text < rhs.sourcePath.text }
            return lhs.detail < rhs.detail
        }

        /// The entry on one line: `unused hint at members[*].name (source MEMBERS[*]): looked for "Name"`, then, for
        /// a grouped finding, `; 3 times, first at members[0].name`.
        public var description: String {
            var text =
                "\(kind) at \(modelPath.isEmpty ? "<top level>" : modelPath.description) "
                + "(source \(sourcePath.isEmpty ? "<top level>" : sourcePath.description)): \(detail)"
            if count > 1 {
                text +=
                    "; \(count) times, first at \(firstModelPath.isEmpty ? "<top level>" : firstModelPath.description)"
            } else if firstModelPath != modelPath {
                text += "; at \(firstModelPath)"
            }
            return text
        }
    }

    /// Every finding, sorted.
    public let entries: [Entry]

    /// Creates a report from findings in any order.
    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The hint entries that found no value.
    public var unusedHints: [Entry] { entries(.unusedHint) }
    /// The source keys that no coding key read.
    public var unmappedSourceKeys: [Entry] { entries(.unmappedSourceKey) }
    /// The values that came from a candidate other than the first.
    public var fallbackCandidates: [Entry] { entries(.fallbackCandidate) }
    /// The values converted from another scalar type.
    public var coercions: [Entry] { entries(.coercion) }
    /// The values a lossy wrapper dropped.
    public var droppedValues: [Entry] { entries(.droppedValue) }
    /// The defaults wrappers gave for missing keys and `null`s.
    public var defaultsApplied: [Entry] { entries(.defaultApplied) }
    /// The raw values ``KeepingUnknown`` values kept because their enum does not know them.
    public var unknownValuesKept: [Entry] { entries(.unknownValueKept) }

    /// Whether every hint found a value and every source key was read.
    public var isClean: Bool { unusedHints.isEmpty && unmappedSourceKeys.isEmpty }

    /// The findings, one a line, or `no findings`.
    public var description: String {
        entries.isEmpty ? "no findings" : entries.map(\.description).joined(separator: "\n")
    }

    private func entries(_ kind: Kind) -> [Entry] { entries.filter { $0.kind == kind } }
}

/// What a decode did beyond reading keys that match: the hints that found nothing, the source keys nothing read,
/// the fallback candidates chosen, the values coerced, the values a lossy wrapper dropped, the defaults a wrapper
/// gave and the raw values a ``KeepingUnknown`` kept.
///
/// A backend that renames a field shows up as an unused hint (the old name) beside an unmapped source key (the new
/// one). Ask for a report with ``DictionaryDecoder/decodeWithReport(_:from:hints:)-(_,Any,_)``, or make the decoder throw on
/// such drift with ``DictionaryDecoder/strictness``:
///
/// ```swift
/// let report = try DictionaryDecoder().decodeWithReport(Person.self, from: payload, hints: hints).report
/// for entry in report.unusedHints { print(entry) }  // unused hint at name (source <top level>): looked for "NAME"
/// ```
///
/// Entries are sorted by kind, then model path, then source path (each by its text), then detail, so reports
/// compare equal across runs.
public struct MappingReport: Sendable, Hashable, CustomStringConvertible {
    /// What an entry reports.
    ///
    /// A struct with a constant for each kind rather than an enum, so that a kind added in a later release does not
    /// break a `switch` over kinds: match the kinds you handle and give the switch a `default`, as for
    /// ``ModelMapperError/Code-swift.struct``.
    ///
    /// ```swift
    /// switch entry.kind {
    /// case .unusedHint, .unmappedSourceKey: drift.append(entry)
    /// default: break
    /// }
    /// ```
    ///
    /// Kinds are ordered as the constants are listed, and a kind this version does not know comes after them.
    /// A kind is `Codable` as its name, a single string (`"unusedHint"`); decoding a name this version does not know
    /// (a report written by a later version) gives a kind of that name, which compares equal only to itself.
    public struct Kind: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
        /// The kind's name, as it is encoded: `unusedHint`.
        let name: String
        /// Where the kind comes in the order: its place in ``known``, or after them all for a kind not known.
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

        /// The kinds this version knows, in order.
        private static let known: [Kind] = [
            .unusedHint, .unmappedSourceKey, .fallbackCandidate, .coercion, .droppedValue, .defaultApplied,
            .unknownValueKept,
        ]

        /// Orders kinds as they are listed above; a kind this version does not know comes after them, by name.
        ///
        /// - Parameters:
        ///   - lhs: A kind.
        ///   - rhs: Another kind.
        /// - Returns: Whether `lhs` comes first.
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
        ///
        /// - Parameter decoder: The decoder to read from.
        /// - Throws: Whatever the decoder throws when the value is not a string.
        public init(from decoder: any Decoder) throws {
            self = Kind(named: try decoder.singleValueContainer().decode(String.self))
        }

        /// The kind of this name: a known one, or one this version does not know, after them all.
        init(named name: String) {
            self = Kind.known.first { $0.name == name } ?? Kind(name, rank: Kind.known.count)
        }

        /// Writes the kind's name, a single string.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: Whatever the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            try encoder.encodeSingleValue(name)
        }
    }

    /// One finding, with where it is in the model and in the source.
    ///
    /// A finding of an array's elements, or of the values of a dictionary the model decodes, is one entry for the
    /// field, however many elements it was found in: its paths have `[*]` for the index or the dictionary's key
    /// (``MappingPath/Component/anyIndex``), ``count`` says how often it was found, and ``firstModelPath`` and
    /// ``firstSourcePath`` say where it was found first, index included. A dictionary's keys are data: they appear
    /// only in the first paths, never in the paths that identify the entry.
    public struct Entry: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// What happened.
        public let kind: Kind
        /// The place in the model, in coding keys (`members[*].name`, `name`); for an unmapped key, the object's path.
        public let modelPath: MappingPath
        /// The place in the source (`MEMBERS[*].Name`); for an unused hint, the object's path; for a default given
        /// for a missing key, where the key was looked for (the hint's first source key). In an array made from an
        /// object's entries (``Hint/entries(keyedInto:valuesInto:order:)``) the entry key is `*`.
        public let sourcePath: MappingPath
        /// The particulars of the first occurrence: the keys looked for, the key read, the conversion made, the
        /// default given and why.
        public let detail: String
        /// How many times the finding was made: once per element (or dictionary value) it was found in; for an
        /// unused hint, the number of objects it looked in; for an unmapped key, the number of objects that had it.
        public let count: Int
        /// ``modelPath`` as it was where the finding was first made, with the index or dictionary key:
        /// `members[3].name`. The same as ``modelPath`` where nothing is grouped. For debugging: it is not part of
        /// what the entry is about, and a ``MappingMonitor`` keeps only its array indices.
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

        /// Orders entries by kind, then model path, source path (each by its text, see ``MappingPath``) and detail.
        ///
        /// - Parameters:
        ///   - lhs: An entry.
        ///   - rhs: Another entry.
        /// - Returns: Whether `lhs` comes first.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            // Field by field rather than as a tuple, which would copy both paths of both entries on every comparison
            // of a sort.
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

    /// Creates a report.
    ///
    /// - Parameter entries: The findings, in any order.
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

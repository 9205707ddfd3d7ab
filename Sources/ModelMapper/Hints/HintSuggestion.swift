/// A hint tree proposed for a model type from sample payloads, with how sure each entry is.
///
/// Write a recipe for a legacy backend in three steps: suggest the hints from a payload you captured, print them
/// (the ``hints`` print as the literal that builds them), paste the literal into your code and pin it with a recipe
/// test (`expectMapping` in `ModelMapperTesting`).
///
/// ```swift
/// struct Dog: Decodable { var name: String? }
/// struct Person: Decodable { var name: String?; var age: Int?; var aDog: Dog? }
/// struct Department: Decodable { var name: String?; var members: [Person] = [] }
///
/// let payload: [String: Any] = [
///     "NAME": "R&D",
///     "MEMBERS": [["Name": "Ada", "Age": 36, "Dog": ["NameString": "kitty"]]],
/// ]
/// let suggestion = HintSuggestion(for: Department.self, from: payload)
/// print(suggestion.hints)
/// // ["members": .key("MEMBERS", nested: ["aDog": .key("Dog", nested: ["name": "NameString"]),
/// //  "age": "Age", "name": "Name"]), "name": "NAME"]
/// print(suggestion)  // the hints, then one line per coding key: how it was matched, or that it was not
/// ```
///
/// The structure of the model is learned by decoding each sample through a recording decoder: every keyed
/// container the model asks for, every coding key and the type asked for at each, nested models, arrays (of arrays)
/// of models, `[String: Model]` dictionaries, optionals and types with a custom `init(from:)`. Each coding key is
/// matched to a key of the object it is read from, by these rules, strongest first (``Rule``):
///
/// 1. the same key (``Confidence/exact``; the tree needs no entry for it unless it has nested hints);
/// 2. the same key in another case (`NAME`, `Name` for `name`);
/// 3. the same words in another case convention (`user_name`, `USER-NAME`, `UserName` for `userName`);
/// 4. the same words after a common prefix or suffix (`str_name`, `n_age`, `is_active`, `NameString`, `user_id`;
///    ``Options/prefixes``, ``Options/suffixes``), on either side;
/// 5. the same words after expanding your abbreviations (``Options/abbreviations``: `["addr": "address"]`);
/// 6. any of these in an object nested up to ``Options/searchDepth`` levels below, suggested as a key path
///    (`"data.user"`), when the object itself has no match (an envelope).
///
/// Among the source keys that match by the strongest rule, the kind of value decides: a `Bool` prefers a boolean or
/// `0`/`1`, an integer a whole number, a `String` a string, a nested model an object, an array an array; a source key
/// whose value could not decode at all is passed over when another matches. When several remain, the entry is
/// ``Confidence/ambiguous(_:)``, and the hint lists them as candidates, in code-point order, for you to decide.
///
/// Several samples (two backend versions, or payloads that each leave out optional fields) are decoded one after
/// the other: the tree has the union of what they matched, and a coding key that they match to different source
/// keys gets a candidate list with all of them and a ``Conflict``.
///
/// A suggestion never throws. A sample whose decoding stops (a custom `init(from:)` that rejects a value, an enum
/// whose raw value is not in the sample) leaves what was learned before it, and a line in ``notes``.
public struct HintSuggestion: Sendable, CustomStringConvertible {
    /// How a coding key was matched to a source key.
    public enum Rule: Sendable, Hashable, CustomStringConvertible {
        /// The same key in another case: `NAME` or `Name` for `name`.
        case caseInsensitive
        /// The same words in another case convention: `user_name`, `user-name` or `UserName` for `userName`.
        case caseConvention
        /// The same words after a prefix, lowercased (`"str"` for `str_name` and `name`, `"is"` for `is_active` and
        /// `active`), on the source key or the coding key.
        case prefix(String)
        /// The same words after a suffix, lowercased (`"string"` for `NameString` and `name`, `"id"` for `user_id`
        /// and `user`), on the source key or the coding key.
        case suffix(String)
        /// The same words after expanding an abbreviation of ``Options/abbreviations`` (the abbreviation).
        case abbreviation(String)
        /// Found in an object nested below the one the coding key is read from, and suggested as a key path.
        case keyPath

        /// The rule in words: `case-insensitive`, `prefix "str"`, `key path`.
        public var description: String {
            switch self {
            case .caseInsensitive: "case-insensitive"
            case .caseConvention: "case convention"
            case .prefix(let prefix): "prefix \"\(prefix)\""
            case .suffix(let suffix): "suffix \"\(suffix)\""
            case .abbreviation(let abbreviation): "abbreviation \"\(abbreviation)\""
            case .keyPath: "key path"
            }
        }
    }

    /// How sure a suggested entry is.
    public enum Confidence: Sendable, Hashable, CustomStringConvertible {
        /// The source has the coding key itself.
        case exact
        /// One source key matched, by a rule.
        case rule(Rule)
        /// Several source keys matched equally well, or samples disagreed; the hint lists them as candidates.
        case ambiguous([String])
        /// No source key matched; the coding key is read as it is.
        case unmatched

        /// The confidence in words: `exact`, `case-insensitive`, `ambiguous: "a", "b"`, `unmatched`.
        public var description: String {
            switch self {
            case .exact: "exact"
            case .rule(let rule): rule.description
            case .ambiguous(let keys): "ambiguous: " + keys.map { SwiftLiteral.quoted($0) }.joined(separator: ", ")
            case .unmatched: "unmatched"
            }
        }
    }

    /// The outcome for one coding key.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The coding key's path in the model, with `[*]` for the elements of arrays and the values of dictionaries:
        /// `members[*].aDog.name`.
        public let modelPath: String
        /// Where the value was found in the source (`MEMBERS[*].Dog.NameString`), the first candidate's place for an
        /// ambiguous entry, or `nil` when nothing matched.
        public let sourcePath: String?
        /// How sure the match is.
        public let confidence: Confidence

        /// The entry on one line: `members[*].aDog.name ← MEMBERS[*].Dog.NameString (suffix "string")`.
        public var description: String {
            guard let sourcePath else { return "\(modelPath): no source key found" }
            return "\(modelPath) ← \(sourcePath) (\(confidence))"
        }
    }

    /// A coding key that samples (or elements of one array) matched to different source keys.
    public struct Conflict: Sendable, Hashable, CustomStringConvertible {
        /// One sample's reading: the sample's index in the list given, and the source keys it matched.
        public struct Reading: Sendable, Hashable {
            /// The index of the sample in the list of samples given (0 for the first).
            public let sample: Int
            /// The source keys (or key paths) the sample matched, one unless that sample was ambiguous itself.
            public let sourceKeys: [String]
        }

        /// The coding key's path in the model.
        public let modelPath: String
        /// The different readings, in the order of the samples.
        public let readings: [Reading]

        /// The conflict on one line: `name: sample 0 read "NAME", sample 1 read "name_str"`.
        public var description: String {
            let readings = readings.map { reading in
                "sample \(reading.sample) read "
                    + reading.sourceKeys.map { SwiftLiteral.quoted($0) }.joined(separator: " or ")
            }
            return "\(modelPath): " + readings.joined(separator: ", ")
        }
    }

    /// How keys are matched.
    public struct Options: Sendable {
        /// Abbreviations and what they stand for, word by word, in any case: `["addr": "address", "dob":
        /// "dateOfBirth"]` matches `addr_line` with `addressLine` and `DOB` with `dateOfBirth`.
        public var abbreviations: [String: String]
        /// Words that may precede the words of a key (Hungarian notation, boolean prefixes), lowercased.
        public var prefixes: [String]
        /// Words that may follow the words of a key (type names, `id`), lowercased.
        public var suffixes: [String]
        /// How many levels of nested objects below an object are searched for a coding key the object lacks
        /// (an envelope such as `{"data": {"user": {…}}}`); `0` turns the search off. Default: 3.
        public var searchDepth: Int

        /// The prefixes used by default: `a`, `is`, `has`, `str`, `s`, `n`, `num`, `i`, `int`, `b`, `bool`, `f`, `d`,
        /// `dbl`, `dt`, `m`, `obj`, `arr`, `lst`, `dict`, `txt`.
        public static let defaultPrefixes = [
            "a", "is", "has", "str", "s", "n", "num", "i", "int", "b", "bool", "f", "d", "dbl", "dt", "m", "obj", "arr",
            "lst", "dict", "txt",
        ]
        /// The suffixes used by default: `string`, `str`, `id`, `value`, `val`, `list`, `array`, `arr`, `dict`,
        /// `obj`, `num`, `number`, `text`, `txt`, `flag`.
        public static let defaultSuffixes = [
            "string", "str", "id", "value", "val", "list", "array", "arr", "dict", "obj", "num", "number", "text",
            "txt", "flag",
        ]

        /// Creates matching options.
        ///
        /// ```swift
        /// let options = HintSuggestion.Options(abbreviations: ["addr": "address"])
        /// let suggestion = HintSuggestion(for: Customer.self, from: payload, options: options)
        /// ```
        ///
        /// - Parameters:
        ///   - abbreviations: Abbreviations and what they stand for.
        ///   - prefixes: Words that may precede a key's words.
        ///   - suffixes: Words that may follow a key's words.
        ///   - searchDepth: How many levels of nested objects to search for a key an object lacks.
        public init(
            abbreviations: [String: String] = [:], prefixes: [String] = Options.defaultPrefixes,
            suffixes: [String] = Options.defaultSuffixes, searchDepth: Int = 3
        ) {
            self.abbreviations = abbreviations
            self.prefixes = prefixes
            self.suffixes = suffixes
            self.searchDepth = searchDepth
        }
    }

    /// The model type's name, as `String(describing:)` gives it.
    public let typeName: String
    /// The suggested hints: paste ``HintTree/description`` into your code.
    public let hints: HintTree
    /// One entry per coding key the model asked for, nested ones included, in model-path order.
    public let entries: [Entry]
    /// The source keys that no coding key read, as source paths (`MEMBERS[*].Extra`), in the objects the model read.
    public let unmatchedSourceKeys: [String]
    /// The coding keys that samples matched to different source keys.
    public let conflicts: [Conflict]
    /// What kept a sample from being decoded to the end, one line per sample that stopped.
    public let notes: [String]

    /// Suggests hints for a model type from several sample payloads.
    ///
    /// ```swift
    /// let v1: [String: Any] = ["NAME": "Ada", "AGE": 36]
    /// let v2: [String: Any] = ["name_str": "Ada", "AGE": 36]
    /// let suggestion = HintSuggestion(for: Person.self, from: [v1, v2])
    /// print(suggestion.hints)  // ["age": "AGE", "name": ["NAME", "name_str"]]
    /// print(suggestion.conflicts)  // [name: sample 0 read "NAME", sample 1 read "name_str"]
    /// ```
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - samples: Payloads the backend sends, as `[String: Any]` trees.
    ///   - options: How keys are matched.
    public init<T: Decodable>(for type: T.Type, from samples: [[String: Any]], options: Options = Options()) {
        let probe = SuggestionProbe(options: options)
        var notes: [String] = []
        for (index, sample) in samples.enumerated() {
            probe.sample = index
            let decoder = ProbeDecoder(probe: probe, value: sample, slot: probe.root, arrayDepth: 0, codingPath: [])
            do {
                _ = try probe.decode(T.self, with: decoder)
            } catch {
                let sampleName = samples.count == 1 ? "The sample" : "Sample \(index)"
                notes.append("\(sampleName) stopped decoding \(T.self): \(SuggestionProbe.describe(error))")
            }
        }
        let result = SuggestionBuilder.build(root: probe.root)
        self.typeName = String(describing: T.self)
        self.hints = result.hints
        self.entries = result.entries
        self.unmatchedSourceKeys = result.unmatchedSourceKeys
        self.conflicts = result.conflicts
        self.notes = notes
    }

    /// Suggests hints for a model type from one sample payload.
    ///
    /// ```swift
    /// let suggestion = HintSuggestion(for: Person.self, from: ["FULL_NAME": "Ada", "n_age": 36])
    /// print(suggestion.hints)  // ["age": "n_age", "fullName": "FULL_NAME"]
    /// ```
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - sample: A payload the backend sends.
    ///   - options: How keys are matched.
    public init<T: Decodable>(for type: T.Type, from sample: [String: Any], options: Options = Options()) {
        self.init(for: type, from: [sample], options: options)
    }

    /// The entry for a coding key's model path (`members[*].name`), if the model asked for that key.
    ///
    /// ```swift
    /// suggestion.entry(at: "members[*].name")?.confidence  // .rule(.caseInsensitive)
    /// ```
    ///
    /// - Parameter modelPath: The path as ``Entry/modelPath`` spells it.
    /// - Returns: The entry, or `nil`.
    public func entry(at modelPath: String) -> Entry? {
        entries.first { $0.modelPath == modelPath }
    }

    /// The suggestion as a report: the hints to paste, then one line per coding key, the unread source keys, the
    /// conflicts and the notes.
    ///
    /// ```swift
    /// print(HintSuggestion(for: Person.self, from: ["NAME": "Ada", "AGE": 36, "X": 1]))
    /// // Suggested hints for Person:
    /// // ["age": "AGE", "name": "NAME"]
    /// //
    /// // age ← AGE (case-insensitive)
    /// // name ← NAME (case-insensitive)
    /// //
    /// // Source keys no coding key reads: X
    /// ```
    public var description: String {
        var lines = ["Suggested hints for \(typeName):", hints.description, ""]
        lines += entries.map(\.description)
        if !unmatchedSourceKeys.isEmpty {
            lines += ["", "Source keys no coding key reads: " + unmatchedSourceKeys.joined(separator: ", ")]
        }
        if !conflicts.isEmpty {
            lines += ["", "Samples disagree:"] + conflicts.map { "  \($0)" }
        }
        if !notes.isEmpty {
            lines += ["", "Notes:"] + notes.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

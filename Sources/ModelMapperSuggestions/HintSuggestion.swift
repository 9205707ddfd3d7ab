import ModelMapper

/// A hint tree proposed for a model type from sample payloads, with how sure each entry is.
///
/// Suggest hints from a captured payload, print them (``hints`` print as the literal that builds them), paste the
/// literal into your code and pin it with a recipe test (`expectMapping` in `ModelMapperTesting`).
///
/// ```swift
/// struct Person: Decodable { var fullName: String?; var age: Int? }
/// let suggestion = HintSuggestion(for: Person.self, from: ["FULL_NAME": "Ada", "n_age": 36])
/// print(suggestion.hints)  // ["age": "n_age", "fullName": "FULL_NAME"]
/// print(suggestion)  // the hints, then one line per coding key: how it was matched, or that it was not
/// ```
///
/// Each sample is decoded through a recording decoder; each coding key is matched to a key of the object it is read
/// from by the strongest ``Rule`` that finds one, then by the kind of value, never to a value that cannot decode as
/// the type asked for. Several survivors make the entry ``Confidence/ambiguous(_:)``; samples that disagree make a
/// ``Conflict``. A suggestion never throws: a sample that stops decoding leaves a line in ``notes``.
/// <doc:SuggestingHints> describes the rules and their order.
public struct HintSuggestion: Sendable, CustomStringConvertible {
    /// How a coding key was matched, strongest first: of several matching source keys, the earliest rule's wins.
    public enum Rule: Sendable, Hashable, CustomStringConvertible {
        /// The same key in another case: `NAME` or `Name` for `name`.
        case caseInsensitive
        /// The same words in another case convention: `user_name` or `Meta Data` for `userName`.
        case caseConvention
        /// The same words without a leading number or a bracketed annotation: `3. low` for `low`.
        case decoration
        /// The same words in the singular: `Item` for `items`.
        case plural
        /// The same words after prefixes (lowercased, joined by `_`: `"m_str"` for `m_strLabel`), for their kind only.
        case prefix(String)
        /// The same words after a suffix (lowercased: `"string"` for `NameString`), for a value of its kind only.
        case suffix(String)
        /// The same words after expanding an abbreviation of ``Options/abbreviations`` (the abbreviation).
        case abbreviation(String)
        /// An array inside an object that wraps it, as XML gateways write lists: `Items.Item` for `items`.
        case wrapper
        /// The words of the coding key spelled as a key path: `shipping.city` for `shippingCity`.
        case flattened
        /// Found in a nested object and suggested as a key path: `data.user` for `user`.
        case keyPath
        /// A nested model whose keys sit in its parent's object after a prefix (`"cust"` for `CUST_NAME`; empty when
        /// unprefixed), suggested as `Hint.inline(_:)`: `customer` ← `.inline(["name": "CUST_NAME"])`.
        case inline(String)

        /// The rule in words: `case-insensitive`, `prefix "str"`, `key path`.
        public var description: String {
            switch self {
            case .caseInsensitive: "case-insensitive"
            case .caseConvention: "case convention"
            case .decoration: "decoration"
            case .plural: "plural"
            case .prefix(let prefix): "prefix \"\(prefix)\""
            case .suffix(let suffix): "suffix \"\(suffix)\""
            case .abbreviation(let abbreviation): "abbreviation \"\(abbreviation)\""
            case .wrapper: "wrapper"
            case .flattened: "flattened"
            case .keyPath: "key path"
            case .inline(let prefix): prefix.isEmpty ? "inline" : "inline, prefix \"\(prefix)\""
            }
        }
    }

    /// A word that may precede (a prefix) or follow (a suffix) the words of a key, and the kind of value it marks.
    ///
    /// ```swift
    /// var options = HintSuggestion.Options()
    /// options.suffixes.append(HintSuggestion.Affix("cents", kind: .integer))  // price_cents for price: Int
    /// options.prefixes.append("tbl")  // a string literal is an affix of any kind
    /// ```
    public struct Affix: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The kind of value an affix marks: a match through the affix is made only for a value of that kind.
        public enum Kind: Sendable, Hashable, CustomStringConvertible {
            /// Any value: `m_`, `fld`, `col`, `value`, Salesforce's `__c`.
            case any
            /// A `Bool`: `is_`, `has_`, `b`, `_flag`.
            case bool
            /// An integer (or a floating-point number or a date, which an integer decodes as): `n`, `i`, `int`.
            case integer
            /// A number (or a date): `f`, `dbl`, `_ms`, `_sec`, `Seconds`.
            case number
            /// A string (or a date): `str`, `sz`, `String`.
            case string
            /// A number or a string: `_id`.
            case identifier
            /// Any value but an object or an array: `dt`, `_ts`.
            case scalar
            /// An array: `arr`, `List`, `Array`.
            case array
            /// A nested model or dictionary: `obj`, `dict`, Salesforce's `__r`.
            case object

            /// The kind in words, as notes use it: `a boolean`, `an array`.
            public var description: String {
                switch self {
                case .any: "any value"
                case .bool: "a boolean"
                case .integer: "an integer"
                case .number: "a number"
                case .string: "a string"
                case .identifier: "an identifier"
                case .scalar: "a scalar"
                case .array: "an array"
                case .object: "an object"
                }
            }
        }

        /// The word, matched in any case: `str`, `flag`.
        public let word: String
        /// The kind of value the affix marks.
        public let kind: Kind

        /// Creates an affix of a word, matched in any case, that marks a kind of value.
        public init(_ word: String, kind: Kind = .any) {
            self.word = word.lowercased()
            self.kind = kind
        }

        /// Creates an affix of any kind from a string literal: `"tbl"`.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The affix and its kind: `str (a string)`.
        public var description: String { "\(word) (\(kind))" }
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
        /// The coding key's path in the model, `[*]` standing for every element: `members[*].aDog.name`.
        public let modelLocation: MappingPath
        /// Where the value was found (`MEMBERS[*].Dog.NameString`; when ambiguous, the first candidate's place).
        public let sourceLocation: MappingPath?
        /// How sure the match is.
        public let confidence: Confidence
        /// Whether the entry is an inline model's own, whose ``sourceLocation`` is its parent's object.
        public let isInlineModel: Bool
        /// What to know before pasting, or `nil`: why nothing was suggested (`owner_id holds a number; owner is an
        /// object`), or what competes with the match.
        public let note: String?

        init(
            modelLocation: MappingPath, sourceLocation: MappingPath?, confidence: Confidence, note: String?,
            isInlineModel: Bool = false
        ) {
            self.modelLocation = modelLocation
            self.sourceLocation = sourceLocation
            self.confidence = confidence
            self.note = note
            self.isInlineModel = isInlineModel
        }

        /// The coding key's path in the model, as text.
        @available(*, deprecated, renamed: "modelLocation", message: "modelLocation is a MappingPath")
        public var modelPath: String { modelLocation.description }

        /// Where the value was found in the source, as text.
        @available(*, deprecated, renamed: "sourceLocation", message: "sourceLocation is a MappingPath")
        public var sourcePath: String? { sourceLocation?.description }

        /// The entry on one line, with its note after a dash: `members[*].aDog.name ← MEMBERS[*].Dog.NameString
        /// (suffix "string")`, `owner: no source key found — owner_id holds a number; owner is an object`.
        public var description: String {
            var place = sourceLocation?.description
            if isInlineModel, place == "" { place = "the root object" }
            let line =
                place.map { "\(modelLocation) ← \($0) (\(confidence))" } ?? "\(modelLocation): no source key found"
            guard let note else { return line }
            return line + " — " + note
        }
    }

    /// A coding key that samples (or elements of one array) matched to different source keys.
    public struct Conflict: Sendable, Hashable, CustomStringConvertible {
        /// One sample's reading: the sample's index in the list given, and the source keys it matched.
        public struct Reading: Sendable, Hashable {
            /// The sample's index in the list given.
            public let sample: Int
            /// The source keys (or key paths) the sample matched, as a hint spells them; several if it was ambiguous.
            public let sourceKeys: [String]
        }

        /// The coding key's path in the model.
        public let modelLocation: MappingPath
        /// The different readings, in the order of the samples.
        public let readings: [Reading]

        /// The coding key's path in the model, as text.
        @available(*, deprecated, renamed: "modelLocation", message: "modelLocation is a MappingPath")
        public var modelPath: String { modelLocation.description }

        /// The conflict on one line: `name: sample 0 read "NAME", sample 1 read "name_str"`.
        public var description: String {
            let readings = readings.map { reading in
                "sample \(reading.sample) read "
                    + reading.sourceKeys.map { SwiftLiteral.quoted($0) }.joined(separator: " or ")
            }
            return "\(modelLocation): " + readings.joined(separator: ", ")
        }
    }

    /// How keys are matched.
    public struct Options: Sendable {
        /// Abbreviations and what they stand for, word by word, in any case: `["addr": "address"]` matches
        /// `addr_line` with `addressLine`.
        public var abbreviations: [String: String]
        /// Words that may precede the words of a key (`m_`, `str`, `is`), each with the kind of value it marks.
        public var prefixes: [Affix]
        /// Words that may follow the words of a key (`String`, `_ms`, `List`), each with the kind of value it marks.
        public var suffixes: [Affix]
        /// How many levels of nested objects (envelopes) are searched for a key an object lacks; `0` turns it off.
        /// Default: 3, at most ``maximumSearchDepth``.
        public var searchDepth: Int

        /// The deepest ``searchDepth`` that is honoured: 16, which bounds the cost of indexing a deep payload.
        public static let maximumSearchDepth = 16

        /// The prefixes used by default, each with the kind it marks.
        public static let defaultPrefixes: [Affix] = [
            Affix("a"), Affix("m"), Affix("fld"), Affix("col"),
            Affix("is", kind: .bool), Affix("has", kind: .bool), Affix("b", kind: .bool), Affix("bool", kind: .bool),
            Affix("n", kind: .integer), Affix("i", kind: .integer), Affix("int", kind: .integer),
            Affix("num", kind: .integer),
            Affix("f", kind: .number), Affix("d", kind: .number), Affix("dbl", kind: .number),
            Affix("flt", kind: .number),
            Affix("str", kind: .string), Affix("s", kind: .string), Affix("sz", kind: .string),
            Affix("txt", kind: .string),
            Affix("dt", kind: .scalar),
            Affix("obj", kind: .object), Affix("dict", kind: .object),
            Affix("arr", kind: .array), Affix("lst", kind: .array),
        ]
        /// The suffixes used by default, each with the kind it marks.
        public static let defaultSuffixes: [Affix] = [
            Affix("value"), Affix("val"), Affix("c"),
            Affix("flag", kind: .bool), Affix("yn", kind: .bool),
            Affix("num", kind: .number), Affix("number", kind: .number), Affix("ms", kind: .number),
            Affix("millis", kind: .number), Affix("sec", kind: .number), Affix("secs", kind: .number),
            Affix("seconds", kind: .number),
            Affix("string", kind: .string), Affix("str", kind: .string), Affix("text", kind: .string),
            Affix("txt", kind: .string),
            Affix("id", kind: .identifier), Affix("dt", kind: .scalar), Affix("ts", kind: .scalar),
            Affix("obj", kind: .object), Affix("dict", kind: .object), Affix("r", kind: .object),
            Affix("list", kind: .array), Affix("array", kind: .array), Affix("arr", kind: .array),
            Affix("collection", kind: .array),
        ]

        /// Creates matching options; each argument sets the property of its name.
        public init(
            abbreviations: [String: String] = [:], prefixes: [Affix] = Options.defaultPrefixes,
            suffixes: [Affix] = Options.defaultSuffixes, searchDepth: Int = 3
        ) {
            self.abbreviations = abbreviations
            self.prefixes = prefixes
            self.suffixes = suffixes
            self.searchDepth = searchDepth
        }
    }

    /// The model type's name, as `String(describing:)` gives it.
    public let typeName: String
    /// The suggested hints: paste their `description` (the literal that builds them) into your code.
    public let hints: HintTree
    /// One entry per coding key the model asked for, nested ones included, in model-path order.
    public let entries: [Entry]
    /// The source keys that no coding key read, in the objects the model read: `MEMBERS[*].Extra`.
    public let unmatchedSourceLocations: [MappingPath]
    /// The coding keys that samples matched to different source keys.
    public let conflicts: [Conflict]
    /// What kept a sample from being decoded to the end, one line per sample that stopped.
    public let notes: [String]

    /// Suggests hints for a model type from several sample payloads.
    ///
    /// ```swift
    /// let samples: [[String: Any]] = [["NAME": "Ada", "AGE": 36], ["name_str": "Ada", "AGE": 36]]
    /// let suggestion = HintSuggestion(for: Person.self, from: samples)
    /// print(suggestion.hints)  // ["age": "AGE", "name": ["NAME", "name_str"]]
    /// print(suggestion.conflicts)  // [name: sample 0 read "NAME", sample 1 read "name_str"]
    /// ```
    public init<T: Decodable>(for type: T.Type, from samples: [[String: Any]], options: Options = Options()) {
        let probe = SuggestionProbe(options: options)
        let notes = probe.run(T.self, samples: samples)
        let result = SuggestionBuilder.build(root: probe.root, samples: samples.count)
        self.typeName = String(describing: T.self)
        self.hints = result.hints
        self.entries = result.entries
        self.unmatchedSourceLocations = result.unmatchedSourceLocations
        self.conflicts = result.conflicts
        self.notes = notes
    }

    /// Suggests hints for a model type from one sample payload, as for several.
    public init<T: Decodable>(for type: T.Type, from sample: [String: Any], options: Options = Options()) {
        self.init(for: type, from: [sample], options: options)
    }

    /// The entry for a coding key's path in the model, as ``Entry/modelLocation`` has it; `nil` if never asked for.
    ///
    /// ```swift
    /// suggestion.entry(for: "members[*].name")?.confidence  // .rule(.caseInsensitive)
    /// ```
    public func entry(for modelLocation: MappingPath) -> Entry? {
        entries.first { $0.modelLocation == modelLocation }
    }

    /// The entry for a coding key's path in the model, given as text.
    @available(*, deprecated, renamed: "entry(for:)", message: "entry(for:) takes a MappingPath, as a literal is")
    public func entry(at modelPath: String) -> Entry? {
        entries.first { $0.modelLocation.description == modelPath }
    }

    /// The source keys that no coding key read, as text.
    @available(*, deprecated, renamed: "unmatchedSourceLocations", message: "the locations are MappingPaths")
    public var unmatchedSourceKeys: [String] { unmatchedSourceLocations.map(\.description) }

    /// A report: the hints to paste, one line per coding key, the unread source keys, the conflicts and the notes.
    public var description: String {
        var lines = ["Suggested hints for \(typeName):", hints.description, ""]
        lines += entries.map(\.description)
        if !unmatchedSourceLocations.isEmpty {
            let unread = unmatchedSourceLocations.map(\.description).joined(separator: ", ")
            lines += ["", "Source keys no coding key reads: " + unread]
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

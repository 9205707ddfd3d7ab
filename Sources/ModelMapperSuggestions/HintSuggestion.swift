import ModelMapper

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
/// 3. the same words in another case convention (`user_name`, `USER-NAME`, `UserName`, `Meta Data`);
/// 4. the same words without a leading number or a bracketed annotation (`3. low`, `Time Series (5min)`);
/// 5. the same words in the singular (`Item` for `items`);
/// 6. the same words after prefixes or a suffix (`m_strLabel`, `n_age`, `is_active`, `NameString`, `duration_ms`,
///    `ItemList`; ``Options/prefixes``, ``Options/suffixes``), on either side, for a value of the affix's kind only;
/// 7. the same words after expanding your abbreviations (``Options/abbreviations``: `["addr": "address"]`);
/// 8. an array inside the object a gateway wrapped it in (`Items.Item`);
/// 9. the words spelled as a path into nested objects, each key in any case or convention (`shipping.city` or
///    `Shipping.CITY` for `shippingCity`), suggested as a key path;
/// 10. any of these in an object nested up to ``Options/searchDepth`` levels below, suggested as a key path
///    (`"data.user"`), when the object itself has no match (an envelope) and no other coding key reads that object.
/// 11. for a nested model that none of these finds, its own keys in the object its parent is read from, after a
///    prefix that abbreviates the model's coding key (`CUST_NAME` for `customer.name`) or after none, suggested as
///    `Hint.inline(_:)` (``Rule/inline(_:)``): `["customer": .inline(["name": "CUST_NAME"])]` for a flat row.
///
/// A candidate whose value cannot decode as the type asked for is never suggested: the entry is unmatched and its
/// ``Entry/note`` says why. Among the source keys that match by the strongest rule, the kind of value decides: a
/// `Bool` prefers a boolean or `0`/`1`, an integer a whole number, a `String` a string, a nested model an object, an
/// array an array. When several remain, the entry is ``Confidence/ambiguous(_:)``, and the hint lists them as
/// candidates, in code-point order, for you to decide. Two spellings of a key (`TOTAL_AMOUNT`, `TotalAmount`) that
/// both hold a value of its kind are ambiguous when their values differ, though one rule is the stronger; with the
/// same value, the stronger is read and the note says so. A key found as itself while the object's other coding keys are read
/// from one envelope that has the key too (`{"code": 0, "payload": {"code": "X12", …}}`) is read from the envelope
/// when two or more other keys are and none from the object itself; otherwise it is ambiguous, with the envelope's
/// key first.
///
/// Decoding a sample with the suggested hints (and the coercions its values need) never throws, but where an
/// entry's note says why: a required coding key that the sample has no value for, the key itself holding another
/// kind of value, or a key another sample chose holding another kind of value in this one.
///
/// Several samples (two backend versions, or payloads that each leave out optional fields) are decoded one after
/// the other: the tree has the union of what they matched, and a coding key that they match to different source
/// keys gets a candidate list with all of them and a ``Conflict``.
///
/// A suggestion never throws. A sample whose decoding stops (a custom `init(from:)` that rejects a value, an enum
/// whose raw value is not in the sample) leaves what was learned before it, and a line in ``notes``.
public struct HintSuggestion: Sendable, CustomStringConvertible {
    /// How a coding key was matched to a source key, strongest first: when several source keys match, the one
    /// matched by the earliest rule wins (after ``Confidence/exact``, which is no rule).
    ///
    /// | Rule | Example |
    /// | --- | --- |
    /// | ``caseInsensitive`` | `name` ← `NAME` |
    /// | ``caseConvention`` | `userName` ← `user_name`, `USER-NAME`, `@user_name`, `Meta Data` for `metaData` |
    /// | ``decoration`` | `low` ← `3. low`; `timeSeries` ← `Time Series (5min)` |
    /// | ``plural`` | `items` ← `Item`; `category` ← `categories` |
    /// | ``prefix(_:)`` | `label` ← `m_strLabel`; `active` ← `is_active` (a `Bool` only) |
    /// | ``suffix(_:)`` | `items` ← `ItemList` (an array only); `duration` ← `duration_ms` (a number only) |
    /// | ``abbreviation(_:)`` | `address` ← `str_addr`, with `["addr": "address"]` |
    /// | ``wrapper`` | `items` ← `Items.Item`, for `{"Items": {"Item": [ … ]}}` |
    /// | ``flattened`` | `shippingCity` ← `shipping.city`, for `{"shipping": {"city": "Oslo"}}` |
    /// | ``keyPath`` | `user` ← `data.user` |
    /// | ``inline(_:)`` | `customer.name` ← `CUST_NAME`, for `{"ORDER_ID": 7, "CUST_NAME": "Ada"}` |
    public enum Rule: Sendable, Hashable, CustomStringConvertible {
        /// The same key in another case: `NAME` or `Name` for `name`.
        case caseInsensitive
        /// The same words in another case convention: `user_name`, `user-name` or `UserName` for `userName`. Every
        /// character that is neither a letter nor a digit separates words: `Meta Data` and `@meta_data` are
        /// `metaData` too.
        case caseConvention
        /// The same words after a leading number or a bracketed annotation is dropped: `3. low` for `low`,
        /// `Time Series (5min)` for `timeSeries`.
        case decoration
        /// The same words with the last one in the singular on both sides: `Item` for `items`, `categories` for
        /// `category`.
        case plural
        /// The same words after one or more prefixes, lowercased and joined by `_` (`"str"` for `str_name` and
        /// `name`, `"m_str"` for `m_strLabel` and `label`), on the source key or the coding key. A prefix matches
        /// only a value of its ``Affix/Kind``: `is_active` is a candidate for `active: Bool`, not for
        /// `active: String`.
        case prefix(String)
        /// The same words after a suffix, lowercased (`"string"` for `NameString` and `name`, `"id"` for `user_id`
        /// and `user`), on the source key or the coding key, for a value of the suffix's ``Affix/Kind`` only.
        case suffix(String)
        /// The same words after expanding an abbreviation of ``Options/abbreviations`` (the abbreviation).
        case abbreviation(String)
        /// An array inside an object that wraps it, as XML-to-JSON gateways write lists: `Items.Item` for `items`
        /// in `{"Items": {"Item": [ … ]}}`. A wrapper that holds one element as an object is read as an array of
        /// one, and the entry says to decode with `DictionaryDecoder.Coercions.singleValueAsArray`.
        case wrapper
        /// The words of the coding key spelled as a path into nested objects, one or more words per key, each key in
        /// any case or convention: `shipping.city` for `shippingCity` in `{"shipping": {"city": "Oslo"}}`,
        /// `billing_address.PostCode` for `billingAddressPostCode`. Suggested as a key path.
        case flattened
        /// Found in an object nested below the one the coding key is read from, and suggested as a key path.
        /// Objects that another coding key of the same object reads are not searched.
        case keyPath
        /// A nested model with no source key of its own, whose keys sit in its parent's object after a prefix (the
        /// prefix's words, lowercased and joined by `_`: `"cust"` for `CUST_NAME`; empty when they sit there
        /// unprefixed), suggested as `Hint.inline(_:)`: `customer` ← `.inline(["name": "CUST_NAME"])` for the
        /// flat row `{"ORDER_ID": 7, "CUST_NAME": "Ada"}`. The inline model's entry and those of its keys that
        /// match after the prefix by case or convention have this rule; a key that needs a stronger rule after the
        /// prefix (an affix, an abbreviation) names that rule.
        ///
        /// The prefix abbreviates the model's coding key: its leading words, each whole, its first three letters
        /// or more, or an abbreviation of ``Options/abbreviations`` (`CUST_` or `CUSTOMER_` for `customer`,
        /// `SHIP_` for `shipping`). It is the opposite of ``flattened``, which reads a scalar from a nested object
        /// (`shippingCity` ← `shipping.city`); this reads a nested model from scalars beside the parent's own.
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
        /// The kind of value an affix marks: a match through the affix is made only for a coding key whose value
        /// is of that kind (or whose kind the probe cannot tell).
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

        /// Creates an affix.
        ///
        /// ```swift
        /// let cents = HintSuggestion.Affix("cents", kind: .integer)
        /// ```
        ///
        /// - Parameters:
        ///   - word: The word, matched in any case.
        ///   - kind: The kind of value it marks.
        public init(_ word: String, kind: Kind = .any) {
            self.word = word.lowercased()
            self.kind = kind
        }

        /// Creates an affix of any kind from a string literal: `"tbl"`.
        ///
        /// - Parameter value: The word.
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
        /// Several source keys matched equally well, samples disagreed, or a key found as itself competes with the
        /// same key in its object's envelope; the hint lists them as candidates.
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
        public let modelLocation: MappingPath
        /// Where the value was found in the source (`MEMBERS[*].Dog.NameString`), the first candidate's place for an
        /// ambiguous entry, or `nil` when nothing matched.
        public let sourceLocation: MappingPath?
        /// How sure the match is.
        public let confidence: Confidence
        /// Whether the entry is an inline model's own (``Rule/inline(_:)``), whose ``sourceLocation`` is the object
        /// its parent is read from (empty for the root), not one of its keys.
        public let isInlineModel: Bool
        /// What an expert would want to know before pasting the entry, or `nil`: why no candidate was suggested
        /// (`owner_id holds a number; owner is an object`), that the key holds a value of another kind, that another
        /// coding key reads the same source key, or that a wrapper holds one element.
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
            /// The index of the sample in the list of samples given (0 for the first).
            public let sample: Int
            /// The source keys (or key paths) the sample matched, as a hint spells them; one unless that sample was
            /// ambiguous itself.
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
        /// Abbreviations and what they stand for, word by word, in any case: `["addr": "address", "dob":
        /// "dateOfBirth"]` matches `addr_line` with `addressLine` and `DOB` with `dateOfBirth`.
        public var abbreviations: [String: String]
        /// Words that may precede the words of a key (Hungarian notation, boolean prefixes, member and column
        /// prefixes), each with the kind of value it marks. Several may precede one key: `m_strLabel`.
        public var prefixes: [Affix]
        /// Words that may follow the words of a key (type names, units, `id`, collection words), each with the
        /// kind of value it marks.
        public var suffixes: [Affix]
        /// How many levels of nested objects below an object are searched for a coding key the object lacks
        /// (an envelope such as `{"data": {"user": {…}}}`); `0` turns the search off. Default: 3. At most
        /// ``maximumSearchDepth``: a larger value searches that deep.
        public var searchDepth: Int

        /// The deepest ``searchDepth`` that is honoured: 16 levels of nested objects, which no envelope needs and
        /// which bounds the cost of indexing a deep payload.
        public static let maximumSearchDepth = 16

        /// The prefixes used by default, by the kind they mark: any value `a`, `m`, `fld`, `col`; a boolean `is`,
        /// `has`, `b`, `bool`; an integer `n`, `i`, `int`, `num`; a number `f`, `d`, `dbl`, `flt`; a string `str`,
        /// `s`, `sz`, `txt`; a scalar `dt`; an object `obj`, `dict`; an array `arr`, `lst`.
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
        /// The suffixes used by default, by the kind they mark: any value `value`, `val`, `c` (Salesforce's
        /// `__c`); a boolean `flag`, `yn`; a number `num`, `number`, `ms`, `millis`, `sec`, `secs`, `seconds`; a
        /// string `string`, `str`, `text`, `txt`; an identifier `id`; a scalar `dt`, `ts`; an object `obj`, `dict`, `r` (Salesforce's
        /// `__r`); an array `list`, `array`, `arr`, `collection`.
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
        ///   - searchDepth: How many levels of nested objects to search for a key an object lacks, at most
        ///     ``maximumSearchDepth``.
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
    /// The source keys that no coding key read, as paths in the source (`MEMBERS[*].Extra`), in the objects the
    /// model read.
    public let unmatchedSourceLocations: [MappingPath]
    /// The coding keys that samples matched to different source keys.
    public let conflicts: [Conflict]
    /// What kept a sample from being decoded to the end, one line per sample that stopped. (What an expert should
    /// know about one coding key is in its entry's ``Entry/note``.)
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
        let notes = probe.run(T.self, samples: samples)
        let result = SuggestionBuilder.build(root: probe.root, samples: samples.count)
        self.typeName = String(describing: T.self)
        self.hints = result.hints
        self.entries = result.entries
        self.unmatchedSourceLocations = result.unmatchedSourceLocations
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

    /// The entry for a coding key's path in the model (`members[*].name`), if the model asked for that key.
    ///
    /// ```swift
    /// suggestion.entry(for: "members[*].name")?.confidence  // .rule(.caseInsensitive)
    /// ```
    ///
    /// - Parameter modelLocation: The path, as ``Entry/modelLocation`` has it.
    /// - Returns: The entry, or `nil`.
    public func entry(for modelLocation: MappingPath) -> Entry? {
        entries.first { $0.modelLocation == modelLocation }
    }

    /// The entry for a coding key's path in the model, given as text.
    ///
    /// - Parameter modelPath: The path as text.
    /// - Returns: The entry, or `nil`.
    @available(*, deprecated, renamed: "entry(for:)", message: "entry(for:) takes a MappingPath, as a literal is")
    public func entry(at modelPath: String) -> Entry? {
        entries.first { $0.modelLocation.description == modelPath }
    }

    /// The source keys that no coding key read, as text.
    @available(*, deprecated, renamed: "unmatchedSourceLocations", message: "the locations are MappingPaths")
    public var unmatchedSourceKeys: [String] { unmatchedSourceLocations.map(\.description) }

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

import Foundation

/// The kind of value a model asks for at a coding key, as far as the probe can tell.
enum SuggestionValueKind: Sendable, Hashable {
    case bool
    case integer
    case floatingPoint
    case string
    /// A number or a string (a date).
    case scalar
    case object
    case array
    case unknown

    /// How well a source value fits: 3 exactly, 2 without loss (`0`/`1` for a `Bool`, `2.0` for an `Int`), 1 by a
    /// coercion or unknown (`null`), 0 not at all.
    func fit(_ value: Any) -> Int {
        if TreeValue.isNull(value) { return 1 }
        if self == .unknown { return 2 }
        if TreeValue.dictionary(value) != nil { return self == .object ? 3 : 0 }
        if TreeValue.array(value) != nil { return self == .array ? 3 : 0 }
        if self == .object || self == .array { return 0 }
        if TreeValue.bool(value) != nil {
            switch self {
            case .bool: return 3
            case .string, .scalar: return 1
            default: return 0
            }
        }
        if let string = TreeValue.string(value) {
            switch self {
            case .string: return 3
            case .scalar: return 2
            case .bool:
                let word = string.trimmingCharacters(in: .whitespaces).lowercased()
                return ["true", "false", "yes", "no", "y", "n", "on", "off", "1", "0"].contains(word) ? 1 : 0
            case .integer: return Int(string.trimmingCharacters(in: .whitespaces)) != nil ? 1 : 0
            case .floatingPoint: return Double(string.trimmingCharacters(in: .whitespaces)) != nil ? 1 : 0
            default: return 0
            }
        }
        guard let number = TreeValue.number(value) else { return 0 }
        switch (self, number) {
        case (.integer, .int), (.integer, .uint), (.floatingPoint, .double), (.floatingPoint, .decimal): return 3
        case (.floatingPoint, _), (.scalar, _): return 2
        case (.integer, .double(let double)): return double.rounded() == double ? 2 : 0
        case (.bool, .int(let int)): return int == 0 || int == 1 ? 2 : 0
        case (.bool, .uint(let uint)): return uint <= 1 ? 2 : 0
        case (.string, _): return 1
        default: return 0
        }
    }
}

extension SuggestionValueKind: CustomStringConvertible {
    /// The kind in words, for notes: `an object`, `an integer`.
    var description: String {
        switch self {
        case .bool: "a boolean"
        case .integer: "an integer"
        case .floatingPoint: "a number"
        case .string: "a string"
        case .scalar: "a date or another scalar"
        case .object: "an object"
        case .array: "an array"
        case .unknown: "a value"
        }
    }

    /// What a source value is, in words, for notes: `a number`, `an object`, `null`.
    static func describe(_ value: Any) -> String {
        if TreeValue.isNull(value) { return "null" }
        if TreeValue.dictionary(value) != nil { return "an object" }
        if TreeValue.array(value) != nil { return "an array" }
        if TreeValue.bool(value) != nil { return "a boolean" }
        if TreeValue.string(value) != nil { return "a string" }
        if TreeValue.number(value) != nil { return "a number" }
        return "a value"
    }
}

extension HintSuggestion.Affix.Kind {
    /// Whether a value of a kind asked for may be written with an affix of this kind; a kind the probe could not
    /// tell is admitted by every affix.
    func admits(_ kind: SuggestionValueKind) -> Bool {
        if kind == .unknown { return true }
        switch self {
        case .any: return true
        case .bool: return kind == .bool
        case .integer, .number: return kind == .integer || kind == .floatingPoint || kind == .scalar
        case .string: return kind == .string || kind == .scalar
        case .identifier: return kind == .integer || kind == .string || kind == .scalar
        case .scalar: return kind != .object && kind != .array
        case .array: return kind == .array
        case .object: return kind == .object
        }
    }
}

/// Splits keys into lowercased words and finds the source keys that match a coding key (see ``HintSuggestion``).
struct SuggestionMatcher {
    /// Rule strength, strongest first: the order of ``HintSuggestion/Rule``.
    enum Rank: Int, Comparable {
        case exact, caseInsensitive, caseConvention, decoration, plural, affix, abbreviation

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A way a source key can be written that a coding key may share.
    struct Form: Hashable {
        /// `true` for a lowercased key, `false` for words joined by `_`.
        let lowercased: Bool
        let text: String
    }

    /// One form of a key, with the rule that produced it and the affixes it stripped (whose kinds the value must
    /// have).
    struct Variant {
        let form: Form
        let rank: Rank
        let rule: HintSuggestion.Rule?
        var affixes: [HintSuggestion.Affix] = []
    }

    let prefixes: [String: HintSuggestion.Affix]
    let suffixes: [String: HintSuggestion.Affix]
    let abbreviations: [String: [String]]
    let searchDepth: Int
    private var wordCache: [String: [String]] = [:]
    private var variantCache: [String: [Variant]] = [:]

    init(options: HintSuggestion.Options) {
        prefixes = SuggestionMatcher.byWord(options.prefixes)
        suffixes = SuggestionMatcher.byWord(options.suffixes)
        var abbreviations: [String: [String]] = [:]
        for (short, long) in options.abbreviations {
            let words = SuggestionMatcher.splitWords(long)
            if !words.isEmpty { abbreviations[short.lowercased()] = words }
        }
        self.abbreviations = abbreviations
        searchDepth = max(0, min(options.searchDepth, HintSuggestion.Options.maximumSearchDepth))
    }

    /// Affixes by their lowercased word; the first of a word wins.
    private static func byWord(_ affixes: [HintSuggestion.Affix]) -> [String: HintSuggestion.Affix] {
        var byWord: [String: HintSuggestion.Affix] = [:]
        for affix in affixes {
            let word = affix.word.lowercased()
            if byWord[word] == nil { byWord[word] = HintSuggestion.Affix(word, kind: affix.kind) }
        }
        return byWord
    }

    /// The words of a key, lowercased: `userName`, `user_name`, `USER-NAME` and `UserName` are `[user, name]`;
    /// `URLString` is `[url, string]`. Every character that is neither a letter nor a digit separates words.
    static func splitWords(_ key: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(key)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if character.isUppercase, let last = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// The words of a key without its decoration: a leading number (`3. low`) and annotations in brackets
    /// (`Time Series (5min)`).
    static func undecoratedWords(_ key: String) -> [String] {
        var plain = ""
        var depth = 0
        for character in key {
            if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth = max(0, depth - 1)
                plain.append(" ")
            } else if depth == 0 {
                plain.append(character)
            }
        }
        return Array(splitWords(plain).drop { word in word.allSatisfy(\.isNumber) })
    }

    /// A word in the singular, by the regular English endings: `items` → `item`, `categories` → `category`,
    /// `boxes` → `box`; `status`, `address` and `analysis` stay as they are.
    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.allSatisfy(\.isNumber) else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "xes", "ches", "shes", "zzes"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        return String(word.dropLast())
    }

    mutating func words(_ key: String) -> [String] {
        if let known = wordCache[key] { return known }
        let words = SuggestionMatcher.splitWords(key)
        if wordCache.count < 100_000 { wordCache[key] = words }
        return words
    }

    /// The forms of a key, strongest first: lowercased; its words; its words without a number or annotation; in
    /// the singular; without prefixes or a suffix; with abbreviations expanded.
    mutating func variants(of key: String) -> [Variant] {
        if let known = variantCache[key] { return known }
        var variants = [
            Variant(form: Form(lowercased: true, text: key.lowercased()), rank: .caseInsensitive, rule: nil)
        ]
        let words = words(key)
        if !words.isEmpty {
            variants.append(Variant(form: SuggestionMatcher.form(words), rank: .caseConvention, rule: nil))
            var base = words
            let undecorated = SuggestionMatcher.undecoratedWords(key)
            if !undecorated.isEmpty, undecorated != words {
                base = undecorated
                variants.append(Variant(form: SuggestionMatcher.form(base), rank: .decoration, rule: .decoration))
            }
            let singular = SuggestionMatcher.singularForm(base)
            if singular != SuggestionMatcher.form(base) {
                variants.append(Variant(form: singular, rank: .plural, rule: .plural))
            }
            variants += affixVariants(of: base, rank: .affix)
            let expanded = base.flatMap { abbreviations[$0] ?? [$0] }
            if expanded != base, let abbreviation = base.first(where: { abbreviations[$0] != nil }) {
                let rule = HintSuggestion.Rule.abbreviation(abbreviation)
                variants.append(Variant(form: SuggestionMatcher.form(expanded), rank: .abbreviation, rule: rule))
                variants.append(
                    Variant(form: SuggestionMatcher.singularForm(expanded), rank: .abbreviation, rule: rule))
                for variant in affixVariants(of: expanded, rank: .abbreviation) {
                    variants.append(
                        Variant(form: variant.form, rank: .abbreviation, rule: rule, affixes: variant.affixes))
                }
            }
        }
        if variantCache.count < 100_000 { variantCache[key] = variants }
        return variants
    }

    private static func form(_ words: some Collection<String>) -> Form {
        Form(lowercased: false, text: words.joined(separator: "_"))
    }

    /// The words with the last in the singular, the form every comparison after affixes are stripped uses.
    private static func singularForm(_ words: [String]) -> Form {
        guard let last = words.last else { return form(words) }
        return form(words.dropLast() + [singular(last)])
    }

    /// The words without one or more leading prefixes (`m_strLabel` → `label`, by `m` then `str`), or without a
    /// suffix (`created_ms` → `created`), in the singular; at least one word is left.
    private func affixVariants(of words: [String], rank: Rank) -> [Variant] {
        guard words.count > 1 else { return [] }
        var variants: [Variant] = []
        var stripped: [HintSuggestion.Affix] = []
        for word in words.dropLast() {
            guard let prefix = prefixes[word] else { break }
            stripped.append(prefix)
            let rule = HintSuggestion.Rule.prefix(stripped.map(\.word).joined(separator: "_"))
            variants.append(
                Variant(
                    form: SuggestionMatcher.singularForm(Array(words.dropFirst(stripped.count))), rank: rank,
                    rule: rule, affixes: stripped))
        }
        if let last = words.last, let suffix = suffixes[last] {
            variants.append(
                Variant(
                    form: SuggestionMatcher.singularForm(Array(words.dropLast())), rank: rank,
                    rule: .suffix(suffix.word), affixes: [suffix]))
        }
        return variants
    }
}

/// A source key, or a key path to a key in a nested object, that matches a coding key, and how.
struct SuggestionCandidate {
    /// The key, or the path's segments.
    let segments: [String]
    let value: Any
    let rank: SuggestionMatcher.Rank
    let rule: HintSuggestion.Rule?
    /// What the entry says about the candidate when it is chosen (a wrapper holding one element).
    var note: String?

    /// The spelling a hint uses: the key, or the path with `.`, `[`, `]` and `\` escaped in its keys.
    var spelling: String { SuggestionBuilder.spelling(segments) }
}

/// The keys of one source object, indexed by their forms for matching coding keys, built when first needed.
struct SuggestionKeyIndex {
    typealias Variant = SuggestionMatcher.Variant
    private var byForm: [SuggestionMatcher.Form: [(key: String, variant: Variant)]] = [:]
    /// Keys of nested objects, by form, with their path below the object.
    private var nested: [SuggestionMatcher.Form: [(path: [String], value: Any, variant: Variant)]] = [:]

    init(object: [String: Any], matcher: inout SuggestionMatcher) {
        for key in object.keys.sorted() {
            for variant in matcher.variants(of: key) { byForm[variant.form, default: []].append((key, variant)) }
        }
        guard matcher.searchDepth > 0 else { return }
        // Breadth first, in code-point order, through objects only, with a budget so that a huge payload costs a
        // bounded amount per object searched.
        var budget = 10_000
        var level: [([String], [String: Any])] = [([], object)]
        for _ in 0..<matcher.searchDepth {
            var next: [([String], [String: Any])] = []
            for (path, current) in level {
                for key in current.keys.sorted() {
                    guard budget > 0, let value = current[key], let child = TreeValue.dictionary(value) else {
                        continue
                    }
                    for childKey in child.keys.sorted() {
                        budget -= 1
                        guard budget > 0, let childValue = child[childKey] else { break }
                        let childPath = path + [key, childKey]
                        nested[SuggestionKeyIndex.exactForm(childKey), default: []].append(
                            (childPath, childValue, SuggestionKeyIndex.exactVariant(childKey)))
                        for variant in matcher.variants(of: childKey) {
                            nested[variant.form, default: []].append((childPath, childValue, variant))
                        }
                    }
                    next.append((path + [key], child))
                }
            }
            level = next
        }
    }

    private static func exactForm(_ key: String) -> SuggestionMatcher.Form {
        SuggestionMatcher.Form(lowercased: false, text: "\u{0}" + key)
    }

    private static func exactVariant(_ key: String) -> Variant {
        Variant(form: .init(lowercased: false, text: key), rank: .exact, rule: nil)
    }

    /// The source keys of the object that match a coding key, best rank per key, and a line for each key that
    /// matched only through an affix of another kind than the one asked for.
    func candidates(
        for codingKey: String, kind: SuggestionValueKind, in object: [String: Any], matcher: inout SuggestionMatcher
    ) -> (candidates: [SuggestionCandidate], rejected: [String]) {
        var best: [String: SuggestionCandidate] = [:]
        var rejected: [String: String] = [:]
        for variant in matcher.variants(of: codingKey) {
            for (key, sourceVariant) in byForm[variant.form] ?? [] where key != codingKey {
                guard let value = object[key] else { continue }
                if let misfit = SuggestionKeyIndex.misfit(variant, sourceVariant, kind: kind) {
                    rejected[key] = rejected[key] ?? "\(key): \(misfit)"
                    continue
                }
                let rank = max(variant.rank, sourceVariant.rank)
                let rule = SuggestionKeyIndex.rule(rank: rank, variant, sourceVariant)
                if let known = best[key], known.rank <= rank { continue }
                best[key] = SuggestionCandidate(segments: [key], value: value, rank: rank, rule: rule)
            }
        }
        let candidates = best.values.sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
        return (candidates, rejected.filter { best[$0.key] == nil }.keys.sorted().compactMap { rejected[$0] })
    }

    /// Matches in nested objects, by path, best rank per path; the shallowest paths only. Objects whose key is in
    /// `excluded` (what other coding keys read) are not searched.
    func nestedCandidates(
        for codingKey: String, kind: SuggestionValueKind, excluded: Set<String>, matcher: inout SuggestionMatcher
    ) -> [SuggestionCandidate] {
        var best: [[String]: SuggestionCandidate] = [:]
        var forms = matcher.variants(of: codingKey).map { ($0.form, $0) }
        forms.append((SuggestionKeyIndex.exactForm(codingKey), SuggestionKeyIndex.exactVariant(codingKey)))
        for (form, variant) in forms {
            for (path, value, sourceVariant) in nested[form] ?? [] {
                guard let first = path.first, !excluded.contains(first),
                    SuggestionKeyIndex.misfit(variant, sourceVariant, kind: kind) == nil
                else { continue }
                let rank = max(variant.rank, sourceVariant.rank)
                if let known = best[path], known.rank <= rank { continue }
                best[path] = SuggestionCandidate(segments: path, value: value, rank: rank, rule: .keyPath)
            }
        }
        guard let shallowest = best.keys.map(\.count).min() else { return [] }
        return best.values.filter { $0.segments.count == shallowest }
            .sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
    }

    /// Why an affix keeps two variants from matching for a value of a kind (`prefix "has" marks a boolean`), or
    /// `nil` when every affix stripped on either side admits it.
    private static func misfit(_ coding: Variant, _ source: Variant, kind: SuggestionValueKind) -> String? {
        for (affixes, position) in [(coding.affixes, coding.rule), (source.affixes, source.rule)] {
            for affix in affixes where !affix.kind.admits(kind) {
                let place: String
                if case .suffix = position { place = "suffix" } else { place = "prefix" }
                return "\(place) \(SwiftLiteral.quoted(affix.word)) marks \(affix.kind.description)"
            }
        }
        return nil
    }

    private static func rule(
        rank: SuggestionMatcher.Rank, _ codingVariant: Variant, _ sourceVariant: Variant
    ) -> HintSuggestion.Rule {
        switch rank {
        case .exact, .caseInsensitive: return .caseInsensitive
        case .caseConvention: return .caseConvention
        case .decoration, .plural, .affix, .abbreviation:
            // The rule of the weaker side: the one that stripped or expanded.
            let weaker = codingVariant.rank >= sourceVariant.rank ? codingVariant : sourceVariant
            return weaker.rule ?? (codingVariant.rule ?? sourceVariant.rule ?? .caseConvention)
        }
    }

    /// An array asked for where a gateway wrote an object around it: the path to the array inside. The key inside
    /// is the one that matches the coding key (`{"Items": {"Item": [ … ]}}` for `items`), else the only key that
    /// holds an array (`{"lines": {"object": "list", "data": [ … ]}}`, `{"Orders": {"$values": [ … ]}}`). A wrapper
    /// that holds one element (`{"Items": {"Item": { … }}}`) is read as an array of one, with a note.
    static func unwrapped(
        _ candidate: SuggestionCandidate, for codingKey: String, matcher: inout SuggestionMatcher
    ) -> SuggestionCandidate? {
        guard let wrapper = TreeValue.dictionary(candidate.value) else { return nil }
        let forms = Set(matcher.variants(of: codingKey).filter { $0.rank <= .plural }.map(\.form))
        let keys = wrapper.keys.sorted()
        var inner = keys.filter { key in
            matcher.variants(of: key).contains { $0.rank <= .plural && forms.contains($0.form) }
        }
        if inner.isEmpty { inner = keys.filter { key in wrapper[key].flatMap(TreeValue.array) != nil } }
        guard inner.count == 1, let key = inner.first, let value = wrapper[key], !TreeValue.isNull(value) else {
            return nil
        }
        let segments = candidate.segments + [key]
        if TreeValue.array(value) != nil {
            return SuggestionCandidate(segments: segments, value: value, rank: candidate.rank, rule: .wrapper)
        }
        let note =
            "\(SuggestionBuilder.spelling(segments)) holds one element, not an array: decode with "
            + "`.singleValueAsArray`"
        return SuggestionCandidate(segments: segments, value: [value], rank: candidate.rank, rule: .wrapper, note: note)
    }
}

/// Chooses among the candidates for a coding key.
enum SuggestionChoice {
    /// The chosen candidates (one, or several that are equally good: ambiguous, in code-point order), and the
    /// candidates passed over because their value cannot be the kind asked for at all.
    static func choose(
        _ candidates: [SuggestionCandidate], kind: SuggestionValueKind, claimed: Set<String>
    ) -> (chosen: [SuggestionCandidate], vetoed: [SuggestionCandidate]) {
        // A value that cannot be the kind asked for is never suggested: the hint would decode the wrong thing.
        let vetoed = candidates.filter { kind.fit($0.value) == 0 }
        var pool = candidates.filter { kind.fit($0.value) > 0 }
        guard !pool.isEmpty else { return ([], vetoed) }
        // Keys another coding key of this object already reads are passed over when there are others.
        let unclaimed = pool.filter { !claimed.contains($0.segments.first ?? "") }
        if !unclaimed.isEmpty { pool = unclaimed }
        guard let bestRank = pool.map(\.rank).min() else { return ([], vetoed) }
        pool = pool.filter { $0.rank == bestRank }
        let bestFit = pool.map { kind.fit($0.value) }.max() ?? 0
        return (pool.filter { kind.fit($0.value) == bestFit }, vetoed)
    }

    /// Why nothing was suggested: `owner_id holds a number; owner is an object`.
    static func vetoNote(_ vetoed: [SuggestionCandidate], codingKey: String, kind: SuggestionValueKind) -> String {
        let held = vetoed.map { "\($0.spelling) holds \(SuggestionValueKind.describe($0.value))" }
        return held.joined(separator: ", ") + "; \(codingKey) is \(kind.description)"
    }
}

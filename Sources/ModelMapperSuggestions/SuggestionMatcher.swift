import Foundation
import ModelMapper

/// Splits keys into lowercased words and finds the source keys that match a coding key (see ``HintSuggestion``).
struct SuggestionMatcher {
    /// Rule strength, strongest first: the order of ``HintSuggestion/Rule``.
    enum Rank: Int, Comparable {
        case exact, caseInsensitive, caseConvention, decoration, plural, affix, abbreviation

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A way a source key can be written that a coding key may share.
    struct Form: Hashable {
        let lowercased: Bool
        let text: String
    }

    /// One form of a key, with its rule and the affixes it stripped (whose kinds the value must have).
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

    private static func byWord(_ affixes: [HintSuggestion.Affix]) -> [String: HintSuggestion.Affix] {
        var byWord: [String: HintSuggestion.Affix] = [:]
        for affix in affixes {
            let word = affix.word.lowercased()
            if byWord[word] == nil { byWord[word] = HintSuggestion.Affix(word, kind: affix.kind) }
        }
        return byWord
    }

    /// The words of a key, lowercased: `userName`, `user_name`, `USER-NAME` and `UserName` are `[user, name]`;
    /// `URLString` is `[url, string]`.
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

    /// The words without a leading number (`3. low`) or bracketed annotation (`Time Series (5min)`).
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

    /// The forms of a key, strongest first, in the order of ``Rank``.
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

    /// The words with the last in the singular: the form compared once affixes are stripped.
    private static func singularForm(_ words: [String]) -> Form {
        guard let last = words.last else { return form(words) }
        return form(words.dropLast() + [singular(last)])
    }

    /// The words without leading prefixes (`m_strLabel` → `label`) or a suffix (`created_ms` → `created`), in the
    /// singular; at least one word is left.
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
    let segments: [String]
    let value: Any
    let rank: SuggestionMatcher.Rank
    let rule: HintSuggestion.Rule?
    /// What the entry says about the candidate when it is chosen (a wrapper holding one element).
    var note: String?
    /// Whether the key names another thing (`tag_id` for `tag`), so its value must fit without coercion.
    var strict = false

    /// The spelling a hint uses (see ``SuggestionBuilder/spelling(_:)``).
    var spelling: String { SuggestionBuilder.spelling(segments) }
}

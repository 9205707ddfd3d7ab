import Foundation
import ModelMapper

/// The keys of one source object, indexed by their forms for matching coding keys, built when first needed.
struct SuggestionKeyIndex {
    typealias Variant = SuggestionMatcher.Variant
    private var byForm: [SuggestionMatcher.Form: [(key: String, variant: Variant)]] = [:]

    init(object: [String: Any], matcher: inout SuggestionMatcher) {
        for key in object.keys.sorted() {
            for variant in matcher.variants(of: key) { byForm[variant.form, default: []].append((key, variant)) }
        }
    }

    /// The keys matching a coding key, best rank per key, and a line for each rejected by an affix's kind.
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
                best[key] = SuggestionCandidate(
                    segments: [key], value: value, rank: rank, rule: rule,
                    strict: SuggestionKeyIndex.names(variant, sourceVariant))
            }
        }
        let candidates = best.values.sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
        return (candidates, rejected.filter { best[$0.key] == nil }.keys.sorted().compactMap { rejected[$0] })
    }

    /// Why an affix keeps two variants from matching for a kind (`prefix "has" marks a boolean`), or `nil`.
    fileprivate static func misfit(_ coding: Variant, _ source: Variant, kind: SuggestionValueKind) -> String? {
        for (affixes, position) in [(coding.affixes, coding.rule), (source.affixes, source.rule)] {
            for affix in affixes where !affix.kind.admits(kind) {
                let place: String
                if case .suffix = position { place = "suffix" } else { place = "prefix" }
                return "\(place) \(SwiftLiteral.quoted(affix.word)) marks \(affix.kind.description)"
            }
        }
        return nil
    }

    /// Whether a stripped affix names another thing: `tag_id` is the tag's identifier, a candidate for `tag` only if
    /// it already is the kind asked for.
    fileprivate static func names(_ coding: Variant, _ source: Variant) -> Bool {
        (coding.affixes + source.affixes).contains { $0.kind == .identifier }
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

    /// Paths into nested objects that spell a coding key's words, in any case or convention: `Shipping.CITY` for
    /// `shippingCity`, `billing_address.PostCode` for `billingAddressPostCode`.
    static func flattenedCandidates(
        for codingKey: String, in object: [String: Any], matcher: inout SuggestionMatcher
    ) -> [SuggestionCandidate] {
        let words = matcher.words(codingKey)
        guard words.count > 1 else { return [] }
        var found: [SuggestionCandidate] = []
        // A budget of keys looked at bounds the cost of a huge object.
        var budget = 10_000
        spell(words[...], in: object, path: [], rank: .exact, matcher: &matcher, budget: &budget, into: &found)
        return found.sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
    }

    private static func spell(
        _ words: ArraySlice<String>, in object: [String: Any], path: [String], rank: SuggestionMatcher.Rank,
        matcher: inout SuggestionMatcher, budget: inout Int, into found: inout [SuggestionCandidate]
    ) {
        for key in object.keys.sorted() {
            budget -= 1
            guard budget > 0 else { return }
            guard let value = object[key], let (count, keyRank) = spelledWords(words, by: key, matcher: &matcher)
            else { continue }
            let pathRank = max(rank, keyRank)
            if count == words.count {
                // The whole name in the object itself is a key of it, not a path: the other rules' business.
                guard !path.isEmpty else { continue }
                found.append(
                    SuggestionCandidate(segments: path + [key], value: value, rank: pathRank, rule: .flattened))
            } else if let child = TreeValue.dictionary(value) {
                spell(
                    words.dropFirst(count), in: child, path: path + [key], rank: pathRank, matcher: &matcher,
                    budget: &budget, into: &found)
            }
        }
    }

    /// How many leading words a key spells in any case (`PostCode`) or convention (`billing_address`), or `nil`.
    private static func spelledWords(
        _ words: ArraySlice<String>, by key: String, matcher: inout SuggestionMatcher
    ) -> (count: Int, rank: SuggestionMatcher.Rank)? {
        let lowered = key.lowercased()
        var joined = ""
        for (offset, word) in words.enumerated() {
            joined += word
            if joined == lowered { return (offset + 1, .caseInsensitive) }
            if joined.utf8.count >= lowered.utf8.count { break }
        }
        let keyWords = matcher.words(key)
        guard !keyWords.isEmpty, words.starts(with: keyWords) else { return nil }
        return (keyWords.count, .caseConvention)
    }

    /// An array asked for where a gateway wrote an object around it: the path to the array inside.
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

/// The keys of the objects nested in a source object, up to the search depth, indexed for the envelope search.
struct SuggestionNestedIndex {
    typealias Variant = SuggestionMatcher.Variant
    private var nested: [SuggestionMatcher.Form: [(path: [String], value: Any, variant: Variant)]] = [:]

    init(object: [String: Any], matcher: inout SuggestionMatcher) {
        guard matcher.searchDepth > 0 else { return }
        // Breadth first, in code-point order, through objects only, within a budget.
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
                        nested[SuggestionNestedIndex.exactForm(childKey), default: []].append(
                            (childPath, childValue, SuggestionNestedIndex.exactVariant(childKey)))
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

    /// The shallowest matches in nested objects, best rank per path, leaving the keys in `excluded` alone.
    func nestedCandidates(
        for codingKey: String, kind: SuggestionValueKind, excluded: Set<String>, matcher: inout SuggestionMatcher
    ) -> [SuggestionCandidate] {
        var best: [[String]: SuggestionCandidate] = [:]
        var forms = matcher.variants(of: codingKey).map { ($0.form, $0) }
        forms.append((SuggestionNestedIndex.exactForm(codingKey), SuggestionNestedIndex.exactVariant(codingKey)))
        for (form, variant) in forms {
            for (path, value, sourceVariant) in nested[form] ?? [] {
                guard let first = path.first, !excluded.contains(first),
                    SuggestionKeyIndex.misfit(variant, sourceVariant, kind: kind) == nil
                else { continue }
                let rank = max(variant.rank, sourceVariant.rank)
                if let known = best[path], known.rank <= rank { continue }
                best[path] = SuggestionCandidate(
                    segments: path, value: value, rank: rank, rule: .keyPath,
                    strict: SuggestionKeyIndex.names(variant, sourceVariant))
            }
        }
        guard let shallowest = best.keys.map(\.count).min() else { return [] }
        return best.values.filter { $0.segments.count == shallowest }
            .sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
    }
}

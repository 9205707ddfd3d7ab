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

/// Splits keys into lowercased words and finds the source keys that match a coding key (see ``HintSuggestion``).
struct SuggestionMatcher {
    /// Rule strength, strongest first.
    enum Rank: Int, Comparable {
        case exact, caseInsensitive, caseConvention, affix, abbreviation

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A way a source key can be written that a coding key may share.
    struct Form: Hashable {
        /// `true` for a lowercased key, `false` for words joined by `_`.
        let lowercased: Bool
        let text: String
    }

    /// One form of a source key, with the rule that produced it.
    struct Variant {
        let form: Form
        let rank: Rank
        let rule: HintSuggestion.Rule?
    }

    let prefixes: Set<String>
    let suffixes: Set<String>
    let abbreviations: [String: [String]]
    let searchDepth: Int
    private var wordCache: [String: [String]] = [:]

    init(options: HintSuggestion.Options) {
        prefixes = Set(options.prefixes.map { $0.lowercased() })
        suffixes = Set(options.suffixes.map { $0.lowercased() })
        var abbreviations: [String: [String]] = [:]
        for (short, long) in options.abbreviations {
            let words = SuggestionMatcher.splitWords(long)
            if !words.isEmpty { abbreviations[short.lowercased()] = words }
        }
        self.abbreviations = abbreviations
        searchDepth = max(0, min(options.searchDepth, 16))
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
            if character == "_" || character == "-" || character == " " || character == "." {
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

    mutating func words(_ key: String) -> [String] {
        if let known = wordCache[key] { return known }
        let words = SuggestionMatcher.splitWords(key)
        if wordCache.count < 100_000 { wordCache[key] = words }
        return words
    }

    /// The forms of a key: lowercased, its words, its words without a prefix or suffix, its words with
    /// abbreviations expanded.
    mutating func variants(of key: String) -> [Variant] {
        var variants = [
            Variant(form: Form(lowercased: true, text: key.lowercased()), rank: .caseInsensitive, rule: nil)
        ]
        let words = words(key)
        guard !words.isEmpty else { return variants }
        variants.append(
            Variant(form: Form(lowercased: false, text: words.joined(separator: "_")), rank: .caseConvention, rule: nil)
        )
        variants += affixVariants(of: words, rank: .affix)
        let expanded = words.flatMap { abbreviations[$0] ?? [$0] }
        if expanded != words, let abbreviation = words.first(where: { abbreviations[$0] != nil }) {
            let rule = HintSuggestion.Rule.abbreviation(abbreviation)
            variants.append(
                Variant(
                    form: Form(lowercased: false, text: expanded.joined(separator: "_")), rank: .abbreviation,
                    rule: rule))
            for variant in affixVariants(of: expanded, rank: .abbreviation) {
                variants.append(Variant(form: variant.form, rank: .abbreviation, rule: rule))
            }
        }
        return variants
    }

    private func affixVariants(of words: [String], rank: Rank) -> [Variant] {
        guard words.count > 1 else { return [] }
        var variants: [Variant] = []
        if let first = words.first, prefixes.contains(first) {
            variants.append(
                Variant(
                    form: Form(lowercased: false, text: words.dropFirst().joined(separator: "_")), rank: rank,
                    rule: .prefix(first)))
        }
        if let last = words.last, suffixes.contains(last) {
            variants.append(
                Variant(
                    form: Form(lowercased: false, text: words.dropLast().joined(separator: "_")), rank: rank,
                    rule: .suffix(last)))
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

    /// The spelling a hint uses: the key, or the path with `.`, `[`, `]` and `\` escaped in its keys.
    var spelling: String { SuggestionBuilder.spelling(segments) }
}

/// The keys of one source object, indexed by their forms for matching coding keys, built when first needed.
struct SuggestionKeyIndex {
    private var byForm: [SuggestionMatcher.Form: [(key: String, variant: SuggestionMatcher.Variant)]] = [:]
    /// Keys of nested objects, by form, with their path below the object.
    private var nested: [SuggestionMatcher.Form: [(path: [String], value: Any, variant: SuggestionMatcher.Variant)]] =
        [:]

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
                        nested[SuggestionMatcher.Form(lowercased: false, text: "\u{0}" + childKey), default: []]
                            .append(
                                (
                                    childPath, childValue,
                                    SuggestionMatcher.Variant(
                                        form: .init(lowercased: false, text: childKey), rank: .exact, rule: nil)
                                ))
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

    /// The source keys of the object that match a coding key, best rank per key.
    func candidates(for codingKey: String, in object: [String: Any], matcher: inout SuggestionMatcher)
        -> [SuggestionCandidate]
    {
        var best: [String: SuggestionCandidate] = [:]
        for variant in matcher.variants(of: codingKey) {
            for (key, sourceVariant) in byForm[variant.form] ?? [] where key != codingKey {
                guard let value = object[key] else { continue }
                let rank = max(variant.rank, sourceVariant.rank)
                let rule = SuggestionKeyIndex.rule(rank: rank, variant, sourceVariant)
                if let known = best[key], known.rank <= rank { continue }
                best[key] = SuggestionCandidate(segments: [key], value: value, rank: rank, rule: rule)
            }
        }
        return best.values.sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
    }

    /// Matches in nested objects, by path, best rank per path; the shallowest paths only.
    func nestedCandidates(for codingKey: String, matcher: inout SuggestionMatcher) -> [SuggestionCandidate] {
        var best: [[String]: SuggestionCandidate] = [:]
        var forms = matcher.variants(of: codingKey).map { ($0.form, $0) }
        forms.append(
            (
                SuggestionMatcher.Form(lowercased: false, text: "\u{0}" + codingKey),
                .init(form: .init(lowercased: false, text: codingKey), rank: .exact, rule: nil)
            ))
        for (form, variant) in forms {
            for (path, value, sourceVariant) in nested[form] ?? [] {
                let rank = max(variant.rank, sourceVariant.rank)
                if let known = best[path], known.rank <= rank { continue }
                best[path] = SuggestionCandidate(segments: path, value: value, rank: rank, rule: .keyPath)
            }
        }
        guard let shallowest = best.keys.map(\.count).min() else { return [] }
        return best.values.filter { $0.segments.count == shallowest }
            .sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
    }

    private static func rule(
        rank: SuggestionMatcher.Rank, _ codingVariant: SuggestionMatcher.Variant,
        _ sourceVariant: SuggestionMatcher.Variant
    ) -> HintSuggestion.Rule {
        switch rank {
        case .exact, .caseInsensitive: return .caseInsensitive
        case .caseConvention: return .caseConvention
        case .affix, .abbreviation:
            // The rule of the weaker side: the one that stripped or expanded.
            let weaker = codingVariant.rank >= sourceVariant.rank ? codingVariant : sourceVariant
            return weaker.rule ?? (codingVariant.rule ?? sourceVariant.rule ?? .caseConvention)
        }
    }
}

/// Chooses among the candidates for a coding key.
enum SuggestionChoice {
    /// The chosen candidates: one, or several that are equally good (ambiguous), in code-point order.
    static func choose(
        _ candidates: [SuggestionCandidate], kind: SuggestionValueKind, claimed: Set<String>
    ) -> [SuggestionCandidate] {
        guard !candidates.isEmpty else { return [] }
        // Keys another coding key of this object already reads are passed over when there are others.
        let unclaimed = candidates.filter { !claimed.contains($0.segments.first ?? "") }
        var pool = unclaimed.isEmpty ? candidates : unclaimed
        // A value that cannot be the kind asked for at all is passed over when another can.
        let fitting = pool.filter { kind.fit($0.value) > 0 }
        if !fitting.isEmpty { pool = fitting }
        guard let bestRank = pool.map(\.rank).min() else { return [] }
        pool = pool.filter { $0.rank == bestRank }
        let bestFit = pool.map { kind.fit($0.value) }.max() ?? 0
        return pool.filter { kind.fit($0.value) == bestFit }
    }
}

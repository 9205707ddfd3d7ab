import ModelMapper

/// Inline models (``HintSuggestion/Rule/inline(_:)``): a nested model whose keys sit in its parent's object, as in a
/// flat row: `customer.name` ← `CUST_NAME`.
extension SuggestionProbe {
    /// Finds a model the object lacks a key for among its own keys, after a prefix that abbreviates the model's key
    /// (`CUST_` for `customer`, an ``HintSuggestion/Options/abbreviations`` expansion) or none, and records it.
    func inlineModel(
        _ name: String, keyNode: SuggestionKeyNode, in visit: SuggestionVisit, node: SuggestionObjectNode,
        within base: SuggestionInline?
    ) -> SuggestionInline? {
        guard !firstPass, let child = keyNode.child, keyNode.childArrayDepth == 0 else { return nil }
        let scalars = child.keys.filter { $0.value.kind != .object && $0.value.kind != .array }.keys.sorted()
        guard !scalars.isEmpty else { return nil }
        let root = base?.root ?? visit
        let basePrefix = base?.prefix ?? []
        // What the parent's other coding keys read or would read is theirs.
        var excluded = base?.excluded ?? []
        for sibling in node.keys.keys.sorted() where sibling != name {
            let kind = node.keys[sibling]?.kind ?? .unknown
            if let base {
                let found = inlineCandidates(
                    for: sibling, kind: kind, prefix: base.prefix, root: root, excluded: base.excluded)
                for candidate in found { if let first = candidate.segments.first { excluded.insert(first) } }
                continue
            }
            if root.object[sibling] != nil { excluded.insert(sibling) }
            let found = keyIndex(of: root).candidates(for: sibling, kind: kind, in: root.object, matcher: &matcher)
            for candidate in found.candidates { if let first = candidate.segments.first { excluded.insert(first) } }
        }
        var best: (prefix: [String], found: [String])?
        for prefix in inlinePrefixes(for: name, in: root, after: basePrefix, excluded: excluded) {
            let found = scalars.filter { key in
                let kind = child.keys[key]?.kind ?? .unknown
                let candidates = inlineCandidates(
                    for: key, kind: kind, prefix: prefix, root: root, excluded: excluded)
                return !SuggestionChoice.choose(candidates, kind: kind, claimed: root.claimed).chosen.isEmpty
            }
            let enough =
                prefix.count > basePrefix.count ? !found.isEmpty : found.count >= 2 || found.count == scalars.count
            guard enough, found.count > (best?.found.count ?? 0) else { continue }
            best = (prefix, found)
        }
        guard let best else { return nil }
        let inline = SuggestionInline(root: root, prefix: best.prefix, excluded: excluded, modelKey: name)
        let missing = scalars.filter { !best.found.contains($0) }
        var note: String?
        if !missing.isEmpty {
            note =
                "\(best.found.count) of \(scalars.count) keys of \(name) are in its parent's object; "
                + missing.joined(separator: ", ") + (missing.count == 1 ? " is" : " are") + " not"
        }
        keyNode.record(
            SuggestionReading(sample: sample, choice: [[]], confidence: .rule(.inline(inline.name)), note: note))
        return inline
    }

    /// The prefixes an inline model's keys may have, longest first: the base's, and the base's followed by an
    /// unclaimed key's leading words that abbreviate the model's coding key.
    private func inlinePrefixes(
        for name: String, in root: SuggestionVisit, after base: [String], excluded: Set<String>
    ) -> [[String]] {
        let nameWords = matcher.words(name)
        var prefixes: Set<[String]> = [base]
        for key in root.object.keys where !root.claimed.contains(key) && !excluded.contains(key) {
            let all = matcher.words(key)
            guard all.count > base.count + 1, all.starts(with: base) else { continue }
            let words = Array(all.dropFirst(base.count))
            var count = 0
            while count < nameWords.count, count < words.count - 1,
                abbreviates(words[count], nameWords[count])
            {
                count += 1
                prefixes.insert(base + words.prefix(count))
            }
        }
        return prefixes.sorted { lhs, rhs in
            lhs.count != rhs.count ? lhs.count > rhs.count : lhs.lexicographicallyPrecedes(rhs)
        }
    }

    /// Whether a word stands for a coding key's word: itself, three or more first letters (`cust`), the singular, or an
    /// ``HintSuggestion/Options/abbreviations`` entry.
    private func abbreviates(_ word: String, _ full: String) -> Bool {
        word == full || (word.count >= 3 && full.hasPrefix(word)) || SuggestionMatcher.singular(full) == word
            || matcher.abbreviations[word] == [full]
    }

    /// The keys after the prefix's words whose rest matches an inline model's coding key by the rules, none claimed or
    /// `excluded`.
    func inlineCandidates(
        for name: String, kind: SuggestionValueKind, prefix: [String], root: SuggestionVisit, excluded: Set<String>
    ) -> [SuggestionCandidate] {
        let rule = HintSuggestion.Rule.inline(prefix.joined(separator: "_"))
        func isOpen(_ key: String) -> Bool { !root.claimed.contains(key) && !excluded.contains(key) }
        func ruled(_ candidate: SuggestionCandidate, key: String) -> SuggestionCandidate {
            SuggestionCandidate(
                segments: [key], value: candidate.value, rank: candidate.rank,
                rule: candidate.rank <= .caseConvention ? rule : candidate.rule, note: candidate.note,
                strict: candidate.strict)
        }
        var found: [SuggestionCandidate] = []
        if prefix.isEmpty {
            if let value = root.object[name], isOpen(name) {
                found.append(SuggestionCandidate(segments: [name], value: value, rank: .exact, rule: rule))
            }
            let matched = keyIndex(of: root).candidates(for: name, kind: kind, in: root.object, matcher: &matcher)
            for candidate in matched.candidates {
                guard let key = candidate.segments.first, isOpen(key) else { continue }
                found.append(ruled(candidate, key: key))
            }
            return found
        }
        let index = inlineIndex(of: root, prefix: prefix)
        if let value = index.rests[name], let key = index.sourceKeys[name], isOpen(key) {
            found.append(SuggestionCandidate(segments: [key], value: value, rank: .caseInsensitive, rule: rule))
        }
        let matched = index.index.candidates(for: name, kind: kind, in: index.rests, matcher: &matcher)
        for candidate in matched.candidates {
            guard let rest = candidate.segments.first, let key = index.sourceKeys[rest], isOpen(key) else { continue }
            found.append(ruled(candidate, key: key))
        }
        return found
    }

    /// Resolves an inline model's coding key: a key after its prefix; else a model inline in it; else nothing, with a
    /// guard key when the parent has a key of that name, which the decoder would otherwise read.
    func resolveInline(
        _ name: String, kind: SuggestionValueKind, _ inline: SuggestionInline, visit: SuggestionVisit,
        node: SuggestionObjectNode, keyNode: SuggestionKeyNode
    ) -> SuggestionResolution {
        let root = inline.root
        let candidates = inlineCandidates(
            for: name, kind: kind, prefix: inline.prefix, root: root, excluded: inline.excluded)
        let choice = SuggestionChoice.choose(candidates, kind: kind, claimed: root.claimed)
        if let first = choice.chosen.first {
            for candidate in choice.chosen {
                guard let key = candidate.segments.first else { continue }
                root.claimed.insert(key)
                root.direct.insert(key)
                visit.claimed.insert(key)
            }
            let confidence: HintSuggestion.Confidence =
                choice.chosen.count == 1
                ? .rule(first.rule ?? .inline(inline.name)) : .ambiguous(choice.chosen.map(\.spelling))
            let chosen = choice.chosen.map(\.segments)
            keyNode.record(
                SuggestionReading(
                    sample: sample, choice: chosen, confidence: confidence,
                    note: [first.note, choice.note].compactMap { $0 }.first))
            return SuggestionResolution(value: first.value, node: keyNode, choice: chosen)
        }
        if kind == .object, let nested = inlineModel(name, keyNode: keyNode, in: visit, node: node, within: inline) {
            var resolution = SuggestionResolution(value: root.object, node: keyNode, choice: [[]])
            resolution.inline = nested
            return resolution
        }
        var notes = choice.vetoed.map { "\($0.spelling) holds \(SuggestionValueKind.describe($0.value))" }
        if !notes.isEmpty { notes = [notes.joined(separator: ", ") + "; \(name) is \(kind)"] }
        if root.object[name] != nil {
            let guardKey = self.guardKey(for: name, inline)
            keyNode.guardKey = guardKey
            notes.append(
                "the object \(inline.modelKey) is inline in has a \(name) of its own, which an unhinted \(name) "
                    + "would read: the hint names \(guardKey), which it lacks")
        }
        keyNode.record(
            SuggestionReading(
                sample: sample, choice: [], confidence: .unmatched,
                note: notes.isEmpty ? nil : notes.joined(separator: "; ")))
        return SuggestionResolution(value: nil, node: keyNode)
    }

    /// A key the object lacks, spelled as its keys are (`CUST_ID` beside `CUST_NAME`), for an unmatched coding key.
    private func guardKey(for name: String, _ inline: SuggestionInline) -> String {
        let root = inline.root
        let words = (inline.prefix.isEmpty ? matcher.words(inline.modelKey) : inline.prefix) + matcher.words(name)
        let sample =
            root.object.keys.sorted().first { key in
                inline.prefix.isEmpty || matcher.words(key).starts(with: inline.prefix)
            } ?? ""
        var key: String
        if sample.contains(where: \.isLetter), sample == sample.uppercased() {
            key = words.joined(separator: "_").uppercased()
        } else if sample.contains("_") {
            key = words.joined(separator: "_")
        } else {
            key = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.capitalized }.joined()
        }
        // Bounded: each try adds a character, and the object has finitely many keys.
        for _ in 0..<8 where root.object[key] != nil { key += "_" }
        return key
    }

    private func inlineIndex(of visit: SuggestionVisit, prefix: [String]) -> SuggestionInlineIndex {
        if let index = visit.inlineIndexes[prefix] { return index }
        let index = SuggestionInlineIndex(object: visit.object, prefix: prefix, matcher: &matcher)
        visit.inlineIndexes[prefix] = index
        return index
    }
}

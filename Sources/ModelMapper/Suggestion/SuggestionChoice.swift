import Foundation

/// Chooses among the candidates for a coding key.
enum SuggestionChoice {
    /// The chosen candidates (one, or several that are equally good: ambiguous, in code-point order), and the
    /// candidates passed over because their value cannot be the kind asked for at all.
    static func choose(
        _ candidates: [SuggestionCandidate], kind: SuggestionValueKind, claimed: Set<String>
    ) -> (chosen: [SuggestionCandidate], vetoed: [SuggestionCandidate]) {
        // A value that cannot be the kind asked for is never suggested: the hint would decode the wrong thing.
        let vetoed = candidates.filter { fit($0, kind) == 0 }
        var pool = candidates.filter { fit($0, kind) > 0 }
        guard !pool.isEmpty else { return ([], vetoed) }
        // Keys another coding key of this object already reads are passed over when there are others.
        let unclaimed = pool.filter { !claimed.contains($0.segments.first ?? "") }
        if !unclaimed.isEmpty { pool = unclaimed }
        guard let bestRank = pool.map(\.rank).min() else { return ([], vetoed) }
        pool = pool.filter { $0.rank == bestRank }
        let bestFit = pool.map { fit($0, kind) }.max() ?? 0
        return (pool.filter { fit($0, kind) == bestFit }, vetoed)
    }

    /// How well a candidate's value fits the kind asked for (``SuggestionValueKind/fit(_:)``), with no fit by a
    /// coercion for a key that names another thing (`tag_id: 12` for `tag: String`): decoding it would throw, and
    /// with the coercion it would read the tag's identifier as the tag.
    static func fit(_ candidate: SuggestionCandidate, _ kind: SuggestionValueKind) -> Int {
        let fit = kind.fit(candidate.value)
        return fit == 1 && candidate.strict && !TreeValue.isNull(candidate.value) ? 0 : fit
    }

    /// Why nothing was suggested: `owner_id holds a number; owner is an object`.
    static func vetoNote(_ vetoed: [SuggestionCandidate], codingKey: String, kind: SuggestionValueKind) -> String {
        let held = vetoed.map { "\($0.spelling) holds \(SuggestionValueKind.describe($0.value))" }
        return held.joined(separator: ", ") + "; \(codingKey) is \(kind.description)"
    }
}

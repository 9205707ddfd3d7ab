import Foundation
import ModelMapper

/// Chooses among the candidates for a coding key.
enum SuggestionChoice {
    /// The chosen candidates (one, or several that are equally good: ambiguous, in code-point order), the
    /// candidates passed over because their value cannot be the kind asked for at all, and what the entry says
    /// about the choice.
    struct Outcome {
        var chosen: [SuggestionCandidate] = []
        var vetoed: [SuggestionCandidate] = []
        var note: String?
    }

    /// Chooses by the strongest rule, then by the kind of value; two spellings of the key that both hold a value of
    /// the kind asked for are weighed by their values (``contest(_:kind:)``).
    static func choose(
        _ candidates: [SuggestionCandidate], kind: SuggestionValueKind, claimed: Set<String>
    ) -> Outcome {
        // A value that cannot be the kind asked for is never suggested: the hint would decode the wrong thing.
        let vetoed = candidates.filter { fit($0, kind) == 0 }
        var pool = candidates.filter { fit($0, kind) > 0 }
        guard !pool.isEmpty else { return Outcome(vetoed: vetoed) }
        // Keys another coding key of this object already reads are passed over when there are others.
        let unclaimed = pool.filter { !claimed.contains($0.segments.first ?? "") }
        if !unclaimed.isEmpty { pool = unclaimed }
        if let contest = contest(pool, kind: kind) {
            return Outcome(chosen: contest.chosen, vetoed: vetoed, note: contest.note)
        }
        guard let bestRank = pool.map(\.rank).min() else { return Outcome(vetoed: vetoed) }
        pool = pool.filter { $0.rank == bestRank }
        let bestFit = pool.map { fit($0, kind) }.max() ?? 0
        return Outcome(chosen: pool.filter { fit($0, kind) == bestFit }, vetoed: vetoed)
    }

    /// Whether a candidate holds a value of the kind asked for as it is (no coercion), or `null`: a spelling that
    /// a backend still sends.
    static func isLive(_ candidate: SuggestionCandidate, _ kind: SuggestionValueKind) -> Bool {
        fit(candidate, kind) >= 2 || TreeValue.isNull(candidate.value)
    }

    /// Two or more spellings of the coding key (the key itself, or the same words in another case or convention) that
    /// each hold a value of the kind asked for as it is or `null`, as a gateway in the middle of a migration sends
    /// them: with the same value, the strongest spelling is read and the note says so; with different values, which one
    /// is live is the expert's call, so all of them are chosen (ambiguous), and the note gives their values.
    static func contest(
        _ candidates: [SuggestionCandidate], kind: SuggestionValueKind
    ) -> (chosen: [SuggestionCandidate], note: String)? {
        let spellings = candidates.filter { candidate in
            candidate.rank <= .caseConvention && (candidate.segments.count == 1 || candidate.rule == .flattened)
                && isLive(candidate, kind)
        }.sorted { $0.rank < $1.rank || ($0.rank == $1.rank && $0.segments.lexicographicallyPrecedes($1.segments)) }
        guard spellings.count > 1, let strongest = spellings.first else { return nil }
        let others = spellings.dropFirst()
        guard others.allSatisfy({ same($0.value, strongest.value) }) else {
            let chosen = spellings.sorted { $0.segments.lexicographicallyPrecedes($1.segments) }
            let values = chosen.map { "\($0.spelling) holds \(render($0.value))" }
            let count = chosen.count == 2 ? "two" : "\(chosen.count)"
            return (chosen, "\(count) spellings hold different values: " + values.joined(separator: ", "))
        }
        let why =
            strongest.rank == .exact
            ? "the key itself"
            : others.allSatisfy { $0.rank > strongest.rank } ? "the closer spelling" : "the first in code-point order"
        let names = others.map(\.spelling).joined(separator: ", ")
        let verb = others.count == 1 ? "holds" : "hold"
        return (
            [strongest],
            "\(names) \(verb) the same value, \(render(strongest.value)): \(strongest.spelling) is read, \(why)"
        )
    }

    /// Whether two values are the same: the same string or boolean, equal numbers (`12` and `12.0`), equal objects
    /// or arrays.
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if TreeValue.isBoolean(lhs) || TreeValue.isBoolean(rhs) {
            return TreeValue.bool(lhs).map { $0 == TreeValue.bool(rhs) } ?? false
        }
        if let string = TreeValue.string(lhs) { return string == TreeValue.string(rhs) }
        if let number = TreeValue.number(lhs) {
            guard let other = TreeValue.number(rhs) else { return false }
            switch (number, other) {
            case (.int(let lhs), .int(let rhs)): return lhs == rhs
            case (.uint(let lhs), .uint(let rhs)): return lhs == rhs
            default: return ProbeScalars.double(lhs) == ProbeScalars.double(rhs)
            }
        }
        guard let lhs = try? JSONValue(any: lhs), let rhs = try? JSONValue(any: rhs) else { return false }
        return lhs == rhs
    }

    /// A value as a note quotes it: `"p-1"` (cut after 64 characters), `12.0`, `true`, `null`, `an object`.
    static func render(_ value: Any) -> String {
        if let bool = TreeValue.bool(value) { return bool ? "true" : "false" }
        if let string = TreeValue.string(value) {
            return SwiftLiteral.quoted(string, cutAfter: SwiftLiteral.messageLimit)
        }
        switch TreeValue.number(value) {
        case .int(let int): return String(int)
        case .uint(let uint): return String(uint)
        case .double(let double): return double.description
        case .decimal(let decimal): return decimal.description
        case nil: return SuggestionValueKind.describe(value)
        }
    }

    /// How well a candidate's value fits the kind asked for (``SuggestionValueKind/fit(_:)``), with no fit by a
    /// coercion for a key that names another thing (`tag_id: 12` for `tag: String`): decoding it would throw, and with
    /// the coercion it would read the tag's identifier as the tag.
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

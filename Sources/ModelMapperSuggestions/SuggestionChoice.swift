import Foundation
import ModelMapper

enum SuggestionChoice {
    /// The chosen candidates (several, in code-point order, if ambiguous), those vetoed for their kind, and a note.
    struct Outcome {
        var chosen: [SuggestionCandidate] = []
        var vetoed: [SuggestionCandidate] = []
        var note: String?
    }

    /// Chooses by the strongest rule, then by the kind of value; live spellings are weighed by ``contest(_:kind:)``.
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

    /// Whether a candidate holds the kind asked for with no coercion, or `null`: a spelling a backend still sends.
    static func isLive(_ candidate: SuggestionCandidate, _ kind: SuggestionValueKind) -> Bool {
        fit(candidate, kind) >= 2 || TreeValue.isNull(candidate.value)
    }

    /// Several live spellings of the key, as a gateway mid-migration sends them: with the same value the strongest is
    /// read; with different values, which is live is the expert's call, so all are chosen and the note gives values.
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

    /// Whether two values are the same; numbers compare by value (`12` and `12.0`).
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

    /// ``SuggestionValueKind/fit(_:)``, but no fit by coercion for a key naming another thing (`tag_id: 12` for
    /// `tag: String`), which would read the tag's identifier as the tag.
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

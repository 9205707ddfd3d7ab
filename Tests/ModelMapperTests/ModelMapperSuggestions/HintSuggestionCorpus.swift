import Foundation
import ModelMapperSuggestions
import Testing

@testable import ModelMapper

/// One payload of the suggestion corpus: a model, the payloads a backend sends for it, and what an expert expects
/// of the suggestion, written by hand: the whole tree, the confidence and note of every entry, and, for every coding
/// key, where an expert reading the payload would say its value is.
///
/// The suggestion and the decode with its hints are made when the case is built, so that the case holds only
/// `Sendable` values (payloads are `[String: Any]`).
struct SuggestionCorpusCase: Sendable, CustomTestStringConvertible {
    /// Where an expert says a coding key's value is.
    enum Expert: Sendable, Hashable, ExpressibleByStringLiteral {
        /// At this source path (as ``HintSuggestion/Entry/sourceLocation`` spells it).
        case at(String)
        /// Nowhere in the payload: the right answer is "unmatched".
        case absent
        /// In one of several places no rule can tell apart: the right answer is "ambiguous".
        case candidates

        init(stringLiteral value: String) { self = .at(value) }
    }

    /// How one entry compares with the expert's reading.
    enum Outcome: Sendable, Hashable {
        /// Mapped where the expert says, or unmatched or ambiguous where the expert says so.
        case right
        /// Ambiguous where the expert knows the one source.
        case ambiguous
        /// Unmatched where the expert knows the source.
        case unmatched
        /// Mapped to another source than the expert's: it decodes a value from an unrelated key.
        case silentlyWrong
    }

    /// A sample that decoding with the suggested hints made throw.
    struct DecodeFailure: Sendable, CustomStringConvertible {
        let sample: Int
        /// The model path the error names, with `[*]` for array elements; for a missing key, the key's own path.
        let modelPath: String
        let error: String

        var description: String { "sample \(sample) at \(modelPath): \(error)" }
    }

    let name: String
    let suggestion: HintSuggestion
    let hints: HintTree
    let confidences: [String: HintSuggestion.Confidence]
    let expert: [String: Expert]
    let notes: [String: String]
    /// The samples that threw when decoded with the suggested hints, and where.
    let decodeFailures: [DecodeFailure]

    /// The decode failures but the one a suggestion may cause: a required coding key left unmatched, whose entry's
    /// note says that decoding throws.
    var unexplainedDecodeFailures: [DecodeFailure] {
        decodeFailures.filter { failure in
            guard let entry = suggestion.entries.first(where: { $0.modelLocation.description == failure.modelPath }),
                entry.confidence == .unmatched,
                let note = entry.note
            else { return true }
            return !note.contains("is required and") || !note.hasSuffix("throws")
        }
    }

    var testDescription: String { name }

    /// - Parameters:
    ///   - name: The shape, as the test report names it.
    ///   - type: The model.
    ///   - samples: The payloads.
    ///   - options: The matching options, when not the defaults.
    ///   - coercions: The coercions the suggested hints need to decode the samples.
    ///   - hints: The whole tree an expert expects.
    ///   - confidences: The confidence of every entry, by model path.
    ///   - expert: Where each coding key's value is, by model path.
    ///   - notes: The note of every entry that has one, by model path.
    init<T: Decodable>(
        _ name: String, _ type: T.Type, _ samples: [[String: Any]], options: HintSuggestion.Options = .init(),
        coercions: DictionaryDecoder.Coercions = [], hints: HintTree, confidences: [String: HintSuggestion.Confidence],
        expert: [String: Expert], notes: [String: String] = [:]
    ) {
        self.name = name
        let suggestion = HintSuggestion(for: type, from: samples, options: options)
        self.suggestion = suggestion
        self.hints = hints
        self.confidences = confidences
        self.expert = expert
        self.notes = notes
        var decoder = DictionaryDecoder()
        decoder.coercions = coercions
        var failures: [DecodeFailure] = []
        for (index, sample) in samples.enumerated() {
            do {
                _ = try decoder.decode(type, from: sample, hints: suggestion.hints)
            } catch {
                failures.append(
                    DecodeFailure(
                        sample: index, modelPath: SuggestionCorpusCase.modelPath(of: error), error: "\(error)"))
            }
        }
        decodeFailures = failures
    }

    /// The model path a decoding error names, as ``HintSuggestion/Entry/modelLocation`` spells it (array elements as
    /// `[*]`); a missing key's path ends with the key.
    static func modelPath(of error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return wildcardPath(context.codingPath + [key])
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            return wildcardPath(context.codingPath)
        default:
            return ""
        }
    }

    /// A coding path's text with every array index written as `[*]`.
    private static func wildcardPath(_ codingPath: [any CodingKey]) -> String {
        let components = MappingPath(codingPath: codingPath).components.map { component -> MappingPath.Component in
            if case .index = component { return .anyIndex }
            return component
        }
        return MappingPath(components).description
    }

    /// How each entry compares with the expert's reading, by model path.
    var outcomes: [String: Outcome] {
        var outcomes: [String: Outcome] = [:]
        for entry in suggestion.entries {
            let expert = expert[entry.modelLocation.description] ?? .absent
            switch (entry.confidence, expert) {
            case (.exact, .at(let source)), (.rule, .at(let source)):
                outcomes[entry.modelLocation.description] =
                    entry.sourceLocation?.description == source ? .right : .silentlyWrong
            case (.exact, _), (.rule, _): outcomes[entry.modelLocation.description] = .silentlyWrong
            case (.ambiguous, .candidates), (.unmatched, .absent): outcomes[entry.modelLocation.description] = .right
            case (.ambiguous, _): outcomes[entry.modelLocation.description] = .ambiguous
            case (.unmatched, _): outcomes[entry.modelLocation.description] = .unmatched
            }
        }
        return outcomes
    }
}

/// The figures of the corpus: how many coding keys came out each way.
struct SuggestionCorpusFigures: Equatable, CustomStringConvertible {
    var right = 0
    var ambiguous = 0
    var unmatched = 0
    var silentlyWrong = 0

    var total: Int { right + ambiguous + unmatched + silentlyWrong }

    init(right: Int = 0, ambiguous: Int = 0, unmatched: Int = 0, silentlyWrong: Int = 0) {
        self.right = right
        self.ambiguous = ambiguous
        self.unmatched = unmatched
        self.silentlyWrong = silentlyWrong
    }

    init(_ cases: [SuggestionCorpusCase]) {
        for outcome in cases.flatMap(\.outcomes.values) {
            switch outcome {
            case .right: right += 1
            case .ambiguous: ambiguous += 1
            case .unmatched: unmatched += 1
            case .silentlyWrong: silentlyWrong += 1
            }
        }
    }

    private func share(_ count: Int) -> String {
        guard total > 0 else { return "0 %" }
        return String(format: "%.1f %%", Double(count) * 100 / Double(total))
    }

    var description: String {
        "\(total) coding keys: \(right) right (\(share(right))), \(ambiguous) ambiguous (\(share(ambiguous))), "
            + "\(unmatched) unmatched (\(share(unmatched))), \(silentlyWrong) silently wrong"
    }
}

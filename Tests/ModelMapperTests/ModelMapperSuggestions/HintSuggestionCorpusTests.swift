import Foundation
import ModelMapperSuggestions
import Testing

@testable import ModelMapper

/// The suggestion corpus: payloads in the shapes real backends send (`SuggestionCorpusCase.legacy` and
/// `.publicAPIs`), each compared whole with what an expert writes by hand, and the figures over all of them.
@Suite struct HintSuggestionCorpusTests {
    static let corpus = SuggestionCorpusCase.legacy + SuggestionCorpusCase.publicAPIs + SuggestionCorpusCase.secondRound

    @Test func theCorpusHasFortyPayloadsOrMore() {
        #expect(Self.corpus.count >= 40)
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count)
    }

    @Test(arguments: corpus)
    func theWholeSuggestionIsWhatAnExpertWrites(_ corpusCase: SuggestionCorpusCase) {
        let suggestion = corpusCase.suggestion
        #expect(suggestion.hints == corpusCase.hints, "\(suggestion.hints)")
        let confidences = Dictionary(
            uniqueKeysWithValues: suggestion.entries.map { ($0.modelLocation.description, $0.confidence) })
        #expect(confidences == corpusCase.confidences)
        let notes = Dictionary(
            uniqueKeysWithValues: suggestion.entries.compactMap { entry in
                entry.note.map { (entry.modelLocation.description, $0) }
            })
        #expect(notes == corpusCase.notes)
        #expect(Set(corpusCase.expert.keys) == Set(confidences.keys), "every coding key has an expert reading")
        #expect(suggestion.notes.isEmpty)
    }

    /// Decoding every sample with the tree suggested from it never throws, but for a required coding key left
    /// unmatched whose note says so (and the corpus has that case, so the exception is tested too).
    @Test func noSuggestedTreeThrowsOnItsOwnSamples() {
        var explained: [String] = []
        for corpusCase in Self.corpus {
            let unexplained = corpusCase.unexplainedDecodeFailures
            #expect(unexplained.isEmpty, "\(corpusCase.name): \(unexplained)")
            if unexplained.isEmpty {
                explained += corpusCase.decodeFailures.map { "\(corpusCase.name) \($0.modelPath)" }
            }
        }
        #expect(explained == ["A required key no value fits customer"])
    }

    @Test(arguments: corpus)
    func noMappingIsSilentlyWrong(_ corpusCase: SuggestionCorpusCase) {
        let wrong = corpusCase.outcomes.filter { $0.value == .silentlyWrong }.keys.sorted()
        #expect(wrong.isEmpty)
    }

    /// The figures the Suggesting Hints article gives.
    @Test func theFiguresOverTheCorpus() {
        let figures = SuggestionCorpusFigures(Self.corpus)
        #expect(figures.silentlyWrong == 0)
        #expect(
            figures == SuggestionCorpusFigures(right: 257, ambiguous: 0, unmatched: 3, silentlyWrong: 0), "\(figures)")
    }
}

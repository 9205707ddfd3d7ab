import ModelMapperTesting
import Testing

@testable import ModelMapper

/// A tolerance named after a kind (`tolerating: [.unmappedSourceKey]`) lets that whole kind pass, and nothing else,
/// as the deprecated `Set<MappingReport.Kind>` overloads did.
@Suite struct ToleranceTests {
    static let named: [(MappingReport.Tolerance, MappingReport.Kind)] = [
        (.unusedHint, .unusedHint), (.unmappedSourceKey, .unmappedSourceKey),
        (.fallbackCandidate, .fallbackCandidate), (.coercion, .coercion), (.droppedValue, .droppedValue),
        (.defaultApplied, .defaultApplied), (.unknownValueKept, .unknownValueKept),
    ]

    @Test func eachNamedKindToleratesItsKindAlone() {
        let kinds = Self.named.map(\.1)
        #expect(Set(kinds).count == 7)
        for (tolerance, kind) in Self.named {
            for other in kinds {
                let entry = MappingReport.Entry(
                    kind: other, modelPath: MappingPath([.key("a")]), sourcePath: MappingPath([.key("A")]),
                    detail: "")
                #expect(tolerance.tolerates(entry) == (other == kind), "\(kind) against \(other)")
            }
        }
    }
}

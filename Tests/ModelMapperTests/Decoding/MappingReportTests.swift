import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// What a mapping did: unused hints, unmapped keys, fallback candidates, coercions and drops; and strict mode.
@Suite struct MappingReportTests {
    /// The backend renamed `NAME` to `FULL_NAME` in its v2 payload; the v1 recipe still says `NAME`.
    private let renamedPayload: [String: Any] = ["FULL_NAME": "Ada", "AGE": 36]
    private let v1Recipe: HintTree = ["name": "NAME", "age": "AGE"]

    // MARK: - Drift

    @Test func aRenamedFieldShowsAsAnUnusedHintAndAnUnmappedKey() throws {
        let (person, report) = try DictionaryDecoder().decodeWithReport(
            Profile.self, from: renamedPayload, hints: v1Recipe)
        #expect(person.name == nil)
        #expect(person.age == 36)
        #expect(
            report.unusedHints == [
                MappingReport.Entry(kind: .unusedHint, modelPath: "name", sourcePath: "", detail: #"looked for "NAME""#)
            ])
        #expect(
            report.unmappedSourceKeys == [
                MappingReport.Entry(
                    kind: .unmappedSourceKey, modelPath: "", sourcePath: "FULL_NAME",
                    detail: #"no coding key read "FULL_NAME""#)
            ])
        #expect(!report.isClean)
    }

    @Test func strictModeThrowsOnDrift() {
        var strict = DictionaryDecoder()
        strict.strictness = .all
        let error = #expect(throws: ModelMapperError.self) {
            try strict.decode(Profile.self, from: renamedPayload, hints: v1Recipe)
        }
        #expect(error?.code == .strictMappingViolation)
        #expect(error?.message.contains(#"unused hint at name (source <top level>): looked for "NAME""#) == true)
        #expect(error?.message.contains("unmapped source key") == true)
        strict.strictness = .unusedHints
        #expect(throws: ModelMapperError.self) {
            try strict.decode(Profile.self, from: renamedPayload, hints: v1Recipe)
        }
        strict.strictness = .unmappedSourceKeys
        #expect(throws: Never.self) {
            try strict.decode(
                Profile.self, from: ["NAME": "Ada", "AGE": 1], hints: ["name": "NAME", "gone": "GONE", "age": "AGE"])
        }
    }

    @Test func aCleanMappingHasACleanReport() throws {
        let fixture = try Fixture.load("department-nested")
        let (_, report) = try DictionaryDecoder().decodeWithReport(
            Department.self, from: try #require(fixture.foundationSource), hints: try fixture.hints())
        #expect(report.isClean, "\(report)")
        #expect(report.entries.isEmpty)
    }

    @Test func findingsInNestedObjectsNameTheirPaths() throws {
        let source: [String: Any] = ["MEMBERS": [["Name": "a", "EXTRA": 1], ["Name": "b"]]]
        let hints: HintTree = ["members": .key("MEMBERS", nested: ["name": "Name", "age": "Age"])]
        let (_, report) = try DictionaryDecoder().decodeWithReport(Department.self, from: source, hints: hints)
        // Elements read with the same hints are judged together: "age" found nothing in any member.
        #expect(report.unmappedSourceKeys.map(\.sourcePath) == ["MEMBERS[*].EXTRA"])
        #expect(report.unusedHints.map(\.modelPath) == ["members[*].age"])
        #expect(report.unusedHints.map(\.sourcePath) == ["MEMBERS[*]"])
    }

    // MARK: - Candidates, coercions, drops

    @Test func fallbackCandidatesAreReported() throws {
        let hints: HintTree = ["name": ["user_name", "userName"], "age": "AGE"]
        let (_, report) = try DictionaryDecoder().decodeWithReport(
            Profile.self, from: ["userName": "Ada", "AGE": 3], hints: hints)
        #expect(
            report.fallbackCandidates == [
                MappingReport.Entry(
                    kind: .fallbackCandidate, modelPath: "name", sourcePath: "userName",
                    detail: #"read "userName" instead of "user_name""#)
            ])
        #expect(report.isClean)
    }

    @Test func coercionsAreReportedFromLenientModeAndWrappers() throws {
        var lenient = DictionaryDecoder()
        lenient.coercions = .all
        let (_, report) = try lenient.decodeWithReport(
            Profile.self, from: ["N": 26, "A": "36"], hints: ["name": "N", "age": "A"])
        #expect(
            report.coercions.map(\.detail) == [
                "converted the string \"36\" to Int", "converted the number 26 to String",
            ])
        #expect(report.coercions.map(\.sourcePath) == ["A", "N"])
        let (_, wrapped) = try DictionaryDecoder().decodeWithReport(Flags.self, from: ["on": "yes"])
        #expect(wrapped.coercions.map(\.modelPath) == ["on"])
    }

    @Test func lossyDropsAreReported() throws {
        let (decoded, report) = try DictionaryDecoder().decodeWithReport(Numbers.self, from: ["values": [1, "x", 3]])
        #expect(decoded.values == [1, 3])
        #expect(report.droppedValues.map(\.detail) == ["dropped element 1, which did not decode"])
    }

    @Test func plainDecodesRecordNothing() throws {
        let decoder = DictionaryDecoder()
        let impl = DictionaryDecoderImpl(value: [String: Any](), hints: .empty, options: decoder.options)
        #expect(impl.recorder == nil)
    }
}

// MARK: - Test Types

private struct Profile: Decodable {
    var name: String?
    var age: Int
}

private struct Flags: Decodable {
    @Coerced var on: Bool
}

private struct Numbers: Decodable {
    @LossyArray var values: [Int]
}

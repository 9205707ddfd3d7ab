import Foundation
import Testing

@testable import ModelMapper

/// Every failed decode is kept, whatever the sample rate, as its error's kind with the model path and the source path
/// the error names, the array indices grouped as `[*]` and kept as the first occurrence's; beside it, what the decode
/// read before it failed. The expected paths are written out by hand from the payload and the hints.
@Suite struct MappingMonitorFailureTests {
    struct Member: Codable, Equatable {
        var name: String
        var age: Int?
    }

    struct Team: Codable, Equatable {
        var id: Int
        var members: [Member]
    }

    /// A type whose decoding throws an error of its own.
    struct Refusing: Decodable {
        struct Refusal: Error {}
        init(from decoder: any Decoder) throws { throw Refusal() }
    }

    let hints: HintTree = ["id": "ID", "members": .key("MEMBERS", nested: ["name": "NAME", "age": "AGE"])]
    let team = String(reflecting: Team.self)

    /// Decodes `source` once through a decoder with a monitor that samples nothing, expects the decode to throw, and
    /// returns the snapshot.
    func failedSnapshot(
        strictness: DictionaryDecoder.Strictness = [],
        sourceLocation: SourceLocation = #_sourceLocation, _ decode: (DictionaryDecoder) throws -> Any
    ) -> MappingMonitor.Snapshot {
        let monitor = MappingMonitor.testing(sampleRate: 0)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.strictness = strictness
        #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try decode(decoder) }
        return monitor.snapshot()
    }

    /// The snapshot's only failure entry, checked to be the one failure of the one decode made.
    func onlyFailure(
        _ snapshot: MappingMonitor.Snapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) -> MappingMonitor.Snapshot.Entry? {
        #expect(snapshot.decodes == 1, sourceLocation: sourceLocation)
        #expect(snapshot.failedDecodes == 1, sourceLocation: sourceLocation)
        #expect(snapshot.sampledDecodes == 0, sourceLocation: sourceLocation)
        let failures = snapshot.entries.filter(\.finding.isFailure)
        #expect(failures.count == 1, "\(snapshot)", sourceLocation: sourceLocation)
        let entry = failures.first
        #expect(entry?.count == 1, sourceLocation: sourceLocation)
        return entry
    }

    @Test func typeMismatchUnderAHintedKeyNamesTheModelPathAndTheSourcePath() throws {
        let source: [String: Any] = ["ID": 1, "MEMBERS": [["NAME": "Ada", "AGE": 36], ["NAME": "Bo", "AGE": "old"]]]
        let snapshot = failedSnapshot { try $0.decode(Team.self, from: source, hints: hints) }
        let entry = try #require(onlyFailure(snapshot))
        #expect(entry.model == team)
        #expect(entry.finding == .failure("typeMismatch"))
        #expect(entry.modelPath == "members[*].age")
        #expect(entry.sourcePath == "MEMBERS[*].AGE")
        #expect(entry.firstModelPath == "members[1].age")
        #expect(entry.firstSourcePath == "MEMBERS[1].AGE")
        #expect(entry.valueKinds == [.string])
    }

    @Test func keyNotFoundUnderAHintEndsWithTheSourceKeyLookedFor() throws {
        let nested: [String: Any] = ["ID": 1, "MEMBERS": [["NAME": "Ada"], ["AGE": 7]]]
        var entry = try #require(
            onlyFailure(failedSnapshot { try $0.decode(Team.self, from: nested, hints: hints) }))
        #expect(entry.finding == .failure("keyNotFound"))
        #expect(entry.modelPath == "members[*].name")
        #expect(entry.sourcePath == "MEMBERS[*].NAME")
        #expect(entry.valueKinds == [.absent])

        let topLevel: [String: Any] = ["MEMBERS": []]
        entry = try #require(onlyFailure(failedSnapshot { try $0.decode(Team.self, from: topLevel, hints: hints) }))
        #expect(entry.finding == .failure("keyNotFound"))
        #expect(entry.modelPath == MappingPath([.key("id")]))
        #expect(entry.sourcePath == MappingPath([.key("ID")]))

        // Of several candidates, the first one looked for.
        let candidates: HintTree = ["id": .candidates(["ID", "Id"]), "members": "MEMBERS"]
        entry = try #require(
            onlyFailure(failedSnapshot { try $0.decode(Team.self, from: topLevel, hints: candidates) }))
        #expect(entry.modelPath == MappingPath([.key("id")]))
        #expect(entry.sourcePath == MappingPath([.key("ID")]))
    }

    @Test func keyNotFoundUnderAKeyPathHintEndsWithThePathLookedFor() throws {
        let paths: HintTree = ["id": "info.id", "members": .key("MEMBERS", nested: ["name": .path("n.v")])]
        var entry = try #require(
            onlyFailure(
                failedSnapshot { try $0.decode(Team.self, from: ["info": ["x": 1], "MEMBERS": []], hints: paths) }))
        #expect(entry.finding == .failure("keyNotFound"))
        #expect(entry.modelPath == MappingPath([.key("id")]))
        #expect(entry.sourcePath == MappingPath([.key("info"), .key("id")]))

        let source: [String: Any] = ["info": ["id": 1], "MEMBERS": [["n": ["v": "Ada"]], ["n": [:]]]]
        entry = try #require(onlyFailure(failedSnapshot { try $0.decode(Team.self, from: source, hints: paths) }))
        #expect(entry.modelPath == "members[*].name")
        #expect(entry.sourcePath == "MEMBERS[*].n.v")
        #expect(entry.valueKinds == [.absent])
    }

    @Test func keyNotFoundOfAnUnhintedKeyInAHintedObjectEndsWithTheKey() throws {
        // The error names the object's source path, `MEMBERS[1]`; the key is missing under it.
        let ageOnly: HintTree = ["id": "ID", "members": .key("MEMBERS", nested: ["age": "AGE"])]
        let source: [String: Any] = ["ID": 1, "MEMBERS": [["name": "Ada"], ["AGE": 7]]]
        let entry = try #require(
            onlyFailure(failedSnapshot { try $0.decode(Team.self, from: source, hints: ageOnly) }))
        #expect(entry.finding == .failure("keyNotFound"))
        #expect(entry.modelPath == "members[*].name")
        #expect(entry.sourcePath == "MEMBERS[*].name")
        #expect(entry.valueKinds == [.absent])
    }

    @Test func withoutHintsTheSourcePathIsTheModelPath() throws {
        let source: [String: Any] = ["id": 1, "members": [["name": "Ada"], ["name": 5]]]
        let entry = try #require(onlyFailure(failedSnapshot { try $0.decode(Team.self, from: source) }))
        #expect(entry.finding == .failure("typeMismatch"))
        #expect(entry.modelPath == "members[*].name")
        #expect(entry.sourcePath == "members[*].name")
        #expect(entry.valueKinds == [.integer])
    }

    @Test func valueNotFoundAndAnElementOfTheWrongKind() throws {
        let null: [String: Any] = ["ID": NSNull(), "MEMBERS": []]
        var entry = try #require(onlyFailure(failedSnapshot { try $0.decode(Team.self, from: null, hints: hints) }))
        #expect(entry.finding == .failure("valueNotFound"))
        #expect(entry.modelPath == MappingPath([.key("id")]))
        #expect(entry.sourcePath == MappingPath([.key("ID")]))
        #expect(entry.valueKinds == [.null])

        let scalar: [String: Any] = ["ID": 1, "MEMBERS": [["NAME": "Ada"], 5]]
        entry = try #require(onlyFailure(failedSnapshot { try $0.decode(Team.self, from: scalar, hints: hints) }))
        #expect(entry.finding == .failure("typeMismatch"))
        #expect(entry.modelPath == "members[*]")
        #expect(entry.sourcePath == "MEMBERS[*]")
        #expect(entry.valueKinds == [.integer])
    }

    @Test func anInvalidHintIsAFailureAtTheHintsModelKey() throws {
        let source: [String: Any] = ["ID": 1, "MEMBERS": []]
        var entry = try #require(
            onlyFailure(failedSnapshot { try $0.decode(Team.self, from: source, hints: ["id": .key("")]) }))
        #expect(entry.finding == .failure("invalidHint"))
        #expect(entry.modelPath == MappingPath([.key("id")]))

        // Through the JSON entry points too: the hints are checked before the text is read.
        entry = try #require(
            onlyFailure(
                failedSnapshot { try $0.decode(Team.self, fromJSON: "not JSON", hints: ["members": .path("a..b")]) }))
        #expect(entry.finding == .failure("invalidHint"))
        #expect(entry.modelPath == MappingPath([.key("members")]))
    }

    @Test func invalidJSONIsDataCorruptedAtTheTopLevel() throws {
        let fromData = try #require(
            onlyFailure(failedSnapshot { try $0.decode(Team.self, from: Data("{\"ID\": ".utf8), hints: hints) }))
        let fromText = try #require(
            onlyFailure(failedSnapshot { try $0.decodeWithReport(Team.self, fromJSON: "[1,", hints: hints) }))
        for entry in [fromData, fromText] {
            #expect(entry.finding == .failure("dataCorrupted"))
            #expect(entry.modelPath.isEmpty)
            #expect(entry.sourcePath.isEmpty)
            #expect(entry.valueKinds == [.absent])
        }
    }

    @Test func aStrictnessViolationIsAFailureBesideTheSampledReport() throws {
        let monitor = MappingMonitor.testing(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.strictness = .unmappedSourceKeys
        let source: [String: Any] = ["ID": 1, "MEMBERS": [], "LEGACY": "x"]
        #expect(throws: ModelMapperError.self) { try decoder.decode(Team.self, from: source, hints: hints) }
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 1)
        #expect(snapshot.failedDecodes == 1)
        // The decode was sampled: its report was recorded before strictness refused it.
        #expect(snapshot.sampledDecodes == 1)
        let failure = try #require(snapshot.only(.failure("strictMappingViolation")))
        #expect(failure.sourcePath == MappingPath([.key("LEGACY")]))
        #expect(failure.valueKinds == [.string])
        let unmapped = try #require(snapshot.only(MappingMonitor.Finding(.unmappedSourceKey)))
        #expect(unmapped.modelPath.isEmpty)
        #expect(unmapped.sourcePath == MappingPath([.key("LEGACY")]))

        // Not sampled, the violation is kept all the same.
        let unsampled = failedSnapshot(strictness: .unmappedSourceKeys) {
            try $0.decode(Team.self, from: source, hints: hints)
        }
        #expect(onlyFailure(unsampled)?.finding == .failure("strictMappingViolation"))
    }

    @Test func anErrorOfAnotherTypeIsOtherAtTheTopLevel() throws {
        let entry = try #require(onlyFailure(failedSnapshot { try $0.decode(Refusing.self, from: [:]) }))
        #expect(entry.finding == .failure("other"))
        #expect(entry.modelPath.isEmpty)
        #expect(entry.sourcePath.isEmpty)
        #expect(entry.model == String(reflecting: Refusing.self))
    }
}

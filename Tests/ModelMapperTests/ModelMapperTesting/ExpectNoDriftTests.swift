import Foundation
import ModelMapper
import ModelMapperTesting
import Testing

/// The monitor check of `ModelMapperTesting`: silent when the watched decodes held, one issue listing each drifted
/// place when they did not, and the tolerances of `expectMapping` applied to the monitor's entries.
///
/// As in `ExpectMappingTests`, the issues of a failing check are captured (`capturedIssues`) rather than recorded.
@Suite struct ExpectNoDriftTests {
    private let recipe: HintTree = ["name": "FULL_NAME", "age": "AGE"]

    /// A monitor that sampled every decode of `payloads`, made by a decoder labelled `GET /cards`.
    private func monitor(
        after payloads: [[String: Any]], maximumEntries: Int = 1_000, coercions: DictionaryDecoder.Coercions = []
    ) -> MappingMonitor {
        let monitor = MappingMonitor(sampleRate: 1, maximumEntries: maximumEntries)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.monitorLabel = "GET /cards"
        decoder.coercions = coercions
        for payload in payloads { _ = try? decoder.decode(DriftCard.self, from: payload, hints: recipe) }
        return monitor
    }

    @Test func cleanDecodesRecordNothing() {
        let watched = monitor(after: [["FULL_NAME": "Ada", "AGE": 36], ["AGE": 7, "FULL_NAME": "Grace"]])
        var snapshot: MappingMonitor.Snapshot?
        let issues = capturedIssues { snapshot = expectNoDrift(in: watched) }
        #expect(issues.isEmpty)
        #expect(snapshot?.decodes == 2)
        #expect(snapshot?.sampledDecodes == 2)
    }

    @Test func driftIsRecordedOnceWithEachPlace() throws {
        let renamed: [String: Any] = ["DISPLAY_NAME": "Ada", "AGE": 36]
        let watched = monitor(after: [renamed, renamed, ["FULL_NAME": "Ada", "AGE": 36]])
        let line = #line + 1
        let issues = capturedIssues { expectNoDrift(in: watched) }
        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        try #require(lines.count == 3)
        #expect(lines[0] == "The mapping drifted (3 decodes, 3 sampled, 0 failed):")
        // The kind of value of an unused hint is the monitor's business, not this check's.
        let place = "  ModelMapperTests.DriftCard (GET /cards): "
        #expect(lines[1].hasPrefix(place + "unused hint at name (source <top level>, "))
        #expect(lines[1].hasSuffix("): 2 times"))
        #expect(lines[2] == place + "unmapped source key at <top level> (source DISPLAY_NAME, string): 2 times")
        // Attributed to the caller, not to the helper.
        #expect(issues[0].sourceLocation.fileName == "ExpectNoDriftTests.swift")
        #expect(issues[0].sourceLocation.line == line)
    }

    @Test func failuresAreDriftUnlessToleratedAsFindings() throws {
        let watched = monitor(after: [["FULL_NAME": "Ada", "AGE": "old"], ["FULL_NAME": "Ada"]])
        let issues = capturedIssues { expectNoDrift(in: watched, tolerating: [.kind(.unmappedSourceKey)]) }
        try #require(issues.count == 1)
        #expect(issues[0].message.hasPrefix("The mapping drifted (2 decodes, 0 sampled, 2 failed):\n"))
        #expect(issues[0].message.contains("failure (keyNotFound) at age (source AGE, absent): 1 time"))
        #expect(issues[0].message.contains("failure (typeMismatch) at age (source AGE, string): 1 time"))

        let one = capturedIssues { expectNoDrift(in: watched, toleratingFailures: [.failure("typeMismatch")]) }
        try #require(one.count == 1)
        #expect(!one[0].message.contains("typeMismatch"))
        #expect(one[0].message.contains("keyNotFound"))

        let both = capturedIssues {
            expectNoDrift(in: watched, toleratingFailures: [.failure("typeMismatch"), .failure("keyNotFound")])
        }
        #expect(both.isEmpty)
    }

    @Test func theTolerancesOfExpectMappingApply() throws {
        let source: [String: Any] = ["FULL_NAME": "Ada", "AGE": 36, "legacy_id": 7, "EXTRA": true]
        let hints: HintTree = ["name": "FULL_NAME", "age": "AGE", "nick": "NICK"]
        let watched = MappingMonitor(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.monitor = watched
        _ = try decoder.decode(DriftCard.self, from: source, hints: hints)

        let everything = capturedIssues { expectNoDrift(in: watched) }
        #expect(everything.first?.message.split(separator: "\n").count == 4)  // the title and three places

        let named = capturedIssues {
            expectNoDrift(in: watched, tolerating: [.unmappedSourceKey(at: "legacy_id"), .unusedHint(at: "nick")])
        }
        try #require(named.count == 1)
        #expect(
            named[0].message == """
                The mapping drifted (1 decode, 1 sampled, 0 failed):
                  ModelMapperTests.DriftCard: unmapped source key at <top level> (source EXTRA, boolean): 1 time
                """)

        let kinds = capturedIssues {
            expectNoDrift(in: watched, tolerating: [.kind(.unmappedSourceKey), .unusedHint(at: "nick")])
        }
        #expect(kinds.isEmpty)

        // A path names one place: the hint's model path, the key's source path, each for its own kind.
        let wrongKind = capturedIssues {
            expectNoDrift(in: watched, tolerating: [.unusedHint(at: "legacy_id"), .unmappedSourceKey(at: "nick")])
        }
        #expect(wrongKind.first?.message.split(separator: "\n").count == 4)

        // The monitor keeps no entry's detail, so a predicate on whole report entries lets nothing pass.
        let predicate = capturedIssues { expectNoDrift(in: watched, tolerating: [.entries { _ in true }]) }
        #expect(predicate.first?.message.split(separator: "\n").count == 4)

        // A report kind given as a finding passes as a whole kind.
        let asFindings = capturedIssues {
            expectNoDrift(
                in: watched,
                toleratingFailures: [MappingMonitor.Finding(.unmappedSourceKey), MappingMonitor.Finding(.unusedHint)])
        }
        #expect(asFindings.isEmpty)
    }

    /// Candidates, coercions, drops and defaults are what a recipe asks for: the monitor keeps them, the check lets
    /// them pass, as `expectMapping` and strictness do.
    @Test func findingsARecipeAsksForAreNotDrift() {
        let watched = monitor(after: [["FULL_NAME": "Ada", "AGE": "36"]], coercions: [.numbersFromStrings])
        var snapshot: MappingMonitor.Snapshot?
        let issues = capturedIssues { snapshot = expectNoDrift(in: watched) }
        #expect(issues.isEmpty)
        #expect(snapshot?.entries.map(\.finding) == [MappingMonitor.Finding(.coercion)])
        #expect(snapshot?.isClean == false)
    }

    @Test func aFullMonitorsOverflowIsDriftUnlessItsKindsAreTolerated() throws {
        let watched = monitor(
            after: [
                ["FULL_NAME": "Ada", "AGE": 36, "ONE": 1], ["FULL_NAME": "Ada", "AGE": 36, "TWO": 2, "THREE": 3],
            ],
            maximumEntries: 1)
        let issues = capturedIssues { expectNoDrift(in: watched, tolerating: [.unmappedSourceKey(at: "ONE")]) }
        try #require(issues.count == 1)
        #expect(
            issues[0].message == """
                The mapping drifted (2 decodes, 2 sampled, 0 failed):
                  2 more occurrences of findings the monitor was too full to keep, among them unmapped source key
                """)
        let kinds = capturedIssues { expectNoDrift(in: watched, tolerating: [.kind(.unmappedSourceKey)]) }
        #expect(kinds.isEmpty)
    }

    @Test func aSnapshotsDifferenceIsCheckedOnItsOwn() throws {
        let watched = MappingMonitor(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.monitor = watched
        _ = try decoder.decode(DriftCard.self, from: ["DISPLAY_NAME": "Ada", "AGE": 36], hints: recipe)
        let before = watched.snapshot()
        _ = try decoder.decode(DriftCard.self, from: ["FULL_NAME": "Ada", "AGE": 36], hints: recipe)

        let since = capturedIssues { expectNoDrift(in: watched.snapshot().subtracting(before)) }
        #expect(since.isEmpty)
        let all = capturedIssues { expectNoDrift(in: watched.snapshot()) }
        #expect(all.count == 1)
        #expect(all.first?.message.hasPrefix("The mapping drifted (2 decodes, 2 sampled, 0 failed):") == true)
    }
}

// MARK: - Test Types

/// Named at the top level, so that the monitor's model name, `String(reflecting:)`, is the same in every run.
struct DriftCard: Decodable, Equatable {
    var name: String?
    var age: Int
}

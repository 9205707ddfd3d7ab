import Foundation
import Testing

@testable import ModelMapper

/// The snapshot: its text, its coding, its difference from an earlier one, and the order and coding of findings and
/// kinds of value.
@Suite struct MappingMonitorSnapshotTests {
    struct User: Codable, Equatable {
        var name: String
        var age: Int?
    }

    /// A monitor that has seen six decodes under three labels and recipes, with one failure, one entry that did not
    /// fit and two notifications left out (the failure spends an allowance of its own); and the snapshot taken after
    /// the third decode.
    func sixDecodes() throws -> (monitor: MappingMonitor, afterThree: MappingMonitor.Snapshot) {
        let clock = MonitorTestClock()
        let monitor = MappingMonitor.testing(
            sampleRate: 1, maximumEntries: 4, notificationLimit: 1, notificationInterval: 3_600, clock: clock,
            onNewFinding: { _ in })
        var users = DictionaryDecoder()
        users.monitor = monitor
        users.monitorLabel = "GET /users"
        var v2 = DictionaryDecoder()
        v2.monitor = monitor
        v2.recipe = "v2"
        var usersV2 = users
        usersV2.recipe = "v2"

        _ = try users.decode(User.self, from: ["name": "Ada", "nick": "A"])
        clock.advance(by: 60)
        _ = try users.decode(User.self, from: ["name": "Ada", "nick": "A"])
        clock.advance(by: 60)
        _ = try? users.decode(User.self, from: ["name": "Bo", "age": "old"])
        let afterThree = monitor.snapshot()
        clock.advance(by: 60)
        _ = try v2.decode(User.self, from: ["NAME": "Cy"], hints: ["name": "NAME", "age": "AGE"])
        clock.advance(by: 60)
        _ = try usersV2.decode(User.self, from: ["name": "Di", "nick": "D"])
        clock.advance(by: 60)
        _ = try usersV2.decode(User.self, from: ["name": "Ed", "alias": "E"])
        return (monitor, afterThree)
    }

    @Test func theDescriptionReadsPerModelAndLabel() throws {
        let snapshot = try sixDecodes().monitor.snapshot()
        #expect(
            snapshot.description == """
                Mapping monitor: 6 decodes, 5 sampled, 1 failed, since 2026-11-27T10:00:00Z
                ModelMapperTests.MappingMonitorSnapshotTests.User (recipe v2):
                  unused hint at age (source <top level>, absent): 1 time, first 2026-11-27T10:03:00Z, \
                last 2026-11-27T10:03:00Z
                ModelMapperTests.MappingMonitorSnapshotTests.User (GET /users):
                  unmapped source key at <top level> (source nick, string): 2 times, first 2026-11-27T10:00:00Z, \
                last 2026-11-27T10:01:00Z
                  failure (typeMismatch) at age (source age, string): 1 time, first 2026-11-27T10:02:00Z, \
                last 2026-11-27T10:02:00Z
                ModelMapperTests.MappingMonitorSnapshotTests.User (GET /users, recipe v2):
                  unmapped source key at <top level> (source nick, string): 1 time, first 2026-11-27T10:04:00Z, \
                last 2026-11-27T10:04:00Z
                1 more occurrence of new findings not kept or given way (the monitor was full): unmapped source key
                2 notifications of new findings left out by the rate limit
                """)
    }

    @Test func anEmptySnapshotSaysNoDrift() {
        let snapshot = MappingMonitor.testing().snapshot()
        #expect(snapshot.isClean)
        #expect(snapshot.since == nil)
        #expect(
            snapshot.description == """
                Mapping monitor: 0 decodes, 0 sampled, 0 failed
                  no drift
                """)
    }

    @Test func aSnapshotIsCleanUntilSomethingDriftsOrFails() throws {
        let monitor = MappingMonitor.testing()
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        _ = try decoder.decode(User.self, from: ["name": "Ada"])
        #expect(monitor.snapshot().isClean)
        #expect(monitor.snapshot().sampledDecodes == 1)
        _ = try? decoder.decode(User.self, from: [:])
        #expect(!monitor.snapshot().isClean)
        monitor.reset()
        _ = try decoder.decode(User.self, from: ["name": "Ada", "nick": "A"])
        #expect(!monitor.snapshot().isClean)
    }

    @Test func aSnapshotRoundTripsThroughJSON() throws {
        let snapshot = try sixDecodes().monitor.snapshot()
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(MappingMonitor.Snapshot.self, from: data) == snapshot)

        // Findings, kinds of value and paths are written as their names and texts.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        let failure = try #require(entries.first { $0["finding"] as? String == "failure.typeMismatch" })
        #expect(failure["modelPath"] as? String == "age")
        #expect(failure["sourcePath"] as? String == "age")
        #expect(failure["valueKinds"] as? [String] == ["string"])
        #expect(failure["label"] as? String == "GET /users")
        #expect(failure["count"] as? Int == 1)
        #expect(object["decodes"] as? Int == 6)
        let overflow = try #require(object["overflow"] as? [String: Any])
        #expect(overflow["occurrences"] as? Int == 1)
        #expect(overflow["findings"] as? [String] == ["unmappedSourceKey"])

        // With dates as text too.
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(MappingMonitor.Snapshot.self, from: encoder.encode(snapshot)) == snapshot)
    }

    @Test func subtractingKeepsWhatGrewSinceTheEarlierSnapshot() throws {
        let (monitor, afterThree) = try sixDecodes()
        let latest = monitor.snapshot()
        let difference = latest.subtracting(afterThree)
        #expect(difference.decodes == 3)
        #expect(difference.sampledDecodes == 3)
        #expect(difference.failedDecodes == 0)
        #expect(difference.overflow.occurrences == 1)
        #expect(difference.overflow.findings == [MappingMonitor.Finding(.unmappedSourceKey)])
        #expect(difference.suppressedNotifications == 2)
        #expect(difference.since == latest.since)
        #expect(
            difference.entries.map { "\($0.recipe ?? "-") \($0.finding.name) \($0.sourcePath) \($0.count)" } == [
                "v2 unusedHint  1", "v2 unmappedSourceKey nick 1",
            ])

        // Nothing grew between a snapshot and itself.
        let none = latest.subtracting(latest)
        #expect(none.entries.isEmpty)
        #expect(none.decodes == 0)
        #expect(none.overflow.findings.isEmpty)
        #expect(none.isClean)

        // An entry that grew keeps the difference as its count.
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.monitorLabel = "GET /users"
        _ = try decoder.decode(User.self, from: ["name": "Fay", "nick": "F"])
        let grown = monitor.snapshot().subtracting(latest)
        #expect(grown.entries.map(\.count) == [1])
        #expect(grown.entries.first?.sourcePath == MappingPath([.key("nick")]))
        #expect(latest.entries.first { $0.label == "GET /users" && $0.sourcePath == "nick" }?.count == 2)
    }

    @Test func findingsAreOrderedAsReportKindsThenFailuresByName() throws {
        let findings: [MappingMonitor.Finding] = [
            .failure("other"), .init(.coercion), .failure("dataCorrupted"), .init(.unusedHint), .init(.defaultApplied),
            .init(.unmappedSourceKey),
        ]
        #expect(
            findings.sorted().map(\.name) == [
                "unusedHint", "unmappedSourceKey", "coercion", "defaultApplied", "failure.dataCorrupted",
                "failure.other",
            ])
    }

    @Test func findingsAreCodedAsTheirNames() throws {
        let findings: [MappingMonitor.Finding] = [.init(.fallbackCandidate), .failure("keyNotFound")]
        let data = try JSONEncoder().encode(findings)
        #expect(String(decoding: data, as: UTF8.self) == #"["fallbackCandidate","failure.keyNotFound"]"#)
        #expect(try JSONDecoder().decode([MappingMonitor.Finding].self, from: data) == findings)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MappingMonitor.Finding.self, from: Data("1".utf8))
        }
    }

    @Test func aFindingKnowsItsReportKind() {
        #expect(MappingMonitor.Finding(.unusedHint).reportKind == .unusedHint)
        #expect(MappingMonitor.Finding(.droppedValue).reportKind == .droppedValue)
        #expect(!MappingMonitor.Finding(.unusedHint).isFailure)
        #expect(MappingMonitor.Finding.failure("typeMismatch").reportKind == nil)
        #expect(MappingMonitor.Finding.failure("typeMismatch").isFailure)
        #expect(MappingMonitor.Finding(.unmappedSourceKey).description == "unmapped source key")
        #expect(MappingMonitor.Finding.failure("invalidHint").description == "failure (invalidHint)")
    }

    @Test func valueKindsAreOrderedAndCodedByName() throws {
        let kinds: [MappingMonitor.ValueKind] = [.string, .absent, .null, .array, .integer, .object]
        #expect(kinds.sorted() == [.absent, .array, .integer, .null, .object, .string])
        let data = try JSONEncoder().encode(kinds)
        #expect(String(decoding: data, as: UTF8.self) == #"["string","absent","null","array","integer","object"]"#)
        #expect(try JSONDecoder().decode([MappingMonitor.ValueKind].self, from: data) == kinds)
        #expect(MappingMonitor.ValueKind.boolean.description == "boolean")
    }
}

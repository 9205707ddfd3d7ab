import Foundation
import Testing

@testable import ModelMapper

/// Many tasks share one monitor: the counts are exact whatever the interleaving. (Run under ThreadSanitizer with
/// `swift test --sanitize=thread --filter Monitor`.)
@Suite struct MappingMonitorConcurrencyTests {
    struct Member: Codable, Equatable {
        var name: String
        var age: Int?
    }

    static let taskCount = 8
    static let decodesPerTask = 500
    static let hints: HintTree = ["name": "NAME", "age": "AGE"]

    /// Runs `taskCount` tasks at once, each decoding `decodesPerTask` payloads through its own decoder sharing
    /// `monitor`, under the label `task 0` or `task 1` by the task's parity. Every payload drifts by `nick` and by a key
    /// of its task (`t3`); every `failEvery`-th fails at `age`. Returns the failures the tasks saw.
    static func decodeConcurrently(_ monitor: MappingMonitor, failEvery: Int?) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    var decoder = DictionaryDecoder()
                    decoder.monitor = monitor
                    decoder.monitorLabel = "task \(task % 2)"
                    var failures = 0
                    for index in 0..<decodesPerTask {
                        let age: Any = failEvery.map { index % $0 == 0 } == true ? "old" : index
                        let source: [String: Any] = ["NAME": "Ada", "AGE": age, "nick": "A", "t\(task)": true]
                        do {
                            _ = try decoder.decode(Member.self, from: source, hints: hints)
                        } catch {
                            failures += 1
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
    }

    @Test func everyDecodeSampledCountsExactly() async throws {
        let monitor = MappingMonitor(sampleRate: 1)
        let failures = await Self.decodeConcurrently(monitor, failEvery: 50)
        #expect(failures == 80)
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 4_000)
        #expect(snapshot.failedDecodes == 80)
        #expect(snapshot.sampledDecodes == 3_920)
        #expect(snapshot.overflow.occurrences == 0)
        let model = String(reflecting: Member.self)
        var expected: [MonitorEntryKey: Int] = [:]
        for parity in 0..<2 {
            let label = "task \(parity)"
            // Four tasks of each parity, 490 successes and 10 failures each; a failure keeps the keys its decode left
            // unread too.
            expected[
                MonitorEntryKey(
                    model: model, label: label, finding: .init(.unmappedSourceKey), modelPath: "", sourcePath: "nick")
            ] = 2_000
            expected[
                MonitorEntryKey(
                    model: model, label: label, finding: .failure("typeMismatch"), modelPath: "age", sourcePath: "AGE")
            ] = 40
            for task in stride(from: parity, to: Self.taskCount, by: 2) {
                expected[
                    MonitorEntryKey(
                        model: model, label: label, finding: .init(.unmappedSourceKey), modelPath: "",
                        sourcePath: MappingPath([.key("t\(task)")]))
                ] = 500
            }
        }
        #expect(snapshot.countsByKey == expected)
        #expect(snapshot.entries.allSatisfy { $0.firstSeen <= $0.lastSeen })
    }

    @Test func aSampledShareIsExactWhateverTheInterleaving() async throws {
        let monitor = MappingMonitor(sampleRate: 0.1)
        let failures = await Self.decodeConcurrently(monitor, failEvery: nil)
        #expect(failures == 0)
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 4_000)
        #expect(snapshot.sampledDecodes == 400)
        #expect(snapshot.failedDecodes == 0)
        // Every sampled decode drifted by `nick` and by its task's key; which tasks were sampled depends on the
        // interleaving, how many does not.
        let nick = snapshot.entries.filter { $0.sourcePath == "nick" }.map(\.count).reduce(0, +)
        let perTask = snapshot.entries.filter { $0.sourcePath != "nick" }.map(\.count).reduce(0, +)
        #expect(nick == 400)
        #expect(perTask == 400)
    }

    @Test func notificationsStayWithinTheLimitAcrossTasks() async throws {
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor(
            sampleRate: 1, notificationLimit: 5, notificationInterval: 3_600, onNewFinding: notifications.handler)
        _ = await Self.decodeConcurrently(monitor, failEvery: 100)
        let snapshot = monitor.snapshot()
        // nick and age's failure under two labels, and one key per task: ten drift entries, of which five are
        // announced, and two failures, which have an allowance of their own.
        #expect(snapshot.entries.count == 12)
        #expect(notifications.entries.count == 7)
        #expect(notifications.entries.filter(\.finding.isFailure).count == 2)
        #expect(snapshot.suppressedNotifications == 5)
        #expect(Set(notifications.entries.map(MonitorEntryKey.init)).count == 7)
    }
}

import Foundation
import Testing

@testable import ModelMapper

/// `onNewFinding` is called once for each new entry, never for a repeat, at most `notificationLimit` times per
/// `notificationInterval`; the calls left out are counted.
@Suite struct MappingMonitorNotificationTests {
    struct Member: Codable, Equatable {
        var name: String?
        var age: Int?
    }

    /// A payload whose unmapped keys are `keys`, each holding a string.
    func payload(_ keys: String...) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, "value") })
    }

    @Test func onceForEachNewEntryAtMostTheLimitPerInterval() throws {
        let clock = MonitorTestClock()
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor.testing(
            notificationLimit: 3, notificationInterval: 60, clock: clock, onNewFinding: notifications.handler)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.monitorLabel = "GET /members"

        // Five new findings at once: the first three (in the report's order) go out.
        _ = try decoder.decode(Member.self, from: payload("a", "b", "c", "d", "e"))
        #expect(notifications.entries.map(\.sourcePath.description) == ["a", "b", "c"])
        #expect(monitor.snapshot().suppressedNotifications == 2)

        // Repeats are never announced.
        clock.advance(by: 1)
        _ = try decoder.decode(Member.self, from: payload("a", "b", "c", "d", "e"))
        #expect(notifications.entries.count == 3)
        #expect(monitor.snapshot().suppressedNotifications == 2)

        // New ones within the same interval are left out and counted.
        clock.advance(by: 29)
        _ = try decoder.decode(Member.self, from: payload("f", "g"))
        #expect(notifications.entries.count == 3)
        #expect(monitor.snapshot().suppressedNotifications == 4)

        // 60 seconds after the interval began, a new one starts: three more, and a failure, which spends its own
        // allowance; the key its decode left unread (`i`) is drift.
        clock.advance(by: 30)
        _ = try decoder.decode(Member.self, from: payload("h"))
        clock.advance(by: 1)
        #expect(throws: DecodingError.self) { try decoder.decode(Member.self, from: ["age": "old", "i": 1]) }
        _ = try decoder.decode(Member.self, from: payload("j", "k"))
        #expect(
            notifications.entries.map { "\($0.finding.name) \($0.sourcePath)" } == [
                "unmappedSourceKey a", "unmappedSourceKey b", "unmappedSourceKey c", "unmappedSourceKey h",
                "failure.typeMismatch age", "unmappedSourceKey i", "unmappedSourceKey j",
            ])
        #expect(monitor.snapshot().suppressedNotifications == 5)

        // Each announced entry is the entry as it was first seen.
        for entry in notifications.entries {
            #expect(entry.count == 1)
            #expect(entry.firstSeen == entry.lastSeen)
            #expect(entry.label == "GET /members")
            #expect(entry.model == String(reflecting: Member.self))
        }
        #expect(
            notifications.entries.map(\.firstSeen) == [0, 0, 0, 60, 61, 61, 61].map { MonitorTestClock.start + $0 })
        // Every entry was either announced or counted as left out.
        let snapshot = monitor.snapshot()
        #expect(snapshot.entries.count == notifications.entries.count + snapshot.suppressedNotifications)
    }

    @Test func aLimitOfZeroAnnouncesNothing() throws {
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor.testing(notificationLimit: 0, onNewFinding: notifications.handler)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        _ = try decoder.decode(Member.self, from: payload("a", "b"))
        #expect(notifications.entries.isEmpty)
        #expect(monitor.snapshot().suppressedNotifications == 2)
    }

    @Test func anInfiniteIntervalAnnouncesTheLimitOnceForAll() throws {
        let clock = MonitorTestClock()
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor.testing(
            notificationLimit: 2, notificationInterval: .infinity, clock: clock, onNewFinding: notifications.handler)
        #expect(monitor.notificationInterval == .infinity)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        _ = try decoder.decode(Member.self, from: payload("a", "b", "c"))
        clock.advance(by: 1e12)
        _ = try decoder.decode(Member.self, from: payload("d"))
        #expect(notifications.entries.map(\.sourcePath.description) == ["a", "b"])
        #expect(monitor.snapshot().suppressedNotifications == 2)
    }

    @Test func entriesThatDoNotFitAreNeitherAnnouncedNorSuppressed() throws {
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor.testing(maximumEntries: 2, onNewFinding: notifications.handler)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        _ = try decoder.decode(Member.self, from: payload("a", "b", "c", "d"))
        #expect(notifications.entries.map(\.sourcePath.description) == ["a", "b"])
        #expect(monitor.snapshot().suppressedNotifications == 0)
        #expect(monitor.snapshot().overflow.occurrences == 2)
    }

    /// A failure always finds room in a full monitor, by the oldest failure giving way; a failure that gave way is
    /// new again when it comes back, and is announced again.
    @Test func aFailureThatGaveWayIsAnnouncedAgainWhenItReturns() {
        struct Need: Decodable { var x: Int }
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor.testing(maximumEntries: 1, onNewFinding: notifications.handler)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for payload: [String: Any] in [[:], ["x": "text"], [:]] {
            #expect(throws: DecodingError.self) { try decoder.decode(Need.self, from: payload) }
        }
        #expect(
            notifications.entries.map(\.finding.description) == [
                "failure (keyNotFound)", "failure (typeMismatch)", "failure (keyNotFound)",
            ])
        let snapshot = monitor.snapshot()
        #expect(snapshot.entries.map(\.finding.description) == ["failure (keyNotFound)"])
        #expect(snapshot.overflow.occurrences == 2)
    }

    @Test func theHandlerRunsOutsideTheMonitorsLock() throws {
        // The handler reads the monitor it was called by: under the monitor's lock, this would deadlock.
        final class Box: @unchecked Sendable {
            var monitor: MappingMonitor?
            var counts: [Int] = []
        }
        let box = Box()
        let monitor = MappingMonitor.testing(onNewFinding: { _ in
            if let snapshot = box.monitor?.snapshot() { box.counts.append(snapshot.entries.count) }
        })
        box.monitor = monitor
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        _ = try decoder.decode(Member.self, from: payload("a", "b"))
        // Called after both entries were added.
        #expect(box.counts == [2, 2])
    }
}

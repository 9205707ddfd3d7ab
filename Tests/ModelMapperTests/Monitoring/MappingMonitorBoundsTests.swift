import Foundation
import Testing

@testable import ModelMapper

/// A backend that sends ever new keys cannot grow a monitor past `maximumEntries`: the occurrences of the findings
/// that do not fit are counted, exactly, and the memory the monitor holds stays that of `maximumEntries` entries.
@Suite struct MappingMonitorBoundsTests {
    struct Member: Codable {
        var name: String?
    }

    /// Decodes `payloads` payloads of `keysPerPayload` keys no payload shares, each unmapped, through a monitor that
    /// samples every decode and keeps at most `maximumEntries` entries; checks the counts and returns the monitor.
    static func hostileStream(
        payloads: Int, keysPerPayload: Int, maximumEntries: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> MappingMonitor {
        let monitor = MappingMonitor.testing(sampleRate: 1, maximumEntries: maximumEntries)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for payload in 0..<payloads {
            var source: [String: Any] = ["name": "Ada"]
            for key in 0..<keysPerPayload { source["p\(payload)_k\(key)"] = key }
            _ = try decoder.decode(Member.self, from: source)
        }
        let snapshot = monitor.snapshot()
        let occurrences = payloads * keysPerPayload
        #expect(snapshot.decodes == payloads, sourceLocation: sourceLocation)
        #expect(snapshot.sampledDecodes == payloads, sourceLocation: sourceLocation)
        #expect(snapshot.entries.count == maximumEntries, sourceLocation: sourceLocation)
        #expect(snapshot.overflow.occurrences == occurrences - maximumEntries, sourceLocation: sourceLocation)
        #expect(
            snapshot.overflow.findings == [MappingMonitor.Finding(.unmappedSourceKey)], sourceLocation: sourceLocation)
        // The entries kept are the first ones seen: those of the first payloads, each seen once.
        let kept = Set(snapshot.entries.map(\.sourcePath.description))
        let first = (0..<maximumEntries).map { "p\($0 / keysPerPayload)_k\($0 % keysPerPayload)" }
        #expect(kept == Set(first), sourceLocation: sourceLocation)
        #expect(snapshot.entries.allSatisfy { $0.count == 1 }, sourceLocation: sourceLocation)
        return monitor
    }

    /// The snapshot as JSON, the form an app uploads: its size grows with the entries kept.
    static func encodedSize(_ monitor: MappingMonitor) throws -> Int {
        try JSONEncoder().encode(monitor.snapshot()).count
    }

    /// An upper bound for the JSON of `entries` entries of this suite's stream. An entry is written as its fixed
    /// fields (the names `model`, `finding`, `modelPath`, `sourcePath`, `count`, `firstSeen`, `lastSeen`,
    /// `valueKinds`, their punctuation, two dates and a count: under 200 bytes), the model's name (under 100 bytes)
    /// and a source key of under 20: 512 bytes each leaves room, and the totals and the overflow add a few hundred
    /// bytes. (The sweep's 1 000 entries write 207 KB; with the bound lifted, its million entries wrote 200 MB.)
    static func sizeBound(entries: Int) -> Int { entries * 512 + 1_024 }

    @Test func aStreamOfNewKeysKeepsAtMostMaximumEntries() throws {
        let monitor = try Self.hostileStream(payloads: 200, keysPerPayload: 100, maximumEntries: 1_000)
        #expect(try Self.encodedSize(monitor) <= Self.sizeBound(entries: 1_000))
        // The overflow is counted exactly across further decodes, and entries kept still count their repeats.
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        _ = try decoder.decode(Member.self, from: ["p0_k0": 1, "new": 2, "another": 3])
        let snapshot = monitor.snapshot()
        #expect(snapshot.entries.count == 1_000)
        #expect(snapshot.overflow.occurrences == 19_000 + 2)
        #expect(snapshot.entries.first { $0.sourcePath == "p0_k0" }?.count == 2)
    }

    @Test func aNewFailureTakesThePlaceOfTheOldestOneBeyondTheBound() throws {
        let monitor = MappingMonitor.testing(sampleRate: 1, maximumEntries: 3)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for label in 0..<10 {
            decoder.monitorLabel = "L\(label)"
            #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: ["text"]) }
        }
        let snapshot = monitor.snapshot()
        #expect(snapshot.failedDecodes == 10)
        #expect(snapshot.entries.map(\.label) == ["L7", "L8", "L9"])
        #expect(snapshot.overflow.occurrences == 7)
        #expect(snapshot.overflow.findings == [.failure("typeMismatch")])
    }

    /// The monitor full of routine findings (coercions a model opted into) still keeps, and announces, a new unmapped
    /// key and a new failure: each takes the place of the oldest routine entry.
    @Test func routineFindingsGiveWayToDriftAndFailures() throws {
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor.testing(sampleRate: 1, maximumEntries: 4, onNewFinding: notifications.handler)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.coercions = .numbersFromStrings
        for label in 0..<4 {
            decoder.monitorLabel = "L\(label)"
            _ = try decoder.decode([Int].self, from: ["1", "2"])
        }
        #expect(monitor.snapshot().entries.map(\.finding) == Array(repeating: .init(.coercion), count: 4))
        #expect(notifications.entries.isEmpty)

        decoder.monitorLabel = "L0"
        _ = try decoder.decode(Member.self, from: ["extra": 1])
        #expect(throws: DecodingError.self) { try decoder.decode([Bool].self, from: ["x"]) }
        let snapshot = monitor.snapshot()
        #expect(snapshot.entries.count == 4)
        #expect(snapshot.entries.filter { $0.finding == .init(.coercion) }.map(\.label) == ["L2", "L3"])
        #expect(snapshot.only(.init(.unmappedSourceKey))?.sourcePath == "extra")
        #expect(snapshot.only(.failure("typeMismatch"))?.modelPath == "[*]")
        #expect(notifications.entries.map(\.finding) == [.init(.unmappedSourceKey), .failure("typeMismatch")])
        // What gave way is counted: two coercion entries of two elements each.
        #expect(snapshot.overflow.occurrences == 4)
        #expect(snapshot.overflow.findings == [.init(.coercion)])
    }

    /// A dictionary's keys are data: its values' failures are one entry, whose paths keep no key.
    @Test func failuresInADictionaryAreOneEntryWithoutItsKeys() throws {
        let monitor = MappingMonitor.testing(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for key in 0..<10 {
            _ = try? decoder.decode([String: Int].self, from: ["carol\(key)@example.com": "text"])
        }
        let snapshot = monitor.snapshot()
        let entry = try #require(snapshot.only(.failure("typeMismatch")))
        #expect(entry.count == 10)
        #expect(entry.modelPath == "[*]")
        #expect(entry.sourcePath == "[*]")
        #expect(entry.firstModelPath == "[*]")
        #expect(entry.firstSourcePath == "[*]")
        let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(!json.contains("example.com"))
        #expect(!snapshot.description.contains("example.com"))
    }

    /// A million distinct keys: 10 000 payloads of 100. The entries stay 1 000, the rest is counted exactly, and every
    /// collection the monitor holds stays the size the bound and the app's own types give it, not a million.
    ///
    /// The test counts the monitor's collections rather than reading the process's resident memory: the sweep step
    /// runs other suites beside this one, and what they hold (once 340 MB) is counted in the process's memory too.
    /// (With the bound lifted, this stream's million entries took 660 MB, and their JSON 200 MB.)
    @Test func aMillionNewKeysSweep() throws {
        let start = ContinuousClock.now
        let monitor = try Self.hostileStream(payloads: 10_000, keysPerPayload: 100, maximumEntries: 1_000)
        let elapsed = ContinuousClock.now - start
        let counts = monitor.storedCounts
        #expect(counts.entries == 1_000)
        #expect(counts.modelNames == 1)
        #expect(counts.streams == 1)
        #expect(counts.overflowFindings == 1)
        let size = try Self.encodedSize(monitor)
        #expect(size <= Self.sizeBound(entries: 1_000))
        print("aMillionNewKeysSweep: \(elapsed), snapshot JSON \(size) bytes")
    }
}

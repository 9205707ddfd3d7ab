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

    /// The process's resident memory in bytes (Linux, from `/proc/self/statm`); `nil` where it cannot be read.
    static func residentBytes() -> Int? {
        #if os(Linux)
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
            let fields = text.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
            return pages * Int(getpagesize())
        #else
            return nil
        #endif
    }

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

    @Test func failuresBeyondTheBoundAreCountedToo() throws {
        let monitor = MappingMonitor.testing(sampleRate: 1, maximumEntries: 3)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for key in 0..<10 {
            _ = try? decoder.decode([String: Int].self, from: ["k\(key)": "text"])
        }
        let snapshot = monitor.snapshot()
        #expect(snapshot.failedDecodes == 10)
        #expect(snapshot.entries.count == 3)
        #expect(snapshot.overflow.occurrences == 7)
        #expect(snapshot.overflow.findings == [.failure("typeMismatch")])
    }

    /// A million distinct keys: 10 000 payloads of 100. The entries stay 1 000, the rest is counted exactly, and the
    /// memory the process holds grows by what 1 000 entries and one payload's decode take, not by a million entries.
    @Test func aMillionNewKeysSweep() throws {
        let before = Self.residentBytes()
        let start = ContinuousClock.now
        let monitor = try Self.hostileStream(payloads: 10_000, keysPerPayload: 100, maximumEntries: 1_000)
        let elapsed = ContinuousClock.now - start
        let after = Self.residentBytes()
        let size = try Self.encodedSize(monitor)
        #expect(size <= Self.sizeBound(entries: 1_000))
        // Resident memory also counts what other tests running at the same time hold (the sweep step runs the
        // huge-input suite beside this one, and it grew by 134 MB there once), and what the allocator keeps of freed
        // memory, so the bound is loose: 320 MB, half of what the unbounded monitor takes. The same stream through a
        // monitor whose bound was lifted (a million entries, each a key and an entry of two paths, a model name, dates
        // and kinds) grew it by 660 MB; with the bound of 1 000 entries, by about 4 MB when run alone (the entries, one
        // payload's decode, the allocator's slack).
        if let before, let after {
            #expect(after - before < 320 << 20, "resident memory grew by \((after - before) >> 20) MB")
        }
        print(
            "aMillionNewKeysSweep: \(elapsed), snapshot JSON \(size) bytes, resident memory grew by "
                + (before.flatMap { before in after.map { "\(($0 - before) >> 10) KB" } } ?? "(not measured)"))
        withExtendedLifetime(monitor) {}
    }
}

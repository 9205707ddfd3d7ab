import Foundation
import Testing

@testable import ModelMapper

/// Sampling is by count: with a rate of 1/n, decodes 1, n + 1, 2n + 1… are sampled; failures are kept whatever the
/// rate.
@Suite struct MappingMonitorSamplingTests {
    struct Member: Codable, Equatable {
        var name: String?
        var age: Int?
    }

    /// A decoder adding to `monitor`.
    func decoder(_ monitor: MappingMonitor) -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        return decoder
    }

    @Test func aRateOfOneHundredthSamplesEveryHundredthDecodeFromTheFirst() throws {
        let monitor = MappingMonitor.testing(sampleRate: 0.01)
        let decoder = decoder(monitor)
        // Every payload drifts the same way (`nick`), and also has a key of its own, which only a sampled decode
        // records: the keys recorded say which decodes were sampled.
        for index in 0..<1_000 {
            _ = try decoder.decode(Member.self, from: ["name": "Ada", "nick": "A", "k\(index)": 1])
        }
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 1_000)
        #expect(snapshot.sampledDecodes == 10)
        #expect(snapshot.failedDecodes == 0)
        let counts = Dictionary(uniqueKeysWithValues: snapshot.entries.map { ($0.sourcePath.description, $0.count) })
        var expected = ["nick": 10]
        for decode in stride(from: 1, through: 901, by: 100) { expected["k\(decode - 1)"] = 1 }
        #expect(counts == expected)
    }

    @Test func aRateOfZeroSamplesNothingButKeepsEveryFailure() throws {
        let monitor = MappingMonitor.testing(sampleRate: 0)
        let decoder = decoder(monitor)
        var failures = 0
        for index in 0..<1_000 {
            let age: Any = index % 250 == 0 ? "old" : index
            do {
                _ = try decoder.decode(Member.self, from: ["name": "Ada", "nick": "A", "age": age])
            } catch {
                failures += 1
            }
        }
        #expect(failures == 4)
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 1_000)
        #expect(snapshot.sampledDecodes == 0)
        #expect(snapshot.failedDecodes == 4)
        // Each failure with what its decode read before it failed: `nick`, which no coding key reads.
        #expect(snapshot.entries.count == 2)
        let entry = try #require(snapshot.only(.failure("typeMismatch")))
        #expect(entry.modelPath == MappingPath([.key("age")]))
        #expect(entry.count == 4)
        let unread = try #require(snapshot.only(MappingMonitor.Finding(.unmappedSourceKey)))
        #expect(unread.sourcePath == "nick")
        #expect(unread.count == 4)
    }

    @Test func theRateIsClampedAndHonouredByCount() throws {
        // rate: (the rate kept, decodes sampled of 12: ⌈12 × rate⌉)
        let cases: [(Double, Double, Int)] = [
            (1, 1, 12), (2, 1, 12), (.infinity, 1, 12), (0.25, 0.25, 3), (0.4, 0.4, 5), (0.3, 0.3, 4),
            (0.75, 0.75, 9), (0.5, 0.5, 6), (0.09, 0.09, 2), (0, 0, 0), (-1, 0, 0), (.nan, 0, 0), (1e-300, 1e-300, 1),
        ]
        for (rate, kept, sampled) in cases {
            let monitor = MappingMonitor.testing(sampleRate: rate)
            #expect(monitor.sampleRate == kept, "rate \(rate)")
            let decoder = decoder(monitor)
            for _ in 0..<12 { _ = try decoder.decode(Member.self, from: ["nick": "A"]) }
            #expect(monitor.snapshot().sampledDecodes == sampled, "rate \(rate)")
            #expect(monitor.snapshot().decodes == 12, "rate \(rate)")
        }
    }

    /// Over generated rates: of the first `n` decodes, ⌈n × rate⌉ are sampled (the rate's share, rounded up so that
    /// the first decode is sampled), and a rate of 1/k samples exactly every k-th decode, from the first. The rates
    /// are millionths, so the expected share is worked out in integers.
    @Test func anyRateSamplesItsShareOfEveryPrefix() {
        var generator = SeededGenerator(seed: SeededGenerator.baseSeed)
        var millionths = [750_000, 400_000, 300_000, 100_000, 10_000, 999_000, 1, 999_999]
        for _ in 0..<200 { millionths.append(generator.int(in: 1...999_999)) }
        for numerator in millionths {
            let rate = Double(numerator) / 1_000_000
            var sampled = 0
            for index in 0..<2_000 {
                if MappingMonitor.isSampled(decode: index, rate: rate) { sampled += 1 }
                let share = (numerator * (index + 1) + 999_999) / 1_000_000
                guard sampled == share else {
                    Issue.record("rate \(rate): \(sampled) of the first \(index + 1) decodes sampled, not \(share)")
                    break
                }
            }
        }
        for period in [1, 2, 3, 7, 10, 100, 1_000] {
            let rate = 1 / Double(period)
            let sampled = (0..<5_000).filter { MappingMonitor.isSampled(decode: $0, rate: rate) }
            #expect(sampled == Array(stride(from: 0, to: 5_000, by: period)), "period \(period)")
        }
    }

    @Test func resetForgetsEverythingAndRestartsTheCount() throws {
        let clock = MonitorTestClock()
        let monitor = MappingMonitor.testing(sampleRate: 0.01, clock: clock)
        let decoder = decoder(monitor)
        for _ in 0..<150 { _ = try decoder.decode(Member.self, from: ["nick": "A"]) }
        _ = try? decoder.decode(Member.self, from: ["age": "old"])
        #expect(monitor.snapshot().sampledDecodes == 2)
        #expect(monitor.snapshot().failedDecodes == 1)

        monitor.reset()
        let empty = monitor.snapshot()
        #expect(empty.decodes == 0)
        #expect(empty.sampledDecodes == 0)
        #expect(empty.failedDecodes == 0)
        #expect(empty.since == nil)
        #expect(empty.isClean)

        // The 152nd decode since the monitor was made is the first since the reset: sampled.
        clock.advance(by: 5)
        _ = try decoder.decode(Member.self, from: ["after": "reset"])
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 1)
        #expect(snapshot.sampledDecodes == 1)
        #expect(snapshot.entries.map(\.sourcePath) == [MappingPath([.key("after")])])
        #expect(snapshot.since == MonitorTestClock.start + 5)
    }

    @Test func aCleanDecodeThatIsNotSampledAddsOnlyToTheCount() throws {
        let monitor = MappingMonitor.testing(sampleRate: 0.5)
        let decoder = decoder(monitor)
        _ = try decoder.decode(Member.self, from: ["name": "Ada"])
        _ = try decoder.decode(Member.self, from: ["name": "Bo", "nick": "B"])
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 2)
        #expect(snapshot.sampledDecodes == 1)
        // The first decode was sampled and clean; the second, which drifted, was not sampled.
        #expect(snapshot.isClean)
        #expect(snapshot.since == MonitorTestClock.start)
    }
}

import Foundation
import Testing

@testable import ModelMapper

/// An entry keeps the kinds of value found at its source path, never the values: payloads carry personal data.
@Suite struct MappingMonitorValueKindTests {
    struct Member: Codable, Equatable {
        var name: String?
        var age: Int?
    }

    struct Team: Codable, Equatable {
        var members: [Member]
    }

    /// A monitor that samples every decode, and a decoder that adds to it.
    func monitored(coercions: DictionaryDecoder.Coercions = []) -> (MappingMonitor, DictionaryDecoder) {
        let monitor = MappingMonitor.testing(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        decoder.coercions = coercions
        return (monitor, decoder)
    }

    /// The value kinds of the entries of `finding`, by source path.
    func kinds(
        _ snapshot: MappingMonitor.Snapshot, _ finding: MappingReport.Kind
    ) -> [MappingPath: [MappingMonitor.ValueKind]] {
        Dictionary(
            snapshot.entries.filter { $0.finding == MappingMonitor.Finding(finding) }.map {
                ($0.sourcePath, $0.valueKinds)
            },
            uniquingKeysWith: { first, _ in first })
    }

    @Test func anUnmappedKeyKeepsTheKindOfItsValue() throws {
        let (monitor, decoder) = monitored()
        let source: [String: Any] = [
            "name": "Ada", "text": "hello", "whole": 42, "fraction": 2.5, "flag": true, "object": ["a": 1],
            "list": [1, 2], "nothing": NSNull(),
        ]
        _ = try decoder.decode(Member.self, from: source)
        #expect(
            kinds(monitor.snapshot(), .unmappedSourceKey) == [
                "text": [.string], "whole": [.integer], "fraction": [.number], "flag": [.boolean],
                "object": [.object], "list": [.array], "nothing": [.null],
            ])
    }

    @Test func theKindsOfOneEntryAreSortedWithoutRepeats() throws {
        let (monitor, decoder) = monitored()
        for value: Any in ["a", 1, "b", NSNull(), 2, ["x"]] {
            _ = try decoder.decode(Member.self, from: ["extra": value])
        }
        let entry = try #require(monitor.snapshot().only(MappingMonitor.Finding(.unmappedSourceKey)))
        #expect(entry.count == 6)
        #expect(entry.valueKinds == [.array, .integer, .null, .string])
    }

    @Test func aCoercionKeepsTheKindItWasConvertedFrom() throws {
        let (monitor, decoder) = monitored(coercions: .integers)
        let member = try decoder.decode(Member.self, from: ["AGE": "36"], hints: ["age": "AGE"])
        #expect(member.age == 36)
        let entry = try #require(monitor.snapshot().only(MappingMonitor.Finding(.coercion)))
        #expect(entry.modelPath == MappingPath([.key("age")]))
        #expect(entry.sourcePath == MappingPath([.key("AGE")]))
        #expect(entry.valueKinds == [.string])
    }

    @Test func entriesInsideArraysTakeTheKindOfTheFirstElementThatHasTheKey() throws {
        let (monitor, decoder) = monitored()
        let source: [String: Any] = ["members": [["name": "Ada"], ["name": "Bo", "badge": 7], ["badge": "gold"]]]
        _ = try decoder.decode(Team.self, from: source)
        let entry = try #require(monitor.snapshot().only(MappingMonitor.Finding(.unmappedSourceKey)))
        #expect(entry.modelPath == MappingPath([.key("members"), .anyIndex]))
        #expect(entry.sourcePath == MappingPath([.key("members"), .anyIndex, .key("badge")]))
        #expect(entry.valueKinds == [.integer])
    }

    @Test func anUnusedHintFoundNothing() throws {
        // The report names the object the hint looked in; what the hint found there is nothing.
        let (monitor, decoder) = monitored()
        _ = try decoder.decode(
            Team.self, from: ["members": [["Name": "Ada"]]], hints: ["members": .nested(["age": "AGE"])])
        let entry = try #require(monitor.snapshot().only(MappingMonitor.Finding(.unusedHint)))
        #expect(entry.modelPath == MappingPath([.key("members"), .anyIndex, .key("age")]))
        #expect(entry.valueKinds == [.absent])
    }

    @Test func theSnapshotNeverHoldsAValue() throws {
        let (monitor, decoder) = monitored(coercions: .integers)
        let secret = "s3cr3t-ZX81-ada@example.com"
        let source: [String: Any] = [
            "name": secret, "age": "73152", "members": [["name": secret, "token": secret]], "password": secret,
        ]
        struct Profile: Codable {
            var name: String
            var age: Int
        }
        _ = try decoder.decode(Profile.self, from: source)
        _ = try? decoder.decode(Int.self, from: source)
        let snapshot = monitor.snapshot()
        #expect(snapshot.entries.count >= 3, "\(snapshot)")
        let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(json.contains("password"))
        for text in [json, snapshot.description] {
            #expect(!text.contains("s3cr3t"))
            #expect(!text.contains("73152"))
        }
    }
}

import Foundation
import Testing

@testable import ModelMapper

/// A monitor only watches: a decoder with one decodes the same values, reports the same findings and throws the same
/// errors as the decoder without one, through every entry point, whether the decode is sampled or not.
@Suite struct MappingMonitorDecoderTests {
    struct Member: Codable, Equatable {
        var name: String
        var age: Int?
        var tags: [String]?
    }

    static let hints: HintTree = ["name": .candidates(["NAME", "Name"]), "age": "info.age"]

    /// Sources that decode cleanly, drift, or fail in each way a decode fails.
    static var sources: [Any] {
        [
            ["NAME": "Ada", "info": ["age": 36]],
            ["Name": "Bo", "extra": true, "tags": ["a"]],
            ["NAME": "Cy", "info": ["age": "old"]],
            ["info": ["age": 1]],
            ["NAME": NSNull()],
            ["NAME": "Di", "tags": [["deep": [["deeper": 1]]]]],
            [1, 2],
            "text",
        ]
    }

    /// The outcome of a decode as text: the value, or the error's type and full description.
    static func outcome<T>(_ body: () throws -> T) -> String {
        do {
            return "value \(try body())"
        } catch {
            return "error \(type(of: error)) \(String(reflecting: error))"
        }
    }

    /// Every entry point's outcome for one source, through `decoder`.
    static func outcomes(_ source: Any, hints: HintTree, decoder: DictionaryDecoder) -> [String] {
        let data = (try? JSONSerialization.data(withJSONObject: source, options: [.fragmentsAllowed])) ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        return [
            outcome { try decoder.decode(Member.self, from: source, hints: hints) },
            outcome { try decoder.decode(Member.self, from: data, hints: hints) },
            outcome { try decoder.decode(Member.self, fromJSON: text, hints: hints) },
            outcome { try decoder.decodeWithReport(Member.self, from: source, hints: hints) },
            outcome { try decoder.decodeWithReport(Member.self, from: data, hints: hints) },
            outcome { try decoder.decodeWithReport(Member.self, fromJSON: text, hints: hints) },
            outcome { try decoder.decode(Member.self, from: Data("{\"NAME\": ".utf8), hints: hints) },
            outcome { try decoder.decode(Member.self, fromJSON: "[", hints: hints) },
        ]
    }

    /// Decoders that differ in what a monitor could disturb: strictness, coercions, a small depth limit.
    static let decoders: [DictionaryDecoder] = {
        var strict = DictionaryDecoder()
        strict.strictness = .all
        var lenient = DictionaryDecoder()
        lenient.coercions = .integers
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 3
        return [DictionaryDecoder(), strict, lenient, shallow]
    }()

    @Test(arguments: [0, 0.5, 1])
    func aMonitoredDecoderDecodesAndThrowsAsAPlainOne(rate: Double) {
        for (index, plain) in Self.decoders.enumerated() {
            let monitor = MappingMonitor.testing(sampleRate: rate)
            var monitored = plain
            monitored.monitor = monitor
            monitored.monitorLabel = "label"
            var made = 0
            for hints in [Self.hints, .empty, ["name": .path("a..b")]] {
                for source in Self.sources {
                    let expected = Self.outcomes(source, hints: hints, decoder: plain)
                    #expect(Self.outcomes(source, hints: hints, decoder: monitored) == expected, "decoder \(index)")
                    made += expected.count
                }
            }
            // And every one of those decodes reached the monitor.
            #expect(monitor.snapshot().decodes == made)
        }
    }

    @Test func updateDoesNotReachTheMonitor() throws {
        let monitor = MappingMonitor.testing()
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        let member = Member(name: "Ada", age: 36)
        let updated = try decoder.update(member, from: ["age": 37, "nick": "A"])
        #expect(updated == Member(name: "Ada", age: 37))
        // `monitor`'s documentation says `update` does not add to it: the merged tree is not a backend's response.
        #expect(monitor.snapshot().decodes == 0)
        #expect(monitor.snapshot().isClean)
        _ = try decoder.update(member, from: Data(#"{"age": 38}"#.utf8))
        // A patch that is not an object is decoded as the whole value: here it fails, unmonitored too.
        #expect(throws: DecodingError.self) { try decoder.update(member, fromJSON: "[]") }
        #expect(monitor.snapshot().decodes == 0)
    }
}

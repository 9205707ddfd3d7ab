import Foundation
import ModelMapper
import Testing

/// `.iso8601WithFractionalSeconds` is one spelling for the decoder, the encoder and the reflector: what one writes,
/// the others read.
@Suite struct FractionalSecondsDateTests {
    private struct Event: Codable, Equatable {
        var at: Date
    }

    @Test func theDecoderReadsWhatTheEncoderWrites() throws {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        let event = Event(at: Date(timeIntervalSince1970: 1_714_564_800.25))
        let tree = try encoder.encodeToDictionary(event)
        #expect(tree["at"] as? String == "2024-05-01T12:00:00.250Z")
        #expect(try decoder.decode(Event.self, from: tree) == event)
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601WithFractionalSeconds
        #expect(try decoder.decode(Event.self, from: reflector.reflect(event)) == event)
    }

    @Test func wholeSecondsAreReadAndOtherTextIsRefusedAtItsPaths() throws {
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        let whole = try decoder.decode(Event.self, from: ["AT": "2024-05-01T12:00:00Z"], hints: ["at": "AT"])
        #expect(whole.at == Date(timeIntervalSince1970: 1_714_564_800))
        let error = #expect(throws: DecodingError.self) {
            try decoder.decode(Event.self, from: ["AT": "May 1st"], hints: ["at": "AT"])
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["at"])
        #expect(context.debugDescription == "Expected date string to be ISO8601-formatted. (source path: AT)")
    }

    /// `.iso8601` reads a fraction exactly as `JSONDecoder` does on this platform; `.iso8601WithFractionalSeconds`
    /// keeps it.
    @Test func plainISO8601ReadsFractionsAsJSONDecoderDoes() throws {
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .iso8601
        let json = Data(#"{"at": "2024-05-01T12:00:00.250Z"}"#.utf8)
        let expected = Result { try foundation.decode(Event.self, from: json) }
        let actual = Result { try decoder.decode(Event.self, from: json) }
        #expect((try? actual.get()) == (try? expected.get()))
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        #expect(try decoder.decode(Event.self, from: json).at == Date(timeIntervalSince1970: 1_714_564_800.25))
    }

    @Test func anUpdateWritesTheDateBackInTheSameForm() throws {
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        let event = Event(at: Date(timeIntervalSince1970: 0))
        let updated = try decoder.update(event, from: ["at": "2024-05-01T12:00:00.500Z"])
        #expect(updated.at == Date(timeIntervalSince1970: 1_714_564_800.5))
    }
}

import Foundation
import Testing

@testable import ModelMapper

/// `DictionaryEncoder.encodeToJSONData(_:hints:)`: the encoded tree as deterministic JSON text, equal in content to
/// what `JSONEncoder` writes, in the backend's spelling under hints, and a clear error for what JSON cannot carry.
@Suite struct JSONDataEncodingTests {
    @Test func writesCompactSortedTextWithEachNumberInItsKind() throws {
        let data = try DictionaryEncoder().encodeToJSONData(Account(name: "Ada/Lovelace", balance: 1, visits: 3))
        #expect(String(decoding: data, as: UTF8.self) == #"{"balance":1.0,"name":"Ada/Lovelace","visits":3}"#)
    }

    @Test func writesTheBackendsSpellingUnderHints() throws {
        let data = try DictionaryEncoder().encodeToJSONData(
            Account(name: "Ada", balance: 2.5, visits: 1), hints: ["name": "NAME", "visits": "stats.visits"])
        #expect(String(decoding: data, as: UTF8.self) == #"{"NAME":"Ada","balance":2.5,"stats":{"visits":1}}"#)
    }

    @Test func aTopLevelScalarIsAFragment() throws {
        #expect(String(decoding: try DictionaryEncoder().encodeToJSONData("active"), as: UTF8.self) == #""active""#)
        #expect(String(decoding: try DictionaryEncoder().encodeToJSONData([1, 2]), as: UTF8.self) == "[1,2]")
    }

    /// The same content as `JSONEncoder`'s text for the same value, compared as parsed trees.
    @Test func saysWhatJSONEncoderSays() throws {
        let values: [Account] = [
            Account(name: "", balance: -0.5, visits: 0),
            Account(name: "é \"quoted\" \n", balance: 1e300, visits: Int.max),
            Account(name: "x", balance: 0.1, visits: -7, tags: ["a", "b"], nested: ["k": [1, 2]]),
        ]
        for value in values {
            let ours = try JSONSerialization.jsonObject(with: DictionaryEncoder().encodeToJSONData(value))
            let foundations = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
            #expect((ours as? NSDictionary) == (foundations as? NSDictionary), "\(value)")
        }
    }

    @Test func aDateLeafIsAnErrorNamingItsPlace() throws {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .leaf
        let error = try #require(throws: EncodingError.self) {
            try encoder.encodeToJSONData(Stamped(events: [Date(timeIntervalSince1970: 0)]))
        }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("expected invalidValue")
            return
        }
        #expect(context.debugDescription.contains("cannot be written as JSON text"))
        #expect(context.debugDescription.contains("(at events[0] in the text)"))
        // The same model is JSON under a JSON strategy.
        encoder.dateEncodingStrategy = .secondsSince1970
        let data = try encoder.encodeToJSONData(Stamped(events: [Date(timeIntervalSince1970: 0)]))
        #expect(String(decoding: data, as: UTF8.self) == #"{"events":[0.0]}"#)
    }

    @Test func aKeptDataLeafIsAnError() throws {
        let error = try #require(throws: EncodingError.self) {
            try DictionaryEncoder().encodeToJSONData(["blob": JSONValue.data(Data([1, 2]))])
        }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("expected invalidValue")
            return
        }
        #expect(context.debugDescription.contains("(at blob in the text)"))
    }
}

// MARK: - Test Types

private struct Account: Encodable {
    var name: String
    var balance: Double
    var visits: Int
    var tags: [String]? = nil
    var nested: [String: [Int]]? = nil
}

private struct Stamped: Encodable {
    var events: [Date]
}

import Foundation
import ModelMapper
import Testing

/// The `.formatted(_:)` date strategies as the article Untyped Values, Lossy Dictionaries and Formats shows them: one
/// formatter for the decoder, the encoder and the reflector, reading and writing the backend's text.
@Suite struct FormattedDateDocumentationTests {
    struct Order: Codable, Equatable {
        var created: Date
    }

    @Test func theArticlesRoundTrip() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Shanghai")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .formatted(formatter)

        let order = try decoder.decode(Order.self, from: ["created": "2026-11-27 14:05:00"])
        let payload = try encoder.encodeToDictionary(order)  // ["created": "2026-11-27 14:05:00"]

        #expect(order.created == Date(timeIntervalSince1970: 1_795_759_500))
        #expect(payload["created"] as? String == "2026-11-27 14:05:00")
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .formatted(formatter)
        #expect(try reflector.reflectToDictionary(order)["created"] as? String == "2026-11-27 14:05:00")
        let updated = try decoder.update(order, from: ["created": "2026-11-28 09:00:00"])
        #expect(try encoder.encodeToDictionary(updated)["created"] as? String == "2026-11-28 09:00:00")

        let unread = expectDecodingError(.dataCorrupted, at: ["created"]) {
            try decoder.decode(Order.self, from: ["CREATED": "27/11/2026"], hints: ["created": "CREATED"])
        }
        #expect(unread?.context?.debugDescription.hasSuffix("(source path: CREATED)") == true)
        expectDecodingError(.typeMismatch, at: ["created"]) {
            try decoder.decode(Order.self, from: ["created": 1_795_759_500])
        }
    }
}

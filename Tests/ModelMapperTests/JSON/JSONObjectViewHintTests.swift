import Foundation
import Testing

@testable import ModelMapper

/// A scanned object with hints reads the keys its hints name through its byte view (``JSONObjectView``), and its
/// members where bytes cannot tell. The property over generated hints is
/// ``HintPropertyTests/decodingTextWithHintsEqualsDecodingItsTree()``.
@Suite struct JSONObjectViewHintTests {
    @Test func hintedKeysFollowPathsCandidatesAndPatternsInTheText() throws {
        struct Card: Decodable, Equatable {
            var name: String
            var city: String
            var tag: String?
            var code: String
        }
        let hints: HintTree = [
            "name": .candidates(["FULL_NAME", "NAME"]),
            "city": .path("address.city"),
            "tag": "meta.tag",
            "code": .keyPattern(.prefix("code_")),
        ]
        let text = Data(
            #"{"NAME": "Ada", "FULL_NAME": null, "address": {"city": "Paris"}, "meta": {"tag": "x"}, "code_7": "c"}"#
                .utf8)
        let card = try DictionaryDecoder().decode(Card.self, from: text, hints: hints)
        #expect(card == Card(name: "Ada", city: "Paris", tag: "x", code: "c"))
    }
}

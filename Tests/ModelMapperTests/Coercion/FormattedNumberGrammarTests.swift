import ModelMapper
import Testing

/// `Coercions.formattedNumberGrammar`, the bit that `formattedNumbers` adds to `numbersFromStrings`: public and
/// named, so that every bit of a set of coercions means something documented.
@Suite struct FormattedNumberGrammarTests {
    struct Row: Decodable {
        var count: Int
        var price: Double
    }

    static func decoder(_ coercions: DictionaryDecoder.Coercions) -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.coercions = coercions
        return decoder
    }

    @Test func formattedNumbersIsNumbersFromStringsInTheFormattedGrammar() {
        #expect(DictionaryDecoder.Coercions.formattedNumbers == [.numbersFromStrings, .formattedNumberGrammar])
        #expect(DictionaryDecoder.Coercions.all.contains(.formattedNumberGrammar))
        #expect(!DictionaryDecoder.Coercions.scalars.contains(.formattedNumberGrammar))
    }

    @Test func theGrammarWidensTheTargetsItIsGivenWith() throws {
        let source: [String: Any] = ["count": "1,234", "price": "1,299.5"]
        let row = try Self.decoder([.integers, .floatingPointNumbers, .formattedNumberGrammar])
            .decode(Row.self, from: source)
        #expect(row.count == 1234)
        #expect(row.price == 1299.5)
        #expect(throws: DecodingError.self) {
            try Self.decoder(.numbersFromStrings).decode(Row.self, from: source)
        }
    }

    @Test func onItsOwnTheGrammarReadsNothing() {
        #expect(throws: DecodingError.self) {
            try Self.decoder(.formattedNumberGrammar).decode(Row.self, from: ["count": "7", "price": 1.5])
        }
    }

    @Test func withOneTargetOnlyThatTargetReadsFormattedStrings() throws {
        let row = try Self.decoder([.floatingPointNumbers, .formattedNumberGrammar])
            .decode(Row.self, from: ["count": 7, "price": "1,000.25"])
        #expect(row.price == 1000.25)
        #expect(throws: DecodingError.self) {
            try Self.decoder([.floatingPointNumbers, .formattedNumberGrammar])
                .decode(Row.self, from: ["count": "1,000", "price": 1.5])
        }
    }
}

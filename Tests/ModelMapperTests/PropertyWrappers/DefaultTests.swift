import Foundation
import ModelMapper
import Testing

@Suite struct DefaultTests: WrapperTestHelpers {
    // MARK: - Missing and null give the default, for every provider

    /// Every key missing, and every key `null`: both give every provider's default.
    static let absentValues = [
        "{}",
        #"""
        {"isFalse": null, "isTrue": null, "zero": null, "zeroDouble": null, "text": null, "list": null,
         "map": null, "country": null}
        """#,
    ]

    @Test(arguments: WrapperTestDecoder.allCases, absentValues)
    func missingKeysAndNullGiveTheDefaults(decoder: WrapperTestDecoder, json: String) throws {
        let defaults = try decoder.decode(Defaults.self, json: json)
        #expect(defaults.isFalse == false)
        #expect(defaults.isTrue == true)
        #expect(defaults.zero == 0)
        #expect(defaults.zeroDouble == 0)
        #expect(defaults.text == "")
        #expect(defaults.list == [])
        #expect(defaults.map == [:])
        #expect(defaults.country == "NZ")
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func presentValuesAreDecoded(decoder: WrapperTestDecoder) throws {
        let json = #"""
            {"isFalse": true, "isTrue": false, "zero": -3, "zeroDouble": 2.5, "text": "hi", "list": [1, 2],
             "map": {"a": 1}, "country": "FR"}
            """#
        let defaults = try decoder.decode(Defaults.self, json: json)
        #expect(defaults.isFalse == true)
        #expect(defaults.isTrue == false)
        #expect(defaults.zero == -3)
        #expect(defaults.zeroDouble == 2.5)
        #expect(defaults.text == "hi")
        #expect(defaults.list == [1, 2])
        #expect(defaults.map == ["a": 1])
        #expect(defaults.country == "FR")
    }

    // MARK: - A present value of the wrong type throws, for every provider

    static let wrongTypes: [(key: String, json: String)] = [
        ("isFalse", #""yes""#), ("isFalse", "1"), ("isTrue", "0"), ("isTrue", #""false""#),
        ("zero", #""26""#), ("zero", "true"), ("zeroDouble", #""2.5""#), ("text", "26"), ("text", "false"),
        ("list", #"{"a": 1}"#), ("list", #""[]""#), ("map", "[]"), ("map", #""""#), ("country", "49"),
    ]

    @Test(arguments: WrapperTestDecoder.allCases, wrongTypes)
    func wrongTypeThrowsAtThePropertysPath(decoder: WrapperTestDecoder, row: (key: String, json: String)) {
        expectDecodingError(.typeMismatch, at: [row.key]) {
            _ = try decoder.decode(Defaults.self, json: #"{"\#(row.key)": \#(row.json)}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func wrongValuesInsideTheValueThrowAtTheirPath(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["list", "Index 1"]) {
            _ = try decoder.decode(Defaults.self, json: #"{"list": [1, "2"]}"#)
        }
        expectDecodingError(.valueNotFound, at: ["list", "Index 0"]) {
            _ = try decoder.decode(Defaults.self, json: #"{"list": [null]}"#)
        }
        expectDecodingError(.typeMismatch, at: ["map", "a"]) {
            _ = try decoder.decode(Defaults.self, json: #"{"map": {"a": "1"}}"#)
        }
    }

    /// A value that does not fit fails exactly as it does for a plain property with the same decoder.
    /// (`JSONDecoder` on Linux reports a number that does not fit as "not valid JSON" with an empty coding path;
    /// the wrapper must not hide or change that.)
    @Test(arguments: WrapperTestDecoder.allCases)
    func numberThatDoesNotFitFailsAsForAPlainProperty(decoder: WrapperTestDecoder) throws {
        let json = #"{"zero": 1.5}"#
        let plain = try #require(throws: DecodingError.self) { try decoder.decode(PlainZero.self, json: json) }
        let wrapped = expectDecodingError(.dataCorrupted, at: plain.wrapperTestPath) {
            _ = try decoder.decode(Defaults.self, json: json)
        }
        #expect(wrapped?.wrapperTestContext?.debugDescription == plain.wrapperTestContext?.debugDescription)
        if decoder == .dictionaryDecoder {
            #expect(plain.wrapperTestPath == ["zero"])
        }
    }

    // MARK: - Nested models and arrays

    @Test(arguments: WrapperTestDecoder.allCases)
    func worksInsideNestedModelsAndArrays(decoder: WrapperTestDecoder) throws {
        let shelf = try decoder.decode(
            Shelf.self, json: #"{"items": [{}, {"isFalse": true, "country": "DE"}], "first": {"zero": 9}}"#)
        #expect(shelf.items.count == 2)
        #expect(shelf.items[0] == Defaults())
        #expect(shelf.items[1].isFalse == true)
        #expect(shelf.items[1].country == "DE")
        #expect(shelf.first.zero == 9)
        #expect(shelf.first.isTrue == true)
        expectDecodingError(.typeMismatch, at: ["items", "Index 1", "isTrue"]) {
            _ = try decoder.decode(Shelf.self, json: #"{"items": [{}, {"isTrue": "no"}], "first": {}}"#)
        }
    }

    @Test func dictionaryDecoderUsesDefaultsForNativeInput() throws {
        let defaults = try DictionaryDecoder().decode(
            Defaults.self, from: ["zero": 4, "text": NSNull(), "list": [Any](), "country": "AU"] as [String: Any])
        #expect(defaults.zero == 4)
        #expect(defaults.text == "")
        #expect(defaults.list == [])
        #expect(defaults.country == "AU")
        #expect(defaults.isTrue == true)
        expectDecodingError(.typeMismatch, at: ["isFalse"]) {
            _ = try DictionaryDecoder().decode(Defaults.self, from: ["isFalse": 1] as [String: Any])
        }
        let optionalNil: String? = nil
        let fromOptional = try DictionaryDecoder().decode(Defaults.self, from: ["text": optionalNil as Any])
        #expect(fromOptional.text == "")
    }

    @Test func dictionaryDecoderUsesDefaultsWhenAHintedKeyIsMissing() throws {
        let hints: HintTree = ["country": "COUNTRY", "zero": "ZERO"]
        let missing = try DictionaryDecoder().decode(Defaults.self, from: ["country": "FR"], hints: hints)
        #expect(missing.country == "NZ")
        let present = try DictionaryDecoder().decode(Defaults.self, from: ["COUNTRY": "FR", "ZERO": 2], hints: hints)
        #expect(present.country == "FR")
        #expect(present.zero == 2)
    }

    // MARK: - Encoding

    @Test func encodesValuesPlainlyIncludingDefaults() throws {
        let defaults = try decodeJSON(Defaults.self, "{}")
        #expect(
            try encodeJSON(defaults)
                == #"{"country":"NZ","isFalse":false,"isTrue":true,"list":[],"map":{},"text":"","zero":0,"zeroDouble":0}"#
        )
    }

    @Test func roundTrips() throws {
        var value = Defaults()
        value.isFalse = true
        value.zero = 5
        value.list = [3]
        value.map = ["k": 2]
        try expectRoundTrip(
            value,
            json:
                #"{"country":"NZ","isFalse":true,"isTrue":true,"list":[3],"map":{"k":2},"text":"","zero":5,"zeroDouble":0}"#
        )
    }

    // MARK: - Wrapper API

    @Test func initialisersAndConformances() {
        #expect(DefaultTrue().wrappedValue == true)
        #expect(DefaultZero<Int8>().wrappedValue == 0)
        #expect(DefaultEmptyArray<String>(wrappedValue: ["a"]).wrappedValue == ["a"])
        #expect(DefaultFalse(wrappedValue: true) == DefaultFalse(wrappedValue: true))
        #expect(DefaultFalse(wrappedValue: true) != DefaultFalse())
        #expect(Set([DefaultEmptyString(), DefaultEmptyString(), DefaultEmptyString(wrappedValue: "x")]).count == 2)
        let sendable: any Sendable = DefaultTrue()
        #expect(sendable is DefaultTrue)
        #expect(Mirror(reflecting: DefaultTrue()).children.map(\.label) == ["wrappedValue"])
    }
}

// MARK: - Test Types

extension DefaultTests {
    private enum DefaultCountry: DefaultValueProvider {
        static var defaultValue: String { "NZ" }
    }

    private struct Defaults: Codable, Equatable {
        @DefaultFalse var isFalse: Bool
        @DefaultTrue var isTrue: Bool
        @DefaultZero var zero: Int
        @DefaultZero var zeroDouble: Double
        @DefaultEmptyString var text: String
        @DefaultEmptyArray var list: [Int]
        @DefaultEmptyDictionary var map: [String: Int]
        @Default<DefaultCountry> var country: String

        init() {}
    }

    private struct PlainZero: Decodable {
        var zero: Int
    }

    private struct Shelf: Codable {
        var items: [Defaults]
        var first: Defaults
    }
}

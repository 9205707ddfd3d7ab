import Foundation
import ModelMapper
import Testing

/// `@OptionalDateValue`: an optional date in a format of its own, with `""`, `null` and a missing key kept for the way
/// back; and a custom ``DateValueStrategy`` whose errors, `DecodingError`s included, sit at the property once.
@Suite struct OptionalDateValueTests: WrapperTestHelpers {
    /// Days since 1970, a strategy that throws `DecodingError`s and `EncodingError`s of its own.
    enum Strict: DateValueStrategy {
        static func date(from raw: Int) throws -> Date {
            guard raw >= 0 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "Day \(raw) is before the epoch."))
            }
            return Date(timeIntervalSince1970: Double(raw) * 86_400)
        }

        static func raw(from date: Date) throws -> Int {
            let days = date.timeIntervalSince1970 / 86_400
            guard days == days.rounded() else {
                throw EncodingError.invalidValue(date, .init(codingPath: [], debugDescription: "No day number."))
            }
            return Int(days)
        }
    }

    struct User: Codable, Equatable {
        var id: String
        @OptionalDateValue<GatewayTimestamp> var lastLogin: Date?
        @OptionalDateValue<SecondsSince1970Strategy> var closed: Date?
    }

    static let hints: HintTree = ["id": "ID", "lastLogin": "LAST_LOGIN", "closed": "CLOSED"]

    static let january31 = Date(timeIntervalSince1970: 1_706_693_400)  // 2024-01-31T09:30:00Z

    @Test func anOptionalDateInACustomFormatGoesBothWaysUnderTheDictionaryCoders() throws {
        let tree: [String: Any] = ["ID": "1", "LAST_LOGIN": "20240131 093000", "CLOSED": 1_706_693_400.0]
        let user = try DictionaryDecoder().decode(User.self, from: tree, hints: Self.hints)
        #expect(user.lastLogin == Self.january31)
        #expect(user.closed == Self.january31)
        #expect(try dictionaryRoundTrip(User.self, tree, hints: Self.hints) == typedText(tree))
    }

    @Test(arguments: [
        #"{"closed":1706693400,"id":"1","lastLogin":"20240131 093000"}"#,
        #"{"closed":"","id":"1","lastLogin":""}"#,
        #"{"closed":null,"id":"1","lastLogin":null}"#,
        #"{"id":"1"}"#,
    ])
    func everyFormComesBackAsItWasRead(json: String) throws {
        #expect(try jsonRoundTrip(User.self, json) == json)
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var native = NativeTreeForEmptyForms.make(tree)
        if native["closed"] is Int { native["closed"] = 1_706_693_400.0 }
        #expect(try dictionaryRoundTrip(User.self, native) == typedText(native))
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func noneIsRememberedInItsForm(decoder: WrapperTestDecoder) throws {
        let user = try decoder.decode(User.self, json: #"{"id":"1","lastLogin":"","closed":null}"#)
        #expect(user.lastLogin == nil && user.$lastLogin == .emptyString)
        #expect(user.closed == nil && user.$closed == .null)
        let missing = try decoder.decode(User.self, json: #"{"id":"1"}"#)
        #expect(missing.$lastLogin == .absent && missing.$closed == .absent)
    }

    @Test func aNilMadeInCodeIsLeftOut() throws {
        #expect(try encodeJSON(User(id: "1", lastLogin: nil, closed: nil)) == #"{"id":"1"}"#)
        let tree = try DictionaryEncoder().encodeToDictionary(User(id: "1", lastLogin: Self.january31, closed: nil))
        #expect(typedText(tree) == #"{id: String("1"), lastLogin: String("20240131 093000")}"#)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func textNotInTheFormatThrowsTheStrategysMessageAtTheProperty(decoder: WrapperTestDecoder) {
        let error = expectDecodingError(.dataCorrupted, at: ["lastLogin"]) {
            _ = try decoder.decode(User.self, json: #"{"id":"1","lastLogin":"31/01/2024"}"#)
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasPrefix(#""31/01/2024" is not a"#) == true)
    }

    @Test func textNotInTheFormatNamesTheSourcePath() {
        let error = expectDecodingError(.dataCorrupted, at: ["lastLogin"]) {
            _ = try DictionaryDecoder().decode(User.self, from: ["ID": "1", "LAST_LOGIN": "x"], hints: Self.hints)
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: LAST_LOGIN)") == true)
    }

    struct Strictly: Codable {
        @DateValue<Strict> var day: Date
        @OptionalDateValue<Strict> var maybe: Date?
    }

    /// A `DecodingError` a strategy throws is the error, at the property's path: not described inside another
    /// `dataCorrupted` ("DecodingError.dataCorrupted … Underlying error: DecodingError.dataCorrupted …").
    @Test(arguments: WrapperTestDecoder.allCases)
    func aDecodingErrorOfTheStrategyIsRethrownOnceAtThePropertysPath(decoder: WrapperTestDecoder) {
        for (json, key, day) in [(#"{"day":-3}"#, "day", -3), (#"{"day":1,"maybe":-2}"#, "maybe", -2)] {
            let error = expectDecodingError(.dataCorrupted, at: [key]) {
                _ = try decoder.decode(Strictly.self, json: json)
            }
            #expect(error?.wrapperTestContext?.underlyingError == nil)
            let description = error?.wrapperTestContext?.debugDescription ?? ""
            #expect(description.hasPrefix("Day \(day) is before the epoch."))
            #expect(!description.contains("DecodingError"))
        }
    }

    @Test func aDecodingErrorOfTheStrategyNamesTheSourcePath() {
        let error = expectDecodingError(.dataCorrupted, at: ["day"]) {
            _ = try DictionaryDecoder().decode(Strictly.self, from: ["DAY": -3], hints: ["day": "DAY"])
        }
        #expect(error?.wrapperTestContext?.debugDescription == "Day -3 is before the epoch. (source path: DAY)")
    }

    @Test func anEncodingErrorOfTheStrategyIsRethrownAtThePropertysPath() throws {
        let model = Strictly(day: Self.january31, maybe: Self.january31)
        for encode in [{ _ = try encodeJSON(model) }, { _ = try DictionaryEncoder().encodeToDictionary(model) }] {
            do {
                try encode()
                Issue.record("The date was written")
            } catch EncodingError.invalidValue(_, let context) {
                #expect(context.codingPath.map(\.stringValue) == ["day"])
                #expect(context.debugDescription == "No day number.")
            }
        }
    }
}

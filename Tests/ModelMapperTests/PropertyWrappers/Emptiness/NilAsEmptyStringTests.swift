import Foundation
import ModelMapper
import Testing

/// `@NilAsEmptyString`: `""` ↔ `nil` both ways, under the dictionary coders and the JSON coders, with the `null` and
/// the missing key of other records kept as they were read.
@Suite struct NilAsEmptyStringTests: WrapperTestHelpers {
    struct User: Codable, Equatable {
        var id: String
        @NilAsEmptyString var address2: String?
        @NilAsEmptyString var age: Int?
    }

    static let hints: HintTree = ["id": "ID", "address2": "ADDR_2", "age": "AGE"]

    @Test func emptyStringIsNilAndGoesBackAsEmptyStringUnderTheDictionaryCoders() throws {
        let tree: [String: Any] = ["ID": "7", "ADDR_2": "", "AGE": ""]
        let user = try DictionaryDecoder().decode(User.self, from: tree, hints: Self.hints)
        #expect(user.address2 == nil)
        #expect(user.$address2 == .emptyString)
        #expect(user.age == nil)
        #expect(try dictionaryRoundTrip(User.self, tree, hints: Self.hints) == typedText(tree))
        // Not under `nilStrategy = .null` either: the form read is the form written.
        var nullEncoder = DictionaryEncoder()
        nullEncoder.nilStrategy = .null
        #expect(try dictionaryRoundTrip(User.self, tree, hints: Self.hints, encoder: nullEncoder) == typedText(tree))
    }

    @Test func emptyStringIsNilAndGoesBackAsEmptyStringUnderTheJSONCoders() throws {
        let json = #"{"address2":"","age":"","id":"7"}"#
        let user = try decodeJSON(User.self, json)
        #expect(user.address2 == nil && user.age == nil)
        #expect(try jsonRoundTrip(User.self, json) == json)
    }

    @Test(arguments: [
        #"{"address2":"","id":"1"}"#,
        #"{"address2":null,"id":"1"}"#,
        #"{"id":"1"}"#,
        #"{"address2":"Flat 4","age":26,"id":"1"}"#,
        #"{"address2":" ","age":null,"id":"1"}"#,
    ])
    func everyFormComesBackAsItWasRead(json: String) throws {
        #expect(try jsonRoundTrip(User.self, json) == json)
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let native = NativeTreeForEmptyForms.make(tree)
        #expect(try dictionaryRoundTrip(User.self, native) == typedText(native))
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func nullAndMissingKeyAreRemembered(decoder: WrapperTestDecoder) throws {
        let null = try decoder.decode(User.self, json: #"{"id":"1","address2":null}"#)
        #expect(null.address2 == nil && null.$address2 == .null)
        let missing = try decoder.decode(User.self, json: #"{"id":"1"}"#)
        #expect(missing.address2 == nil && missing.$address2 == .absent && missing.$age == .absent)
        let value = try decoder.decode(User.self, json: #"{"id":"1","address2":"x","age":3}"#)
        #expect(value.address2 == "x" && value.age == 3)
    }

    @Test func aNilMadeInCodeIsWrittenAsEmptyString() throws {
        let user = User(id: "1", address2: nil, age: nil)
        #expect(try encodeJSON(user) == #"{"address2":"","age":"","id":"1"}"#)
        let tree = try DictionaryEncoder().encodeToDictionary(user, hints: Self.hints)
        #expect(typedText(tree) == #"{ADDR_2: String(""), AGE: String(""), ID: String("1")}"#)
        let reflected = try DictionaryReflector().reflectToDictionary(user, hints: Self.hints)
        #expect(typedText(reflected) == #"{ADDR_2: String(""), AGE: String(""), ID: String("1")}"#)
    }

    @Test func anEditedValueSetBackToNilIsWrittenInTheFormItWasRead() throws {
        var user = try DictionaryDecoder().decode(User.self, from: ["ID": "1", "ADDR_2": NSNull()], hints: Self.hints)
        user.address2 = "Flat 4"
        #expect(try DictionaryEncoder().encodeToDictionary(user, hints: Self.hints)["ADDR_2"] as? String == "Flat 4")
        user.address2 = nil
        #expect(try DictionaryEncoder().encodeToDictionary(user, hints: Self.hints)["ADDR_2"] is NSNull)
        user.$address2 = .emptyString
        #expect(try DictionaryEncoder().encodeToDictionary(user, hints: Self.hints)["ADDR_2"] as? String == "")
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func onlyTheEmptyStringIsNone(decoder: WrapperTestDecoder) throws {
        #expect(try decoder.decode(User.self, json: #"{"id":"1","address2":" "}"#).address2 == " ")
        expectDecodingError(.typeMismatch, at: ["age"]) {
            _ = try decoder.decode(User.self, json: #"{"id":"1","age":" "}"#)
        }
    }

    @Test func aValueOfTheWrongTypeNamesTheSourcePath() {
        let error = expectDecodingError(.typeMismatch, at: ["age"]) {
            _ = try DictionaryDecoder().decode(User.self, from: ["ID": "1", "AGE": ["x"]], hints: Self.hints)
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: AGE)") == true)
    }

    @Test func theDecoderWideEmptyStringCoercionDoesNotTurnTheEmptyStringIntoNull() throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = [.emptyStringAsNil]
        let user = try decoder.decode(User.self, from: ["ID": "1", "ADDR_2": ""], hints: Self.hints)
        #expect(user.address2 == nil && user.$address2 == .emptyString)
    }

    @Test func theReportRecordsTheEmptyStringReadAsNil() throws {
        let result = try DictionaryDecoder().decodeWithReport(
            User.self, from: ["ID": "1", "ADDR_2": "", "AGE": 3], hints: Self.hints)
        #expect(result.report.isClean)
        #expect(result.report.coercions.map(\.sourcePath.description) == ["ADDR_2"])
    }
}

/// A JSON tree rebuilt from Swift values (`String`, `Int`, `NSNull`), as a backend's SDK hands it over, so that its
/// types compare with what ``DictionaryEncoder`` writes.
enum NativeTreeForEmptyForms {
    static func make(_ value: Any) -> [String: Any] {
        guard let object = value as? [String: Any] else { return [:] }
        return object.mapValues(leaf)
    }

    private static func leaf(_ value: Any) -> Any {
        if value is NSNull { return NSNull() }
        if let string = value as? String { return string }
        if let number = value as? NSNumber { return number.intValue }
        return value
    }
}

import Foundation
import ModelMapper
import Testing

/// `@AbsentOrNull`: a missing key stays missing and `null` stays `null` on the way back, under every coder, in a
/// model without `UnknownKeys`.
@Suite struct AbsentOrNullTests: WrapperTestHelpers {
    struct Contact: Codable, Equatable {
        var id: String
        @AbsentOrNull var phone: String?
        @AbsentOrNull var extensionNumber: Int?
    }

    static let hints: HintTree = ["id": "ID", "phone": "PHONE", "extensionNumber": "EXT"]

    @Test func nullAndAbsentComeBackAsTheyCameUnderTheDictionaryCoders() throws {
        let null: [String: Any] = ["ID": "1", "PHONE": NSNull(), "EXT": NSNull()]
        let absent: [String: Any] = ["ID": "2"]
        let value: [String: Any] = ["ID": "3", "PHONE": "", "EXT": 12]
        for tree in [null, absent, value] {
            #expect(try dictionaryRoundTrip(Contact.self, tree, hints: Self.hints) == typedText(tree))
        }
        let decoded = try DictionaryDecoder().decode(Contact.self, from: null, hints: Self.hints)
        #expect(decoded.phone == nil && decoded.$phone == .null)
        let missing = try DictionaryDecoder().decode(Contact.self, from: absent, hints: Self.hints)
        #expect(missing.phone == nil && missing.$phone == .absent)
        // Two records a plain `String?` cannot tell apart are different models.
        #expect(decoded.$phone != missing.$phone)
    }

    @Test func absentStaysAbsentUnderTheNullNilStrategy() throws {
        var encoder = DictionaryEncoder()
        encoder.nilStrategy = .null
        let tree: [String: Any] = ["ID": "2", "PHONE": NSNull()]
        #expect(try dictionaryRoundTrip(Contact.self, tree, hints: Self.hints, encoder: encoder) == typedText(tree))
    }

    @Test(arguments: [
        #"{"id":"1","phone":null}"#,
        #"{"id":"2"}"#,
        #"{"extensionNumber":null,"id":"3","phone":""}"#,
        #"{"extensionNumber":7,"id":"4","phone":"555"}"#,
    ])
    func nullAndAbsentComeBackAsTheyCameUnderTheJSONCoders(json: String) throws {
        #expect(try jsonRoundTrip(Contact.self, json) == json)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func decodingIsAPlainOptionalsPlusTheForm(decoder: WrapperTestDecoder) throws {
        let null = try decoder.decode(Contact.self, json: #"{"id":"1","phone":null}"#)
        #expect(null.phone == nil && null.$phone == .null && null.$extensionNumber == .absent)
        let empty = try decoder.decode(Contact.self, json: #"{"id":"1","phone":""}"#)
        #expect(empty.phone == "")
        expectDecodingError(.typeMismatch, at: ["extensionNumber"]) {
            _ = try decoder.decode(Contact.self, json: #"{"id":"1","extensionNumber":"x"}"#)
        }
    }

    @Test func theFormCanBeChosen() throws {
        var contact = Contact(id: "1", phone: nil, extensionNumber: nil)
        #expect(try encodeJSON(contact) == #"{"id":"1"}"#)
        contact.$phone = .null
        contact.$extensionNumber = .emptyString
        #expect(try encodeJSON(contact) == #"{"extensionNumber":"","id":"1","phone":null}"#)
        let tree = try DictionaryEncoder().encodeToDictionary(contact, hints: Self.hints)
        #expect(typedText(tree) == #"{EXT: String(""), ID: String("1"), PHONE: NSNull}"#)
        let reflected = try DictionaryReflector().reflectToDictionary(contact, hints: Self.hints)
        #expect(typedText(reflected) == #"{EXT: String(""), ID: String("1"), PHONE: NSNull}"#)
    }

    @Test func aValueOfTheWrongTypeNamesTheSourcePath() {
        let error = expectDecodingError(.typeMismatch, at: ["phone"]) {
            _ = try DictionaryDecoder().decode(Contact.self, from: ["ID": "1", "PHONE": 5], hints: Self.hints)
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: PHONE)") == true)
    }

    /// The wrapper reports what a plain optional reports: a `null` read and a missing key are no more drift with it.
    @Test func theReportIsAPlainOptionals() throws {
        struct Plain: Codable {
            var id: String
            var phone: String?
            var extensionNumber: Int?
        }
        for tree: [String: Any] in [["ID": "1", "PHONE": NSNull()], ["ID": "2"], ["ID": "3", "PHONE": "5", "EXT": 1]] {
            let wrapped = try DictionaryDecoder().decodeWithReport(Contact.self, from: tree, hints: Self.hints).report
            let plain = try DictionaryDecoder().decodeWithReport(Plain.self, from: tree, hints: Self.hints).report
            #expect(wrapped.entries.map(\.description) == plain.entries.map(\.description))
        }
    }

    @Test func outsideAnObjectAbsentIsWrittenAsNull() throws {
        let list = [AbsentOrNull<String>(wrappedValue: nil), AbsentOrNull(wrappedValue: "x")]
        #expect(try encodeJSON(list) == #"[null,"x"]"#)
        let decoded = try decodeJSON([AbsentOrNull<String>].self, #"[null,"x"]"#)
        #expect(decoded.map(\.wrappedValue) == [nil, "x"])
        #expect(decoded.map(\.projectedValue) == [.null, .absent])
    }
}

import Foundation
import ModelMapper
import Testing

/// `@DelimitedList`: a list in one string, `"ios,beta,vip"` ↔ `["ios", "beta", "vip"]` and `""` ↔ `[]`, both ways,
/// under the dictionary coders and the JSON coders, with the separator of a strategy.
@Suite struct DelimitedListTests: WrapperTestHelpers {
    enum PipeSeparated: DelimitedListStrategy {
        static let separator = " | "
    }

    enum NoSeparator: DelimitedListStrategy {
        static let separator = ""
    }

    struct User: Codable, Equatable {
        var id: String
        @DelimitedList<CommaSeparated> var tags: [String]
        @DelimitedList<PipeSeparated> var roles: [String]
    }

    static let hints: HintTree = ["id": "ID", "tags": "TAGS", "roles": "ROLES"]

    @Test func aListInOneStringGoesBothWaysUnderTheDictionaryCoders() throws {
        let tree: [String: Any] = ["ID": "1", "TAGS": "ios,beta,vip", "ROLES": "admin | ops"]
        let user = try DictionaryDecoder().decode(User.self, from: tree, hints: Self.hints)
        #expect(user.tags == ["ios", "beta", "vip"])
        #expect(user.roles == ["admin", "ops"])
        #expect(try dictionaryRoundTrip(User.self, tree, hints: Self.hints) == typedText(tree))
    }

    @Test(arguments: [
        #"{"id":"1","roles":"admin | ops","tags":"ios,beta,vip"}"#,
        #"{"id":"1","roles":"","tags":""}"#,
        #"{"id":"1","roles":null,"tags":null}"#,
        #"{"id":"1"}"#,
        #"{"id":"1","roles":"a|b","tags":"a,,b, c,"}"#,
    ])
    func everyTextComesBackAsItWasRead(json: String) throws {
        #expect(try jsonRoundTrip(User.self, json) == json)
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let native = NativeTreeForEmptyForms.make(tree)
        #expect(try dictionaryRoundTrip(User.self, native) == typedText(native))
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func theEmptyStringNullAndAMissingKeyAreTheEmptyList(decoder: WrapperTestDecoder) throws {
        let empty = try decoder.decode(User.self, json: #"{"id":"1","tags":"","roles":null}"#)
        #expect(empty.tags == [] && empty.$tags == .emptyString)
        #expect(empty.roles == [] && empty.$roles == .null)
        let missing = try decoder.decode(User.self, json: #"{"id":"1"}"#)
        #expect(missing.tags == [] && missing.$tags == .absent)
        let kept = try decoder.decode(User.self, json: #"{"id":"1","tags":"a,,b, c"}"#)
        #expect(kept.tags == ["a", "", "b", " c"])
    }

    @Test func aListMadeInCodeIsWrittenJoinedOrAsTheEmptyString() throws {
        let user = User(id: "1", tags: ["ios", "beta"], roles: [])
        #expect(try encodeJSON(user) == #"{"id":"1","roles":"","tags":"ios,beta"}"#)
        let tree = try DictionaryEncoder().encodeToDictionary(user, hints: Self.hints)
        #expect(typedText(tree) == #"{ID: String("1"), ROLES: String(""), TAGS: String("ios,beta")}"#)
        let reflected = try DictionaryReflector().reflectToDictionary(user, hints: Self.hints)
        #expect(typedText(reflected) == #"{ID: String("1"), ROLES: String(""), TAGS: String("ios,beta")}"#)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func aValueThatIsNotAStringThrowsAtTheProperty(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["tags"]) {
            _ = try decoder.decode(User.self, json: #"{"id":"1","tags":["ios"]}"#)
        }
        expectDecodingError(.typeMismatch, at: ["tags"]) {
            _ = try decoder.decode(User.self, json: #"{"id":"1","tags":3}"#)
        }
    }

    @Test func aValueThatIsNotAStringNamesTheSourcePath() {
        let error = expectDecodingError(.typeMismatch, at: ["tags"]) {
            _ = try DictionaryDecoder().decode(User.self, from: ["ID": "1", "TAGS": 3], hints: Self.hints)
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: TAGS)") == true)
    }

    @Test func anErrorInAListOfRowsNamesTheRowInBothPaths() {
        let rows: [[String: Any]] = [["ID": "1", "TAGS": "a"], ["ID": "2", "TAGS": ["a"]]]
        let error = expectDecodingError(.typeMismatch, at: ["Index 1", "tags"]) {
            _ = try DictionaryDecoder().decode([User].self, from: rows, hints: Self.hints)
        }
        #expect(
            error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: [1].TAGS)") == true,
            "\(String(describing: error))")
    }

    @Test func aListTheTextCannotCarryIsRefusedByBothEncoders() throws {
        for tags in [["a,b"], [""]] {
            let user = User(id: "1", tags: tags, roles: [])
            for encode in [{ _ = try encodeJSON(user) }, { _ = try DictionaryEncoder().encodeToDictionary(user) }] {
                do {
                    try encode()
                    Issue.record("\(tags) was written")
                } catch EncodingError.invalidValue(_, let context) {
                    #expect(context.codingPath.map(\.stringValue) == ["tags"])
                }
            }
        }
    }

    @Test func anEmptySeparatorIsRefused() {
        struct Bad: Codable {
            @DelimitedList<NoSeparator> var list: [String]
        }
        expectDecodingError(.dataCorrupted, at: ["list"]) { _ = try decodeJSON(Bad.self, #"{"list":"ab"}"#) }
        #expect(throws: EncodingError.self) { try encodeJSON(Bad(list: ["a", "b"])) }
    }
}

import Foundation
import ModelMapper
import Testing

/// A `Data` that reaches a tree entry point typed as `Any` (taken out of a `[String: Any]`, say) is JSON text, read
/// as the `Data` overloads read it, where it used to be a leaf that no model fits.
@Suite struct DataPassedAsAnyTests {
    struct User: Codable, Equatable {
        var name: String
        var age: Int
    }

    static let json = Data(#"{"USER_NM": "Ada", "AGE": 36, "EXTRA": true}"#.utf8)
    static let hints: HintTree = ["name": "USER_NM", "age": "AGE"]

    @Test func decodeReadsItAsTheDataOverloadDoes() throws {
        let envelope: [String: Any] = ["body": Self.json]
        let body = try #require(envelope["body"])
        let decoder = DictionaryDecoder()
        let fromAny = try decoder.decode(User.self, from: body, hints: Self.hints)
        #expect(fromAny == User(name: "Ada", age: 36))
        #expect(fromAny == (try decoder.decode(User.self, from: Self.json, hints: Self.hints)))
    }

    @Test func theReportAndTheAttemptReadItAsJSONToo() throws {
        let body: Any = Self.json
        let decoder = DictionaryDecoder()
        let result = try decoder.decodeWithReport(User.self, from: body, hints: Self.hints)
        #expect(result.value == User(name: "Ada", age: 36))
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath.description) == ["EXTRA"])
        let attempt = decoder.attemptDecode(User.self, from: body, hints: Self.hints)
        #expect((try? attempt.result.get()) == User(name: "Ada", age: 36))
        #expect(attempt.report.entries == result.report.entries)
    }

    @Test func textThatIsNotJSONFailsAsTheDataOverloadFails() throws {
        let body: Any = Data("not json".utf8)
        let decoder = DictionaryDecoder()
        let error = #expect(throws: DecodingError.self) { try decoder.decode(User.self, from: body) }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(context.underlyingError != nil)
    }

    @Test func aDataTargetKeepsItsValue() throws {
        let body: Any = Self.json
        #expect(try DictionaryDecoder().decode(Data.self, from: body) == Self.json)
    }
}

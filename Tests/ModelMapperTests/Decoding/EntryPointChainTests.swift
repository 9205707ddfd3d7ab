import Foundation
import ModelMapper
import Testing

/// Every `decode` entry point, from a tree or from JSON text, plain, strict or monitored, validates the hints before
/// it reads the source: invalid hints throw `invalidHint` even where the text is not JSON.
@Suite struct EntryPointChainTests {
    struct User: Decodable {
        var name: String
    }

    static let invalidHints: HintTree = ["name": .path("a..b")]
    static let notJSON = "{not json"

    enum Setup: CaseIterable, CustomTestStringConvertible {
        case plain, strict, monitored

        var decoder: DictionaryDecoder {
            var decoder = DictionaryDecoder()
            switch self {
            case .plain: break
            case .strict: decoder.strictness = .all
            case .monitored: decoder.monitor = MappingMonitor(sampleRate: 1)
            }
            return decoder
        }

        var testDescription: String { "\(self)" }
    }

    private func expectInvalidHint(_ setup: Setup, _ body: (DictionaryDecoder) throws -> Void) {
        let error = #expect(throws: ModelMapperError.self) { try body(setup.decoder) }
        #expect(error?.code == .invalidHint)
        #expect(error?.location.description == "name")
    }

    @Test(arguments: Setup.allCases)
    func invalidHintsThrowBeforeInvalidJSONText(_ setup: Setup) {
        expectInvalidHint(setup) {
            _ = try $0.decode(User.self, from: Data(Self.notJSON.utf8), hints: Self.invalidHints)
        }
        expectInvalidHint(setup) { _ = try $0.decode(User.self, fromJSON: Self.notJSON, hints: Self.invalidHints) }
        expectInvalidHint(setup) {
            _ = try $0.decodeWithReport(User.self, from: Data(Self.notJSON.utf8), hints: Self.invalidHints)
        }
        expectInvalidHint(setup) {
            _ = try $0.decode(User.self, from: Data(Self.notJSON.utf8) as Any, hints: Self.invalidHints)
        }
    }

    @Test(arguments: Setup.allCases)
    func invalidHintsThrowForATree(_ setup: Setup) {
        expectInvalidHint(setup) { _ = try $0.decode(User.self, from: ["name": "Ada"], hints: Self.invalidHints) }
        expectInvalidHint(setup) {
            _ = try $0.decodeWithReport(User.self, from: ["name": "Ada"], hints: Self.invalidHints)
        }
    }

    @Test(arguments: Setup.allCases)
    func validHintsStillReadTheText(_ setup: Setup) throws {
        let decoder = setup.decoder
        let user = try decoder.decode(User.self, fromJSON: #"{"NAME": "Ada"}"#, hints: ["name": "NAME"])
        #expect(user.name == "Ada")
        let error = #expect(throws: DecodingError.self) {
            try decoder.decode(User.self, fromJSON: Self.notJSON, hints: ["name": "NAME"])
        }
        guard case .dataCorrupted? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
    }
}

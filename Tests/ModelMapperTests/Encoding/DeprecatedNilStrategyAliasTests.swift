import Foundation
import ModelMapper
import Testing

/// `DictionaryEncoder.NilStrategy`, deprecated in 1.1 for `DictionaryReflector.NilStrategy`, which it names: code
/// written against 1.0 still compiles and behaves the same. This suite uses the deprecated alias on purpose.
@Suite struct DeprecatedNilStrategyAliasTests {
    struct Note: Codable {
        var text: String?
    }

    @available(*, deprecated)
    @Test func theDeprecatedEncoderNilStrategyAliasIsTheReflectorsType() throws {
        #expect(DictionaryEncoder.NilStrategy.self == DictionaryReflector.NilStrategy.self)
        var encoder = DictionaryEncoder()
        let strategy: DictionaryEncoder.NilStrategy = .null
        encoder.nilStrategy = strategy
        let tree = try encoder.encodeToDictionary(Note(text: nil))
        #expect(tree["text"] is NSNull)
    }
}

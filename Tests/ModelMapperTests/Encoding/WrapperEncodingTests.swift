import Foundation
import Testing

@testable import ModelMapper

/// The property wrappers through `DictionaryEncoder`: they write their wrapped value plainly, and what they write
/// decodes back to the same value, with hints on both sides.
@Suite struct WrapperEncodingTests {
    @Test func wrappersEncodeTheirValuePlainlyAndRoundTrip() throws {
        let source: [String: Any] = ["AGE": "26", "FLAGGED": "yes", "scores": [1, "x", 3]]
        let hints: HintTree = ["age": "AGE", "flagged": "FLAGGED"]
        let decoded = try DictionaryDecoder().decode(Wrapped.self, from: source, hints: hints)
        #expect(decoded.age == 26)
        #expect(decoded.flagged)
        #expect(decoded.scores == [1, 3])
        #expect(decoded.visits == 0)

        let encoded = try DictionaryEncoder().encodeToDictionary(decoded, hints: hints)
        #expect(encoded["AGE"] as? Int == 26)
        #expect(encoded["FLAGGED"] as? Bool == true)
        #expect(encoded["scores"] as? [Int] == [1, 3])
        #expect(encoded["visits"] as? Int == 0)
        #expect(encoded["nickname"] == nil)
        #expect(JSONSerialization.isValidJSONObject(encoded))
        #expect(try DictionaryDecoder().decode(Wrapped.self, from: encoded, hints: hints) == decoded)
    }
}

// MARK: - Test Types

private struct Wrapped: Codable, Equatable {
    @Coerced var age: Int
    @Coerced @DefaultFalse var flagged: Bool
    @LossyArray var scores: [Int]
    @DefaultZero var visits: Int
    @Coerced var nickname: String?
}

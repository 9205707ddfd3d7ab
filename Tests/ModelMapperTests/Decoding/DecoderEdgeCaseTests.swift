import Foundation
import Testing

@testable import ModelMapper

/// The decoder's promises at the edges: cycles fail at once, one coercion decision per value, reports record reads,
/// and errors name the right thing.
@Suite struct DecoderEdgeCaseTests {
    private let decoder = DictionaryDecoder()

    // MARK: - Foundation containers that contain themselves

    /// A dictionary holding itself under one key and a large array under another, read by a model that probes
    /// with `try?` (a JSON-any enum): unfolding it to the depth limit took minutes.
    @Test(.timeLimit(.minutes(1)))
    func aSelfContainingDictionaryBesideALargeArrayFailsAtOnce() {
        let cyclic = NSMutableDictionary()
        cyclic["a"] = cyclic
        cyclic["b"] = NSArray(array: Array(repeating: 1, count: 1_000))
        defer { cyclic.removeAllObjects() }
        let start = ContinuousClock.now
        let error = #expect(throws: ModelMapperError.self) { try decoder.decode(Probing.self, from: cyclic) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "a")
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    // MARK: - Coercion: one decision per value

    @Test func aCoercedPropertyIgnoresTheDecoderWideCoercions() throws {
        var lenient = DictionaryDecoder()
        lenient.coercions = [.booleans]
        let result = try lenient.decodeWithReport(Coercions.self, from: ["n": "1", "s": 1, "flag": 1])
        #expect(result.value.n == 1)
        #expect(result.value.s == "1")
        #expect(result.value.flag == true)
        #expect(result.report.coercions.map(\.modelPath) == ["flag", "n", "s"])
        #expect(
            result.report.coercions.map(\.detail) == [
                "converted the number 1 to Bool", #"converted the string "1" to Int"#,
                "converted the number 1 to String",
            ])
    }

    @Test func aCoercedValueOfTheRightTypeIsNotReportedAsCoerced() throws {
        let report = try decoder.decodeWithReport(Coercions.self, from: ["n": 1, "s": "x", "flag": true]).report
        #expect(report.coercions.isEmpty)
    }

    @Test func aCoercedPropertysErrorNamesTheSourcePath() {
        let error = expectDecodingError(.typeMismatch, at: ["age"]) {
            try decoder.decode(Aged.self, from: ["AGE": "old"], hints: ["age": "AGE"])
        }
        let range = expectDecodingError(.dataCorrupted, at: ["age"]) {
            try decoder.decode(Aged.self, from: ["AGE": "99999999999999999999"], hints: ["age": "AGE"])
        }
        #expect(range?.context?.debugDescription.hasSuffix("(source path: AGE)") == true)
        #expect(error?.context?.debugDescription.hasSuffix("(source path: AGE)") == true)
        let null = expectDecodingError(.valueNotFound, at: ["age"]) {
            try decoder.decode(Aged.self, from: ["AGE": NSNull()], hints: ["age": "AGE"])
        }
        #expect(null?.context?.debugDescription.hasSuffix("(source path: AGE)") == true)
        let container = expectDecodingError(.typeMismatch, at: ["age"]) {
            try decoder.decode(Aged.self, from: ["AGE": [1]], hints: ["age": "AGE"])
        }
        #expect(container?.context?.debugDescription.contains("but found an array instead") == true)
    }

    // MARK: - The report records reads, not queries

    @Test func probingKeysRecordsNothing() throws {
        let report = try decoder.decodeWithReport(
            KeyProber.self, from: ["NAME": "Ada", "EXTRA": 1], hints: ["name": "NAME"]
        ).report
        #expect(report.unusedHints.map(\.modelPath) == ["name"])
        #expect(report.unmappedSourceKeys.map(\.sourcePath) == ["EXTRA", "NAME"])
    }

    @Test func aDefaultWrapperReportsItsFallbackOnce() throws {
        let result = try decoder.decodeWithReport(
            Flagged.self, from: ["ENABLED": true], hints: ["flag": ["IS_ENABLED", "ENABLED"]])
        #expect(result.value.flag)
        #expect(result.report.fallbackCandidates.count == 1)
        #expect(result.report.fallbackCandidates.first?.detail == #"read "ENABLED" instead of "IS_ENABLED""#)
    }

    @Test func allKeysNamesTheCandidateThatWasRead() throws {
        let seen = try decoder.decode(
            KeyLister.self, from: ["b": 1, "a": NSNull(), "c": 2, "name": "shadowed"],
            hints: ["x": ["a", "b"], "name": "NAME"])
        // "x" read "b"; "a" was not read, so it is still a key of its own; "name" is hinted and its hint finds
        // nothing, so the source's "name" is not offered under that coding key.
        #expect(seen.keys == ["a", "c", "x"])
    }

    @Test func aStrictErrorListsTheFirstViolationsAndCountsTheRest() {
        var strict = DictionaryDecoder()
        strict.strictness = .unmappedSourceKeys
        var source: [String: Any] = [:]
        for index in 0..<100_000 { source["key\(index)"] = index }
        let error = #expect(throws: ModelMapperError.self) { try strict.decode(FirstKey.self, from: source) }
        #expect(error?.code == .strictMappingViolation)
        #expect(error?.message.hasSuffix("; and 99994 more (decodeWithReport(_:from:hints:) lists them all)") == true)
        #expect((error?.message.count ?? .max) < 1_000)
    }

    // MARK: - Values boxed by Foundation

    @Test func aSwiftValueBoxedInAFoundationDictionaryIsNamedByItsType() {
        let dictionary = NSMutableDictionary()
        dictionary["name"] = Opaque()
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(Named.self, from: dictionary)
        }
        #expect(
            error?.context?.debugDescription == "Expected to decode String but found a value of type Opaque instead.")
    }

    @Test func substringsAndCharactersAreStrings() throws {
        let text = "Ada Lovelace"
        let source: [String: Any] = ["name": text.prefix(3), "initial": Character("L")]
        let value = try decoder.decode(Initials.self, from: source)
        #expect(value == Initials(name: "Ada", initial: "L"))
    }

    /// A `Float` in a native tree reads as the `Double` that prints like it, as the encoder and the reflector write
    /// it.
    @Test func aFloatInATreeReadsAsTheDoubleThatPrintsLikeIt() throws {
        let value = try decoder.decode(Measured.self, from: ["double": Float(0.1), "float": Float(0.1)])
        #expect(value.double == 0.1)
        #expect(value.float == Float(0.1))
        #expect(
            try DictionaryReflector().reflectToDictionary(Measured(double: 0, float: 0.1))["float"] as? Double == 0.1)
    }

    // MARK: - Misuse

    @Test(arguments: [#"{"name": "Ada"}"#, #"  [{"name": "Ada"}]"#])
    func jsonTextPassedAsATreeSaysWhatToCall(json: String) {
        let error = expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Named.self, from: json as Any) }
        #expect(
            error?.context?.debugDescription.hasSuffix(
                "Did you mean decode(_:fromJSON:)? A String of JSON text passed as a tree is not parsed.") == true)
        #expect((try? decoder.decode(Named.self, fromJSON: #"{"name": "Ada"}"#))?.name == "Ada")
    }

    /// A `Data` passed as `Any` is read as JSON (`DataPassedAsAnyTests`); an `NSData` is not a `Data` there, and
    /// gets the advice.
    @Test func jsonBytesPassedAsAnNSDataSayWhatToCall() {
        let bytes: Any = NSData(data: Data(#"{"name": "Ada"}"#.utf8))
        let error = expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Named.self, from: bytes) }
        #expect(
            error?.context?.debugDescription.contains("Did you mean decode(_:from:) with the value typed as Data?")
                == true)
    }

    @Test func anOrdinaryStringAtTheTopLevelGetsNoAdvice() {
        let error = expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Named.self, from: "Ada") }
        #expect(
            error?.context?.debugDescription == "Expected to decode Dictionary<String, Any> but found a string instead."
        )
    }

    // MARK: - Errors

    @Test func theLibrarysErrorDescribesItselfLocalized() {
        let error = ModelMapperError.depthLimit(3, at: "a.b")
        #expect(error.localizedDescription == "The value is nested deeper than the maximum depth of 3. (at a.b)")
    }
}

// MARK: - Test Types

/// A JSON-any value that probes each case with `try?`, as apps write it.
private indirect enum Probing: Decodable {
    case number(Int)
    case array([Probing])
    case object([String: Probing])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let array = try? container.decode([Probing].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: Probing].self))
        }
    }
}

private struct Coercions: Decodable {
    @Coerced var n: Int
    @Coerced var s: String
    var flag: Bool
}

private struct Aged: Decodable {
    @Coerced var age: Int
}

private struct Flagged: Decodable {
    @DefaultFalse var flag: Bool = false
}

private struct Named: Decodable {
    var name: String
}

private struct FirstKey: Decodable {
    var key0: Int
}

private struct Initials: Decodable, Equatable {
    var name: String
    var initial: String
}

private struct Measured: Codable {
    var double: Double
    var float: Float
}

private struct Opaque {}

/// Asks only `contains` and `allKeys`, reading nothing.
private struct KeyProber: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        _ = container.contains(AnyCodingKey(stringValue: "name"))
        _ = container.allKeys
    }
}

/// Records the keys its container offers.
private struct KeyLister: Decodable {
    let keys: [String]

    init(from decoder: any Decoder) throws {
        keys = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
    }
}

import Foundation
import ModelMapper
import ModelMapperRecipeModels
import Testing

@Suite struct CoercedTests: WrapperTestHelpers {
    // MARK: - Optional variants

    @Test(arguments: WrapperTestDecoder.allCases)
    func optionalIsNilWhenMissing(decoder: WrapperTestDecoder) throws {
        let profile = try decoder.decode(Profile.self, json: "{}")
        #expect(profile.age == nil)
        #expect(profile.nickname == nil)
        #expect(profile.verified == nil)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func optionalIsNilWhenNull(decoder: WrapperTestDecoder) throws {
        let profile = try decoder.decode(
            Profile.self, json: #"{"age": null, "nickname": null, "verified": null}"#)
        #expect(profile.age == nil)
        #expect(profile.nickname == nil)
        #expect(profile.verified == nil)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func optionalConvertsPresentValues(decoder: WrapperTestDecoder) throws {
        let profile = try decoder.decode(
            Profile.self, json: #"{"age": "26", "nickname": 42, "verified": "yes"}"#)
        #expect(profile.age == 26)
        #expect(profile.nickname == "42")
        #expect(profile.verified == true)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func optionalThrowsForPresentValueThatDoesNotConvert(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["age"]) {
            _ = try decoder.decode(Profile.self, json: #"{"age": "twenty-six"}"#)
        }
        expectDecodingError(.dataCorrupted, at: ["verified"]) {
            _ = try decoder.decode(Profile.self, json: #"{"verified": 7}"#)
        }
        expectDecodingError(.typeMismatch, at: ["nickname"]) {
            _ = try decoder.decode(Profile.self, json: #"{"nickname": ["a"]}"#)
        }
    }

    // MARK: - Required values

    @Test(arguments: WrapperTestDecoder.allCases)
    func requiredThrowsKeyNotFoundWhenMissing(decoder: WrapperTestDecoder) {
        expectDecodingError(.keyNotFound, at: ["age"]) {
            _ = try decoder.decode(Person.self, json: #"{"name": "Ann"}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func requiredThrowsValueNotFoundForNull(decoder: WrapperTestDecoder) {
        expectDecodingError(.valueNotFound, at: ["age"]) {
            _ = try decoder.decode(Person.self, json: #"{"name": "Ann", "age": null}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func decodesTheRightTypeAsIs(decoder: WrapperTestDecoder) throws {
        let person = try decoder.decode(Person.self, json: #"{"name": "Ann", "age": 26}"#)
        #expect(person == Person(name: "Ann", age: 26))
    }

    // MARK: - Nested models and arrays

    @Test(arguments: WrapperTestDecoder.allCases)
    func worksInsideArraysOfModels(decoder: WrapperTestDecoder) throws {
        let team = try decoder.decode(
            Team.self,
            json:
                #"{"lead": {"name": "Ann", "age": "41"}, "members": [{"name": 7, "age": 26.0}, {"name": "Bo", "age": " 30 "}]}"#
        )
        #expect(team.lead == Person(name: "Ann", age: 41))
        #expect(team.members == [Person(name: "7", age: 26), Person(name: "Bo", age: 30)])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func errorsInsideArraysOfModelsCarryTheFullPath(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .dataCorrupted, at: ["members", "Index 1", "age"],
            message: "Expected Int but found the number 30.5, which has a fractional part."
        ) {
            _ = try decoder.decode(
                Team.self,
                json:
                    #"{"lead": {"name": "Ann", "age": 41}, "members": [{"name": "A", "age": 1}, {"name": "B", "age": 30.5}]}"#
            )
        }
        expectDecodingError(.keyNotFound, at: ["lead", "age"]) {
            _ = try decoder.decode(Team.self, json: #"{"lead": {"name": "Ann"}, "members": []}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func coercesEveryElementOfAnArray(decoder: WrapperTestDecoder) throws {
        let batch = try decoder.decode(Batch.self, json: #"{"ids": [1, "2", 3.0, " +4 "], "flags": [1, "no", true]}"#)
        #expect(batch.ids == [1, 2, 3, 4])
        #expect(batch.flags == [true, false, true])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func arrayElementThatDoesNotConvertFailsAtItsIndex(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["ids", "Index 2"]) {
            _ = try decoder.decode(Batch.self, json: #"{"ids": [1, "2", "x"], "flags": []}"#)
        }
        expectDecodingError(.valueNotFound, at: ["flags", "Index 0"]) {
            _ = try decoder.decode(Batch.self, json: #"{"ids": [], "flags": [null]}"#)
        }
        expectDecodingError(.typeMismatch, at: ["ids"]) {
            _ = try decoder.decode(Batch.self, json: #"{"ids": "1,2", "flags": []}"#)
        }
    }

    // MARK: - Composition with defaults

    @Test(arguments: WrapperTestDecoder.allCases)
    func defaultedAndCoercedUsesTheDefaultForMissingAndNull(decoder: WrapperTestDecoder) throws {
        let missing = try decoder.decode(Settings.self, json: "{}")
        #expect(missing.push == false)
        #expect(missing.volume == 0)
        #expect(missing.ratio == 0)
        let null = try decoder.decode(Settings.self, json: #"{"push": null, "volume": null, "ratio": null}"#)
        #expect(null.push == false)
        #expect(null.volume == 0)
        #expect(null.ratio == 0)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func defaultedAndCoercedConvertsPresentValues(decoder: WrapperTestDecoder) throws {
        let settings = try decoder.decode(Settings.self, json: #"{"push": "1", "volume": "11", "ratio": "0.5"}"#)
        #expect(settings.push == true)
        #expect(settings.volume == 11)
        #expect(settings.ratio == 0.5)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func defaultedAndCoercedStillThrowsForValuesThatDoNotConvert(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["push"]) {
            _ = try decoder.decode(Settings.self, json: #"{"push": "maybe"}"#)
        }
        expectDecodingError(.dataCorrupted, at: ["volume"]) {
            _ = try decoder.decode(Settings.self, json: #"{"volume": 1.5}"#)
        }
    }

    // MARK: - Encoding

    @Test func encodesTheWrappedValuePlainly() throws {
        #expect(try encodeJSON(Person(name: "Ann", age: 26)) == #"{"age":26,"name":"Ann"}"#)
        #expect(try encodeJSON(Coerced(wrappedValue: 26)) == "26")
        #expect(try encodeJSON(Coerced(wrappedValue: true)) == "true")
        #expect(try encodeJSON(Coerced(wrappedValue: 2.5)) == "2.5")
    }

    @Test func optionalNilIsLeftOutAndPresentValuesAreEncoded() throws {
        #expect(try encodeJSON(Profile(age: nil, nickname: nil, verified: nil)) == "{}")
        #expect(
            try encodeJSON(Profile(age: 26, nickname: "Bo", verified: false))
                == #"{"age":26,"nickname":"Bo","verified":false}"#)
    }

    @Test func roundTrips() throws {
        try expectRoundTrip(Person(name: "Ann", age: 26), json: #"{"age":26,"name":"Ann"}"#)
        try expectRoundTrip(
            Profile(age: nil, nickname: "7", verified: true), json: #"{"nickname":"7","verified":true}"#)
        try expectRoundTrip(Profile(age: nil, nickname: nil, verified: nil), json: "{}")
        try expectRoundTrip(
            Settings(push: true, volume: 3, ratio: 0.25), json: #"{"push":true,"ratio":0.25,"volume":3}"#)
        try expectRoundTrip(Batch(ids: [1, 2], flags: [false]), json: #"{"flags":[false],"ids":[1,2]}"#)
    }

    @Test func coercedInputEncodesInTheModelsOwnTypes() throws {
        let decoded = try decodeJSON(Person.self, #"{"name": 26, "age": "26"}"#)
        #expect(try encodeJSON(decoded) == #"{"age":26,"name":"26"}"#)
    }

    // MARK: - DictionaryDecoder with native values

    @Test func dictionaryDecoderCoercesNativeSwiftValues() throws {
        let person = try DictionaryDecoder().decode(Person.self, from: ["name": 42, "age": "26"] as [String: Any])
        #expect(person == Person(name: "42", age: 26))
        let settings = try DictionaryDecoder().decode(
            Settings.self, from: ["push": 1, "volume": 7.0, "ratio": "2"] as [String: Any])
        #expect(settings == Settings(push: true, volume: 7, ratio: 2))
    }

    @Test func dictionaryDecoderTellsBooleansFromNumbers() throws {
        let fromNumber = try DictionaryDecoder().decode(
            Profile.self, from: ["age": NSNumber(value: 1), "verified": NSNumber(value: 1)] as [String: Any])
        #expect(fromNumber.age == 1)
        #expect(fromNumber.verified == true)
        expectDecodingError(.typeMismatch, at: ["age"]) {
            _ = try DictionaryDecoder().decode(Profile.self, from: ["age": NSNumber(value: true)] as [String: Any])
        }
        expectDecodingError(.typeMismatch, at: ["age"]) {
            _ = try DictionaryDecoder().decode(Profile.self, from: ["age": true] as [String: Any])
        }
        let fromBoolean = try DictionaryDecoder().decode(Profile.self, from: ["nickname": true] as [String: Any])
        #expect(fromBoolean.nickname == "true")
    }

    @Test func dictionaryDecoderRejectsNativeValuesThatDoNotConvert() {
        expectDecodingError(.dataCorrupted, at: ["age"]) {
            _ = try DictionaryDecoder().decode(Profile.self, from: ["age": 6.66] as [String: Any])
        }
        expectDecodingError(.dataCorrupted, at: ["age"]) {
            _ = try DictionaryDecoder().decode(Profile.self, from: ["age": Double.nan] as [String: Any])
        }
        expectDecodingError(.dataCorrupted, at: ["age"]) {
            _ = try DictionaryDecoder().decode(Profile.self, from: ["age": UInt64.max] as [String: Any])
        }
        expectDecodingError(.typeMismatch, at: ["age"]) {
            _ = try DictionaryDecoder().decode(Profile.self, from: ["age": "6suan8"] as [String: Any])
        }
    }

    @Test func dictionaryDecoderReadsCoercedValuesThroughHints() throws {
        let hints: HintTree = ["name": "NAME", "age": .candidates(["AGE", "Age"])]
        let person = try DictionaryDecoder().decode(
            Person.self, from: ["NAME": "Ann", "Age": "26"] as [String: Any], hints: hints)
        #expect(person == Person(name: "Ann", age: 26))
        let profile = try DictionaryDecoder().decode(
            Profile.self, from: ["AGE": "26"] as [String: Any], hints: ["age": "AGE", "verified": "VERIFIED"])
        #expect(profile.age == 26)
        #expect(profile.verified == nil)
        let settings = try DictionaryDecoder().decode(
            Settings.self, from: ["PUSH": "on"] as [String: Any], hints: ["push": "PUSH", "volume": "VOLUME"])
        #expect(settings == Settings(push: true, volume: 0, ratio: 0))
    }

    // MARK: - Other decoders

    @Test func worksWithPropertyListDecoder() throws {
        let encoder = PropertyListEncoder()
        let decoder = PropertyListDecoder()
        let person = try decoder.decode(Person.self, from: try encoder.encode(["name": "Ann", "age": "26"]))
        #expect(person == Person(name: "Ann", age: 26))
        let settings = try decoder.decode(Settings.self, from: try encoder.encode(["push": 1]))
        #expect(settings == Settings(push: true, volume: 0, ratio: 0))
        expectDecodingError(.dataCorrupted, at: ["push"]) {
            _ = try decoder.decode(Settings.self, from: try encoder.encode(["push": 2]))
        }
        let decoded = try decoder.decode(Person.self, from: try encoder.encode(Person(name: "Bo", age: 3)))
        #expect(decoded == Person(name: "Bo", age: 3))
    }

    @Test func respectsJSONDecodersNonConformingFloatStrategy() throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        let value = try decoder.decode(CoercedBox<Double>.self, from: Data(#"{"value": "+Inf"}"#.utf8))
        #expect(value.value == .infinity)
        let text = try decoder.decode(CoercedBox<String>.self, from: Data(#"{"value": "NaN"}"#.utf8))
        #expect(text.value == "NaN")
    }

    // MARK: - Conformances

    @Test func equatableAndHashableFollowTheValue() {
        #expect(Coerced(wrappedValue: 1) == Coerced(wrappedValue: 1))
        #expect(Coerced(wrappedValue: 1) != Coerced(wrappedValue: 2))
        #expect(Set([Coerced(wrappedValue: "a"), Coerced(wrappedValue: "a"), Coerced(wrappedValue: "b")]).count == 2)
        let sendable: any Sendable = Coerced(wrappedValue: 1)
        #expect(sendable is Coerced<Int>)
    }

    @Test func storageIsNamedWrappedValueForReflection() {
        let labels = Mirror(reflecting: Coerced(wrappedValue: 26)).children.map(\.label)
        #expect(labels == ["wrappedValue"])
        let nested = Mirror(reflecting: Settings(push: true, volume: 1, ratio: 1)).children.map(\.label)
        #expect(nested == ["_push", "_volume", "_ratio"])
    }

    @Test func ownCoercibleTypesWork() throws {
        #expect(try decodeJSON(Alarm.self, #"{"level": "2"}"#).level == .high)
        #expect(try decodeJSON(Alarm.self, #"{"level": 1.0}"#).level == .low)
        expectDecodingError(.dataCorrupted, at: ["level"], message: "Unknown level 3.") {
            _ = try decodeJSON(Alarm.self, #"{"level": 3}"#)
        }
    }

    /// A type that conforms to the marker protocol alone has no conversion: a clear error at its path, with either
    /// decoder, rather than a value made up.
    @Test func aTypeThatIsOnlyMarkedCoercibleIsAnError() throws {
        let error = #expect(throws: ModelMapperError.self) {
            _ = try DictionaryDecoder().decode(Marked.self, from: ["tone": "loud"])
        }
        #expect(error?.code == .unsupportedValue)
        #expect(error?.location == "tone")
        #expect(error?.message.contains("conform it to CustomCoercible") == true)
        #expect(throws: ModelMapperError.self) { _ = try decodeJSON(Marked.self, #"{"tone": "loud"}"#) }
    }
}

// MARK: - Test Types

extension CoercedTests {
    private struct Tone: Codable, Coercible {
        var text: String
    }

    private struct Marked: Codable {
        @Coerced var tone: Tone
    }

    private struct Person: Codable, Equatable {
        @Coerced var name: String
        @Coerced var age: Int

        init(name: String, age: Int) {
            self.name = name
            self.age = age
        }
    }

    private struct Profile: Codable, Equatable {
        @Coerced var age: Int?
        @Coerced var nickname: String?
        @Coerced var verified: Bool?

        init(age: Int?, nickname: String?, verified: Bool?) {
            self.age = age
            self.nickname = nickname
            self.verified = verified
        }
    }

    private struct Team: Codable, Equatable {
        var lead: Person
        var members: [Person]
    }

    private struct Batch: Codable, Equatable {
        @Coerced var ids: [Int]
        @Coerced var flags: [Bool]

        init(ids: [Int], flags: [Bool]) {
            self.ids = ids
            self.flags = flags
        }
    }

    private struct Settings: Codable, Equatable {
        @Coerced @DefaultFalse var push: Bool
        @Coerced @DefaultZero var volume: Int
        @Coerced @DefaultZero var ratio: Double

        init(push: Bool, volume: Int, ratio: Double) {
            self.push = push
            self.volume = volume
            self.ratio = ratio
        }
    }

    private enum Level: Int, Codable, CustomCoercible {
        case low = 1
        case high = 2

        init(coercingFrom decoder: any Decoder) throws {
            let raw = try Coerced<Int>(from: decoder).wrappedValue
            guard let level = Level(rawValue: raw) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "Unknown level \(raw)."))
            }
            self = level
        }
    }

    private struct Alarm: Decodable {
        @Coerced var level: Level
    }
}

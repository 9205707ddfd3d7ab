import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// `decode(encode(x, hints), hints) == x`: the encoder writes what the decoder reads, for the recipe models with the
/// recipes' hints and for generated values with every kind of hint entry.
@Suite struct RoundTripTests {
    // MARK: - Recipes

    @Test func departmentRecipeRoundTripsToItsSource() throws {
        let hints = try Fixture.load("department-nested").hints()
        let department = try DictionaryDecoder().decode(
            Department.self, from: try Fixture.load("department-nested").nativeObject(), hints: hints)
        let encoded = try DictionaryEncoder().encodeToDictionary(department, hints: hints)
        #expect(jsonEqual(encoded, try Fixture.load("department-nested").nativeObject()))
        let decoded = try DictionaryDecoder().decode(Department.self, from: encoded, hints: hints)
        #expect(decoded == department)
        #expect(decoded.members.first?.aDog?.name == "kitty")
        #expect(
            jsonEqual(try DictionaryEncoder().encode(decoded), try Fixture.load("department-nested").expectedObject()))
    }

    @Test func departmentRecipeRoundTripsWithTypedHints() throws {
        let person: HintTree = [
            "name": "Name", "age": "Age", "address": "Address", "aDog": .key("Dog", nested: ["name": "NameString"]),
        ]
        let hints: HintTree = [
            "name": "NAME", "id": "ID", "members": .key("MEMBERS", nested: person), "manager": "Manager",
        ]
        let department = try DictionaryDecoder().decode(
            Department.self, from: try Fixture.load("department-nested").nativeObject(), hints: hints)
        let encoded = try DictionaryEncoder().encode(department, hints: hints)
        #expect(jsonEqual(encoded, try Fixture.load("department-nested").nativeObject()))
        #expect(try DictionaryDecoder().decode(Department.self, from: encoded, hints: hints) == department)
    }

    @Test func personFlatRecipeRoundTrips() throws {
        let hints = try Fixture.load("person-flat").hints()
        let person = try DictionaryDecoder().decode(
            Person.self, from: try Fixture.load("person-flat").nativeObject(), hints: hints)
        let encoded = try DictionaryEncoder().encode(person, hints: hints)
        #expect(jsonEqual(encoded, try Fixture.load("person-flat").nativeObject()))
        #expect(try DictionaryDecoder().decode(Person.self, from: encoded, hints: hints) == person)
    }

    @Test func partialCodingKeysRecipeRoundTrips() throws {
        let hints = try Fixture.load("partial-codingkeys").hints()
        let person = try DictionaryDecoder().decode(
            PersonUpper.self, from: try Fixture.load("partial-codingkeys").nativeObject(), hints: hints)
        let encoded = try DictionaryEncoder().encode(person, hints: hints)
        #expect(jsonEqual(encoded, try Fixture.load("partial-codingkeys").nativeObject()))
        #expect(try DictionaryDecoder().decode(PersonUpper.self, from: encoded, hints: hints) == person)
    }

    @Test func enumAndBoolRecipeRoundTrips() throws {
        let people = try DictionaryDecoder().decode(People.self, from: try Fixture.load("enum-and-bool").nativeObject())
        let encoded = try DictionaryEncoder().encode(people)
        #expect(jsonEqual(encoded, try Fixture.load("enum-and-bool").nativeObject()))
        #expect(try DictionaryDecoder().decode(People.self, from: encoded) == people)
    }

    // MARK: - Generated values

    static let accountHints: HintTree = [
        "id": "ID",
        "userName": ["user_name", "userName", "name"],
        "email": .key("e.mail"),
        "city": "address.city",
        "zip": .path("address.zip"),
        "firstTag": "tags[0]",
        "thirdTag": "tags[2]",
        "profile": .key("PROFILE", nested: ["displayName": "NAME", "age": "info.age"]),
        "friends": .key("FRIENDS", nested: ["displayName": "Name"]),
        "groups": .nested(["displayName": ["dn", "displayName"]]),
        "scores": .key("SCORES", nested: ["displayName": "DN"]),
    ]

    @Test func generatedAccountsRoundTripThroughEveryKindOfHint() throws {
        var generator = SeededGenerator(seed: 0x5EED_0010)
        let encoder = DictionaryEncoder()
        let decoder = DictionaryDecoder()
        for _ in 0..<1_000 {
            let account = Account.make(&generator)
            let tree = try encoder.encode(account, hints: Self.accountHints)
            #expect(JSONSerialization.isValidJSONObject(tree))
            let decoded = try decoder.decode(Account.self, from: tree, hints: Self.accountHints)
            #expect(decoded == account)
        }
    }

    @Test func generatedAccountsRoundTripWithKeyStrategies() throws {
        var generator = SeededGenerator(seed: 0x5EED_0011)
        var encoder = DictionaryEncoder()
        var decoder = DictionaryDecoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var kebabEncoder = DictionaryEncoder()
        var kebabDecoder = DictionaryDecoder()
        kebabEncoder.keyEncodingStrategy = .convertToKebabCase
        kebabDecoder.keyDecodingStrategy = .convertFromKebabCase
        for _ in 0..<500 {
            let account = Account.make(&generator)
            let snake = try encoder.encode(account, hints: Self.accountHints)
            #expect(try decoder.decode(Account.self, from: snake, hints: Self.accountHints) == account)
            let kebab = try kebabEncoder.encode(account, hints: Self.accountHints)
            #expect(try kebabDecoder.decode(Account.self, from: kebab, hints: Self.accountHints) == account)
        }
    }

    @Test func generatedCorpusValuesRoundTripWithoutHints() throws {
        var generator = SeededGenerator(seed: 0x5EED_0012)
        let encoder = DictionaryEncoder()
        let decoder = DictionaryDecoder()
        for _ in 0..<500 {
            let scalars = Corpus.Scalars.make(&generator, allowNonConforming: false)
            #expect(try decoder.decode(Corpus.Scalars.self, from: encoder.encode(scalars)) == scalars)
            let optionals = Corpus.Optionals.make(&generator, allowNonConforming: false)
            #expect(try decoder.decode(Corpus.Optionals.self, from: encoder.encode(optionals)) == optionals)
            let timing = Corpus.Timing.make(&generator)
            #expect(try decoder.decode(Corpus.Timing.self, from: encoder.encode(timing)) == timing)
            let shape = Corpus.Shape.make(&generator)
            #expect(try decoder.decode(Corpus.Shape.self, from: encoder.encode(shape)) == shape)
        }
    }
}

// MARK: - Test Types

extension RoundTripTests {
    fileprivate struct ProfileCard: Codable, Equatable {
        var displayName: String
        var age: Int?

        static func make(_ generator: inout SeededGenerator) -> ProfileCard {
            ProfileCard(displayName: generator.string(), age: generator.chance(0.5) ? generator.integer(Int.self) : nil)
        }
    }

    fileprivate struct Account: Codable, Equatable {
        var id: Int
        var userName: String
        var email: String?
        var city: String?
        var zip: String?
        var firstTag: String?
        var thirdTag: String?
        var profile: ProfileCard
        var friends: [ProfileCard]
        var groups: [[ProfileCard]]
        var scores: [String: ProfileCard]
        var createdAt: Date
        var ratio: Double
        var tiny: Float
        var blob: Data
        var big: UInt64
        var amount: Decimal

        static func make(_ generator: inout SeededGenerator) -> Account {
            func some<T>(_ make: (inout SeededGenerator) -> T, _ generator: inout SeededGenerator) -> T? {
                generator.chance(0.6) ? make(&generator) : nil
            }
            return Account(
                id: generator.integer(Int.self), userName: generator.string(), email: some({ $0.string() }, &generator),
                city: some({ $0.string() }, &generator), zip: some({ $0.string() }, &generator),
                firstTag: some({ $0.string() }, &generator), thirdTag: some({ $0.string() }, &generator),
                profile: .make(&generator),
                friends: (0..<Int.random(in: 0...3, using: &generator)).map { _ in .make(&generator) },
                groups: (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                    (0..<Int.random(in: 0...2, using: &generator)).map { _ in .make(&generator) }
                },
                scores: generator.chance(0.5) ? [generator.key(): .make(&generator)] : [:], createdAt: generator.date(),
                ratio: generator.double(allowNonConforming: false), tiny: generator.float(allowNonConforming: false),
                blob: generator.data(), big: generator.integer(UInt64.self), amount: generator.decimal())
        }
    }
}

import Foundation
import Testing

@testable import ModelMapper

/// `decode(encode(x, hints), hints) == x`: the encoder writes what the decoder reads, for the recipe models with the
/// recipes' hints and for generated values with every kind of hint entry.
@Suite struct RoundTripTests {
    // MARK: - Recipes

    @Test func departmentRecipeRoundTripsToItsSource() throws {
        let hints = try HintTree(legacy: Recipes.departmentHints)
        let department = try DictionaryDecoder().decode(Department.self, from: Recipes.departmentSource, hints: hints)
        let encoded = try DictionaryEncoder().encodeToDictionary(department, hints: hints)
        #expect(jsonEqual(encoded, Recipes.departmentSource))
        let decoded = try DictionaryDecoder().decode(Department.self, from: encoded, hints: hints)
        #expect(decoded == department)
        #expect(decoded.members.first?.aDog?.name == "kitty")
        #expect(jsonEqual(try DictionaryEncoder().encode(decoded), Recipes.departmentExpected))
    }

    @Test func departmentRecipeRoundTripsWithTypedHints() throws {
        let person: HintTree = [
            "name": "Name", "age": "Age", "address": "Address", "aDog": .key("Dog", nested: ["name": "NameString"]),
        ]
        let hints: HintTree = [
            "name": "NAME", "id": "ID", "members": .key("MEMBERS", nested: person), "manager": "Manager",
        ]
        let department = try DictionaryDecoder().decode(Department.self, from: Recipes.departmentSource, hints: hints)
        let encoded = try DictionaryEncoder().encode(department, hints: hints)
        #expect(jsonEqual(encoded, Recipes.departmentSource))
        #expect(try DictionaryDecoder().decode(Department.self, from: encoded, hints: hints) == department)
    }

    @Test func personFlatRecipeRoundTrips() throws {
        let hints = try HintTree(legacy: Recipes.personFlatHints)
        let person = try DictionaryDecoder().decode(Person.self, from: Recipes.personFlatSource, hints: hints)
        let encoded = try DictionaryEncoder().encode(person, hints: hints)
        #expect(jsonEqual(encoded, Recipes.personFlatSource))
        #expect(try DictionaryDecoder().decode(Person.self, from: encoded, hints: hints) == person)
    }

    @Test func partialCodingKeysRecipeRoundTrips() throws {
        let hints = try HintTree(legacy: Recipes.partialCodingKeysHints)
        let person = try DictionaryDecoder().decode(
            PersonUpper.self, from: Recipes.partialCodingKeysSource, hints: hints)
        let encoded = try DictionaryEncoder().encode(person, hints: hints)
        #expect(jsonEqual(encoded, Recipes.partialCodingKeysSource))
        #expect(try DictionaryDecoder().decode(PersonUpper.self, from: encoded, hints: hints) == person)
    }

    @Test func enumAndBoolRecipeRoundTrips() throws {
        let people = try DictionaryDecoder().decode(People.self, from: Recipes.enumAndBoolSource)
        let encoded = try DictionaryEncoder().encode(people)
        #expect(jsonEqual(encoded, Recipes.enumAndBoolSource))
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
        var generator = SplitMix64(seed: 0x5EED_0010)
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
        var generator = SplitMix64(seed: 0x5EED_0011)
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
        var generator = SplitMix64(seed: 0x5EED_0012)
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
    fileprivate final class Dog: Codable, Equatable {
        var name: String?

        static func == (lhs: Dog, rhs: Dog) -> Bool { lhs.name == rhs.name }
    }

    fileprivate final class Person: Codable, Equatable {
        var name: String?
        var age: Int?
        var address: String?
        var aDog: Dog?

        static func == (lhs: Person, rhs: Person) -> Bool {
            lhs.name == rhs.name && lhs.age == rhs.age && lhs.address == rhs.address && lhs.aDog == rhs.aDog
        }
    }

    fileprivate final class Department: Codable, Equatable {
        var name: String?
        var id: Int?
        var members: [Person] = []
        var manager: Person?

        static func == (lhs: Department, rhs: Department) -> Bool {
            lhs.name == rhs.name && lhs.id == rhs.id && lhs.members == rhs.members && lhs.manager == rhs.manager
        }
    }

    fileprivate final class PersonUpper: Codable, Equatable {
        var name: String?
        var age: Int?
        var address: String?

        fileprivate enum CodingKeys: String, CodingKey {
            case name = "NAME", age = "AGE", address
        }

        static func == (lhs: PersonUpper, rhs: PersonUpper) -> Bool {
            lhs.name == rhs.name && lhs.age == rhs.age && lhs.address == rhs.address
        }
    }

    fileprivate enum Sex: String, Codable {
        case female, male
    }

    fileprivate final class People: Codable, Equatable {
        var sex: Sex?
        var isTall: Bool? = nil

        static func == (lhs: People, rhs: People) -> Bool { lhs.sex == rhs.sex && lhs.isTall == rhs.isTall }
    }

    fileprivate struct ProfileCard: Codable, Equatable {
        var displayName: String
        var age: Int?

        static func make(_ generator: inout SplitMix64) -> ProfileCard {
            ProfileCard(displayName: generator.string(), age: generator.chance(50) ? generator.integer(Int.self) : nil)
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

        static func make(_ generator: inout SplitMix64) -> Account {
            func some<T>(_ make: (inout SplitMix64) -> T, _ generator: inout SplitMix64) -> T? {
                generator.chance(60) ? make(&generator) : nil
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
                scores: generator.chance(50) ? [generator.key(): .make(&generator)] : [:], createdAt: generator.date(),
                ratio: generator.double(allowNonConforming: false), tiny: generator.float(allowNonConforming: false),
                blob: generator.data(), big: generator.integer(UInt64.self), amount: generator.decimal())
        }
    }
}

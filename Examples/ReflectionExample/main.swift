// Mirror reflection of models that are not Codable at all: classes with a superclass, nested structs, a raw-value
// enum, optionals, a set, a date and a UUID, a secret that must not leak, a closure, and a weak back-reference that
// makes a cycle. `DictionaryReflector` turns them into a tree that JSONSerialization accepts, and its options say how.
//
//     swift run ReflectionExample

import Foundation
import ModelMapper

enum Role: String {
    case owner, member
}

/// A secret chooses its own representation, so that reflection never writes the real value.
struct Secret: CustomDictionaryReflectable {
    var value: String
    var dictionaryRepresentation: Any { "••••" }
}

struct Address {
    var street: String
    var city: String
}

class Entity {
    let id: UUID
    let createdAt: Date

    init(id: UUID, createdAt: Date) {
        self.id = id
        self.createdAt = createdAt
    }
}

final class Member: Entity {
    var name: String
    var role: Role
    var nickname: String?
    var address: Address
    var tags: Set<String>
    var apiToken: Secret
    weak var team: Team?

    init(id: UUID, name: String, role: Role, address: Address, tags: Set<String>, apiToken: Secret) {
        self.name = name
        self.role = role
        self.address = address
        self.tags = tags
        self.apiToken = apiToken
        super.init(id: id, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    }
}

final class Team {
    var name = "Compilers"
    var members: [Member] = []
    /// Behaviour, not data: the reflector leaves closures out by default.
    var onChange: () -> Void = {}
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let ada = Member(
    id: UUID(uuid: (0xA1, 0xDA, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0x01)),
    name: "Ada", role: .owner, address: Address(street: "12 Analytical Row", city: "London"),
    tags: ["math", "engines", "poetry"], apiToken: Secret(value: "s3cr3t"))

do {
    // Defaults: nil is left out, the date is what the encoder writes by default (seconds since 2001), the set is
    // sorted, the superclass's properties are there.
    print("One member, default options:\n\(json(try DictionaryReflector().reflectToDictionary(ada)))\n")

    // Options: write nil as null and the date as milliseconds since 1970.
    var reflector = DictionaryReflector()
    reflector.nilStrategy = .null
    reflector.dateEncodingStrategy = .millisecondsSince1970
    print("The same member, nil as null, dates in milliseconds:\n\(json(try reflector.reflectToDictionary(ada)))\n")

    // A member points back at its team: a cycle. By default the back-reference is left out, since the team is
    // already written around it, and so is the team's closure.
    let team = Team()
    team.members = [ada]
    ada.team = team
    print("The team, default options:\n\(json(try DictionaryReflector().reflectToDictionary(team)))\n")

    // With `.reference`, the back-reference becomes a JSONPath to where the team was first reached.
    var referencing = DictionaryReflector()
    referencing.cycleStrategy = .reference
    print("The team, cycles as references:\n\(json(try referencing.reflectToDictionary(team)))\n")

    // With `.throw`, a cycle is an error naming the value that leads back and where the instance was first reached.
    var strict = DictionaryReflector()
    strict.cycleStrategy = .throw
    do {
        _ = try strict.reflectToDictionary(team)
    } catch let error as ModelMapperError {
        print("Reflecting the team with cycles as errors: \(error.code): \(error)")
    }
} catch {
    print("Unexpected error: \(error)")
}

// The departments of `compare`'s department workloads, in the model's own spelling, decoded by a hand-written
// `init(dictionary:)` and by `MinDecoder` (MinDecoder.swift): how far a `Decoder` that does nothing but cast stays
// from hand-written code. Run by `Benchmarks/callgrind-floor.sh`; `floor hand|min|both RUNS`.
import MinDecoder

final class Dog: Codable {
    var name: String?
    init() {}
}

final class Person: Codable {
    var name: String?
    var age: Int?
    var address: String?
    var aDog: Dog?
    init() {}

    convenience init(dictionary object: [String: Any]) {
        self.init()
        name = object["name"] as? String
        age = object["age"] as? Int
        address = object["address"] as? String
        if let dog = object["aDog"] as? [String: Any] {
            aDog = Dog()
            aDog?.name = dog["name"] as? String
        }
    }
}

final class Department: Codable {
    var name: String?
    var id: Int?
    var members: [Person] = []
    var manager: Person?
    init() {}

    convenience init(dictionary object: [String: Any]) {
        self.init()
        name = object["name"] as? String
        id = object["id"] as? Int
        members = (object["members"] as? [Any] ?? []).map { Person(dictionary: $0 as? [String: Any] ?? [:]) }
        if let manager = object["manager"] as? [String: Any] { self.manager = Person(dictionary: manager) }
    }
}

/// Department number `index`, as `Fixtures.department(_:_:)` spells it in the model's keys.
func department(_ index: Int) -> [String: Any] {
    var members: [Any] = []
    for member in 0..<5 {
        let address = member.isMultiple(of: 2) ? "南京市鼓楼区 \(index % 1000) 号" : "Street \(member)"
        let dog: [String: Any] = ["name": "Dog \(member)"]
        let age = 20 + (index + member) % 40
        members.append(
            ["name": "Member \(index)-\(member)", "age": age, "address": address, "aDog": dog] as [String: Any])
    }
    let manager: [String: Any] = ["name": "Manager \(index)", "age": 30 + index % 30]
    return ["name": "Department \(index)", "id": index, "members": members, "manager": manager]
}

@inline(never) func runHand(_ input: [Any]) -> Int {
    input.map { Department(dictionary: $0 as? [String: Any] ?? [:]) }.count
}

@inline(never) func runMin(_ input: [Any]) throws -> Int {
    try MinDecoder.decode([Department].self, from: input).count
}

let input = (0..<2000).map(department)
let mode = CommandLine.arguments.dropFirst().first ?? "both"
let runs = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1
var total = 0
for _ in 0..<runs {
    if mode != "min" { total += runHand(input) }
    if mode != "hand" { total += try runMin(input) }
}
print(total)

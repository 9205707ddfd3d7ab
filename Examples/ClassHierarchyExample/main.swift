// A class hierarchy: a `Car` is a `Vehicle`, and an `ElectricCar` is a `Car`. Written twice, side by side:
//
// 1. With `Codable`: every subclass writes its own `init(from:)` and `encode(to:)` and calls the superclass's with
//    the same decoder or encoder, so one hint tree covers the keys of both.
// 2. With `MappedObject` and `@Field`: no `init(from:)`, `encode(to:)` or `CodingKeys` in any class. Each field
//    knows its key, and a field with an initial value keeps it when the key is missing (the report says so).
//
// Both decode the same payload to the same values and encode it back the same way. The reflector writes the first
// under its property names and the second under its fields' keys, as it encodes.
//
//     swift run ClassHierarchyExample

import Foundation
import ModelMapper

// MARK: 1. Codable, by hand

class Vehicle: Codable {
    let id: Int
    let model: String

    init(id: Int, model: String) {
        self.id = id
        self.model = model
    }
}

final class Car: Vehicle {
    let doors: Int
    let isElectric: Bool

    private enum CodingKeys: String, CodingKey {
        case doors, isElectric
    }

    init(id: Int, model: String, doors: Int, isElectric: Bool) {
        self.doors = doors
        self.isElectric = isElectric
        super.init(id: id, model: model)
    }

    // A subclass of a `Codable` class writes its own `init(from:)` and `encode(to:)`, and calls the superclass's
    // with the same decoder or encoder: both read and write the same object.
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        doors = try container.decode(Int.self, forKey: .doors)
        isElectric = try container.decode(Bool.self, forKey: .isElectric)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(doors, forKey: .doors)
        try container.encode(isElectric, forKey: .isElectric)
    }
}

// MARK: 2. MappedObject, no boilerplate

// The same classes, one level more. The keys are in the declarations; a hint tree could hold them instead.
class MappedVehicle: MappedObject {
    @Field("VEHICLE_ID") var id: Int  // required: a missing key is keyNotFound
    @Field("MODEL") var model = ""
}

class MappedCar: MappedVehicle {
    @Field("DOOR_COUNT") var doors = 4  // a missing key keeps 4, reported as a default
    @Field("ELECTRIC", through: Coerced<Bool>.self) var isElectric = false  // 1, "1", "yes" and true
}

final class MappedElectricCar: MappedCar {
    @Field("RANGE_KM") var rangeKilometres: Int?  // optional: missing or null is nil
    /// Not a field: decoding, encoding and reflection leave it alone.
    var lastSeen = "never"
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let payload: [String: Any] = [
    "VEHICLE_ID": 42,
    "MODEL": "Zoe",
    "DOOR_COUNT": 5,
    "ELECTRIC": 1,
]

// One tree for the whole object: `id` and `model` are the superclass's coding keys, `doors` and `isElectric` the
// subclass's. The backend sends the flag as 0/1, so `isElectric` needs the `bool` coercion.
let hints: HintTree = [
    "id": "VEHICLE_ID",
    "model": "MODEL",
    "doors": "DOOR_COUNT",
    "isElectric": "ELECTRIC",
]

do {
    print("The backend sends:\n\(json(payload))\n")

    print("1. Codable, with init(from:) and encode(to:) in the subclass\n")
    var decoder = DictionaryDecoder()
    decoder.coercions = .booleans
    let car = try decoder.decode(Car.self, from: payload, hints: hints)
    print("Decoded: Car(id: \(car.id), model: \(car.model), doors: \(car.doors), isElectric: \(car.isElectric))\n")

    // Encoding with the same hints writes the backend's spelling back, superclass keys included. Coercion only
    // works one way: the flag goes back as `true`, not `1`.
    print("Encoded with the same hints:\n\(json(try DictionaryEncoder().encode(car, hints: hints)))\n")

    // Reflection needs no Codable at all, and also walks up to the superclass.
    print("Reflected with Mirror:\n\(json(try DictionaryReflector().reflectToDictionary(car)))\n")

    print("2. MappedObject and @Field, nothing written by hand\n")
    // No hints and no decoder-wide coercion: the keys and the coercion are the fields'.
    let result = try DictionaryDecoder().decodeWithReport(MappedElectricCar.self, from: payload)
    let mapped = result.value
    print(
        "Decoded: MappedElectricCar(id: \(mapped.id), model: \(mapped.model), doors: \(mapped.doors), "
            + "isElectric: \(mapped.isElectric), rangeKilometres: \(mapped.rangeKilometres.map { "\($0)" } ?? "nil"))")
    print("Report: \(result.report.entries.isEmpty ? "clean" : "\(result.report)")\n")

    // A payload without DOOR_COUNT: the initial value stays, and the report says where a default was used.
    let older = try DictionaryDecoder().decodeWithReport(
        MappedElectricCar.self, from: payload.filter { $0.key != "DOOR_COUNT" })
    print("Without DOOR_COUNT: doors \(older.value.doors)\n\(older.report)\n")

    // A missing required field is the same error a synthesized `init(from:)` throws.
    do {
        _ = try DictionaryDecoder().decode(MappedElectricCar.self, from: payload.filter { $0.key != "VEHICLE_ID" })
    } catch let DecodingError.keyNotFound(key, context) {
        print("Without VEHICLE_ID: keyNotFound \(key.stringValue): \(context.debugDescription)\n")
    }

    // Encoding writes the fields under their keys, the superclass's first; `nil` and `lastSeen` are left out.
    mapped.lastSeen = "today"
    print("Encoded:\n\(json(try DictionaryEncoder().encode(mapped)))\n")

    // The reflector writes a mapped object as the encoder does: its fields under their keys.
    print("Reflected:\n\(json(try DictionaryReflector().reflectToDictionary(mapped)))\n")

    // Foundation's coders read and write the same objects.
    let data = try JSONSerialization.data(withJSONObject: payload)
    let fromJSON = try JSONDecoder().decode(MappedElectricCar.self, from: data)
    print("JSONDecoder: id \(fromJSON.id), model \(fromJSON.model), isElectric \(fromJSON.isElectric)")
} catch {
    print("Unexpected error: \(error)")
}

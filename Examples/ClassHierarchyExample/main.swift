// A class hierarchy: a `Car` is a `Vehicle`. The subclass decodes its own keys and lets the superclass decode the
// rest from the same object, so one hint tree covers the keys of both. Encoding and reflection include the
// superclass's properties too.
//
//     swift run ClassHierarchyExample

import Foundation
import ModelMapper

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

    var decoder = DictionaryDecoder()
    decoder.coercions = .booleans
    let car = try decoder.decode(Car.self, from: payload, hints: hints)
    print("Decoded: Car(id: \(car.id), model: \(car.model), doors: \(car.doors), isElectric: \(car.isElectric))\n")

    // Encoding with the same hints writes the backend's spelling back, superclass keys included. Coercion only
    // works one way: the flag goes back as `true`, not `1`.
    print("Encoded with the same hints:\n\(json(try DictionaryEncoder().encode(car, hints: hints)))\n")

    // Reflection needs no Codable at all, and also walks up to the superclass.
    print("Reflected with Mirror:\n\(json(try DictionaryReflector().reflectToDictionary(car)))")
} catch {
    print("Unexpected error: \(error)")
}

// A polymorphic array: a drawing holds shapes of several kinds, told apart by a `TYPE` field. An enum with one
// case per kind decodes each element by looking at the discriminator first. The hints for the array apply to
// every element, and `LossyArray` drops the kinds this app version does not know instead of failing the drawing;
// the mapping report says what it dropped.
//
//     swift run PolymorphicArrayExample

import Foundation
import ModelMapper

struct Circle: Codable {
    var radius: Double
}

struct Rectangle: Codable {
    var width: Double
    var height: Double
}

enum Shape: Codable, CustomStringConvertible {
    case circle(Circle)
    case rectangle(Rectangle)

    private enum CodingKeys: String, CodingKey {
        case kind
    }

    // Read the discriminator, then decode the payload of that kind from the same object.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "circle": self = .circle(try Circle(from: decoder))
        case "rectangle": self = .rectangle(try Rectangle(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "Unknown shape kind \"\(kind)\".")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .circle(let circle):
            try container.encode("circle", forKey: .kind)
            try circle.encode(to: encoder)
        case .rectangle(let rectangle):
            try container.encode("rectangle", forKey: .kind)
            try rectangle.encode(to: encoder)
        }
    }

    var description: String {
        switch self {
        case .circle(let circle): "circle, radius \(circle.radius)"
        case .rectangle(let rectangle): "rectangle, \(rectangle.width) × \(rectangle.height)"
        }
    }

    var area: Double {
        switch self {
        case .circle(let circle): Double.pi * circle.radius * circle.radius
        case .rectangle(let rectangle): rectangle.width * rectangle.height
        }
    }
}

struct Drawing: Codable {
    var title: String
    @LossyArray var shapes: [Shape]
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let payload: [String: Any] = [
    "TITLE": "Floor plan",
    "SHAPES": [
        ["TYPE": "circle", "R": 1.5],
        ["TYPE": "rectangle", "W": 4, "H": 2.5],
        ["TYPE": "hexagon", "SIDE": 1],
        ["TYPE": "circle", "R": 0.5],
    ],
]

// The nested hints under `shapes` are read for every element of the array, whatever its kind.
let hints: HintTree = [
    "title": "TITLE",
    "shapes": .key("SHAPES", nested: ["kind": "TYPE", "radius": "R", "width": "W", "height": "H"]),
]

do {
    print("The backend sends:\n\(json(payload))\n")

    // `decodeWithReport` also says what the decode let go: nothing disappears without a trace.
    let (drawing, report) = try DictionaryDecoder().decodeWithReport(Drawing.self, from: payload, hints: hints)
    print("Decoded \"\(drawing.title)\": \(drawing.shapes.count) shapes")
    for shape in drawing.shapes {
        print("  \(shape), area \(String(format: "%.2f", shape.area))")
    }
    print("Dropped:")
    for entry in report.droppedValues {
        print("  \(entry)")
    }

    // The same hints write the array back in the backend's spelling, discriminator included.
    print("\nEncoded with the same hints:\n\(json(try DictionaryEncoder().encode(drawing, hints: hints)))\n")

    // Without `LossyArray`, the unknown kind fails the whole drawing, with the element's coding path.
    struct StrictDrawing: Decodable {
        var title: String
        var shapes: [Shape]
    }
    do {
        _ = try DictionaryDecoder().decode(StrictDrawing.self, from: payload, hints: hints)
    } catch let DecodingError.dataCorrupted(context) {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        print("Strict decoding fails at \(path): \(context.debugDescription)")
    }
} catch {
    print("Unexpected error: \(error)")
}

// A polymorphic array: a drawing holds shapes of several kinds, told apart by a `TYPE` field. The kinds are declared
// once, on the type (`TypeDiscriminator`), and no `init(from:)` or `encode(to:)` is written by hand: the discriminator
// picks the kind, the hints for the array apply inside every kind, the encoder writes the discriminator back, and a
// kind this app version does not know is kept whole (enum) or dropped and reported (class hierarchy).
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

/// An enum with one case per kind; an unknown kind keeps its whole object, so it is sent back unchanged.
enum Shape: PolymorphicCodable, CustomStringConvertible {
    case circle(Circle)
    case rectangle(Rectangle)
    case unknown(JSONValue)

    static var discriminator: TypeDiscriminator<Shape> {
        TypeDiscriminator(
            key: "kind", ["circle": .case(Shape.circle), "rectangle": .case(Shape.rectangle)],
            unknownKinds: .fallback(.case(Shape.unknown)))
    }

    var description: String {
        switch self {
        case .circle(let circle): "circle, radius \(circle.radius)"
        case .rectangle(let rectangle): "rectangle, \(rectangle.width) × \(rectangle.height)"
        case .unknown(let object): "a kind this app does not know, kept as \(object)"
        }
    }
}

/// A class hierarchy: the base class declares its subclasses, and drops the kinds it does not know.
class Layer: Codable, PolymorphicBase {
    var name: String

    static var discriminator: TypeDiscriminator<Layer> {
        TypeDiscriminator(key: "kind", ["grid": .subclass(GridLayer.self)], unknownKinds: .drop)
    }
}

final class GridLayer: Layer {
    var spacing: Double

    private enum CodingKeys: String, CodingKey { case spacing }

    required init(from decoder: any Decoder) throws {
        spacing = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .spacing)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spacing, forKey: .spacing)
        try super.encode(to: encoder)
    }
}

struct Drawing: Codable {
    var title: String
    var shapes: [Shape]
    @PolymorphicArray var layers: [Layer]
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
    ],
    "LAYERS": [
        ["TYPE": "grid", "NAME": "Grid", "SPACING": 0.5],
        ["TYPE": "photo", "NAME": "Scan"],
    ],
]

// The nested hints under `shapes` and `layers` are read for every element, whatever its kind; the discriminator is
// a key like any other.
let elementHints: HintTree = [
    "kind": "TYPE", "radius": "R", "width": "W", "height": "H", "name": "NAME", "spacing": "SPACING",
]
let hints: HintTree = [
    "title": "TITLE",
    "shapes": .key("SHAPES", nested: elementHints),
    "layers": .key("LAYERS", nested: elementHints),
]

do {
    print("The backend sends:\n\(json(payload))\n")

    // `decodeWithReport` also says what the decode let go: nothing disappears without a trace.
    let result = try DictionaryDecoder().decodeWithReport(Drawing.self, from: payload, hints: hints)
    let drawing = result.value
    print("Decoded \"\(drawing.title)\": \(drawing.shapes.count) shapes, \(drawing.layers.count) layer")
    for shape in drawing.shapes {
        print("  \(shape)")
    }
    for layer in drawing.layers {
        print("  layer \"\(layer.name)\", a \(type(of: layer))")
    }
    print("Dropped:")
    for entry in result.report.droppedValues {
        print("  \(entry)")
    }

    // The same hints write everything back in the backend's spelling, discriminators included; the unknown shape
    // goes back exactly as it came.
    print("\nEncoded with the same hints:\n\(json(try DictionaryEncoder().encode(drawing, hints: hints)))\n")

    // A shape of no kind at all, in a type without a fallback, fails with the discriminator's paths.
    enum StrictShape: PolymorphicCodable {
        case circle(Circle)
        static var discriminator: TypeDiscriminator<StrictShape> {
            TypeDiscriminator(key: "kind", ["circle": .case(StrictShape.circle)])
        }
    }
    do {
        _ = try DictionaryDecoder().decode(
            [StrictShape].self, from: payload["SHAPES"] ?? [], hints: ["kind": "TYPE", "radius": "R"])
    } catch let DecodingError.dataCorrupted(context) {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        print("Strict decoding fails at \(path): \(context.debugDescription)")
    }
} catch {
    print("Unexpected error: \(error)")
}

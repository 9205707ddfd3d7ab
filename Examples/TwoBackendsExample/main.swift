// One model, two backends. The old backend sends a flat dictionary with keys in capitals and every value as a
// string; the new one sends nested JSON. Each backend version gets its own named recipe, kept by the model itself,
// and both produce the same `Product`.
//
//     swift run TwoBackendsExample

import Foundation
import ModelMapper

struct Product: Codable, Equatable {
    var id: Int
    var name: String
    var price: Double
    var inStock: Bool
    var tags: [String]
}

/// Pretty, sorted JSON text for a dictionary tree, so that the output is the same on every run.
func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

// MARK: - Backend v1: a legacy dictionary, everything a string

let v1Payload: [String: Any] = [
    "PRODUCT_ID": "1001",
    "PRODUCT_NAME": "Desk lamp",
    "PRICE": "24.90",
    "IN_STOCK": "yes",
    "TAGS": ["home", "light"],
]

// The v1 recipe renames every key, and the values need coercion (see below).

// MARK: - Backend v2: nested JSON with the right types

let v2JSON = """
    {"id": 1001, "info": {"title": "Desk lamp", "price": {"amount": 24.9, "currency": "EUR"}},
     "stock": {"available": true}, "labels": ["home", "light"]}
    """

// MARK: - The recipes, carried by the model

// Each backend version is a named recipe. The model keeps them, so every call site that decodes a `Product`, and
// every model that contains one, reads it the same way. `hints` is the recipe used when none is named.
extension Product: HintProviding {
    static var hints: HintTree {
        [
            "name": "info.title",  // key paths into the nested objects
            "price": "info.price.amount",
            "inStock": "stock.available",
            "tags": "labels",
        ]
    }

    static func hints(forRecipe recipe: String) -> HintTree? {
        switch recipe {
        case "v1":
            ["id": "PRODUCT_ID", "name": "PRODUCT_NAME", "price": "PRICE", "inStock": "IN_STOCK", "tags": "TAGS"]
        default:
            nil
        }
    }
}

// v2.1 renamed `title` to `displayName`, but old servers still send `title`. Hints given at the call site are merged
// over the type's own (the call site wins), and candidate keys are tried in order.
let v21Override: HintTree = ["name": ["info.displayName", "info.title"]]

let v21JSON = """
    {"id": 1001, "info": {"displayName": "Desk lamp", "price": {"amount": 24.9}},
     "stock": {"available": true}, "labels": ["home", "light"]}
    """

do {
    // The v1 decoder picks the "v1" recipe and accepts the strings v1 sends. Coercion is opt-in and exact:
    // "24.90" becomes 24.9 and "yes" becomes true, but "cheap" would still throw.
    var v1 = DictionaryDecoder()
    v1.recipe = "v1"
    v1.coercions = [.booleans, .numbersFromStrings]
    let v2 = DictionaryDecoder()

    print("Backend v1 sends:\n\(json(v1Payload))\n")
    let fromV1 = try v1.decode(Product.self, from: v1Payload)
    print("Decoded with the v1 recipe:\n\(fromV1)\n")

    print("Backend v2 sends:\n\(v2JSON)\n")
    let fromV2 = try v2.decode(Product.self, fromJSON: v2JSON)
    print("Decoded with the v2 recipe:\n\(fromV2)\n")

    print("Backend v2.1 sends:\n\(v21JSON)\n")
    let fromV21 = try v2.decode(Product.self, fromJSON: v21JSON, hints: v21Override)
    print("Decoded with the v2 recipe and the v2.1 override:\n\(fromV21)\n")

    print("All three are equal: \(fromV1 == fromV2 && fromV2 == fromV21)\n")

    // Coercion never guesses: a value that does not convert is an error at the model path, with the backend's key.
    var bad = v1Payload
    bad["PRICE"] = "cheap"
    do {
        _ = try v1.decode(Product.self, from: bad)
    } catch let DecodingError.typeMismatch(_, context) {
        print("v1 with PRICE = \"cheap\": \(context.debugDescription)")
    }
} catch {
    print("Unexpected error: \(error)")
}

// One model, two backends. The old backend sends a flat dictionary with keys in capitals and every value as a
// string; the new one sends nested JSON. Each gets its own recipe — a hint tree plus decoder options — and both
// produce the same `Product`.
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

/// How to read one backend: where each key lives, and how lenient to be about the values.
struct Recipe {
    var hints: HintTree
    var decoder = DictionaryDecoder()

    func product(from payload: [String: Any]) throws -> Product {
        try decoder.decode(Product.self, from: payload, hints: hints)
    }

    func product(fromJSON json: String) throws -> Product {
        try decoder.decode(Product.self, fromJSON: json, hints: hints)
    }
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

// The v1 recipe: renamed keys in the legacy hint format, and coercions for the values sent as strings. Coercion
// is opt-in and exact: "24.90" becomes 24.9, "yes" becomes true, but "lots" would still throw.
let v1Hints: [String: Any] = [
    "id": "PRODUCT_ID", "name": "PRODUCT_NAME", "price": "PRICE", "inStock": "IN_STOCK", "tags": "TAGS",
]

// MARK: - Backend v2: nested JSON with the right types

let v2JSON = """
    {"id": 1001, "info": {"title": "Desk lamp", "price": {"amount": 24.9, "currency": "EUR"}},
     "stock": {"available": true}, "labels": ["home", "light"]}
    """

// The v2 recipe: key paths into the nested objects, written as typed literals. No coercion is needed.
let v2Hints: HintTree = [
    "name": "info.title",
    "price": "info.price.amount",
    "inStock": "stock.available",
    "tags": "labels",
]

// v2.1 renamed `title` to `displayName`, but old app versions still talk to servers that send `title`. Candidate
// keys are tried in order; `merging` overrides one entry and keeps the rest.
let v21Hints = v2Hints.merging(["name": ["info.displayName", "info.title"]])

let v21JSON = """
    {"id": 1001, "info": {"displayName": "Desk lamp", "price": {"amount": 24.9}},
     "stock": {"available": true}, "labels": ["home", "light"]}
    """

do {
    var v1 = Recipe(hints: try HintTree(legacy: v1Hints))
    v1.decoder.coercions = [.bool, .numbersFromStrings]
    let v2 = Recipe(hints: v2Hints)
    let v21 = Recipe(hints: v21Hints)

    print("Backend v1 sends:\n\(json(v1Payload))\n")
    let fromV1 = try v1.product(from: v1Payload)
    print("Decoded with the v1 recipe:\n\(fromV1)\n")

    print("Backend v2 sends:\n\(v2JSON)\n")
    let fromV2 = try v2.product(fromJSON: v2JSON)
    print("Decoded with the v2 recipe:\n\(fromV2)\n")

    print("Backend v2.1 sends:\n\(v21JSON)\n")
    let fromV21 = try v21.product(fromJSON: v21JSON)
    print("Decoded with the v2.1 recipe:\n\(fromV21)\n")

    print("All three are equal: \(fromV1 == fromV2 && fromV2 == fromV21)\n")

    // Coercion never guesses: a value that does not convert is an error at the model path, with the backend's key.
    var bad = v1Payload
    bad["PRICE"] = "cheap"
    do {
        _ = try v1.product(from: bad)
    } catch let DecodingError.typeMismatch(_, context) {
        print("v1 with PRICE = \"cheap\": \(context.debugDescription)")
    }
} catch {
    print("Unexpected error: \(error)")
}

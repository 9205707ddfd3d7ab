// Writing a recipe for a legacy backend, starting from a payload you captured: let the library suggest the hint
// tree, read how sure it is of each coding key, paste the literal into your code and decode with it.
//
//     swift run SuggestHintsExample

import Foundation
import ModelMapper
import ModelMapperSuggestions

struct Dog: Codable {
    var name: String?
}

struct Person: Codable {
    var name: String?
    var age: Int?
    var isActive: Bool
    var aDog: Dog?
}

struct Department: Codable {
    var name: String?
    var members: [Person] = []
    var manager: Person?
}

// What the backend sent, as JSONSerialization or an Objective-C SDK hands it over.
let payload: [String: Any] = [
    "NAME": "R&D",
    "MEMBERS": [
        ["Name": "Ada", "Age": 36, "is_active": 1, "Dog": ["NameString": "kitty"]],
        ["Name": "Grace", "Age": 45, "is_active": 0, "BADGE": "B-7"],
    ],
    "data": ["manager": ["Name": "Linus", "Age": 50, "is_active": 1]],
]

let suggestion = HintSuggestion(for: Department.self, from: payload)

// The report: the literal to paste, then one line per coding key with how it was matched.
print(suggestion)
print()

// `suggestion.hints` is that literal. Decoding with it (the backend sends 0/1 for booleans, hence the coercion):
do {
    var decoder = DictionaryDecoder()
    decoder.coercions = [.booleans]
    let department = try decoder.decode(Department.self, from: payload, hints: suggestion.hints)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    print("Decoded:\n\(String(decoding: try encoder.encode(department), as: UTF8.self))\n")

    // The same hints in the legacy LLModelTool format, for code that still takes hint dictionaries. (It is `nil`
    // for a tree the legacy format cannot say, such as one with `.path(_:)` or `.entries(keyedInto:)` hints.)
    if let legacy = suggestion.hints.legacyDictionary {
        let data = try JSONSerialization.data(withJSONObject: legacy, options: [.sortedKeys, .prettyPrinted])
        print("Legacy hints:\n\(String(decoding: data, as: UTF8.self))")
    }
} catch {
    print("Unexpected error: \(error)")
}

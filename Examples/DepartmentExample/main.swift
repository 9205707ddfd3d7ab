// The department recipe from the LLModelTool usage notes: a legacy payload whose keys are spelled in
// capitals, read into Swift models through a legacy hint dictionary, with no JSON round trip.
//
//     swift run DepartmentExample

import Foundation
import ModelMapper

struct Dog: Codable {
    var name: String?
}

struct Person: Codable {
    var name: String?
    var age: Int?
    var address: String?
    var aDog: Dog?
}

struct Department: Codable {
    var name: String?
    var id: Int?
    var members: [Person] = []
    var manager: Person?
}

let source: [String: Any] = [
    "NAME": "技术部",
    "ID": 123,
    "MEMBERS": [
        ["Name": "小熊", "Age": 25, "Address": "南京", "Dog": ["NameString": "kitty"]],
        ["Name": "LOLITA0164", "Age": 26, "Address": "fuzhou"],
    ],
    "Manager": ["name": "管理者", "age": 33],
]

// The legacy format: flat entries map model keys to source keys; a nested dictionary, keyed by the
// *source* key, holds the hints for the objects found there.
let legacyHints: [String: Any] = [
    "name": "NAME", "id": "ID", "members": "MEMBERS", "manager": "Manager",
    "MEMBERS": [
        "name": "Name", "age": "Age", "address": "Address", "aDog": "Dog",
        "Dog": ["name": "NameString"],
    ],
]

func json(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

do {
    let hints = try HintTree(legacy: legacyHints)
    let department = try DictionaryDecoder().decode(Department.self, from: source, hints: hints)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    print("Source:\n\(json(source))\n")
    print("Hints:\n\(json(legacyHints))\n")
    print("Decoded:\n\(String(decoding: try encoder.encode(department), as: UTF8.self))\n")

    // A bad value names both paths: the model's and the backend's.
    var broken = source
    broken["MEMBERS"] = [["Name": "Ada", "Dog": ["NameString": 42]]]
    do {
        _ = try DictionaryDecoder().decode(Department.self, from: broken, hints: hints)
    } catch let DecodingError.typeMismatch(_, context) {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        print("Error at \(path): \(context.debugDescription)")
    }
} catch {
    print("Unexpected error: \(error)")
}

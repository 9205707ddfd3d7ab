import Foundation
import ModelMapper

final class Dog: Codable { var name: String? }
final class Person: Codable { var name: String?; var age: Int?; var address: String?; var aDog: Dog? }
final class Department: Codable { var name: String?; var id: Int?; var members: [Person] = []; var manager: Person? }
let source: [String: Any] = [
    "NAME": "技术部", "ID": 123,
    "MEMBERS": [
        ["Name": "小熊", "Age": 25, "Address": "南京", "Dog": ["NameString": "kitty"]],
        ["Name": "LOLITA0164", "Age": 26, "Address": "fuzhou"],
    ],
    "Manager": ["name": "管理者", "age": 33],
]
let hints = try HintTree(legacy: [
    "name": "NAME", "id": "ID", "members": "MEMBERS", "manager": "Manager",
    "MEMBERS": ["name": "Name", "age": "Age", "address": "Address", "aDog": "Dog", "Dog": ["name": "NameString"]],
])
let d = try DictionaryDecoder().decode(Department.self, from: source, hints: hints)
let e = JSONEncoder(); e.outputFormatting = [.sortedKeys]
print(String(decoding: try e.encode(d), as: UTF8.self))
let json = try JSONSerialization.data(withJSONObject: source)
let d2 = try DictionaryDecoder().decode(Department.self, from: json, hints: hints)
print(String(decoding: try e.encode(d2), as: UTF8.self))
var bad = source; bad["MEMBERS"] = [["Name": "x", "Dog": ["NameString": 5]]]
do { _ = try DictionaryDecoder().decode(Department.self, from: bad, hints: hints) } catch { print(error) }
struct R: Decodable { var name: String }
do { _ = try DictionaryDecoder().decode(R.self, from: ["x": 1], hints: ["name": "NAME"]) } catch { print(error) }
do { _ = try DictionaryDecoder().decode(R.self, from: [1]) } catch { print(error) }
do { _ = try DictionaryDecoder().decode(Bool.self, from: NSNumber(value: 1)) } catch { print(error) }
do { _ = try DictionaryDecoder().decode(Int.self, from: true) } catch { print(error) }
print(try DictionaryDecoder().decode([String: [Int]].self, from: ["a": [1, 2]]))

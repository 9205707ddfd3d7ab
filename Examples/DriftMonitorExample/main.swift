// A backend drifts while the app is in production. Over 10 000 responses of `GET /users` it renames `first_name` to
// `given_name`, adds `middle_name`, starts sending `age` as a string, and now and then sends a user the app cannot
// decode. A `MappingMonitor` on the app's decoder notices each change once, and sums them up in a digest that keeps
// where and how often, never the values.
//
// Then a gateway's list of 400 users, read with opt-in coercions (flags "Y"/"N", grouped numbers) and an enum that
// keeps codes it does not know: each field's findings are one entry, counted per user, and none of them is
// announced. When the gateway renames `USER_NM`, the failure and the new key are kept and announced, with the
// monitor's default settings.
//
//     swift run DriftMonitorExample

import Foundation
import ModelMapper

struct User: Decodable {
    var id: Int
    var firstName: String?
    var lastName: String
    var age: Int?
}

let hints: HintTree = ["firstName": "first_name", "lastName": "last_name"]

/// The backend's response for the `number`-th request: it changes as the backend is deployed.
func payload(_ number: Int) -> [String: Any] {
    var user: [String: Any] = ["id": number, "last_name": "Lovelace", "age": 36]
    // From response 4 000 the backend renames `first_name`.
    user[number < 4_000 ? "first_name" : "given_name"] = "Ada"
    // From response 7 000 it sends a field the model has no property for.
    if number >= 7_000 { user["middle_name"] = "Augusta" }
    // From response 9 000 the age comes as a string, which the decoder's coercions accept.
    if number >= 9_000 { user["age"] = "36" }
    // A few users cannot be decoded at all.
    if number == 2_345 || number == 6_789 { user["id"] = nil }
    if number == 9_876 { user["age"] = "thirty-six" }
    return user
}

// MARK: - The app's decoder, with a monitor

/// A path as the digest writes it.
func place(_ path: MappingPath) -> String { path.isEmpty ? "<top level>" : path.description }

// One decode in a hundred records a mapping report (the first one included); every failure is kept. New findings are
// announced once each, here to the console; an app would log them or send them to its crash reporter.
let monitor = MappingMonitor(sampleRate: 0.01) { entry in
    print("  new finding: \(entry.finding) at \(place(entry.modelPath)) (source \(place(entry.sourcePath)))")
}
var decoder = DictionaryDecoder()
decoder.coercions = [.numbersFromStrings]
decoder.monitor = monitor
decoder.monitorLabel = "GET /users"

var decoded = 0
for number in 0..<10_000 {
    switch number {
    case 0: print("Response 0: the backend sends first_name, last_name and age")
    case 4_000: print("Response 4000: the backend renames first_name to given_name")
    case 7_000: print("Response 7000: the backend adds middle_name")
    case 9_000: print("Response 9000: the backend sends age as a string")
    default: break
    }
    // The app decodes as it always did; a failure is the app's to handle, and the monitor counts it.
    if (try? decoder.decode(User.self, from: payload(number), hints: hints)) != nil { decoded += 1 }
}
print("Decoded \(decoded) of 10000 users\n")

// MARK: - The digest

// Report findings are counted in the sampled decodes (60 of the 6 000 responses with `given_name`) and in the failed
// ones, which keep what they read before they failed (two more). `print(monitor.snapshot())` writes the digest with the time each finding was first and last seen; those
// differ in every run, so this example writes them as <time>, to keep its output the same.
/// A digest without its times, which differ in every run.
func timeless(_ snapshot: MappingMonitor.Snapshot) -> String {
    String(describing: snapshot).replacingOccurrences(
        of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: "<time>", options: .regularExpression)
}
print(timeless(monitor.snapshot()))

// MARK: - A list

enum Role: String, Decodable { case admin = "ADM", user = "USR" }

struct GatewayUser: Decodable {
    var id: Int
    var name: String
    var isAdmin: Bool
    var balance: Int
    var role: KeepingUnknown<Role>
}

struct UserList: Decodable { var users: [GatewayUser] }

let listHints: HintTree = [
    "users": .key(
        "USERS",
        nested: ["id": "USER_ID", "name": "USER_NM", "isAdmin": "ADMIN_YN", "balance": "BALANCE", "role": "ROLE_CD"])
]

/// The gateway's list: every user with a flag, a grouped number and, for one in ten, a role code the app does not
/// know; `renamed` sends `USER_NAME` where `USER_NM` was.
func userList(renamed: Bool) -> [String: Any] {
    let users = (0..<400).map { index -> [String: Any] in
        [
            "USER_ID": index, renamed ? "USER_NAME" : "USER_NM": "user \(index)", "ADMIN_YN": index == 0 ? "Y" : "N",
            "BALANCE": "1,\(100 + index)", "ROLE_CD": index % 10 == 0 ? "SVC" : "USR",
        ]
    }
    return ["USERS": users]
}

print("\nA list of 400 users, then the gateway renames USER_NM")
let listMonitor = MappingMonitor { entry in
    print("  new finding: \(entry.finding) at \(place(entry.modelPath)) (source \(place(entry.sourcePath)))")
}
var listDecoder = DictionaryDecoder()
listDecoder.coercions = [.formattedNumbers, .booleans]
listDecoder.monitor = listMonitor
listDecoder.monitorLabel = "GET /gateway/users"
let list = try listDecoder.decode(UserList.self, from: userList(renamed: false), hints: listHints)
print("Decoded \(list.users.count) users")
do {
    _ = try listDecoder.decode(UserList.self, from: userList(renamed: true), hints: listHints)
} catch {
    print("The renamed list fails: \(error)")
}
print(timeless(listMonitor.snapshot()))

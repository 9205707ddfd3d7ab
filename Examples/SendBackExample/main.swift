// A model goes back to the backend in the backend's own spelling. The hint tree that decodes a profile also
// encodes it: renamed keys are written under their source key, key paths rebuild the nested objects, and candidate
// keys write to the first candidate. Decoding the result with the same hints gives the same profile.
//
//     swift run SendBackExample

import Foundation
import ModelMapper

struct Avatar: Codable, Equatable {
    var url: String
    var size: Int
}

struct Profile: Codable, Equatable {
    var userName: String
    var email: String?
    var street: String
    var city: String
    var avatar: Avatar
    var newsletter: Bool
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let received: [String: Any] = [
    "user_name": "ada",
    "EMAIL": "ada@example.com",
    "contact": ["STREET": "12 Analytical Row", "CITY": "London"],
    "AVATAR": ["URL": "https://example.com/ada.png", "PX": 128],
    "opt_in": true,
]

let hints: HintTree = [
    "userName": ["user_name", "userName", "name"],  // candidates: written back to the first
    "email": "EMAIL",
    "street": "contact.STREET",  // key paths: written back as nested objects
    "city": "contact.CITY",
    "avatar": .key("AVATAR", nested: ["url": "URL", "size": "PX"]),  // nested hints for a nested model
    "newsletter": "opt_in",
]

do {
    print("Received:\n\(json(received))\n")
    var profile = try DictionaryDecoder().decode(Profile.self, from: received, hints: hints)
    print("Decoded:\n\(profile)\n")

    // The user edits the profile in the app.
    profile.email = nil
    profile.newsletter = false

    let outgoing = try DictionaryEncoder().encodeToDictionary(profile, hints: hints)
    print("Sent back (email cleared, newsletter off):\n\(json(outgoing))\n")

    let again = try DictionaryDecoder().decode(Profile.self, from: outgoing, hints: hints)
    print("Decoding what was sent gives the edited profile back: \(again == profile)\n")

    // For a dictionary that is already keyed by coding keys (from a form, a cache or a diff), reverseRemap
    // rewrites it into the backend's spelling without a model type.
    let patch: [String: Any] = ["userName": "ada.l", "newsletter": true]
    print("A patch in model keys:\n\(json(patch))\n")
    print("The same patch in the backend's keys:\n\(json(try hints.reverseRemap(patch)))")
} catch {
    print("Unexpected error: \(error)")
}

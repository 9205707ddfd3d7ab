// A legacy "edit profile" screen: the app decodes the backend's profile through hints, edits a few fields with a
// partial payload, and sends the whole profile back in the backend's spelling. The fields the app's model does not
// know (a theme, a feature flag, the rest of the "contact" object) travel with the model in an `UnknownKeys` bag and
// go back untouched, with the exact kind they came with.
//
//     swift run EditProfileExample

import Foundation
import ModelMapper

struct Profile: Codable {
    var userName: String
    var nickname: String?
    var city: String
    var newsletter: Bool
    var unknown = UnknownKeys()
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let received = #"""
    {"USER_NAME": "ada", "nick": "Countess", "contact": {"CITY": "London", "phone": "+44 20 0000"},
     "opt_in": true, "theme": "dark", "beta": 1, "score": 1.0}
    """#

let hints: HintTree = [
    "userName": "USER_NAME",
    "nickname": ["nick", "nick_name"],
    "city": "contact.CITY",
    "newsletter": "opt_in",
]

do {
    let decoder = DictionaryDecoder()
    let encoder = DictionaryEncoder()

    var profile = try decoder.decode(Profile.self, fromJSON: received, hints: hints)
    print("Decoded: \(profile.userName) (\(profile.nickname ?? "no nickname")) in \(profile.city)")
    print("Kept for the backend: \(JSONValue.object(profile.unknown.entries))")

    // The edit screen sends only what changed, in the backend's spelling: an older client spells the nickname
    // "nick_name", and null clears it.
    let edit: [String: Any] = ["nick_name": NSNull(), "contact": ["CITY": "Paris"], "opt_in": false]
    try decoder.update(&profile, from: edit, hints: hints)
    print("Edited: \(profile.userName) (\(profile.nickname ?? "no nickname")) in \(profile.city)")

    let sent = try encoder.encodeToDictionary(profile, hints: hints)
    print("Sent back:")
    print(json(sent))

    let report = try decoder.decodeWithReport(Profile.self, from: sent, hints: hints).report
    print("Unmapped on the way back in (kept again): \(report.unmappedSourceKeys.map(\.sourcePath.description))")
} catch {
    print("Unexpected error: \(error)")
}

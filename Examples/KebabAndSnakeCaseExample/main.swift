// Two modern APIs that agree on everything except how to spell a key: one writes `kebab-case`, the other
// `snake_case`. No hints are needed; a key strategy converts every key, both ways.
//
//     swift run KebabAndSnakeCaseExample

import Foundation
import ModelMapper

struct Event: Codable, Equatable {
    var eventID: Int
    var title: String
    var startsAt: Date
    var isAllDay: Bool
    var venueName: String?
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let kebabPayload: [String: Any] = [
    "event-id": 7,
    "title": "Swift meetup",
    "starts-at": "2024-05-01T18:00:00Z",
    "is-all-day": false,
    "venue-name": "Town hall",
]

let snakePayload: [String: Any] = [
    "event_id": 7,
    "title": "Swift meetup",
    "starts_at": "2024-05-01T18:00:00Z",
    "is_all_day": false,
    "venue_name": "Town hall",
]

do {
    // `event-id` converts to `eventId`, not `eventID`; the key strategies match a converted key against the coding
    // key exactly, as JSONDecoder does. A hint settles the one key the strategy cannot spell.
    let hints: HintTree = ["eventID": ["event-id", "event_id"]]

    var kebabDecoder = DictionaryDecoder()
    kebabDecoder.keyDecodingStrategy = .convertFromKebabCase
    kebabDecoder.dateDecodingStrategy = .iso8601

    var snakeDecoder = DictionaryDecoder()
    snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
    snakeDecoder.dateDecodingStrategy = .iso8601

    print("The kebab-case API sends:\n\(json(kebabPayload))\n")
    let fromKebab = try kebabDecoder.decode(Event.self, from: kebabPayload, hints: hints)
    print("Decoded:\n\(fromKebab)\n")

    print("The snake_case API sends:\n\(json(snakePayload))\n")
    let fromSnake = try snakeDecoder.decode(Event.self, from: snakePayload, hints: hints)
    print("Decoded:\n\(fromSnake)\n")
    print("Same event: \(fromKebab == fromSnake)\n")

    // The way back: each API gets the event in its own spelling. Encoding splits `eventID` before the run of
    // capitals, so it needs no hint.
    var kebabEncoder = DictionaryEncoder()
    kebabEncoder.keyEncodingStrategy = .convertToKebabCase
    kebabEncoder.dateEncodingStrategy = .iso8601
    print("Sent back to the kebab-case API:\n\(json(try kebabEncoder.encode(fromKebab)))\n")

    var snakeEncoder = DictionaryEncoder()
    snakeEncoder.keyEncodingStrategy = .convertToSnakeCase
    snakeEncoder.dateEncodingStrategy = .iso8601
    print("Sent back to the snake_case API:\n\(json(try snakeEncoder.encode(fromSnake)))\n")

    // A third backend shouts every key in capitals: case-insensitive matching reads it without a hint per key.
    let shouting: [String: Any] = [
        "EVENTID": 7, "TITLE": "Swift meetup", "STARTSAT": "2024-05-01T18:00:00Z", "ISALLDAY": false,
    ]
    var caseInsensitive = DictionaryDecoder()
    caseInsensitive.keyDecodingStrategy = .caseInsensitive
    caseInsensitive.dateDecodingStrategy = .iso8601
    print("A backend that shouts:\n\(json(shouting))\n")
    print("Decoded case-insensitively:\n\(try caseInsensitive.decode(Event.self, from: shouting))")
} catch {
    print("Unexpected error: \(error)")
}

// Save a model to a file and load it back. `DictionaryEncoder` turns the model into a dictionary tree,
// JSONSerialization (or PropertyListSerialization) writes the tree to disk, and `DictionaryDecoder` reads the file
// back into the model. The file is written in the backend's spelling, so another program that speaks it can read
// it too.
//
//     swift run SaveAndLoadExample

import Foundation
import ModelMapper

struct Note: Codable, Equatable {
    var id: Int
    var title: String
    var body: String
    var createdAt: Date
    var tags: [String]
    var isPinned: Bool
}

let note = Note(
    id: 1, title: "Groceries", body: "Milk, bread, tea.", createdAt: Date(timeIntervalSince1970: 1_700_000_000),
    tags: ["home", "weekly"], isPinned: true)

let hints: HintTree = ["id": "NOTE_ID", "isPinned": "PINNED"]

let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SaveAndLoadExample-\(ProcessInfo.processInfo.processIdentifier)")

do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    print("The model:\n\(note)\n")

    // Save as JSON: ISO 8601 dates, sorted keys so that the file is stable under version control.
    var encoder = DictionaryEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let tree = try encoder.encodeToDictionary(note, hints: hints)
    let jsonFile = directory.appendingPathComponent("note.json")
    let data = try JSONSerialization.data(
        withJSONObject: tree, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    try data.write(to: jsonFile)
    print("Saved note.json:\n\(String(decoding: try Data(contentsOf: jsonFile), as: UTF8.self))\n")

    // Load: the decoder parses the bytes once and reads the parsed tree through the same hints.
    var decoder = DictionaryDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let loaded = try decoder.decode(Note.self, from: try Data(contentsOf: jsonFile), hints: hints)
    print("Loaded from note.json:\n\(loaded)\n")
    print("Same note: \(loaded == note)\n")

    // A property list holds dates natively: the `.leaf` strategy writes the `Date` itself, and the decoder takes a
    // `Date` leaf as it is, whatever its date strategy.
    var plistEncoder = DictionaryEncoder()
    plistEncoder.dateEncodingStrategy = .leaf
    let plistTree = try plistEncoder.encodeToDictionary(note, hints: hints)
    let plistFile = directory.appendingPathComponent("note.plist")
    try PropertyListSerialization.data(fromPropertyList: plistTree, format: .binary, options: 0).write(to: plistFile)
    let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: plistFile), format: nil)
    let fromPlist = try DictionaryDecoder().decode(Note.self, from: plist, hints: hints)
    print("Loaded from note.plist:\n\(fromPlist)\n")
    print("Same note: \(fromPlist == note)")
} catch {
    print("Unexpected error: \(error)")
}

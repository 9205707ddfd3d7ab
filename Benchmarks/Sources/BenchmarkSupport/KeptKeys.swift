import Foundation
import ModelMapper

/// A record with an untyped 50-key blob (`JSONValue`) and ten fields the model does not know, kept in an
/// `UnknownKeys` bag: what an app that sends backend objects back unchanged decodes and encodes.
public struct BlobRecord: Codable, Sendable {
    var id: Int
    var name: String
    var meta: JSONValue
    var unknown = UnknownKeys()
}

/// The hand-written equivalent: the typed fields cast out of the dictionary, the blob and the unknown fields kept
/// as they came, and the dictionary rebuilt from them.
struct HandWrittenBlobRecord {
    var id: Int
    var name: String
    var meta: [String: Any]
    var rest: [String: Any]

    init(dictionary: [String: Any]) throws {
        guard let id = dictionary["id"] as? Int else { throw HandWritten.Failure.typeMismatch(key: "id") }
        guard let name = dictionary["name"] as? String else { throw HandWritten.Failure.typeMismatch(key: "name") }
        guard let meta = dictionary["meta"] as? [String: Any] else {
            throw HandWritten.Failure.typeMismatch(key: "meta")
        }
        self.id = id
        self.name = name
        self.meta = meta
        var rest = dictionary
        for key in ["id", "name", "meta"] { rest[key] = nil }
        self.rest = rest
    }

    var dictionary: [String: Any] {
        var result = rest
        result["id"] = id
        result["name"] = name
        result["meta"] = meta
        return result
    }
}

extension Fixtures {
    /// `count` records, each with a 50-key blob of mixed scalars and ten unknown fields.
    static func blobRecords(count: Int) -> [[String: Any]] {
        (0..<count).map { index in
            var meta: [String: Any] = [:]
            for key in 0..<50 {
                switch key % 5 {
                case 0: meta["k\(key)"] = index + key
                case 1: meta["k\(key)"] = Double(key) + 0.5
                case 2: meta["k\(key)"] = key % 2 == 0
                case 3: meta["k\(key)"] = "value \(key)"
                default: meta["k\(key)"] = [key, key + 1]
                }
            }
            var record: [String: Any] = ["id": index, "name": "record \(index)", "meta": meta]
            for extra in 0..<10 { record["extra\(extra)"] = extra % 2 == 0 ? "x\(extra)" as Any : extra as Any }
            return record
        }
    }
}

extension Workloads {
    /// Decode and encode back records with a `JSONValue` blob and kept unknown keys, against hand-written casts.
    static func keptKeys(_ sizes: Sizes) -> Workload {
        Workload(
            key: "kept", title: "\(sizes.flatCount) records, 50-key blob + 10 kept keys, decoded and encoded back",
            input: "native", elements: sizes.flatCount, repetitions: 1,
            makeInput: { Tree(Fixtures.blobRecords(count: sizes.flatCount)) },
            variants: [
                Row("hand-written casts", .baseline) { input in
                    guard let records = input.value as? [[String: Any]] else { throw HandWritten.Failure.notAnArray }
                    return try records.map { try HandWrittenBlobRecord(dictionary: $0).dictionary }
                },
                Row("DictionaryDecoder + DictionaryEncoder (JSONValue, UnknownKeys)", .other) { input in
                    let records = try DictionaryDecoder().decode([BlobRecord].self, from: input.value)
                    return try DictionaryEncoder().encode(records)
                },
            ])
    }
}

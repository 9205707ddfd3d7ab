import Foundation
import Testing

@testable import ModelMapper

/// `JSONValue`'s two property-list cases, `.date` and `.data`, and the `UnknownKeys` bags that keep them: a value
/// that came as a leaf goes back as one (`Docs/Design.md#property-list-leaves`).
@Suite struct PropertyListValueTests {
    static let date = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
    static let bytes = Data([0, 1, 2, 0x7F, 0xFE, 0xFF])

    // MARK: - JSONValue

    @Test func leavesBecomeTheirOwnCasesFromEveryOrigin() throws {
        let tree: [String: Any] = [
            "when": Self.date, "then": NSDate(timeIntervalSinceReferenceDate: 1), "blob": Self.bytes,
            "object": NSData(data: Data([9])), "maybe": Optional(Self.date) as Any,
            "list": [Self.date, Self.bytes, 1] as [Any],
        ]
        let value = try JSONValue(any: tree)
        #expect(value["when"] == .date(Self.date))
        #expect(value["then"] == .date(Date(timeIntervalSinceReferenceDate: 1)))
        #expect(value["blob"] == .data(Self.bytes))
        #expect(value["object"] == .data(Data([9])))
        #expect(value["maybe"] == .date(Self.date))
        #expect(value["list"] == [.date(Self.date), .data(Self.bytes), 1])
        #expect(try DictionaryDecoder().decode(JSONValue.self, from: tree) == value)
        #expect(try DictionaryDecoder().decode(JSONValue.self, from: foundationObjectTree(tree)) == value)
    }

    @Test func theLeavesComeBackAsLeaves() throws {
        let value: JSONValue = ["when": .date(Self.date), "blob": .data(Self.bytes)]
        let any = try #require(value.anyValue as? [String: Any])
        #expect(any["when"] as? Date == Self.date)
        #expect(any["blob"] as? Data == Self.bytes)
        #expect(try JSONValue(any: any) == value)
    }

    @Test func theLeavesAreTheirOwnKindForEqualityHashingAndAccessors() {
        let date = JSONValue.date(Self.date)
        let data = JSONValue.data(Self.bytes)
        #expect(date == .date(Self.date) && data == .data(Self.bytes))
        #expect(date != .double(Self.date.timeIntervalSinceReferenceDate))
        #expect(data != .string(Self.bytes.base64EncodedString()))
        #expect(Set([date, .date(Self.date), data, .data(Self.bytes)]).count == 2)
        #expect(date.dateValue == Self.date && date.dataValue == nil)
        #expect(data.dataValue == Self.bytes && data.dateValue == nil)
        #expect(date.doubleValue == nil && date.stringValue == nil && data.arrayValue == nil)
    }

    /// A description is always there: a date as its ISO 8601 text, data as Base64, both quoted; a date with no such
    /// text (which Foundation traps on describing) as its interval.
    @Test func theDescriptionQuotesTheLeaves() {
        let value: JSONValue = [
            "when": .date(Date(timeIntervalSinceReferenceDate: 0.5)), "blob": .data(Data([1, 2, 3])),
            "never": .date(Date(timeIntervalSinceReferenceDate: .nan)),
        ]
        #expect(value.description == #"{"blob":"AQID","never":"nan","when":"2001-01-01T00:00:00.500Z"}"#)
    }

    /// Through other coders a leaf is encoded as its `Date` or `Data`, by that coder's strategy; decoding JSON never
    /// gives one back.
    @Test func otherCodersEncodeTheLeavesAsDateAndData() throws {
        let value: JSONValue = [
            "when": .date(Date(timeIntervalSinceReferenceDate: 0)), "blob": .data(Data([1, 2, 3])),
        ]
        let json = JSONEncoder()
        json.outputFormatting = .sortedKeys
        #expect(String(decoding: try json.encode(value), as: UTF8.self) == #"{"blob":"AQID","when":0}"#)
        json.dateEncodingStrategy = .iso8601
        let text = try json.encode(value)
        #expect(String(decoding: text, as: UTF8.self) == #"{"blob":"AQID","when":"2001-01-01T00:00:00Z"}"#)
        #expect(
            try JSONDecoder().decode(JSONValue.self, from: text) == ["blob": "AQID", "when": "2001-01-01T00:00:00Z"])

        let plist = try PropertyListEncoder().encode(value)
        let tree = try #require(try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])
        #expect(tree["when"] as? Date == Date(timeIntervalSinceReferenceDate: 0))
        #expect(tree["blob"] as? Data == Data([1, 2, 3]))
    }

    /// A value that encodes a `JSONValue` through its `encode(to:)` (a polymorphic fallback, a custom `encode(to:)`)
    /// gets the leaf too, as a `JSONValue` property does.
    @Test func theEncoderWritesALeafThroughEncodeToAsWell() throws {
        struct Opaque: Encodable {
            var value: JSONValue
            func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
        }
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .iso8601
        #expect(try encoder.encode(Opaque(value: .date(Self.date))) as? Date == Self.date)
        #expect(try encoder.encode([Opaque(value: .data(Self.bytes))]) as? [Data] == [Self.bytes])
    }

    /// JSON text written by the library (`@JSONString`) has no leaf: the error says so, at the leaf.
    @Test func jsonTextRefusesALeaf() {
        struct Envelope: Codable {
            @JSONString var payload: JSONValue
        }
        let envelope = Envelope(payload: ["meta": ["when": .date(Self.date)]])
        let error = #expect(throws: EncodingError.self) { try DictionaryEncoder().encode(envelope) }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(context.codingPath.map(\.stringValue) == ["payload"])
        #expect(
            context.debugDescription
                == "The value cannot be written as JSON text: A date is a property-list leaf, which JSON text cannot "
                + "carry. (at meta.when in the text)")
    }

    // MARK: - UnknownKeys

    struct Profile: Codable, Equatable {
        var name: String
        var unknown = UnknownKeys()
    }

    static var plistProfile: [String: Any] {
        [
            "NAME": "Ada", "created": Self.date, "avatar": Self.bytes,
            "device": ["seen": NSDate(timeIntervalSinceReferenceDate: 1), "token": NSData(data: Data([7]))]
                as [String: Any],
            "history": [Self.date, "x", Self.bytes] as [Any],
        ]
    }

    @Test func aBagKeepsTheLeavesExactly() throws {
        let profile = try DictionaryDecoder().decode(Profile.self, from: Self.plistProfile, hints: ["name": "NAME"])
        #expect(profile.unknown["created"] == .date(Self.date))
        #expect(profile.unknown["avatar"] == .data(Self.bytes))
        #expect(
            profile.unknown["device"] == [
                "seen": .date(Date(timeIntervalSinceReferenceDate: 1)), "token": .data(Data([7])),
            ])
        #expect(profile.unknown["history"] == [.date(Self.date), "x", .data(Self.bytes)])
        #expect(profile.unknown.keys == ["avatar", "created", "device", "history"])
        let report = try DictionaryDecoder().decodeWithReport(
            Profile.self, from: Self.plistProfile, hints: ["name": "NAME"])
        #expect(report.report.unmappedSourceKeys.map(\.sourcePath.description).sorted() == profile.unknown.keys)
    }

    /// The bag's leaves go back as they came, whatever the strategies: the tree they came from held them as leaves.
    @Test func theEncoderWritesABagsLeavesBackAsLeavesUnderEveryStrategy() throws {
        let profile = try DictionaryDecoder().decode(Profile.self, from: Self.plistProfile, hints: ["name": "NAME"])
        let dateStrategies: [DictionaryEncoder.DateEncodingStrategy] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .iso8601WithFractionalSeconds,
            .formatted(DateFormatter()), .leaf, .custom { _, _ in throw CocoaError(.coderInvalidValue) },
        ]
        let dataStrategies: [DictionaryEncoder.DataEncodingStrategy] = [
            .deferredToData, .base64, .leaf, .custom { _, _ in throw CocoaError(.coderInvalidValue) },
        ]
        for (index, dateStrategy) in dateStrategies.enumerated() {
            var encoder = DictionaryEncoder()
            encoder.dateEncodingStrategy = dateStrategy
            encoder.dataEncodingStrategy = dataStrategies[index % dataStrategies.count]
            let tree = try encoder.encodeToDictionary(profile, hints: ["name": "NAME"])
            #expect(try JSONValue(any: tree) == JSONValue(any: Self.plistProfile), "strategy \(index)")
            #expect(tree["created"] as? Date == Self.date && tree["avatar"] as? Data == Self.bytes)
        }
        let updated = try DictionaryDecoder().update(
            profile, from: ["created": Date(timeIntervalSinceReferenceDate: 2)])
        #expect(updated.unknown["created"] == .date(Date(timeIntervalSinceReferenceDate: 2)))
        #expect(updated.unknown["avatar"] == .data(Self.bytes))
    }

    /// The reflector writes a kept leaf as the encoder does; in JSON data, where no leaf can go, by its strategy.
    @Test func theReflectorWritesKeptLeavesAsTheEncoderDoes() throws {
        let profile = try DictionaryDecoder().decode(Profile.self, from: Self.plistProfile, hints: ["name": "NAME"])
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601
        // The reflector writes a bag under its property's name, as foreign coders see it.
        let tree = try reflector.reflectToDictionary(profile)
        let bag = try #require(tree["unknown"] as? [String: Any])
        #expect(try JSONValue(any: bag) == .object(profile.unknown.entries))
        #expect(bag["created"] as? Date == Self.date && bag["avatar"] as? Data == Self.bytes)

        let json = try reflector.reflectToJSONData(profile)
        let parsed = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let kept = try #require(parsed["unknown"] as? [String: Any])
        #expect(kept["created"] as? String == "2023-03-08T20:26:40Z")
        #expect(kept["avatar"] as? String == Self.bytes.base64EncodedString())
        #expect(try JSONValue(any: kept["history"] ?? 0) == ["2023-03-08T20:26:40Z", "x", "AAECf/7/"])
        #expect(LLModelTool.getJsonData(param: profile) != nil)
    }

    struct Event: Codable, Equatable {
        var id: Int
        var metadata: JSONValue
    }

    @Test func aJSONValuePropertyKeepsItsLeavesBothWays() throws {
        let tree: [String: Any] = [
            "id": 1, "metadata": ["when": Self.date, "blob": [Self.bytes] as [Any]] as [String: Any],
        ]
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let event = try decoder.decode(Event.self, from: tree)
        #expect(event.metadata == ["when": .date(Self.date), "blob": [.data(Self.bytes)]])
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let back = try encoder.encodeToDictionary(event)
        #expect(try JSONValue(any: back) == JSONValue(any: tree))
    }
}

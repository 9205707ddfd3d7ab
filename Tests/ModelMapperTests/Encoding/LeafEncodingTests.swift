import Foundation
import Testing

@testable import ModelMapper

/// `DateEncodingStrategy.leaf` and `DataEncodingStrategy.leaf`: the encoder and the reflector write `Date` and `Data`
/// as leaves of a property-list tree, through the one rule in `ScalarTreeValue`, and refuse them, with the path,
/// where JSON text is written (`Docs/Design.md#property-list-leaves`).
@Suite struct LeafEncodingTests {
    static let date = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
    static let bytes = Data([0, 1, 2, 0x7F, 0xFE, 0xFF])

    struct Pet: Codable, Equatable {
        var name: String
        var born: Date
        var photo: Data?
    }

    struct Owner: Codable, Equatable {
        var name: String
        var pets: [Pet]
        var visits: [String: Date]
        var key: Data
        var lastSeen: Date?
    }

    static let owner = Owner(
        name: "Ada",
        pets: [
            Pet(name: "Rex", born: Date(timeIntervalSinceReferenceDate: 1), photo: Data([1])),
            Pet(name: "Tom", born: date, photo: nil),
        ],
        visits: ["vet": date], key: bytes, lastSeen: nil)

    /// The tree `.leaf` writes for ``owner``.
    static var ownerTree: [String: Any] {
        [
            "name": "Ada",
            "pets": [
                ["name": "Rex", "born": Date(timeIntervalSinceReferenceDate: 1), "photo": Data([1])],
                ["name": "Tom", "born": date],
            ] as [Any],
            "visits": ["vet": date], "key": bytes,
        ]
    }

    private var leafEncoder: DictionaryEncoder {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .leaf
        encoder.dataEncodingStrategy = .leaf
        return encoder
    }

    private var leafReflector: DictionaryReflector {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .leaf
        reflector.dataEncodingStrategy = .leaf
        return reflector
    }

    // MARK: - Writing leaves

    @Test func theEncoderWritesLeaves() throws {
        let tree = try leafEncoder.encodeToDictionary(Self.owner)
        #expect(try JSONValue(any: tree) == JSONValue(any: Self.ownerTree))
        #expect(tree["key"] as? Data == Self.bytes)
        #expect((tree["visits"] as? [String: Any])?["vet"] as? Date == Self.date)
        #expect(try leafEncoder.encode(Self.date) as? Date == Self.date)
        #expect(try leafEncoder.encode([Self.bytes]) as? [Data] == [Self.bytes])
        // Decoded back under any strategy: a leaf of the target's own type is taken as it is.
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Owner.self, from: tree) == Self.owner)
    }

    @Test func eachStrategyAloneWritesItsOwnLeaf() throws {
        var dates = DictionaryEncoder()
        dates.dateEncodingStrategy = .leaf
        let datesOnly = try dates.encodeToDictionary(Pet(name: "Rex", born: Self.date, photo: Self.bytes))
        #expect(datesOnly["born"] as? Date == Self.date && datesOnly["photo"] as? String == "AAECf/7/")
        var data = DictionaryEncoder()
        data.dataEncodingStrategy = .leaf
        let dataOnly = try data.encodeToDictionary(Pet(name: "Rex", born: Self.date, photo: Self.bytes))
        #expect(dataOnly["born"] as? Double == 700_000_000.25 && dataOnly["photo"] as? Data == Self.bytes)
    }

    /// A date that no text or finite number stands for has no error as a leaf: the leaf is the date.
    @Test func aLeafIsWrittenWhateverTheDate() throws {
        for interval in [Double.nan, .infinity, 1e18] {
            let written = try leafEncoder.encode([Date(timeIntervalSinceReferenceDate: interval)]) as? [Date]
            #expect(written?.first?.timeIntervalSinceReferenceDate.bitPattern == interval.bitPattern)
        }
    }

    @Test func hintsPlaceLeavesWhereTheyWriteAnyValue() throws {
        let hints: HintTree = ["born": "meta.BORN", "photo": ["PHOTO", "photo"]]
        let tree = try leafEncoder.encodeToDictionary(
            Pet(name: "Rex", born: Self.date, photo: Self.bytes), hints: hints)
        #expect((tree["meta"] as? [String: Any])?["BORN"] as? Date == Self.date)
        #expect(tree["PHOTO"] as? Data == Self.bytes)
        #expect(try DictionaryDecoder().decode(Pet.self, from: tree, hints: hints).born == Self.date)
        #expect(
            try JSONValue(
                any: leafReflector.reflect(Pet(name: "Rex", born: Self.date, photo: Self.bytes), hints: hints))
                == JSONValue(any: tree))
    }

    @Test func remapAndReverseRemapCarryLeavesAsTheyAre() throws {
        let hints: HintTree = ["born": "BORN", "photo": "PHOTO"]
        let source: [String: Any] = ["name": "Rex", "BORN": Self.date, "PHOTO": NSData(data: Self.bytes)]
        let remapped = try #require(try hints.remap(source) as? [String: Any])
        #expect(remapped["born"] as? Date == Self.date)
        #expect(try JSONValue(any: remapped["photo"] ?? 0) == .data(Self.bytes))
        let back = try hints.reverseRemap(remapped)
        #expect(try JSONValue(any: back) == JSONValue(any: source))
    }

    @Test func theReflectorWritesWhatTheEncoderWrites() throws {
        let reflected = try leafReflector.reflect(Self.owner)
        #expect(try JSONValue(any: reflected) == JSONValue(any: Self.ownerTree))
        let nsObjects: [String: Any] = [
            "when": NSDate(timeIntervalSinceReferenceDate: 3), "blob": NSData(data: Self.bytes),
        ]
        let tree = try leafReflector.reflectToDictionary(nsObjects)
        #expect(tree["when"] as? Date == Date(timeIntervalSinceReferenceDate: 3) && tree["blob"] as? Data == Self.bytes)
    }

    /// A set of leaves is ordered by time or by bytes; one that mixes them with other values by a text that stands for
    /// each leaf, never by handing a leaf to `JSONSerialization`.
    @Test func aSetOfLeavesHasAStableOrder() throws {
        let dates: Set<Date> = [
            Self.date, Date(timeIntervalSinceReferenceDate: 1), Date(timeIntervalSinceReferenceDate: -5),
        ]
        #expect(try leafReflector.reflect(dates) as? [Date] == dates.sorted())
        let data: Set<Data> = [Data([2]), Data([1, 9]), Data()]
        #expect(try leafReflector.reflect(data) as? [Data] == [Data(), Data([1, 9]), Data([2])])
        let mixed: Set<AnyHashable> = [Self.date, "x", Self.bytes, 1]
        let first = try JSONValue(any: leafReflector.reflect(mixed))
        for _ in 0..<5 {
            #expect(try JSONValue(any: leafReflector.reflect(Set(mixed.shuffled()))) == first)
        }
    }

    // MARK: - Where JSON text is written

    @Test func reflectToJSONDataRefusesALeafStrategyNamingThePath() throws {
        let error = #expect(throws: ModelMapperError.self) { try leafReflector.reflectToJSONData(Self.owner) }
        #expect(error?.code == .unsupportedValue)
        #expect(error?.location == "pets[0].born")
        var dates = leafReflector
        dates.dataEncodingStrategy = .base64
        dates.unsupportedValueStrategy = .describe  // a choice of strategy, not a value without a form
        let dateError = #expect(throws: ModelMapperError.self) {
            try dates.reflectToJSONData(Pet(name: "Rex", born: Self.date, photo: nil))
        }
        #expect(dateError?.location == "born")
        #expect(
            dateError?.message
                == "A value of type Date cannot be written as JSON text under the dateEncodingStrategy .leaf, which "
                + "writes it as a leaf of a property-list tree; choose another dateEncodingStrategy for JSON.")
        var data = leafReflector
        data.dateEncodingStrategy = .iso8601
        let dataError = #expect(throws: ModelMapperError.self) {
            try data.reflectToJSONData([Pet(name: "Rex", born: Self.date, photo: Self.bytes)])
        }
        #expect(dataError?.location == "[0].photo")
        #expect(dataError?.message.contains("dataEncodingStrategy .leaf") == true)
        // Nothing to refuse: the strategy is only a problem for a value it writes.
        #expect(try leafReflector.reflectToJSONData(["name": "Rex"]) == Data(#"{"name":"Rex"}"#.utf8))
    }

    /// A dictionary key that is not a string is written as its JSON text, which no leaf has.
    @Test func aDateKeyUnderTheLeafStrategyIsRefusedNamingItsDictionary() throws {
        let visits: [Date: String] = [Self.date: "vet"]
        let error = #expect(throws: ModelMapperError.self) { try leafReflector.reflect(["visits": visits]) }
        #expect(error?.code == .unsupportedValue)
        #expect(error?.location == "visits")
        var numbers = leafReflector
        numbers.dateEncodingStrategy = .secondsSince1970
        #expect(try numbers.reflect(visits) as? [String: String] == ["1678307200.25": "vet"])
    }
}

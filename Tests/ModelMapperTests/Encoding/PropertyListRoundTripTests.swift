import Foundation
import Testing

@testable import ModelMapper

/// Property lists through the library and back, on every platform, in both formats: `PropertyListSerialization` →
/// `DictionaryDecoder` → `DictionaryEncoder` with the `.leaf` strategies → `PropertyListSerialization` gives the tree
/// it started from, for a model that reads every key and for one whose `UnknownKeys` bags keep the rest
/// (`Docs/Design.md#property-list-leaves`).
@Suite struct PropertyListRoundTripTests {
    struct Owner: Codable, Equatable {
        var name: String
        var since: Date
        var key: Data
    }

    /// A model that reads every key of its tree.
    struct Settings: Codable, Equatable {
        var title: String
        var count: Int
        var ratio: Double
        var enabled: Bool
        var updated: Date
        var avatar: Data
        var tags: [String]
        var history: [Date]
        var owner: Owner
        var blobs: [String: Data]
    }

    /// A model that reads a few keys and keeps the others, at two levels.
    struct PartialSettings: Codable, Equatable {
        var title: String
        var updated: Date
        var owner: PartialOwner
        var unknown = UnknownKeys()
    }

    struct PartialOwner: Codable, Equatable {
        var name: String
        var rest = UnknownKeys()
    }

    static let formats: [PropertyListSerialization.PropertyListFormat] = [.binary, .xml]

    static let dateStrategies: [DictionaryDecoder.DateDecodingStrategy] = [
        .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .iso8601WithFractionalSeconds,
        .formatted(DateFormatter()), .custom { _ in Date(timeIntervalSince1970: 0) },
    ]

    static let dataStrategies: [DictionaryDecoder.DataDecodingStrategy] = [
        .deferredToData, .base64, .custom { _ in Data() },
    ]

    private static var leafEncoder: DictionaryEncoder {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .leaf
        encoder.dataEncodingStrategy = .leaf
        return encoder
    }

    /// The tree `PropertyListSerialization` reads from `tree` written in `format`.
    private static func reparsed(_ tree: Any, _ format: PropertyListSerialization.PropertyListFormat) throws -> Any {
        let data = try PropertyListSerialization.data(fromPropertyList: tree, format: format, options: 0)
        return try PropertyListSerialization.propertyList(from: data, format: nil)
    }

    /// Decodes the parsed tree, encodes the value with the `.leaf` strategies, writes and reads that again, and
    /// expects the tree it started from; returns the value.
    @discardableResult
    private static func roundTrip<T: Codable>(
        _ type: T.Type, _ parsed: Any, format: PropertyListSerialization.PropertyListFormat, decoder: DictionaryDecoder,
        hints: HintTree = .empty, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        let value = try decoder.decode(type, from: parsed, hints: hints)
        let encoded = try leafEncoder.encode(value, hints: hints)
        let again = try reparsed(encoded, format)
        #expect(try JSONValue(any: again) == JSONValue(any: parsed), sourceLocation: sourceLocation)
        return value
    }

    // MARK: - Generated trees

    /// Three hundred generated trees, binary and XML in turn, each decoded under a date and data strategy of its own
    /// (which a leaf never reaches).
    @Test func generatedPropertyListsRoundTrip() throws {
        let base = SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x9115)
        for index in 0..<300 {
            var random = SeededGenerator(seed: SeededGenerator(seed: base).derived(UInt64(index)))
            let format = Self.formats[index % Self.formats.count]
            let context = "seed \(random.seed), \(format == .xml ? "XML" : "binary")"
            var decoder = DictionaryDecoder()
            decoder.dateDecodingStrategy = random.pick(Self.dateStrategies)
            decoder.dataDecodingStrategy = random.pick(Self.dataStrategies)
            // XML property lists write dates in whole seconds.
            var generator = PropertyListTreeGenerator(random: random, wholeSeconds: format == .xml)
            let typed = generator.settings()
            let partial = generator.partialSettings()

            let parsedTyped = try Self.reparsed(typed, format)
            let settings = try Self.roundTrip(Settings.self, parsedTyped, format: format, decoder: decoder)
            #expect(try decoder.decode(Settings.self, from: typed) == settings, "\(context)")

            let parsedPartial = try Self.reparsed(partial, format)
            let kept = try Self.roundTrip(PartialSettings.self, parsedPartial, format: format, decoder: decoder)
            // The bags keep exactly what the model does not read, leaves as leaves.
            var rest = try #require(try JSONValue(any: parsedPartial).objectValue, "\(context)")
            var owner = try #require(rest["owner"]?.objectValue, "\(context)")
            for key in ["title", "updated", "owner"] { rest[key] = nil }
            owner["name"] = nil
            #expect(kept.unknown.entries == rest, "\(context)")
            #expect(kept.owner.rest.entries == owner, "\(context)")
        }
    }

    // MARK: - Named examples

    static let settingsXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>avatar</key><data>AAECf/7/</data>
            <key>blobs</key><dict><key>icon</key><data>AQ==</data></dict>
            <key>count</key><integer>3</integer>
            <key>enabled</key><true/>
            <key>history</key><array><date>2001-01-01T00:00:00Z</date></array>
            <key>owner</key>
            <dict>
                <key>key</key><data>AQID</data>
                <key>name</key><string>Ada &amp; Co</string>
                <key>since</key><date>1999-12-31T23:59:59Z</date>
            </dict>
            <key>ratio</key><real>0.5</real>
            <key>tags</key><array><string>a</string><string>b</string></array>
            <key>title</key><string>Quarterly</string>
            <key>updated</key><date>2024-05-01T12:00:00Z</date>
        </dict>
        </plist>
        """

    @Test func anXMLPropertyListDecodesAndComesBackAsItWas() throws {
        let parsed = try PropertyListSerialization.propertyList(from: Data(Self.settingsXML.utf8), format: nil)
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let settings = try Self.roundTrip(Settings.self, parsed, format: .xml, decoder: decoder)
        #expect(
            settings
                == Settings(
                    title: "Quarterly", count: 3, ratio: 0.5, enabled: true,
                    updated: Date(timeIntervalSince1970: 1_714_564_800), avatar: Data([0, 1, 2, 0x7F, 0xFE, 0xFF]),
                    tags: ["a", "b"], history: [Date(timeIntervalSinceReferenceDate: 0)],
                    owner: Owner(
                        name: "Ada & Co", since: Date(timeIntervalSince1970: 946_684_799), key: Data([1, 2, 3])),
                    blobs: ["icon": Data([1])]))
        let xml = try PropertyListSerialization.data(
            fromPropertyList: try Self.leafEncoder.encode(settings), format: .xml, options: 0)
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.contains("<date>2024-05-01T12:00:00Z</date>") && text.contains("<data>"))
    }

    /// A `UserDefaults`-style tree: keys with dots, read literally through hints, and leaves the model never names.
    @Test func aBinaryPropertyListKeepsWhatTheModelDoesNotRead() throws {
        let tree: [String: Any] = [
            "com.app.title": "Inbox", "com.app.updated": Date(timeIntervalSinceReferenceDate: 12.5),
            "owner": ["name": "Ada", "avatar": Data([9, 8]), "seen": [Date(timeIntervalSinceReferenceDate: 1)]]
                as [String: Any],
            "token": Data([0xCA, 0xFE]), "launches": 12, "flags": ["beta": true, "ratio": 0.25] as [String: Any],
        ]
        let hints: HintTree = ["title": .key("com.app.title"), "updated": .key("com.app.updated")]
        let parsed = try Self.reparsed(tree, .binary)
        let partial = try Self.roundTrip(
            PartialSettings.self, parsed, format: .binary, decoder: DictionaryDecoder(), hints: hints)
        #expect(partial.title == "Inbox" && partial.updated == Date(timeIntervalSinceReferenceDate: 12.5))
        #expect(
            partial.unknown
                == UnknownKeys([
                    "token": .data(Data([0xCA, 0xFE])), "launches": 12, "flags": ["beta": true, "ratio": 0.25],
                ]))
        #expect(
            partial.owner.rest
                == UnknownKeys([
                    "avatar": .data(Data([9, 8])), "seen": [.date(Date(timeIntervalSinceReferenceDate: 1))],
                ]))
        let encoded = try Self.leafEncoder.encodeToDictionary(partial, hints: hints)
        #expect(encoded["token"] as? Data == Data([0xCA, 0xFE]))
        #expect(
            ((encoded["owner"] as? [String: Any])?["seen"] as? [Any])?.first as? Date
                == Date(timeIntervalSinceReferenceDate: 1))
    }
}

/// Generates property-list trees from a seed: strings (with XML's special characters and text beyond ASCII), integers,
/// finite doubles, booleans, dates, data, arrays and dictionaries.
struct PropertyListTreeGenerator {
    var random: SeededGenerator
    /// Whether dates have whole seconds, as XML property lists write them.
    let wholeSeconds: Bool

    private static let characters: [Character] = Array("abcXYZ019 _-.<>&\"'é日本🙂\n\t")

    mutating func string(maximumLength: Int = 8) -> String {
        String((0..<random.int(in: 0...maximumLength)).map { _ in random.pick(Self.characters) })
    }

    mutating func key() -> String { "k" + string(maximumLength: 5) }

    mutating func int() -> Int {
        random.chance(0.2)
            ? random.pick([Int(Int64.min), Int(Int64.max), 0, -1]) : random.int(in: -1_000_000...1_000_000)
    }

    /// A finite double other than `-0.0`, whose sign XML property lists drop.
    mutating func double() -> Double {
        switch random.int(in: 0...2) {
        case 0: return Double(random.int(in: -1000...1000)) / 8
        case 1: return Double(random.int(in: -1_000_000...1_000_000)) / 1000
        default:
            let value = Double(bitPattern: random.next())
            return value.isFinite && value != 0 ? value : 1.5
        }
    }

    mutating func date() -> Date {
        // 1900 to 2100.
        let seconds = Double(random.int(in: -2_208_988_800...4_102_444_800))
        return Date(timeIntervalSince1970: wholeSeconds ? seconds : seconds + Double(random.int(in: 0...999)) / 1000)
    }

    mutating func data() -> Data {
        Data((0..<random.int(in: 0...12)).map { _ in UInt8.random(in: 0...255, using: &random) })
    }

    mutating func scalar() -> Any {
        switch random.int(in: 0...5) {
        case 0: return string()
        case 1: return int()
        case 2: return double()
        case 3: return random.chance(0.5)
        case 4: return date()
        default: return data()
        }
    }

    mutating func value(depth: Int = 0) -> Any {
        guard depth < 3 else { return scalar() }
        switch random.int(in: 0...5) {
        case 0: return (0..<random.int(in: 0...3)).map { _ in value(depth: depth + 1) }
        case 1: return object(depth: depth + 1, excluding: [])
        default: return scalar()
        }
    }

    mutating func object(depth: Int, excluding known: Set<String>) -> [String: Any] {
        var object: [String: Any] = [:]
        for _ in 0..<random.int(in: 0...4) {
            let key = key()
            if !known.contains(key) { object[key] = value(depth: depth) }
        }
        return object
    }

    /// A tree for ``PropertyListRoundTripTests/Settings``.
    mutating func settings() -> [String: Any] {
        [
            "title": string(), "count": int(), "ratio": double(), "enabled": random.chance(0.5), "updated": date(),
            "avatar": data(), "tags": (0..<random.int(in: 0...3)).map { _ in string() },
            "history": (0..<random.int(in: 0...3)).map { _ in date() },
            "owner": ["name": string(), "since": date(), "key": data()] as [String: Any],
            "blobs": Dictionary(
                (0..<random.int(in: 0...3)).map { _ in (key(), data()) }, uniquingKeysWith: { a, _ in a }),
        ]
    }

    /// A tree for ``PropertyListRoundTripTests/PartialSettings``: the keys it reads and others of every kind.
    mutating func partialSettings() -> [String: Any] {
        var owner = object(depth: 1, excluding: ["name"])
        owner["name"] = string()
        var tree = object(depth: 0, excluding: ["title", "updated", "owner", "unknown"])
        tree["title"] = string()
        tree["updated"] = date()
        tree["owner"] = owner
        return tree
    }
}

import Foundation
import ModelMapper
import Testing

/// The round-trip property of the two-way wrappers: a legacy gateway's rows, generated with `""`, `null`, a missing
/// key or a value in every column, decode and encode back to exactly the rows they were, types included (`""` stays
/// the `String` `""`, `null` stays `NSNull()`, a missing key stays missing), under the dictionary coders with hints,
/// the dictionary decoder over JSON data, and the JSON coders.
@Suite struct LegacyRowRoundTripTests {
    struct Row: Codable {
        @NilAsEmptyString var id: String?
        @NilAsEmptyString var name: String?
        @NilAsEmptyString var address2: String?
        @NilAsEmptyString var age: Int?
        @AbsentOrNull var phone: String?
        @AbsentOrNull var note: String?
        @DelimitedList<CommaSeparated> var tags: [String]
        @OptionalDateValue<GatewayTimestamp> var joined: Date?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id = "USER_ID"
            case name = "NAME"
            case address2 = "ADDR_2"
            case age = "AGE"
            case phone = "PHONE"
            case note = "NOTE"
            case tags = "TAGS"
            case joined = "JOINED"
        }
    }

    /// The hints that read each column from a source key of its own (`F_NAME` for `NAME`).
    static let hints = HintTree(
        Dictionary(
            uniqueKeysWithValues: Row.CodingKeys.allCases.map { ($0.stringValue, Hint.key("F_\($0.stringValue)")) }))

    /// A value of the column's kind that is not "none" for its wrapper.
    static func value(for key: Row.CodingKeys, using random: inout SeededGenerator) -> Any {
        let letters = ["a", "b", "Z", " ", "é", "-", "9", ","]
        func text(minimum: Int) -> String {
            (0..<random.int(in: minimum...6)).map { _ in random.pick(letters) }.joined()
        }
        switch key {
        case .id, .name, .address2: return text(minimum: 1)
        case .phone, .note, .tags: return text(minimum: key == .tags ? 1 : 0)
        case .age: return random.int(in: -5...120)
        case .joined:
            return String(
                format: "%04d%02d%02d %02d%02d%02d", random.int(in: 1990...2030), random.int(in: 1...12),
                random.int(in: 1...28), random.int(in: 0...23), random.int(in: 0...59), random.int(in: 0...59))
        }
    }

    /// A row with a cell of each kind chosen in every column.
    static func row(using random: inout SeededGenerator) -> [String: Any] {
        var row: [String: Any] = [:]
        for key in Row.CodingKeys.allCases {
            switch random.pick([0, 1, 2, 3]) {
            case 0: continue
            case 1: row[key.stringValue] = NSNull()
            case 2: row[key.stringValue] = ""
            default: row[key.stringValue] = value(for: key, using: &random)
            }
        }
        return row
    }

    static func rows(seed: UInt64) -> [[String: Any]] {
        var random = SeededGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(seed))
        return (0..<random.int(in: 1...4)).map { _ in row(using: &random) }
    }

    static func renamed(_ row: [String: Any]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: row.map { ("F_\($0.key)", $0.value) })
    }

    static func json(_ value: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    }

    @Test(arguments: 0..<300)
    func generatedRowsComeBackExactly(seed: UInt64) throws {
        let rows = Self.rows(seed: seed)
        let expected = typedText(rows)

        // DictionaryDecoder and DictionaryEncoder, through hints that rename every column.
        let source = rows.map(Self.renamed)
        let models = try DictionaryDecoder().decode([Row].self, from: source, hints: Self.hints)
        #expect(typedText(try DictionaryEncoder().encode(models, hints: Self.hints)) == typedText(source))

        // DictionaryDecoder over JSON data, without hints.
        let fromData = try DictionaryDecoder().decode([Row].self, from: try Self.json(rows))
        #expect(typedText(try DictionaryEncoder().encode(fromData)) == expected)

        // JSONDecoder and JSONEncoder, compared as the trees JSONSerialization reads from both texts.
        let data = try Self.json(rows)
        let written = try JSONEncoder().encode(try JSONDecoder().decode([Row].self, from: data))
        #expect(
            typedText(try JSONSerialization.jsonObject(with: written))
                == typedText(try JSONSerialization.jsonObject(with: data)))
    }

    /// The generator reaches every cell kind in every column, so that the property covers them all.
    @Test func theGeneratedRowsHoldEveryKindOfCellInEveryColumn() {
        var seen: [String: Set<String>] = [:]
        for seed in 0..<300 {
            for row in Self.rows(seed: UInt64(seed)) {
                for key in Row.CodingKeys.allCases {
                    let kind =
                        switch row[key.stringValue] {
                        case nil: "absent"
                        case is NSNull: "null"
                        case let text as String where text.isEmpty: "empty"
                        default: "value"
                        }
                    seen[key.stringValue, default: []].insert(kind)
                }
            }
        }
        for key in Row.CodingKeys.allCases {
            #expect(seen[key.stringValue] == ["absent", "null", "empty", "value"], "\(key)")
        }
    }
}

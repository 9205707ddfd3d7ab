import Foundation
import Testing

@testable import ModelMapper

/// `HintTree.remap` of a flat row through renames, one-key paths and inline models (`Hint.inline(_:)`) puts each of
/// the row's keys in one place: an inline model's object holds what its nested hints read and nothing else, and the
/// row keeps only what no hint read. So `reverseRemap` of the result gives the row back, from native trees and from
/// trees of Foundation objects.
@Suite struct RemapRoundTripTests {
    /// The row of `Hint.inline(_:)`'s documentation, with a column no hint reads.
    static var row: [String: Any] {
        [
            "ORDER_ID": 7, "CUST_NAME": "Ada", "CUST_EMAIL": "ada@example.com", "SHIP_CITY": "Oslo",
            "NOTE": "ring twice",
        ]
    }

    static let hints: HintTree = [
        "id": "ORDER_ID",
        "customer": .inline(["name": "CUST_NAME", "email": "CUST_EMAIL"]),
        "shipping": .inline(["city": "SHIP_CITY"]),
    ]

    /// The reproduction: each inline object used to get every other column of the row, with its raw text, and
    /// `reverseRemap` then wrote those columns twice and threw `invalidHint`.
    @Test(arguments: [ParityOrigin.nativeTree, .foundationObjects])
    func eachInlineModelGetsOnlyTheColumnsItsHintsRead(origin: ParityOrigin) throws {
        let remapped = try Self.hints.remap(origin.presenting(Self.row))
        let expected: [String: Any] = [
            "id": 7, "customer": ["name": "Ada", "email": "ada@example.com"], "shipping": ["city": "Oslo"],
            "NOTE": "ring twice",
        ]
        #expect(sortedJSON(remapped) == sortedJSON(expected))
        #expect(sortedJSON(try Self.hints.reverseRemap(remapped)) == sortedJSON(Self.row))
    }

    /// Decoding the result without hints still gives what decoding the row with them gives, when the nested hints
    /// name every key of the inline models.
    @Test func theRemappedRowDecodesAsTheRowDoesThroughTheHints() throws {
        struct Customer: Codable, Equatable {
            var name: String
            var email: String?
        }
        struct Address: Codable, Equatable { var city: String }
        struct Order: Codable, Equatable {
            var id: Int
            var customer: Customer
            var shipping: Address?
        }
        let direct = try DictionaryDecoder().decode(Order.self, from: Self.row, hints: Self.hints)
        let viaRemap = try DictionaryDecoder().decode(Order.self, from: Self.hints.remap(Self.row))
        #expect(direct == viaRemap)
    }

    /// An inline model inside an inline model, in an array of rows under a renamed key: each level holds its own
    /// columns.
    @Test func nestedInlineModelsInAnArrayOfRowsComeBackAsTheRows() throws {
        let hints: HintTree = [
            "orders": .key(
                "ROWS",
                nested: [
                    "id": "ORDER_ID",
                    "total": .inline(["amount": "TOTAL", "currency": .inline(["code": "CUR"])]),
                ])
        ]
        let page: [String: Any] = [
            "ROWS": [
                ["ORDER_ID": 1, "TOTAL": 2.5, "CUR": "EUR", "NOTE": "x"],
                ["ORDER_ID": 2, "TOTAL": 9.5, "CUR": NSNull()],
                ["ORDER_ID": 3],
            ] as [Any],
            "code": "0",
        ]
        let remapped = try hints.remap(page)
        let expected: [String: Any] = [
            "orders": [
                ["id": 1, "total": ["amount": 2.5, "currency": ["code": "EUR"]], "NOTE": "x"],
                // A model whose every column is null or missing is missing; its null columns stay in the row.
                ["id": 2, "total": ["amount": 9.5], "CUR": NSNull()],
                ["id": 3],
            ] as [Any],
            "code": "0",
        ]
        #expect(sortedJSON(remapped) == sortedJSON(expected))
        #expect(sortedJSON(try hints.reverseRemap(remapped)) == sortedJSON(page))
    }

    /// An inline model with no nested hints reads its keys by their own names, which the rewrite cannot know: it gets
    /// an empty object, and the row keeps its columns.
    @Test func anInlineModelWithoutNestedHintsIsAnEmptyObject() throws {
        let hints: HintTree = ["id": "ORDER_ID", "customer": .inline()]
        let row: [String: Any] = ["ORDER_ID": 7, "name": "Ada"]
        let remapped = try hints.remap(row)
        let expected: [String: Any] = ["id": 7, "customer": [String: Any](), "name": "Ada"]
        #expect(sortedJSON(remapped) == sortedJSON(expected))
        #expect(sortedJSON(try hints.reverseRemap(remapped)) == sortedJSON(row))
    }

    /// A key path of one key reads the key whole, as the key itself does: the row does not keep it too.
    @Test func aKeyPathOfOneKeyReadsTheKeyWhole() throws {
        let hints: HintTree = ["name": .path("NAME"), "city": .path(#"ADDR\.CITY"#), "zip": .path("ADDR.ZIP")]
        let row: [String: Any] = ["NAME": "Ada", "ADDR.CITY": "Oslo", "ADDR": "not an object"]
        let remapped = try hints.remap(row)
        let expected: [String: Any] = ["name": "Ada", "city": "Oslo", "ADDR": "not an object"]
        #expect(sortedJSON(remapped) == sortedJSON(expected))
        #expect(sortedJSON(try hints.reverseRemap(remapped)) == sortedJSON(row))
    }

    /// An inline model nested past the depth limit is refused as any nesting is, though it adds no container to the
    /// source.
    @Test func inlineModelsCountAgainstTheDepthLimit() throws {
        var hints: HintTree = ["code": "CODE"]
        for _ in 0..<4 { hints = ["inner": .inline(hints)] }
        let row: [String: Any] = ["CODE": 1]
        #expect(try hints.remap(row, maximumDepth: 5) is [String: Any])
        let error = #expect(throws: ModelMapperError.self) { try hints.remap(row, maximumDepth: 4) }
        #expect(error?.code == .depthLimitExceeded)
    }

    /// Over generated flat rows (random column names and values, nulls included) and hints that route a random
    /// subset of the columns through renames, one-key paths and inline models nested in each other, beside hints that
    /// find nothing: `reverseRemap(remap(row)) == row`, for one row, an array of rows and rows under a renamed key.
    @Test(arguments: [ParityOrigin.nativeTree, .foundationObjects])
    func reverseRemapOfRemapGivesTheRowBack(origin: ParityOrigin) throws {
        var random = SeededGenerator(seed: 0x2E3A_9000 &+ UInt64(origin.rawValue.utf8.count))
        var inlineObjects = 0
        for iteration in 0..<300 {
            let made = random.flatRowCase()
            let source: Any
            let hints: HintTree
            switch random.int(in: 0...2) {
            case 0:
                source = made.rows[0]
                hints = made.hints
            case 1:
                source = made.rows
                hints = made.hints
            default:
                source = ["ROWS": made.rows, "STATUS": "ok"] as [String: Any]
                hints = ["rows": .key("ROWS", nested: made.hints)]
            }
            let context = "iteration \(iteration), hints \(hints), source \(sortedJSON(source))"
            let remapped = try hints.remap(origin.presenting(source))
            let back = try hints.reverseRemap(remapped)
            #expect(sortedJSON(back) == sortedJSON(source), "\(context), remapped \(sortedJSON(remapped))")
            inlineObjects += made.inlineModels
        }
        // The rows must route columns through inline models often, or the property says little.
        #expect(inlineObjects > 300)
    }
}

// MARK: - Generators

extension SeededGenerator {
    /// Rows with the same columns (each row may lack some, or hold `null`) and hints for them.
    fileprivate struct FlatRowCase {
        var rows: [[String: Any]]
        var hints: HintTree
        /// How many inline models the hints declare.
        var inlineModels: Int
    }

    /// A column name: capitals, digits and punctuation (a dot included), never a lowercase letter, so that no column
    /// is spelled like a coding key.
    private mutating func columnName() -> String {
        let alphabet = Array("ABCDEFXYZ019_.- ")
        return String((0..<int(in: 1...6)).map { _ in pick(alphabet) })
    }

    /// A coding key: lowercase letters only.
    private mutating func modelKey() -> String {
        String((0..<int(in: 1...5)).map { _ in pick(Array("abcdefgh")) })
    }

    /// A scalar a row's column holds.
    private mutating func columnValue() -> Any {
        switch int(in: 0...5) {
        case 0: return int(in: -1000...1000)
        case 1: return Double(int(in: -400...400)) / 8
        case 2: return chance(0.5)
        case 3: return NSNull()
        default: return String((0..<int(in: 0...4)).map { _ in pick(Array("aZ9 .é")) })
        }
    }

    /// The spelling of a key path of the one key `column`: its `.`, `[`, `]` and `\` escaped.
    private func onePath(_ column: String) -> String {
        var escaped = ""
        for character in column {
            if "\\.[]".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// A rename of `column`: the key, a string literal when it cannot be read as a path, or a key path of that key.
    private mutating func rename(_ column: String) -> Hint {
        switch int(in: 0...2) {
        case 0: return .key(column)
        case 1 where !SourcePath.looksLikePath(column): return Hint(stringLiteral: column)
        default: return .path(onePath(column))
        }
    }

    /// A hint that finds nothing in the rows: a key no row has, or a key path through a column's scalar.
    private mutating func missingHint(columns: [String]) -> Hint {
        if chance(0.5), let column = columns.randomElement(using: &self) {
            return .path(onePath(column) + ".deeper")
        }
        return pick([.key("ABSENT_" + columnName()), .path("NOWHERE.AT.ALL"), .inline(["x": "ABSENT_X"])])
    }

    fileprivate mutating func flatRowCase() -> FlatRowCase {
        var columns: [String] = []
        for _ in 0..<int(in: 1...12) {
            let name = columnName()
            if !columns.contains(name) { columns.append(name) }
        }
        columns.shuffle(using: &self)
        // The models the columns go to: the row itself (0) and inline models, each inside the row or an earlier one.
        var parents = [-1]
        for index in 1...int(in: 1...4) { parents.append(int(in: 0...(index - 1))) }
        var entries = Array(repeating: [String: Hint](), count: parents.count)
        func add(_ hint: Hint, to model: Int) {
            var key = modelKey()
            while entries[model][key] != nil { key += "x" }
            entries[model][key] = hint
        }
        for column in columns {
            switch int(in: 0...3) {
            case 0: continue  // kept as it is
            case 1: add(rename(column), to: 0)
            default: add(rename(column), to: int(in: 0...(parents.count - 1)))
            }
        }
        for _ in 0..<int(in: 0...2) { add(missingHint(columns: columns), to: int(in: 0...(parents.count - 1))) }
        // Each inline model into its parent, the deepest first.
        for model in stride(from: parents.count - 1, through: 1, by: -1) {
            add(.inline(HintTree(entries[model])), to: parents[model])
        }
        var rows: [[String: Any]] = []
        for _ in 0..<int(in: 1...3) {
            var row: [String: Any] = [:]
            for column in columns where chance(0.85) { row[column] = columnValue() }
            rows.append(row)
        }
        return FlatRowCase(rows: rows, hints: HintTree(entries[0]), inlineModels: parents.count - 1)
    }
}

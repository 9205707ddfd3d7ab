import Foundation
import ModelMapper
import Testing

/// Properties of inline models (`Hint.inline(_:)`) over generated flat rows: chains of models read inline inside each
/// other to any depth, each level's keys spelled by a different kind of hint, and columns no model reads.
///
/// - decoding a row and encoding the value with the same hints gives the same row back, the columns no model reads
///   included (kept by the outermost model's `UnknownKeys` bag), from native trees, trees of Foundation objects and
///   JSON text;
/// - the report lists exactly the columns no model reads, at the row's place;
/// - a required key missing at any depth is `keyNotFound` at the model path of its level, and a wrong type there is
///   `typeMismatch` whose source path is the row's key.
@Suite struct InlineHintPropertyTests {
    private static let iterations = 300

    /// One level of a chain: its own value, and the next level, read inline from the same row.
    final class Level: Codable, Equatable {
        var label: String
        var count: Int?
        var next: Level?

        init(label: String, count: Int?, next: Level?) {
            self.label = label
            self.count = count
            self.next = next
        }

        static func == (lhs: Level, rhs: Level) -> Bool {
            lhs.label == rhs.label && lhs.count == rhs.count && lhs.next == rhs.next
        }
    }

    struct Row: Codable, Equatable {
        var id: Int
        var first: Level?
        var rest: UnknownKeys
    }

    /// A generated row: its hints, the value it holds and the columns no model reads.
    struct Case {
        let hints: HintTree
        let value: Row
        let extra: [String: Any]
        let depth: Int
    }

    @Test(arguments: [ParityOrigin.nativeTree, .foundationObjects, .jsonData])
    func decodingARowAndEncodingItBackGivesTheSameRow(origin: ParityOrigin) throws {
        var random = SeededGenerator(seed: 0x1A11_0E00 &+ UInt64(origin.rawValue.utf8.count))
        for iteration in 0..<Self.iterations {
            let made = random.inlineCase()
            // The row as the backend sends it: the model's columns, then the ones no model reads.
            var row = try DictionaryEncoder().encodeToDictionary(made.value, hints: made.hints)
            row.merge(made.extra) { mine, _ in mine }
            let decoded =
                origin == .jsonData
                ? try DictionaryDecoder().decode(
                    Row.self, from: JSONSerialization.data(withJSONObject: row), hints: made.hints)
                : try DictionaryDecoder().decode(Row.self, from: origin.presenting(row), hints: made.hints)
            let context = "iteration \(iteration), hints \(made.hints), row \(sortedJSON(row))"
            #expect(decoded.id == made.value.id && decoded.first == made.value.first, "\(context)")
            #expect(decoded.rest.keys == made.extra.keys.sorted(), "\(context)")
            let sentBack = try DictionaryEncoder().encodeToDictionary(decoded, hints: made.hints)
            #expect(sortedJSON(sentBack) == sortedJSON(row), "\(context)")
        }
    }

    @Test func theReportListsTheColumnsNoModelReads() throws {
        var random = SeededGenerator(seed: 0x1A11_0E10)
        for iteration in 0..<Self.iterations {
            let made = random.inlineCase()
            var row = try DictionaryEncoder().encodeToDictionary(made.value, hints: made.hints)
            row.merge(made.extra) { mine, _ in mine }
            let result = try DictionaryDecoder().decodeWithReport(Row.self, from: row, hints: made.hints)
            let unmapped = result.report.unmappedSourceKeys
            let context = "iteration \(iteration), hints \(made.hints), row \(sortedJSON(row))"
            #expect(unmapped.map(\.sourcePath.description).sorted() == made.extra.keys.sorted(), "\(context)")
            #expect(unmapped.allSatisfy { $0.modelPath.description.isEmpty }, "\(context)")
        }
    }

    @Test func anErrorAtAnyDepthNamesItsLevelsModelPathAndTheRowsKey() throws {
        var random = SeededGenerator(seed: 0x1A11_0E20)
        var checked = 0
        for iteration in 0..<Self.iterations {
            let made = random.inlineCase()
            guard made.depth > 0 else { continue }
            let row = try DictionaryEncoder().encodeToDictionary(made.value, hints: made.hints)
            // The deepest level's label: required, so a wrong type there cannot make its level missing.
            let modelPath = ["first"] + Array(repeating: "next", count: made.depth - 1) + ["label"]
            let column = SeededGenerator.labelColumn(made.depth - 1)
            var wrong = row
            wrong[column] = [1, 2]
            let error = expectDecodingError(.typeMismatch, at: modelPath) {
                try DictionaryDecoder().decode(Row.self, from: wrong, hints: made.hints)
            }
            let description = error?.context?.debugDescription ?? ""
            #expect(description.hasSuffix("(source path: \(column))"), "iteration \(iteration): \(description)")
            checked += 1
        }
        #expect(checked > Self.iterations / 2)
    }
}

extension SeededGenerator {
    /// The row key of a level's label: one per level, so that no two levels write one key.
    fileprivate static func labelColumn(_ level: Int) -> String { "L\(level)_LABEL" }

    /// A chain of 0 to 5 levels read inline from one row, each level's `count` hinted by a different kind of hint
    /// (a renamed key, candidates, a key path into an object of the row, or no hint, under a key spelled for that
    /// level by the level's own `label`-free naming), and 0 to 3 columns no model reads.
    fileprivate mutating func inlineCase() -> InlineHintPropertyTests.Case {
        let depth = int(in: 0...5)
        var level: InlineHintPropertyTests.Level?
        var hints: HintTree?
        for index in stride(from: depth - 1, through: 0, by: -1) {
            var entries: [String: Hint] = ["label": .key(Self.labelColumn(index))]
            switch int(in: 0...3) {
            case 0: entries["count"] = .key("L\(index)_COUNT")
            case 1: entries["count"] = ["L\(index)_N", "L\(index)_COUNT"]
            case 2: entries["count"] = .path("counts.l\(index)")
            default: entries["count"] = .candidates(["L\(index)_C"])
            }
            if let hints { entries["next"] = .inline(hints) }
            hints = HintTree(entries)
            level = InlineHintPropertyTests.Level(
                label: pick(["a", "", "Σ", "x.y"]), count: chance(0.7) ? int(in: -9...9) : nil,
                next: chance(0.85) ? level : nil)
        }
        var top: [String: Hint] = ["id": pick(["ID", .key("ORDER_ID"), ["ID", "id"]])]
        if let hints { top["first"] = .inline(hints) }
        let extraKeys = ["NOTE", "x", "counts2", "LABEL"].filter { _ in chance(0.4) }
        var extra: [String: Any] = [:]
        for key in extraKeys { extra[key] = pick(["kept", 3, ["deep": true]] as [Any]) }
        // A level left out cuts the chain there: the levels below it are not in the value either.
        var length = 0
        var current = level
        while let present = current {
            length += 1
            current = present.next
        }
        return InlineHintPropertyTests.Case(
            hints: HintTree(top),
            value: InlineHintPropertyTests.Row(id: int(in: 0...99), first: level, rest: UnknownKeys()),
            extra: extra, depth: length)
    }
}

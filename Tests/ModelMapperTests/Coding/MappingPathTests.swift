import Foundation
import Testing

@testable import ModelMapper

/// `MappingPath`: a path is a value whose text is the one the library writes in messages, and that text reads back
/// as the same path (`Docs/Design.md#errors`).
@Suite struct MappingPathTests {
    // MARK: - Text

    @Test(arguments: [
        (MappingPath([.key("members"), .index(1), .key("name")]), "members[1].name"),
        (MappingPath([.key("meta"), .key("1. open")]), #"meta["1. open"]"#),
        (MappingPath([.index(0), .key("a")]), "[0].a"),
        (MappingPath([.key("rows"), .anyIndex, .anyIndex, .key("v")]), "rows[*][*].v"),
        (MappingPath([.key("a"), .key("")]), #"a[""]"#),
        (MappingPath([.key(#"say "hi""#)]), #"["say \"hi\""]"#),
        (MappingPath([.key(#"C:\temp"#), .key("x")]), #"["C:\\temp"].x"#),
        (MappingPath([.key("a]"), .key("b[")]), #"["a]"]["b["]"#),
        (MappingPath([.key("Index 3"), .key("*"), .key("名前")]), "Index 3.*.名前"),
        (MappingPath(), ""),
    ])
    func aPathIsWrittenAsTheLibraryWritesPaths(path: MappingPath, text: String) {
        #expect(path.description == text)
        #expect(MappingPath(text) == path)
        #expect(MappingPath(stringLiteral: text) == path)
    }

    /// Every path the library wrote before paths were values is written the same way, except a key holding `"` or
    /// `\`, which used to be written unescaped (and so could not be read back).
    @Test func theTextIsTheOneWrittenBeforeForEveryKeyWithoutQuotesOrBackslashes() {
        var generator = SeededGenerator(seed: SeededGenerator.baseSeed ^ 0x7A7E)
        for _ in 0..<2_000 {
            let path = Self.path(using: &generator, alphabet: Self.alphabet.filter { $0 != "\"" && $0 != "\\" })
            guard !path.components.contains(.anyIndex) else { continue }
            #expect(path.description == Self.textAsWrittenBefore(path), "\(path.components)")
        }
    }

    @Test func generatedPathsReadBackFromTheirText() throws {
        var generator = SeededGenerator(seed: SeededGenerator.baseSeed ^ 0x9A7B)
        for _ in 0..<5_000 {
            let path = Self.path(using: &generator, alphabet: Self.alphabet)
            let text = path.description
            #expect(MappingPath(text) == path, "\(path.components) written \(text)")
            #expect(MappingPath(stringLiteral: text) == path, "\(path.components) written \(text)")
            let json = try JSONEncoder().encode(path)
            #expect(try JSONDecoder().decode(MappingPath.self, from: json) == path, "\(path.components)")
        }
    }

    @Test func aKeyStartingWithACombiningMarkIsNotJoinedToTheDotBeforeIt() {
        let path = MappingPath([.key("a"), .key("\u{301}b")])
        #expect(path.description == "a.\u{301}b")
        #expect(MappingPath(path.description) == path)
    }

    @Test func aLiteralMayEscapeKeyCharactersAsAKeyPathHintDoes() {
        let path: MappingPath = #"meta.1\. open[2].a\[b\]"#
        #expect(path.components == [.key("meta"), .key("1. open"), .index(2), .key("a[b]")])
        #expect(path.description == #"meta["1. open"][2]["a[b]"]"#)
    }

    @Test(arguments: [
        "a..b", ".a", "a.", "a[", "a[x]", "a]", "a[0]b", "a.[0]", #"["abc"#, #"["a"x"#, #"a\"#, "[]", "[-]", "[1 ]",
        "[99999999999999999999]", "[٣]", #"["a"].["b"]"#,
    ])
    func textThatIsNotAPathReadsAsNothing(text: String) {
        #expect(MappingPath(text) == nil)
        // A literal never traps: it is the single key holding the whole text, which no path the library writes is.
        #expect(MappingPath(stringLiteral: text) == MappingPath([.key(text)]))
    }

    // MARK: - Value

    @Test func pathsAreOrderedByTheirText() {
        let texts = ["members[2]", "members.name", "members[10]", "", "[0]", "members", #"members["a.b"]"#]
        let paths = texts.map { MappingPath(stringLiteral: $0) }
        #expect(paths.sorted().map(\.description) == texts.sorted())
        #expect(MappingPath("members.name") < MappingPath("members[0]"))
    }

    @Test func theTopLevelIsEmpty() {
        #expect(MappingPath().isEmpty)
        #expect(MappingPath("") == MappingPath())
        #expect(!MappingPath([.index(0)]).isEmpty)
        #expect(MappingPath(codingPath: []) == "")
    }

    @Test func aPathIsCodableAsItsText() throws {
        let paths: [MappingPath] = ["members[1].aDog", #"meta["1. open"]"#, "", "members[*].age"]
        let json = try JSONEncoder().encode(paths)
        #expect(
            String(decoding: json, as: UTF8.self) == #"["members[1].aDog","meta[\"1. open\"]","","members[*].age"]"#)
        #expect(try JSONDecoder().decode([MappingPath].self, from: json) == paths)
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([MappingPath].self, from: Data(#"["a..b"]"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.intValue) == [0])
        #expect(context.debugDescription == #""a..b" is not a path."#)
    }

    // MARK: - Coding paths

    @Test func aCodingPathBecomesKeysAndIndicesAndBack() {
        struct IntKey: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(stringValue: String, intValue: Int) {
                self.stringValue = stringValue
                self.intValue = intValue
            }
            init(intValue: Int) {
                self.stringValue = "\(intValue)"
                self.intValue = intValue
            }
        }
        enum Keys: Int, CodingKey { case id = 1 }
        // Foundation's element keys (`Index 3` with the integer 3) are indices; an enum key with an integer raw value
        // and a key spelled `Index 3` without one are keys.
        let codingPath: [any CodingKey] = [
            AnyCodingKey(stringValue: "members"), IntKey(intValue: 3), AnyCodingKey(index: 1), Keys.id,
            AnyCodingKey(stringValue: "Index 2"), IntKey(stringValue: "Index 4", intValue: 4),
        ]
        let path = MappingPath(codingPath: codingPath)
        #expect(path.components == [.key("members"), .key("3"), .index(1), .key("id"), .key("Index 2"), .index(4)])
        #expect(path.description == "members.3[1].id.Index 2[4]")
        #expect(MappingPath(codingPath: path.codingPath) == path)
        #expect(path.codingPath.map(\.stringValue) == ["members", "3", "Index 1", "id", "Index 2", "Index 4"])
        #expect(path.codingPath.map(\.intValue) == [nil, nil, 1, nil, nil, 4])
        #expect(MappingPath([.key("a"), .anyIndex]).codingPath.map(\.stringValue) == ["a", "Index *"])
    }

    /// The coding path of a path built from `DictionaryDecoder`'s error is the coding path `JSONDecoder` reports for
    /// the same failure, key for key and index for index.
    @Test(arguments: PathFailure.cases)
    func aPathFromAnErrorHasJSONDecodersCodingPath(failure: PathFailure) throws {
        let data = Data(failure.json.utf8)
        let reference = try #require(Self.decodingError { try failure.decodeWithJSONDecoder(data) })
        let ours = try #require(Self.decodingError { try failure.decodeWithDictionaryDecoder(data) })
        let path = MappingPath(codingPath: Self.codingPath(of: ours))
        #expect(path.description == failure.expected)
        #expect(Self.keys(path.codingPath) == Self.keys(Self.codingPath(of: reference)))
        #expect(path == MappingPath(codingPath: Self.codingPath(of: reference)))
    }

    /// A coerced value is reported at the model path where `JSONDecoder`, which does not coerce, fails.
    @Test func aReportEntryHasTheCodingPathJSONDecoderFailsAt() throws {
        let json = #"{"rows": [{"values": [1, 2]}, {"values": [3, "4"]}]}"#
        let reference = try #require(
            Self.decodingError { _ = try JSONDecoder().decode(PathTable.self, from: Data(json.utf8)) })
        var decoder = DictionaryDecoder()
        decoder.coercions = .integers
        let report = try decoder.decodeWithReport(PathTable.self, fromJSON: json).report
        let entry = try #require(report.coercions.first)
        #expect(entry.modelPath == "rows[*].values[*]")
        #expect(entry.firstModelPath == "rows[1].values[1]")
        #expect(Self.keys(entry.firstModelPath.codingPath) == Self.keys(Self.codingPath(of: reference)))
    }

    // MARK: - Support

    /// Keys with every character the text escapes, empty, `*`, spaces and non-ASCII text.
    static let alphabet: [String] = [
        "a", "b", "Z", "0", "7", ".", "[", "]", "\"", "\\", "*", " ", "-", "é", "e\u{301}", "\u{301}", "名",
        "🐶", "\t", "$",
    ]

    static func path(using generator: inout SeededGenerator, alphabet: [String]) -> MappingPath {
        var components: [MappingPath.Component] = []
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                let length = Int.random(in: 0...5, using: &generator)
                let key = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
                components.append(.key(length == 1 && Bool.random(using: &generator) ? "Index 3" : key))
            case 6..<9:
                let index =
                    Bool.random(using: &generator)
                    ? Int.random(in: 0...12, using: &generator) : Int.random(in: Int.min...Int.max, using: &generator)
                components.append(.index(index))
            default:
                components.append(.anyIndex)
            }
        }
        return MappingPath(components)
    }

    /// The text the library wrote before paths were values (`PathText` then): keys joined by `.`, indices as `[n]`,
    /// and a key that is empty or holds `.`, `[`, `]` or `"` as `["key"]`, unescaped.
    static func textAsWrittenBefore(_ path: MappingPath) -> String {
        var text = ""
        for component in path.components {
            switch component {
            case .key(let key):
                if !key.isEmpty && !key.unicodeScalars.contains(where: { ".[]\"".unicodeScalars.contains($0) }) {
                    if !text.isEmpty { text += "." }
                    text += key
                } else {
                    text += "[\"\(key)\"]"
                }
            case .index(let index): text += "[\(index)]"
            case .anyIndex: text += "[*]"
            }
        }
        return text
    }

    static func decodingError(_ body: () throws -> Void) -> DecodingError? {
        do {
            try body()
            return nil
        } catch {
            return error as? DecodingError
        }
    }

    static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath
        case .keyNotFound(let key, let context):
            context.codingPath + [key]
        @unknown default:
            []
        }
    }

    static func keys(_ codingPath: [any CodingKey]) -> [String] {
        codingPath.map { "\($0.stringValue)|\($0.intValue.map(String.init) ?? "-")" }
    }
}

/// A document that fails to decode, the same way under `JSONDecoder` and `DictionaryDecoder`, and the path of the
/// failure as text.
struct PathFailure: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let expected: String
    let decodeWithJSONDecoder: @Sendable (Data) throws -> Void
    let decodeWithDictionaryDecoder: @Sendable (Data) throws -> Void
    var testDescription: String { name }

    init<T: Decodable & Sendable>(_ name: String, _ type: T.Type, _ json: String, at expected: String) {
        self.name = name
        self.json = json
        self.expected = expected
        decodeWithJSONDecoder = { _ = try JSONDecoder().decode(T.self, from: $0) }
        decodeWithDictionaryDecoder = { _ = try DictionaryDecoder().decode(T.self, from: $0) }
    }

    static let cases: [PathFailure] = [
        PathFailure(
            "a wrong type deep in arrays", PathTable.self, #"{"rows": [{"values": [1]}, {"values": [2, "x"]}]}"#,
            at: "rows[1].values[1]"),
        PathFailure("a missing key in an element", [PathCell].self, #"[{"v": 1}, {}]"#, at: "[1].v"),
        PathFailure("a null in an element", [PathCell].self, #"[{"v": 1}, {"v": null}]"#, at: "[1].v"),
        PathFailure(
            "a dictionary key with a dot", [String: PathCell].self, #"{"a.b": {"v": "x"}}"#, at: #"["a.b"].v"#),
        PathFailure(
            "a dictionary key with a quote", [String: [Int]].self, #"{"say \"hi\"": [1, true]}"#,
            at: #"["say \"hi\""][1]"#),
        PathFailure("nested arrays", [[Int]].self, #"[[1], [2, 3, "x"]]"#, at: "[1][2]"),
    ]
}

private struct PathTable: Decodable, Sendable {
    struct Row: Decodable, Sendable { var values: [Int] }
    var rows: [Row]
}

private struct PathCell: Decodable, Sendable { var v: Int }

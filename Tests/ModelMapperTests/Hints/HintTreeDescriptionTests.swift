import Foundation
import Testing

@testable import ModelMapper

/// `HintTree` and `Hint` print as the Swift literal that builds them, and trees the legacy format can say come back
/// from `legacyDictionary` through `HintTree(legacy:)`.
///
/// Each case writes a tree as a literal and, next to it, the text it must print: the same literal, in code-point
/// order of the keys. The printed text therefore compiles back to the tree it came from.
@Suite struct HintTreeDescriptionTests {
    /// A tree written as a literal, and the text it prints, which is that literal.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let tree: HintTree
        let printed: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty", tree: [:], printed: #"[:]"#),
        Case(name: "renamed key", tree: ["name": "NAME"], printed: #"["name": "NAME"]"#),
        Case(name: "key path as a string", tree: ["city": "address.city"], printed: #"["city": "address.city"]"#),
        Case(name: "index path as a string", tree: ["tag": "tags[0]"], printed: #"["tag": "tags[0]"]"#),
        Case(name: "literal key with a dot", tree: ["open": .key("1. open")], printed: #"["open": .key("1. open")]"#),
        Case(name: "key with a dot that is no path", tree: ["x": "a..b"], printed: #"["x": "a..b"]"#),
        Case(name: "path", tree: ["city": .path("address.city")], printed: #"["city": .path("address.city")]"#),
        Case(name: "one-key path", tree: ["city": .path("city")], printed: #"["city": .path("city")]"#),
        Case(
            name: "escaped path", tree: ["open": .path(#"meta.1\. open"#)],
            printed: #"["open": .path("meta.1\\. open")]"#),
        Case(
            name: "candidates", tree: ["userName": ["user_name", "userName", "a.b"]],
            printed: #"["userName": ["user_name", "userName", "a.b"]]"#),
        Case(
            name: "candidates with nested hints", tree: ["boss": .candidates(["BOSS", "Boss"], nested: ["name": "N"])],
            printed: #"["boss": .candidates(["BOSS", "Boss"], nested: ["name": "N"])]"#),
        Case(
            name: "nested",
            tree: ["members": .key("MEMBERS", nested: ["name": "Name", "aDog": .key("Dog", nested: ["name": "NS"])])],
            printed:
                #"["members": .key("MEMBERS", nested: ["aDog": .key("Dog", nested: ["name": "NS"]), "name": "Name"])]"#
        ),
        Case(
            name: "same key with nested hints", tree: ["manager": .nested(["name": "NAME"])],
            printed: #"["manager": .nested(["name": "NAME"])]"#),
        Case(
            name: "same key with empty nested hints", tree: ["manager": .nested([:])],
            printed: #"["manager": .nested([:])]"#),
        Case(
            name: "path-like string with nested hints",
            tree: ["user": ("data.user" as Hint).withNestedHints(["name": "N"])],
            printed: #"["user": ("data.user" as Hint).withNestedHints(["name": "N"])]"#),
        Case(
            name: "path with nested hints", tree: ["user": .path("data.user", nested: ["name": "N"])],
            printed: #"["user": .path("data.user", nested: ["name": "N"])]"#),
        Case(
            name: "key pattern", tree: ["bars": .keyPattern(.prefix("Time Series"))],
            printed: #"["bars": .keyPattern(.prefix("Time Series"))]"#),
        Case(
            name: "suffix pattern with nested hints", tree: ["n": .keyPattern(.suffix("_count"), nested: ["a": "A"])],
            printed: #"["n": .keyPattern(.suffix("_count"), nested: ["a": "A"])]"#),
        Case(
            name: "entries with defaults", tree: ["prices": .key("PRICES").entries(keyedInto: "symbol")],
            printed: #"["prices": .key("PRICES").entries(keyedInto: "symbol")]"#),
        Case(
            name: "entries with every argument",
            tree: [
                "bars": .keyPattern(.prefix("Time Series"), nested: ["open": .key("1. open")])
                    .entries(keyedInto: "time", valuesInto: "v", order: .descending)
            ],
            printed:
                #"["bars": .keyPattern(.prefix("Time Series"), nested: ["open": .key("1. open")]).entries(keyedInto: "time", valuesInto: "v", order: .descending)]"#
        ),
        Case(
            name: "entries on a path-like string",
            tree: ["x": ("a.b" as Hint).entries(keyedInto: "k", order: .numeric)],
            printed: #"["x": ("a.b" as Hint).entries(keyedInto: "k", order: .numeric)]"#),
        Case(
            name: "entries on candidates", tree: ["x": .candidates(["A", "B"]).entries(keyedInto: "k")],
            printed: #"["x": .candidates(["A", "B"]).entries(keyedInto: "k")]"#),
        Case(
            name: "entries on nested", tree: ["x": .nested(["a": "A"]).entries(keyedInto: "k")],
            printed: #"["x": .nested(["a": "A"]).entries(keyedInto: "k")]"#),
        Case(
            name: "escapes", tree: ["quote\"d": "back\\slash", "tab": "a\tb\n\u{1}"],
            printed: #"["quote\"d": "back\\slash", "tab": "a\tb\n\u{1}"]"#),
        Case(name: "unicode", tree: ["name": "名字"], printed: #"["name": "名字"]"#),
        Case(
            name: "key order", tree: ["b": "B", "a": "A", "Z": "z", "é": "E"],
            printed: #"["Z": "z", "a": "A", "b": "B", "é": "E"]"#),
    ]

    @Test(arguments: cases)
    func printsTheLiteralThatBuildsIt(_ testCase: Case) {
        #expect(testCase.tree.description == testCase.printed)
        #expect("\(testCase.tree)" == testCase.printed)
        #expect(String(reflecting: testCase.tree) == "HintTree(\(testCase.printed))")
    }

    @Test func hintsPrintAsTheirValueInATree() {
        #expect(Hint.key("NAME").description == #""NAME""#)
        #expect(Hint.key("a.b").description == #".key("a.b")"#)
        #expect(("a.b" as Hint).description == #""a.b""#)
        #expect(Hint.candidates(["a", "b"]).description == #"["a", "b"]"#)
        #expect(Hint.candidates([]).description == #".candidates([])"#)
        #expect(String(reflecting: Hint.key("NAME")) == #"Hint("NAME")"#)
    }

    @Test func invalidTreesPrintTheirProblem() {
        let badPath: HintTree = ["city": .path("address..city")]
        #expect(badPath.description == #"["city": .path("address..city")]"#)
        #expect(
            String(reflecting: badPath)
                == #"HintTree(["city": .path("address..city")], invalid: Invalid hint entry "city": invalid key path "address..city": it has an empty key (at city))"#
        )
        #expect(
            String(reflecting: Hint.path("a..b"))
                == #"Hint(.path("a..b"), invalid: invalid key path "a..b": it has an empty key)"#)
        // A quote in a malformed path is recovered too.
        let quoted = Hint.path(#"a": .b[x"#)
        #expect(quoted.description == #".path("a\": .b[x")"#)

        let empty: HintTree = ["x": ""]
        #expect(
            String(reflecting: empty)
                == #"HintTree(["x": ""], invalid: Invalid hint entry "x": the source key is empty (at x))"#)

        let twice: HintTree = ["a": "X", "a": "Y"]
        #expect(twice.description == #"["a": "Y"]"#)
        #expect(
            String(reflecting: twice).hasSuffix(
                #"invalid: Invalid hint entry "a": the coding key appears twice (at a))"#))

        let nested: HintTree = ["m": .key("M", nested: ["x": []])]
        #expect(nested.description == #"["m": .key("M", nested: ["x": .candidates([])])]"#)
        #expect(
            String(reflecting: nested).contains(
                "invalid: Invalid hint entry \"x\": the candidate list is empty (at m.x)"))
    }

    @Test func printedTreesBuildEqualTrees() {
        // The same literals as in `cases`, compiled: each equals the tree it printed from.
        for testCase in Self.cases {
            #expect(testCase.tree == testCase.tree)
        }
        let printed: HintTree = [
            "members": .key("MEMBERS", nested: ["aDog": .key("Dog", nested: ["name": "NS"]), "name": "Name"])
        ]
        #expect(printed == Self.cases.first { $0.name == "nested" }?.tree)
    }

    @Test func deepAndSharedTreesPrintInBoundedTime() throws {
        // 600 levels: the text stops with "…" after 512.
        var deep: HintTree = ["leaf": "LEAF"]
        for _ in 0..<600 { deep = ["n": .nested(deep)] }
        #expect(deep.description.hasSuffix("…"))
        #expect(deep.legacyDictionary == nil)

        // One subtree shared twice at each of 64 levels spells 2^64 paths; the text stops at about a million bytes.
        var shared = try HintTree(legacy: ["x": "X"])
        for _ in 0..<64 { shared = ["a": .nested(shared), "b": .nested(shared)] }
        let text = shared.description
        #expect(text.utf8.count <= HintLiteralWriter.maximumLength + 200)
        #expect(text.hasSuffix("…"))
    }

    // MARK: - Legacy form

    @Test(arguments: cases)
    func theLegacyFormParsesBackToTheTree(_ testCase: Case) throws {
        guard let legacy = testCase.tree.legacyDictionary else { return }
        #expect(try HintTree(legacy: legacy) == testCase.tree)
    }

    @Test func legacyFormsOfTheTreesTheFormatCanSay() throws {
        let department: HintTree = [
            "name": "NAME",
            "userName": ["user_name", "userName"],
            "members": .key("MEMBERS", nested: ["name": "Name", "aDog": .key("Dog", nested: ["name": "NameString"])]),
            "manager": .nested(["name": "NAME"]),
            "city": "address.city",
        ]
        let legacy = try #require(department.legacyDictionary)
        #expect(
            try json(legacy)
                == json([
                    "name": "NAME", "userName": ["user_name", "userName"], "members": "MEMBERS",
                    "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
                    "manager": ["name": "NAME"], "city": "address.city",
                ]))
        #expect(try HintTree(legacy: legacy) == department)

        // The department fixture's legacy hints come back as they are.
        let fixture = try Fixture.load("department-nested")
        let fixtureHints = try fixture.hints()
        let again = try #require(fixtureHints.legacyDictionary)
        #expect(try json(again) == json(try #require(fixture.legacyHints)))

        // Two coding keys reading one source key with equal nested hints share one nested dictionary.
        let twoReaders: HintTree = [
            "boss": .key("PERSON", nested: ["name": "N"]),
            "deputy": .candidates(["PERSON", "X"], nested: ["name": "N"]),
        ]
        let shared = try #require(twoReaders.legacyDictionary)
        #expect(try HintTree(legacy: shared) == twoReaders)
        #expect(HintTree.empty.legacyDictionary?.isEmpty == true)
    }

    @Test func treesTheLegacyFormatCannotSayHaveNone() {
        let unsayable: [(String, HintTree)] = [
            ("path", ["city": .path("address.city")]),
            ("key pattern", ["bars": .keyPattern(.prefix("Time"))]),
            ("entries", ["prices": .key("PRICES").entries(keyedInto: "symbol")]),
            ("literal key that spells a path", ["open": .key("a.b")]),
            (
                "nested hints on a source key that is also a coding key",
                ["members": .key("members", nested: ["n": "N"])]
            ),
            ("nested under a key another entry reads", ["manager": .nested(["n": "N"]), "boss": "manager"]),
            (
                "different nested hints for one source key",
                ["a": .key("P", nested: ["n": "N"]), "b": .key("P", nested: [:])]
            ),
            ("nested hints for one reader only", ["a": .key("P", nested: ["n": "N"]), "b": "P"]),
            ("invalid", ["x": ""]),
            ("deep inside", ["m": .key("M", nested: ["city": .path("a.b")])]),
        ]
        for (name, tree) in unsayable {
            #expect(tree.legacyDictionary == nil, "\(name)")
        }
    }

    @Test func sharedLegacySubtreesStayShared() throws {
        // A legacy dictionary that reuses one dictionary at every level: parsed once, and written back once.
        var legacy: [String: Any] = ["name": "NAME"]
        for _ in 0..<200 { legacy = ["a": "A", "b": "A", "A": legacy] }
        let tree = try HintTree(legacy: legacy)
        let back = try #require(tree.legacyDictionary)
        // `==` would compare the 2^200 paths one by one; the comparison compares each distinct pair once.
        var comparison = HintTreeComparison()
        #expect(comparison.equal(try HintTree(legacy: back), tree, depth: 0))
    }
}

/// A dictionary as JSON text with sorted keys, to compare trees of Swift and Foundation values.
private func json(_ value: [String: Any]) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
}

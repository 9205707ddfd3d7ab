import Foundation
import Testing

@testable import ModelMapper

/// The coercions for the shapes legacy backends send beyond the scalar table: formatted number strings, JSON text
/// held in strings, single values where arrays belong and blank strings that mean "no value". Each row runs from a
/// native tree and from JSONSerialization's, through a renaming hint so that the model path (`value`) and the source
/// path (`VALUE`) differ, and checks the value or the error (its case, its coding path, its source path) and the
/// report entry.
@Suite struct LenientShapeTests {
    enum Origin: String, CaseIterable, CustomTestStringConvertible {
        case jsonSerialization, native
        var testDescription: String { rawValue }
    }

    struct Plain<Value: Codable & Equatable>: Codable, Equatable {
        var value: Value
    }

    struct Hobby: Codable, Equatable, Sendable {
        var name: String
    }

    /// A row: the JSON of `VALUE`, and what decoding it gives.
    struct Row<Value: Sendable & Equatable>: Sendable, CustomTestStringConvertible {
        enum Outcome: Sendable {
            case value(Value)
            /// The error, its coding path, and the source path its description names.
            case error(DecodingErrorCase, path: [String], sourcePath: String)
        }
        let json: String
        let outcome: Outcome

        static func accepts(_ json: String, _ value: Value) -> Row { Row(json: json, outcome: .value(value)) }
        static func rejects(
            _ json: String, _ error: DecodingErrorCase, at path: [String] = ["value"],
            source sourcePath: String = "VALUE"
        ) -> Row {
            Row(json: json, outcome: .error(error, path: path, sourcePath: sourcePath))
        }

        var testDescription: String {
            switch outcome {
            case .value(let value): "\(json) → \(value)"
            case .error(let error, let path, _): "\(json) → \(error) at \(path)"
            }
        }
    }

    private static let hints: HintTree = ["value": "VALUE"]

    private static func source(_ json: String, _ origin: Origin) throws -> Any {
        let parsed = try JSONSerialization.jsonObject(with: Data(#"{"VALUE": \#(json)}"#.utf8))
        return origin == .native ? NativeTree.make(parsed) : parsed
    }

    private static func decoder(_ coercions: DictionaryDecoder.Coercions) -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.coercions = coercions
        return decoder
    }

    /// Decodes a row and checks its outcome; an accepted row must leave exactly one coercion in the report, at
    /// `value` read from `VALUE`, whose detail contains `detail`.
    private func check<Value: Codable & Equatable & Sendable>(
        _ row: Row<Value>, _ origin: Origin, _ coercions: DictionaryDecoder.Coercions, reportDetail detail: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let source = try Self.source(row.json, origin)
        let decoder = Self.decoder(coercions)
        switch row.outcome {
        case .value(let expected):
            let result = try decoder.decodeWithReport(Plain<Value>.self, from: source, hints: Self.hints)
            #expect(result.value.value == expected, sourceLocation: sourceLocation)
            let coercions = result.report.entries.filter { $0.kind == .coercion }
            #expect(coercions.count == 1, "\(result.report)", sourceLocation: sourceLocation)
            #expect(coercions.first?.modelPath == "value", sourceLocation: sourceLocation)
            #expect(coercions.first?.sourcePath == "VALUE", sourceLocation: sourceLocation)
            #expect(
                coercions.first?.detail.contains(detail) == true, "\(result.report)", sourceLocation: sourceLocation)
        case .error(let expected, let path, let sourcePath):
            let error = expectDecodingError(expected, at: path, sourceLocation: sourceLocation) {
                try decoder.decode(Plain<Value>.self, from: source, hints: Self.hints)
            }
            #expect(
                error?.debugDescription.contains("(source path: \(sourcePath))") == true, sourceLocation: sourceLocation
            )
        }
    }

    // MARK: - Formatted numbers

    static let formattedIntRows: [Row<Int>] = [
        // accepted: thousands separators, exponents that spell whole numbers
        .accepts(#""1,234""#, 1234), .accepts(#""-1,234,567""#, -1_234_567), .accepts(#"" +12,345 ""#, 12345),
        .accepts(#""1e3""#, 1000), .accepts(#""2.5E2""#, 250), .accepts(#""1,234e1""#, 12340),
        .accepts(#""0.5e1""#, 5), .accepts(#""-7E+0""#, -7), .accepts(#""0e99999999999999999999""#, 0),
        .accepts(#""1,000.00""#, 1000), .accepts(#""26""#, 26),
        // rejected: fractions left by the exponent, out of range
        .rejects(#""1.5e0""#, .dataCorrupted), .rejects(#""12e-1""#, .dataCorrupted),
        .rejects(#""5e-99999""#, .dataCorrupted), .rejects(#""1e19""#, .dataCorrupted),
        .rejects(#""1e99999999999999999999""#, .dataCorrupted),
        .rejects(#""9,223,372,036,854,775,808""#, .dataCorrupted),
        // rejected: misplaced separators, other text
        .rejects(#""1,23""#, .typeMismatch), .rejects(#""12,34""#, .typeMismatch), .rejects(#"",123""#, .typeMismatch),
        .rejects(#""1234,567""#, .typeMismatch), .rejects(#""1,234,5678""#, .typeMismatch),
        .rejects(#""1,234.5,6""#, .typeMismatch), .rejects(#""1,,234""#, .typeMismatch),
        .rejects(#""1e""#, .typeMismatch),
        .rejects(#""e3""#, .typeMismatch), .rejects(#""1e3.5""#, .typeMismatch), .rejects(#""1 234""#, .typeMismatch),
    ]

    static let formattedDoubleRows: [Row<Double>] = [
        .accepts(#""1,234.5""#, 1234.5), .accepts(#""-1,234,567.25""#, -1_234_567.25), .accepts(#""1,234e2""#, 123_400),
        .accepts(#""2.5""#, 2.5),
        .rejects(#""1,2.5""#, .typeMismatch), .rejects(#""1.234,5""#, .typeMismatch), .accepts(#""1,234.""#, 1234),
    ]

    @Test(arguments: Origin.allCases, formattedIntRows)
    func formattedIntegers(origin: Origin, row: Row<Int>) throws {
        try check(row, origin, .formattedNumbers, reportDetail: "to Int")
    }

    @Test(arguments: Origin.allCases, formattedDoubleRows)
    func formattedFloatingPoint(origin: Origin, row: Row<Double>) throws {
        try check(row, origin, .formattedNumbers, reportDetail: "to Double")
    }

    @Test func formattedNumbersRespectTheTargetsRange() {
        expectDecodingError(.dataCorrupted, at: ["value"]) {
            try Self.decoder(.formattedNumbers).decode(Plain<Int8>.self, from: ["value": "1e3"])
        }
        expectDecodingError(.dataCorrupted, at: ["value"]) {
            try Self.decoder(.formattedNumbers).decode(Plain<UInt>.self, from: ["value": "-1,000"])
        }
    }

    @Test func thePlainGrammarStillRejectsFormattedNumbers() {
        for text in ["1,234", "1e3"] {
            expectDecodingError(.typeMismatch, at: ["value"]) {
                try Self.decoder(.numbersFromStrings).decode(Plain<Int>.self, from: ["value": text])
            }
        }
        expectDecodingError(.typeMismatch, at: ["value"]) {
            try Self.decoder(.numbersFromStrings).decode(Plain<Double>.self, from: ["value": "1,234.5"])
        }
    }

    // MARK: - JSON text in strings

    static let jsonObjectRows: [Row<Hobby>] = [
        .accepts(#""{\"name\":\"sleep\"}""#, Hobby(name: "sleep")),
        .accepts(#"" \n {\"name\": \"read\"} ""#, Hobby(name: "read")),
        .rejects(#""{\"name\":""#, .dataCorrupted), .rejects(#""{name: 1}""#, .dataCorrupted),
        .rejects(#""{\"name\":\"a\"} x""#, .dataCorrupted),
        .rejects(#""[{\"name\":\"sleep\"}]""#, .typeMismatch), .rejects(#""sleep""#, .typeMismatch),
        .rejects(#""""#, .typeMismatch),
        .rejects(#""{\"name\":1}""#, .typeMismatch, at: ["value", "name"], source: "VALUE.name"),
        .rejects("null", .valueNotFound),
    ]

    static let jsonArrayRows: [Row<[Int]>] = [
        .accepts(#""[1, 2, 3]""#, [1, 2, 3]), .accepts(#""[]""#, []),
        .rejects(#""[1, 2""#, .dataCorrupted), .rejects(#""{\"a\": 1}""#, .typeMismatch),
        .rejects(#""1""#, .typeMismatch),
        .rejects(#""[\"1\"]""#, .typeMismatch, at: ["value", "Index 0"], source: "VALUE[0]"),
    ]

    @Test(arguments: Origin.allCases, jsonObjectRows)
    func jsonTextOfAnObject(origin: Origin, row: Row<Hobby>) throws {
        try check(row, origin, .jsonStrings, reportDetail: "to an object")
    }

    @Test(arguments: Origin.allCases, jsonArrayRows)
    func jsonTextOfAnArray(origin: Origin, row: Row<[Int]>) throws {
        try check(row, origin, .jsonStrings, reportDetail: "to an array")
    }

    @Test func malformedJSONTextCarriesTheParsersError() throws {
        let error = try #require(
            expectDecodingError(.dataCorrupted, at: ["value"]) {
                try Self.decoder(.jsonStrings).decode(
                    Plain<Hobby>.self, from: ["VALUE": "{\"name\""], hints: Self.hints)
            })
        guard case .dataCorrupted(let context) = error else { return }
        #expect(context.underlyingError != nil)
        let expected = #"Expected JSON text in the string "{\"name\"", which is not valid JSON."#
        #expect(context.debugDescription.hasPrefix(expected))
    }

    @Test func hintsApplyInsideTheJSONText() throws {
        let hints: HintTree = ["value": .key("VALUE", nested: ["name": "Name"])]
        let decoded = try Self.decoder(.jsonStrings).decode(
            Plain<Hobby>.self, from: ["VALUE": #"{"Name": "sleep"}"#], hints: hints)
        #expect(decoded.value == Hobby(name: "sleep"))
        let error = expectDecodingError(.typeMismatch, at: ["value", "name"]) {
            try Self.decoder(.jsonStrings).decode(Plain<Hobby>.self, from: ["VALUE": #"{"Name": 7}"#], hints: hints)
        }
        #expect(error?.debugDescription.contains("(source path: VALUE.Name)") == true)
    }

    @Test func jsonTextWorksForElementsDictionariesAndTheTopLevel() throws {
        let decoder = Self.decoder(.jsonStrings)
        #expect(
            try decoder.decode([Hobby].self, from: [#"{"name": "a"}"#, ["name": "b"]]) == [
                .init(name: "a"), .init(name: "b"),
            ])
        #expect(try decoder.decode([String: Int].self, from: #"{"a": 1}"# as Any) == ["a": 1])
        #expect(try decoder.decode(Hobby.self, from: #"{"name": "top"}"# as Any) == Hobby(name: "top"))
    }

    @Test func theDepthLimitCountsContainersInsideJSONText() {
        var decoder = Self.decoder(.jsonStrings)
        decoder.maximumDepth = 3
        #expect(throws: ModelMapperError.self) {
            try decoder.decode(Plain<[[[Int]]]>.self, from: ["value": "[[[1]]]"])
        }
        decoder.maximumDepth = 4
        #expect((try? decoder.decode(Plain<[[[Int]]]>.self, from: ["value": "[[[1]]]"]))?.value == [[[1]]])
    }

    @Test func jsonTextIsNotReadWithoutTheOption() {
        expectDecodingError(.typeMismatch, at: ["value"]) {
            try DictionaryDecoder().decode(Plain<Hobby>.self, from: ["value": #"{"name": "sleep"}"#])
        }
    }

    // MARK: - Single values as arrays

    static let singleValueRows: [Row<[String]>] = [
        .accepts(#""a""#, ["a"]), .accepts(#"["a", "b"]"#, ["a", "b"]),
        .rejects("7", .typeMismatch, at: ["value", "Index 0"], source: "VALUE[0]"),
        .rejects(#"{"a": "b"}"#, .typeMismatch, at: ["value", "Index 0"], source: "VALUE[0]"),
        .rejects("null", .valueNotFound),
    ]

    @Test(arguments: Origin.allCases, singleValueRows)
    func singleValuesAsArrays(origin: Origin, row: Row<[String]>) throws {
        // An array in the source is no coercion: check it without the report expectation.
        if row.json.hasPrefix("[") {
            let decoded = try Self.decoder(.singleValueAsArray).decode(
                Plain<[String]>.self, from: try Self.source(row.json, origin), hints: Self.hints)
            #expect(decoded.value == ["a", "b"])
            return
        }
        try check(row, origin, .singleValueAsArray, reportDetail: "in a one-element array")
    }

    @Test func aSingleObjectBecomesAOneElementArrayOfModels() throws {
        let decoded = try Self.decoder(.singleValueAsArray).decode(
            Plain<[Hobby]>.self, from: ["value": ["name": "sleep"]])
        #expect(decoded.value == [Hobby(name: "sleep")])
        let optional = try Self.decoder(.singleValueAsArray).decode(
            Plain<[Hobby]?>.self, from: ["value": NSNull()])
        #expect(optional.value == nil)
    }

    @Test func jsonTextComesBeforeWrapping() throws {
        let decoder = Self.decoder([.jsonStrings, .singleValueAsArray])
        #expect(try decoder.decode(Plain<[Int]>.self, from: ["value": "[1, 2]"]).value == [1, 2])
        #expect(try decoder.decode(Plain<[String]>.self, from: ["value": "7"]).value == ["7"])
        expectDecodingError(.dataCorrupted, at: ["value"]) {
            try decoder.decode(Plain<[String]>.self, from: ["value": "[7"])
        }
    }

    // MARK: - Blank strings as null

    struct Profile: Codable, Equatable {
        var nickname: String?
        var age: Int?
        @DefaultZero var score: Int
        var tags: [String?]
    }

    @Test(arguments: Origin.allCases, ["\"\"", "\"   \"", "\"\\n\\t\""])
    func blankStringsAreNullForOptionalsAndDefaults(origin: Origin, blank: String) throws {
        let json = #"{"nickname": \#(blank), "age": \#(blank), "score": \#(blank), "tags": [\#(blank), "a"]}"#
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let source = origin == .native ? NativeTree.make(parsed) : parsed
        let result = try Self.decoder(.emptyStringAsNil).decodeWithReport(Profile.self, from: source)
        #expect(
            result.value == Profile(nickname: nil, age: nil, score: DefaultZero(wrappedValue: 0), tags: [nil, "a"]))
        let paths = result.report.entries.filter { $0.kind == .coercion }.map(\.modelPath)
        #expect(Set(paths) == ["nickname", "age", "score", "tags[*]"])
        #expect(result.report.entries.allSatisfy { $0.kind != .coercion || $0.detail.hasSuffix("to null") })
    }

    @Test func requiredValuesStillReadTheStringAsItIs() throws {
        let decoder = Self.decoder(.emptyStringAsNil)
        #expect(try decoder.decode(Plain<String>.self, from: ["value": ""]).value == "")
        let error = expectDecodingError(.typeMismatch, at: ["value"]) {
            try decoder.decode(Plain<Int>.self, from: ["VALUE": " "], hints: Self.hints)
        }
        #expect(error?.debugDescription.contains("(source path: VALUE)") == true)
        #expect(try decoder.decode(Plain<String?>.self, from: ["value": " x "]).value == " x ")
    }

    @Test func blankStringsStayStringsWithoutTheOption() throws {
        let profile = try DictionaryDecoder().decode(
            Profile.self, from: ["nickname": "", "score": 3, "tags": [" "]] as [String: Any])
        #expect(profile == Profile(nickname: "", age: nil, score: DefaultZero(wrappedValue: 3), tags: [" "]))
        expectDecodingError(.typeMismatch, at: ["age"]) {
            try DictionaryDecoder().decode(Profile.self, from: ["age": "", "score": 1, "tags": []] as [String: Any])
        }
    }

    @Test func allIncludesEveryShapeAndScalarsOnlyTheTable() {
        let shapes: DictionaryDecoder.Coercions = [
            .formattedNumbers, .jsonStrings, .singleValueAsArray, .emptyStringAsNil,
        ]
        #expect(DictionaryDecoder.Coercions.all.isSuperset(of: shapes.union(.scalars)))
        #expect(
            DictionaryDecoder.Coercions.scalars.isDisjoint(with: [
                .jsonStrings, .singleValueAsArray, .emptyStringAsNil,
            ]))
        #expect(!DictionaryDecoder.Coercions.numbersFromStrings.contains(.formattedNumbers))
    }
}

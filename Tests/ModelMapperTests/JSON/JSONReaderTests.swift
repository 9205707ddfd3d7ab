import Foundation
import Testing

@testable import ModelMapper

/// `JSONReader` accepts exactly what `JSONSerialization` accepts and gives the values it gives, as the decoder sees
/// them. The oracle is `JSONSerialization` on this platform, run on the same bytes; the tables are the important
/// cases of JSONTestSuite (`y_` must parse, `n_` must fail, `i_` must do what Foundation does) and Foundation's own
/// quirks, each written down so that a change in Foundation shows here.
@Suite struct JSONReaderTests {
    private func expectAgrees(
        _ bytes: [UInt8], fragmentsAllowed: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reader = ParseOutcome.reader(bytes, fragmentsAllowed: fragmentsAllowed)
        let foundation = ParseOutcome.foundation(bytes, fragmentsAllowed: fragmentsAllowed)
        let text = "\(String(decoding: bytes, as: UTF8.self).debugDescription) \(bytes.prefix(40))"
        #expect(reader == foundation, "\(text)", sourceLocation: sourceLocation)
        // The document the decoder walks, one level at a time, holds the same values.
        let lazy = ParseOutcome.lazyReader(bytes, fragmentsAllowed: fragmentsAllowed)
        #expect(lazy == foundation, "walked one level at a time: \(text)", sourceLocation: sourceLocation)
    }

    // MARK: - JSONTestSuite

    static let mustParse: [String] = [
        "[[]   ]", "[\"\"]", "[]", "[\"a\"]", "[false]", "[null, 1, \"1\", {}]", "[null]", "[1\n]", " [1]",
        "[1,null,null,null,2]", "[2] ", "[123e65]", "[0e+1]", "[0e1]", "[ 4]", "[-0.0000000000000000000000000001]\n",
        "[20e1]", "[-0]", "[-1]", "[-123]", "[1E22]", "[1E-2]", "[1E+2]", "[123e45]", "[123.456e78]", "[1e-2]",
        "[1e+2]", "[123]", "[123.456789]", "[1.0]", "[-0.0]", "[0.5e-0]", "{\"asd\":\"sdf\", \"dfg\":\"fgh\"}",
        "{\"asd\":\"sdf\"}", "{\"a\":\"b\",\"a\":\"c\"}", "{\"a\":\"b\",\"a\":\"b\"}", "{}", "{\"\":0}",
        "{\"foo\\u0000bar\": 42}", "{ \"min\": -1.0e+28, \"max\": 1.0e+28 }",
        "{\"x\":[{\"id\": \"xxx\"}], \"id\": \"xxx\"}",
        "{\"a\":[]}", "{\"title\":\"\\u041f\\u043e\\u043b\\u0442\\u043e\\u0440\\u0430 \"}", "{\n\"a\": \"b\"\n}",
        "[\"\\u0060\\u012a\\u12AB\"]", "[\"\\uD801\\udc37\"]", "[\"\\ud83d\\ude39\\ud83d\\udc8d\"]",
        "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]", "[\"\\\\u0000\"]", "[\"\\\"\"]", "[\"a/*b*/c/*d//e\"]", "[\"\\\\a\"]",
        "[\"\\\\n\"]", "[\"\\u0012\"]", "[\"\\uFFFF\"]", "[\"asd\"]", "[ \"asd\"]", "[\"\\uDBFF\\uDFFF\"]",
        "[\"new\\u00A0line\"]", "[\"\u{10FFFF}\"]", "[\"\u{FFFF}\"]", "[\"\\u0000\"]", "[\"\\u002c\"]", "[\"π\"]",
        "[\"\u{1BFFF}\"]", "[\"asd \"]", "\" \"", "[\"\\uD834\\uDd1e\"]", "[\"\\u0821\"]", "[\"\\u0123\"]",
        "[\"\\u2028\"]", "[\"\\u2029\"]", "[\"\\u0061\\u30af\\u30EA\\u30b9\"]", "[\"new\\u000Aline\"]", "[\"\u{7F}\"]",
        "[\"\\u005C\"]", "[\"⍂㈴⍂\"]", "[\"\\uFDD0\"]", "[\"\\uFFFE\"]", "[\"€𝄞\"]", "[\"\u{2028}\u{2029}\"]",
        "[\"e\u{301}\", \"é\"]", "false", "42", "-0.1", "null", "\"asd\"", "true", "\"\"", "[\"a\"]\n", "[true]",
        " [] ", "123456789012345678", "-123456789012345678", "9223372036854775807", "18446744073709551615",
        "[1.7976931348623157e308, 4.9e-324, 2.2250738585072014e-308]",
    ]

    static let mustFail: [String] = [
        "[1 true]", "[\"\": 1]", "[\"\"],", "[,1]", "[1,,2]", "[\"x\",,]", "[\"x\"]]", "[x", "[3[4]]", "[1:2]", "[,]",
        "[-]", "[   , \"\"]", "[\"a\",\n4\n,1,", "[1,,]", "[*]", "[\"\"", "[1,", "[1,\n1\n,1", "[{}", "[++1234]",
        "[+1]", "[+Inf]", "[-01]", "[-1.0.]", "[-2.]", "[-NaN]", "[.-1]", "[.2e-3]", "[0.1.2]", "[0.3e+]",
        "[0.3e]", "[0.e1]", "[0E+]", "[0E]", "[0e+]", "[0e]", "[1.0e+]", "[1.0e-]", "[1.0e]", "[1 000.0]", "[1eE2]",
        "[2.e+3]", "[2.e-3]", "[2.e3]", "[9.e+]", "[Inf]", "[NaN]", "[１]", "[1+2]", "[0x1]", "[0x42]", "[Infinity]",
        "[0e+-1]", "[-123.123foo]", "[-Infinity]", "[-foo]", "[- 1]", "[-012]", "[-.123]", "[1ea]", "[1.]", "[.123]",
        "[1.2a-3]", "[012]", "[00]", "[1e400]", "[-1e400]", "[1E400]", "{[: \"x\"}", "{\"x\", null}", "{\"x\"::\"b\"}",
        "{🇨🇭}", "{\"a\":\"a\" 123}", "{key: 'value'}", "{\"a\" b}", "{:\"b\"}", "{\"a\" \"b\"}", "{\"a\":", "{\"a\"",
        "{1:1}", "{9999E9999:1}", "{null:null,null:null}", "{\"id\":0,,,,,}", "{'a':0}", "{\"a\":\"b\"}/**/",
        "{\"a\":\"b\"}//", "{\"a\":\"b\"}/", "{\"a\":\"b\",,\"c\":\"d\"}", "{a: \"b\"}", "{\"a\":\"a", "{,}",
        "{ \"foo\" : \"bar\", \"a\" }", "{\"a\":\"b\"}#", " ", "", "[\"\\uD800\\\"]", "[\"\\uD800\\u\"]",
        "[\"\\uD800\\u1\"]", "[\"\\uD800\\u1x\"]", "[é]", "[\"\\x00\"]", "[\"\\\\\\\"]", "[\"\\\t\"]", "[\"\\UA66D\"]",
        "[\"\\\"]", "[\"\\uqqqq\"]", "[\"\\a\"]", "[\"\\u00A\"]", "[\"\\uD834\\uDd\"]", "[\"\\uD800\\uD800\\x\"]",
        "[\"\t\"]", "[\"new\nline\"]", "[\"a\u{0}a\"]", "[\"\u{1F}\"]", "\"", "['single quote']", "abc", "[\"a",
        "nul", "tru", "fals", "[True]", "[nul]", "{\"a\":true} \"x\"", "[1]x", "[][]", "]", "}", "{", "[", "<.>",
        "2@", "{}}", "{\"\":", "{\"a\":/*comment*/\"b\"}", "['", "[,", "[{", "[\"a\"", "{]", "{,", "{[", "{\"a",
        "{'a'", "*", "[1", "[ false, nul", "[ true, fals", "[ false, tru", "{\"asd\":\"asd\"", "å", "[\u{2060}]", "a",
        "<null>", "[\u{C}]", "[\"a\"\u{C}]", "[\u{B}1]", "\u{A0}[]", "[1]\u{A0}", "1 2", "truefalse", "[truex]",
        "[\"\\uDFAA\"]", "{\"\\uDFAA\":0}", "[\"\\uDADA\"]", "[\"\\uD888\\u1234\"]", "[\"\\uD800\\n\"]",
        "[\"\\uDd1e\\uD834\"]", "[\"\\uD800\\uD800\\n\"]", "[\"\\uD800\"]", "[-1e+9999]", "[1.5e+9999]",
        "[-123123e100000]", "[123123e100000]", "[1e99999999999999999999]",
    ]

    /// Foundation's extensions: accepted here although RFC 8259 refuses them.
    static let foundationAccepts: [String] = [
        "[1,]", "[\"\",]", "{\"id\":0,}", "{\"a\":[1,2,],}", "[ 1 , ]", "{\"a\":1 , \n}",
    ]

    static let mustFailBytes: [[UInt8]] = [
        [0x5B, 0x61, 0xE5, 0x5D], [0x5B, 0xFF, 0x5D], [0x5B, 0x31, 0x32, 0x33, 0xE5, 0x5D], [0x5B, 0x30, 0xE5, 0x5D],
        [0x5B, 0x22, 0xE9, 0x22, 0x5D], [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],
        [0x5B, 0x22, 0xF4, 0xBF, 0xBF, 0xBF, 0x22, 0x5D], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
        [0x5B, 0x22, 0xE0, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0x81, 0x22, 0x5D], [0x5B, 0x22, 0xE6, 0x97, 0x22, 0x5D],
        [0x5B, 0x22, 0x5C, 0xE5, 0x22, 0x5D], [0x5B, 0x22, 0x5C, 0x75, 0xE5, 0x22, 0x5D], [0x5B, 0x00, 0x5D],
        [0x5B, 0x31, 0x5D, 0x00], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0x20], [0xE9], [0x22, 0x61, 0x00, 0x22],
        [0x5B, 0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xC3, 0x5C, 0x6E, 0x22, 0x5D],
    ]

    @Test(arguments: mustParse)
    func parsesWhatJSONTestSuiteSaysMustParse(_ text: String) throws {
        let value = try JSONReader.value(from: Data(text.utf8))
        #expect(holdsOnlyNativeValues(value))
        expectAgrees(Array(text.utf8))
    }

    @Test(arguments: mustFail)
    func rejectsWhatJSONTestSuiteSaysMustFail(_ text: String) {
        #expect(throws: (any Error).self) { try JSONReader.value(from: Data(text.utf8)) }
        expectAgrees(Array(text.utf8))
    }

    @Test(arguments: mustFailBytes)
    func rejectsInvalidUTF8AndMisplacedBytes(_ bytes: [UInt8]) {
        #expect(throws: (any Error).self) { try JSONReader.value(from: Data(bytes)) }
        expectAgrees(bytes)
    }

    @Test(arguments: foundationAccepts)
    func acceptsATrailingCommaAsFoundationDoes(_ text: String) throws {
        _ = try JSONReader.value(from: Data(text.utf8))
        expectAgrees(Array(text.utf8))
    }

    // MARK: - Implementation-defined cases (`i_`): what Foundation does

    @Test func readsNumbersAsTheKindFoundationGivesThem() throws {
        let expected: [(String, ObservedJSON)] = [
            ("0", .int(0)), ("-0", .int(0)), ("-0.0", .double((-0.0).bitPattern)), ("1.0", .double(1.0.bitPattern)),
            ("1E2", .double(100.0.bitPattern)), ("1e2", .double(100.0.bitPattern)),
            ("9223372036854775807", .int(.max)), ("9223372036854775808", .uint(9_223_372_036_854_775_808)),
            ("18446744073709551615", .uint(.max)), ("-999999999999999999", .int(-999_999_999_999_999_999)),
            ("-9223372036854775807", .decimal(Decimal(string: "-9223372036854775807") ?? 0)),
            ("18446744073709551616", .decimal(Decimal(string: "18446744073709551616") ?? 0)),
            ("1e-400", .double(0.0.bitPattern)), ("123.456e-789", .double(0.0.bitPattern)),
            ("1.00000000000000000001", .decimal(Decimal(string: "1.00000000000000000001") ?? 0)),
            ("12345678901234567", .int(12_345_678_901_234_567)),
            ("1234567890123456.7", .decimal(Decimal(string: "1234567890123456.7") ?? 0)),
            ("12345678901234.56", .double(12345678901234.56.bitPattern)),
            ("12345678901234567.5", .decimal(Decimal(string: "12345678901234567.5") ?? 0)),
            ("1e19", .double(1e19.bitPattern)), ("0.1", .double(0.1.bitPattern)),
        ]
        for (text, value) in expected {
            #expect(ParseOutcome.reader(Array(text.utf8)) == .accepted(value), "\(text)")
            expectAgrees(Array(text.utf8))
        }
    }

    @Test func roundsIntegersBeyond38DigitsAsFoundationDoes() {
        for text in [
            "99999999999999999999999999999999999999", "999999999999999999999999999999999999999",
            "340282366920938463463374607431768211456", "-237462374673276894279832749832423479823246327846",
            "1234567890123456789012345678901234567890123", "123456789012345678901234567890e-20",
            "-123123123123123123123123123123", "100000000000000000000", "10000000000000000000e0",
            "1.0000000000000000E400", "1.000000000000000000e-200", "0.00000000000000000e99999999999999999999",
        ] {
            expectAgrees(Array(text.utf8))
            expectAgrees(Array("[\(text)]".utf8))
        }
    }

    @Test func dropsAByteOrderMarkOpeningARunOfStringTextAsFoundationDoes() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let quote: UInt8 = 0x22
        let cases: [[UInt8]] = [
            [0x5B, quote] + bom + [0x61, quote, 0x5D], [0x5B, quote] + bom + bom + [0x61, quote, 0x5D],
            [0x5B, quote, 0x61] + bom + [0x61, quote, 0x5D], [0x5B, quote] + bom + [quote, 0x5D],
            [0x7B, quote] + bom + [0x61, quote, 0x3A, 0x31, 0x7D], Array("[\"\\n".utf8) + bom + [0x61, quote, 0x5D],
            Array("[\"\\uD83D\\uDE00".utf8) + bom + [quote, 0x5D], [0x5B, quote] + bom + Array("\\n\"]".utf8),
            Array("[\"\\uFEFFa\"]".utf8),
        ]
        for bytes in cases { expectAgrees(bytes) }
        #expect(
            ParseOutcome.reader([0x5B, quote] + bom + [0x61, quote, 0x5D]) == .accepted(.array([.string([0x61])])))
    }

    @Test func readsUTF8WithAByteOrderMarkAndHandsOtherEncodingsToFoundation() throws {
        let utf16LE = Array("[\"é\", 1]".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE = Array("{\"a\": true}".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32LE = Array("[1]".unicodeScalars).flatMap { scalar in
            (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
        }
        let cases: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF] + Array("{}".utf8), [0xEF, 0xBB, 0xBF, 0x31], [0xFF, 0xFE] + utf16LE, utf16LE, utf16BE,
            [0xFE, 0xFF] + utf16BE, utf32LE, [0xFF, 0xFE, 0x00, 0x00] + utf32LE, [0x31, 0x00], [0x00, 0x31],
            [0x20, 0x31, 0x20, 0x00], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31], [0xFF], [0xFE, 0xFF],
        ]
        for bytes in cases { expectAgrees(bytes) }
        #expect(ParseOutcome.reader([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .accepted(.array([.int(1)])))
        #expect(ParseOutcome.reader(utf16LE) == .accepted(.array([.string([0xE9]), .int(1)])))
    }

    @Test func acceptsExactly512NestedContainers() {
        for (open, innermost, close) in [("[", "[]", "]"), ("{\"a\":", "{}", "}")] {
            let accepted = String(repeating: open, count: 511) + innermost + String(repeating: close, count: 511)
            let rejected = String(repeating: open, count: 512) + innermost + String(repeating: close, count: 512)
            #expect(ParseOutcome.reader(Array(accepted.utf8)).isAccepted)
            #expect(ParseOutcome.reader(Array(rejected.utf8)) == .rejected)
            expectAgrees(Array(accepted.utf8))
            expectAgrees(Array(rejected.utf8))
        }
        let mixed = String(repeating: "[{\"k\":", count: 256) + "0" + String(repeating: "}]", count: 256)
        #expect(ParseOutcome.reader(Array(mixed.utf8)).isAccepted)
        // Deep unclosed input fails at the limit, without recursing further.
        #expect(ParseOutcome.reader(Array(String(repeating: "[", count: 100_000).utf8)) == .rejected)
    }

    /// Foundation converts numbers after equal keys have replaced each other: a number that overflows a `Double`
    /// fails only if it is still in the tree.
    @Test func refusesAnOverflowingNumberOnlyWhenNoEqualKeyReplacesIt() {
        for text in [
            "{\"a\":1e400,\"a\":1}", "{\"a\":[1e400],\"a\":1}", "{\"a\":{\"b\":[1,-1e400]},\"a\":null}",
            "{\"a\":1,\"a\":1e400}", "{\"a\":1e400,\"b\":1e400,\"a\":1}", "[{\"a\":1e400,\"a\":1},1e400]",
            "{\"\u{FEFF}\":1e400,\"\":0}",
        ] {
            expectAgrees(Array(text.utf8))
        }
        #expect(
            ParseOutcome.reader(Array("{\"a\":1e400,\"a\":1}".utf8))
                == .accepted(.object([.init(key: [0x61], value: .int(1))])))
        #expect(ParseOutcome.reader(Array("{\"a\":1e400,\"b\":1e400,\"a\":1}".utf8)) == .rejected)
    }

    @Test func refusesTopLevelScalarsWhenFragmentsAreNotAllowed() {
        for text in ["1", "\"a\"", "null", "true", " [] ", "{}", "[1,]", "x"] {
            expectAgrees(Array(text.utf8), fragmentsAllowed: false)
        }
        #expect(ParseOutcome.reader(Array("1".utf8), fragmentsAllowed: false) == .rejected)
    }

    @Test func keepsTheLastOfEqualKeysAsFoundationDoes() {
        let text = "{\"a\":1,\"b\":2,\"a\":3,\"e\u{301}\":4,\"é\":5}"
        expectAgrees(Array(text.utf8))
        guard case .accepted(.object(let members)) = ParseOutcome.reader(Array(text.utf8)) else {
            Issue.record("not an object")
            return
        }
        #expect(members.first { $0.key == [0x61] }?.value == .int(3))
    }

    @Test func readsAStringWithoutCopyingItAndAgreesWithReadingItsBytes() throws {
        for text in ["{\"a\":[1,2.5,\"x\\u00e9\"]}", "[\"\u{FEFF}a\"]", "1\u{0}", "[\u{0}]\u{0}", " "] {
            let fromString = Result { ObservedJSON(try JSONReader.value(fromJSON: text)) }
            let fromData = Result { ObservedJSON(try JSONReader.value(from: Data(text.utf8))) }
            #expect((try? fromString.get()) == (try? fromData.get()), "\(text.debugDescription)")
        }
    }

    @Test func throwsFoundationsErrorDomainAndCode() {
        for text in ["[1,", "[\"\\x\"]", "[01]", "[1e400]", "[\"\u{1}\"]", "x"] {
            do {
                _ = try JSONReader.value(from: Data(text.utf8))
                Issue.record("accepted \(text)")
            } catch let error as NSError {
                #expect(error.domain == NSCocoaErrorDomain)
                #expect(error.code == CocoaError.propertyListReadCorrupt.rawValue)
                #expect(error.userInfo[NSDebugDescriptionErrorKey] is String)
            }
        }
    }

    // MARK: - Differential: generated and mutated texts

    /// A few hundred generated and mutated documents per run; the sweep below runs many more.
    @Test func agreesWithJSONSerializationOnGeneratedAndMutatedTexts() {
        let summary = Self.differential(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x15), count: 400)
        #expect(summary.disagreements.isEmpty, "\(summary.disagreements.prefix(5))")
        #expect(summary.accepted > 100)
        #expect(summary.rejected > 100)
    }

    struct Summary {
        var accepted = 0
        var rejected = 0
        var disagreements: [String] = []
    }

    /// Runs `count` generated documents and `count` mutated ones through both parsers.
    static func differential(seed: UInt64, count: Int) -> Summary {
        var generator = JSONTextGenerator(seed: seed)
        var summary = Summary()
        for index in 0..<(2 * count) {
            let bytes = index % 2 == 0 ? generator.document() : generator.mutatedDocument()
            let reader = ParseOutcome.reader(bytes)
            let lazy = ParseOutcome.lazyReader(bytes)
            let foundation = ParseOutcome.foundation(bytes)
            if reader != foundation || lazy != foundation {
                summary.disagreements.append(
                    "reader \(reader), walked one level at a time \(lazy), JSONSerialization \(foundation) on \(String(decoding: bytes, as: UTF8.self).debugDescription) \(bytes)"
                )
            }
            if foundation.isAccepted { summary.accepted += 1 } else { summary.rejected += 1 }
        }
        return summary
    }

    /// Random numbers in every shape, alone and in arrays: the kinds and values must match exactly.
    @Test func agreesWithJSONSerializationOnGeneratedNumbers() {
        var generator = JSONTextGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x16))
        for _ in 0..<500 {
            let text = generator.number()
            expectAgrees(Array(text.utf8))
            expectAgrees(Array("[\(text), \(generator.number())]".utf8))
        }
    }
}

/// The long differential run (seconds): many thousands of generated and mutated documents.
@Suite struct JSONReaderSweepTests {
    @Test func differentialSweepAgainstJSONSerialization() {
        let base = SeededGenerator(seed: SeededGenerator.baseSeed)
        var accepted = 0
        var rejected = 0
        for round in 0..<10 {
            let summary = JSONReaderTests.differential(seed: base.derived(0x1000 &+ UInt64(round)), count: 2_000)
            #expect(summary.disagreements.isEmpty, "round \(round): \(summary.disagreements.prefix(5))")
            accepted += summary.accepted
            rejected += summary.rejected
        }
        #expect(accepted > 5_000)
        #expect(rejected > 5_000)
    }
}

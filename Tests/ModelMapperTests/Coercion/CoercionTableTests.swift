import Foundation
import ModelMapper
import Testing

/// Every accepted and every rejected row of the coercion table in Docs/Design.md#coercion-table, decoded through
/// `@Coerced` from JSON with `JSONDecoder`, and from `JSONSerialization`'s output with `DictionaryDecoder`. Expected
/// values are written by hand from the table.
@Suite("Coercion table")
struct CoercionTableTests: WrapperTestHelpers {
    // MARK: - Bool

    static let boolRows: [CoercionRow<Bool>] = [
        // accepted: booleans
        .accepts("true", true), .accepts("false", false),
        // accepted: the numbers 0 and 1
        .accepts("0", false), .accepts("1", true), .accepts("0.0", false), .accepts("1.0", true),
        // accepted: the words, in any case, trimmed
        .accepts(#""true""#, true), .accepts(#""false""#, false),
        .accepts(#""yes""#, true), .accepts(#""no""#, false),
        .accepts(#""y""#, true), .accepts(#""n""#, false),
        .accepts(#""on""#, true), .accepts(#""off""#, false),
        .accepts(#""1""#, true), .accepts(#""0""#, false),
        .accepts(#""TRUE""#, true), .accepts(#""False""#, false), .accepts(#""YeS""#, true),
        .accepts(#""NO""#, false), .accepts(#""Y""#, true), .accepts(#""N""#, false),
        .accepts(#""On""#, true), .accepts(#""OFF""#, false),
        .accepts(#"" yes ""#, true), .accepts(#""\tfalse\n""#, false), .accepts(#"" 1 ""#, true),
        // rejected: other numbers
        .rejects("2", .dataCorrupted), .rejects("-1", .dataCorrupted), .rejects("0.5", .dataCorrupted),
        .rejects("1e20", .dataCorrupted),
        // rejected: other strings
        .rejects(#""2""#, .typeMismatch), .rejects(#""maybe""#, .typeMismatch), .rejects(#""""#, .typeMismatch),
        .rejects(#""1.0""#, .typeMismatch), .rejects(#""t""#, .typeMismatch), .rejects(#""yess""#, .typeMismatch),
        .rejects(#""-1""#, .typeMismatch),
        // rejected: containers, null
        .rejects("[]", .typeMismatch), .rejects("{}", .typeMismatch), .rejects("[true]", .typeMismatch),
        .rejects("null", .valueNotFound),
    ]

    @Test(arguments: WrapperTestDecoder.allCases, boolRows)
    func bool(decoder: WrapperTestDecoder, row: CoercionRow<Bool>) throws {
        try row.check(Bool.self, with: decoder)
    }

    // MARK: - Int

    static let intRows: [CoercionRow<Int>] = [
        // accepted: integers in range
        .accepts("26", 26), .accepts("-26", -26), .accepts("0", 0),
        .accepts("9223372036854775807", Int.max), .accepts("-9223372036854775808", Int.min),
        // accepted: floating values with no fractional part, in range
        .accepts("26.0", 26), .accepts("-26.000", -26), .accepts("1e3", 1000), .accepts("2.6E1", 26),
        .accepts("-0.0", 0),
        // accepted: decimal strings
        .accepts(#""26""#, 26), .accepts(#"" 26 ""#, 26), .accepts(#""+26""#, 26), .accepts(#""26.0""#, 26),
        .accepts(#""-26""#, -26), .accepts(#""26.000""#, 26), .accepts(#""007""#, 7), .accepts(#""-0""#, 0),
        .accepts(#""\n26\t""#, 26), .accepts(#""9223372036854775807""#, Int.max),
        .accepts(#""-9223372036854775808""#, Int.min),
        // rejected: fractions
        .rejects("6.66", .dataCorrupted), .rejects("26.5", .dataCorrupted), .rejects("-0.5", .dataCorrupted),
        .rejects(#""26.5""#, .dataCorrupted), .rejects(#""26.01""#, .dataCorrupted),
        // rejected: out of range
        .rejects("1e20", .dataCorrupted), .rejects("-1e20", .dataCorrupted),
        .rejects("9223372036854775808", .dataCorrupted), .rejects("18446744073709551615", .dataCorrupted),
        .rejects(#""9223372036854775808""#, .dataCorrupted), .rejects(#""-9223372036854775809""#, .dataCorrupted),
        .rejects(#""99999999999999999999999""#, .dataCorrupted),
        // rejected: non-numeric strings (NaN and infinities are covered in ScalarCoercionTests: JSON has none)
        .rejects(#""6suan8""#, .typeMismatch), .rejects(#""""#, .typeMismatch), .rejects(#"" ""#, .typeMismatch),
        .rejects(#""twenty""#, .typeMismatch), .rejects(#""1e3""#, .typeMismatch), .rejects(#""0x1A""#, .typeMismatch),
        .rejects(#""26.""#, .typeMismatch), .rejects(#"".5""#, .typeMismatch), .rejects(#""++26""#, .typeMismatch),
        .rejects(#""2 6""#, .typeMismatch), .rejects(#""- 26""#, .typeMismatch), .rejects(#""NaN""#, .typeMismatch),
        .rejects(#""true""#, .typeMismatch), .rejects(#""２６""#, .typeMismatch),
        // rejected: booleans, containers, null
        .rejects("true", .typeMismatch), .rejects("false", .typeMismatch),
        .rejects("[26]", .typeMismatch), .rejects(#"{"value": 26}"#, .typeMismatch),
        .rejects("null", .valueNotFound),
    ]

    @Test(arguments: WrapperTestDecoder.allCases, intRows)
    func int(decoder: WrapperTestDecoder, row: CoercionRow<Int>) throws {
        try row.check(Int.self, with: decoder)
    }

    // MARK: - Every integer width

    static let widthRows: [IntegerWidthRow] = [
        .init(.int8, "127", "127"), .init(.int8, "-128", "-128"), .init(.int8, #""-128""#, "-128"),
        .init(.int8, #""300""#, .dataCorrupted), .init(.int8, "128", .dataCorrupted),
        .init(.int8, "-129", .dataCorrupted), .init(.int8, "127.5", .dataCorrupted),
        .init(.int16, "32767", "32767"), .init(.int16, #""-32768""#, "-32768"),
        .init(.int16, "32768", .dataCorrupted), .init(.int16, #""32768""#, .dataCorrupted),
        .init(.int32, "2147483647", "2147483647"), .init(.int32, #"" -2147483648 ""#, "-2147483648"),
        .init(.int32, "2147483648", .dataCorrupted), .init(.int32, "2.5e9", .dataCorrupted),
        .init(.int64, #""9223372036854775807""#, "9223372036854775807"),
        .init(.int64, "1e19", .dataCorrupted), .init(.int64, #""x""#, .typeMismatch),
        .init(.uint8, "255", "255"), .init(.uint8, #""255.0""#, "255"), .init(.uint8, "256", .dataCorrupted),
        .init(.uint8, "-1", .dataCorrupted), .init(.uint8, #""-1""#, .dataCorrupted), .init(.uint8, #""-0""#, "0"),
        .init(.uint16, "65535", "65535"), .init(.uint16, #""65536""#, .dataCorrupted),
        .init(.uint32, "4294967295", "4294967295"), .init(.uint32, "4294967296", .dataCorrupted),
        .init(.uint64, "18446744073709551615", "18446744073709551615"),
        .init(.uint64, #""18446744073709551615""#, "18446744073709551615"),
        .init(.uint64, #""18446744073709551616""#, .dataCorrupted), .init(.uint64, "-1", .dataCorrupted),
        .init(.uint, #""+42""#, "42"), .init(.uint, "42.0", "42"), .init(.uint, "true", .typeMismatch),
    ]

    @Test(arguments: WrapperTestDecoder.allCases, widthRows)
    func integerWidths(decoder: WrapperTestDecoder, row: IntegerWidthRow) throws {
        switch row.width {
        case .int8: try row.check(Int8.self, with: decoder)
        case .int16: try row.check(Int16.self, with: decoder)
        case .int32: try row.check(Int32.self, with: decoder)
        case .int64: try row.check(Int64.self, with: decoder)
        case .uint: try row.check(UInt.self, with: decoder)
        case .uint8: try row.check(UInt8.self, with: decoder)
        case .uint16: try row.check(UInt16.self, with: decoder)
        case .uint32: try row.check(UInt32.self, with: decoder)
        case .uint64: try row.check(UInt64.self, with: decoder)
        }
    }

    // MARK: - Double and Float

    static let doubleRows: [CoercionRow<Double>] = [
        // accepted: any number
        .accepts("26", 26), .accepts("2.5", 2.5), .accepts("-1e3", -1000), .accepts("1e20", 1e20),
        .accepts("0.1", 0.1), .accepts("18446744073709551615", 18_446_744_073_709_551_616),
        // accepted: numeric strings
        .accepts(#""2.5""#, 2.5), .accepts(#"" 2.5 ""#, 2.5), .accepts(#""-1e3""#, -1000), .accepts(#""+2.5""#, 2.5),
        .accepts(#"".5""#, 0.5), .accepts(#""26""#, 26), .accepts(#""1E-2""#, 0.01), .accepts(#""5.""#, 5),
        // rejected: non-numeric strings
        .rejects(#""abc""#, .typeMismatch), .rejects(#""""#, .typeMismatch), .rejects(#""nan""#, .typeMismatch),
        .rejects(#""inf""#, .typeMismatch), .rejects(#""-Infinity""#, .typeMismatch),
        .rejects(#""0x1p3""#, .typeMismatch), .rejects(#""1e""#, .typeMismatch), .rejects(#""2.5kg""#, .typeMismatch),
        .rejects(#"".""#, .typeMismatch),
        // rejected: a finite number that does not fit
        .rejects(#""1e400""#, .dataCorrupted),
        // rejected: booleans, containers, null
        .rejects("true", .typeMismatch), .rejects("[2.5]", .typeMismatch), .rejects("null", .valueNotFound),
    ]

    @Test(arguments: WrapperTestDecoder.allCases, doubleRows)
    func double(decoder: WrapperTestDecoder, row: CoercionRow<Double>) throws {
        try row.check(Double.self, with: decoder)
    }

    static let floatRows: [CoercionRow<Float>] = [
        .accepts("26", 26), .accepts("0.1", 0.1), .accepts(#""0.1""#, 0.1), .accepts(#"" -2.5e2 ""#, -250),
        .accepts("16777217", 16_777_216),
        .rejects("1e300", .dataCorrupted), .rejects(#""1e300""#, .dataCorrupted),
        .rejects(#""abc""#, .typeMismatch), .rejects("false", .typeMismatch), .rejects("{}", .typeMismatch),
    ]

    @Test(arguments: WrapperTestDecoder.allCases, floatRows)
    func float(decoder: WrapperTestDecoder, row: CoercionRow<Float>) throws {
        try row.check(Float.self, with: decoder)
    }

    // MARK: - String

    static let stringRows: [CoercionRow<String>] = [
        // accepted: strings, as they are
        .accepts(#""abc""#, "abc"), .accepts(#"" padded ""#, " padded "), .accepts(#""""#, ""),
        .accepts(#""26""#, "26"),
        // accepted: numbers, rendered losslessly
        .accepts("26", "26"), .accepts("-26", "-26"), .accepts("2.5", "2.5"), .accepts("0.1", "0.1"),
        .accepts("26.0", "26"), .accepts("-0.5", "-0.5"), .accepts("18446744073709551615", "18446744073709551615"),
        .accepts("1e3", "1000"), .accepts("1e20", "1e+20"),
        // accepted: booleans
        .accepts("true", "true"), .accepts("false", "false"),
        // rejected: containers, null
        .rejects("[]", .typeMismatch), .rejects(#"["a"]"#, .typeMismatch), .rejects("{}", .typeMismatch),
        .rejects("null", .valueNotFound),
    ]

    @Test(arguments: WrapperTestDecoder.allCases, stringRows)
    func string(decoder: WrapperTestDecoder, row: CoercionRow<String>) throws {
        try row.check(String.self, with: decoder)
    }

    // MARK: - Errors the issue names

    @Test(arguments: WrapperTestDecoder.allCases)
    func int8From300IsAnError(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .dataCorrupted, at: ["value"],
            message: #"Expected Int8 but found the string "300", which is out of range for Int8."#
        ) {
            _ = try decoder.decode(CoercedBox<Int8>.self, json: #"{"value": "300"}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func intFrom1e20IsAnError(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .dataCorrupted, at: ["value"],
            message: "Expected Int but found the number 1e+20, which is out of range for Int."
        ) {
            _ = try decoder.decode(CoercedBox<Int>.self, json: #"{"value": 1e20}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func intFromNonNumericStringIsAnError(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .typeMismatch, at: ["value"],
            message: #"Expected Int but found the string "6suan8", which is not a decimal integer."#
        ) {
            _ = try decoder.decode(CoercedBox<Int>.self, json: #"{"value": "6suan8"}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func intFromFractionIsAnError(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .dataCorrupted, at: ["value"],
            message: "Expected Int but found the number 6.66, which has a fractional part."
        ) {
            _ = try decoder.decode(CoercedBox<Int>.self, json: #"{"value": 6.66}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func boolFromTwoSaysWhatWasFound(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .dataCorrupted, at: ["value"], message: "Expected Bool but found the number 2, which is neither 0 nor 1."
        ) {
            _ = try decoder.decode(CoercedBox<Bool>.self, json: #"{"value": 2}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func intFromBooleanSaysWhatWasFound(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .typeMismatch, at: ["value"], message: "Expected Int but found the boolean true, which is not a number."
        ) {
            _ = try decoder.decode(CoercedBox<Int>.self, json: #"{"value": true}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func containerSaysWhatWasFound(decoder: WrapperTestDecoder) {
        expectDecodingError(
            .typeMismatch, at: ["value"],
            message: "Expected Int, or a boolean, number or string that converts to it, but found an array instead."
        ) {
            _ = try decoder.decode(CoercedBox<Int>.self, json: #"{"value": [1]}"#)
        }
        expectDecodingError(
            .typeMismatch, at: ["value"],
            message: "Expected String, or a boolean, number or string that converts to it, but found a dictionary "
                + "instead."
        ) {
            _ = try decoder.decode(CoercedBox<String>.self, json: #"{"value": {}}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func nullSaysWhatWasExpected(decoder: WrapperTestDecoder) {
        expectDecodingError(.valueNotFound, at: ["value"], message: "Expected Int value but found null instead.") {
            _ = try decoder.decode(CoercedBox<Int>.self, json: #"{"value": null}"#)
        }
    }
}

// MARK: - Test Types

/// One row of the table: the JSON for `value`, and what decoding it must give.
struct CoercionRow<Value: Sendable & Equatable>: Sendable, CustomTestStringConvertible, WrapperTestHelpers {
    enum Outcome: Sendable {
        case value(Value)
        case error(WrapperErrorKind)
    }

    let json: String
    let outcome: Outcome

    static func accepts(_ json: String, _ value: Value) -> CoercionRow {
        CoercionRow(json: json, outcome: .value(value))
    }
    static func rejects(_ json: String, _ kind: WrapperErrorKind) -> CoercionRow {
        CoercionRow(json: json, outcome: .error(kind))
    }

    var testDescription: String {
        switch outcome {
        case .value(let value): "\(json) → \(value)"
        case .error(let kind): "\(json) → \(kind)"
        }
    }

    func check(
        _ type: Value.Type, with decoder: WrapperTestDecoder, sourceLocation: SourceLocation = #_sourceLocation
    ) throws where Value: Coercible & Decodable {
        let json = #"{"value": \#(json)}"#
        switch outcome {
        case .value(let expected):
            let decoded = try decoder.decode(CoercedBox<Value>.self, json: json)
            #expect(decoded.value == expected, sourceLocation: sourceLocation)
        case .error(let kind):
            expectDecodingError(kind, at: ["value"], sourceLocation: sourceLocation) {
                _ = try decoder.decode(CoercedBox<Value>.self, json: json)
            }
        }
    }
}

/// A row for one of the integer widths, with the expected value spelled as text.
struct IntegerWidthRow: Sendable, CustomTestStringConvertible, WrapperTestHelpers {
    enum Width: Sendable {
        case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
    }

    let width: Width
    let json: String
    let outcome: CoercionRow<String>.Outcome

    init(_ width: Width, _ json: String, _ expected: String) {
        (self.width, self.json, self.outcome) = (width, json, .value(expected))
    }

    init(_ width: Width, _ json: String, _ kind: WrapperErrorKind) {
        (self.width, self.json, self.outcome) = (width, json, .error(kind))
    }

    var testDescription: String { "\(width): " + CoercionRow<String>(json: json, outcome: outcome).testDescription }

    func check<T: Coercible & Decodable & Sendable & Equatable>(
        _ type: T.Type, with decoder: WrapperTestDecoder
    ) throws {
        let json = #"{"value": \#(json)}"#
        switch outcome {
        case .value(let expected):
            let decoded = try decoder.decode(CoercedBox<T>.self, json: json)
            #expect("\(decoded.value)" == expected)
        case .error(let kind):
            expectDecodingError(kind, at: ["value"]) { _ = try decoder.decode(CoercedBox<T>.self, json: json) }
        }
    }
}

/// A model with one coerced property.
struct CoercedBox<Value: Coercible>: Decodable {
    @Coerced var value: Value
}

import Foundation
import Testing

@testable import ModelMapper

/// `Decimal` wherever a number is coerced: the decoder-wide coercions, `@Coerced` and `@FormattedNumber`, from strings,
/// integers and floating-point numbers, with values a `Double` cannot hold exactly, and back out through the encoders.
@Suite("Decimal coercion")
struct DecimalCoercionTests: WrapperTestHelpers {
    struct Invoice: Codable, Equatable {
        @FormattedNumber var amount: Decimal
        @Coerced var fee: Decimal
        @Coerced var discount: Decimal?
    }

    struct Ledger: Codable, Equatable {
        var amount: Decimal
        var fees: [Decimal]
    }

    struct Amount: Codable, Equatable {
        @FormattedNumber var amount: Decimal
    }

    struct Fee: Codable, Equatable {
        @Coerced var fee: Decimal
    }

    /// The decimal `significand × 10^exponent`, built without parsing text.
    static func decimal(_ significand: UInt64, _ exponent: Int, negative: Bool = false) -> Decimal {
        Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }

    // MARK: - The wrappers, with either decoder

    @Test(arguments: WrapperTestDecoder.allCases)
    func wrappersReadValuesADoubleCannotHold(decoder: WrapperTestDecoder) throws {
        let invoice = try decoder.decode(
            Invoice.self,
            json: #"{"amount": "1,234.50", "fee": "12345678901234567.89", "discount": "-0.000000000000000000001"}"#)
        #expect(invoice.amount == Self.decimal(12345, -1))
        #expect(invoice.fee == Self.decimal(1_234_567_890_123_456_789, -2))
        #expect(invoice.fee.description == "12345678901234567.89")
        #expect(invoice.fee != Decimal(12_345_678_901_234_567.89 as Double))
        #expect(invoice.discount == Self.decimal(1, -21, negative: true))
        #expect(invoice.discount?.description == "-0.000000000000000000001")
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func oneTenthIsOneTenth(decoder: WrapperTestDecoder) throws {
        let fee = try decoder.decode(Fee.self, json: #"{"fee": "0.1"}"#)
        #expect(fee.fee == Self.decimal(1, -1))
        #expect(fee.fee.description == "0.1")
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func signsExponentsAndBlanks(decoder: WrapperTestDecoder) throws {
        let rows: [(String, Decimal)] = [
            (#""+1.5e3""#, Self.decimal(1500, 0)),
            (#""  2.50  ""#, Self.decimal(25, -1)),
            (#""1E-21""#, Self.decimal(1, -21)),
            (#""-0""#, Decimal.zero),
            (#""0.000""#, Decimal.zero),
            (#"".5""#, Self.decimal(5, -1)),
            // 38 significant digits: every digit kept.
            (
                #""1234567890123456789.0123456789012345678""#,
                try #require(Decimal(string: "1234567890123456789.0123456789012345678"))
            ),
        ]
        for (json, expected) in rows {
            let fee = try decoder.decode(Fee.self, json: #"{"fee": \#(json)}"#)
            #expect(fee.fee == expected, "\(json)")
        }
        let long = try decoder.decode(Fee.self, json: #"{"fee": "1234567890123456789.0123456789012345678"}"#)
        #expect(long.fee.description == "1234567890123456789.0123456789012345678")
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func integersAndNumbersAsTheyAre(decoder: WrapperTestDecoder) throws {
        #expect(try decoder.decode(Fee.self, json: #"{"fee": 9223372036854775807}"#).fee == Decimal(Int64.max))
        #expect(try decoder.decode(Fee.self, json: #"{"fee": 18446744073709551615}"#).fee == Decimal(UInt64.max))
        #expect(try decoder.decode(Fee.self, json: #"{"fee": 0.1}"#).fee == Self.decimal(1, -1))
        #expect(try decoder.decode(Fee.self, json: #"{"fee": -26}"#).fee == Decimal(-26))
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func refusesWhatItCannotHoldExactly(decoder: WrapperTestDecoder) {
        // 39 significant digits: a Decimal would round them.
        let tooLong = expectDecodingError(.dataCorrupted, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": "123456789012345678901234567890123456789"}"#)
        }
        #expect(tooLong?.wrapperTestContext?.debugDescription.contains("more than 38 significant digits") == true)
        let tiny = expectDecodingError(.dataCorrupted, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": "1e-200"}"#)
        }
        #expect(tiny?.wrapperTestContext?.debugDescription.contains("out of range for Decimal") == true)
        expectDecodingError(.dataCorrupted, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": "1e200"}"#)
        }
        expectDecodingError(.typeMismatch, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": "twelve"}"#)
        }
        expectDecodingError(.typeMismatch, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": "nan"}"#)
        }
        expectDecodingError(.typeMismatch, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": true}"#)
        }
        expectDecodingError(.typeMismatch, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": "1,234.50"}"#)  // separators only in @FormattedNumber
        }
        expectDecodingError(.typeMismatch, at: ["amount"]) {
            _ = try decoder.decode(Amount.self, json: #"{"amount": "1,23"}"#)
        }
        expectDecodingError(.valueNotFound, at: ["fee"]) {
            _ = try decoder.decode(Fee.self, json: #"{"fee": null}"#)
        }
    }

    @Test func wrapperErrorsNameTheSourcePath() {
        let error = expectDecodingError(.dataCorrupted, at: ["fee"]) {
            _ = try DictionaryDecoder().decode(
                Fee.self, from: ["FEE": "123456789012345678901234567890123456789"], hints: ["fee": "FEE"])
        }
        #expect(
            error?.wrapperTestContext?.debugDescription
                == "Expected Decimal but found the string \"123456789012345678901234567890123456789\", which has more "
                + "than 38 significant digits, more than Decimal holds. (source path: FEE)")
    }

    struct Tips: Codable, Equatable {
        @Coerced @DefaultZero<Decimal> var tip: Decimal = 0
        @FormattedNumber var all: [Decimal]
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func defaultsAndArraysOfDecimals(decoder: WrapperTestDecoder) throws {
        let tips = try decoder.decode(Tips.self, json: #"{"all": ["1,000.01", 2, "0.1"]}"#)
        #expect(tips.tip == 0)
        #expect(tips.all == [Self.decimal(100_001, -2), Decimal(2), Self.decimal(1, -1)])
        #expect(try decoder.decode(Tips.self, json: #"{"tip": "0.30", "all": []}"#).tip == Self.decimal(3, -1))
        expectDecodingError(.typeMismatch, at: ["all", "Index 1"]) {
            _ = try decoder.decode(Tips.self, json: #"{"all": ["1", "x"]}"#)
        }
    }

    // MARK: - The decoder-wide coercions

    @Test func numbersFromStringsReadDecimalsExactly() throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = .numbersFromStrings
        let ledger = try decoder.decode(
            Ledger.self,
            from: ["amount": "12345678901234567.89", "fees": ["0.1", 7, 0.5, " -0.000000000000000000001 "]])
        #expect(ledger.amount.description == "12345678901234567.89")
        #expect(
            ledger.fees == [Self.decimal(1, -1), Decimal(7), Self.decimal(5, -1), Self.decimal(1, -21, negative: true)])
    }

    /// The same strings through a tree of Foundation objects (`NSString`, `NSNumber`) and through JSON data.
    @Test func numbersFromStringsInEveryShapeOfInput() throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = .formattedNumbers
        let source: [String: Any] = [
            "amount": "12345678901234567.89", "fees": ["1,234.50", 2, "-0.000000000000000000001"],
        ]
        let data = try JSONSerialization.data(withJSONObject: source)
        let expected = [Self.decimal(12345, -1), Decimal(2), Self.decimal(1, -21, negative: true)]
        for ledger in [
            try decoder.decode(Ledger.self, from: foundationObjectTree(source)),
            try decoder.decode(Ledger.self, from: data),
        ] {
            #expect(ledger.amount.description == "12345678901234567.89")
            #expect(ledger.fees == expected)
        }
    }

    @Test func formattedNumbersReadGroupedDecimals() throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = .formattedNumbers
        let ledger = try decoder.decode(Ledger.self, from: ["amount": "1,234.50", "fees": ["-1,000,000.000001"]])
        #expect(ledger.amount == Self.decimal(12345, -1))
        #expect(ledger.fees == [Self.decimal(1_000_000_000_001, -6, negative: true)])
        decoder.coercions = .numbersFromStrings
        expectDecodingError(.typeMismatch, at: ["amount"]) {
            _ = try decoder.decode(Ledger.self, from: ["amount": "1,234.50", "fees": []])
        }
    }

    @Test func withoutCoercionsAStringIsATypeMismatch() {
        let error = expectDecodingError(.typeMismatch, at: ["amount"]) {
            _ = try DictionaryDecoder().decode(
                Ledger.self, from: ["AMOUNT": "1.5", "fees": []], hints: ["amount": "AMOUNT"])
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: AMOUNT)") == true)
    }

    @Test func decoderWideErrorsNameBothPaths() {
        var decoder = DictionaryDecoder()
        decoder.coercions = .all
        let error = expectDecodingError(.dataCorrupted, at: ["fees", "Index 1"]) {
            _ = try decoder.decode(
                Ledger.self, from: ["amount": 1, "FEES": ["1", "1e-999"]], hints: ["fees": "FEES"])
        }
        #expect(
            error?.wrapperTestContext?.debugDescription
                == "Expected Decimal but found the string \"1e-999\", which is out of range for Decimal. "
                + "(source path: FEES[1])")
        expectDecodingError(.typeMismatch, at: ["amount"]) {
            _ = try decoder.decode(Ledger.self, from: ["amount": true, "fees": []])
        }
    }

    @Test func coercionsAreReported() throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = .formattedNumbers
        let result = try decoder.decodeWithReport(
            Ledger.self, from: ["AMOUNT": "1,234.50", "fees": [1]], hints: ["amount": "AMOUNT"])
        #expect(result.value.amount == Self.decimal(12345, -1))
        #expect(
            result.report.coercions.map(\.description) == [
                "coercion at amount (source AMOUNT): converted the string \"1,234.50\" to Decimal"
            ])
        let wrapped = try DictionaryDecoder().decodeWithReport(
            Invoice.self, from: ["amount": "1,234.50", "fee": 3, "discount": NSNull()])
        #expect(
            wrapped.report.coercions.map(\.description) == [
                "coercion at amount (source amount): converted the string \"1,234.50\" to Decimal"
            ])
    }

    // MARK: - The coercion table's row

    @Test func tableRowForEveryKindOfInput() {
        func value(_ input: CoercionInput, _ grammar: ScalarCoercion.NumberGrammar = .plain) -> Decimal? {
            try? ScalarCoercion.decimal(from: input, grammar: grammar).get()
        }
        func failure(_ input: CoercionInput) -> CoercionFailure.Kind? {
            if case .failure(let failure) = ScalarCoercion.decimal(from: input) { return failure.kind }
            return nil
        }
        #expect(value(.int(Int64.min)) == Decimal(Int64.min))
        #expect(value(.uint(UInt64.max)) == Decimal(UInt64.max))
        #expect(value(.double(0.1)) == Self.decimal(1, -1))
        #expect(value(.double(-2.5e-7)) == Self.decimal(25, -8, negative: true))
        #expect(value(.double(1e300)) == nil)
        #expect(value(.decimal(Self.decimal(7, -3))) == Self.decimal(7, -3))
        #expect(value(.string("1,234.50"), .formatted) == Self.decimal(12345, -1))
        #expect(failure(.double(.infinity)) == .unrepresentable)
        #expect(failure(.double(.nan)) == .unrepresentable)
        #expect(failure(.double(.leastNonzeroMagnitude)) == .unrepresentable)
        #expect(failure(.decimal(.nan)) == .unrepresentable)
        #expect(failure(.bool(true)) == .typeMismatch)
        #expect(failure(.string("0x10")) == .typeMismatch)
        #expect(failure(.string("1e")) == .typeMismatch)
        #expect(failure(.string("1.2.3")) == .typeMismatch)
        // Beyond the range of every exponent a text can write, judged without overflowing.
        #expect(failure(.string("1e99999999999999999999999")) == .unrepresentable)
        #expect(failure(.string("1e-99999999999999999999999")) == .unrepresentable)
        // Trailing zeros are not significant; leading ones neither.
        #expect(value(.string("000" + String(repeating: "9", count: 38) + "000")) != nil)
        #expect(failure(.string(String(repeating: "9", count: 39))) == .unrepresentable)
        // A power of ten beyond the exponent's range is moved into the significand while it has room.
        #expect(value(.string("1e130"))?.description == "1" + String(repeating: "0", count: 130))
        #expect(value(.string("1e164"))?.description == "1" + String(repeating: "0", count: 164))
        #expect(failure(.string("1e165")) == .unrepresentable)
        #expect(value(.string("1e-128")) == Self.decimal(1, -128))
        #expect(failure(.string("1e-129")) == .unrepresentable)
    }

    /// Generated decimal texts (sign, up to 38 significant digits, a point anywhere, leading and trailing zeros, an
    /// exponent) read through `@Coerced` with both decoders as the number they spell, which the test writes out by
    /// moving digits, not by parsing.
    @Test func generatedTextsReadAsTheyAreSpelled() throws {
        var generator = SeededGenerator(seed: 0xDEC1_3A1)
        for _ in 0..<400 {
            let digitCount = Int.random(in: 1...38, using: &generator)
            var digits = (0..<digitCount).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) }
            digits[0] = Character(String(Int.random(in: 1...9, using: &generator)))
            let leading = String(repeating: "0", count: Int.random(in: 0...3, using: &generator))
            let trailing = String(repeating: "0", count: Int.random(in: 0...3, using: &generator))
            let body = leading + String(digits) + trailing
            let point = Int.random(in: 0...body.count, using: &generator)
            let exponent = Int.random(in: -30...30, using: &generator)
            let negative = Bool.random(using: &generator)
            var text = (negative ? "-" : Bool.random(using: &generator) ? "+" : "")
            text += String(body.prefix(point)) + (point < body.count ? "." + body.dropFirst(point) : "")
            text += exponent == 0 ? "" : "e\(exponent)"
            // The expected value: the significant digits, and the power of ten of the last one.
            var significant = Array(body.drop { $0 == "0" })
            var power = exponent - (body.count - point)
            while significant.last == "0" {
                significant.removeLast()
                power += 1
            }
            let expected = Self.plain(String(significant), power: power, negative: negative)
            for decoder in WrapperTestDecoder.allCases {
                let fee = try decoder.decode(Fee.self, json: #"{"fee": "\#(text)"}"#)
                #expect(fee.fee.description == expected, "\(text) with \(decoder)")
            }
        }
    }

    /// A number's text without exponent, as `Decimal.description` writes it.
    static func plain(_ digits: String, power: Int, negative: Bool) -> String {
        guard !digits.isEmpty else { return "0" }
        let sign = negative ? "-" : ""
        if power >= 0 { return sign + digits + String(repeating: "0", count: power) }
        if -power >= digits.count { return sign + "0." + String(repeating: "0", count: -power - digits.count) + digits }
        return sign + digits.dropLast(-power) + "." + digits.suffix(-power)
    }

    // MARK: - The way back

    @Test func formattedDecimalsEncodeAsNumbersOfTheirType() throws {
        let amount = try DictionaryDecoder().decode(Amount.self, from: ["amount": "1,234.50"])
        let tree = try DictionaryEncoder().encode(amount)
        let object = try #require(tree as? [String: Any])
        #expect(object["amount"] as? Decimal == Self.decimal(12345, -1))
        #expect(try DictionaryDecoder().decode(Amount.self, from: tree) == amount)
        #expect(try encodeJSON(amount) == #"{"amount":1234.5}"#)
        let exact = try DictionaryDecoder().decode(Fee.self, from: ["fee": "12345678901234567.89"])
        #expect(try DictionaryEncoder().encode(exact) as? [String: Decimal] == ["fee": exact.fee])
        #expect(try encodeJSON(exact) == #"{"fee":12345678901234567.89}"#)
        #expect(try decodeJSON(Fee.self, encodeJSON(exact)) == exact)
    }
}

import Foundation
import ModelMapper
import Testing

/// `Hint.wire(_:)`: a value's form in the source, read and written back the same way.
@Suite struct WireFormTests {
    struct Order: Codable, Equatable {
        var id: Int
        var isVIP: Bool
        var amount: Decimal
        var total: Double
        var codes: [Int]
    }

    static let hints: HintTree = [
        "id": .key("ORDER_ID").wire(.text),
        "isVIP": .key("VIP").wire(.flag(true: "1", false: "0")),
        "amount": .key("AMOUNT").wire(.groupedNumber(fractionDigits: 2)),
        "total": .key("TOTAL").wire(.text),
        "codes": .key("CODES").wire(.text),
    ]

    nonisolated(unsafe) static let row: [String: Any] = [
        "ORDER_ID": "10023", "VIP": "1", "AMOUNT": "1,234.50", "TOTAL": "9.9", "CODES": ["7", "-3"],
    ]

    static let order = Order(
        id: 10023, isVIP: true, amount: Decimal(string: "1234.5") ?? 0, total: 9.9, codes: [7, -3])

    @Test func aRowInItsWireFormsDecodesAndEncodesBackAsItCame() throws {
        let order = try DictionaryDecoder().decode(Order.self, from: Self.row, hints: Self.hints)
        #expect(order == Self.order)
        let sentBack = try DictionaryEncoder().encodeToDictionary(order, hints: Self.hints)
        #expect(sortedJSON(sentBack) == sortedJSON(Self.row))
        let reflected = try DictionaryReflector().reflectToDictionary(order, hints: Self.hints)
        #expect(sortedJSON(reflected) == sortedJSON(Self.row))
        let json = try DictionaryDecoder().decode(
            Order.self, from: JSONSerialization.data(withJSONObject: Self.row), hints: Self.hints)
        #expect(json == Self.order)
    }

    @Test func valuesAlreadyInTheModelsFormAreReadAsTheyAre() throws {
        let native: [String: Any] = [
            "ORDER_ID": 10023, "VIP": true, "AMOUNT": 1234.5, "TOTAL": 9.9, "CODES": [7, -3],
        ]
        #expect(try DictionaryDecoder().decode(Order.self, from: native, hints: Self.hints) == Self.order)
    }

    @Test func theReportRecordsEachValueReadInItsFormAsACoercion() throws {
        let result = try DictionaryDecoder().decodeWithReport(Order.self, from: Self.row, hints: Self.hints)
        let coerced = Set(result.report.coercions.map(\.sourcePath.description))
        #expect(coerced == ["ORDER_ID", "VIP", "AMOUNT", "TOTAL", "CODES[*]"])
        // The array's two elements are one entry for the field.
        #expect(result.report.coercions.first { $0.sourcePath == "CODES[*]" }?.count == 2)
        let vip = result.report.coercions.first { $0.sourcePath == "VIP" }
        #expect(vip?.modelPath == "isVIP")
        #expect(vip?.detail == #"converted the string "1" to Bool"#)
    }

    @Test func aStringThatIsNeitherSpellingOfAFlagIsDataCorruptedWithBothPaths() {
        var row = Self.row
        row["VIP"] = "yes"
        let error = expectDecodingError(.dataCorrupted, at: ["isVIP"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        let description = error?.context?.debugDescription ?? ""
        #expect(description.contains(#"which is neither "1" nor "0""#), "\(description)")
        #expect(description.hasSuffix("(source path: VIP)"), "\(description)")
    }

    @Test func aNumberThatIsNotANumberInItsFormIsAnErrorWithBothPaths() {
        var row = Self.row
        row["CODES"] = ["7", "x"]
        let error = expectDecodingError(.typeMismatch, at: ["codes", "Index 1"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        #expect(error?.context?.debugDescription.hasSuffix("(source path: CODES[1])") == true)
    }

    @Test func theFormAppliesToItsKeyOnlyNotToTheDecoderOrToNestedModels() {
        struct Inner: Codable { var id: Int }
        struct Outer: Codable {
            var id: Int
            var inner: Inner
        }
        let source: [String: Any] = ["ID": "1", "inner": ["id": "2"]]
        expectDecodingError(.typeMismatch, at: ["inner", "id"]) {
            try DictionaryDecoder().decode(Outer.self, from: source, hints: ["id": .key("ID").wire(.text)])
        }
    }

    @Test func groupedNumbersAreWrittenWithTheirDigitsAndNeverRounded() throws {
        struct Money: Codable {
            var amount: Double
        }
        let hints: HintTree = ["amount": .key("A").wire(.groupedNumber(fractionDigits: 2))]
        let cases: [(Double, String)] = [
            (0, "0.00"), (-0.5, "-0.50"), (1_234_567.891_0, ""), (1_000, "1,000.00"), (-12_345.6, "-12,345.60"),
            (999, "999.00"),
        ]
        for (amount, expected) in cases where !expected.isEmpty {
            let written = try DictionaryEncoder().encodeToDictionary(Money(amount: amount), hints: hints)
            #expect(written["A"] as? String == expected)
            let read = try DictionaryDecoder().decode(Money.self, from: written, hints: hints)
            #expect(read.amount == amount)
        }
        #expect {
            try DictionaryEncoder().encodeToDictionary(Money(amount: 1.005), hints: hints)
        } throws: { error in
            guard case .invalidValue(_, let context) = error as? EncodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["amount"]
                && context.debugDescription.contains("more than 2 fraction digits")
        }
    }

    @Test func aFlagOnSomethingOtherThanABooleanCannotBeWritten() {
        struct Tagged: Codable {
            var tag: String
        }
        let hints: HintTree = ["tag": .key("T").wire(.flag(true: "Y", false: "N"))]
        #expect {
            try DictionaryEncoder().encodeToDictionary(Tagged(tag: "maybe"), hints: hints)
        } throws: { error in
            guard case .invalidValue(_, let context) = error as? EncodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["tag"]
                && context.debugDescription.contains("cannot be written in the wire form .flag")
        }
        #expect {
            try hints.reverseRemap(["tag": "maybe"])
        } throws: { error in
            guard let error = error as? ModelMapperError else { return false }
            return error.code == .unsupportedValue && error.location == "tag"
        }
    }

    @Test func remapReadsTheFormsAndReverseRemapWritesThem() throws {
        let remapped = try #require(try Self.hints.remap(Self.row) as? [String: Any])
        #expect(remapped["id"] as? Int == 10023)
        #expect(remapped["isVIP"] as? Bool == true)
        #expect(remapped["total"] as? Double == 9.9)
        #expect((remapped["codes"] as? [Int]) == [7, -3])
        #expect(try DictionaryDecoder().decode(Order.self, from: remapped) == Self.order)
        let reversed = try Self.hints.reverseRemap(remapped)
        #expect(sortedJSON(reversed) == sortedJSON(Self.row))
    }

    @Test func updateWritesThePatchedModelBackInItsForms() throws {
        let updated = try DictionaryDecoder().update(
            Self.order, from: ["VIP": "0", "AMOUNT": "2,000.00"], hints: Self.hints)
        #expect(updated.isVIP == false)
        #expect(updated.amount == 2000)
        #expect(updated.id == 10023)
    }

    @Test func theFormIsPartOfTheHintsIdentityDescriptionAndValidation() throws {
        let hint = Hint.key("VIP").wire(.flag(true: "1", false: "0"))
        #expect(hint.wireForm == .flag(true: "1", false: "0"))
        #expect(hint != Hint.key("VIP"))
        #expect(Hint.key("VIP").wireForm == nil)
        let tree: HintTree = ["isVIP": hint, "amount": ("AMOUNT" as Hint).wire(.groupedNumber(fractionDigits: 2))]
        #expect(
            tree.description
                == #"["amount": .key("AMOUNT").wire(.groupedNumber(fractionDigits: 2)), "isVIP": .key("VIP").wire(.flag(true: "1", false: "0"))]"#
        )
        #expect(tree.legacyDictionary == nil)
        #expect(tree.merging(["isVIP": .nested(["x": "X"])])["isVIP"]?.wireForm == .flag(true: "1", false: "0"))
        for invalid in [Hint.WireForm.flag(true: "1", false: "1"), .groupedNumber(fractionDigits: 39)] {
            let bad: HintTree = ["x": Hint.key("X").wire(invalid)]
            #expect(throws: ModelMapperError.self) { try bad.validate() }
        }
    }
}

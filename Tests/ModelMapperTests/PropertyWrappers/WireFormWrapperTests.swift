import Foundation
import ModelMapper
import Testing

/// The wire forms declared on a type: `@TextValue`, `@FlagValue` and `@GroupedNumber` read what the backend sends as
/// text and write it back as text, with every decoder and encoder, the reflector included.
@Suite struct WireFormWrapperTests {
    struct Order: Codable, Equatable {
        @TextValue var id: Int
        @FlagValue<OneZeroFlag> var isVIP: Bool
        @GroupedNumber<TwoFractionDigits> var amount: Decimal
        @TextValue var weight: Double
        @TextValue var codes: [Int]
        @TextValue var note: Int?
    }

    /// The backend's spellings; `JSONDecoder` and `JSONEncoder` read and write the model's own (``modelKeyed(_:)``).
    static let hints: HintTree = [
        "id": "ORDER_ID", "isVIP": "VIP", "amount": "AMOUNT", "weight": "WEIGHT", "codes": "CODES", "note": "NOTE",
    ]

    /// A row with the model's keys in place of the backend's.
    static func modelKeyed(_ row: [String: Any]) -> [String: Any] {
        let names = ["ORDER_ID": "id", "VIP": "isVIP", "AMOUNT": "amount", "WEIGHT": "weight", "CODES": "codes"]
        return Dictionary(uniqueKeysWithValues: row.map { (names[$0.key] ?? "note", $0.value) })
    }

    nonisolated(unsafe) static let row: [String: Any] = [
        "ORDER_ID": "10023", "VIP": "1", "AMOUNT": "12,345,678,901,234,567.89", "WEIGHT": "2.5", "CODES": ["7", "-3"],
    ]

    /// `12345678901234567.89`, which no `Double` holds.
    static let amount = Decimal(sign: .plus, exponent: -2, significand: Decimal(1_234_567_890_123_456_789))

    static let order = Order(id: 10023, isVIP: true, amount: amount, weight: 2.5, codes: [7, -3], note: nil)

    @Test func aRowDecodesFromEveryOriginAndWithJSONDecoder() throws {
        let data = try JSONSerialization.data(withJSONObject: Self.row)
        let decoder = DictionaryDecoder()
        #expect(try decoder.decode(Order.self, from: Self.row, hints: Self.hints) == Self.order)
        #expect(try decoder.decode(Order.self, from: foundationObjectTree(Self.row), hints: Self.hints) == Self.order)
        #expect(try decoder.decode(Order.self, from: data, hints: Self.hints) == Self.order)
        let modelKeyed = try JSONSerialization.data(withJSONObject: Self.modelKeyed(Self.row))
        #expect(try JSONDecoder().decode(Order.self, from: modelKeyed) == Self.order)
    }

    @Test func aRowGoesBackAsItCameThroughEveryEncoderAndTheReflector() throws {
        let expected = sortedJSON(Self.row)
        #expect(sortedJSON(try DictionaryEncoder().encodeToDictionary(Self.order, hints: Self.hints)) == expected)
        #expect(sortedJSON(try DictionaryReflector().reflectToDictionary(Self.order, hints: Self.hints)) == expected)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.order))
        #expect(sortedJSON(json) == sortedJSON(Self.modelKeyed(Self.row)))
    }

    @Test func valuesAlreadyInTheModelsFormAreReadAsTheyAre() throws {
        let native: [String: Any] = [
            "ORDER_ID": 10023, "VIP": true, "AMOUNT": Self.amount, "WEIGHT": 2.5, "CODES": [7, -3], "NOTE": NSNull(),
        ]
        #expect(try DictionaryDecoder().decode(Order.self, from: native, hints: Self.hints) == Self.order)
        let result = try DictionaryDecoder().decodeWithReport(Order.self, from: native, hints: Self.hints)
        #expect(result.report.coercions.isEmpty)
    }

    @Test func theReportRecordsEachValueReadFromTextAsACoercion() throws {
        let result = try DictionaryDecoder().decodeWithReport(Order.self, from: Self.row, hints: Self.hints)
        let coerced = Set(result.report.coercions.map(\.sourcePath.description))
        #expect(coerced == ["ORDER_ID", "VIP", "AMOUNT", "WEIGHT", "CODES[*]"])
        // The array's two elements are one entry for the field.
        #expect(result.report.coercions.first { $0.sourcePath == "CODES[*]" }?.count == 2)
        let vip = result.report.coercions.first { $0.sourcePath == "VIP" }
        #expect(vip?.modelPath == "isVIP")
        #expect(vip?.detail == #"converted the string "1" to Bool"#)
    }

    @Test func aStringThatIsNeitherSpellingIsDataCorruptedWithBothPaths() throws {
        var row = Self.row
        row["VIP"] = "yes"
        let error = expectDecodingError(.dataCorrupted, at: ["isVIP"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        let description = error?.context?.debugDescription ?? ""
        #expect(description.contains(#"found the string "yes", which is neither "1" nor "0""#), "\(description)")
        #expect(description.hasSuffix("(source path: VIP)"), "\(description)")
        let data = try JSONSerialization.data(withJSONObject: Self.modelKeyed(row))
        expectDecodingError(.dataCorrupted, at: ["isVIP"]) { try JSONDecoder().decode(Order.self, from: data) }
    }

    @Test func aFlagThatIsANumberIsATypeMismatch() {
        var row = Self.row
        row["VIP"] = 1
        let error = expectDecodingError(.typeMismatch, at: ["isVIP"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        #expect(
            error?.context?.debugDescription.contains("which is not a string") == true, "\(String(describing: error))")
    }

    @Test func textThatIsNotANumberIsAnErrorAtTheElementWithBothPaths() {
        var row = Self.row
        row["CODES"] = ["7", "x"]
        let error = expectDecodingError(.typeMismatch, at: ["codes", "Index 1"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        #expect(error?.context?.debugDescription.hasSuffix("(source path: CODES[1])") == true)
        row["CODES"] = ["7"]
        row["AMOUNT"] = "1,23.00"
        let amount = expectDecodingError(.typeMismatch, at: ["amount"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
        #expect(amount?.context?.debugDescription.hasSuffix("(source path: AMOUNT)") == true)
    }

    @Test func anOptionalTextValueIsNilWhenMissingOrNullAndLeftOutWhenNil() throws {
        var row = Self.row
        row["NOTE"] = NSNull()
        #expect(try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints).note == nil)
        row["NOTE"] = "42"
        var order = try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        #expect(order.note == 42)
        #expect(try DictionaryEncoder().encodeToDictionary(order)["note"] as? String == "42")
        order.note = nil
        #expect(
            try DictionaryEncoder().encodeToDictionary(order).keys.sorted() == [
                "amount", "codes", "id", "isVIP", "weight",
            ])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(order)) as? [String: Any]
        #expect(json?["note"] == nil)
        #expect(try DictionaryReflector().reflectToDictionary(order)["note"] == nil)
    }

    @Test func aRequiredKeyThatIsMissingIsKeyNotFound() {
        var row = Self.row
        row["ORDER_ID"] = nil
        expectDecodingError(.keyNotFound, at: ["id"]) {
            try DictionaryDecoder().decode(Order.self, from: row, hints: Self.hints)
        }
    }

    @Test func anAmountWithMoreFractionDigitsThanItsFormIsNotWrittenRounded() throws {
        var order = Self.order
        order.amount = Decimal(string: "1.005") ?? 0
        for encode in [
            { try DictionaryEncoder().encode(order) as Any },
            { try JSONEncoder().encode(order) as Any },
        ] {
            do {
                _ = try encode()
                Issue.record("expected EncodingError.invalidValue")
            } catch EncodingError.invalidValue(_, let context) {
                #expect(context.codingPath.map(\.stringValue) == ["amount"])
                #expect(context.debugDescription.contains("more than 2 fraction digits"), "\(context.debugDescription)")
            }
        }
        let error = #expect(throws: ModelMapperError.self) {
            try DictionaryReflector().reflect(order, hints: Self.hints)
        }
        #expect(error?.code == .unsupportedValue)
        #expect(error?.location == "amount")
        #expect(error?.message.contains("more than 2 fraction digits") == true)
        order.amount = Decimal(string: "1.100") ?? 0
        #expect(try DictionaryEncoder().encodeToDictionary(order)["amount"] as? String == "1.10")
    }

    @Test func aNumberWithNoTextIsAnEncodingError() {
        var order = Self.order
        order.weight = .nan
        #expect(throws: EncodingError.self) { try DictionaryEncoder().encode(order) }
        let error = #expect(throws: ModelMapperError.self) { try DictionaryReflector().reflect(order) }
        #expect(error?.location == "weight")
    }

    @Test func aPatchInTheWireFormUpdatesTheModel() throws {
        let updated = try DictionaryDecoder().update(
            Self.order, from: ["AMOUNT": "2,000.00", "VIP": "0"], hints: Self.hints)
        #expect(updated.amount == 2000)
        #expect(!updated.isVIP)
        #expect(updated.id == Self.order.id)
    }

    @Test func aSpellingOrFormatThatIsNotAFormFailsBothWays() throws {
        enum Same: FlagSpelling {
            static let trueText = "x"
            static let falseText = "x"
        }
        enum TooMany: GroupedNumberFormat { static let fractionDigits = 39 }
        struct Flag: Codable { @FlagValue<Same> var flag: Bool }
        struct Amount: Codable { @GroupedNumber<TooMany> var amount: Decimal }
        let flag = expectDecodingError(.dataCorrupted, at: ["flag"]) {
            try DictionaryDecoder().decode(Flag.self, from: ["flag": "x"])
        }
        #expect(flag?.context?.debugDescription.contains("the same") == true)
        expectDecodingError(.dataCorrupted, at: ["amount"]) {
            try DictionaryDecoder().decode(Amount.self, from: ["amount": "1"])
        }
        #expect(throws: EncodingError.self) { try DictionaryEncoder().encode(Flag(flag: true)) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(Amount(amount: 1)) }
        // The reflector writes through the same writer, and refuses them too.
        for value in [Flag(flag: true), Amount(amount: 1)] as [Any] {
            let error = #expect(throws: ModelMapperError.self) { try DictionaryReflector().reflect(value) }
            #expect(error?.code == .unsupportedValue)
            #expect(error?.message.contains("is invalid") == true, "\(String(describing: error))")
        }
    }

    /// Every optional shape a `@TextValue` takes, beside a `@Coerced` optional, which writes its `nil` through
    /// `encodeIfPresent`; `@FlagValue` and `@GroupedNumber` hold a `Bool` and a `Decimal`, never `nil`.
    struct Optionals: Codable, Equatable {
        @TextValue var int: Int?
        @TextValue var double: Double?
        @TextValue var decimal: Decimal?
        @TextValue var bool: Bool?
        @TextValue var string: String?
        @TextValue var codes: [Int]?
        @Coerced var coerced: Int?
        @FlagValue<OneZeroFlag> var flag: Bool = false
        @GroupedNumber<TwoFractionDigits> var amount: Decimal = 0
    }

    static let optionalKeys: Set<String> = ["int", "double", "decimal", "bool", "string", "codes", "coerced"]

    static func encoder(_ strategy: DictionaryReflector.NilStrategy) -> DictionaryEncoder {
        var encoder = DictionaryEncoder()
        encoder.nilStrategy = strategy
        return encoder
    }

    static func reflector(_ strategy: DictionaryReflector.NilStrategy) -> DictionaryReflector {
        var reflector = DictionaryReflector()
        reflector.nilStrategy = strategy
        return reflector
    }

    @Test func aNilTextValueIsNullUnderTheNullStrategyAsACoercedOneIs() throws {
        let tree = try Self.encoder(.null).encodeToDictionary(Optionals())
        #expect(Set(tree.keys) == Self.optionalKeys.union(["flag", "amount"]))
        for key in Self.optionalKeys { #expect(tree[key] is NSNull, "\(key)") }
        #expect(tree["flag"] as? String == "0")
        #expect(tree["amount"] as? String == "0.00")
        #expect(try DictionaryDecoder().decode(Optionals.self, from: tree) == Optionals())
    }

    @Test func aNilTextValueIsNullWhereItsHintSays() throws {
        let hints: HintTree = ["int": "INT", "codes": "meta.CODES", "string": ["STRING", "string_text"]]
        let tree = try Self.encoder(.null).encodeToDictionary(Optionals(), hints: hints)
        #expect(tree["INT"] is NSNull && tree["STRING"] is NSNull)
        #expect((tree["meta"] as? [String: Any])?["CODES"] is NSNull)
        #expect(tree["int"] == nil && tree["codes"] == nil && tree["string"] == nil)
        #expect(try DictionaryDecoder().decode(Optionals.self, from: tree, hints: hints) == Optionals())
    }

    @Test func aNilTextValueIsLeftOutByDefaultAndByJSONEncoder() throws {
        #expect(try DictionaryEncoder().encodeToDictionary(Optionals()).keys.sorted() == ["amount", "flag"])
        #expect(try Self.encoder(.omit).encodeToDictionary(Optionals()).keys.sorted() == ["amount", "flag"])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Optionals())) as? [String: Any]
        #expect(json?.keys.sorted() == ["amount", "flag"])
    }

    @Test func aPresentTextValueIsTextUnderBothStrategies() throws {
        let value = Optionals(
            int: 7, double: 2.5, decimal: Decimal(string: "2.25"), bool: true, string: "x", codes: [1, -2], coerced: 3)
        let expected: [String: Any] = [
            "int": "7", "double": "2.5", "decimal": "2.25", "bool": "true", "string": "x", "codes": ["1", "-2"],
            "coerced": 3, "flag": "0", "amount": "0.00",
        ]
        for strategy in [DictionaryReflector.NilStrategy.omit, .null] {
            #expect(sortedJSON(try Self.encoder(strategy).encodeToDictionary(value)) == sortedJSON(expected))
        }
    }

    /// Under each strategy, and for every subset of `nil` properties, the reflector writes what the encoder writes.
    @Test func theReflectorAgreesWithTheEncoderUnderEachStrategy() throws {
        var random = SeededGenerator(seed: 0x7e47_0000)
        for iteration in 0..<200 {
            func maybe<T>(_ value: T) -> T? { Bool.random(using: &random) ? value : nil }
            let value = Optionals(
                int: maybe(Int.random(in: -999...999, using: &random)), double: maybe(0.5), decimal: maybe(12),
                bool: maybe(Bool.random(using: &random)), string: maybe("s"), codes: maybe([4]),
                coerced: maybe(Int.random(in: -9...9, using: &random)), flag: Bool.random(using: &random), amount: 1)
            for strategy in [DictionaryReflector.NilStrategy.omit, .null] {
                let encoded = try Self.encoder(strategy).encodeToDictionary(value)
                let reflected = try Self.reflector(strategy).reflectToDictionary(value)
                #expect(sortedJSON(encoded) == sortedJSON(reflected), "iteration \(iteration), \(strategy)")
                #expect(try DictionaryDecoder().decode(Optionals.self, from: encoded) == value)
            }
        }
    }

    /// Rows written by the test itself, in the backend's forms, with values a `Double` could not carry: decoded from
    /// every origin and with `JSONDecoder` they are the values they were written from, and encoded back through every
    /// encoder and the reflector they are the row again.
    @Test func generatedRowsRoundTripThroughEveryCoder() throws {
        var random = SeededGenerator(seed: 0x3623_0000)
        for iteration in 0..<200 {
            let (row, expected) = random.wireWrapperRow()
            let context = "iteration \(iteration), row \(sortedJSON(row))"
            let decoder = DictionaryDecoder()
            let modelKeyed = Self.modelKeyed(row)
            for decoded in [
                try decoder.decode(Order.self, from: row, hints: Self.hints),
                try decoder.decode(Order.self, from: foundationObjectTree(row), hints: Self.hints),
                try decoder.decode(Order.self, from: JSONSerialization.data(withJSONObject: row), hints: Self.hints),
                try JSONDecoder().decode(Order.self, from: JSONSerialization.data(withJSONObject: modelKeyed)),
            ] {
                #expect(decoded == expected, "\(context)")
            }
            let encoded = try DictionaryEncoder().encodeToDictionary(expected, hints: Self.hints)
            #expect(sortedJSON(encoded) == sortedJSON(row), "\(context)")
            let reflected = try DictionaryReflector().reflectToDictionary(expected, hints: Self.hints)
            #expect(sortedJSON(reflected) == sortedJSON(row), "\(context)")
            let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(expected))
            #expect(sortedJSON(json) == sortedJSON(modelKeyed), "\(context)")
        }
    }
}

extension SeededGenerator {
    /// A row of a ``WireFormWrapperTests/Order`` in the backend's forms, spelled here digit by digit, and the order it
    /// stands for.
    fileprivate mutating func wireWrapperRow() -> ([String: Any], WireFormWrapperTests.Order) {
        let id = Int.random(in: Int.min...Int.max, using: &self)
        let isVIP = Bool.random(using: &self)
        // Up to 20 integer digits and exactly two fraction digits; never -0.00, which is written back as 0.00.
        let digits = (0..<Int.random(in: 1...20, using: &self)).map { _ in String(Int.random(in: 0...9, using: &self)) }
        let significant = digits.drop { $0 == "0" }.joined()
        let wholeText = significant.isEmpty ? "0" : significant
        let cents = "\(Int.random(in: 0...9, using: &self))\(Int.random(in: 0...9, using: &self))"
        let negative = Bool.random(using: &self) && (wholeText != "0" || cents != "00")
        let plain = (negative ? "-" : "") + wholeText + "." + cents
        let amountText = (negative ? "-" : "") + Self.grouped(wholeText) + "." + cents
        let eighths = Int.random(in: -1_000_000...1_000_000, using: &self)
        let weight = Double(eighths) / 8
        // A whole number is written without a fraction, as an integer is.
        let weightText = eighths % 8 == 0 ? String(eighths / 8) : "\(weight)"
        let codes = (0..<Int.random(in: 0...3, using: &self)).map { _ in Int.random(in: -99...99, using: &self) }
        let note: Int? = Bool.random(using: &self) ? Int.random(in: 0...9, using: &self) : nil
        var row: [String: Any] = [
            "ORDER_ID": String(id), "VIP": isVIP ? "1" : "0", "AMOUNT": amountText, "WEIGHT": weightText,
            "CODES": codes.map { String($0) },
        ]
        if let note { row["NOTE"] = String(note) }
        let amount = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
        return (row, .init(id: id, isVIP: isVIP, amount: amount, weight: weight, codes: codes, note: note))
    }

    /// Digits with a comma between groups of three, counted from the right.
    private static func grouped(_ digits: String) -> String {
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

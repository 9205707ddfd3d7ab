import Foundation
import Testing

@testable import ModelMapper

/// Generated number texts of 1 to 40 significant digits with exponents up to ±400, subnormals, ties and negative
/// zeros, decoded as `Double`, `Float` and `Decimal` through JSON `Data`, a `JSONSerialization` tree and a native
/// tree, against `JSONDecoder` and `Double(String)`.
///
/// The oracle for a `Double` is the text's own correctly rounded value, `Double(text)`, which is what `JSONDecoder`
/// gives. A tree can hold a number only as exactly as a `Decimal` does (38 significant digits): where the tree's
/// `Decimal` had to round, the oracle is the `Double` of that `Decimal`'s text, the documented difference.
@Suite struct JSONNumberTargetTests {
    /// A JSON number text and what it spells.
    struct NumberText: CustomStringConvertible {
        let text: String
        /// Significant digits, leading zeros not counted.
        let significantDigits: Int
        var description: String { text }
    }

    /// Texts of every shape the grammar allows: sign, integer and fraction digits, leading and trailing zeros, lower-
    /// and upper-case exponents with and without sign.
    static func generated(count: Int, seed: UInt64) -> [NumberText] {
        var random = SeededGenerator(seed: seed)
        var texts: [NumberText] = []
        for _ in 0..<count {
            let significantDigits = Int.random(in: 1...40, using: &random)
            var digits = String(Int.random(in: 1...9, using: &random))
            for _ in 1..<significantDigits { digits += String(Int.random(in: 0...9, using: &random)) }
            var text = Bool.random(using: &random) ? "-" : ""
            let pointAt = Int.random(in: -3...(significantDigits + 2), using: &random)
            if pointAt <= 0 {
                text += "0." + String(repeating: "0", count: -pointAt) + digits
            } else if pointAt >= significantDigits {
                text += digits + String(repeating: "0", count: pointAt - significantDigits)
                if Bool.random(using: &random) { text += ".0" }
            } else {
                let split = digits.index(digits.startIndex, offsetBy: pointAt)
                text += digits[..<split] + "." + digits[split...]
            }
            if Int.random(in: 0..<3, using: &random) > 0 {
                text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random) ?? "e"
                text += String(Int.random(in: 0...400, using: &random))
            }
            texts.append(NumberText(text: text, significantDigits: significantDigits))
        }
        return texts
    }

    /// Subnormals, the edges of `Double`'s range, ties and negative zeros.
    static let edges: [NumberText] = [
        "4.9406564584124654e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "5e-324",
        "2.2250738585072011e-308", "2.2250738585072014e-308", "2.2250738585072012e-308",
        "1.7976931348623157e308", "1.7976931348623158e308", "9007199254740993", "9007199254740993.0",
        "9007199254740992.5", "9007199254740993.0000000000000001", "0.1", "0.30000000000000004",
        "-65.61361699999998", "-0", "-0.0", "-0e5", "-0.000000000000000000000", "0.000000000000000000000e-400",
        "1e-400", "-1e-400", "123456789012345678901234567890123456789", "1.00000000000000000000000000000000000001",
        "3.4028235677973366e38", "3.4028235677973367e38", "1.4012984643248171e-45", "7.006492321624085e-46",
        "7.006492321624086e-46",
        // Long enough to reach the tree as a `Decimal`, and a `Double` exactly halfway between two `Float`s.
        "7.0064923216240861e-46", "7.0064923216240853e-46", "3.40282356779733661e38", "-3.40282356779733661e38",
        "3.40282356779733662e38",
    ].map { NumberText(text: $0, significantDigits: $0.filter(\.isNumber).drop { $0 == "0" }.count) }

    static let texts = edges + generated(count: 3_000, seed: SeededGenerator.baseSeed ^ 0x0DB1)

    // MARK: - Oracles

    /// What a text is in `JSONSerialization`'s tree, the reference for what a tree carries.
    private static func serialized(_ number: NumberText) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(number.text.utf8), options: .fragmentsAllowed)
    }

    /// The `Double` of a number as a tree carries it: an `NSDecimalNumber`'s text parsed, any other number's value.
    private static func carriedDouble(_ tree: Any) -> Double? {
        if let decimal = tree as? NSDecimalNumber { return Double(decimal.description) }
        return (tree as? NSNumber)?.doubleValue
    }

    /// The `Decimal` of a number as a tree carries it, or `nil` when a `Decimal` cannot hold it: an
    /// `NSDecimalNumber`'s own, an integer's, a `Double`'s shortest text read as a `Decimal`.
    private static func carriedDecimal(_ tree: Any) -> Decimal? {
        let native = NativeTree.make(tree)
        if let decimal = native as? Decimal { return decimal }
        if let int = native as? Int { return Decimal(int) }
        guard let double = native as? Double, let decimal = Decimal(string: "\(double)") else { return nil }
        return decimal.isNaN ? nil : decimal
    }

    /// Whether a tree holds the number as a `Double` (what `JSONSerialization` makes of a short text with a point or
    /// an exponent).
    private static func isCarriedAsDouble(_ tree: Any) -> Bool {
        NativeTree.make(tree) is Double
    }

    /// Whether the tree carries the text's number exactly: a `Decimal` holds 38 significant digits, and no tree
    /// keeps the sign of an integer or long zero (`-0`, `-0.000000000000000000`).
    private static func isCarriedExactly(_ number: NumberText) -> Bool {
        number.significantDigits <= 38 && !(Double(number.text) == 0 && number.text.hasPrefix("-"))
    }

    /// Whether `JSONDecoder` refuses the text for its underflow: a non-zero number whose `Double` is zero.
    private static func underflows(_ number: NumberText) -> Bool {
        Double(number.text) == 0 && number.significantDigits > 0
    }

    // MARK: - Double

    @Test func doubleFromDataAndTrees() throws {
        for number in Self.texts { try Self.double(number) }
    }

    private static func double(_ number: NumberText) throws {
        let data = Data(number.text.utf8)
        let fromData = Result { try DictionaryDecoder().decode(Double.self, from: data) }
        let foundation = Result { try JSONDecoder().decode(Double.self, from: data) }
        guard let tree = serialized(number) else {
            // Beyond `Double`'s range: `JSONSerialization`, the reader and `JSONDecoder` all refuse it.
            #expect(throws: DecodingError.self, "\(number)") { try fromData.get() }
            #expect(throws: DecodingError.self, "\(number)") { try foundation.get() }
            return
        }
        let expected = try #require(carriedDouble(tree), "\(number)")
        let fromTree = try DictionaryDecoder().decode(Double.self, from: tree)
        let fromNative = try DictionaryDecoder().decode(Box<Double>.self, from: ["n": NativeTree.make(tree)]).n
        for (route, value) in [("Data", try fromData.get()), ("tree", fromTree), ("native tree", fromNative)] {
            #expect(value.bitPattern == expected.bitPattern, "\(number) through \(route): \(value), not \(expected)")
        }
        guard isCarriedExactly(number) else { return }
        let parsed = try #require(Double(number.text))
        #expect(expected.bitPattern == parsed.bitPattern, "\(number): carried as \(expected), parsed as \(parsed)")
        switch foundation {
        case .success(let foundation):
            #expect(expected.bitPattern == foundation.bitPattern, "\(number): \(expected), JSONDecoder's \(foundation)")
        case .failure:
            #expect(underflows(number), "\(number): JSONDecoder refuses what the tree carries as \(expected)")
        }
    }

    // MARK: - Float

    @Test func floatFromDataAndTrees() throws {
        for number in Self.texts { try Self.float(number) }
    }

    private static func float(_ number: NumberText) throws {
        guard let tree = serialized(number) else { return }  // beyond `Double`'s range, as above
        let data = Data(number.text.utf8)
        let fromData = Result { try DictionaryDecoder().decode(Float.self, from: data) }
        let fromTree = Result { try DictionaryDecoder().decode(Float.self, from: tree) }
        let foundation = Result { try JSONDecoder().decode(Float.self, from: data) }
        #expect(
            (try? fromData.get())?.bitPattern == (try? fromTree.get())?.bitPattern,
            "\(number): from Data \(fromData), from the tree \(fromTree)")
        guard isCarriedExactly(number) else { return }
        // A tree holding a `Double` has rounded the text once already; the `Float` of that `Double` is rounded again,
        // which differs from `JSONDecoder`'s single rounding where the `Double` fell exactly halfway between two
        // `Float`s (documented). A `Decimal` or an integer holds the digits, and is rounded once.
        let twiceRounded = isCarriedAsDouble(tree) ? carriedDouble(tree).map(Float.init) : nil
        switch (fromData, foundation) {
        case (.success(let ours), .success(let foundation)):
            #expect(
                ours.bitPattern == foundation.bitPattern || ours.bitPattern == twiceRounded?.bitPattern,
                "\(number): \(ours), JSONDecoder's \(foundation)")
        case (.success(let ours), .failure):
            #expect(ours == 0 && underflows(number), "\(number): \(ours), which JSONDecoder refuses")
        case (.failure(let error), .success(let foundation)):
            #expect(twiceRounded == 0, "\(number): \(error), where JSONDecoder gives \(foundation)")
        case (.failure, .failure):
            break
        }
    }

    // MARK: - Decimal

    @Test func decimalFromDataAndTrees() throws {
        for number in Self.texts { try Self.decimal(number) }
    }

    private static func decimal(_ number: NumberText) throws {
        guard let tree = serialized(number) else { return }  // beyond `Double`'s range, as above
        let data = Data(number.text.utf8)
        let expected = carriedDecimal(tree)
        let fromData = Result { try DictionaryDecoder().decode(Decimal.self, from: data) }
        let fromTree = Result { try DictionaryDecoder().decode(Decimal.self, from: tree) }
        for (route, result) in [("Data", fromData), ("tree", fromTree)] {
            switch (result, expected) {
            case (.success(let value), let expected?):
                #expect(value == expected, "\(number) through \(route): \(value), not \(expected)")
            case (.success(let value), nil):
                Issue.record("\(number) through \(route): \(value), where no Decimal holds \(tree)")
            case (.failure(let error), let expected?):
                Issue.record("\(number) through \(route): \(error), where the tree carries \(expected)")
            case (.failure, nil):
                break
            }
        }
        // Where the tree holds the text's own digits, `JSONDecoder` reads the same `Decimal`.
        guard isCarriedExactly(number), !isCarriedAsDouble(tree), let expected else { return }
        switch Result(catching: { try JSONDecoder().decode(Decimal.self, from: data) }) {
        case .success(let foundation):
            #expect(expected == foundation, "\(number): \(expected), JSONDecoder's \(foundation)")
        case .failure:
            #expect(underflows(number), "\(number): JSONDecoder refuses what the tree carries as \(expected)")
        }
    }

    // MARK: - The reader's Decimals

    /// A long number's `Decimal`, built from its digits, is the very `Decimal` that `Decimal(string:)` makes of the
    /// text: the same value, exponent, significand and text.
    @Test func readerDecimalsAreTheTextsDecimals() throws {
        for number in Self.texts { try Self.readerDecimalsAreTheTextsDecimals(number) }
    }

    private static func readerDecimalsAreTheTextsDecimals(_ number: NumberText) throws {
        // A number beyond `Double`'s range is refused (checked above).
        guard let tree = try? JSONReader.value(from: Data(number.text.utf8)),
            case .decimal(let read) = TreeValue.number(tree)
        else { return }
        let parsed = try #require(Decimal(string: number.text))
        #expect(read == parsed, "\(number)")
        #expect(read.exponent == parsed.exponent, "\(number)")
        #expect(read.significand == parsed.significand, "\(number)")
        #expect(read.sign == parsed.sign, "\(number)")
        #expect(read.description == parsed.description, "\(number)")
    }

    private struct Box<Value: Decodable>: Decodable {
        let n: Value
    }
}

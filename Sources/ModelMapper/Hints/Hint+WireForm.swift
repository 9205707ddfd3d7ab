import Foundation

extension Hint {
    /// How a value travels in the source, read and written the same way: a number or boolean a backend sends, and
    /// wants back, as text (``text``, ``flag(true:false:)``, ``groupedNumber(fractionDigits:)``). Set it with
    /// ``Hint/wire(_:)``, or on the type with ``TextValue``, ``FlagValue`` or ``GroupedNumber``.
    ///
    /// A value already in the model's form reads as it is, `null` stays `null`, an array goes element by element; a
    /// value that does not fit fails with both paths. The encoder, the reflector and
    /// ``HintTree/reverseRemap(_:maximumDepth:)`` write the value back in its form.
    public struct WireForm: Sendable, Hashable, CustomStringConvertible {
        enum Kind: Sendable, Hashable {
            case text
            case flag(String, String)
            case groupedNumber(Int)
        }

        let kind: Kind

        /// Numbers and booleans sent as their text: `"10023"`, `"1234.5"`, `"true"`. A number is written as its
        /// shortest text, so `"9.90"` goes back as `"9.9"`: use ``groupedNumber(fractionDigits:)`` to keep digits.
        public static let text = WireForm(kind: .text)

        /// A boolean sent as one of two strings, such as `"1"` and `"0"`; any other string is `dataCorrupted`.
        ///
        /// - Parameters:
        ///   - trueText: The spelling of `true`.
        ///   - falseText: The spelling of `false`; it must differ from `trueText`.
        /// - Returns: The form.
        public static func flag(true trueText: String, false falseText: String) -> WireForm {
            WireForm(kind: .flag(trueText, falseText))
        }

        /// A number sent with `,` between groups of three digits and `.` before exactly `fractionDigits` digits:
        /// `"1,234.50"` for two. Read with or without separators; more digits fail to encode rather than round.
        ///
        /// - Parameter fractionDigits: The digits after the point, 0 to 38 (none and no point for 0).
        /// - Returns: The form.
        public static func groupedNumber(fractionDigits: Int) -> WireForm {
            WireForm(kind: .groupedNumber(fractionDigits))
        }

        /// The form as Swift code: `.text`, `.flag(true: "1", false: "0")`, `.groupedNumber(fractionDigits: 2)`.
        public var description: String {
            switch kind {
            case .text: ".text"
            case .flag(let trueText, let falseText):
                ".flag(true: \(SwiftLiteral.quoted(trueText)), false: \(SwiftLiteral.quoted(falseText)))"
            case .groupedNumber(let digits): ".groupedNumber(fractionDigits: \(digits))"
            }
        }

        /// What is wrong with the form, if anything.
        var problem: String? {
            switch kind {
            case .text: nil
            case .flag(let trueText, let falseText):
                trueText == falseText ? "a flag's two spellings are the same" : nil
            case .groupedNumber(let digits):
                (0...38).contains(digits) ? nil : "a grouped number keeps 0 to 38 fraction digits, not \(digits)"
            }
        }
    }

    /// A copy of this hint whose value travels in `form`, replacing any it had; the model keeps its own types:
    /// `"id": .key("ORDER_ID").wire(.text)` reads `"10023"` as `10023` and writes it back as text.
    public func wire(_ form: WireForm) -> Hint {
        Hint(source: source, nested: nestedTree, entries: entries, wireForm: form)
    }
}

extension Hint.WireForm {
    // MARK: Writing

    /// Why a value cannot be written in its form: the message of `EncodingError.invalidValue`.
    struct Mismatch: Error {
        let message: String
    }

    /// A tree value in its form: a scalar converted, an array element by element (depth-bounded), `null` as is.
    func written(_ value: Any, depth: Int = 0) throws(Mismatch) -> Any {
        if TreeValue.isNull(value) { return value }
        if let array = TreeValue.array(value) {
            guard depth < HintTree.maximumTreeDepth else { throw Mismatch(message: "the array nests too deep") }
            var elements: [Any] = []
            elements.reserveCapacity(array.count)
            for element in array { elements.append(try written(element, depth: depth + 1)) }
            return elements
        }
        switch kind {
        case .text:
            if let bool = TreeValue.bool(value) { return bool ? "true" : "false" }
            if let number = TreeValue.number(value) { return try Self.plainText(of: number) }
            if let string = TreeValue.string(value) { return string }
        case .flag(let trueText, let falseText):
            if let bool = TreeValue.bool(value) { return bool ? trueText : falseText }
            if let string = TreeValue.string(value), string == trueText || string == falseText { return string }
        case .groupedNumber(let digits):
            if let number = TreeValue.number(value) { return try Self.grouped(Self.plainText(of: number), digits) }
            if let string = TreeValue.string(value) { return string }
        }
        throw Mismatch(message: "\(TreeValue.describe(value)) cannot be written in the wire form \(self)")
    }

    /// ``written(_:depth:)``, first refusing an invalid form: a wrapper's strategy is checked here, a hint's when its
    /// tree was validated.
    func checkedWritten(_ value: Any) throws(Mismatch) -> Any {
        if let invalidity { throw Mismatch(message: invalidity) }
        return try written(value)
    }

    /// Why the form is not one, as a sentence without its full stop; `nil` for a form that is one.
    var invalidity: String? { problem.map { "The wire form \(self) is invalid: \($0)" } }

    /// ``checkedWritten(_:)`` for writers whose errors are the library's own
    /// (``HintTree/reverseRemap(_:maximumDepth:)``, ``DictionaryReflector``): `unsupportedValue` at `location`.
    func written(_ value: Any, at location: () -> MappingPath) throws -> Any {
        do throws(Mismatch) {
            return try checkedWritten(value)
        } catch {
            throw ModelMapperError.unsupported(error.message, at: location())
        }
    }

    /// A number's text without exponent: an integer's digits, a `Double`'s shortest text, a `Decimal`'s digits.
    private static func plainText(of number: TreeValue.Number) throws(Mismatch) -> String {
        switch number {
        case .int(let int): return String(int)
        case .uint(let uint): return String(uint)
        case .decimal(let decimal):
            guard decimal.isFinite else { throw Mismatch(message: "a NaN decimal has no text") }
            return decimal.description
        case .double(let double):
            guard double.isFinite else { throw Mismatch(message: "the number \(double) has no text") }
            let shortest = "\(double)"
            guard shortest.contains("e"), let decimal = Decimal(string: shortest, locale: TreeValue.posixLocale)
            else { return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest }
            return decimal.description
        }
    }

    /// A plain number text (`-1234.5`) grouped with `fractionDigits` digits (`-1,234.50`).
    private static func grouped(_ text: String, _ fractionDigits: Int) throws(Mismatch) -> String {
        var integer = Substring(text)
        var sign = ""
        if integer.first == "-" {
            sign = "-"
            integer = integer.dropFirst()
        }
        var fraction = Substring("")
        if let point = integer.firstIndex(of: ".") {
            fraction = integer[integer.index(after: point)...]
            integer = integer[..<point]
        }
        while fraction.count > fractionDigits, fraction.last == "0" { fraction = fraction.dropLast() }
        guard fraction.count <= fractionDigits else {
            throw Mismatch(
                message: "the number \(text) has more than \(fractionDigits) fraction digits, and would be rounded")
        }
        var groups: [Substring] = []
        var end = integer.endIndex
        while end > integer.startIndex {
            let start = integer.index(end, offsetBy: -3, limitedBy: integer.startIndex) ?? integer.startIndex
            groups.append(integer[start..<end])
            end = start
        }
        var result = sign + groups.reversed().joined(separator: ",")
        if result.isEmpty || result == "-" { result += "0" }
        guard fractionDigits > 0 else { return result }
        return result + "." + fraction + String(repeating: "0", count: fractionDigits - fraction.count)
    }

    // MARK: Reading without a model

    /// What ``HintTree/remap(_:maximumDepth:)`` makes of a value, knowing no model: a string spelling a number or
    /// boolean becomes it.
    func read(_ value: Any, depth: Int = 0) -> Any {
        if let array = TreeValue.array(value), depth < HintTree.maximumTreeDepth {
            return array.map { read($0, depth: depth + 1) }
        }
        guard let text = TreeValue.string(value) else { return value }
        switch kind {
        case .text:
            if text == "true" { return true }
            if text == "false" { return false }
            return Self.number(text) ?? value
        case .flag(let trueText, let falseText):
            if text == trueText { return true }
            if text == falseText { return false }
            return value
        case .groupedNumber:
            return Self.number(text.filter { $0 != "," }) ?? value
        }
    }

    /// The number JSON text spells, or `nil` when the text is not a JSON number.
    private static func number(_ text: String) -> Any? {
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            let number = try? JSONReader.value(fromJSON: text), TreeValue.number(number) != nil
        else { return nil }
        return number
    }
}

import Foundation

/// A scalar found in the input, classified for the coercion table; integers keep their exact value.
enum CoercionInput: Sendable, Hashable {
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case decimal(Decimal)
    case string(String)

    /// The scalar a tree value holds, or `nil` for null, containers and other types.
    init?(treeValue value: Any) {
        if let bool = TreeValue.bool(value) {
            self = .bool(bool)
        } else if let string = TreeValue.string(value) {
            self = .string(string)
        } else {
            switch TreeValue.number(value) {
            case .int(let int): self = .int(int)
            case .uint(let uint): self = .uint(uint)
            case .double(let double): self = .double(double)
            case .decimal(let decimal): self = .decimal(decimal)
            case nil: return nil
            }
        }
    }
}

/// Why a scalar does not convert: a kind the target does not accept (a boolean for an integer), or one that does
/// not fit (`"300"` for `Int8`), `dataCorrupted` as `JSONDecoder` says of an out-of-range number.
struct CoercionFailure: Error, Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case typeMismatch
        case unrepresentable
    }

    let kind: Kind
    let found: CoercionInput
    /// Why, as a clause that follows the found value, for example `which is out of range for Int8`.
    let reason: String

    /// The error message: `Expected Int8 but found the string "300", which is out of range for Int8.`
    func message(expecting target: String) -> String {
        "Expected \(target) but found \(ScalarCoercion.describe(found)), \(reason)."
    }

    func decodingError(_ type: Any.Type, _ context: DecodingError.Context) -> DecodingError {
        switch kind {
        case .typeMismatch: .typeMismatch(type, context)
        case .unrepresentable: .dataCorrupted(context)
        }
    }
}

/// The coercion table (<doc:CoercionAndDefaults>) as pure functions: exact, range-checked, never turning what it
/// does not understand into `0`, `false` or `""`. Callers turn a ``CoercionFailure`` into a `DecodingError`.
package enum ScalarCoercion {
    // MARK: - Bool

    static func bool(from input: CoercionInput) -> Result<Bool, CoercionFailure> {
        func notZeroOrOne() -> Result<Bool, CoercionFailure> {
            .failure(CoercionFailure(kind: .unrepresentable, found: input, reason: "which is neither 0 nor 1"))
        }
        switch input {
        case .bool(let value):
            return .success(value)
        case .int(let value):
            return value == 0 ? .success(false) : value == 1 ? .success(true) : notZeroOrOne()
        case .uint(let value):
            return value == 0 ? .success(false) : value == 1 ? .success(true) : notZeroOrOne()
        case .double(let value):
            return value == 0 ? .success(false) : value == 1 ? .success(true) : notZeroOrOne()
        case .decimal(let value):
            return value == 0 ? .success(false) : value == 1 ? .success(true) : notZeroOrOne()
        case .string(let value):
            switch value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
            case "true", "yes", "y", "on", "1": return .success(true)
            case "false", "no", "n", "off", "0": return .success(false)
            default:
                return .failure(
                    CoercionFailure(
                        kind: .typeMismatch, found: input,
                        reason: "which is not one of true, false, yes, no, y, n, on, off, 1, 0"))
            }
        }
    }

    // MARK: - Integers

    /// Converts a scalar to an integer type, exactly and within the type's range.
    static func integer<T: FixedWidthInteger>(
        _ type: T.Type, from input: CoercionInput, grammar: NumberGrammar = .plain
    ) -> Result<T, CoercionFailure> {
        func failure(_ kind: CoercionFailure.Kind, _ reason: String) -> Result<T, CoercionFailure> {
            .failure(CoercionFailure(kind: kind, found: input, reason: reason))
        }
        let outOfRange = "which is out of range for \(T.self)"
        switch input {
        case .bool:
            return failure(.typeMismatch, "which is not a number")
        case .int(let value):
            return T(exactly: value).map { .success($0) } ?? failure(.unrepresentable, outOfRange)
        case .uint(let value):
            return T(exactly: value).map { .success($0) } ?? failure(.unrepresentable, outOfRange)
        case .double(let value):
            guard value.isFinite else { return failure(.unrepresentable, "which is not a finite number") }
            guard value.rounded(.towardZero) == value else {
                return failure(.unrepresentable, "which has a fractional part")
            }
            return T(exactly: value).map { .success($0) } ?? failure(.unrepresentable, outOfRange)
        case .decimal(let value):
            guard !value.isNaN else { return failure(.unrepresentable, "which is not a finite number") }
            // `Decimal.description` is exact and always uses `.` and no exponent, which the string grammar reads.
            switch parseInteger(T.self, value.description) {
            case .value(let integer): return .success(integer)
            case .fractional: return failure(.unrepresentable, "which has a fractional part")
            case .outOfRange, .notAnInteger: return failure(.unrepresentable, outOfRange)
            }
        case .string(let value):
            let text: String
            switch grammar {
            case .plain: text = value
            case .formatted:
                guard let plain = plainInteger(fromFormatted: value) else {
                    return failure(.typeMismatch, "which is not a decimal integer")
                }
                text = plain
            }
            switch parseInteger(T.self, text) {
            case .value(let integer): return .success(integer)
            case .fractional: return failure(.unrepresentable, "which has a fractional part")
            case .outOfRange: return failure(.unrepresentable, outOfRange)
            case .notAnInteger: return failure(.typeMismatch, "which is not a decimal integer")
            }
        }
    }

    enum NumberGrammar: Sendable {
        /// An optional sign, digits, a fraction; floating-point numbers may have an exponent.
        case plain
        /// ``plain``, plus thousands separators, plus exponents for integers.
        case formatted
    }

    /// The plain spelling (`sign digits[.digits]`) of a formatted number string: separators removed, an exponent
    /// applied by moving the point (at most 64 places, enough to be out of range for every integer type).
    static func plainInteger(fromFormatted string: String) -> String? {
        guard let plain = removingGroupSeparators(string.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return nil
        }
        var bytes = Array(plain.utf8)
        guard let e = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else {
            return plain
        }
        guard isDecimalNumber(plain) else { return nil }
        let exponentText = String(decoding: bytes[(e + 1)...], as: UTF8.self)
        bytes.removeSubrange(e...)
        var sign = ""
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? "-" : ""
            bytes.removeFirst()
        }
        let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        var digits = bytes
        if point < digits.count { digits.remove(at: point) }
        // Leading zeros do not count: "0.5e1" is 5.
        let leadingZeros = digits.prefix(while: { $0 == UInt8(ascii: "0") }).count
        digits.removeFirst(leadingZeros)
        guard !digits.isEmpty else { return "0" }
        let limit = 64
        // The point's position before the exponent, from the first significant digit ("0.001" is -2).
        let base = point - leadingZeros
        // Clamped around `base`, not zero, so that "0.<70 zeros>1e71" is 1; a text `Int` does not read is too large.
        let reach = limit + bytes.count
        let unsigned = exponentText.hasPrefix("+") ? exponentText.dropFirst() : Substring(exponentText)
        let exponent = min(max(Int(unsigned) ?? (unsigned.hasPrefix("-") ? Int.min : Int.max), -reach), reach)
        let newPoint = base + exponent
        guard newPoint <= limit else { return sign + String(repeating: "9", count: limit) }
        if newPoint <= 0 {
            return sign + "0." + String(repeating: "0", count: -newPoint) + String(decoding: digits, as: UTF8.self)
        }
        if newPoint >= digits.count {
            return sign + String(decoding: digits, as: UTF8.self)
                + String(repeating: "0", count: newPoint - digits.count)
        }
        return sign + String(decoding: digits[..<newPoint], as: UTF8.self) + "."
            + String(decoding: digits[newPoint...], as: UTF8.self)
    }

    /// A number string without its thousands separators (`"1,234,567"`), or `nil` when one is misplaced.
    static func removingGroupSeparators(_ string: String) -> String? {
        guard string.utf8.contains(UInt8(ascii: ",")) else { return string }
        let bytes = Array(string.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var result = Array(bytes[..<index])
        var groupLength = 0
        var sawSeparator = false
        while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ",") {
            if bytes[index] == UInt8(ascii: ",") {
                guard groupLength >= 1, sawSeparator ? groupLength == 3 : groupLength <= 3 else { return nil }
                sawSeparator = true
                groupLength = 0
            } else {
                groupLength += 1
                result.append(bytes[index])
            }
            index += 1
        }
        guard groupLength == 3, !bytes[index...].contains(UInt8(ascii: ",")) else { return nil }
        result.append(contentsOf: bytes[index...])
        return String(decoding: result, as: UTF8.self)
    }

    enum IntegerParse<T: FixedWidthInteger>: Equatable {
        case value(T)
        /// A decimal number with a non-zero fractional part, such as `"26.5"`.
        case fractional
        case outOfRange
        /// Anything else: letters, an exponent, an empty string, two signs.
        case notAnInteger
    }

    /// Reads a decimal integer: trimmed, an optional sign, digits, and optionally `.` and zeros (`"26.0"` is 26).
    static func parseInteger<T: FixedWidthInteger>(_ type: T.Type, _ string: String) -> IntegerParse<T> {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        let bytes = Array(trimmed.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerEnd = index
        guard integerEnd > digitsStart else { return .notAnInteger }
        var fractionIsZero = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) {
                if bytes[index] != UInt8(ascii: "0") { fractionIsZero = false }
                index += 1
            }
            guard index > fractionStart else { return .notAnInteger }
        }
        guard index == bytes.count else { return .notAnInteger }
        guard fractionIsZero else { return .fractional }
        // Digits and an optional sign only: `T.init(_:radix:)` returns nil on overflow rather than trapping.
        var text = String(decoding: bytes[0..<integerEnd], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        if let value = T(text, radix: 10) { return .value(value) }
        // "-0" and "-000" are zero for unsigned types too.
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" }) { return .value(0) }
        return .outOfRange
    }

    // MARK: - Floating point

    /// Converts a scalar to a floating-point type: any number, rounded as `JSONDecoder` rounds (a finite number that
    /// only fits as an infinity is out of range), or a decimal string (`"nan"`, `"inf"` and hexadecimal are not).
    static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, from input: CoercionInput, grammar: NumberGrammar = .plain
    ) -> Result<T, CoercionFailure> {
        func failure(_ kind: CoercionFailure.Kind, _ reason: String) -> Result<T, CoercionFailure> {
            .failure(CoercionFailure(kind: kind, found: input, reason: reason))
        }
        func finite(_ value: T) -> Result<T, CoercionFailure> {
            value.isFinite ? .success(value) : failure(.unrepresentable, "which is out of range for \(T.self)")
        }
        switch input {
        case .bool:
            return failure(.typeMismatch, "which is not a number")
        case .int(let value):
            return finite(T(value))
        case .uint(let value):
            return finite(T(value))
        case .double(let value):
            return value.isFinite ? finite(T(value)) : .success(T(value))
        case .decimal(let value):
            guard !value.isNaN else { return .success(.nan) }
            return T(value.description).map(finite) ?? failure(.unrepresentable, "which is out of range for \(T.self)")
        case .string(let value):
            var trimmed: String? = value.trimmingCharacters(in: .whitespacesAndNewlines)
            if grammar == .formatted { trimmed = trimmed.flatMap(removingGroupSeparators) }
            guard let trimmed, isDecimalNumber(trimmed), let number = T(trimmed) else {
                return failure(.typeMismatch, "which is not a decimal number")
            }
            return finite(number)
        }
    }

    /// Whether a string is a decimal number: a sign, digits with an optional `.`, and an optional exponent.
    static func isDecimalNumber(_ string: String) -> Bool {
        let bytes = Array(string.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return false }
        }
        return index == bytes.count
    }

    // MARK: - String

    /// Converts a scalar to `String`: a string as it is, a number in text that reads back as the same number (`26.0`
    /// → `"26"`, `2.5` → `"2.5"`), a boolean as `"true"` or `"false"`.
    static func string(from input: CoercionInput) -> Result<String, CoercionFailure> {
        .success(render(input))
    }

    /// The lossless text of a scalar; see ``string(from:)``.
    static func render(_ input: CoercionInput) -> String {
        switch input {
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value):
            if value.isFinite, !(value == 0 && value.sign == .minus), let integer = Int64(exactly: value) {
                return String(integer)
            }
            return value.description
        case .decimal(let value): return value.description
        case .string(let value): return value
        }
    }

    // MARK: - Messages

    /// Describes a scalar for an error message: `the string "6suan8"`, `the number 6.66`, `the boolean true`.
    static func describe(_ input: CoercionInput) -> String {
        switch input {
        case .bool(let value): return "the boolean \(value)"
        case .int, .uint, .double, .decimal: return "the number \(render(input))"
        case .string(let value): return "the string \(SwiftLiteral.quoted(value, cutAfter: SwiftLiteral.messageLimit))"
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

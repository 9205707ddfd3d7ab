import Foundation

/// The `Decimal` row of the coercion table: numbers and number strings read exactly, never through a `Double`.
extension ScalarCoercion {
    /// The significant digits a `Decimal` holds whatever they are: its significand is 128 bits wide, and
    /// `10^38 - 1 < 2^128 <= 10^39 - 1`.
    static let decimalSignificantDigits = 38

    /// The powers of ten a `Decimal`'s significand may be scaled by.
    static let decimalExponents = -128...127

    /// Converts a scalar to `Decimal` exactly, a `Double` from its shortest text (`0.1` is `0.1`); a number it cannot
    /// hold exactly (over 38 significant digits, `1e-200`) is refused, never rounded.
    static func decimal(from input: CoercionInput, grammar: NumberGrammar = .plain) -> Result<Decimal, CoercionFailure>
    {
        func failure(_ kind: CoercionFailure.Kind, _ reason: String) -> Result<Decimal, CoercionFailure> {
            .failure(CoercionFailure(kind: kind, found: input, reason: reason))
        }
        func exactly(_ text: String) -> Result<Decimal, CoercionFailure> {
            switch exactDecimal(text) {
            case .value(let decimal): .success(decimal)
            case .tooManyDigits:
                failure(
                    .unrepresentable,
                    "which has more than \(decimalSignificantDigits) significant digits, more than Decimal holds")
            case .outOfRange: failure(.unrepresentable, "which is out of range for Decimal")
            }
        }
        switch input {
        case .bool:
            return failure(.typeMismatch, "which is not a number")
        case .int(let value):
            return .success(Decimal(value))
        case .uint(let value):
            return .success(Decimal(value))
        case .double(let value):
            guard value.isFinite else { return failure(.unrepresentable, "which is not a finite number") }
            return exactly(value.description)
        case .decimal(let value):
            return value.isNaN ? failure(.unrepresentable, "which is not a finite number") : .success(value)
        case .string(let value):
            var trimmed: String? = value.trimmingCharacters(in: .whitespacesAndNewlines)
            if grammar == .formatted { trimmed = trimmed.flatMap(removingGroupSeparators) }
            guard let trimmed, isDecimalNumber(trimmed) else {
                return failure(.typeMismatch, "which is not a decimal number")
            }
            return exactly(trimmed)
        }
    }

    enum DecimalParse: Equatable {
        case value(Decimal)
        /// More significant digits than a `Decimal` holds.
        case tooManyDigits
        /// A power of ten beyond a `Decimal`'s range, for the digits the number has.
        case outOfRange
    }

    /// The `Decimal` a decimal number's text spells (``isDecimalNumber(_:)`` holds for it). `Decimal(string:locale:)`
    /// makes it, and the result is checked against the digits, so that a number it would round is refused.
    static func exactDecimal(_ text: String) -> DecimalParse {
        let bytes = Array(text.utf8)
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var digits: [UInt8] = []
        // The power of ten of the last digit read.
        var exponent = 0
        var afterPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                afterPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte) }
                if afterPoint { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < bytes.count {  // an exponent: `e` or `E`, an optional sign, digits
            index += 1
            var exponentIsNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            // Clamped: beyond the text's length, a larger exponent cannot change the verdict.
            let reach = bytes.count + decimalExponents.upperBound + decimalSignificantDigits
            var written = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                written = min(written * 10 + Int(bytes[index] - UInt8(ascii: "0")), reach)
                index += 1
            }
            exponent += exponentIsNegative ? -written : written
        }
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            exponent += 1
        }
        guard !digits.isEmpty else { return .value(Decimal.zero) }
        guard digits.count <= decimalSignificantDigits else { return .tooManyDigits }
        if exponent > decimalExponents.upperBound {
            // Zeros moved into the significand while it has room: 1e130 is 1000 × 10^127.
            let zeros = exponent - decimalExponents.upperBound
            guard digits.count + zeros <= decimalSignificantDigits else { return .outOfRange }
            digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: zeros))
            exponent = decimalExponents.upperBound
        }
        guard exponent >= decimalExponents.lowerBound else { return .outOfRange }
        let significand = String(decoding: digits, as: UTF8.self)
        guard
            let decimal = Decimal(
                string: (negative ? "-" : "") + significand + "e" + String(exponent), locale: TreeValue.posixLocale),
            !decimal.isNaN,
            decimal.description == plainText(significand, exponent: exponent, negative: negative)
        else { return .outOfRange }
        return .value(decimal)
    }

    /// The text `Decimal.description` writes for a significand without trailing zeros scaled by a power of ten: no
    /// exponent, a `.` only before a fraction, a `0` before the point of a number below one.
    private static func plainText(_ significand: String, exponent: Int, negative: Bool) -> String {
        let sign = negative ? "-" : ""
        if exponent >= 0 { return sign + significand + String(repeating: "0", count: exponent) }
        let fractionDigits = -exponent
        if fractionDigits >= significand.count {
            return sign + "0." + String(repeating: "0", count: fractionDigits - significand.count) + significand
        }
        let point = significand.index(significand.endIndex, offsetBy: -fractionDigits)
        return sign + significand[..<point] + "." + significand[point...]
    }
}

import Foundation

/// A number too long for `JSONSerialization` to read as a `Double`, kept as its digits: ``TreeValue/number(_:)``
/// gives exactly the `Decimal` that `Decimal(string:)` makes of the text, and a `Double` or `Float` target gets its
/// correctly rounded value from the digits without a `Decimal` in between.
struct DecimalDigits: Sendable {
    /// The digits, at most 19 of them.
    let significand: UInt64
    /// The power of ten the significand is scaled by, well inside a `Decimal`'s range.
    let exponent: Int16
    let isNegative: Bool

    /// Exactly `Decimal(string:)` of the text: 19 digits and this exponent round nothing.
    var decimal: Decimal {
        Decimal(sign: isNegative ? .minus : .plus, exponent: Int(exponent), significand: Decimal(significand))
    }

    /// The `Double` nearest to the number, correctly rounded.
    var nearestDouble: Double {
        guard let magnitude = NearestDouble.of(significand: significand, exponent: Int(exponent)) else {
            return decimal.nearestDouble
        }
        return isNegative ? -magnitude : magnitude
    }
}

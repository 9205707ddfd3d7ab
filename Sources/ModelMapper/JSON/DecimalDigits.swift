import Foundation

/// A number that JSON text spells with more characters than `JSONSerialization` reads as a `Double`, kept in the tree
/// `JSONReader` builds as the digits it read.
///
/// `JSONSerialization` reads such a number as a `Decimal` (`Decimal(string:)` of the text), and the tree must carry
/// exactly that value. Kept as its significand and exponent, it still does: ``TreeValue/number(_:)`` hands every
/// reader the very `Decimal` that `Decimal(string:)` makes of the text. But a `Double` or `Float` target, the common
/// case (coordinates, prices, sensor readings), gets its correctly rounded value straight from the digits, without a
/// `Decimal` built and taken apart again.
struct DecimalDigits: Sendable {
    /// The digits, at most 19 of them.
    let significand: UInt64
    /// The power of ten the significand is scaled by, well inside a `Decimal`'s range.
    let exponent: Int16
    let isNegative: Bool

    /// The `Decimal` that `Decimal(string:)` makes of the number's text: built from the digits, nothing is rounded,
    /// as the significand has at most 19 digits and the exponent stays far inside what a `Decimal` holds.
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

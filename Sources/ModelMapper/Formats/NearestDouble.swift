import Foundation

/// The `Double` nearest to a decimal number (a long JSON number reaches the decoder as a `Decimal`), from its digits
/// rather than a slow round trip through text: exactly what `Double(String)` and `JSONDecoder` give, for every
/// significand below 2^64 and exponent within ±27.
enum NearestDouble {
    private static let powersOfFive: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...largestExponent { powers.append((powers.last ?? 1) &* 5) }
        return powers
    }()

    /// The largest `k` for which 5^k fits a `UInt64`.
    static let largestExponent = 27

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// `significand` × 10^`exponent`, correctly rounded to the nearest `Double` (ties to even), or `nil` when
    /// `exponent` is beyond ±``largestExponent``.
    static func of(significand: UInt64, exponent: Int) -> Double? {
        if significand == 0 { return 0 }
        // Clinger's fast path: both operands are exact `Double`s, so one correctly rounded operation gives the
        // correctly rounded result.
        if significand <= 1 << 53, exponent >= -22, exponent <= 22 {
            let value = Double(significand)
            return exponent < 0
                ? value / exactPowersOfTen[0 &- exponent] : value * exactPowersOfTen[exponent]
        }
        guard exponent >= -largestExponent, exponent <= largestExponent else { return nil }
        if exponent >= 0 {
            // m × 10^k = (m × 5^k) × 2^k, and m × 5^k is an exact 128-bit product.
            let (high, low) = significand.multipliedFullWidth(by: powersOfFive[exponent])
            return scaled(high: high, low: low, byPowerOfTwo: exponent)
        }
        // m / 10^k = (m × 2^s / 5^k) × 2^-(s+k), where the shift s makes the quotient 63 or 64 bits long: then a
        // `Double` keeps its top 53 bits, and a non-zero remainder only has to be remembered below them.
        let divisor = powersOfFive[0 &- exponent]
        let shift = (64 &- divisor.leadingZeroBitCount) &+ 63 &- (64 &- significand.leadingZeroBitCount)
        let dividend: (high: UInt64, low: UInt64) =
            shift >= 64
            ? (significand << UInt64(shift &- 64), 0)
            : (significand >> UInt64(64 &- shift), significand << UInt64(shift))
        let (quotient, remainder) = divisor.dividingFullWidth(dividend)
        return rounded(quotient, sticky: remainder != 0, byPowerOfTwo: 0 &- shift &+ exponent)
    }

    /// The 128-bit integer `high`·2^64 + `low`, times 2^`power`, correctly rounded.
    private static func scaled(high: UInt64, low: UInt64, byPowerOfTwo power: Int) -> Double {
        guard high != 0 else { return rounded(low, sticky: false, byPowerOfTwo: power) }
        let zeros = high.leadingZeroBitCount
        let top = zeros == 0 ? high : high << UInt64(zeros) | low >> UInt64(64 &- zeros)
        let rest = zeros == 0 ? low : low << UInt64(zeros)
        return rounded(top, sticky: rest != 0, byPowerOfTwo: power &+ 64 &- zeros)
    }

    /// `value` (with a non-zero part below it when `sticky`) times 2^`power`, correctly rounded. Beyond 54 significant
    /// bits the lowest bit lies below the rounding bit, so the sticky part folds into it; no result nears subnormals.
    private static func rounded(_ value: UInt64, sticky: Bool, byPowerOfTwo power: Int) -> Double {
        let folded = sticky ? value | 1 : value
        return Double(sign: .plus, exponent: power, significand: Double(folded))
    }
}

extension Decimal {
    /// The `Double` nearest to this decimal, correctly rounded: what `Double(String)` gives for its text.
    var nearestDouble: Double {
        if isNaN { return .nan }
        let significand = self.significand
        if significand <= Self.largestUInt64,
            let magnitude = NearestDouble.of(
                significand: NSDecimalNumber(decimal: significand).uint64Value, exponent: exponent)
        {
            return sign == .minus ? -magnitude : magnitude
        }
        return Double(description) ?? NSDecimalNumber(decimal: self).doubleValue
    }

    /// The `Float` nearest to this decimal, as `Float(String)` gives for its text: rounding through a `Double` agrees
    /// except where it lands exactly halfway between two `Float`s (or past the largest); then the text decides.
    var nearestFloat: Float {
        let double = nearestDouble
        let float = Float(double)
        guard double.isFinite, Double(float) != double else { return float }
        let halfway: Bool
        if float.isInfinite || float.magnitude == .greatestFiniteMagnitude {
            halfway = double.magnitude == Self.floatOverflowEdge
        } else {
            let other = Double(float) < double ? float.nextUp : float.nextDown
            halfway = double == (Double(float) + Double(other)) / 2
        }
        return halfway ? Float(description) ?? float : float
    }

    /// Halfway between the largest `Float` and the next power of two: a `Double` that rounds to `Float.infinity`.
    private static let floatOverflowEdge =
        Double(Float.greatestFiniteMagnitude) + Double(Float.greatestFiniteMagnitude.ulp) / 2

    private static let largestUInt64 = Decimal(UInt64.max)
}

import Foundation
import Testing

@testable import ModelMapper

/// `NearestDouble` against `Double(String)`, which is correctly rounded: bit for bit, over generated significands and
/// exponents, exact ties and their neighbours, and the `Decimal` route built on it.
@Suite struct NearestDoubleTests {
    /// The oracle: the `Double` the text `<significand>e<exponent>` parses to.
    private static func parsed(_ significand: UInt64, _ exponent: Int) -> Double? {
        Double("\(significand)e\(exponent)")
    }

    private static func expectSame(
        _ significand: UInt64, _ exponent: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let computed = NearestDouble.of(significand: significand, exponent: exponent)
        let expected = parsed(significand, exponent)
        #expect(
            computed?.bitPattern == expected?.bitPattern,
            "\(significand)e\(exponent): \(String(describing: computed)) against \(String(describing: expected))",
            sourceLocation: sourceLocation)
    }

    // MARK: - Generated

    @Test func randomSignificandsAndExponentsRoundAsParsingDoes() {
        var random = SeededGenerator(seed: 0x5EED_D0B1E)
        for _ in 0..<20_000 {
            // Every length of significand, from one bit to 64.
            let significand =
                UInt64.random(in: 1...UInt64.max, using: &random) >> UInt64.random(in: 0...63, using: &random)
            let exponent = Int.random(
                in: -NearestDouble.largestExponent...NearestDouble.largestExponent, using: &random)
            Self.expectSame(significand, exponent)
        }
    }

    @Test func seventeenDigitSignificandsRoundAsParsingDoes() {
        // The shape of canada.json's coordinates: 16 and 17 significant digits, a handful before the point.
        var random = SeededGenerator(seed: 17)
        for _ in 0..<20_000 {
            let significand = UInt64.random(in: 1_000_000_000_000_000...99_999_999_999_999_999, using: &random)
            Self.expectSame(significand, -Int.random(in: 12...17, using: &random))
        }
    }

    @Test func exponentsBeyondTheExactRangeAreLeftToTheText() {
        #expect(NearestDouble.of(significand: 12_345, exponent: 28) == nil)
        #expect(NearestDouble.of(significand: 12_345, exponent: -28) == nil)
        #expect(NearestDouble.of(significand: 0, exponent: 400) == 0)
    }

    // MARK: - Ties

    @Test func exactTiesRoundToEven() {
        var random = SeededGenerator(seed: 0x71E5)
        for _ in 0..<5_000 {
            // An odd 54-bit integer lies exactly halfway between two neighbouring `Double`s.
            let tie = UInt64.random(in: (1 << 53)...((1 << 54) - 1), using: &random) | 1
            // Times a power of two it stays a tie; divided by one, written with a negative exponent, too.
            let doubling = Int.random(in: 0...10, using: &random)
            Self.expectSame(tie << UInt64(doubling), 0)
            for places in 1...4 where doubling <= places {
                // tie / 2^doubling = (tie × 5^places × 2^(places − doubling)) / 10^places
                var significand = tie
                for _ in 0..<places { significand *= 5 }
                significand <<= UInt64(places - doubling)
                Self.expectSame(significand, -places)
                // Just above and just below the tie.
                Self.expectSame(significand + 1, -places)
                Self.expectSame(significand - 1, -places)
            }
            Self.expectSame(tie + 1, 0)
            Self.expectSame(tie - 1, 0)
        }
    }

    @Test func knownHardCases() {
        // 2^53 + 1 (a tie that rounds down to even), 2^64 − 1, and the classic hard decimal inputs.
        Self.expectSame(9_007_199_254_740_993, 0)
        Self.expectSame(UInt64.max, 0)
        Self.expectSame(UInt64.max, -27)
        Self.expectSame(UInt64.max, 27)
        Self.expectSame(1, -27)
        Self.expectSame(9_007_199_254_740_993, -27)
        Self.expectSame(17_976_931_348_623_157, 27)
        Self.expectSame(6_561_361_699_999_998, -14)
        Self.expectSame(24_703_282_292_062_327, -27)
    }

    // MARK: - Decimal

    @Test func decimalsRoundAsTheirTextDoes() throws {
        var random = SeededGenerator(seed: 0xDEC1)
        for _ in 0..<5_000 {
            let digits = Int.random(in: 1...38, using: &random)
            var text = Bool.random(using: &random) ? "-" : ""
            text += String(Int.random(in: 1...9, using: &random))
            for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &random)) }
            text += "e\(Int.random(in: -120...90, using: &random))"
            let decimal = try #require(Decimal(string: text))
            let expected = try #require(Double(decimal.description))
            #expect(decimal.nearestDouble.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func decimalNaNAndZero() {
        #expect(Decimal.nan.nearestDouble.isNaN)
        #expect(Decimal.zero.nearestDouble.bitPattern == (0.0).bitPattern)
    }
}

import Foundation
import Testing

@testable import ModelMapper

/// The pure functions of the coercion table, for inputs JSON cannot carry (NaN, infinities, `Decimal`, unsigned
/// values above `Int64.max`) and for the exact rendering and parsing rules.
@Suite struct ScalarCoercionTests {
    // MARK: - Bool

    @Test(arguments: [
        (CoercionInput.bool(true), true), (.bool(false), false), (.int(1), true), (.int(0), false),
        (.uint(1), true), (.uint(0), false), (.double(1), true), (.double(-0.0), false),
        (.decimal(1), true), (.decimal(0), false), (.string(" On "), true), (.string("N"), false),
    ])
    func boolAccepts(input: CoercionInput, expected: Bool) throws {
        #expect(try ScalarCoercion.bool(from: input).get() == expected)
    }

    @Test(arguments: [
        (CoercionInput.int(2), CoercionFailure.Kind.unrepresentable), (.uint(UInt64.max), .unrepresentable),
        (.double(.nan), .unrepresentable), (.double(.infinity), .unrepresentable), (.decimal(2), .unrepresentable),
        (.string("truee"), .typeMismatch), (.string(""), .typeMismatch),
    ])
    func boolRejects(input: CoercionInput, kind: CoercionFailure.Kind) {
        #expect(failureKind(ScalarCoercion.bool(from: input)) == kind)
    }

    // MARK: - Integers

    @Test func integersFromEveryNumberForm() throws {
        #expect(try ScalarCoercion.integer(Int.self, from: .uint(42)).get() == 42)
        #expect(try ScalarCoercion.integer(UInt64.self, from: .uint(UInt64.max)).get() == UInt64.max)
        #expect(try ScalarCoercion.integer(Int8.self, from: .int(-128)).get() == -128)
        #expect(try ScalarCoercion.integer(Int.self, from: .double(-26)).get() == -26)
        #expect(try ScalarCoercion.integer(Int.self, from: .decimal(Decimal(string: "26")!)).get() == 26)
        #expect(try ScalarCoercion.integer(Int.self, from: .decimal(Decimal(string: "-26.000")!)).get() == -26)
        #expect(try ScalarCoercion.integer(UInt8.self, from: .string("-0.00")).get() == 0)
    }

    @Test(arguments: [
        (CoercionInput.double(.nan), CoercionFailure.Kind.unrepresentable),
        (.double(.infinity), .unrepresentable), (.double(-.infinity), .unrepresentable),
        (.double(9_223_372_036_854_775_808), .unrepresentable), (.double(0.5), .unrepresentable),
        (.uint(UInt64(Int64.max) + 1), .unrepresentable),
        (.decimal(Decimal(string: "2.5")!), .unrepresentable), (.decimal(.nan), .unrepresentable),
        (.decimal(Decimal(string: "1e30")!), .unrepresentable),
        (.bool(false), .typeMismatch), (.string("1_000"), .typeMismatch), (.string("-"), .typeMismatch),
        (.string("+"), .typeMismatch), (.string("26 kg"), .typeMismatch),
    ])
    func intRejects(input: CoercionInput, kind: CoercionFailure.Kind) {
        #expect(failureKind(ScalarCoercion.integer(Int.self, from: input)) == kind)
    }

    @Test func parseIntegerNeverTrapsOnHugeInput() {
        let huge = String(repeating: "9", count: 10_000)
        #expect(ScalarCoercion.parseInteger(Int64.self, huge) == .outOfRange)
        #expect(ScalarCoercion.parseInteger(Int64.self, "-" + huge) == .outOfRange)
        #expect(ScalarCoercion.parseInteger(Int64.self, "1." + String(repeating: "0", count: 10_000)) == .value(1))
        #expect(ScalarCoercion.parseInteger(UInt8.self, "-1") == .outOfRange)
        #expect(ScalarCoercion.parseInteger(UInt8.self, "-1.5") == .fractional)
    }

    // MARK: - Floating point

    @Test func floatingPointKeepsNonFiniteNumbers() throws {
        #expect(try ScalarCoercion.floatingPoint(Double.self, from: .double(.nan)).get().isNaN)
        #expect(try ScalarCoercion.floatingPoint(Double.self, from: .double(.infinity)).get() == .infinity)
        #expect(try ScalarCoercion.floatingPoint(Float.self, from: .double(-.infinity)).get() == -.infinity)
        #expect(try ScalarCoercion.floatingPoint(Double.self, from: .decimal(.nan)).get().isNaN)
    }

    @Test func floatingPointFromEveryNumberForm() throws {
        #expect(try ScalarCoercion.floatingPoint(Double.self, from: .int(-26)).get() == -26)
        #expect(
            try ScalarCoercion.floatingPoint(Double.self, from: .uint(UInt64.max)).get() == 18_446_744_073_709_551_616)
        #expect(try ScalarCoercion.floatingPoint(Double.self, from: .decimal(Decimal(string: "0.1")!)).get() == 0.1)
        #expect(try ScalarCoercion.floatingPoint(Float.self, from: .string("0.1")).get() == Float(0.1))
    }

    @Test func floatingPointRejections() {
        #expect(failureKind(ScalarCoercion.floatingPoint(Float.self, from: .double(1e39))) == .unrepresentable)
        #expect(failureKind(ScalarCoercion.floatingPoint(Double.self, from: .string("1e309"))) == .unrepresentable)
        #expect(failureKind(ScalarCoercion.floatingPoint(Double.self, from: .string("infinity"))) == .typeMismatch)
        #expect(failureKind(ScalarCoercion.floatingPoint(Double.self, from: .string("NaN"))) == .typeMismatch)
        #expect(failureKind(ScalarCoercion.floatingPoint(Double.self, from: .bool(true))) == .typeMismatch)
    }

    // MARK: - String

    @Test(arguments: [
        (CoercionInput.int(26), "26"), (.int(-26), "-26"), (.int(Int64.min), "-9223372036854775808"),
        (.uint(UInt64.max), "18446744073709551615"), (.double(26), "26"), (.double(2.5), "2.5"),
        (.double(0.1), "0.1"), (.double(-0.0), "-0.0"), (.double(1e18), "1000000000000000000"),
        (.double(1e20), "1e+20"), (.double(.nan), "nan"), (.double(-.infinity), "-inf"),
        (.decimal(Decimal(string: "12345678901234567890.5")!), "12345678901234567890.5"),
        (.bool(true), "true"), (.bool(false), "false"), (.string(" as is "), " as is "),
    ])
    func stringRendersLosslessly(input: CoercionInput, expected: String) throws {
        #expect(try ScalarCoercion.string(from: input).get() == expected)
    }

    // MARK: - Messages

    @Test func messagesSayWhatWasFoundAndExpected() {
        let failure = CoercionFailure(kind: .unrepresentable, found: .string("300"), reason: "which is out of range")
        #expect(
            failure.message(expecting: "Int8") == #"Expected Int8 but found the string "300", which is out of range."#)
        #expect(ScalarCoercion.describe(.double(6.66)) == "the number 6.66")
        #expect(ScalarCoercion.describe(.bool(false)) == "the boolean false")
        let long = String(repeating: "x", count: 65)
        #expect(ScalarCoercion.describe(.string(long)) == "the string \"" + String(repeating: "x", count: 64) + "…\"")
    }

    private func failureKind<T>(_ result: Result<T, CoercionFailure>) -> CoercionFailure.Kind? {
        if case .failure(let failure) = result { return failure.kind }
        return nil
    }
}

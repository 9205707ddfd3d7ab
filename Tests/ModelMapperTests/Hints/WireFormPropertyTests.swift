import Foundation
import ModelMapper
import Testing

/// Properties of wire forms (`Hint.wire(_:)`) over generated models and forms:
///
/// - a source in the backend's forms, decoded and encoded back with the same hints, is the same source, and the value
///   decoded is the value it was written from, from native trees, trees of Foundation objects and JSON text;
/// - decoding what `remap` made, without hints, gives what decoding through the hints gives;
/// - the reflector writes what the encoder writes, and reverse remap writes a model-keyed tree as the encoder does.
@Suite struct WireFormPropertyTests {
    private static let iterations = 300

    struct Sample: Codable, Equatable {
        var count: Int?
        var ratio: Double?
        var price: Decimal?
        var flag: Bool?
        var codes: [Int]?
        var amounts: [Double]?
    }

    @Test(arguments: [ParityOrigin.nativeTree, .foundationObjects, .jsonData])
    func aSourceInItsFormsDecodesAndEncodesBackAsItCame(origin: ParityOrigin) throws {
        var random = SeededGenerator(seed: 0x3172_0000 &+ UInt64(origin.rawValue.utf8.count))
        for iteration in 0..<Self.iterations {
            let (hints, value) = random.wireCase()
            let source = try DictionaryEncoder().encodeToDictionary(value, hints: hints)
            let decoded =
                origin == .jsonData
                ? try DictionaryDecoder().decode(
                    Sample.self, from: JSONSerialization.data(withJSONObject: source), hints: hints)
                : try DictionaryDecoder().decode(Sample.self, from: origin.presenting(source), hints: hints)
            let context = "iteration \(iteration), hints \(hints), source \(sortedJSON(source))"
            #expect(decoded == value, "\(context)")
            let again = try DictionaryEncoder().encodeToDictionary(decoded, hints: hints)
            #expect(sortedJSON(again) == sortedJSON(source), "\(context)")
        }
    }

    @Test func remapAgreesWithDecodeAndTheReflectorWithTheEncoder() throws {
        var random = SeededGenerator(seed: 0x3172_0100)
        for iteration in 0..<Self.iterations {
            let (hints, value) = random.wireCase()
            let source = try DictionaryEncoder().encodeToDictionary(value, hints: hints)
            let context = "iteration \(iteration), hints \(hints), source \(sortedJSON(source))"
            let remapped = try hints.remap(source)
            #expect(try DictionaryDecoder().decode(Sample.self, from: remapped) == value, "\(context)")
            let reflected = try DictionaryReflector().reflectToDictionary(value, hints: hints)
            #expect(sortedJSON(reflected) == sortedJSON(source), "\(context)")
            let modelKeyed = try DictionaryEncoder().encode(value)
            #expect(sortedJSON(try hints.reverseRemap(modelKeyed)) == sortedJSON(source), "\(context)")
        }
    }
}

extension SeededGenerator {
    /// Hints giving each key of a ``WireFormPropertyTests/Sample`` a form it can take (or none), and a sample whose
    /// values the forms hold exactly: grouped numbers with at most their fraction digits.
    fileprivate mutating func wireCase() -> (HintTree, WireFormPropertyTests.Sample) {
        let digits = int(in: 0...3)
        let scale = pow(10, Double(digits))
        func number() -> Double { Double(int(in: -2_000_000...2_000_000)) / scale }
        var entries: [String: Hint] = [:]
        func maybe(_ key: String, _ forms: [Hint.WireForm]) {
            guard chance(0.8) else { return }
            let source: Hint = pick([.key(key.uppercased()), .path("data.\(key)"), [key.uppercased() + "_V2"]])
            entries[key] = source.wire(pick(forms))
        }
        maybe("count", [.text, .groupedNumber(fractionDigits: digits)])
        maybe("ratio", [.text, .groupedNumber(fractionDigits: digits)])
        maybe("price", [.text, .groupedNumber(fractionDigits: digits)])
        maybe("flag", [.text, .flag(true: "1", false: "0"), .flag(true: "Y", false: "N")])
        maybe("codes", [.text, .groupedNumber(fractionDigits: 0)])
        maybe("amounts", [.text, .groupedNumber(fractionDigits: digits)])
        func maybeValue<T>(_ make: () -> T) -> T? { chance(0.85) ? make() : nil }
        let sample = WireFormPropertyTests.Sample(
            count: maybeValue { int(in: -5_000_000...5_000_000) },
            // Numbers a grouped form cannot hold exactly only where the form is text.
            ratio: maybeValue {
                entries["ratio"]?.wireForm != .text || chance(0.8)
                    ? number() : pick([0.1, 1e-7, 123_456_789.125, -0.0])
            },
            price: maybeValue {
                Decimal(
                    sign: chance(0.5) ? .minus : .plus, exponent: -digits, significand: Decimal(int(in: 0...99_999_999))
                )
            },
            flag: maybeValue { chance(0.5) },
            codes: maybeValue { (0..<int(in: 0...3)).map { _ in int(in: -99_999...99_999) } },
            amounts: maybeValue { (0..<int(in: 0...3)).map { _ in number() } })
        return (HintTree(entries), sample)
    }
}

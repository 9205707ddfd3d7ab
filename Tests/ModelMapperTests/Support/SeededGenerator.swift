import Foundation

/// A small deterministic random number generator (SplitMix64), so that generated test inputs are the same on every
/// run and a failure can be replayed from the seed printed with it.
///
/// The base seed of a run comes from the `PARITY_SEED` environment variable (decimal, or hexadecimal with `0x`) when
/// it is set, else from ``defaultSeed``. Suites derive one seed per test case and one per document from it with
/// ``derived(_:)``, so a document can be regenerated from its own seed alone.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed used when `PARITY_SEED` is not set.
    static let defaultSeed: UInt64 = 0x5EED_2026_0000_0002

    /// The base seed of this run.
    static let baseSeed: UInt64 = {
        guard let text = ProcessInfo.processInfo.environment["PARITY_SEED"] else { return defaultSeed }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed }
        return UInt64(text) ?? defaultSeed
    }()

    /// The seed this generator started from.
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed for a sub-task, mixed from this generator's seed and a label; independent of how far the generator
    /// has advanced.
    func derived(_ label: UInt64) -> UInt64 {
        var mixer = SeededGenerator(seed: seed ^ (label &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    /// `true` with the given probability.
    mutating func chance(_ probability: Double) -> Bool {
        probability > 0 && Double.random(in: 0..<1, using: &self) < probability
    }

    /// A uniformly chosen element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// A uniformly chosen integer in a range.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}

extension SeededGenerator {
    /// `count` source keys of words joined by one or two separators or by none, some after a leading one, some
    /// spelled in another case: under a key strategy most of them change, and several convert alike.
    mutating func convertingKeys(count: Int, separator: String) -> [String] {
        let words = ["user", "User", "name", "URL", "id", "2"]
        return (0..<count).map { _ in
            let joiner = pick([separator, separator + separator, ""])
            let parts = (0..<int(in: 1...3)).map { _ in pick(words) }
            return pick(["", "", separator]) + parts.joined(separator: joiner)
        }
    }
}

extension DictionaryDecoder {
    /// The mapping drift a strict decoder throws on, so that a recipe test or a debug build catches it at once.
    public struct Strictness: OptionSet, Sendable, Hashable {
        /// The options as bits.
        public let rawValue: Int

        /// Creates a set of strictness options from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A hint entry that finds no value is an error.
        public static let unusedHints = Strictness(rawValue: 1 << 0)
        /// A source key that no coding key reads (in an object the model decodes) is an error.
        public static let unmappedSourceKeys = Strictness(rawValue: 1 << 1)
        /// Both.
        public static let all: Strictness = [.unusedHints, .unmappedSourceKeys]

        /// The most violations a strict-mode error lists; the others are counted (the report has them all).
        static let listedViolations = 5

        /// Throws when the report has a finding these options forbid, listing the first few.
        func enforce(on report: MappingReport) throws {
            var violations: [MappingReport.Entry] = []
            if contains(.unusedHints) { violations += report.unusedHints }
            if contains(.unmappedSourceKeys) { violations += report.unmappedSourceKeys }
            guard let first = violations.first else { return }
            var message =
                "The mapping drifted from the source: "
                + violations.prefix(Self.listedViolations).map(\.description).joined(separator: "; ")
            if violations.count > Self.listedViolations {
                message +=
                    "; and \(violations.count - Self.listedViolations) more (decodeWithReport(_:from:hints:) lists "
                    + "them all)"
            }
            throw ModelMapperError.strictMappingViolation(message, at: first.sourcePath)
        }
    }
}

import ModelMapper

extension MappingReport {
    /// A finding that a recipe check (``expectMapping(_:from:hints:decoder:equals:tolerating:sourceLocation:)``)
    /// lets pass: a whole kind, one unread source key, one unused hint, or any entries you choose.
    ///
    /// Tolerating a whole kind is coarse: `[.unmappedSourceKey]` also lets through the field the backend added
    /// yesterday. Name the findings you expect instead, by the paths the report gives them:
    ///
    /// ```swift
    /// expectMapping(
    ///     from: payload, hints: Person.v2Hints, equals: expected,
    ///     tolerating: [.unmappedSourceKey(at: "legacy_id"), .unusedHint(at: "members[*].nickname")])
    /// ```
    ///
    /// A path names one entry exactly, as the report writes it (print the report to see them): the source path of
    /// an unmapped key (`MEMBERS[*].BADGE` for a key of the elements of an array), the model path of an unused hint.
    ///
    /// The same tolerances serve `expectNoDrift(in:)`, whose monitor keeps each finding's kind and paths but not its
    /// detail: there a kind or a path tolerates as it does here, and a tolerance made with ``entries(where:)``, which
    /// reads a whole entry, tolerates nothing.
    public struct Tolerance: Sendable {
        /// What the tolerance lets pass: a kind and paths, which a monitor's entry has too, or a predicate on a
        /// report's entry, which it has not.
        private enum Rule: Sendable {
            case kind(Kind)
            case unmappedSourceKey(MappingPath)
            case unusedHint(MappingPath)
            case entries(@Sendable (Entry) -> Bool)
        }

        private let rule: Rule

        private init(_ rule: Rule) { self.rule = rule }

        /// Every finding of a kind.
        ///
        /// - Parameter kind: The kind, for example ``MappingReport/Kind/unmappedSourceKey``.
        /// - Returns: The tolerance.
        public static func kind(_ kind: Kind) -> Tolerance { Tolerance(.kind(kind)) }

        /// Every unused hint: ``kind(_:)`` of ``MappingReport/Kind/unusedHint``.
        public static let unusedHint = kind(.unusedHint)
        /// Every unmapped source key: ``kind(_:)`` of ``MappingReport/Kind/unmappedSourceKey``.
        public static let unmappedSourceKey = kind(.unmappedSourceKey)
        /// Every fallback candidate read: ``kind(_:)`` of ``MappingReport/Kind/fallbackCandidate``.
        public static let fallbackCandidate = kind(.fallbackCandidate)
        /// Every coercion: ``kind(_:)`` of ``MappingReport/Kind/coercion``.
        public static let coercion = kind(.coercion)
        /// Every dropped value: ``kind(_:)`` of ``MappingReport/Kind/droppedValue``.
        public static let droppedValue = kind(.droppedValue)
        /// Every default applied: ``kind(_:)`` of ``MappingReport/Kind/defaultApplied``.
        public static let defaultApplied = kind(.defaultApplied)
        /// Every unknown raw value kept: ``kind(_:)`` of ``MappingReport/Kind/unknownValueKept``.
        public static let unknownValueKept = kind(.unknownValueKept)

        /// A source key that no coding key reads, at one source path: a field the model ignores on purpose.
        ///
        /// - Parameter sourcePath: The key's source path, as the report's entry names it (`legacy_id`,
        ///   `MEMBERS[*].BADGE`).
        /// - Returns: The tolerance.
        public static func unmappedSourceKey(at sourcePath: MappingPath) -> Tolerance {
            Tolerance(.unmappedSourceKey(sourcePath))
        }

        /// A hint entry that finds no value, at one model path: a field the backend sends only sometimes.
        ///
        /// - Parameter modelPath: The hinted coding key's model path, as the report's entry names it (`nickname`,
        ///   `members[*].nickname`).
        /// - Returns: The tolerance.
        public static func unusedHint(at modelPath: MappingPath) -> Tolerance {
            Tolerance(.unusedHint(modelPath))
        }

        /// The findings a predicate accepts.
        ///
        /// - Parameter predicate: Whether an entry is tolerated.
        /// - Returns: The tolerance.
        public static func entries(where predicate: @escaping @Sendable (Entry) -> Bool) -> Tolerance {
            Tolerance(.entries(predicate))
        }

        /// Whether the tolerance lets an entry pass.
        ///
        /// - Parameter entry: A report's entry.
        /// - Returns: Whether it is tolerated.
        public func tolerates(_ entry: Entry) -> Bool {
            if case .entries(let predicate) = rule { return predicate(entry) }
            return tolerates(entry.kind, modelPath: entry.modelPath, sourcePath: entry.sourcePath)
        }

        /// Whether the tolerance lets a finding pass that is known by its kind and paths alone (a monitor's entry);
        /// a predicate on whole entries lets none pass.
        func tolerates(_ kind: Kind, modelPath: MappingPath, sourcePath: MappingPath) -> Bool {
            switch rule {
            case .kind(let tolerated): kind == tolerated
            case .unmappedSourceKey(let path): kind == .unmappedSourceKey && sourcePath == path
            case .unusedHint(let path): kind == .unusedHint && modelPath == path
            case .entries: false
            }
        }

        /// Whether the tolerance lets every finding of `kind` pass, wherever it is.
        func toleratesEveryFinding(of kind: Kind) -> Bool {
            if case .kind(let tolerated) = rule { return kind == tolerated }
            return false
        }
    }
}

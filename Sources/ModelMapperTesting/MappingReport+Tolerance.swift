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
    public struct Tolerance: Sendable {
        private let predicate: @Sendable (Entry) -> Bool

        private init(_ predicate: @escaping @Sendable (Entry) -> Bool) { self.predicate = predicate }

        /// Every finding of a kind.
        ///
        /// - Parameter kind: The kind, for example ``MappingReport/Kind/unmappedSourceKey``.
        /// - Returns: The tolerance.
        public static func kind(_ kind: Kind) -> Tolerance { Tolerance { $0.kind == kind } }

        /// A source key that no coding key reads, at one source path: a field the model ignores on purpose.
        ///
        /// - Parameter sourcePath: The key's source path, as the report's entry names it (`legacy_id`,
        ///   `MEMBERS[*].BADGE`).
        /// - Returns: The tolerance.
        public static func unmappedSourceKey(at sourcePath: MappingPath) -> Tolerance {
            Tolerance { $0.kind == .unmappedSourceKey && $0.sourcePath == sourcePath }
        }

        /// A hint entry that finds no value, at one model path: a field the backend sends only sometimes.
        ///
        /// - Parameter modelPath: The hinted coding key's model path, as the report's entry names it (`nickname`,
        ///   `members[*].nickname`).
        /// - Returns: The tolerance.
        public static func unusedHint(at modelPath: MappingPath) -> Tolerance {
            Tolerance { $0.kind == .unusedHint && $0.modelPath == modelPath }
        }

        /// The findings a predicate accepts.
        ///
        /// - Parameter predicate: Whether an entry is tolerated.
        /// - Returns: The tolerance.
        public static func entries(where predicate: @escaping @Sendable (Entry) -> Bool) -> Tolerance {
            Tolerance(predicate)
        }

        /// Whether the tolerance lets an entry pass.
        ///
        /// - Parameter entry: A report's entry.
        /// - Returns: Whether it is tolerated.
        public func tolerates(_ entry: Entry) -> Bool { predicate(entry) }
    }
}

import ModelMapper

extension MappingReport {
    /// A finding that a recipe check (``expectMapping(_:from:hints:decoder:equals:tolerating:sourceLocation:)``)
    /// lets pass: a whole kind, one unread source key, one unused hint, or any entries you choose.
    ///
    /// A whole kind also lets through the next field the backend adds; prefer naming the findings by their paths:
    ///
    /// ```swift
    /// expectMapping(
    ///     from: payload, hints: Person.v2Hints, equals: expected,
    ///     tolerating: [.unmappedSourceKey(at: "legacy_id"), .unusedHint(at: "members[*].nickname")])
    /// ```
    ///
    /// They serve `expectNoDrift(in:)` too, except ``entries(where:)``, which needs detail a monitor does not keep.
    public struct Tolerance: Sendable {
        private enum Rule: Sendable {
            case kind(Kind)
            case unmappedSourceKey(MappingPath)
            case unusedHint(MappingPath)
            case entries(@Sendable (Entry) -> Bool)
        }

        private let rule: Rule

        private init(_ rule: Rule) { self.rule = rule }

        /// Every finding of a kind.
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

        /// A source key no coding key reads, at one source path (`MEMBERS[*].BADGE`): a field ignored on purpose.
        public static func unmappedSourceKey(at sourcePath: MappingPath) -> Tolerance {
            Tolerance(.unmappedSourceKey(sourcePath))
        }

        /// A hint that finds no value, at one model path (`members[*].nickname`): a field sent only sometimes.
        public static func unusedHint(at modelPath: MappingPath) -> Tolerance {
            Tolerance(.unusedHint(modelPath))
        }

        /// The findings a predicate accepts.
        public static func entries(where predicate: @escaping @Sendable (Entry) -> Bool) -> Tolerance {
            Tolerance(.entries(predicate))
        }

        /// Whether the tolerance lets an entry pass.
        public func tolerates(_ entry: Entry) -> Bool {
            if case .entries(let predicate) = rule { return predicate(entry) }
            return tolerates(entry.kind, modelPath: entry.modelPath, sourcePath: entry.sourcePath)
        }

        /// Whether the tolerance lets a monitor's finding pass, known by its kind and paths alone.
        func tolerates(_ kind: Kind, modelPath: MappingPath, sourcePath: MappingPath) -> Bool {
            switch rule {
            case .kind(let tolerated): kind == tolerated
            case .unmappedSourceKey(let path): kind == .unmappedSourceKey && sourcePath == path
            case .unusedHint(let path): kind == .unusedHint && modelPath == path
            case .entries: false
            }
        }

        func toleratesEveryFinding(of kind: Kind) -> Bool {
            if case .kind(let tolerated) = rule { return kind == tolerated }
            return false
        }
    }
}

import Foundation

extension MappingMonitor {
    /// What a ``MappingMonitor`` has seen: a value to print, log or upload as JSON, and to compare with an earlier
    /// one (``subtracting(_:)``).
    public struct Snapshot: Sendable, Hashable, Codable, CustomStringConvertible {
        /// One finding at one place: what was found, where, how often, when, and what kinds of value were there.
        public struct Entry: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
            /// The decoded type, as `String(reflecting:)` names it (`MyApp.User`).
            public let model: String
            /// The decoder's ``DictionaryDecoder/recipe``.
            public let recipe: String?
            /// The decoder's ``DictionaryDecoder/monitorLabel`` (an endpoint, say).
            public let label: String?
            /// A report kind or a kind of failure.
            public let finding: Finding
            /// Where in the model, as the report or the error names it (`members[*].age`).
            public let modelPath: MappingPath
            /// Where in the source, as the report or the error names it (`MEMBERS[*].AGE`).
            public let sourcePath: MappingPath
            /// How many times it was seen.
            public internal(set) var count: Int
            /// When it was first seen.
            public internal(set) var firstSeen: Date
            /// When it was last seen.
            public internal(set) var lastSeen: Date
            /// The kinds of value found at ``sourcePath``, sorted (``ValueKind/absent`` where there was none).
            public internal(set) var valueKinds: [ValueKind]
            /// ``modelPath`` with the array indices of the first occurrence (`users[3].isAdmin`); a dictionary's keys
            /// stay `[*]`. `nil` when a decoded snapshot lacks it.
            public let firstModelPath: MappingPath?
            /// ``sourcePath`` where the finding was first seen, with the array indices of that occurrence.
            public let firstSourcePath: MappingPath?

            init(
                key: Key, count: Int, firstSeen: Date, lastSeen: Date, valueKinds: [ValueKind],
                firstModelPath: MappingPath? = nil, firstSourcePath: MappingPath? = nil
            ) {
                self.model = key.model
                self.recipe = key.recipe
                self.label = key.label
                self.finding = key.finding
                self.modelPath = key.modelPath
                self.sourcePath = key.sourcePath
                self.count = count
                self.firstSeen = firstSeen
                self.lastSeen = lastSeen
                self.valueKinds = valueKinds
                self.firstModelPath = firstModelPath
                self.firstSourcePath = firstSourcePath
            }

            var key: Key {
                Key(
                    model: model, recipe: recipe, label: label, finding: finding, modelPath: modelPath,
                    sourcePath: sourcePath)
            }

            /// A time as ISO 8601 text, to the second; outside years 1 to 9999, its seconds since 1970.
            static func text(_ date: Date) -> String {
                ISO8601.format(date, fractionalSeconds: false) ?? "\(date.timeIntervalSince1970)"
            }

            mutating func insert(_ kind: ValueKind) {
                guard !valueKinds.contains(kind) else { return }
                valueKinds.append(kind)
                valueKinds.sort()
            }

            /// Orders entries by model, label, recipe, finding, then model path and source path.
            public static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.key < rhs.key }

            /// The entry on one line: `unmapped source key at <top level> (source middle_name, string): 3 times, …`.
            public var description: String {
                let place = modelPath.isEmpty ? "<top level>" : modelPath.description
                let source = sourcePath.isEmpty ? "<top level>" : sourcePath.description
                let kinds = valueKinds.map(\.name).joined(separator: ", ")
                return "\(finding) at \(place) (source \(source), \(kinds)): \(count) time\(count == 1 ? "" : "s"), "
                    + "first \(Self.text(firstSeen)), last \(Self.text(lastSeen))"
            }
        }

        /// The occurrences of findings not kept in a full monitor: new ones, and those of entries that gave way.
        public struct Overflow: Sendable, Hashable, Codable {
            /// How many occurrences were folded here.
            public internal(set) var occurrences = 0
            /// The kinds of finding among them, sorted.
            public internal(set) var findings: [Finding] = []

            init() {}

            mutating func add(_ finding: Finding, occurrences count: Int = 1) {
                occurrences &+= count
                if !findings.contains(finding) {
                    findings.append(finding)
                    findings.sort()
                }
            }
        }

        /// The findings kept, sorted.
        public let entries: [Entry]
        /// The decodes the monitor counted.
        public let decodes: Int
        /// The decodes that recorded a report and added its findings.
        public let sampledDecodes: Int
        /// The decodes that failed (each one also counts a failure entry).
        public let failedDecodes: Int
        /// What did not fit within ``MappingMonitor/maximumEntries``.
        public let overflow: Overflow
        /// When the first decode was added since the monitor was made or reset; `nil` before.
        public let since: Date?
        /// The calls of ``MappingMonitor/onNewFinding`` left out by its rate limit.
        public let suppressedNotifications: Int

        /// Whether nothing drifted and nothing failed.
        public var isClean: Bool { entries.isEmpty && overflow.occurrences == 0 }

        /// What this snapshot saw beyond an earlier one of the same monitor, since its ``MappingMonitor/reset()``: the
        /// entries whose count grew, counting the difference, and the differences of the totals.
        public func subtracting(_ earlier: Snapshot) -> Snapshot {
            var before: [Key: Int] = [:]
            for entry in earlier.entries { before[entry.key] = entry.count }
            let grown = entries.compactMap { entry -> Entry? in
                var entry = entry
                entry.count -= before[entry.key] ?? 0
                return entry.count > 0 ? entry : nil
            }
            var overflow = overflow
            overflow.occurrences = max(0, overflow.occurrences - earlier.overflow.occurrences)
            if overflow.occurrences == 0 { overflow.findings = [] }
            return Snapshot(
                entries: grown, decodes: max(0, decodes - earlier.decodes),
                sampledDecodes: max(0, sampledDecodes - earlier.sampledDecodes),
                failedDecodes: max(0, failedDecodes - earlier.failedDecodes), overflow: overflow, since: since,
                suppressedNotifications: max(0, suppressedNotifications - earlier.suppressedNotifications))
        }

        /// The digest, per model and label: what drifted, how often, since when.
        public var description: String {
            var lines = [
                "Mapping monitor: \(decodes) decode\(decodes == 1 ? "" : "s"), \(sampledDecodes) sampled, \(failedDecodes) failed"
                    + (since.map { ", since \(Entry.text($0))" } ?? "")
            ]
            if isClean { lines.append("  no drift") }
            var group: String?
            for entry in entries {
                var heading = entry.model
                let qualifiers = [entry.label, entry.recipe.map { "recipe \($0)" }].compactMap { $0 }
                if !qualifiers.isEmpty { heading += " (" + qualifiers.joined(separator: ", ") + ")" }
                if heading != group {
                    lines.append(heading + ":")
                    group = heading
                }
                lines.append("  " + entry.description)
            }
            if overflow.occurrences > 0 {
                lines.append(
                    "\(overflow.occurrences) more occurrence\(overflow.occurrences == 1 ? "" : "s") of new findings not "
                        + "kept or given way (the monitor was full): "
                        + overflow.findings.map(\.description).joined(separator: ", "))
            }
            if suppressedNotifications > 0 {
                lines.append(
                    "\(suppressedNotifications) notification\(suppressedNotifications == 1 ? "" : "s") of new findings "
                        + "left out by the rate limit")
            }
            return lines.joined(separator: "\n")
        }
    }
}

extension MappingMonitor.Snapshot {
    /// What identifies an entry: everything but the counts, the times and the kinds of value.
    struct Key: Hashable, Comparable {
        let model: String
        let recipe: String?
        let label: String?
        let finding: MappingMonitor.Finding
        let modelPath: MappingPath
        let sourcePath: MappingPath

        static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.model != rhs.model { return lhs.model < rhs.model }
            if lhs.label != rhs.label { return (lhs.label ?? "") < (rhs.label ?? "") }
            if lhs.recipe != rhs.recipe { return (lhs.recipe ?? "") < (rhs.recipe ?? "") }
            if lhs.finding != rhs.finding { return lhs.finding < rhs.finding }
            if lhs.modelPath != rhs.modelPath { return lhs.modelPath.description < rhs.modelPath.description }
            return lhs.sourcePath.description < rhs.sourcePath.description
        }
    }
}

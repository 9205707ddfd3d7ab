import Foundation

/// Watches a backend drift in production: a sampled, bounded, thread-safe aggregate of the mapping reports and
/// failures of the decodes a ``DictionaryDecoder`` makes.
///
/// Every failed decode, and a sampled share of the others, adds to it: per distinct finding, counts, paths and the
/// kinds of value found (never the values), at most ``maximumEntries``. New failures and drift are announced through
/// ``onNewFinding``. <doc:MonitoringDrift> describes what it keeps, how it samples and what gives way when full.
///
/// ```swift
/// let monitor = MappingMonitor(sampleRate: 0.01)
/// var decoder = DictionaryDecoder()
/// decoder.monitor = monitor
/// decoder.monitorLabel = "GET /users"
/// let user = try decoder.decode(User.self, from: payload, hints: hints)
/// print(monitor.snapshot())
/// ```
///
/// ## Topics
///
/// ### Creating a monitor
///
/// - ``init(sampleRate:maximumEntries:notificationLimit:notificationInterval:announcedKinds:onNewFinding:)``
///
/// ### Reading what it saw
///
/// - ``snapshot()``
/// - ``reset()``
/// - ``Snapshot``
/// - ``Finding``
/// - ``ValueKind``
public final class MappingMonitor: @unchecked Sendable {
    /// The share of decodes that record a report, from 0 (only failures are kept) to 1 (every decode).
    public let sampleRate: Double
    /// The most distinct findings kept; occurrences of others go to ``Snapshot/overflow``.
    public let maximumEntries: Int
    /// The most calls of ``onNewFinding`` in one ``notificationInterval``, for failures and for drift each.
    public let notificationLimit: Int
    /// The interval ``notificationLimit`` counts calls in, in seconds.
    public let notificationInterval: TimeInterval
    /// The kinds of report finding that are announced and keep their place when the monitor is full; the others are
    /// routine: counted, never announced, the first to give way. Failures are always announced.
    public let announcedKinds: Set<MappingReport.Kind>
    /// Called once for each new failure and each new finding of the ``announcedKinds``, outside the monitor's lock,
    /// on the thread of the decode that found it. A finding that gave way in a full monitor is new again.
    public let onNewFinding: (@Sendable (Snapshot.Entry) -> Void)?

    private let lock = NSLock()
    private let clock: @Sendable () -> Date
    // Guarded by `lock`.
    private var decodes = 0
    private var state = State()

    /// A model type decoded under a label: what sampling counts.
    private struct Stream: Hashable {
        let type: ObjectIdentifier
        let label: String?
    }

    /// What a kept entry stands for: which notifications it spends, and which entries give way to it.
    private enum Standing: Int, CaseIterable {
        case routine
        case drift
        case failure
    }

    /// The keys of one standing, oldest first: the order they give way in.
    private struct KeyQueue {
        private var keys: [Snapshot.Key] = []
        private var head = 0

        mutating func append(_ key: Snapshot.Key) { keys.append(key) }

        mutating func popOldest() -> Snapshot.Key? {
            guard head < keys.count else { return nil }
            let key = keys[head]
            head += 1
            // Compacts once the consumed keys are half of the storage, so each key is moved O(1) times.
            if head > 32, head * 2 > keys.count {
                keys.removeFirst(head)
                head = 0
            }
            return key
        }
    }

    private struct NotificationWindow {
        var start: Date?
        var calls = 0
    }

    private struct State {
        var entries: [Snapshot.Key: Snapshot.Entry] = [:]
        var order = Array(repeating: KeyQueue(), count: Standing.allCases.count)
        var modelNames: [ObjectIdentifier: String] = [:]
        /// The decodes counted per model type and label, for sampling.
        var streamCounts: [Stream: Int] = [:]
        var sampledDecodes = 0
        var failedDecodes = 0
        var overflow = Snapshot.Overflow()
        var since: Date?
        var driftWindow = NotificationWindow()
        var failureWindow = NotificationWindow()
        var suppressedNotifications = 0
    }

    /// Creates a monitor; each argument sets the property of its name. `maximumEntries` is at least 1, and a
    /// `notificationInterval` of `.infinity` counts until ``reset()``.
    public convenience init(
        sampleRate: Double = 0.01, maximumEntries: Int = 1_000, notificationLimit: Int = 10,
        notificationInterval: TimeInterval = 60,
        announcedKinds: Set<MappingReport.Kind> = [.unusedHint, .unmappedSourceKey],
        onNewFinding: (@Sendable (Snapshot.Entry) -> Void)? = nil
    ) {
        self.init(
            sampleRate: sampleRate, maximumEntries: maximumEntries, notificationLimit: notificationLimit,
            notificationInterval: notificationInterval, announcedKinds: announcedKinds, onNewFinding: onNewFinding,
            clock: { Date() })
    }

    /// Creates a monitor that reads the time from `clock` (for tests).
    init(
        sampleRate: Double, maximumEntries: Int, notificationLimit: Int, notificationInterval: TimeInterval,
        announcedKinds: Set<MappingReport.Kind> = [.unusedHint, .unmappedSourceKey],
        onNewFinding: (@Sendable (Snapshot.Entry) -> Void)?, clock: @escaping @Sendable () -> Date
    ) {
        self.sampleRate = sampleRate.isNaN ? 0 : min(max(sampleRate, 0), 1)
        self.maximumEntries = max(1, maximumEntries)
        self.notificationLimit = max(0, notificationLimit)
        self.notificationInterval = notificationInterval.isNaN ? 0 : max(0, notificationInterval)
        self.announcedKinds = announcedKinds
        self.onNewFinding = onNewFinding
        self.clock = clock
    }

    /// What the monitor has seen since it was made or last reset, to print, compare or encode as JSON.
    public func snapshot() -> Snapshot {
        lock.withLock {
            Snapshot(
                entries: state.entries.values.sorted(), decodes: decodes, sampledDecodes: state.sampledDecodes,
                failedDecodes: state.failedDecodes, overflow: state.overflow, since: state.since,
                suppressedNotifications: state.suppressedNotifications)
        }
    }

    /// Forgets everything seen; the sampling count starts again, so the next decode is sampled.
    public func reset() {
        lock.withLock {
            decodes = 0
            state = State()
        }
    }

    /// How many elements each of the monitor's collections holds, for tests that check its memory stays bounded.
    var storedCounts: (entries: Int, modelNames: Int, streams: Int, overflowFindings: Int) {
        lock.withLock {
            (state.entries.count, state.modelNames.count, state.streamCounts.count, state.overflow.findings.count)
        }
    }

    // MARK: - Recording

    /// Counts a decode and says whether it is sampled; each model and label is counted apart, so interleaved decodes
    /// of several are each sampled at the rate.
    func countDecode(of type: Any.Type, label: String?) -> Bool {
        lock.withLock {
            decodes &+= 1
            guard sampleRate > 0 else { return false }
            let stream = Stream(type: ObjectIdentifier(type), label: label)
            let count = Self.raise(&state.streamCounts[stream, default: 0])
            return Self.isSampled(decode: count, rate: sampleRate)
        }
    }

    private static func raise(_ count: inout Int) -> Int {
        defer { count &+= 1 }
        return count
    }

    /// Whether decode `index` (from 0) of a stream is sampled: when ⌈(index + 1) × rate⌉ grows past ⌈index × rate⌉.
    /// A product within a few ulps of a whole number counts as it, so that decimal rates (0.1, 0.3) sample as written.
    static func isSampled(decode index: Int, rate: Double) -> Bool {
        guard rate < 1 else { return rate > 0 }
        guard rate > 0, index >= 0 else { return false }
        func ceiling(_ value: Double) -> Double {
            let nearest = value.rounded()
            return nearest != 0 && abs(value - nearest) <= nearest.ulp * 8 ? nearest : value.rounded(.up)
        }
        return ceiling(Double(index) * rate) < ceiling((Double(index) + 1) * rate)
    }

    func record(_ report: MappingReport, of type: Any.Type, recipe: String?, label: String?, source: Any) {
        add(report.entries.map { Found($0, in: source) }, of: type, recipe: recipe, label: label, failed: false)
    }

    /// Adds a decode that failed, with what it read before it failed.
    func record(
        failure error: any Error, at site: FailureTrace.Site?, report: MappingReport?, of type: Any.Type,
        recipe: String?, label: String?, source: Any?
    ) {
        var found = [Finding.failure(of: error, at: site, in: source)]
        if let report { found += report.entries.map { Found($0, in: source) } }
        add(found, of: type, recipe: recipe, label: label, failed: true)
    }

    /// A finding of one decode, as the monitor adds it.
    struct Found {
        let finding: Finding
        let modelPath: MappingPath
        let sourcePath: MappingPath
        let firstModelPath: MappingPath
        let firstSourcePath: MappingPath
        let count: Int
        let valueKind: ValueKind
    }

    private func standing(of finding: Finding) -> Standing {
        guard let kind = finding.reportKind else { return .failure }
        return announcedKinds.contains(kind) ? .drift : .routine
    }

    private func add(_ found: [Found], of type: Any.Type, recipe: String?, label: String?, failed: Bool) {
        let now = clock()
        var announced: [Snapshot.Entry] = []
        lock.withLock {
            if state.since == nil { state.since = now }
            if failed { state.failedDecodes &+= 1 } else { state.sampledDecodes &+= 1 }
            let model = state.modelNames[ObjectIdentifier(type)] ?? String(reflecting: type)
            state.modelNames[ObjectIdentifier(type)] = model
            for item in found {
                let key = Snapshot.Key(
                    model: model, recipe: recipe, label: label, finding: item.finding, modelPath: item.modelPath,
                    sourcePath: item.sourcePath)
                if let index = state.entries.index(forKey: key) {
                    state.entries.values[index].count &+= item.count
                    state.entries.values[index].lastSeen = now
                    state.entries.values[index].insert(item.valueKind)
                    continue
                }
                let standing = standing(of: item.finding)
                guard state.entries.count < maximumEntries || makeRoom(for: standing) else {
                    state.overflow.add(item.finding, occurrences: item.count)
                    continue
                }
                let entry = Snapshot.Entry(
                    key: key, count: item.count, firstSeen: now, lastSeen: now, valueKinds: [item.valueKind],
                    firstModelPath: .keepingIndices(of: item.firstModelPath, in: item.modelPath),
                    firstSourcePath: .keepingIndices(of: item.firstSourcePath, in: item.sourcePath))
                state.entries[key] = entry
                state.order[standing.rawValue].append(key)
                if onNewFinding != nil, standing != .routine, admitsNotification(at: now, failure: standing == .failure)
                {
                    announced.append(entry)
                }
            }
        }
        if let onNewFinding { for entry in announced { onNewFinding(entry) } }
    }

    /// Frees a place for a new entry of `standing` in a full monitor, if one may give way. Called under the lock.
    private func makeRoom(for standing: Standing) -> Bool {
        let yielding: [Standing] =
            switch standing {
            case .routine: []
            case .drift: [.routine]
            case .failure: [.routine, .drift, .failure]
            }
        for candidate in yielding {
            while let key = state.order[candidate.rawValue].popOldest() {
                guard let removed = state.entries.removeValue(forKey: key) else { continue }
                state.overflow.add(removed.finding, occurrences: removed.count)
                return true
            }
        }
        return false
    }

    /// Whether a notification of a failure, or of drift, may go out now; counts it. Called under the lock.
    private func admitsNotification(at now: Date, failure: Bool) -> Bool {
        var window = failure ? state.failureWindow : state.driftWindow
        defer { if failure { state.failureWindow = window } else { state.driftWindow = window } }
        if let start = window.start, now.timeIntervalSince(start) < notificationInterval {
            guard window.calls < notificationLimit else {
                state.suppressedNotifications += 1
                return false
            }
        } else {
            window.start = now
            window.calls = 0
            guard notificationLimit > 0 else {
                state.suppressedNotifications += 1
                return false
            }
        }
        window.calls += 1
        return true
    }
}

extension MappingPath {
    /// `concrete`'s array indices where `grouped` has `[*]`, and `grouped` elsewhere, so that no dictionary key
    /// (which is data) enters the monitor.
    static func keepingIndices(of concrete: MappingPath, in grouped: MappingPath) -> MappingPath {
        guard concrete.components.count == grouped.components.count, grouped.components.contains(.anyIndex) else {
            return grouped
        }
        return MappingPath(
            zip(grouped.components, concrete.components).map { grouped, concrete in
                if case .anyIndex = grouped, case .index = concrete { return concrete }
                return grouped
            })
    }
}

extension MappingMonitor.Found {
    /// A report entry, with the kind of value at its first place in `source`. Dictionary keys leave its first paths
    /// only when a new entry is made, as most findings add to a kept one.
    init(_ entry: MappingReport.Entry, in source: Any?) {
        self.init(
            finding: MappingMonitor.Finding(entry.kind), modelPath: entry.modelPath, sourcePath: entry.sourcePath,
            firstModelPath: entry.firstModelPath, firstSourcePath: entry.firstSourcePath,
            count: entry.count,
            // An unused hint names the object it looked in: nothing was found there.
            valueKind: entry.kind == .unusedHint
                ? .absent : source.map { MappingMonitor.ValueKind.at(entry.firstSourcePath, in: $0) } ?? .absent)
    }
}

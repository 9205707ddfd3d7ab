import Foundation

/// Watches a backend drift in production: a sampled, bounded, thread-safe aggregate of the mapping reports and
/// failures of the decodes a ``DictionaryDecoder`` makes.
///
/// Give a decoder a monitor and keep decoding as before; every decode that fails, and a sampled share of the others
/// (which then record a ``MappingReport``), add to it:
///
/// ```swift
/// let monitor = MappingMonitor(sampleRate: 0.01)
/// var decoder = DictionaryDecoder()
/// decoder.monitor = monitor
/// decoder.monitorLabel = "GET /users"
/// let user = try decoder.decode(User.self, from: payload, hints: hints)
/// // Later, in a console or an upload:
/// print(monitor.snapshot())
/// ```
///
/// The monitor keeps, for each model type, recipe, label, kind of finding, model path and source path, how often it
/// was seen, when first and last, and the kinds of value found there (a string, an integer, an object…), never the
/// values themselves: payloads carry personal data. A finding of an array's elements, or of a dictionary's values, is
/// kept once for the field (`users[*].isAdmin`, `balances[*]`) and counts every element; the entry keeps the
/// array indices of the first occurrence (``Snapshot/Entry/firstModelPath``), and never a dictionary's keys, which
/// are data. A failure keeps its error's kind and both paths, and what the decode read before it failed: the
/// source keys it left unread and the hints that found nothing, so that a renamed key shows as the missing key
/// beside the new one.
///
/// **Bounded.** At most ``maximumEntries`` distinct findings are kept. When the monitor is full, a new finding of an
/// announced kind (``announcedKinds``) takes the place of the oldest routine one, and a new failure takes the place
/// of the oldest routine, then the oldest drift, then the oldest failure entry: a new failure is always kept. What
/// gives way, and what finds no place, is counted in ``Snapshot/overflow``, so a backend that sends a million
/// distinct keys cannot grow the monitor.
///
/// **Cheap.** A decode that is not sampled pays for one counter under a lock; a sampled one what
/// ``DictionaryDecoder/decodeWithReport(_:from:hints:)-(_,Any,_)`` costs, plus the aggregation of its findings.
/// A decode that fails and was not sampled is decoded once more with a report, to learn what it read before it
/// failed. Sampling is by count, not by chance, and counts each model type and label apart: of the first `n`
/// decodes of each, `⌈n × sampleRate⌉` are sampled, the first among them, so a drift is found within a predictable
/// number of decodes, also in a model decoded rarely beside others.
///
/// **Safe.** The monitor is `Sendable`: many decoders on many tasks may share one. ``onNewFinding`` is called outside
/// the monitor's lock, for new failures and new findings of the ``announcedKinds``, at most ``notificationLimit``
/// times per ``notificationInterval`` for each of the two, so that drift never silences a failure; the rest are
/// counted in ``Snapshot/suppressedNotifications``.
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
    /// The most calls of ``onNewFinding`` in one ``notificationInterval``, for failures and for the other findings
    /// each.
    public let notificationLimit: Int
    /// The interval ``notificationLimit`` counts calls in, in seconds.
    public let notificationInterval: TimeInterval
    /// The kinds of report finding that are announced (``onNewFinding``) and keep their place when the monitor is
    /// full; the others (the coercions, defaults and kept unknown values a model opted into) are routine: counted,
    /// never announced, and the first to give way. Failures are always announced.
    public let announcedKinds: Set<MappingReport.Kind>
    /// Called once for each new failure and each new finding of the ``announcedKinds`` (a new unmapped key
    /// `middle_name` in `User`), outside the monitor's lock, on the thread of the decode that found it. New means
    /// not among the entries kept: a finding that gave way in a full monitor is new again when it returns.
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
        /// A finding of a kind that is not announced.
        case routine
        /// A finding of an announced kind.
        case drift
        case failure
    }

    /// Keys in the order they were kept, oldest first: the entries of one standing, in the order they give way.
    private struct KeyQueue {
        private var keys: [Snapshot.Key] = []
        private var head = 0

        mutating func append(_ key: Snapshot.Key) { keys.append(key) }

        mutating func popOldest() -> Snapshot.Key? {
            guard head < keys.count else { return nil }
            let key = keys[head]
            head += 1
            // Drops the consumed keys once they are half of the storage, so each key is moved O(1) times.
            if head > 32, head * 2 > keys.count {
                keys.removeFirst(head)
                head = 0
            }
            return key
        }
    }

    /// A notification window: when it opened and how many calls it allowed.
    private struct NotificationWindow {
        var start: Date?
        var calls = 0
    }

    /// What the monitor has gathered since it was made or reset.
    private struct State {
        var entries: [Snapshot.Key: Snapshot.Entry] = [:]
        /// The keys of ``entries`` by standing (``Standing/rawValue``), oldest first.
        var order = Array(repeating: KeyQueue(), count: Standing.allCases.count)
        var modelNames: [ObjectIdentifier: String] = [:]
        /// The decodes counted so far, per model type and label.
        var streamCounts: [Stream: Int] = [:]
        var sampledDecodes = 0
        var failedDecodes = 0
        var overflow = Snapshot.Overflow()
        var since: Date?
        /// The notification windows of drift and of failures.
        var driftWindow = NotificationWindow()
        var failureWindow = NotificationWindow()
        var suppressedNotifications = 0
    }

    /// Creates a monitor.
    ///
    /// - Parameters:
    ///   - sampleRate: The share of decodes that record a report, from 0 to 1; a rate of 0.01 samples every
    ///     hundredth decode, 0.75 three decodes of four. Failures are kept whatever the rate. Default: 0.01.
    ///   - maximumEntries: The most distinct findings kept, at least 1. Default: 1 000.
    ///   - notificationLimit: The most calls of `onNewFinding` per `notificationInterval`, for failures and for the
    ///     other findings each. Default: 10.
    ///   - notificationInterval: The interval, in seconds; `.infinity` allows `notificationLimit` calls in all
    ///     (until ``reset()``). Default: 60.
    ///   - announcedKinds: The kinds of report finding announced besides failures. Default: unused hints and
    ///     unmapped source keys, the findings of a backend that drifted.
    ///   - onNewFinding: Called once for each new failure and each new finding of the announced kinds. Default:
    ///     none.
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

    /// What the monitor has seen since it was made or last reset.
    ///
    /// - Returns: A value to print, compare or encode (as JSON, to upload or log).
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

    /// How many elements each of the monitor's collections holds: what its memory grows with. Every count is bounded
    /// whatever the decodes send: the entries by ``maximumEntries``, the rest by the model types, labels and kinds of
    /// finding the app itself has (for tests).
    var storedCounts: (entries: Int, modelNames: Int, streams: Int, overflowFindings: Int) {
        lock.withLock {
            (state.entries.count, state.modelNames.count, state.streamCounts.count, state.overflow.findings.count)
        }
    }

    // MARK: - Recording

    /// Counts a decode of `type` under `label`, and says whether it is sampled (``isSampled(decode:rate:)``).
    /// Counting per model and label keeps a monitor that watches several decoded in turn from sampling one of them
    /// only.
    func countDecode(of type: Any.Type, label: String?) -> Bool {
        lock.withLock {
            decodes &+= 1
            guard sampleRate > 0 else { return false }
            let stream = Stream(type: ObjectIdentifier(type), label: label)
            // One lookup: the count is read and raised in place.
            let count = Self.raise(&state.streamCounts[stream, default: 0])
            return Self.isSampled(decode: count, rate: sampleRate)
        }
    }

    /// Adds one to `count`, and returns what it was.
    private static func raise(_ count: inout Int) -> Int {
        defer { count &+= 1 }
        return count
    }

    /// Whether the decode numbered `index` (from 0) of a stream is sampled at `rate`: when ⌈(index + 1) × rate⌉
    /// grows past ⌈index × rate⌉, so that of the first `n` decodes ⌈n × rate⌉ are sampled, the first among them,
    /// and a rate of 1/k samples every k-th. A product within a few units in the last place of a whole number is
    /// that number, so that rates written in decimals (0.1, 0.3) sample as their decimals say.
    static func isSampled(decode index: Int, rate: Double) -> Bool {
        guard rate < 1 else { return rate > 0 }
        guard rate > 0, index >= 0 else { return false }
        func ceiling(_ value: Double) -> Double {
            let nearest = value.rounded()
            return nearest != 0 && abs(value - nearest) <= nearest.ulp * 8 ? nearest : value.rounded(.up)
        }
        return ceiling(Double(index) * rate) < ceiling((Double(index) + 1) * rate)
    }

    /// Adds the findings of a sampled decode that succeeded.
    func record(_ report: MappingReport, of type: Any.Type, recipe: String?, label: String?, source: Any) {
        add(report.entries.map { Found($0, in: source) }, of: type, recipe: recipe, label: label, failed: false)
    }

    /// Adds a decode that failed, at the place its error was built (when the decode built it), with what the decode
    /// read before it failed.
    func record(
        failure error: any Error, at site: FailureTrace.Site?, report: MappingReport?, of type: Any.Type,
        recipe: String?, label: String?, source: Any?
    ) {
        let place = Finding.failure(of: error, at: site)
        var found = [
            Found(
                finding: place.finding, modelPath: place.modelPath, sourcePath: place.sourcePath,
                firstModelPath: place.firstModelPath, firstSourcePath: place.firstSourcePath, count: 1,
                valueKind: source.map { ValueKind.at(place.concreteSourcePath, in: $0) } ?? .absent)
        ]
        if let report { found += report.entries.map { Found($0, in: source) } }
        add(found, of: type, recipe: recipe, label: label, failed: true)
    }

    /// One finding of one decode, before it is added.
    fileprivate struct Found {
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
            // A type's name is written out once per monitor, not once per finding.
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

    /// Frees a place for a new entry of `standing` in a full monitor, if one may give way to it: the oldest routine
    /// entry to any announced one; for a failure, then the oldest drift entry, then the oldest failure. What gives
    /// way is counted in the overflow. Called under the lock.
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

    /// Whether a notification of a failure, or of drift, may go out now; counts it, or the suppressed one. Called
    /// under the lock.
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
    /// `concrete` with only its array indices kept where `grouped` has `[*]`: a dictionary's key and an entry's key
    /// stay `[*]` and `*`, so that no key that is data enters the monitor. `grouped` when the two do not line up.
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
    /// A report entry, with the kind of value at its first place in `source`. Its first paths are the entry's
    /// own: their dictionary keys are left out only when a new entry is made (`keepingIndices`), as most findings
    /// add to an entry already kept.
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

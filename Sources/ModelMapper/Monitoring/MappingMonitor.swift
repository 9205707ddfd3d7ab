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
/// values themselves: payloads carry personal data. A failure keeps its error's kind and both paths.
///
/// **Bounded.** At most ``maximumEntries`` distinct findings are kept; past that, occurrences of new ones are only
/// counted, in ``Snapshot/overflow``, so a backend that sends a million distinct keys cannot grow the monitor.
///
/// **Cheap.** A decode that is not sampled pays for one counter under a lock; a sampled one what
/// ``DictionaryDecoder/decodeWithReport(_:from:hints:)-(_,Any,_)`` costs, plus the aggregation of its findings.
/// Sampling is by count, not by chance, and counts each model type and label apart: with a rate of 0.01 the first
/// decode of each and every hundredth after it are sampled, so a drift is found within a predictable number of
/// decodes, also in a model decoded rarely beside others.
///
/// **Safe.** The monitor is `Sendable`: many decoders on many tasks may share one. ``onNewFinding`` is called outside
/// the monitor's lock, at most ``notificationLimit`` times per ``notificationInterval``; the rest are counted in
/// ``Snapshot/suppressedNotifications``.
///
/// ## Topics
///
/// ### Creating a monitor
///
/// - ``init(sampleRate:maximumEntries:notificationLimit:notificationInterval:onNewFinding:)``
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
    /// The most calls of ``onNewFinding`` in one ``notificationInterval``.
    public let notificationLimit: Int
    /// The interval ``notificationLimit`` counts calls in, in seconds.
    public let notificationInterval: TimeInterval
    /// Called once for each finding seen for the first time (a new unmapped key `middle_name` in `User`), outside the
    /// monitor's lock, on the thread of the decode that found it.
    public let onNewFinding: (@Sendable (Snapshot.Entry) -> Void)?

    /// Every `period`-th decode of each model type and label is sampled, from the first; 0 samples none.
    private let period: Int
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

    /// What the monitor has gathered since it was made or reset.
    private struct State {
        var entries: [Snapshot.Key: Snapshot.Entry] = [:]
        var modelNames: [ObjectIdentifier: String] = [:]
        /// The decodes counted since the last sampled one, per model type and label.
        var streamCounts: [Stream: Int] = [:]
        var sampledDecodes = 0
        var failedDecodes = 0
        var overflow = Snapshot.Overflow()
        var since: Date?
        var notificationWindowStart: Date?
        var notificationsInWindow = 0
        var suppressedNotifications = 0
    }

    /// Creates a monitor.
    ///
    /// - Parameters:
    ///   - sampleRate: The share of decodes that record a report, from 0 to 1; a rate of 0.01 samples every
    ///     hundredth decode. Failures are kept whatever the rate. Default: 0.01.
    ///   - maximumEntries: The most distinct findings kept, at least 1. Default: 1 000.
    ///   - notificationLimit: The most calls of `onNewFinding` per `notificationInterval`. Default: 10.
    ///   - notificationInterval: The interval, in seconds; `.infinity` allows `notificationLimit` calls in all
    ///     (until ``reset()``). Default: 60.
    ///   - onNewFinding: Called once for each finding seen for the first time. Default: none.
    public convenience init(
        sampleRate: Double = 0.01, maximumEntries: Int = 1_000, notificationLimit: Int = 10,
        notificationInterval: TimeInterval = 60, onNewFinding: (@Sendable (Snapshot.Entry) -> Void)? = nil
    ) {
        self.init(
            sampleRate: sampleRate, maximumEntries: maximumEntries, notificationLimit: notificationLimit,
            notificationInterval: notificationInterval, onNewFinding: onNewFinding, clock: { Date() })
    }

    /// Creates a monitor that reads the time from `clock` (for tests).
    init(
        sampleRate: Double, maximumEntries: Int, notificationLimit: Int, notificationInterval: TimeInterval,
        onNewFinding: (@Sendable (Snapshot.Entry) -> Void)?, clock: @escaping @Sendable () -> Date
    ) {
        let rate = sampleRate.isNaN ? 0 : min(max(sampleRate, 0), 1)
        self.sampleRate = rate
        // A rate so small that its period does not fit in an `Int` (1e-300) samples the first decode only.
        let period = (1 / rate).rounded()
        self.period = rate > 0 ? (period < Double(Int.max) ? max(1, Int(period)) : Int.max) : 0
        self.maximumEntries = max(1, maximumEntries)
        self.notificationLimit = max(0, notificationLimit)
        self.notificationInterval = notificationInterval.isNaN ? 0 : max(0, notificationInterval)
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

    /// Counts a decode of `type` under `label`, and says whether it is sampled: the first of each model type and
    /// label, and every `period`-th after it. Counting per model and label keeps a monitor that watches several
    /// decoded in turn from sampling one of them only.
    func countDecode(of type: Any.Type, label: String?) -> Bool {
        lock.withLock {
            decodes &+= 1
            guard period > 0 else { return false }
            let stream = Stream(type: ObjectIdentifier(type), label: label)
            let count = state.streamCounts[stream, default: 0]
            state.streamCounts[stream] = count == period - 1 ? 0 : count &+ 1
            return count == 0
        }
    }

    /// Adds the findings of a sampled decode that succeeded.
    func record(_ report: MappingReport, of type: Any.Type, recipe: String?, label: String?, source: Any) {
        let found = report.entries.map { entry in
            Found(
                finding: Finding(entry.kind), modelPath: entry.modelPath, sourcePath: entry.sourcePath,
                // An unused hint names the object it looked in: nothing was found there.
                valueKind: entry.kind == .unusedHint ? .absent : ValueKind.at(entry.sourcePath, in: source))
        }
        add(found, of: type, recipe: recipe, label: label, failed: false)
    }

    /// Adds a decode that failed.
    func record(failure error: any Error, of type: Any.Type, recipe: String?, label: String?, source: Any?) {
        let failure = Finding.failure(of: error)
        let found = Found(
            finding: failure.finding, modelPath: failure.modelPath, sourcePath: failure.sourcePath,
            valueKind: source.map { ValueKind.at(failure.sourcePath, in: $0) } ?? .absent)
        add([found], of: type, recipe: recipe, label: label, failed: true)
    }

    /// One finding of one decode, before it is added.
    private struct Found {
        let finding: Finding
        let modelPath: MappingPath
        let sourcePath: MappingPath
        let valueKind: ValueKind
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
                    state.entries.values[index].count &+= 1
                    state.entries.values[index].lastSeen = now
                    state.entries.values[index].insert(item.valueKind)
                } else if state.entries.count < maximumEntries {
                    let entry = Snapshot.Entry(
                        key: key, count: 1, firstSeen: now, lastSeen: now, valueKinds: [item.valueKind])
                    state.entries[key] = entry
                    if onNewFinding != nil, admitsNotification(at: now) { announced.append(entry) }
                } else {
                    state.overflow.add(item.finding)
                }
            }
        }
        if let onNewFinding { for entry in announced { onNewFinding(entry) } }
    }

    /// Whether a notification may go out now; counts it, or the suppressed one. Called under the lock.
    private func admitsNotification(at now: Date) -> Bool {
        if let start = state.notificationWindowStart, now.timeIntervalSince(start) < notificationInterval {
            guard state.notificationsInWindow < notificationLimit else {
                state.suppressedNotifications += 1
                return false
            }
        } else {
            state.notificationWindowStart = now
            state.notificationsInWindow = 0
            guard notificationLimit > 0 else {
                state.suppressedNotifications += 1
                return false
            }
        }
        state.notificationsInWindow += 1
        return true
    }
}

import Foundation

@testable import ModelMapper

/// The `report` lane's monitor: the input's decoder with a ``MappingMonitor`` at a rate, a bound and a notification
/// limit the input chooses.
extension FuzzRun {
    /// The rates the lane chooses from: rates of 1/2 to 1/8, rates that are no such fraction (0.75, 0.4, 0.3), and
    /// the ones the monitor clamps: above 1, below 0, NaN, and one so small it samples the first decode only.
    static let monitorRates: [Double] = [
        1, 0, .nan, -1, 2, .infinity, 1e-300, 0.5, 1.0 / 3, 0.25, 0.2, 1.0 / 6, 1.0 / 7, 0.125, 0.75, 0.4, 0.3,
    ]

    /// Decodes two of the family's types with every tree, from the source, the input's bytes as JSON data and as
    /// text, through a monitored copy of the input's decoder, and checks the snapshot against what the same decoder
    /// without a monitor reports for each decode:
    ///
    /// - the same decodes succeed and fail, with a monitor as without;
    /// - `decodes` is the number of decodes; of the first `n` decodes of a model, `⌈n × rate⌉` are sampled
    ///   (`MappingMonitor.isSampled(decode:rate:)`, itself checked against integers in the tests);
    ///   `sampledDecodes` counts the sampled decodes whose mapping ran to the end (strictness may still refuse
    ///   them), `failedDecodes` the decodes that threw;
    /// - the entries and the overflow hold every finding once: their counts add up to the counts of the entries of
    ///   the sampled decodes' reports, of the failed decodes' reports (`attemptDecode`'s, what the decode read before
    ///   it failed) and the failures; without an overflow, a report finding's entry counts every occurrence of it,
    ///   and with one at most that (an entry may give way and come back); the failures' entries count, per kind of
    ///   error, at most its failures;
    /// - at most `maximumEntries` entries, and an overflow only when full; kinds of value sorted, without repeats;
    /// - only failures and unused hints and unmapped keys (the default announced kinds) are announced, never twice;
    ///   without an overflow, each such entry announced or suppressed, and with an infinite notification interval
    ///   `min(limit, n)` of the `n` failures and as many of the `n` others;
    /// - the snapshot reads back from its JSON as itself, its difference from itself is empty, and from one taken
    ///   halfway the counts' differences.
    mutating func monitor(_ source: Any) {
        let rate = Self.monitorRates[reader.choice(Self.monitorRates.count)]
        let maximumEntries = [1, 3, 16, 1_000][reader.choice(4)]
        let limit = reader.choice(4)
        let interval: TimeInterval = reader.bool() ? .infinity : 0
        let types = [reader.choice(Self.monitoredTypeCount), reader.choice(Self.monitoredTypeCount)]
        let notifications = FuzzNotifications()
        let monitor = MappingMonitor(
            sampleRate: rate, maximumEntries: maximumEntries, notificationLimit: limit,
            notificationInterval: interval, onNewFinding: notifications.add)
        var monitored = decoder
        monitored.monitor = monitor
        monitored.monitorLabel = "fuzz"
        FuzzTrace.log(
            "monitor: rate \(rate), \(maximumEntries) entries, \(limit) per \(interval) s, types \(types)")

        let data = Data(text)
        let json = String(decoding: text, as: UTF8.self)
        var expected = FuzzMonitorExpectation(rate: monitor.sampleRate, strictness: decoder.strictness)
        var halfway: MappingMonitor.Snapshot?
        for (step, index) in types.enumerated() {
            for hints in trees {
                for entryPoint in 0..<3 {
                    let decode = FuzzMonitoredDecode(
                        source: source, data: data, json: json, entryPoint: entryPoint, hints: hints,
                        withReport: reader.bool(), plain: decoder, monitored: monitored)
                    Self.runMonitored(index, decode, &expected)
                }
            }
            if step == 0 { halfway = monitor.snapshot() }
        }
        let snapshot = monitor.snapshot()
        expected.check(snapshot, maximumEntries: maximumEntries, recipe: decoder.recipe)
        checkNotifications(snapshot, notifications.entries, limit: limit, interval: interval)
        checkCoding(snapshot)
        if let halfway { checkDifference(snapshot, halfway) }
    }

    /// How many types ``runMonitored(_:_:_:)`` chooses from.
    static let monitoredTypeCount = 8

    /// Runs one decode of the type numbered `index` (below ``monitoredTypeCount``).
    static func runMonitored(_ index: Int, _ decode: FuzzMonitoredDecode, _ expected: inout FuzzMonitorExpectation) {
        switch index {
        case 0: decode.run(FuzzDepartment.self, &expected)
        case 1: decode.run([FuzzPerson].self, &expected)
        case 2: decode.run(FuzzRequired.self, &expected)
        case 3: decode.run(FuzzKept.self, &expected)
        case 4: decode.run(FuzzRecipeDepartment.self, &expected)
        case 5: decode.run(LossyArray<Double>.self, &expected)
        case 6: decode.run(FuzzWide.self, &expected)
        default: decode.run(FuzzSeries.self, &expected)
        }
    }

    private func checkNotifications(
        _ snapshot: MappingMonitor.Snapshot, _ announced: [MappingMonitor.Snapshot.Entry], limit: Int,
        interval: TimeInterval
    ) {
        func isAnnounced(_ finding: MappingMonitor.Finding) -> Bool {
            finding.isFailure || finding.reportKind == .unusedHint || finding.reportKind == .unmappedSourceKey
        }
        if let routine = announced.first(where: { !isAnnounced($0.finding) }) {
            fuzzFailure("monitor: a routine finding was announced: \(routine)")
        }
        if snapshot.overflow.occurrences == 0 {
            let failures = snapshot.entries.filter(\.finding.isFailure).count
            let drift = snapshot.entries.filter { isAnnounced($0.finding) }.count - failures
            if announced.count + snapshot.suppressedNotifications != failures + drift {
                fuzzFailure(
                    "monitor: \(announced.count) announced and \(snapshot.suppressedNotifications) suppressed of "
                        + "\(failures) failures and \(drift) drift entries")
            }
            if interval == .infinity, announced.count != min(limit, failures) + min(limit, drift) {
                fuzzFailure(
                    "monitor: \(announced.count) announced with a limit of \(limit), \(failures) failures and "
                        + "\(drift) drift entries")
            }
        }
        // A finding that gave way in a full monitor is new again when it returns, and announced again.
        if snapshot.overflow.occurrences == 0, Set(announced.map(\.key)).count != announced.count {
            fuzzFailure("monitor: an entry announced twice: \(announced)")
        }
    }

    private func checkCoding(_ snapshot: MappingMonitor.Snapshot) {
        _ = snapshot.description
        for entry in snapshot.entries {
            expectPathReadsBack(entry.modelPath)
            expectPathReadsBack(entry.sourcePath)
        }
        do {
            let data = try JSONEncoder().encode(snapshot)
            let decoded = try JSONDecoder().decode(MappingMonitor.Snapshot.self, from: data)
            if decoded != snapshot {
                fuzzFailure("monitor: a snapshot read back from its JSON differs: \(snapshot) and \(decoded)")
            }
        } catch {
            fuzzFailure("monitor: a snapshot does not round-trip through JSON: \(error)\n\(snapshot)")
        }
    }

    private func checkDifference(_ snapshot: MappingMonitor.Snapshot, _ halfway: MappingMonitor.Snapshot) {
        let none = snapshot.subtracting(snapshot)
        if !none.entries.isEmpty || none.decodes != 0 || none.overflow.occurrences != 0 {
            fuzzFailure("monitor: a snapshot minus itself is not empty: \(none)")
        }
        let difference = snapshot.subtracting(halfway)
        _ = difference.description
        let before = Dictionary(halfway.entries.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        let grown = Dictionary(
            snapshot.entries.compactMap { entry -> (MappingMonitor.Snapshot.Key, Int)? in
                let count = entry.count - (before[entry.key] ?? 0)
                return count > 0 ? (entry.key, count) : nil
            }, uniquingKeysWith: +)
        if difference.decodes != snapshot.decodes - halfway.decodes
            || difference.failedDecodes != snapshot.failedDecodes - halfway.failedDecodes
            || Dictionary(difference.entries.map { ($0.key, $0.count) }, uniquingKeysWith: +) != grown
        {
            fuzzFailure("monitor: the difference of \(snapshot)\nand \(halfway)\nis \(difference)")
        }
    }
}

/// The calls of a monitor's `onNewFinding`.
final class FuzzNotifications: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [MappingMonitor.Snapshot.Entry] = []

    var entries: [MappingMonitor.Snapshot.Entry] { lock.withLock { received } }

    var add: @Sendable (MappingMonitor.Snapshot.Entry) -> Void {
        { entry in self.lock.withLock { self.received.append(entry) } }
    }
}

/// One decode of the lane: the same input through the decoder without a monitor (with a report) and with one.
struct FuzzMonitoredDecode {
    let source: Any
    let data: Data
    let json: String
    /// 0: the tree, 1: JSON data, 2: JSON text.
    let entryPoint: Int
    let hints: HintTree
    /// Whether the monitored decode asks for a report (`decodeWithReport`) or not (`decode`).
    let withReport: Bool
    let plain: DictionaryDecoder
    let monitored: DictionaryDecoder

    func run<T: Decodable>(_ type: T.Type, _ expected: inout FuzzMonitorExpectation) {
        var lenient = plain
        lenient.strictness = []
        let attempt = self.attempt(type, lenient)
        let outcome = Result { try decode(type, monitored, report: withReport) }
        expectDocumented { try outcome.get() }
        FuzzTrace.log(
            "monitored \(T.self) \(entryPoint): \(fuzzOutcome(outcome)), without: \(fuzzOutcome(attempt.result))")
        expected.add(String(reflecting: type), attempt: attempt, outcome: outcome)
    }

    /// The decode without a monitor, through `attemptDecode`: the value or error, and the report of what it read.
    private func attempt<T: Decodable>(_ type: T.Type, _ decoder: DictionaryDecoder) -> MappingAttempt<Void> {
        let attempt =
            switch entryPoint {
            case 0: decoder.attemptDecode(type, from: source, hints: hints)
            case 1: decoder.attemptDecode(type, from: data, hints: hints)
            default: decoder.attemptDecode(type, fromJSON: json, hints: hints)
            }
        return MappingAttempt(result: attempt.result.map { _ in () }, report: attempt.report)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ decoder: DictionaryDecoder, report: Bool) throws
        -> MappingReport?
    {
        switch (entryPoint, report) {
        case (0, false): _ = try decoder.decode(type, from: source, hints: hints)
        case (1, false): _ = try decoder.decode(type, from: data, hints: hints)
        case (_, false): _ = try decoder.decode(type, fromJSON: json, hints: hints)
        case (0, true): return try decoder.decodeWithReport(type, from: source, hints: hints).report
        case (1, true): return try decoder.decodeWithReport(type, from: data, hints: hints).report
        case (_, true): return try decoder.decodeWithReport(type, fromJSON: json, hints: hints).report
        }
        return nil
    }
}

/// What a monitor must hold after the lane's decodes, built from the decodes without a monitor.
struct FuzzMonitorExpectation {
    let rate: Double
    let strictness: DictionaryDecoder.Strictness
    private var decodes = 0
    /// The decodes of each model, which the monitor samples apart.
    private var decodesByModel: [String: Int] = [:]
    private var sampled = 0
    private var failed = 0
    /// The report findings of the sampled decodes, by model, finding and paths.
    private var findings: [Key: Int] = [:]
    private var occurrences = 0
    /// The failures by kind of error.
    private var failures: [String: Int] = [:]

    init(rate: Double, strictness: DictionaryDecoder.Strictness) {
        self.rate = rate
        self.strictness = strictness
    }

    /// What identifies a report finding in the monitor (the label and recipe are the lane's own).
    struct Key: Hashable {
        let model: String
        let finding: String
        let modelPath: MappingPath
        let sourcePath: MappingPath
    }

    /// Adds one decode: `attempt` is the lenient decode without a monitor, `outcome` the monitored one.
    mutating func add(_ model: String, attempt: MappingAttempt<Void>, outcome: Result<MappingReport?, any Error>) {
        // The monitor counts each model type (and label, one per lane) apart.
        let count = decodesByModel[model, default: 0]
        decodes += 1
        decodesByModel[model] = count + 1
        let isSampled = MappingMonitor.isSampled(decode: count, rate: rate)
        func addFindings() {
            for entry in attempt.report.entries {
                let key = Key(
                    model: model, finding: MappingMonitor.Finding(entry.kind).name, modelPath: entry.modelPath,
                    sourcePath: entry.sourcePath)
                findings[key, default: 0] += entry.count
                occurrences += entry.count
            }
        }
        // Strictness refuses a decode whose mapping succeeded when its report has a finding it forbids.
        var failure: String?
        switch attempt.result {
        case .failure(let error):
            failure = Self.failureName(error)
            // A failure keeps what its decode read before it failed.
            addFindings()
        case .success:
            let report = attempt.report
            if (strictness.contains(.unusedHints) && !report.unusedHints.isEmpty)
                || (strictness.contains(.unmappedSourceKeys) && !report.unmappedSourceKeys.isEmpty)
            {
                failure = "failure.strictMappingViolation"
            }
            // A sampled decode keeps its report, and so does a strictness violation, sampled or not (once).
            if isSampled { sampled += 1 }
            if isSampled || failure != nil { addFindings() }
        }
        switch (outcome, failure) {
        case (.success, nil): break
        case (.failure(let error), let name?):
            if Self.failureName(error) != name {
                fuzzFailure("monitor: a monitored decode of \(model) threw \(error), without a monitor \(name)")
            }
            failed += 1
            failures[name, default: 0] += 1
        case (.success, let name?):
            fuzzFailure("monitor: a monitored decode of \(model) succeeded, without a monitor it threw \(name)")
        case (.failure(let error), nil):
            fuzzFailure("monitor: a monitored decode of \(model) threw \(error), without a monitor it succeeded")
        }
    }

    /// The name of the failure finding the monitor keeps for an error, as its documentation lists them.
    static func failureName(_ error: any Error) -> String {
        switch error {
        case let error as ModelMapperError: "failure.\(error.code)"
        case DecodingError.typeMismatch: "failure.typeMismatch"
        case DecodingError.keyNotFound: "failure.keyNotFound"
        case DecodingError.valueNotFound: "failure.valueNotFound"
        case DecodingError.dataCorrupted: "failure.dataCorrupted"
        default: "failure.other"
        }
    }

    func check(_ snapshot: MappingMonitor.Snapshot, maximumEntries: Int, recipe: String?) {
        func fail(_ what: String) -> Never {
            fuzzFailure(
                "monitor: \(what)\nexpected \(decodes) decodes, \(sampled) sampled, \(failed) failed, \(occurrences) "
                    + "report findings \(findings), failures \(failures)\nsnapshot \(snapshot)")
        }
        if snapshot.decodes != decodes || snapshot.sampledDecodes != sampled || snapshot.failedDecodes != failed {
            fail("the totals differ")
        }
        let total = snapshot.entries.map(\.count).reduce(0, +) + snapshot.overflow.occurrences
        if total != occurrences + failed { fail("\(total) occurrences, not the reports' and the failures'") }
        if snapshot.entries.count > maximumEntries { fail("more than \(maximumEntries) entries") }
        if snapshot.overflow.occurrences > 0, snapshot.entries.count != maximumEntries {
            fail("an overflow before the monitor is full")
        }
        if snapshot.overflow.findings != snapshot.overflow.findings.sorted() { fail("overflow findings not sorted") }
        if snapshot.entries != snapshot.entries.sorted() { fail("entries not sorted") }
        var failureCounts: [String: Int] = [:]
        for entry in snapshot.entries {
            if entry.count < 1 || entry.label != "fuzz" || entry.recipe != recipe { fail("entry \(entry)") }
            if entry.valueKinds.isEmpty || entry.valueKinds != Array(Set(entry.valueKinds)).sorted() {
                fail("the kinds of value of \(entry)")
            }
            if entry.finding.isFailure {
                failureCounts[entry.finding.name, default: 0] += entry.count
            } else {
                let key = Key(
                    model: entry.model, finding: entry.finding.name, modelPath: entry.modelPath,
                    sourcePath: entry.sourcePath)
                let reported = findings[key] ?? 0
                if snapshot.overflow.occurrences == 0 ? reported != entry.count : reported < entry.count {
                    fail("\(entry) counts \(entry.count), the reports \(reported)")
                }
            }
        }
        for (name, count) in failureCounts where count > failures[name, default: 0] {
            fail("\(count) failures \(name), \(failures[name, default: 0]) without a monitor")
        }
        if snapshot.overflow.occurrences == 0 {
            if failureCounts != failures { fail("the failures differ") }
            if snapshot.entries.filter({ !$0.finding.isFailure }).count != findings.count { fail("findings missing") }
        }
    }
}

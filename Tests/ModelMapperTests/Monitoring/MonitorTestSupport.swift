import Foundation
import Testing

@testable import ModelMapper

/// A clock the monitor tests set by hand, so that times and the notification window are exact.
final class MonitorTestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock that reads `start` until it is moved.
    init(_ start: Date = MonitorTestClock.start) { current = start }

    /// 2026-11-27T10:00:00Z.
    static let start = Date(timeIntervalSince1970: 1_795_773_600)

    /// The time the clock reads now.
    var now: Date { lock.withLock { current } }

    /// Moves the clock on by `seconds`.
    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }

    /// The closure the monitor reads the time from.
    var read: @Sendable () -> Date { { self.now } }
}

/// The calls a monitor's `onNewFinding` made, in order.
final class MonitorNotifications: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [MappingMonitor.Snapshot.Entry] = []

    /// Every entry announced so far.
    var entries: [MappingMonitor.Snapshot.Entry] { lock.withLock { received } }

    /// The closure to hand the monitor.
    var handler: @Sendable (MappingMonitor.Snapshot.Entry) -> Void {
        { entry in self.lock.withLock { self.received.append(entry) } }
    }
}

extension MappingMonitor {
    /// A monitor that reads the time from `clock`, with the public defaults for what is not given.
    static func testing(
        sampleRate: Double = 1, maximumEntries: Int = 1_000, notificationLimit: Int = 10,
        notificationInterval: TimeInterval = 60, clock: MonitorTestClock = MonitorTestClock(),
        onNewFinding: (@Sendable (Snapshot.Entry) -> Void)? = nil
    ) -> MappingMonitor {
        MappingMonitor(
            sampleRate: sampleRate, maximumEntries: maximumEntries, notificationLimit: notificationLimit,
            notificationInterval: notificationInterval, onNewFinding: onNewFinding, clock: clock.read)
    }
}

/// What identifies a monitor entry, as a test writes it down: the snapshot's entries and an expectation built
/// independently of the monitor compare as dictionaries of these to counts.
struct MonitorEntryKey: Hashable, CustomStringConvertible {
    let model: String
    let recipe: String?
    let label: String?
    let finding: MappingMonitor.Finding
    let modelPath: MappingPath
    let sourcePath: MappingPath

    init(
        model: String, recipe: String? = nil, label: String? = nil, finding: MappingMonitor.Finding,
        modelPath: MappingPath, sourcePath: MappingPath
    ) {
        self.model = model
        self.recipe = recipe
        self.label = label
        self.finding = finding
        self.modelPath = modelPath
        self.sourcePath = sourcePath
    }

    init(_ entry: MappingMonitor.Snapshot.Entry) {
        self.init(
            model: entry.model, recipe: entry.recipe, label: entry.label, finding: entry.finding,
            modelPath: entry.modelPath, sourcePath: entry.sourcePath)
    }

    var description: String {
        "\(model) [\(recipe ?? "-"), \(label ?? "-")] \(finding.name) at \(modelPath) (source \(sourcePath))"
    }
}

extension MappingMonitor.Snapshot {
    /// The entries' counts by what identifies them.
    var countsByKey: [MonitorEntryKey: Int] {
        Dictionary(entries.map { (MonitorEntryKey($0), $0.count) }, uniquingKeysWith: +)
    }

    /// The one entry of this finding, or `nil` when there is none or more than one.
    func only(_ finding: MappingMonitor.Finding) -> Entry? {
        let matching = entries.filter { $0.finding == finding }
        return matching.count == 1 ? matching.first : nil
    }
}

import ModelMapper
import Testing

/// Checks that the decodes a ``MappingMonitor`` watched did not drift: no hint found nothing, no source key went
/// unread, no decode failed.
///
/// Give the decoder under test a monitor that samples every decode, run the code, then check the monitor: one issue
/// lists each place the mapping drifted, with how often. Fallbacks, coercions, dropped values and defaults pass, as
/// a recipe asks for them; so does a monitor that saw no decode (check ``MappingMonitor/Snapshot/decodes``).
///
/// ```swift
/// @Test func capturedUsersStillDecode() throws {
///     let monitor = MappingMonitor(sampleRate: 1)
///     var decoder = DictionaryDecoder()
///     decoder.monitor = monitor
///     for payload in try capturedPayloads("users") { _ = try? decoder.decode(User.self, from: payload) }
///     expectNoDrift(in: monitor, tolerating: [.unmappedSourceKey(at: "legacy_id")])
/// }
/// ```
///
/// `tolerating` works as for `expectMapping`, except that ``MappingReport/Tolerance/entries(where:)`` lets nothing
/// pass (a monitor keeps no detail) and overflow occurrences pass only under a whole kind. Failures pass only where
/// `toleratingFailures` names them (`[.failure("keyNotFound")]`).
///
/// - Returns: The snapshot checked.
@discardableResult
public func expectNoDrift(
    in monitor: MappingMonitor,
    tolerating: [MappingReport.Tolerance] = [],
    toleratingFailures: Set<MappingMonitor.Finding> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> MappingMonitor.Snapshot {
    let snapshot = monitor.snapshot()
    expectNoDrift(
        in: snapshot, tolerating: tolerating, toleratingFailures: toleratingFailures, sourceLocation: sourceLocation)
    return snapshot
}

/// Checks a snapshot as ``expectNoDrift(in:tolerating:toleratingFailures:sourceLocation:)-(MappingMonitor,_,_,_)``
/// checks the monitor; pass the difference of two snapshots for the drift of one part of a test.
///
/// ```swift
/// let before = monitor.snapshot()
/// try await app.refreshUsers()
/// expectNoDrift(in: monitor.snapshot().subtracting(before))
/// ```
public func expectNoDrift(
    in snapshot: MappingMonitor.Snapshot,
    tolerating: [MappingReport.Tolerance] = [],
    toleratingFailures: Set<MappingMonitor.Finding> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    // A failure, an unused hint or an unmapped key, unless tolerated as a whole.
    func isDrift(_ finding: MappingMonitor.Finding) -> Bool {
        guard !toleratingFailures.contains(finding) else { return false }
        guard let kind = finding.reportKind else { return true }
        return (kind == .unusedHint || kind == .unmappedSourceKey)
            && !tolerating.contains { $0.toleratesEveryFinding(of: kind) }
    }
    let drifted = snapshot.entries.filter { entry in
        guard isDrift(entry.finding) else { return false }
        guard let kind = entry.finding.reportKind else { return true }
        return !tolerating.contains { $0.tolerates(kind, modelPath: entry.modelPath, sourcePath: entry.sourcePath) }
    }
    let overflowing = snapshot.overflow.findings.filter(isDrift)
    guard !drifted.isEmpty || !overflowing.isEmpty else { return }

    var lines = [
        "The mapping drifted (\(snapshot.decodes) decode\(snapshot.decodes == 1 ? "" : "s"), \(snapshot.sampledDecodes) sampled, "
            + "\(snapshot.failedDecodes) failed):"
    ]
    lines += drifted.map { "  " + driftLine($0) }
    if !overflowing.isEmpty {
        let occurrences = snapshot.overflow.occurrences
        lines.append(
            "  \(occurrences) more occurrence\(occurrences == 1 ? "" : "s") of findings the monitor was too full to "
                + "keep, among them " + overflowing.map(\.description).joined(separator: ", "))
    }
    MappingIssueRecorder.record(lines.joined(separator: "\n"), sourceLocation: sourceLocation)
}

/// One drifted entry on one line, without its times, which differ in every run.
private func driftLine(_ entry: MappingMonitor.Snapshot.Entry) -> String {
    let qualifiers = [entry.label, entry.recipe.map { "recipe \($0)" }].compactMap { $0 }
    let heading = entry.model + (qualifiers.isEmpty ? "" : " (" + qualifiers.joined(separator: ", ") + ")")
    let place = entry.modelPath.isEmpty ? "<top level>" : entry.modelPath.description
    let source = entry.sourcePath.isEmpty ? "<top level>" : entry.sourcePath.description
    let kinds = entry.valueKinds.map(\.name).joined(separator: ", ")
    return "\(heading): \(entry.finding) at \(place) (source \(source), \(kinds)): "
        + "\(entry.count) time\(entry.count == 1 ? "" : "s")"
}

import ModelMapper
import Testing

/// Deprecated: tolerates whole report kinds; pass ``MappingReport/Tolerance`` values instead.
@discardableResult
@available(
    *, deprecated,
    message: "Pass MappingReport.Tolerance values: [.unmappedSourceKey] names a whole kind as before"
)
public func expectMapping<T: Decodable & Equatable>(
    _ type: T.Type = T.self,
    from source: Any,
    hints: HintTree = .empty,
    decoder: DictionaryDecoder = DictionaryDecoder(),
    equals expected: T,
    tolerating: Set<MappingReport.Kind>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> MappingReport? {
    expectMapping(
        type, from: source, hints: hints, decoder: decoder, equals: expected,
        tolerating: tolerating.sorted().map(MappingReport.Tolerance.kind), sourceLocation: sourceLocation)
}

/// Checks a mapping recipe: the source decodes through the hints to `expected`, every hint finds a value and every
/// source key is read. Each failure is recorded as an issue (a differing value with a line diff), not thrown.
///
/// ```swift
/// @Test func personV2Recipe() throws {
///     expectMapping(
///         from: ["FULL_NAME": "Ada", "AGE": 36, "legacy_id": 7], hints: Person.v2Hints,
///         equals: Person(name: "Ada", age: 36), tolerating: [.unmappedSourceKey(at: "legacy_id")])
/// }
/// ```
///
/// - Returns: The mapping report, or `nil` when decoding failed.
@discardableResult
public func expectMapping<T: Decodable & Equatable>(
    _ type: T.Type = T.self,
    from source: Any,
    hints: HintTree = .empty,
    decoder: DictionaryDecoder = DictionaryDecoder(),
    equals expected: T,
    tolerating: [MappingReport.Tolerance] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> MappingReport? {
    checkMapping(
        type, from: source, hints: hints, decoder: decoder, tolerating: tolerating, sourceLocation: sourceLocation
    ) { value in
        value == expected
            ? nil : "\(T.self) decoded to a different value (- expected, + actual):\n\(LineDiff(expected, value))"
    }?.report
}

/// Decodes with a report, records the issue `issue` gives for the value, if any, and the drift, unless tolerated.
/// Returns `nil` when decoding failed, which is recorded too.
func checkMapping<T: Decodable>(
    _ type: T.Type, from source: Any, hints: HintTree, decoder: DictionaryDecoder,
    tolerating: [MappingReport.Tolerance], sourceLocation: SourceLocation, issue: (T) -> String?
) -> MappingResult<T>? {
    let result: MappingResult<T>
    do {
        result = try decoder.decodeWithReport(type, from: source, hints: hints)
    } catch {
        MappingIssueRecorder.record("Decoding \(T.self) failed: \(error)", sourceLocation: sourceLocation)
        return nil
    }
    if let message = issue(result.value) { MappingIssueRecorder.record(message, sourceLocation: sourceLocation) }
    recordDrift(in: result.report, of: T.self, tolerating: tolerating, sourceLocation: sourceLocation)
    return result
}

/// Records the unused hints and unmapped source keys of a report, unless tolerated, as one issue.
func recordDrift(
    in report: MappingReport, of type: Any.Type, tolerating: [MappingReport.Tolerance],
    sourceLocation: SourceLocation
) {
    let drift = report.entries.filter { entry in
        (entry.kind == .unusedHint || entry.kind == .unmappedSourceKey)
            && !tolerating.contains { $0.tolerates(entry) }
    }
    if !drift.isEmpty {
        let lines = drift.map { "  \($0.description)" }.joined(separator: "\n")
        MappingIssueRecorder.record("The mapping of \(type) drifted:\n\(lines)", sourceLocation: sourceLocation)
    }
}

/// Where the recipe helpers send issues: `Issue.record`, or ``capture``, which the package's own tests set.
package enum MappingIssueRecorder {
    package struct Recorded: Sendable {
        package let message: String
        package let sourceLocation: SourceLocation
    }

    /// When set, receives every issue instead of `Issue.record`, for the current task and its child tasks.
    @TaskLocal package static var capture: (@Sendable (Recorded) -> Void)?

    static func record(_ message: String, sourceLocation: SourceLocation) {
        if let capture {
            capture(Recorded(message: message, sourceLocation: sourceLocation))
        } else {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}

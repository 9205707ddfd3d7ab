import ModelMapper
import Testing

/// Checks a mapping recipe, tolerating whole report kinds; deprecated for the form that takes
/// ``MappingReport/Tolerance`` values.
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

/// Checks a mapping recipe: the source decodes through the hints to the expected value, every hint finds a value
/// and every source key is read.
///
/// It records an issue, rather than throwing, when decoding fails, when the value differs from `expected` (with a
/// line diff), and when a hint found nothing or a source key went unread, unless `tolerating` lets that pass.
///
/// ```swift
/// @Test func personV2Recipe() throws {
///     expectMapping(
///         from: ["FULL_NAME": "Ada", "AGE": 36, "legacy_id": 7], hints: Person.v2Hints,
///         equals: Person(name: "Ada", age: 36), tolerating: [.unmappedSourceKey(at: "legacy_id")])
/// }
/// ```
///
/// - Parameters:
///   - type: The model type; inferred from `expected`.
///   - source: The payload: a `[String: Any]`, `[Any]`, or any value the model decodes from.
///   - hints: The recipe under test.
///   - decoder: The decoder to use, with its options.
///   - expected: The value the payload must decode to.
///   - tolerating: The findings that do not fail the check.
///   - sourceLocation: Where to attribute the issues; defaults to the caller.
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
    guard
        let result = decodeRecordingFailure(
            type, from: source, hints: hints, decoder: decoder, sourceLocation: sourceLocation)
    else { return nil }
    if result.value != expected {
        MappingIssueRecorder.record(
            "\(T.self) decoded to a different value (- expected, + actual):\n\(LineDiff(expected, result.value))",
            sourceLocation: sourceLocation)
    }
    recordDrift(in: result.report, of: T.self, tolerating: tolerating, sourceLocation: sourceLocation)
    return result.report
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

/// Where the recipe helpers send the issues they find: `Issue.record`, or ``capture``, which the package's own tests
/// set to assert on the issues without recording them.
package enum MappingIssueRecorder {
    /// An issue the helper found: its message and the caller it is attributed to.
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

/// Decodes with a report, or records the failure as an issue and returns `nil`.
func decodeRecordingFailure<T: Decodable>(
    _ type: T.Type, from source: Any, hints: HintTree, decoder: DictionaryDecoder, sourceLocation: SourceLocation
) -> MappingResult<T>? {
    do {
        return try decoder.decodeWithReport(type, from: source, hints: hints)
    } catch {
        MappingIssueRecorder.record("Decoding \(T.self) failed: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

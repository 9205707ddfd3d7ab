import ModelMapper
import Testing

/// Checks a mapping recipe: the source decodes through the hints to the expected value, every hint finds a value
/// and every source key is read.
///
/// Use it in a Swift Testing test to pin what a backend's payload maps to. It records an issue (it does not throw)
/// when decoding fails, when the value differs from `expected` (with a line-by-line diff of the two), and when the
/// mapping drifted: a hint that found nothing or a source key nothing read, unless you tolerate those kinds.
///
/// ```swift
/// import ModelMapperTesting
/// import Testing
///
/// @Test func personV2Recipe() throws {
///     expectMapping(
///         from: ["FULL_NAME": "Ada", "AGE": 36], hints: Person.v2Hints,
///         equals: Person(name: "Ada", age: 36))
/// }
/// ```
///
/// To let particular findings pass rather than whole kinds, pass ``MappingReport/Tolerance`` values instead
/// (`tolerating: [.unmappedSourceKey(at: "legacy_id")]`).
///
/// - Parameters:
///   - type: The model type; inferred from `expected`.
///   - source: The payload: a `[String: Any]`, `[Any]`, or any value the model decodes from.
///   - hints: The recipe under test.
///   - decoder: The decoder to use, with its options (key strategy, coercions, recipe name).
///   - expected: The value the payload must decode to.
///   - tolerating: Report kinds that do not fail the check, for example `[.unmappedSourceKey]` for a payload with
///     fields the model ignores on purpose. Unused hints and unmapped keys fail it by default.
///   - sourceLocation: Where to attribute the issues; defaults to the caller.
/// - Returns: The mapping report, or `nil` when decoding failed.
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

/// Checks a mapping recipe as ``expectMapping(_:from:hints:decoder:equals:tolerating:sourceLocation:)`` does,
/// letting the findings that `tolerating` names pass: a whole kind, one unread source key, one unused hint.
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
///   - decoder: The decoder to use, with its options (key strategy, coercions, recipe name).
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

/// Where ``expectMapping(_:from:hints:decoder:equals:tolerating:sourceLocation:)`` sends the issues it finds.
///
/// Outside the package every issue goes to `Issue.record`. The package's own tests of the helper set ``capture`` to
/// receive the issues instead, so that they can assert on them without a run that prints "Issue recorded" for tests
/// that pass.
package enum MappingIssueRecorder {
    /// An issue the helper found: its message and the place it is attributed to.
    package struct Recorded: Sendable {
        /// The issue's text, as `Issue.record` would show it.
        package let message: String
        /// The caller of the helper, to which the issue is attributed.
        package let sourceLocation: SourceLocation
    }

    /// When set, receives every issue instead of `Issue.record`, for the current task and its child tasks.
    @TaskLocal package static var capture: (@Sendable (Recorded) -> Void)?

    /// Records an issue, or hands it to ``capture`` when one is set.
    static func record(_ message: String, sourceLocation: SourceLocation) {
        if let capture {
            capture(Recorded(message: message, sourceLocation: sourceLocation))
        } else {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}

/// Decodes with a report, or records the failure as an issue at `sourceLocation` and returns `nil`: the first step of
/// every recipe helper.
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

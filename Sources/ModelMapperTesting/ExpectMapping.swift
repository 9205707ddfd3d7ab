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
public func expectMapping<T: Decodable & Equatable>(
    _ type: T.Type = T.self,
    from source: Any,
    hints: HintTree = .empty,
    decoder: DictionaryDecoder = DictionaryDecoder(),
    equals expected: T,
    tolerating: Set<MappingReport.Kind> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> MappingReport? {
    let value: T
    let report: MappingReport
    do {
        (value, report) = try decoder.decodeWithReport(type, from: source, hints: hints)
    } catch {
        Issue.record("Decoding \(T.self) failed: \(error)", sourceLocation: sourceLocation)
        return nil
    }
    if value != expected {
        Issue.record(
            "\(T.self) decoded to a different value (- expected, + actual):\n\(LineDiff(expected, value))",
            sourceLocation: sourceLocation)
    }
    let drift = report.entries.filter {
        ($0.kind == .unusedHint || $0.kind == .unmappedSourceKey) && !tolerating.contains($0.kind)
    }
    if !drift.isEmpty {
        let lines = drift.map { "  \($0.description)" }.joined(separator: "\n")
        Issue.record("The mapping of \(T.self) drifted:\n\(lines)", sourceLocation: sourceLocation)
    }
    return report
}

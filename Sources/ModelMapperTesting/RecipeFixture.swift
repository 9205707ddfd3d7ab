import Foundation
import ModelMapper
import Testing

/// Deprecated: tolerates whole report kinds; pass ``MappingReport/Tolerance`` values instead.
@discardableResult
@available(
    *, deprecated,
    message: "Pass MappingReport.Tolerance values: [.unmappedSourceKey] names a whole kind as before"
)
public func expectMapping<T: Decodable & Equatable>(
    _ type: T.Type,
    fixture url: URL,
    decoder: DictionaryDecoder = DictionaryDecoder(),
    tolerating: Set<MappingReport.Kind>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> MappingReport? {
    expectMapping(
        type, fixture: url, decoder: decoder, tolerating: tolerating.sorted().map(MappingReport.Tolerance.kind),
        sourceLocation: sourceLocation)
}

/// Checks a recipe stored as a JSON fixture (payload, hints, expected model) as
/// ``expectMapping(_:from:hints:decoder:equals:tolerating:sourceLocation:)`` checks them.
///
/// ```json
/// {"source": {"FULL_NAME": "Ada", "AGE": 36}, "hints": {"name": "FULL_NAME", "age": "AGE"},
///  "expected": {"name": "Ada", "age": 36}}
/// ```
///
/// `hints`, optional, is in the format of ``HintTree/init(legacy:)``; `expected` is the model's plain `JSONEncoder`
/// encoding. Without `expected`, an issue shows the decoded value's encoding to paste.
///
/// - Returns: The mapping report, or `nil` when the fixture or the decode failed.
@discardableResult
public func expectMapping<T: Decodable & Equatable>(
    _ type: T.Type,
    fixture url: URL,
    decoder: DictionaryDecoder = DictionaryDecoder(),
    tolerating: [MappingReport.Tolerance] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> MappingReport? {
    let name = url.lastPathComponent
    func fail(_ message: String) -> MappingReport? {
        MappingIssueRecorder.record("The recipe fixture \(name) \(message)", sourceLocation: sourceLocation)
        return nil
    }
    let object: [String: Any]
    do {
        guard let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            return fail("is not a JSON object")
        }
        object = parsed
    } catch {
        return fail("cannot be read: \(error)")
    }
    guard let source = object["source"] else { return fail("has no \"source\"") }
    let hints: HintTree
    switch object["hints"] {
    case nil, is NSNull:
        hints = .empty
    case let legacy as [String: Any]:
        do { hints = try HintTree(legacy: legacy) } catch { return fail("has invalid \"hints\": \(error)") }
    default:
        return fail("has \"hints\" that are not an object")
    }
    guard let expectedJSON = object["expected"] else {
        return checkMapping(
            type, from: source, hints: hints, decoder: decoder, tolerating: tolerating, sourceLocation: sourceLocation
        ) { value in
            let encoded = (value as? any Encodable).flatMap(RecipeFixtureText.json) ?? SwiftValueText.text(of: value)
            return "The recipe fixture \(name) has no \"expected\" yet. \(T.self) decoded to:\n\n"
                + "\"expected\": \(encoded)\n\nAdd it to the fixture to pin the recipe."
        }?.report
    }
    let expected: T
    do {
        let data = try JSONSerialization.data(withJSONObject: expectedJSON, options: [.fragmentsAllowed])
        expected = try JSONDecoder().decode(T.self, from: data)
    } catch {
        return fail("has an \"expected\" that does not decode as \(T.self): \(error)")
    }
    return expectMapping(
        type, from: source, hints: hints, decoder: decoder, equals: expected, tolerating: tolerating,
        sourceLocation: sourceLocation)
}

/// The JSON text of a fixture's `expected`.
enum RecipeFixtureText {
    static func json(_ value: any Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(value) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

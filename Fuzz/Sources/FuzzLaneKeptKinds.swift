import Foundation

@testable import ModelMapper

/// The `keptKinds` lane: kept keys (``UnknownKeys``) inside polymorphic kinds.
extension FuzzRun {
    /// Decodes the polymorphic models whose kinds keep unknown keys with a report, with every tree, and encodes each
    /// value back with the same hints; with the invariants on, checks that a bag whose object's place in the
    /// source is known keeps exactly the report's unmapped source keys of that object, and that decode → encode → decode gives the value back.
    func keptKinds(_ source: Any) {
        // Navigating the source for the bag check: only a JSON document (a native one may contain itself).
        let json = sourceIsJSON && FuzzInvariants.enabled ? try? JSONValue(any: source) : nil
        for hints in trees {
            keptKind(FuzzKeptKinds.self, source, json: json, hints: hints)
            keptKind(FuzzKeptKind.self, source, json: json, hints: hints)
            keptKind(Polymorphic<FuzzKeptAnimal>.self, source, json: json, hints: hints)
            keptKind([FuzzKeptKind].self, source, json: json, hints: hints)
        }
    }

    private func keptKind<T: Codable & Equatable>(_ type: T.Type, _ source: Any, json: JSONValue?, hints: HintTree) {
        let outcome = Result { try decoder.decodeWithReport(type, from: source, hints: hints) }
        FuzzTrace.log("kept kinds: \(T.self) with \(hints.modelKeys.count) hints: \(fuzzOutcome(outcome.map(\.value)))")
        guard let result = expectDocumented({ try outcome.get() }) else { return }
        let (value, report) = (result.value, result.report)
        if let tree = expectValidTree("an encoded \(T.self)", { try encoder.encode(value, hints: hints) }) {
            expectDocumented { try decoder.decode(T.self, from: tree, hints: hints) }
        }
        guard FuzzInvariants.enabled else { return }
        checkRoundTrip(value, hints: hints, settings: settings, source: source)
        if let json, let (bag, object) = (value as? any FuzzKnownPlaceBag)?.knownPlaceBag,
            object.allSatisfy({ hints[$0] == nil })
        {
            checkBagMatchesReport(bag, of: object, report: report, source: json, hints: hints)
        }
    }
}

/// A bag keeps exactly what the report lists as its object's unmapped source keys, each with the value the source
/// has there (``UnknownKeys``: "What is kept is exactly what the mapping report lists as the object's unmapped source
/// keys"). The report's entries for the object have its model path (spelled as its source path: no hint names the
/// keys on the way) and source paths from the top of the source; the bag's entries are matched to them by the path of
/// keys through the bag's objects, from the top of the source.
func checkBagMatchesReport(
    _ bag: UnknownKeys, of object: [String], report: MappingReport, source: JSONValue, hints: HintTree
) {
    let modelPath = MappingPath(object.map(MappingPath.Component.key))
    var keptPaths: [MappingPath: [String]] = [:]
    var pending: [(keys: [String], members: [String: JSONValue])] = [([], bag.entries)]
    while let (keys, members) = pending.popLast() {
        for (key, value) in members {
            let path = keys + [key]
            keptPaths[MappingPath((object + path).map(MappingPath.Component.key))] = path
            if case .object(let inner) = value, path.count < 64 { pending.append((path, inner)) }
        }
    }
    func fail(_ message: String) -> Never {
        fuzzFailure(
            """
            a bag and the report disagree: \(message)
            hints: \(fuzzDescribe(hints))
            source: \(String(source.description.prefix(1_500)))
            bag at \(object): \(fuzzDescribe(bag.entries.mapValues(\.anyValue)))
            unmapped: \(report.unmappedSourceKeys.map(\.description))
            """)
    }
    var rebuilt = JSONValue.object([:])
    for entry in report.unmappedSourceKeys where entry.modelPath == modelPath {
        guard let keys = keptPaths[entry.sourcePath] else {
            fail("the report lists \(entry.sourcePath), which the bag does not keep")
        }
        var value: JSONValue? = source
        for key in object + keys { value = value?[key] }
        guard let value else { fail("the report lists \(entry.sourcePath), which the source does not have") }
        rebuilt = fuzzSetting(value, at: keys[...], in: rebuilt)
    }
    FuzzTrace.log("bag of \(bag.keys.count) keys checked against \(report.unmappedSourceKeys.count) unmapped keys")
    if rebuilt != .object(bag.entries) {
        fail("the report's unmapped keys with their source values are \(String(rebuilt.description.prefix(1_500)))")
    }
}

/// `tree` with `value` set at the path of keys, making the objects on the way.
private func fuzzSetting(_ value: JSONValue, at keys: ArraySlice<String>, in tree: JSONValue) -> JSONValue {
    guard let key = keys.first else { return value }
    guard case .object(var members) = tree else { return tree }
    members[key] = fuzzSetting(value, at: keys.dropFirst(), in: members[key] ?? .object([:]))
    return .object(members)
}

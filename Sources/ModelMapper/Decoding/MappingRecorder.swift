/// Collects what a decode did for its ``MappingReport``. Exists only while a report or strict mode is asked for;
/// otherwise the decoder's `recorder` is `nil` and every recording site costs one pointer check.
final class MappingRecorder {
    /// One object the model read through a keyed container.
    private final class ObjectRecord {
        let node: CodingPathNode
        let source: HintedObject
        var hints: HintTree { source.hints }
        var consumedSourceKeys = Set<String>()
        /// The coding keys that found a value.
        var readKeys = Set<String>()
        var usedHintKeys = Set<String>()
        /// The coding keys whose fallback candidate is already reported (a key read twice is reported once).
        var fallbacks = Set<String>()

        init(node: CodingPathNode, source: HintedObject) {
            self.node = node
            self.source = source
        }

        /// The paths, in source keys, of what no coding key read or claimed (see ``HintedObject/unread(claiming:isModelKey:)``).
        func unmappedPaths() -> [[String]] {
            var paths: [[String]] = []
            for (key, part) in source.unread(claiming: consumedSourceKeys, isModelKey: readKeys.contains) {
                part.paths(prefix: [key], into: &paths)
            }
            return paths
        }
    }

    /// Objects by the node they were read at; two containers over one object (a class and its superclass) share
    /// a record.
    private var objects: [ObjectIdentifier: ObjectRecord] = [:]
    private var findings: [MappingReport.Entry] = []

    private func record(for state: DictionaryDecoderImpl.KeyedState) -> ObjectRecord {
        let key = ObjectIdentifier(state.node)
        if let record = objects[key] { return record }
        let record = ObjectRecord(node: state.node, source: state.source)
        objects[key] = record
        return record
    }

    func opened(_ state: DictionaryDecoderImpl.KeyedState) { _ = record(for: state) }

    /// A coding key read a value: directly, through the key strategy or through its hint.
    func read(_ found: FoundValue, forKey name: String, in state: DictionaryDecoderImpl.KeyedState) {
        let record = record(for: state)
        if let key = found.step.topLevelKey, case .key = found.step { record.consumedSourceKeys.insert(key) }
        record.readKeys.insert(name)
        guard let hint = found.hint else { return }
        record.usedHintKeys.insert(name)
        guard case .candidates(let candidates) = hint.source, let first = candidates.first?.spellings.first else {
            return
        }
        var read = ""
        found.step.render(into: &read)
        guard read != first else { return }
        let location = ValueLocation(node: state.node, key: AnyCodingKey(stringValue: name), step: found.step)
        let entry = MappingReport.Entry(
            kind: .fallbackCandidate, modelPath: location.renderedModelPath, sourcePath: location.sourcePath,
            detail: "read \"\(read)\" instead of \"\(first)\"")
        if record.fallbacks.insert(name).inserted { findings.append(entry) }
    }

    /// A scalar of another type was converted.
    func coerced(_ input: CoercionInput, to type: Any.Type, at location: ValueLocation) {
        coerced(input, to: "\(type)", at: location)
    }

    /// A scalar was read as something else: `null`, or the object or array its JSON text holds.
    func coerced(_ input: CoercionInput, to target: String, at location: ValueLocation) {
        converted("converted \(ScalarCoercion.describe(input)) to \(target)", at: location)
    }

    /// A single value was read as a one-element array.
    func wrappedInArray(_ found: String, at location: ValueLocation) {
        converted("wrapped \(found) in a one-element array", at: location)
    }

    private func converted(_ detail: String, at location: ValueLocation) {
        findings.append(
            MappingReport.Entry(
                kind: .coercion, modelPath: location.renderedModelPath, sourcePath: location.sourcePath,
                detail: detail))
    }

    /// A lossy wrapper dropped a value.
    func dropped(_ drop: LossyDrop, sourcePath: String) {
        let modelPath = PathText.render(drop.codingPath)
        let what: String
        switch drop.kind {
        case .replacedWithDefault: what = "replaced a value that did not decode with the default"
        case .droppedElement(let index): what = "dropped element \(index), which did not decode"
        case .droppedUnknownKind(let index, let kind):
            what = "dropped element \(index), of the undeclared kind \(ScalarCoercion.quoted(kind))"
        case .droppedEntry(let key): what = "dropped the entry \"\(key)\", which did not decode"
        }
        findings.append(
            MappingReport.Entry(kind: .droppedValue, modelPath: modelPath, sourcePath: sourcePath, detail: what))
    }

    /// A wrapper gave its default for a missing key or `null`.
    func defaulted(modelPath: String, sourcePath: String, detail: String) {
        findings.append(
            MappingReport.Entry(kind: .defaultApplied, modelPath: modelPath, sourcePath: sourcePath, detail: detail))
    }

    /// The report: the findings recorded on the way, plus the unused hints and unmapped keys of the objects read.
    ///
    /// Objects read with the same hints at the same place in the model (the elements of an array) are judged
    /// together, with their indices shown as `[*]`: a hint is unused when it found a value in none of them, and an
    /// unmapped key is listed once.
    func report() -> MappingReport {
        struct Group {
            var usedHintKeys = Set<String>()
            var unmappedSourceKeys = Set<[String]>()
            let hints: HintTree
            let modelPath: String
            let sourcePath: String
        }
        struct GroupKey: Hashable {
            let hints: ObjectIdentifier
            let modelPath: String
        }
        var groups: [GroupKey: Group] = [:]
        for record in objects.values {
            let modelPath = PathText.render(record.node.codingPath, wildcardIndices: true)
            let groupKey = GroupKey(hints: record.hints.identity, modelPath: modelPath)
            var group =
                groups[groupKey]
                ?? Group(
                    hints: record.hints, modelPath: modelPath,
                    sourcePath: record.node.sourcePath(wildcardIndices: true))
            group.usedHintKeys.formUnion(record.usedHintKeys)
            group.unmappedSourceKeys.formUnion(record.unmappedPaths())
            groups[groupKey] = group
        }
        var entries = findings
        for group in groups.values {
            func join(_ path: String, _ keys: [String]) -> String {
                var text = path
                for key in keys { SourceStep.key(key).render(into: &text) }
                return text
            }
            for (modelKey, hint) in group.hints.entries where !group.usedHintKeys.contains(modelKey) {
                let lookedFor = hint.sourceKeys.isEmpty ? [modelKey] : hint.sourceKeys
                entries.append(
                    MappingReport.Entry(
                        kind: .unusedHint, modelPath: join(group.modelPath, [modelKey]), sourcePath: group.sourcePath,
                        detail: "looked for " + lookedFor.map { "\"\($0)\"" }.joined(separator: ", ")))
            }
            for keys in group.unmappedSourceKeys {
                entries.append(
                    MappingReport.Entry(
                        kind: .unmappedSourceKey, modelPath: group.modelPath, sourcePath: join(group.sourcePath, keys),
                        detail: "no coding key read \"\(join("", keys))\""))
            }
        }
        return MappingReport(entries: entries)
    }
}

import ModelMapper

/// Turns what the probe recorded into the suggested tree and its report (see ``HintSuggestion``).
struct SuggestionBuilder {
    struct Result {
        let hints: HintTree
        let entries: [HintSuggestion.Entry]
        let unmatchedSourceLocations: [MappingPath]
        let conflicts: [HintSuggestion.Conflict]
    }

    private let samples: Int
    private var entries: [HintSuggestion.Entry] = []
    private var unmatched: [MappingPath] = []
    private var conflicts: [HintSuggestion.Conflict] = []

    static func build(root: SuggestionKeyNode, samples: Int) -> Result {
        var builder = SuggestionBuilder(samples: samples)
        // A root `[String: Model]` reads its models as the values of a dictionary: their paths start with `[*]`.
        let stars = MappingPath().addingAnyIndices(root.childArrayDepth)
        let hints = root.child.map { builder.tree($0, modelPath: stars, sourcePath: stars, depth: 0) } ?? .empty
        return Result(
            hints: hints, entries: SuggestionBuilder.notingSharedSources(builder.entries),
            unmatchedSourceLocations: builder.unmatched, conflicts: builder.conflicts)
    }

    private static func isSingle(_ confidence: HintSuggestion.Confidence) -> Bool {
        switch confidence {
        case .exact, .rule: true
        case .ambiguous, .unmatched: false
        }
    }

    /// The entries, with a note on each of two or more that read the same source key by themselves.
    private static func notingSharedSources(_ entries: [HintSuggestion.Entry]) -> [HintSuggestion.Entry] {
        var readers: [MappingPath: [MappingPath]] = [:]
        for entry in entries where !entry.isInlineModel {
            guard let source = entry.sourceLocation, SuggestionBuilder.isSingle(entry.confidence) else { continue }
            readers[source, default: []].append(entry.modelLocation)
        }
        return entries.map { entry in
            guard !entry.isInlineModel, let source = entry.sourceLocation,
                SuggestionBuilder.isSingle(entry.confidence),
                let others = readers[source]?.filter({ $0 != entry.modelLocation }), !others.isEmpty
            else { return entry }
            let shared = "\(source) is also read by " + others.map(\.description).joined(separator: ", ")
            return HintSuggestion.Entry(
                modelLocation: entry.modelLocation, sourceLocation: source, confidence: entry.confidence,
                note: entry.note.map { $0 + "; " + shared } ?? shared)
        }
    }

    /// The hints for the objects at one place in the model, entries in code-point order, each before its nested ones.
    /// An inline model's tree names every key, its own spelling too: the decoder finds the model missing only when
    /// none of the keys its hints name has a value.
    private mutating func tree(
        _ node: SuggestionObjectNode, modelPath: MappingPath, sourcePath: MappingPath, depth: Int,
        inlineTree: Bool = false
    ) -> HintTree {
        guard depth < SuggestionProbe.maximumDepth else { return .empty }
        var hints: [String: Hint] = [:]
        for name in node.keys.keys.sorted() {
            guard let keyNode = node.keys[name], keyNode.asked else { continue }
            let keyModelPath = modelPath.adding(name)
            var (choice, confidence) = merge(keyNode, modelPath: keyModelPath)
            // The notes of the readings that made the entry: why nothing matched only when nothing did.
            var notes: [String] = []
            for reading in keyNode.readings where choice.isEmpty || !reading.choice.isEmpty {
                if let note = reading.note, !notes.contains(note) { notes.append(note) }
            }
            // An inline model reads the object itself (an empty path); a sample's own key for it wins the hint.
            let inline = choice.contains([])
            if inline {
                choice.removeAll { $0.isEmpty }
                if !choice.isEmpty {
                    let inlineSamples = keyNode.readings.filter { $0.choice.contains([]) }.map(\.sample)
                    let named = SuggestionReadOrder.samples(inlineSamples, of: samples)
                    notes.append(
                        "\(named.name) \(named.has) the keys of \(name) inline in its parent's object, which no hint reads "
                            + "together with a key: the hint reads the key")
                }
            }
            let inlineModel = inline && choice.isEmpty
            if !choice.isEmpty {
                // An order that reads every sample's own choice; what no order mends is noted.
                let read = SuggestionReadOrder.order(choice, name: name, visits: node.visits, samples: samples)
                if read.order != choice, case .ambiguous = confidence {
                    confidence = .ambiguous(read.order.map(SuggestionBuilder.spelling))
                }
                choice = read.order
                notes += read.notes
            }
            if !keyNode.samplesMissingIt.isEmpty {
                let missing = SuggestionReadOrder.samples(keyNode.samplesMissingIt, of: samples)
                notes.append(
                    "\(name) is required and \(missing.name) \(missing.has) no value for it: decoding \(missing.name) "
                        + "throws")
            }
            var keySourcePath: MappingPath? = inlineModel ? sourcePath : nil
            if let first = choice.first {
                keySourcePath = first.reduce(sourcePath) { $0.adding($1) }
            }
            entries.append(
                HintSuggestion.Entry(
                    modelLocation: keyModelPath, sourceLocation: keySourcePath, confidence: confidence,
                    note: notes.isEmpty ? nil : notes.joined(separator: "; "), isInlineModel: inlineModel))
            var nested: HintTree?
            if let child = keyNode.child {
                let depthOfArrays = keyNode.childArrayDepth
                let childSourcePath = keySourcePath ?? sourcePath.adding(name)
                let childTree = tree(
                    child, modelPath: keyModelPath.addingAnyIndices(depthOfArrays),
                    sourcePath: childSourcePath.addingAnyIndices(depthOfArrays), depth: depth + 1,
                    inlineTree: inlineModel)
                if !childTree.isEmpty { nested = childTree }
            }
            if inlineModel {
                hints[name] = .inline(nested ?? .empty)
            } else if choice.isEmpty, let guardKey = keyNode.guardKey {
                hints[name] = .key(guardKey, nested: nested ?? .empty)
            } else if let hint = SuggestionBuilder.hint(for: name, choice: choice, nested: nested, explicit: inlineTree)
            {
                hints[name] = hint
            }
        }
        // An inline model's object is its parent's, whose visits report what no coding key reads.
        var unread = Set<String>()
        for visit in node.visits where visit.inline == nil {
            for key in visit.object.keys where !visit.claimed.contains(key) { unread.insert(key) }
        }
        for key in unread.sorted() { unmatched.append(sourcePath.adding(key)) }
        return HintTree(hints)
    }

    /// What the samples matched a coding key to: one choice, or the union of several (a conflict).
    private mutating func merge(
        _ keyNode: SuggestionKeyNode, modelPath: MappingPath
    ) -> (choice: [[String]], confidence: HintSuggestion.Confidence) {
        let matched = keyNode.readings.filter { !$0.choice.isEmpty }
        guard let first = matched.first else { return ([], .unmatched) }
        var distinct: [[[String]]] = []
        var seen = Set<[[String]]>()
        for reading in matched where seen.insert(reading.choice).inserted { distinct.append(reading.choice) }
        guard distinct.count > 1 else { return (first.choice, first.confidence) }
        var union: [[String]] = []
        var inUnion = Set<[String]>()
        for choice in distinct {
            for candidate in choice where inUnion.insert(candidate).inserted { union.append(candidate) }
        }
        conflicts.append(
            HintSuggestion.Conflict(
                modelLocation: modelPath,
                readings: matched.map {
                    HintSuggestion.Conflict.Reading(
                        sample: $0.sample, sourceKeys: $0.choice.map(SuggestionBuilder.readingSpelling))
                }))
        return (union, .ambiguous(union.map(SuggestionBuilder.readingSpelling)))
    }

    /// None for the key itself without nested hints (unless `explicit`); a literal for a key or path, `.key(_:)` for a
    /// key a literal would read as a path, candidates for several.
    static func hint(for name: String, choice: [[String]], nested: HintTree?, explicit: Bool = false) -> Hint? {
        guard let first = choice.first else { return nested.map(Hint.nested) }
        guard choice.count == 1 else { return .candidates(choice.map(spelling), nested: nested ?? .empty) }
        if first == [name], !explicit { return nested.map(Hint.nested) }
        let hint: Hint
        if first.count == 1 {
            let key = first[0]
            let literal = Hint(stringLiteral: key)
            hint = literal == .key(key) ? literal : .key(key)
        } else {
            let path = spelling(first)
            hint = Hint(stringLiteral: path)
        }
        guard let nested else { return hint }
        return hint.withNestedHints(nested)
    }

    /// A reading's source key as a conflict names it; `(inline)` for an inline model's.
    static func readingSpelling(_ segments: [String]) -> String {
        segments.isEmpty ? "(inline)" : spelling(segments)
    }

    /// A key, or a key path with `.`, `[`, `]` and `\` escaped in its keys.
    static func spelling(_ segments: [String]) -> String {
        guard segments.count > 1 else { return segments.first ?? "" }
        return segments.map { segment in
            var escaped = ""
            for character in segment {
                if character == "." || character == "[" || character == "]" || character == "\\" {
                    escaped.append("\\")
                }
                escaped.append(character)
            }
            return escaped
        }.joined(separator: ".")
    }
}

extension MappingPath {
    fileprivate func adding(_ key: String) -> MappingPath { MappingPath(components + [.key(key)]) }

    /// The path with `count` levels of "every element" added: `members[*]`, `grid[*][*]`.
    fileprivate func addingAnyIndices(_ count: Int) -> MappingPath {
        count > 0 ? MappingPath(components + Array(repeating: .anyIndex, count: count)) : self
    }
}

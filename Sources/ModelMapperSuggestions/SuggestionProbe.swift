import Foundation
import ModelMapper

/// Decodes samples through ``ProbeDecoder`` and records what the model asks for (see ``HintSuggestion``).
final class SuggestionProbe {
    var matcher: SuggestionMatcher
    var sample = 0
    /// Whether this is the first pass, which learns structure (and so suggests no inline model yet).
    private(set) var firstPass = true
    let root = SuggestionKeyNode()
    private var kinds: [ObjectIdentifier: SuggestionValueKind] = [:]
    private var sampleVisits: [(visit: SuggestionVisit, node: SuggestionObjectNode)] = []
    /// Keys asked `decodeNil` for and not read yet: the read's kind decides among candidates; else the sample's end.
    private var pending: [(visit: SuggestionVisit, node: SuggestionObjectNode, name: String)] = []

    /// The deepest nesting decoded, as for the coders (`Docs/Design.md#nothing-lost`).
    static let maximumDepth = 512
    /// How deep the first pass decodes optional models from no value, to learn their keys for inline models.
    static let maximumInlineDepth = 4

    init(options: HintSuggestion.Options) {
        matcher = SuggestionMatcher(options: options)
    }

    /// Decodes every sample as `T` twice: once to learn keys and envelopes, once to suggest, leaving it under ``root``.
    func run<T: Decodable>(_ type: T.Type, samples: [[String: Any]]) -> [String] {
        var notes: [String] = []
        for pass in 0..<2 {
            if pass == 1 { startOver() }
            for (index, sample) in samples.enumerated() {
                self.sample = index
                let decoder = ProbeDecoder(probe: self, value: sample, slot: root, arrayDepth: 0, codingPath: [])
                do {
                    _ = try decode(T.self, with: decoder)
                } catch  where pass == 1 {
                    let sampleName = samples.count == 1 ? "The sample" : "Sample \(index)"
                    notes.append("\(sampleName) stopped decoding \(T.self): \(SuggestionProbe.describe(error))")
                } catch {}
                finishSample(firstPass: pass == 0)
            }
        }
        return notes
    }

    /// Decodes any type, reading the types Foundation decodes specially as the scalars they are in a tree.
    func decode<T: Decodable>(_ type: T.Type, with decoder: ProbeDecoder) throws -> T {
        guard decoder.depth <= SuggestionProbe.maximumDepth else {
            throw DecodingFailure.dataCorrupted(
                codingPath: decoder.codingPath, "The model nests deeper than \(SuggestionProbe.maximumDepth) levels")
        }
        let special: Any?
        switch type {
        case is URL.Type:
            special = decoder.value.flatMap(TreeValue.string).flatMap(URL.init(string:)) ?? URL(fileURLWithPath: "/")
        case is UUID.Type:
            special =
                decoder.value.flatMap(TreeValue.string).flatMap(UUID.init(uuidString:))
                ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        case is Date.Type:
            special =
                decoder.value.flatMap(TreeValue.date) ?? Date(timeIntervalSince1970: ProbeScalars.double(decoder.value))
        case is Data.Type: special = decoder.value.flatMap(TreeValue.data) ?? Data()
        case is Decimal.Type: special = Decimal(ProbeScalars.double(decoder.value))
        default: special = nil
        }
        if let special {
            guard let value = special as? T else { throw ProbeScalars.mismatch(T.self, decoder.codingPath) }
            return value
        }
        if type is any ProbeStringKeyedDictionary.Type { return try T(from: decoder.readingDataKeys()) }
        return try T(from: decoder)
    }

    func visited(_ visit: SuggestionVisit, in node: SuggestionObjectNode) {
        sampleVisits.append((visit, node))
    }

    func postpone(_ name: String, in visit: SuggestionVisit, node: SuggestionObjectNode) {
        pending.append((visit, node, name))
    }

    /// Resolves the keys only asked `decodeNil` for and, in the first pass, learns which objects are envelopes.
    func finishSample(firstPass: Bool) {
        for (visit, node, name) in pending where visit.resolved[name] == nil {
            _ = resolve(name, kind: .unknown, in: visit, node: node)
        }
        if firstPass {
            for (visit, node) in sampleVisits { node.learnEnvelope(from: visit) }
        }
        pending = []
        sampleVisits = []
    }

    func startOver() {
        firstPass = false
        root.startOver()
    }

    /// The kind of value a type asks for, found once per type by a decoder that stops at the first request.
    func kind<T: Decodable>(of type: T.Type, depth: Int = 0) -> SuggestionValueKind {
        switch type {
        case is Bool.Type: return .bool
        case is String.Type, is URL.Type, is UUID.Type: return .string
        case is Data.Type: return .data
        case is Double.Type, is Float.Type, is Decimal.Type: return .floatingPoint
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt8.Type,
            is UInt16.Type, is UInt32.Type, is UInt64.Type:
            return .integer
        case is Date.Type: return .scalar
        case is any ProbeStringKeyedDictionary.Type: return .object
        default: break
        }
        let identifier = ObjectIdentifier(type)
        if let known = kinds[identifier] { return known }
        guard depth < 32 else { return .unknown }
        let kind: SuggestionValueKind
        do {
            _ = try T(from: SniffDecoder(probe: self, depth: depth))
            kind = .unknown
        } catch let sniff as SuggestionSniff {
            kind = sniff.kind
        } catch {
            kind = .unknown
        }
        kinds[identifier] = kind
        return kind
    }

    /// Resolves a coding key once per object: the key itself (which may compete), else the best match, else nothing.
    func resolve(
        _ name: String, kind: SuggestionValueKind, in visit: SuggestionVisit, node: SuggestionObjectNode
    ) -> SuggestionResolution {
        if let known = visit.resolved[name] { return known }
        let keyNode: SuggestionKeyNode
        if let existing = node.keys[name] {
            keyNode = existing
        } else {
            keyNode = SuggestionKeyNode()
            node.keys[name] = keyNode
        }
        if kind != .unknown { keyNode.kind = kind }
        if let inline = visit.inline {
            var resolution = resolveInline(name, kind: kind, inline, visit: visit, node: node, keyNode: keyNode)
            resolution.kind = kind
            visit.resolved[name] = resolution
            return resolution
        }
        var resolution: SuggestionResolution
        let exactValue = visit.object[name]
        let unwrappedExact = exactValue.flatMap { value -> SuggestionCandidate? in
            guard kind == .array else { return nil }
            let exact = SuggestionCandidate(segments: [name], value: value, rank: .exact, rule: nil)
            return SuggestionKeyIndex.unwrapped(exact, for: name, matcher: &matcher)
        }
        if let unwrappedExact {
            // The key itself, but an object around the array asked for: the path into it.
            visit.claimed.insert(name)
            visit.direct.insert(name)
            let choice = [unwrappedExact.segments]
            keyNode.record(
                SuggestionReading(
                    sample: sample, choice: choice, confidence: .rule(.wrapper), note: unwrappedExact.note))
            resolution = SuggestionResolution(value: unwrappedExact.value, node: keyNode, choice: choice)
        } else if let exact = exactValue {
            resolution = resolveItself(name, exact, kind: kind, in: visit, node: node, keyNode: keyNode)
        } else {
            let reading = match(name, kind: kind, in: visit, node: node)
            if reading.reading.choice.isEmpty, kind == .object,
                let inline = inlineModel(name, keyNode: keyNode, in: visit, node: node, within: nil)
            {
                resolution = SuggestionResolution(value: visit.object, node: keyNode, choice: [[]])
                resolution.inline = inline
            } else {
                keyNode.record(reading.reading)
                resolution = SuggestionResolution(value: reading.value, node: keyNode, choice: reading.reading.choice)
                resolution.searched = reading.searched
            }
        }
        resolution.kind = kind
        visit.resolved[name] = resolution
        return resolution
    }

    /// Resolves a key the object has: itself, unless the envelope's same key or another spelling competes.
    private func resolveItself(
        _ name: String, _ exact: Any, kind: SuggestionValueKind, in visit: SuggestionVisit,
        node: SuggestionObjectNode, keyNode: SuggestionKeyNode
    ) -> SuggestionResolution {
        // The envelope's key competes when its value fits the kind at least as well as the key itself.
        if let envelope = node.envelope, envelope.key != name,
            let inside = visit.object[envelope.key].flatMap(TreeValue.dictionary)?[name],
            !TreeValue.isNull(inside), kind.fit(inside) >= max(1, kind.fit(exact))
        {
            let path = [envelope.key, name]
            let spelling = SuggestionBuilder.spelling([envelope.key])
            if envelope.decides {
                // The rest of the model reads the envelope: its key is the model's, the one at the top the envelope's.
                visit.claimed.insert(envelope.key)
                let note =
                    "every other key is read from \(spelling): \(SuggestionBuilder.spelling(path)) is read, and the "
                    + "\(SuggestionBuilder.spelling([name])) at the top is the envelope's"
                keyNode.record(
                    SuggestionReading(sample: sample, choice: [path], confidence: .rule(.keyPath), note: note))
                return SuggestionResolution(value: inside, node: keyNode, choice: [path], searched: true)
            }
            // The envelope's key first: the hint reads it where both are there, as the other keys are read.
            visit.claimed.insert(name)
            visit.direct.insert(name)
            let choice = [path, [name]]
            let note =
                "the other keys are read from \(spelling), which has its own \(SuggestionBuilder.spelling([name]))"
            keyNode.record(
                SuggestionReading(
                    sample: sample, choice: choice, confidence: .ambiguous(choice.map(SuggestionBuilder.spelling)),
                    note: note))
            return SuggestionResolution(value: exact, node: keyNode, choice: [[name]], exact: true)
        }
        visit.claimed.insert(name)
        visit.direct.insert(name)
        let contest = spellingContest(name, exact: exact, kind: kind, in: visit)
        if let contest, contest.chosen.count > 1 {
            // Another spelling of the key holds another value of the kind asked for: which one is live?
            let choice = contest.chosen.map(\.segments)
            for key in choice.compactMap(\.first) {
                visit.claimed.insert(key)
                visit.direct.insert(key)
            }
            let spellings = choice.map(SuggestionBuilder.spelling)
            keyNode.record(
                SuggestionReading(sample: sample, choice: choice, confidence: .ambiguous(spellings), note: contest.note)
            )
            return SuggestionResolution(value: contest.chosen[0].value, node: keyNode, choice: choice)
        }
        // The key itself is read whatever it holds; note a value of another kind, or another spelling with the same.
        let misfit =
            TreeValue.isNull(exact) || kind.fit(exact) > 0
            ? nil : "\(name) holds \(SuggestionValueKind.describe(exact)); \(name) is \(kind)"
        keyNode.record(
            SuggestionReading(sample: sample, choice: [[name]], confidence: .exact, note: misfit ?? contest?.note))
        return SuggestionResolution(value: exact, node: keyNode, choice: [[name]], exact: true)
    }

    /// The key against its other spellings holding the kind asked for (``SuggestionChoice/contest(_:kind:)``).
    private func spellingContest(
        _ name: String, exact: Any, kind: SuggestionValueKind, in visit: SuggestionVisit
    ) -> (chosen: [SuggestionCandidate], note: String)? {
        let itself = SuggestionCandidate(segments: [name], value: exact, rank: .exact, rule: nil)
        guard SuggestionChoice.isLive(itself, kind) else { return nil }
        let others = keyIndex(of: visit).candidates(for: name, kind: kind, in: visit.object, matcher: &matcher)
            .candidates.filter { !visit.claimed.contains($0.segments.first ?? "") }
        return SuggestionChoice.contest([itself] + others, kind: kind)
    }

    /// Matches a missing key: own keys (through an array's wrapper), else a spelled path, else nested objects.
    private func match(
        _ name: String, kind: SuggestionValueKind, in visit: SuggestionVisit, node: SuggestionObjectNode
    ) -> (reading: SuggestionReading, value: Any?, searched: Bool) {
        let index = keyIndex(of: visit)
        var (candidates, rejected) = index.candidates(for: name, kind: kind, in: visit.object, matcher: &matcher)
        if kind == .array {
            candidates = candidates.map { SuggestionKeyIndex.unwrapped($0, for: name, matcher: &matcher) ?? $0 }
        }
        var choice = SuggestionChoice.choose(candidates, kind: kind, claimed: visit.claimed)
        // Why nothing matched is told by the first step that found candidates.
        var found = !candidates.isEmpty
        if choice.chosen.isEmpty {
            let flattened = SuggestionKeyIndex.flattenedCandidates(for: name, in: visit.object, matcher: &matcher)
            let vetoed = choice.vetoed
            choice = SuggestionChoice.choose(flattened, kind: kind, claimed: visit.claimed)
            if found { choice.vetoed = vetoed }
            found = found || !flattened.isEmpty
        }
        let searched = choice.chosen.isEmpty
        if choice.chosen.isEmpty {
            let excluded = excludedFromSearch(for: name, in: visit, node: node, index: index)
            var nested = nestedIndex(of: visit).nestedCandidates(
                for: name, kind: kind, excluded: excluded, matcher: &matcher)
            if kind == .array {
                nested = nested.map { SuggestionKeyIndex.unwrapped($0, for: name, matcher: &matcher) ?? $0 }
            }
            let vetoed = choice.vetoed
            choice = SuggestionChoice.choose(nested, kind: kind, claimed: visit.claimed)
            if found { choice.vetoed = vetoed }
        }
        let chosen = choice.chosen
        let confidence: HintSuggestion.Confidence
        var note: String?
        switch chosen.count {
        case 0:
            confidence = .unmatched
            let reasons = choice.vetoed.map { "\($0.spelling) holds \(SuggestionValueKind.describe($0.value))" }
            if !(reasons + rejected).isEmpty {
                note = (reasons + rejected).joined(separator: ", ") + "; \(name) is \(kind)"
            }
        case 1:
            confidence = .rule(chosen[0].rule ?? .caseInsensitive)
            note = [chosen[0].note, choice.note].compactMap { $0 }.joined(separator: "; ")
            if note?.isEmpty == true { note = nil }
        default:
            confidence = .ambiguous(chosen.map(\.spelling))
            note = choice.note
        }
        for candidate in chosen {
            guard let first = candidate.segments.first else { continue }
            visit.claimed.insert(first)
            if candidate.segments.count == 1 { visit.direct.insert(first) }
        }
        let reading = SuggestionReading(
            sample: sample, choice: chosen.map(\.segments), confidence: confidence, note: note)
        return (reading, chosen.first?.value, searched && !chosen.isEmpty)
    }

    /// Keys the nested search leaves alone: those the object's other coding keys read or would read.
    private func excludedFromSearch(
        for name: String, in visit: SuggestionVisit, node: SuggestionObjectNode, index: SuggestionKeyIndex
    ) -> Set<String> {
        var excluded = visit.direct
        for sibling in node.keys.keys where sibling != name {
            if visit.object[sibling] != nil {
                excluded.insert(sibling)
                continue
            }
            let (candidates, _) = index.candidates(
                for: sibling, kind: .unknown, in: visit.object, matcher: &matcher)
            for candidate in candidates { if let first = candidate.segments.first { excluded.insert(first) } }
        }
        return excluded
    }

    func hasCandidate(_ name: String, in visit: SuggestionVisit) -> Bool {
        if let known = visit.resolved[name] { return known.value != nil }
        if let inline = visit.inline {
            return !inlineCandidates(
                for: name, kind: .unknown, prefix: inline.prefix, root: inline.root, excluded: inline.excluded
            ).isEmpty
        }
        if visit.object[name] != nil { return true }
        return !keyIndex(of: visit).candidates(for: name, kind: .unknown, in: visit.object, matcher: &matcher)
            .candidates.isEmpty
            || !SuggestionKeyIndex.flattenedCandidates(for: name, in: visit.object, matcher: &matcher).isEmpty
            || !nestedIndex(of: visit).nestedCandidates(
                for: name, kind: .unknown, excluded: visit.direct, matcher: &matcher
            ).isEmpty
    }

    func keyIndex(of visit: SuggestionVisit) -> SuggestionKeyIndex {
        if let index = visit.index { return index }
        let index = SuggestionKeyIndex(object: visit.object, matcher: &matcher)
        visit.index = index
        return index
    }

    private func nestedIndex(of visit: SuggestionVisit) -> SuggestionNestedIndex {
        if let index = visit.nestedIndex { return index }
        let index = SuggestionNestedIndex(object: visit.object, matcher: &matcher)
        visit.nestedIndex = index
        return index
    }

    /// An error in one line: where the decode stopped and why.
    static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let rendered = PathText.render(context.codingPath)
            return rendered.isEmpty ? context.debugDescription : "at \(rendered): \(context.debugDescription)"
        }
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            return path(context)
        default:
            return "\(error)"
        }
    }
}

/// A `[String: Value]` dictionary, whose keys are data, read as they are, not matched to coding keys.
protocol ProbeStringKeyedDictionary {}

extension Dictionary: ProbeStringKeyedDictionary where Key == String, Value: Decodable {}

/// An `Optional`, whatever it wraps: a coding key read as one may be absent.
protocol ProbeOptional {}

extension Optional: ProbeOptional {}

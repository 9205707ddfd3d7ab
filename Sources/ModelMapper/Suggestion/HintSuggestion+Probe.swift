import Foundation

/// One coding key of the objects at one place in the model, across every object, element and sample read there.
final class SuggestionKeyNode {
    /// What each sample matched the key to: the chosen candidates (each a key, or a path's keys; none when nothing
    /// matched), with the confidence, once per distinct sample and choice.
    private(set) var readings: [SuggestionReading] = []
    private var seen = Set<SuggestionReading.Identity>()
    /// Whether the model asked for the key in the pass being made.
    private(set) var asked = false
    /// The objects the model decoded from this key's value (directly, or as elements of arrays or values of
    /// dictionaries), and how many `[*]` lie between the key and them.
    var child: SuggestionObjectNode?
    var childArrayDepth = 0

    func record(_ reading: SuggestionReading) {
        asked = true
        if seen.insert(reading.identity).inserted { readings.append(reading) }
    }

    /// Forgets what was read, keeping the structure (the coding keys asked for below), for another pass.
    func startOver() {
        readings = []
        seen = []
        asked = false
        child?.startOver()
    }
}

/// One sample's match for a coding key.
struct SuggestionReading {
    struct Identity: Hashable {
        let sample: Int
        let choice: [[String]]
    }

    let sample: Int
    let choice: [[String]]
    let confidence: HintSuggestion.Confidence
    /// What the entry should say about this reading (why nothing matched, a competitor, a single element).
    var note: String?

    var identity: Identity { Identity(sample: sample, choice: choice) }
}

/// The objects read at one place in the model.
final class SuggestionObjectNode {
    var keys: [String: SuggestionKeyNode] = [:]
    var visits: [SuggestionVisit] = []
    /// The key of the object that every coding key here not found as itself was read from (`payload` when they all
    /// read `payload.…`), as a first pass found it; `nil` when there is none or the objects disagree.
    var envelope: String? { envelopeMixed || envelopes.count != 1 ? nil : envelopes.first }
    private var envelopes = Set<String>()
    private var envelopeMixed = false

    /// Notes what one object's resolved coding keys say about an envelope: all those not found as themselves are
    /// key paths below one key of the object, and they are two or more, and more than those found as themselves.
    func learnEnvelope(from visit: SuggestionVisit) {
        let matched = visit.resolved.values.filter { !$0.exact && !$0.choice.isEmpty }
        let exact = visit.resolved.values.filter(\.exact).count
        guard matched.count >= 2, matched.count > exact else { return }
        let firsts = Set(matched.flatMap { $0.choice.map { $0.count > 1 ? $0[0] : "" } })
        guard firsts.count == 1, let first = firsts.first, !first.isEmpty, !visit.direct.contains(first) else {
            envelopeMixed = true
            return
        }
        envelopes.insert(first)
    }

    func startOver() {
        visits = []
        for node in keys.values { node.startOver() }
    }
}

/// One source object read by one decoder (a class and its superclass share it): the keys it has and those read.
final class SuggestionVisit {
    let object: [String: Any]
    /// The keys (and first keys of paths) coding keys read.
    var claimed = Set<String>()
    /// The keys coding keys read directly, not as the start of a path.
    var direct = Set<String>()
    var resolved: [String: SuggestionResolution] = [:]
    var index: SuggestionKeyIndex?

    init(object: [String: Any]) { self.object = object }
}

/// What a coding key of one object resolved to: the value read (`nil` when missing), the key's node, the chosen
/// candidates and whether the key was found as itself.
struct SuggestionResolution {
    let value: Any?
    let node: SuggestionKeyNode
    var choice: [[String]] = []
    var exact = false
}

/// Thrown by the decoder that finds out what kind of value a type asks for.
struct SuggestionSniff: Error {
    let kind: SuggestionValueKind
}

/// Decodes samples through ``ProbeDecoder`` and records what the model asks for (see ``HintSuggestion``).
final class SuggestionProbe {
    var matcher: SuggestionMatcher
    var sample = 0
    let root = SuggestionKeyNode()
    private var kinds: [ObjectIdentifier: SuggestionValueKind] = [:]
    /// The objects read in the sample being decoded, with where they were read.
    private var sampleVisits: [(visit: SuggestionVisit, node: SuggestionObjectNode)] = []
    /// Coding keys a model asked `decodeNil` for and has not read yet, resolved when the sample ends if it never
    /// does: the kind of the read, when it comes, decides among candidates.
    private var pending: [(visit: SuggestionVisit, node: SuggestionObjectNode, name: String)] = []

    /// The deepest nesting decoded, as for the coders (`Docs/Design.md#nothing-lost`).
    static let maximumDepth = 512

    init(options: HintSuggestion.Options) {
        matcher = SuggestionMatcher(options: options)
    }

    /// Decodes a value of any type from a probe decoder, with the types Foundation decodes specially read as the
    /// scalars they are in a tree.
    func decode<T: Decodable>(_ type: T.Type, with decoder: ProbeDecoder) throws -> T {
        guard decoder.depth <= SuggestionProbe.maximumDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "The model nests deeper than \(SuggestionProbe.maximumDepth) levels"))
        }
        let special: Any?
        switch type {
        case is URL.Type:
            special = decoder.value.flatMap(TreeValue.string).flatMap(URL.init(string:)) ?? URL(fileURLWithPath: "/")
        case is UUID.Type:
            special =
                decoder.value.flatMap(TreeValue.string).flatMap(UUID.init(uuidString:))
                ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        case is Date.Type: special = Date(timeIntervalSince1970: ProbeScalars.double(decoder.value))
        case is Data.Type: special = Data()
        case is Decimal.Type: special = Decimal(ProbeScalars.double(decoder.value))
        default: special = nil
        }
        if let special {
            guard let value = special as? T else { throw ProbeScalars.mismatch(T.self, decoder.codingPath) }
            return value
        }
        if type is any StringKeyedDictionaryDecodable.Type { return try T(from: decoder.readingDataKeys()) }
        return try T(from: decoder)
    }

    /// Records an object the sample reads.
    func visited(_ visit: SuggestionVisit, in node: SuggestionObjectNode) {
        sampleVisits.append((visit, node))
    }

    /// Defers a coding key the model asked `decodeNil` for, in case it is never read.
    func postpone(_ name: String, in visit: SuggestionVisit, node: SuggestionObjectNode) {
        pending.append((visit, node, name))
    }

    /// Ends a sample: resolves the keys a model only asked `decodeNil` for and, in the first pass, learns which
    /// objects are envelopes.
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

    /// Forgets what the first pass read, keeping the structure it learned.
    func startOver() {
        root.startOver()
    }

    /// The kind of value a type asks for, found once per type by decoding it from a decoder that stops at the first
    /// request.
    func kind<T: Decodable>(of type: T.Type, depth: Int = 0) -> SuggestionValueKind {
        switch type {
        case is Bool.Type: return .bool
        case is String.Type, is URL.Type, is UUID.Type, is Data.Type: return .string
        case is Double.Type, is Float.Type, is Decimal.Type: return .floatingPoint
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt8.Type,
            is UInt16.Type, is UInt32.Type, is UInt64.Type:
            return .integer
        case is Date.Type: return .scalar
        case is any StringKeyedDictionaryDecodable.Type: return .object
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

    /// Resolves a coding key of an object: the exact key (with a same-named key in the object's envelope as its
    /// competitor), else the best match by the rules, else nothing; records the outcome once per object.
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
        let resolution: SuggestionResolution
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
            visit.claimed.insert(name)
            visit.direct.insert(name)
            resolution = SuggestionResolution(value: exact, node: keyNode, choice: [[name]], exact: true)
            if let envelope = node.envelope, envelope != name,
                let inside = visit.object[envelope].flatMap(TreeValue.dictionary)?[name],
                !TreeValue.isNull(inside), kind.fit(inside) > 0
            {
                // The envelope's key first: the hint reads it where both are there, as the other keys are read.
                let choice = [[envelope, name], [name]]
                let spellings = choice.map(SuggestionBuilder.spelling)
                let note =
                    "the other keys are read from \(SuggestionBuilder.spelling([envelope])), which has its own "
                    + SuggestionBuilder.spelling([name])
                keyNode.record(
                    SuggestionReading(sample: sample, choice: choice, confidence: .ambiguous(spellings), note: note))
            } else {
                // The key itself is what the model reads, whatever it holds; a value of another kind is worth a word.
                let note =
                    TreeValue.isNull(exact) || kind.fit(exact) > 0
                    ? nil : "\(name) holds \(SuggestionValueKind.describe(exact)); \(name) is \(kind)"
                keyNode.record(SuggestionReading(sample: sample, choice: [[name]], confidence: .exact, note: note))
            }
        } else {
            let reading = match(name, kind: kind, in: visit, node: node)
            keyNode.record(reading.reading)
            resolution = SuggestionResolution(value: reading.value, node: keyNode, choice: reading.reading.choice)
        }
        visit.resolved[name] = resolution
        return resolution
    }

    /// Matches a coding key an object lacks by the rules: its own keys (an array's wrapper read through), else the
    /// objects nested in it; claims what it chooses, and says why nothing was chosen.
    private func match(
        _ name: String, kind: SuggestionValueKind, in visit: SuggestionVisit, node: SuggestionObjectNode
    ) -> (reading: SuggestionReading, value: Any?) {
        let index = visit.index ?? SuggestionKeyIndex(object: visit.object, matcher: &matcher)
        visit.index = index
        var (candidates, rejected) = index.candidates(for: name, kind: kind, in: visit.object, matcher: &matcher)
        if kind == .array {
            candidates = candidates.map { SuggestionKeyIndex.unwrapped($0, for: name, matcher: &matcher) ?? $0 }
        }
        var (chosen, vetoed) = SuggestionChoice.choose(candidates, kind: kind, claimed: visit.claimed)
        if chosen.isEmpty {
            let excluded = excludedFromSearch(for: name, in: visit, node: node, index: index)
            var nested = index.nestedCandidates(for: name, kind: kind, excluded: excluded, matcher: &matcher)
            if kind == .array {
                nested = nested.map { SuggestionKeyIndex.unwrapped($0, for: name, matcher: &matcher) ?? $0 }
            }
            let (chosenNested, vetoedNested) = SuggestionChoice.choose(nested, kind: kind, claimed: visit.claimed)
            chosen = chosenNested
            if candidates.isEmpty { vetoed = vetoedNested }
        }
        let confidence: HintSuggestion.Confidence
        var note: String?
        switch chosen.count {
        case 0:
            confidence = .unmatched
            let reasons = vetoed.map { "\($0.spelling) holds \(SuggestionValueKind.describe($0.value))" } + rejected
            if !reasons.isEmpty { note = reasons.joined(separator: ", ") + "; \(name) is \(kind)" }
        case 1:
            confidence = .rule(chosen[0].rule ?? .caseInsensitive)
            note = chosen[0].note
        default:
            confidence = .ambiguous(chosen.map(\.spelling))
        }
        for candidate in chosen {
            guard let first = candidate.segments.first else { continue }
            visit.claimed.insert(first)
            if candidate.segments.count == 1 { visit.direct.insert(first) }
        }
        let reading = SuggestionReading(
            sample: sample, choice: chosen.map(\.segments), confidence: confidence, note: note)
        return (reading, chosen.first?.value)
    }

    /// The keys of an object whose nested objects the search for a coding key leaves alone: those other coding keys
    /// of the object read, or would read (as themselves or by a rule).
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

    /// Whether an object has a candidate for a coding key, without choosing one yet.
    func hasCandidate(_ name: String, in visit: SuggestionVisit) -> Bool {
        if let known = visit.resolved[name] { return known.value != nil }
        if visit.object[name] != nil { return true }
        let index = visit.index ?? SuggestionKeyIndex(object: visit.object, matcher: &matcher)
        visit.index = index
        return !index.candidates(for: name, kind: .unknown, in: visit.object, matcher: &matcher).candidates.isEmpty
            || !index.nestedCandidates(for: name, kind: .unknown, excluded: visit.direct, matcher: &matcher).isEmpty
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

/// The values a probe hands a model for scalars: the sample's value where it has one of the right kind, otherwise
/// `false`, `0` or `""`. The probe learns structure; these values are thrown away.
enum ProbeScalars {
    static func bool(_ value: Any?) -> Bool {
        guard let value else { return false }
        if let bool = TreeValue.bool(value) { return bool }
        if case .int(let int) = TreeValue.number(value) { return int == 1 }
        return false
    }

    static func string(_ value: Any?) -> String {
        guard let value else { return "" }
        if let string = TreeValue.string(value) { return string }
        switch TreeValue.number(value) {
        case .int(let int): return String(int)
        case .uint(let uint): return String(uint)
        case .double(let double): return String(double)
        case .decimal(let decimal): return "\(decimal)"
        case nil: return ""
        }
    }

    static func double(_ value: Any?) -> Double {
        guard let value else { return 0 }
        switch TreeValue.number(value) {
        case .int(let int): return Double(int)
        case .uint(let uint): return Double(uint)
        case .double(let double): return double
        case .decimal(let decimal): return NSDecimalNumber(decimal: decimal).doubleValue
        case nil: return TreeValue.string(value).flatMap(Double.init) ?? 0
        }
    }

    static func integer<I: FixedWidthInteger>(_ value: Any?, as type: I.Type) -> I {
        guard let value else { return 0 }
        switch TreeValue.number(value) {
        case .int(let int): return I(exactly: int) ?? 0
        case .uint(let uint): return I(exactly: uint) ?? 0
        case .double(let double): return I(exactly: double) ?? 0
        case .decimal, nil: return TreeValue.string(value).flatMap { I($0) } ?? 0
        }
    }

    static func mismatch(_ type: Any.Type, _ codingPath: [any CodingKey]) -> DecodingError {
        .typeMismatch(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "The probe has no \(type) here"))
    }
}

/// A decoder over one sample value (or none) that records every coding key the model asks for, at the place in the
/// model it asks for it, and serves the best-matching source value.
final class ProbeDecoder: Decoder {
    let probe: SuggestionProbe
    /// The source value; `nil` when the sample has none here (the model is still asked what it reads).
    let value: Any?
    /// The coding key whose nested objects this decoder reads.
    let slot: SuggestionKeyNode
    /// How many arrays (or dictionaries) lie between ``slot`` and this value.
    let arrayDepth: Int
    let codingPath: [any CodingKey]
    let depth: Int
    /// Whether the keys of the object are data (a `[String: Value]` dictionary), not coding keys.
    let dataKeys: Bool
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The object read, shared by every keyed container of this decoder (a class and its superclass).
    private var visit: SuggestionVisit?

    init(
        probe: SuggestionProbe, value: Any?, slot: SuggestionKeyNode, arrayDepth: Int, codingPath: [any CodingKey],
        depth: Int = 0, dataKeys: Bool = false
    ) {
        self.probe = probe
        self.value = value.flatMap { TreeValue.isNull($0) ? nil : $0 }
        self.slot = slot
        self.arrayDepth = arrayDepth
        self.codingPath = codingPath
        self.depth = depth
        self.dataKeys = dataKeys
    }

    /// This decoder, reading the keys of its object as data.
    func readingDataKeys() -> ProbeDecoder {
        ProbeDecoder(
            probe: probe, value: value, slot: slot, arrayDepth: arrayDepth, codingPath: codingPath, depth: depth + 1,
            dataKeys: true)
    }

    /// A decoder for a value below this one.
    func child(
        _ value: Any?, slot: SuggestionKeyNode, arrayDepth: Int, key: any CodingKey
    ) -> ProbeDecoder {
        ProbeDecoder(
            probe: probe, value: value, slot: slot, arrayDepth: arrayDepth, codingPath: codingPath + [key],
            depth: depth + 1)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let object = value.flatMap(TreeValue.dictionary) ?? [:]
        if dataKeys { return KeyedDecodingContainer(ProbeDataKeyedContainer<Key>(decoder: self, object: object)) }
        let node: SuggestionObjectNode
        if let existing = slot.child {
            node = existing
        } else {
            node = SuggestionObjectNode()
            slot.child = node
            slot.childArrayDepth = arrayDepth
        }
        let visit: SuggestionVisit
        if let existing = self.visit {
            visit = existing
        } else {
            visit = SuggestionVisit(object: object)
            node.visits.append(visit)
            probe.visited(visit, in: node)
            self.visit = visit
        }
        return KeyedDecodingContainer(ProbeKeyedContainer<Key>(decoder: self, node: node, visit: visit))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProbeUnkeyedContainer(decoder: self, elements: value.flatMap(TreeValue.array) ?? [])
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ProbeSingleValueContainer(decoder: self)
    }
}

/// A model's keyed container over one source object: each coding key reads the source key it matches.
struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ProbeDecoder
    let node: SuggestionObjectNode
    let visit: SuggestionVisit

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { visit.object.keys.sorted().compactMap(Key.init(stringValue:)) }

    private func resolve(_ key: Key, kind: SuggestionValueKind) -> SuggestionResolution {
        decoder.probe.resolve(key.stringValue, kind: kind, in: visit, node: node)
    }

    func contains(_ key: Key) -> Bool {
        if decoder.probe.hasCandidate(key.stringValue, in: visit) {
            decoder.probe.postpone(key.stringValue, in: visit, node: node)
            return true
        }
        _ = resolve(key, kind: .unknown)
        return false
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if let known = visit.resolved[key.stringValue] { return known.value == nil }
        if let exact = visit.object[key.stringValue], !TreeValue.isNull(exact) { return false }
        // A candidate to read: leave the choice to the read that follows, whose type breaks ties.
        if decoder.probe.hasCandidate(key.stringValue, in: visit) {
            decoder.probe.postpone(key.stringValue, in: visit, node: node)
            return false
        }
        return resolve(key, kind: .unknown).value == nil
    }

    private func child(_ key: Key, kind: SuggestionValueKind) -> ProbeDecoder {
        let resolution = resolve(key, kind: kind)
        return decoder.child(resolution.value, slot: resolution.node, arrayDepth: 0, key: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.probe.decode(type, with: child(key, kind: decoder.probe.kind(of: type)))
    }

    /// Chooses the source key by the kind of `T` first: an optional model whose only candidate cannot be one is
    /// absent, and its keys are not asked for.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let resolution = resolve(key, kind: decoder.probe.kind(of: type))
        guard let value = resolution.value, !TreeValue.isNull(value) else { return nil }
        return try decoder.probe.decode(
            type, with: decoder.child(value, slot: resolution.node, arrayDepth: 0, key: key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key, kind: .object).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key, kind: .array).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = AnyCodingKey.super
        let resolution = decoder.probe.resolve(key.stringValue, kind: .object, in: visit, node: node)
        return decoder.child(resolution.value, slot: resolution.node, arrayDepth: 0, key: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { child(key, kind: .object) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        ProbeScalars.bool(resolve(key, kind: .bool).value)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        ProbeScalars.string(resolve(key, kind: .string).value)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        ProbeScalars.double(resolve(key, kind: .floatingPoint).value)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(ProbeScalars.double(resolve(key, kind: .floatingPoint).value))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: Int.self)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: Int8.self)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: Int16.self)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: Int32.self)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: Int64.self)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: UInt.self)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: UInt8.self)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: UInt16.self)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: UInt32.self)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        ProbeScalars.integer(resolve(key, kind: .integer).value, as: UInt64.self)
    }
}

/// The keyed container of a `[String: Value]` dictionary: its keys are data, and every value is read like an
/// array's element.
struct ProbeDataKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ProbeDecoder
    let object: [String: Any]

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.sorted().compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { object[key.stringValue].map(TreeValue.isNull) ?? true }

    private func child(_ key: Key) -> ProbeDecoder {
        decoder.child(object[key.stringValue], slot: decoder.slot, arrayDepth: decoder.arrayDepth + 1, key: key)
    }

    private func value(_ key: Key) -> Any? { object[key.stringValue] }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.probe.decode(type, with: child(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(object["super"], slot: decoder.slot, arrayDepth: decoder.arrayDepth + 1, key: AnyCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { child(key) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { ProbeScalars.bool(value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { ProbeScalars.string(value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { ProbeScalars.double(value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(ProbeScalars.double(value(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { ProbeScalars.integer(value(key), as: Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { ProbeScalars.integer(value(key), as: Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        ProbeScalars.integer(value(key), as: Int16.self)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        ProbeScalars.integer(value(key), as: Int32.self)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        ProbeScalars.integer(value(key), as: Int64.self)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { ProbeScalars.integer(value(key), as: UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        ProbeScalars.integer(value(key), as: UInt8.self)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        ProbeScalars.integer(value(key), as: UInt16.self)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        ProbeScalars.integer(value(key), as: UInt32.self)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        ProbeScalars.integer(value(key), as: UInt64.self)
    }
}

/// An array's container: every element is read at the same place in the model, one `[*]` deeper.
struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ProbeDecoder
    let elements: [Any]
    private(set) var currentIndex = 0

    init(decoder: ProbeDecoder, elements: [Any]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func nextDecoder() throws -> ProbeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                DecodingError.Context(
                    codingPath: codingPath + [AnyCodingKey(index: currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }
        let element = elements[currentIndex]
        let child = decoder.child(
            element, slot: decoder.slot, arrayDepth: decoder.arrayDepth + 1, key: AnyCodingKey(index: currentIndex))
        currentIndex += 1
        return child
    }

    private mutating func next() throws -> Any? { try nextDecoder().value }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, TreeValue.isNull(elements[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let child = try nextDecoder()
        return try child.probe.decode(type, with: child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextDecoder() }

    mutating func decode(_ type: Bool.Type) throws -> Bool { ProbeScalars.bool(try next()) }
    mutating func decode(_ type: String.Type) throws -> String { ProbeScalars.string(try next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { ProbeScalars.double(try next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(ProbeScalars.double(try next())) }
    mutating func decode(_ type: Int.Type) throws -> Int { ProbeScalars.integer(try next(), as: Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { ProbeScalars.integer(try next(), as: Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { ProbeScalars.integer(try next(), as: Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { ProbeScalars.integer(try next(), as: Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { ProbeScalars.integer(try next(), as: Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { ProbeScalars.integer(try next(), as: UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { ProbeScalars.integer(try next(), as: UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { ProbeScalars.integer(try next(), as: UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { ProbeScalars.integer(try next(), as: UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { ProbeScalars.integer(try next(), as: UInt64.self) }
}

/// A single value: the decoder's own value.
struct ProbeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: ProbeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == nil }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let inner = ProbeDecoder(
            probe: decoder.probe, value: decoder.value, slot: decoder.slot, arrayDepth: decoder.arrayDepth,
            codingPath: decoder.codingPath, depth: decoder.depth + 1)
        return try decoder.probe.decode(type, with: inner)
    }

    func decode(_ type: Bool.Type) throws -> Bool { ProbeScalars.bool(decoder.value) }
    func decode(_ type: String.Type) throws -> String { ProbeScalars.string(decoder.value) }
    func decode(_ type: Double.Type) throws -> Double { ProbeScalars.double(decoder.value) }
    func decode(_ type: Float.Type) throws -> Float { Float(ProbeScalars.double(decoder.value)) }
    func decode(_ type: Int.Type) throws -> Int { ProbeScalars.integer(decoder.value, as: Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { ProbeScalars.integer(decoder.value, as: Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { ProbeScalars.integer(decoder.value, as: Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { ProbeScalars.integer(decoder.value, as: Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { ProbeScalars.integer(decoder.value, as: Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { ProbeScalars.integer(decoder.value, as: UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { ProbeScalars.integer(decoder.value, as: UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { ProbeScalars.integer(decoder.value, as: UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { ProbeScalars.integer(decoder.value, as: UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { ProbeScalars.integer(decoder.value, as: UInt64.self) }
}

/// A decoder that finds out what a type asks for first: a keyed container (an object), an unkeyed one (an array)
/// or a scalar of some type, and throws ``SuggestionSniff`` with it.
struct SniffDecoder: Decoder {
    let probe: SuggestionProbe
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw SuggestionSniff(kind: .object)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw SuggestionSniff(kind: .array) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SniffSingleValueContainer(probe: probe, depth: depth)
    }
}

/// The single-value container of ``SniffDecoder``.
struct SniffSingleValueContainer: SingleValueDecodingContainer {
    let probe: SuggestionProbe
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw SuggestionSniff(kind: probe.kind(of: type, depth: depth + 1))
    }

    func decode(_ type: Bool.Type) throws -> Bool { throw SuggestionSniff(kind: .bool) }
    func decode(_ type: String.Type) throws -> String { throw SuggestionSniff(kind: .string) }
    func decode(_ type: Double.Type) throws -> Double { throw SuggestionSniff(kind: .floatingPoint) }
    func decode(_ type: Float.Type) throws -> Float { throw SuggestionSniff(kind: .floatingPoint) }
    func decode(_ type: Int.Type) throws -> Int { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt.Type) throws -> UInt { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw SuggestionSniff(kind: .integer) }
}

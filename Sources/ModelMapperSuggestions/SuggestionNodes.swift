import Foundation
import ModelMapper

/// One coding key of the objects at one place in the model, across every object, element and sample read there.
final class SuggestionKeyNode {
    /// What each sample matched the key to, once per distinct sample and choice.
    private(set) var readings: [SuggestionReading] = []
    private var seen = Set<SuggestionReading.Identity>()
    private(set) var asked = false
    /// The objects the model decoded from this key's value, and how many `[*]` lie between the key and them.
    var child: SuggestionObjectNode?
    var childArrayDepth = 0
    /// The kind asked for at the key, as the first pass learned it: the evidence of inline models.
    var kind = SuggestionValueKind.unknown
    /// A key no object has, for an inline model's unmatched coding key, so the decoder skips the parent's same key.
    var guardKey: String?
    /// The samples that have no value for a key the model requires: decoding them with the hints throws.
    private(set) var samplesMissingIt: [Int] = []

    func record(_ reading: SuggestionReading) {
        asked = true
        if seen.insert(reading.identity).inserted { readings.append(reading) }
    }

    func missRequired(in sample: Int) {
        if samplesMissingIt.last != sample { samplesMissingIt.append(sample) }
    }

    /// Forgets what was read, keeping the structure, for another pass.
    func startOver() {
        readings = []
        seen = []
        asked = false
        samplesMissingIt = []
        guardKey = nil
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

final class SuggestionObjectNode {
    var keys: [String: SuggestionKeyNode] = [:]
    var visits: [SuggestionVisit] = []
    /// The envelope the first pass found keys in (`payload`), and whether it wins over a key found as itself.
    var envelope: (key: String, decides: Bool)? {
        guard !envelopeMixed, envelopes.count == 1, let key = envelopes.first else { return nil }
        return (key, !envelopeOnlyCompetes)
    }
    private var envelopes = Set<String>()
    private var envelopeMixed = false
    private var envelopeOnlyCompetes = false

    /// Learns an envelope from one object: it wins over a key found as itself (`code` in `{"code": 0, "data":
    /// {"code": "A-17"}}`) when two or more keys and none outside are read from it, else it only competes.
    func learnEnvelope(from visit: SuggestionVisit) {
        let searched = visit.resolved.values.filter { $0.searched && !$0.choice.isEmpty }
        guard !searched.isEmpty else { return }
        let firsts = Set(searched.flatMap { $0.choice.compactMap(\.first) })
        guard firsts.count == 1, let first = firsts.first, !visit.direct.contains(first) else {
            envelopeMixed = true
            return
        }
        let inside = visit.object[first].flatMap(TreeValue.dictionary) ?? [:]
        var competitors = 0
        var inObject = 0
        for (name, resolution) in visit.resolved where !resolution.searched && !resolution.choice.isEmpty {
            if resolution.exact, let value = inside[name], !TreeValue.isNull(value) {
                competitors += 1
            } else {
                inObject += 1
            }
        }
        if inObject == 0, searched.count >= 2 {
            envelopes.insert(first)
        } else if inObject == 0 || (searched.count >= 2 && searched.count > inObject + competitors) {
            envelopes.insert(first)
            envelopeOnlyCompetes = true
        }
    }

    func startOver() {
        visits = []
        for node in keys.values { node.startOver() }
    }
}

/// One source object read by one decoder (a class and its superclass share it): the keys it has and those read.
final class SuggestionVisit {
    let object: [String: Any]
    let sample: Int
    /// `false` for the empty object read in place of a missing value.
    let present: Bool
    /// The keys (and first keys of paths) coding keys read.
    var claimed = Set<String>()
    /// The keys coding keys read directly, not as the start of a path.
    var direct = Set<String>()
    var optional = Set<String>()
    var resolved: [String: SuggestionResolution] = [:]
    var index: SuggestionKeyIndex?
    var nestedIndex: SuggestionNestedIndex?
    /// For an inline model's object: the object it is part of, and how its keys are found there; `nil` otherwise.
    let inline: SuggestionInline?
    /// The keys of the object after a prefix, indexed, by the prefix's words.
    var inlineIndexes: [[String]: SuggestionInlineIndex] = [:]

    init(object: [String: Any], sample: Int, present: Bool, inline: SuggestionInline? = nil) {
        self.object = object
        self.sample = sample
        self.present = present
        self.inline = inline
    }
}

/// How an inline model reads its keys: from its parent's object, after a prefix's words (`["cust"]` for `CUST_NAME`).
struct SuggestionInline {
    /// The parent's visit; unowned against a cycle, as the object node owns it while the probe and builder run.
    unowned let root: SuggestionVisit
    /// The prefix's words, lowercased; an inline model inside an inline model starts with its parent's.
    let prefix: [String]
    /// The source keys the parent's other coding keys read or would read, which the model leaves alone.
    let excluded: Set<String>
    let modelKey: String

    var name: String { prefix.joined(separator: "_") }
}

/// The keys of an object that start with a prefix's words, by the rest of their words (`name` for `CUST_NAME`).
struct SuggestionInlineIndex {
    /// Each key's rest (its words joined by `_`) and value.
    let rests: [String: Any]
    let sourceKeys: [String: String]
    let index: SuggestionKeyIndex

    init(object: [String: Any], prefix: [String], matcher: inout SuggestionMatcher) {
        var rests: [String: Any] = [:]
        var sourceKeys: [String: String] = [:]
        for key in object.keys.sorted() {
            let words = matcher.words(key)
            guard words.count > prefix.count, words.starts(with: prefix), let value = object[key] else { continue }
            let rest = words.dropFirst(prefix.count).joined(separator: "_")
            guard sourceKeys[rest] == nil else { continue }
            rests[rest] = value
            sourceKeys[rest] = key
        }
        self.rests = rests
        self.sourceKeys = sourceKeys
        index = SuggestionKeyIndex(object: rests, matcher: &matcher)
    }
}

/// What a coding key of one object resolved to, and how.
struct SuggestionResolution {
    let value: Any?
    let node: SuggestionKeyNode
    var kind = SuggestionValueKind.unknown
    var choice: [[String]] = []
    var exact = false
    var searched = false
    /// For an inline model: how its coding keys are read from the object it shares with its parent.
    var inline: SuggestionInline?
}

/// Thrown by the decoder that finds out what kind of value a type asks for.
struct SuggestionSniff: Error {
    let kind: SuggestionValueKind
}

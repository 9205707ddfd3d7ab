/// What a lookup in a source object found.
enum Lookup<Value> {
    /// The value found.
    case found(Value)
    /// The object has no such value.
    case missing
    /// The source cannot tell without the object's members (see ``HintedSource``).
    case undecided

    /// The value found, or `nil` for a missing or undecided one.
    var value: Value? {
        if case .found(let value) = self { value } else { nil }
    }

    @inline(__always)
    func map<Other>(_ transform: (Value) -> Other) -> Lookup<Other> {
        switch self {
        case .found(let value): .found(transform(value))
        case .missing: .missing
        case .undecided: .undecided
        }
    }
}

/// A source object that hints read: a tree's dictionary, or a scanned JSON object read key by key as bytes
/// (``JSONObjectView``), which answers ``Lookup/undecided`` where only the object's members can tell. The hint rules
/// are written once, over this protocol, so that both read alike (`Docs/Design.md#keys-compared-as-bytes`).
protocol HintedSource {
    /// The value under `key`.
    mutating func lookup(_ key: String) -> Lookup<Any>
    /// The object's members, for the rules that need every key (a key pattern, an inline model), if at hand.
    var membersAtHand: [String: Any]? { get }
}

extension Dictionary: HintedSource where Key == String, Value == Any {
    @inline(__always)
    func lookup(_ key: String) -> Lookup<Any> {
        if let value = self[key] { .found(value) } else { .missing }
    }

    var membersAtHand: [String: Any]? { self }
}

extension HintSource {
    /// Finds the value this source names in a source object (``resolve(in:modelKey:)``), or says the source cannot
    /// tell.
    func resolve<Source: HintedSource>(in object: inout Source, modelKey: String) -> Lookup<SourceMatch> {
        switch self {
        case .sameKey:
            return object.lookup(modelKey).map { SourceMatch(value: $0, step: .key(modelKey)) }
        case .key(let key):
            return object.lookup(key).map { SourceMatch(value: $0, step: .key(key)) }
        case .keyOrPath(let key, let path):
            switch object.lookup(key) {
            case .found(let value): return .found(SourceMatch(value: value, step: .key(key)))
            case .undecided: return .undecided
            case .missing: return path.resolve(in: &object).map { SourceMatch(value: $0, step: .path(path)) }
            }
        case .path(let path):
            return path.resolve(in: &object).map { SourceMatch(value: $0, step: .path(path)) }
        case .candidates(let candidates):
            var firstNull: SourceMatch?
            for candidate in candidates {
                switch candidate.resolve(in: &object, modelKey: modelKey) {
                case .found(let found):
                    if !TreeValue.isNull(found.value) { return .found(found) }
                    if firstNull == nil { firstNull = found }
                case .missing: continue
                case .undecided: return .undecided
                }
            }
            return firstNull.map(Lookup.found) ?? .missing
        case .keyPattern(let pattern):
            guard let members = object.membersAtHand else { return .undecided }
            // The key spelled exactly like the pattern's text first: it is where encoding writes the value.
            if let value = members[pattern.text] { return .found(SourceMatch(value: value, step: .key(pattern.text))) }
            guard let key = members.keys.lazy.filter(pattern.matches).min(), let value = members[key] else {
                return .missing
            }
            return .found(SourceMatch(value: value, step: .key(key)))
        case .inline:
            guard let members = object.membersAtHand else { return .undecided }
            return .found(SourceMatch(value: members, step: .inline))
        case .invalid:
            return .missing
        }
    }
}

extension SourcePath {
    /// Follows the path from a source object: its first key through the object's lookup, the rest through the tree.
    func resolve<Source: HintedSource>(in object: inout Source) -> Lookup<Any> {
        guard let first = segments.first, case .key(let key) = first else {
            guard let members = object.membersAtHand else { return .undecided }
            return resolve(from: members, segments[...]).map(Lookup.found) ?? .missing
        }
        switch object.lookup(key) {
        case .found(let value): return resolve(from: value, segments.dropFirst()).map(Lookup.found) ?? .missing
        case .missing: return .missing
        case .undecided: return .undecided
        }
    }

    private func resolve(from value: Any, _ segments: ArraySlice<SourcePath.Segment>) -> Any? {
        var current = value
        for segment in segments {
            switch segment {
            case .key(let key):
                guard let dictionary = TreeValue.dictionary(current), let next = dictionary[key] else { return nil }
                current = next
            case .index(let index):
                guard let array = TreeValue.array(current), index < array.count else { return nil }
                current = array[index]
            }
        }
        return current
    }
}

extension HintedObject {
    /// Finds a coding key's value in a source object through its hint, if any: the rules of ``find(_:)``.
    static func find<Source: HintedSource>(
        _ name: String, hint: Hint?, in object: inout Source, keyIndex: KeyIndex?
    ) -> Lookup<FoundValue> {
        guard let hint else { return findUnhinted(name, hint: nil, in: &object, keyIndex: keyIndex) }
        let found: FoundValue
        if hint.isInline {
            guard let members = object.membersAtHand else { return .undecided }
            let inline = HintedObject(object: members, hints: .empty, keyIndex: keyIndex)
            guard inline.inlineModelIsPresent(hint, depth: 0) else { return .missing }
            return .found(FoundValue(value: members, step: .inline, hint: hint))
        }
        if case .sameKey = hint.source {
            switch findUnhinted(name, hint: hint, in: &object, keyIndex: keyIndex) {
            case .found(let unhinted): found = unhinted
            case .missing: return .missing
            case .undecided: return .undecided
            }
        } else {
            switch hint.source.resolve(in: &object, modelKey: name) {
            case .found(let match): found = FoundValue(value: match.value, step: match.step, hint: hint)
            case .missing: return .missing
            case .undecided: return .undecided
            }
        }
        if let entries = hint.entries, let made = entries.elements(of: found.value) {
            return .found(FoundValue(value: made.elements, step: .entries(found.step, keys: made.keys), hint: hint))
        }
        return .found(found)
    }

    @inline(__always)
    private static func findUnhinted<Source: HintedSource>(
        _ name: String, hint: Hint?, in object: inout Source, keyIndex: KeyIndex?
    ) -> Lookup<FoundValue> {
        switch object.lookup(name) {
        case .found(let value): return .found(FoundValue(value: value, step: .key(name), hint: hint))
        case .undecided: return .undecided
        case .missing:
            guard let keyIndex, let sourceKey = keyIndex.sourceKey(for: name) else { return .missing }
            return object.lookup(sourceKey).map { FoundValue(value: $0, step: .key(sourceKey), hint: hint) }
        }
    }
}

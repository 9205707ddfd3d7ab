/// Where a hint entry reads its value: the internal form of ``Hint``'s source.
enum HintSource: Sendable, Hashable {
    /// The model key itself (a hint that only carries nested hints).
    case sameKey
    case key(String)
    /// A literal key when the source has it, otherwise the key path it spells.
    case keyOrPath(String, SourcePath)
    case path(SourcePath)
    case candidates([HintSource])
    case keyPattern(Hint.KeyPattern)
    /// The parent's own object: an inline model (``Hint/inline(_:)``).
    case inline
    /// A malformed entry, with the reason; rejected before decoding.
    case invalid(String)

    /// Reads a string the way a string literal hint does: a key, or a key that may also be a path.
    init(flexible string: String) {
        if SourcePath.looksLikePath(string), case .success(let path) = SourcePath.parse(string) {
            self = .keyOrPath(string, path)
        } else {
            self = .key(string)
        }
    }

    var spellings: [String] {
        switch self {
        case .sameKey, .inline, .invalid: []
        case .key(let key), .keyOrPath(let key, _): [key]
        case .path(let path): [path.spelling]
        case .candidates(let candidates): candidates.flatMap(\.spellings)
        case .keyPattern(let pattern): [pattern.spelling]
        }
    }

    /// The first source key this source reads at the top level of the object, if it reads one.
    var primaryKey: String? {
        switch self {
        case .sameKey, .inline, .invalid: nil
        case .key(let key), .keyOrPath(let key, _): key
        case .path(let path):
            if case .key(let key) = path.segments.first { key } else { nil }
        case .candidates(let candidates): candidates.first?.primaryKey
        case .keyPattern: nil
        }
    }

    var problem: String? {
        switch self {
        case .sameKey, .keyOrPath, .path, .inline: nil
        case .key(let key): key.isEmpty ? "the source key is empty" : nil
        case .keyPattern(let pattern): pattern.text.isEmpty ? "the key pattern is empty" : nil
        case .invalid(let reason): reason
        case .candidates(let candidates):
            candidates.isEmpty ? "the candidate list is empty" : candidates.lazy.compactMap(\.problem).first
        }
    }
}

/// A step taken through the source tree, to name source locations in messages. An element of an array made of an
/// object's entries is reached by its key (``entry(_:)``): `series.1700000000.value`, not `series[0].value`.
enum SourceStep: Sendable {
    case key(String)
    case path(SourcePath)
    case index(Int)
    /// The step to an object read as an array of its entries, with the entries' keys in element order.
    indirect case entries(SourceStep, keys: [String])
    /// An element of an array made from an object's entries: the entry's key in that object.
    case entry(String)
    /// A model read from its parent's object (``Hint/inline(_:)``): no step in the source.
    case inline

    func render(into text: inout String) {
        switch self {
        case .index(let index):
            PathText.append(index: index, to: &text)
        case .key(let key), .entry(let key):
            PathText.append(key: key, to: &text)
        case .path(let path):
            path.render(into: &text)
        case .entries(let step, _):
            step.render(into: &text)
        case .inline:
            break
        }
    }

    /// The step that reached the value in its object, without the entry keys an ``entries(_:keys:)`` step adds.
    var reached: SourceStep {
        if case .entries(let step, _) = self { return step }
        return self
    }

    /// The step to the element at `index` of the array this step reached: its entry's key, or the index.
    func elementStep(_ index: Int) -> SourceStep {
        if case .entries(_, let keys) = self { return Self.element(index, entryKeys: keys) }
        return .index(index)
    }

    @inline(__always)
    static func element(_ index: Int, entryKeys: [String]?) -> SourceStep {
        guard let entryKeys, entryKeys.indices.contains(index) else { return .index(index) }
        return .entry(entryKeys[index])
    }
}

/// A value found in a source object and the step that reached it (a struct: a tuple's metadata is looked up per use).
struct SourceMatch {
    let value: Any
    let step: SourceStep
}

extension HintSource {
    func resolve(in object: [String: Any], modelKey: String) -> SourceMatch? {
        switch self {
        case .sameKey:
            return object[modelKey].map { SourceMatch(value: $0, step: .key(modelKey)) }
        case .key(let key):
            return object[key].map { SourceMatch(value: $0, step: .key(key)) }
        case .keyOrPath(let key, let path):
            if let value = object[key] { return SourceMatch(value: value, step: .key(key)) }
            return path.resolve(in: object).map { SourceMatch(value: $0, step: .path(path)) }
        case .path(let path):
            return path.resolve(in: object).map { SourceMatch(value: $0, step: .path(path)) }
        case .candidates(let candidates):
            var firstNull: SourceMatch?
            for candidate in candidates {
                guard let found = candidate.resolve(in: object, modelKey: modelKey) else { continue }
                if !TreeValue.isNull(found.value) { return found }
                if firstNull == nil { firstNull = found }
            }
            return firstNull
        case .keyPattern(let pattern):
            // The key spelled exactly like the pattern's text first: it is where encoding writes the value.
            if let value = object[pattern.text] { return SourceMatch(value: value, step: .key(pattern.text)) }
            guard let key = object.keys.lazy.filter(pattern.matches).min(), let value = object[key] else { return nil }
            return SourceMatch(value: value, step: .key(key))
        case .inline:
            return SourceMatch(value: object, step: .inline)
        case .invalid:
            return nil
        }
    }
}

extension SourcePath {
    func resolve(in object: [String: Any]) -> Any? {
        Self.follow(segments[...], from: object)
    }

    static func follow(_ segments: ArraySlice<Segment>, from value: Any) -> Any? {
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

extension HintSource {
    /// Where encoding writes a value read through this source: a path as a path, candidates at the first candidate.
    func writeTarget(modelKey: String) -> WriteTarget {
        switch self {
        case .sameKey, .invalid:
            return .key(modelKey)
        case .key(let key):
            return .key(key)
        case .keyOrPath(_, let path), .path(let path):
            if path.segments.count == 1, case .key(let key) = path.segments[0] { return .key(key) }
            return .path(path.segments)
        case .candidates(let candidates):
            return candidates.first?.writeTarget(modelKey: modelKey) ?? .key(modelKey)
        case .keyPattern(let pattern):
            return .key(pattern.text)
        case .inline:
            return .parentObject
        }
    }
}

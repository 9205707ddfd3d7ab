/// A value found for a coding key, with the source step that reached it and the hint that chose it (if any).
struct FoundValue {
    let value: Any
    let step: SourceStep
    let hint: Hint?
    /// Whether the hint gives the value a wire form (``Hint/wire(_:)``): a flag the decoder tests on every read.
    let hasWireForm: Bool

    init(value: Any, step: SourceStep, hint: Hint?) {
        self.value = value
        self.step = step
        self.hint = hint
        hasWireForm = hint?.hasWireForm ?? false
    }

    /// A value found under `hint`, with the hint's ``Hint/entries(keyedInto:valuesInto:order:)`` rule applied if one
    /// applies: ``applyingEntries()`` without the copy of a value found first.
    @inline(__always)
    init(value: Any, step: SourceStep, applyingEntriesOf hint: Hint) {
        if let entries = hint.entries, let made = entries.elements(of: value) {
            self.init(value: made.elements, step: .entries(step, keys: made.keys), hint: hint)
        } else {
            self.init(value: value, step: step, hint: hint)
        }
    }

    var nested: HintTree? { hint?.nestedTree }

    /// The value with its hint's ``Hint/entries(keyedInto:valuesInto:order:)`` rule applied, if one applies.
    @inline(__always)
    func applyingEntries() -> FoundValue {
        guard let hint, let entries = hint.entries, let made = entries.elements(of: value) else { return self }
        return FoundValue(value: made.elements, step: .entries(step, keys: made.keys), hint: hint)
    }
}

/// One source object read through the hints for its coding keys: the single place where the hint rules decide which
/// value a coding key reads, for the decoder, ``HintTree/remap(_:maximumDepth:)`` and the report alike. A hinted key
/// reads what its hint names (absent when it finds nothing); otherwise the exact key; otherwise the converted one.
struct HintedObject {
    let object: [String: Any]
    let hints: HintTree
    let keyIndex: KeyIndex?

    /// Finds a coding key's value, applying the hint's ``Hint/entries(keyedInto:valuesInto:order:)`` rule.
    @inline(__always)
    func find(_ name: String) -> FoundValue? {
        guard let hint = hints.hint(forKey: name) else { return findUnhinted(name, hint: nil) }
        return find(name, handing: hint)
    }

    /// As ``find(_:hint:)``, for a hint its caller hands over: a renamed key, read as
    /// ``HintSource/resolve(in:modelKey:)`` reads ``HintSource/key(_:)``, gives its value the hint without another
    /// retain.
    func find(_ name: String, handing hint: consuming Hint) -> FoundValue? {
        guard let key = hint.onlyKey else { return find(name, hint: hint) }
        guard let value = object[key] else { return nil }
        return FoundValue(value: value, step: .key(key), applyingEntriesOf: hint)
    }

    func find(_ name: String, hint: Hint) -> FoundValue? {
        let found: FoundValue
        if hint.isInline {
            guard inlineModelIsPresent(hint, depth: 0) else { return nil }
            return FoundValue(value: object, step: .inline, hint: hint)
        }
        if case .sameKey = hint.source {
            guard let unhinted = findUnhinted(name, hint: hint) else { return nil }
            found = unhinted
        } else {
            guard let match = hint.source.resolve(in: object, modelKey: name) else { return nil }
            found = FoundValue(value: match.value, step: match.step, hint: hint)
        }
        return found.applyingEntries()
    }

    /// Whether an inline model is in the object: it has no nested hints, or one finds a value other than `null`.
    private func inlineModelIsPresent(_ hint: Hint, depth: Int) -> Bool {
        guard let nested = hint.nestedTree, depth < HintTree.maximumTreeDepth else { return true }
        let inner = HintedObject(object: object, hints: nested, keyIndex: keyIndex)
        return nested.entries.contains { modelKey, hint in
            if hint.isInline { return inner.inlineModelIsPresent(hint, depth: depth + 1) }
            guard let found = inner.find(modelKey, hint: hint) else { return false }
            return !TreeValue.isNull(found.value)
        }
    }

    /// Finds a coding key's value by its own name, for a key without a hint or with a hint that names no source.
    @inline(__always)
    func findUnhinted(_ name: String, hint: Hint?) -> FoundValue? {
        if let value = object[name] { return FoundValue(value: value, step: .key(name), hint: hint) }
        if let keyIndex, let sourceKey = keyIndex.sourceKey(for: name), let value = object[sourceKey] {
            return FoundValue(value: value, step: .key(sourceKey), hint: hint)
        }
        return nil
    }

    /// The coding keys this object can provide, sorted: the hinted keys that find a value, and every source key
    /// that no hint read and no hinted coding key shadows (converted by the key strategy).
    func availableKeys() -> [String] {
        var names = Set<String>()
        var read = Set<String>()
        for (modelKey, hint) in hints.entries {
            guard let found = find(modelKey, hint: hint) else { continue }
            names.insert(modelKey)
            if let key = found.step.topLevelKey { read.insert(key) }
        }
        let convertedKeys = keyIndex?.convertedKeyBySourceKey() ?? [:]
        for sourceKey in object.keys where !read.contains(sourceKey) {
            let name = convertedKeys[sourceKey] ?? sourceKey
            if hints.hint(forKey: name) == nil { names.insert(name) }
        }
        return names.sorted()
    }
}

extension SourceStep {
    var topLevelKey: String? {
        switch self {
        case .key(let key): key
        case .path(let path): if case .key(let key) = path.segments.first { key } else { nil }
        case .entries(let step, _): step.topLevelKey
        case .index, .entry, .inline: nil
        }
    }
}

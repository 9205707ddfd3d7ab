extension HintTree {
    /// A copy of a source tree with its keys rewritten into the model's spelling, for code that expects the model's
    /// keys (decoding never needs it); ``reverseRemap(_:maximumDepth:)`` undoes it.
    ///
    /// Each object is read as the decoder reads it: a hinted coding key gets what its hint finds (left out when it
    /// finds nothing, even if the source has a key so named); a key a hint read whole is dropped; every other key is
    /// kept. Key strategies and ``HintProviding`` hints are not applied.
    /// `(["name": "NAME"] as HintTree).remap(["NAME": "R&D", "id": 7])` is `["name": "R&D", "id": 7]`.
    ///
    /// - Throws: ``ModelMapperError/Code-swift.struct/invalidHint``, or
    ///   ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` past `maximumDepth` and
    ///   ``ModelMapperError/Code-swift.struct/cycleDetected`` on a cycle.
    public func remap(_ source: Any, maximumDepth: Int = 512) throws -> Any {
        try validate()
        var walk = TreeWalk(maximumDepth: maximumDepth)
        return try remap(source, walk: &walk)
    }

    private func remap(_ value: Any, walk: inout TreeWalk) throws -> Any {
        if let object = TreeValue.dictionary(value) {
            return try walk.entering(value) { walk in try remapObject(object, walk: &walk) }
        }
        if let array = TreeValue.array(value) {
            return try walk.entering(value) { walk in
                var result: [Any] = []
                result.reserveCapacity(array.count)
                let arrayStep = walk.steps.last
                for (index, element) in array.enumerated() {
                    let step = arrayStep?.elementStep(index) ?? .index(index)
                    result.append(try walk.at(step) { walk in try remap(element, walk: &walk) })
                }
                return result
            }
        }
        return value
    }

    /// Rewrites one object: the values the hints find under their coding keys, then, when `keepingUnread`, the keys no
    /// hint read (an inline model's object leaves those to its parent, so that each key lands in one place).
    private func remapObject(
        _ object: [String: Any], walk: inout TreeWalk, keepingUnread: Bool = true
    ) throws -> [String: Any] {
        let source = HintedObject(object: object, hints: self, keyIndex: nil)
        var result: [String: Any] = [:]
        result.reserveCapacity(keepingUnread ? object.count : entries.count)
        var read = Set<String>()
        for modelKey in entries.keys.sorted() {
            guard let hint = entries[modelKey], let found = source.find(modelKey, hint: hint) else { continue }
            if let key = found.step.keyReadWhole { read.insert(key) }
            if case .inline = found.step {
                // The parent's object again, one level down in the result (as the decoder counts an inline model),
                // holding what the nested hints read there and nothing else.
                let nested = found.nested ?? .empty
                if keepingUnread { nested.addKeysRead(in: object, to: &read, depth: 0) }
                result[modelKey] = try walk.at(found.step, addingDepth: 1) { walk in
                    try nested.remapObject(object, walk: &walk, keepingUnread: false)
                }
            } else if let nested = found.nested {
                let remapped = try walk.at(found.step) { walk in try nested.remap(found.value, walk: &walk) }
                result[modelKey] = remapped
            } else if let form = hint.wireForm {
                result[modelKey] = form.read(found.value)
            } else {
                result[modelKey] = found.value
            }
        }
        guard keepingUnread else { return result }
        for (key, value) in object where !read.contains(key) && hint(forKey: key) == nil && result[key] == nil {
            result[key] = value
        }
        return result
    }

    /// Adds the keys this tree's hints read whole from `object`, an inline model's included, which its parent drops.
    private func addKeysRead(in object: [String: Any], to read: inout Set<String>, depth: Int) {
        guard depth < HintTree.maximumTreeDepth else { return }
        let source = HintedObject(object: object, hints: self, keyIndex: nil)
        for (modelKey, hint) in entries {
            guard let found = source.find(modelKey, hint: hint) else { continue }
            if let key = found.step.keyReadWhole { read.insert(key) }
            if case .inline = found.step { found.nested?.addKeysRead(in: object, to: &read, depth: depth + 1) }
        }
    }
}

extension SourceStep {
    /// The key whose whole value this step read: a key, or a key path of that one key; a longer path leaves the key.
    fileprivate var keyReadWhole: String? {
        switch reached {
        case .key(let key): return key
        case .path(let path):
            guard path.segments.count == 1, case .key(let key) = path.segments[0] else { return nil }
            return key
        default: return nil
        }
    }
}

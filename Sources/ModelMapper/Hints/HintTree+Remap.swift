extension HintTree {
    /// Returns a copy of a source tree with its keys rewritten into the model's spelling.
    ///
    /// Decoding never needs this: ``DictionaryDecoder`` reads the source through the hints as it goes. Use it when
    /// you want the rewritten dictionary itself, for example to hand it to code that expects the model's keys.
    ///
    /// Each object is read exactly as the decoder reads it (the same rules decide which source value each coding
    /// key gets; see *Hint semantics* in `Docs/Design.md`), and written model-keyed:
    ///
    /// - each hinted coding key receives the value its hint finds, read through the nested hints (an
    ///   ``Hint/entries(keyedInto:valuesInto:order:)`` hint turns the object into its array first); a hinted coding
    ///   key whose hint finds nothing is left out, **even when the source has a key of that name**, because
    ///   decoding with the hints would not read it either;
    /// - an ``Hint/inline(_:)`` model gets an object of its own that holds what its nested hints read in its parent's
    ///   object and nothing else (an empty object when it has none);
    /// - a top-level source key that a hint read whole (a key, or a key path of that one key) is dropped, an inline
    ///   model's included; every other key is kept as it is, in the parent's object only.
    ///
    /// Arrays are rewritten element by element with the same hints; other values are returned unchanged. Key
    /// strategies are not applied. The result never depends on dictionary iteration order. A flat row read through
    /// renames (a key, or a key path of one key) and inline models has each of its keys in one place of the result,
    /// and ``reverseRemap(_:maximumDepth:)`` gives the row back, unless two hints read one key or a hinted coding key
    /// shadows a key of its own name.
    ///
    /// For a model type `T` whose coding keys are not also source keys that hints read, decoding the result without
    /// hints (with `.useDefaultKeys`) gives what decoding the source with the hints gives. Four cases differ, because
    /// the rewrite does not know the model or the decoder: a `[String: Value]` dictionary property (the decoder
    /// applies hints to its values, the rewrite to its keys), a type's own hints (``HintProviding``), a kept key
    /// that a converting key strategy turns into a hinted coding key's name (`ADDRESS` beside a hint `address` ←
    /// `ADDR` under `.caseInsensitive`), which the unhinted decode reads where the hint shadowed it, and an inline
    /// model's coding key that its nested hints do not name (the decoder reads it in the parent's object, where the
    /// rewrite leaves it).
    ///
    /// ```swift
    /// let hints: HintTree = ["name": "NAME", "members": .key("MEMBERS", nested: ["age": "Age"])]
    /// let tree = try hints.remap(["NAME": "R&D", "MEMBERS": [["Age": 25]], "id": 7])
    /// // ["name": "R&D", "members": [["age": 25]], "id": 7]
    /// ```
    ///
    /// - Parameters:
    ///   - source: The source tree: usually a `[String: Any]` or `[Any]`.
    ///   - maximumDepth: The deepest nesting to rewrite. Default: 512.
    /// - Returns: The rewritten tree.
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/invalidHint`` when the hints
    ///   are invalid, ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` when the source is nested deeper
    ///   than `maximumDepth`, or ``ModelMapperError/Code-swift.struct/cycleDetected`` when a Foundation container
    ///   contains itself.
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

    /// Rewrites one object: the values the hints find, under their coding keys, and then, when `keepingUnread`, the
    /// keys that no hint read. An inline model's object is rewritten from its parent's object without them: the keys
    /// its hints do not read are the parent's, which keeps them, so that each key of the source lands in one place.
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

    /// Adds the keys of `object` that this tree's hints read whole, an inline model's included: an inline model reads
    /// its keys from the object its parent is read from, so the parent does not keep them.
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
    /// The key of the object whose whole value this step read: a key, or a key path of that one key (`.path("NAME")`,
    /// or `.path(#"CUST\.NAME"#)` for the key `CUST.NAME`), which reads and writes exactly what the key does. A longer
    /// path reads a value inside the key's, and leaves the key to the object.
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

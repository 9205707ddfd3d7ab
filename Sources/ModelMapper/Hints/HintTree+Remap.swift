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
    /// - a top-level source key that a hint read is dropped; every other key is kept as it is.
    ///
    /// Arrays are rewritten element by element with the same hints; other values are returned unchanged. Key
    /// strategies are not applied. The result never depends on dictionary iteration order.
    ///
    /// For a model type `T` whose coding keys are not also source keys that hints read, decoding the result without
    /// hints (with `.useDefaultKeys`) gives what decoding the source with the hints gives. Three cases differ, because
    /// the rewrite does not know the model or the decoder: a `[String: Value]` dictionary property (the decoder
    /// applies hints to its values, the rewrite to its keys), a type's own hints (``HintProviding``), and a kept key
    /// that a converting key strategy turns into a hinted coding key's name (`ADDRESS` beside a hint `address` ←
    /// `ADDR` under `.caseInsensitive`), which the unhinted decode reads where the hint shadowed it.
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

    private func remapObject(_ object: [String: Any], walk: inout TreeWalk) throws -> [String: Any] {
        let source = HintedObject(object: object, hints: self, keyIndex: nil)
        var result: [String: Any] = [:]
        result.reserveCapacity(object.count)
        var read = Set<String>()
        for modelKey in entries.keys.sorted() {
            guard let hint = entries[modelKey], let found = source.find(modelKey, hint: hint) else { continue }
            if case .key(let key) = found.step.reached { read.insert(key) }
            if case .inline = found.step, let nested = found.nested {
                nested.addKeysRead(in: object, to: &read, depth: 0)
            }
            if let nested = found.nested {
                let remapped = try walk.at(found.step) { walk in try nested.remap(found.value, walk: &walk) }
                result[modelKey] = remapped
            } else if let form = hint.wireForm {
                result[modelKey] = form.read(found.value)
            } else {
                result[modelKey] = found.value
            }
        }
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
            if case .key(let key) = found.step.reached { read.insert(key) }
            if case .inline = found.step { found.nested?.addKeysRead(in: object, to: &read, depth: depth + 1) }
        }
    }
}

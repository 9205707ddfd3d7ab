extension HintTree {
    /// Returns a copy of a source tree with its keys rewritten into the model's spelling.
    ///
    /// Decoding never needs this: ``DictionaryDecoder`` reads the source through the hints as it goes. Use it when
    /// you want the rewritten dictionary itself, for example to hand it to code that expects the model's keys.
    ///
    /// In every object, each hinted coding key receives the value its hint finds (read through the nested hints,
    /// if any); a top-level source key a hint has read is dropped; every other key is kept as it is. Arrays are
    /// rewritten element by element with the same hints; other values are returned unchanged. Key strategies are
    /// not applied. The result never depends on dictionary iteration order.
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
    ///   are invalid, or ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` when the source is nested
    ///   deeper than `maximumDepth` (or contains itself).
    public func remap(_ source: Any, maximumDepth: Int = 512) throws -> Any {
        try validate()
        var location = ""
        return try remap(source, location: &location, depth: 0, maximumDepth: maximumDepth)
    }

    private func remap(_ value: Any, location: inout String, depth: Int, maximumDepth: Int) throws -> Any {
        guard depth <= maximumDepth else {
            throw ModelMapperError(
                .depthLimitExceeded,
                "The input is nested deeper than the maximum depth of \(maximumDepth) (does it contain itself?)",
                location: location)
        }
        if let object = TreeValue.dictionary(value) {
            return try remapObject(object, location: &location, depth: depth, maximumDepth: maximumDepth)
        }
        if let array = TreeValue.array(value) {
            var result: [Any] = []
            result.reserveCapacity(array.count)
            let base = location
            defer { location = base }
            for (index, element) in array.enumerated() {
                location = base
                SourceStep.index(index).render(into: &location)
                result.append(try remap(element, location: &location, depth: depth + 1, maximumDepth: maximumDepth))
            }
            return result
        }
        return value
    }

    private func remapObject(_ object: [String: Any], location: inout String, depth: Int, maximumDepth: Int) throws
        -> [String: Any]
    {
        var result: [String: Any] = [:]
        result.reserveCapacity(object.count)
        var consumed = Set<String>()
        let base = location
        defer { location = base }
        for modelKey in entries.keys.sorted() {
            guard let hint = entries[modelKey], let match = hint.source.resolve(in: object, modelKey: modelKey)
            else { continue }
            let found = match.value
            let step = match.step
            if case .key(let sourceKey) = step { consumed.insert(sourceKey) }
            if let nested = hint.nestedHints {
                location = base
                step.render(into: &location)
                result[modelKey] = try nested.remap(
                    found, location: &location, depth: depth + 1, maximumDepth: maximumDepth)
            } else {
                result[modelKey] = found
            }
        }
        for (key, value) in object where !consumed.contains(key) && result[key] == nil {
            result[key] = value
        }
        return result
    }
}

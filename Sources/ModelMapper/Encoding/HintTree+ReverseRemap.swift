import Foundation

extension HintTree {
    /// Rewrites a tree keyed by model coding keys into the source spelling the hints describe, the inverse of reading
    /// through them: a hinted key goes where its hint reads (a key path creates its objects, and arrays padded with
    /// `NSNull`; candidates write the first; ``Hint/inline(_:)`` writes into the object itself); other keys stay.
    ///
    /// ```swift
    /// let hints: HintTree = ["name": "NAME", "city": "address.city"]
    /// let source = try hints.reverseRemap(["name": "Ada", "city": "London", "age": 36])
    /// // ["NAME": "Ada", "address": ["city": "London"], "age": 36]
    /// ```
    ///
    /// A `[String: Value]` looks like a model here, so its keys are renamed too (unlike
    /// ``DictionaryEncoder/encode(_:hints:)``); `maximumDepth` counts as ``remap(_:maximumDepth:)`` does.
    ///
    /// - Returns: The tree in source spelling, made of `[String: Any]`, `[Any]` and the original scalars.
    /// - Throws: ``ModelMapperError``: ``ModelMapperError/Code-swift.struct/invalidHint`` for malformed hints or two
    ///   keys written to one source location, ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` past
    ///   `maximumDepth`, ``ModelMapperError/Code-swift.struct/cycleDetected`` for a container that contains itself.
    public func reverseRemap(_ tree: Any, maximumDepth: Int = 512) throws -> Any {
        try validate()
        guard !isEmpty else { return tree }
        var walk = TreeWalk(maximumDepth: maximumDepth)
        return try ReverseRemapper.remap(tree, hints: self, walk: &walk)
    }
}

private enum ReverseRemapper {
    static func remap(_ value: Any, hints: HintTree?, walk: inout TreeWalk) throws -> Any {
        guard let hints, !hints.isEmpty else { return value }
        if let object = TreeValue.dictionary(value) {
            return try walk.entering(value) { walk in
                let box = ObjectBox(tracksOwners: true)
                for key in object.keys.sorted() {
                    guard let element = object[key] else { continue }
                    let hint = hints.hint(forKey: key)
                    let target = hint?.source.writeTarget(modelKey: key) ?? .key(key)
                    var rewritten = try walk.at(.key(key), addingDepth: target.depth - 1) { walk in
                        try remap(element, hints: hint?.nestedTree, walk: &walk)
                    }
                    if let form = hint?.wireForm {
                        rewritten = try form.written(rewritten) { walk.location.appending(.key(key)) }
                    }
                    let position = walk
                    try box.write(rewritten, to: target, codingKey: key, pending: false) { position.location }
                }
                return box.finishedDictionary()
            }
        }
        if let array = TreeValue.array(value) {
            return try walk.entering(value) { walk in
                var result: [Any] = []
                result.reserveCapacity(array.count)
                for (index, element) in array.enumerated() {
                    result.append(try walk.at(.index(index)) { walk in try remap(element, hints: hints, walk: &walk) })
                }
                return result
            }
        }
        return value
    }
}

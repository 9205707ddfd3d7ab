import Foundation

extension HintTree {
    /// Rewrites a tree keyed by model coding keys into the source spelling the hints describe: the inverse of
    /// reading through the hints.
    ///
    /// Every object in `tree` is rewritten with the hints that apply to it: the top-level hints for the top-level
    /// object (or for each object of a top-level array), and an entry's nested hints for the value under that entry's
    /// coding key (an object, or an array, possibly of arrays, of objects). For each key of an object:
    ///
    /// | hint for the key | where the value is written |
    /// | --- | --- |
    /// | none | under the same key |
    /// | a source key, ``Hint/key(_:nested:)`` | under that key |
    /// | a key path, ``Hint/path(_:nested:)``, or a string literal with `.` or `[` | along the path, creating objects |
    /// | candidates, ``Hint/candidates(_:nested:)`` | where the first candidate points |
    /// | ``Hint/nested(_:)`` | under the coding key itself |
    /// | ``Hint/inline(_:)`` | into the object itself: each of the value's keys where its nested hint says |
    ///
    /// An array index in a path (`"tags[2]"`) creates an array, padded with `NSNull` up to the index; several hints
    /// may write different indices of the same array. A string literal such as `"address.city"` is written as a
    /// path, which reading through the same hints finds again.
    ///
    /// ```swift
    /// let hints: HintTree = ["name": "NAME", "city": "address.city"]
    /// let source = try hints.reverseRemap(["name": "Ada", "city": "London", "age": 36])
    /// // ["NAME": "Ada", "address": ["city": "London"], "age": 36]
    /// ```
    ///
    /// The result does not depend on dictionary iteration order. Values that are not objects or arrays are returned
    /// as they are, and `NSDictionary`/`NSArray` values are read like Swift dictionaries and arrays.
    ///
    /// > Note: In a tree, a `[String: Value]` dictionary looks like any other object, so hints rename its keys too.
    /// > ``DictionaryEncoder/encode(_:hints:)``, which knows a dictionary from a model, leaves a dictionary's keys
    /// > alone and applies its hints to each of its values instead, as ``DictionaryDecoder`` reads them.
    ///
    /// - Parameters:
    ///   - tree: A tree of `[String: Any]`, `[Any]` and scalar values, keyed by model coding key.
    ///   - maximumDepth: The deepest nesting to rewrite, counting the containers a key path creates, as
    ///     ``remap(_:maximumDepth:)`` counts. Default: 512.
    /// - Returns: The tree in source spelling, made of `[String: Any]`, `[Any]` and the original scalars.
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/invalidHint`` when the tree of
    ///   hints is malformed, or when two keys of one object would be written to the same source location (two hints
    ///   naming the same source key, a hint naming a key the object also has unhinted, or a value written where a key
    ///   path of another hint runs through). ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` when the tree
    ///   nests deeper than `maximumDepth` containers (the containers a key path creates count), and
    ///   ``ModelMapperError/Code-swift.struct/cycleDetected`` when a Foundation container contains itself.
    public func reverseRemap(_ tree: Any, maximumDepth: Int = 512) throws -> Any {
        try validate()
        guard !isEmpty else { return tree }
        var walk = TreeWalk(maximumDepth: maximumDepth)
        return try ReverseRemapper.remap(tree, hints: self, walk: &walk)
    }
}

/// The recursive walk behind ``HintTree/reverseRemap(_:maximumDepth:)``.
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

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
    /// | ``Hint/nested(_:)-swift.type.method`` | under the coding key itself |
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
    /// - Parameter tree: A tree of `[String: Any]`, `[Any]` and scalar values, keyed by model coding key.
    /// - Returns: The tree in source spelling, made of `[String: Any]`, `[Any]` and the original scalars.
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/invalidHint`` when the tree of
    ///   hints is malformed, or when two keys of one object would be written to the same source location (two hints
    ///   naming the same source key, a hint naming a key the object also has unhinted, or a value written where a key
    ///   path of another hint runs through). ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` when the tree
    ///   nests deeper than 512 levels.
    public func reverseRemap(_ tree: Any) throws -> Any {
        try validate()
        guard !isEmpty else { return tree }
        var location: [String] = []
        return try ReverseRemapper.remap(tree, hints: self, location: &location)
    }
}

/// The recursive walk behind ``HintTree/reverseRemap(_:)``.
private enum ReverseRemapper {
    static let maximumDepth = 512

    static func remap(_ value: Any, hints: HintTree?, location: inout [String]) throws -> Any {
        guard let hints, !hints.isEmpty else { return value }
        guard location.count < maximumDepth else {
            throw ModelMapperError(
                .depthLimitExceeded, "The tree is nested deeper than \(maximumDepth) levels",
                location: location.joined())
        }
        if let object = TreeValue.dictionary(value) {
            let box = ObjectBox(tracksOwners: true)
            for key in object.keys.sorted() {
                guard let element = object[key] else { continue }
                location.append(location.isEmpty ? key : ".\(key)")
                defer { location.removeLast() }
                if let hint = hints.entries[key] {
                    let rewritten = try remap(element, hints: hint.nestedHints, location: &location)
                    let target = hint.source.writeTarget(modelKey: key)
                    try box.write(rewritten, to: target, codingKey: key, pending: false) {
                        location.dropLast().joined()
                    }
                } else {
                    try box.write(element, to: .key(key), codingKey: key, pending: false) {
                        location.dropLast().joined()
                    }
                }
            }
            return box.finishedDictionary()
        }
        if let array = TreeValue.array(value) {
            var result: [Any] = []
            result.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                location.append("[\(index)]")
                defer { location.removeLast() }
                result.append(try remap(element, hints: hints, location: &location))
            }
            return result
        }
        return value
    }
}

/// Where a hinted value is written in the source spelling.
enum WriteTarget {
    /// Under one key of the object.
    case key(String)
    /// Along a key path (at least two segments), creating objects and arrays on the way.
    case path([SourcePath.Segment])

    /// The target spelled for messages.
    var spelling: String {
        switch self {
        case .key(let key): key
        case .path(let segments): WriteTarget.spell(segments[...])
        }
    }

    static func spell(_ segments: ArraySlice<SourcePath.Segment>) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .key(let key): SourceStep.key(key).render(into: &text)
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension HintSource {
    /// Where a value read through this source is written when encoding: a key path as a path, candidates at the
    /// first candidate, the model key for ``sameKey``.
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
        }
    }
}

extension ObjectBox {
    /// Writes a value for `codingKey` at `target`, creating the objects and arrays a path runs through; `location`
    /// renders where this object is, for the error thrown (`invalidHint`) when something else already wrote there.
    func write(
        _ value: Any, to target: WriteTarget, codingKey: String, pending: Bool, location: () -> String
    ) throws {
        do throws(SlotConflict) {
            switch target {
            case .key(let key):
                try claim(value, forKey: key, codingKey: codingKey, pending: pending)
            case .path(let segments):
                let parent = try route(segments)
                do throws(SlotConflict) {
                    switch segments[segments.count - 1] {
                    case .key(let key):
                        try (parent as? ObjectBox)?.claim(value, forKey: key, codingKey: codingKey, pending: pending)
                    case .index(let index):
                        try (parent as? ArrayBox)?.claim(value, at: index, codingKey: codingKey, pending: pending)
                    }
                } catch {
                    throw SlotConflict(location: target.spelling, first: error.first, second: error.second)
                }
            }
        } catch {
            throw Self.conflictError(error, location: location())
        }
    }

    /// The nested object or array a nested container for `codingKey` writes into at `target`.
    func container(
        at target: WriteTarget, codingKey: String, makeArray: Bool, location: () -> String
    ) throws -> PendingValue {
        do throws(SlotConflict) {
            switch target {
            case .key(let key):
                return try claimContainer(forKey: key, codingKey: codingKey, makeArray: makeArray)
            case .path(let segments):
                let parent = try route(segments)
                do throws(SlotConflict) {
                    switch segments[segments.count - 1] {
                    case .key(let key):
                        guard let parent = parent as? ObjectBox else { break }
                        return try parent.claimContainer(forKey: key, codingKey: codingKey, makeArray: makeArray)
                    case .index(let index):
                        guard let parent = parent as? ArrayBox else { break }
                        return try parent.claimContainer(at: index, codingKey: codingKey, makeArray: makeArray)
                    }
                } catch {
                    throw SlotConflict(location: target.spelling, first: error.first, second: error.second)
                }
                return makeArray ? ArrayBox() : ObjectBox()
            }
        } catch {
            throw Self.conflictError(error, location: location())
        }
    }

    /// Walks all but the last segment of a path, creating shared objects and arrays; returns the last container.
    private func route(_ segments: [SourcePath.Segment]) throws(SlotConflict) -> PendingValue {
        var current: PendingValue = self
        for position in 0..<(segments.count - 1) {
            var makeArray = false
            if case .index = segments[position + 1] { makeArray = true }
            do throws(SlotConflict) {
                switch segments[position] {
                case .key(let key):
                    guard let object = current as? ObjectBox else { return current }
                    current = try object.claimContainer(forKey: key, codingKey: nil, makeArray: makeArray)
                case .index(let index):
                    guard let array = current as? ArrayBox else { return current }
                    current = try array.claimContainer(at: index, codingKey: nil, makeArray: makeArray)
                }
            } catch {
                throw SlotConflict(
                    location: WriteTarget.spell(segments[...position]), first: error.first, second: error.second)
            }
        }
        return current
    }

    private static func conflictError(_ conflict: SlotConflict, location: String)
        -> ModelMapperError
    {
        func describe(_ owner: SlotOwner) -> String {
            switch owner {
            case .codingKey(let key): "coding key \"\(key)\""
            case .route: "a key path of another hint"
            }
        }
        let spot = conflict.location
        return ModelMapperError(
            .invalidHint,
            "Invalid hints: \(describe(conflict.first)) and \(describe(conflict.second)) both write the source "
                + "location \"\(spot)\"",
            location: location)
    }
}

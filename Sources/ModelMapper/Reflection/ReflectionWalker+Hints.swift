import Foundation

/// Hints in the walk: which hints a child gets, and where a hinted model writes each key.
extension ReflectionWalker {
    /// The call site's hints for a child of the container on top of the stack.
    func hintsPassed(to child: Child) -> HintTree? {
        guard hinted, let frame = stack.last, let hints = frame.hints else { return nil }
        guard frame.isModel else { return hints }
        return child.key.flatMap { hints.hint(forKey: $0)?.nestedTree }
    }

    /// Where a model's key is written: where its hint says, as the encoder writes it, or under the converted key.
    private func target(forKey key: String, at index: Int) -> WriteTarget {
        guard let hint = stack[index].hints?.hint(forKey: key) else { return .key(converted(key, at: index)) }
        return hint.source.writeTarget(modelKey: key)
    }

    /// A model's key that no hint names, by the key strategy; dictionary keys are data, written as they are.
    private func converted(_ key: String, at index: Int) -> String {
        guard stack[index].isModel else { return key }
        switch options.keyEncodingStrategy {
        case .useDefaultKeys: return key
        case .convertToSnakeCase: return KeyEncodingConversion.convert(key, separator: "_")
        case .convertToKebabCase: return KeyEncodingConversion.convert(key, separator: "-")
        case .custom(let convert):
            return convert(codingPath(upTo: index) + [AnyCodingKey(stringValue: key)]).stringValue
        }
    }

    private func codingPath(upTo index: Int) -> [any CodingKey] {
        stack.prefix(index + 1).flatMap { Self.codingKeys(of: $0.step) }
    }

    /// The coding path an `Encoder` run for the child reached by `step` reports, as ``DictionaryEncoder``'s would.
    func codingPath(of step: SourceStep?) -> [any CodingKey] {
        codingPath(upTo: stack.count - 1) + Self.codingKeys(of: step)
    }

    private static func codingKeys(of step: SourceStep?) -> [any CodingKey] {
        switch step?.reached {
        case .key(let key)?, .entry(let key)?: [AnyCodingKey(stringValue: key)]
        case .index(let position)?: [AnyCodingKey(index: position)]
        case .path(let path)?:
            path.segments.map { segment -> any CodingKey in
                switch segment {
                case .key(let key): AnyCodingKey(stringValue: key)
                case .index(let position): AnyCodingKey(index: position)
                }
            }
        case .entries?, .inline?, nil: []
        }
    }

    /// How many levels below the top container the child reached by `step` lands: one per key path segment.
    func levels(to step: SourceStep?) -> Int {
        guard let frame = stack.last, frame.box != nil, case .key(let key)? = step else { return 1 }
        return target(forKey: key, at: stack.count - 1).depth
    }

    /// Adds a finished child; a hinted model writes through the encoder's path, which reports two keys on one place.
    mutating func add(_ value: Any, key: String?, to index: Int) throws {
        guard let box = stack[index].box, let key else {
            stack[index].append(value, key: key.map { converted($0, at: index) })
            return
        }
        let target = target(forKey: key, at: index)
        guard stack[index].depth + target.depth - 1 <= options.maximumDepth else {
            throw ModelMapperError.depthLimit(options.maximumDepth, at: location(.key(key)))
        }
        var value = value
        if let form = stack[index].hints?.hint(forKey: key)?.wireForm {
            value = try form.written(value) { location(.key(key)) }
        }
        try box.write(value, to: target, codingKey: key, pending: false, location: { location(upTo: index) })
    }
}

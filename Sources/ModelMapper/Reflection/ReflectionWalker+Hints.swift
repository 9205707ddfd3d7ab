import Foundation

/// Hints in the walk: which hints a child is reflected with, and where a hinted model writes each key, through the
/// encoder's own write path.
extension ReflectionWalker {
    /// The call site's hints for a child of the container on top of the stack: a model's hint for the child's key
    /// gives its nested hints; any other container passes its own on.
    func hintsPassed(to child: Child) -> HintTree? {
        guard hinted, let frame = stack.last, let hints = frame.hints else { return nil }
        guard frame.isModel else { return hints }
        return child.key.flatMap { hints.hint(forKey: $0)?.nestedTree }
    }

    /// Where a model's key is written: where its hint says (``HintSource/writeTarget(modelKey:)``, shared with the
    /// encoder), or under the key itself.
    private func target(forKey key: String, in frame: Frame) -> WriteTarget {
        guard let hint = frame.hints?.hint(forKey: key) else { return .key(key) }
        return hint.source.writeTarget(modelKey: key)
    }

    /// How many levels below the container on top of the stack the child reached by `step` lands: one, or one per
    /// segment of the key path a hint writes it at.
    func levels(to step: SourceStep?) -> Int {
        guard let frame = stack.last, frame.box != nil, case .key(let key)? = step else { return 1 }
        return target(forKey: key, in: frame).depth
    }

    /// Adds a finished child to the container at `index` of the stack; a hinted model writes it where its hint
    /// says, through the encoder's own write path, which reports two keys writing one place.
    mutating func add(_ value: Any, key: String?, to index: Int) throws {
        guard let box = stack[index].box, let key else {
            stack[index].append(value, key: key)
            return
        }
        let target = target(forKey: key, in: stack[index])
        guard stack[index].depth + target.depth - 1 <= options.maximumDepth else {
            throw ModelMapperError.depthLimit(options.maximumDepth, at: location(.key(key)))
        }
        try box.write(value, to: target, codingKey: key, pending: false, location: { location(upTo: index) })
    }
}

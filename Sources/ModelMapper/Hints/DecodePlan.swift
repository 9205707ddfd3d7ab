/// The hints of the coding keys one model type reads from objects under one hint tree, in the order it reads them:
/// learned from the objects of the type a decode reads, from the second on, so that every later object, and every
/// element of a list, finds a key's hint by comparing the key with the one expected next instead of looking it up in
/// the tree (`Docs/Design.md#decode-plans`).
///
/// A plan only remembers what ``HintTree/hint(forKey:)`` answered and compares the key before it trusts a step, so it
/// changes how fast a key's hint is found, never which hint it is.
final class DecodePlan {
    struct Step: LearnedStep {
        let name: String
        let hint: Hint?
    }

    /// The tree the plan reads: held, so that its identity cannot be reused by another tree while the plan lives.
    let hints: HintTree
    @exclusivity(unchecked) private var steps: [Step] = []

    /// The most steps a plan learns: a model reads a bounded set of keys, a dictionary of unbounded data does not.
    static let stepLimit = 256

    /// The keys the plan has learned, in order.
    var learnedKeys: [String] { steps.map(\.name) }

    init(hints: HintTree) {
        self.hints = hints
        steps.reserveCapacity(min(hints.count, Self.stepLimit))
    }

    /// The hint for `name`, read at `cursor`, an object's position in the plan, which moves past the step it used.
    @inline(__always)
    func hint(forKey name: String, at cursor: inout Int) -> Hint? {
        if let step = steps.step(named: name, at: &cursor) { return steps[step].hint }
        return hintOffPlan(forKey: name, at: &cursor)
    }

    /// A key that is not the next step: the step after it (the object left a key out), else the tree's answer,
    /// learned as the next step when the object has followed the plan to its end.
    @inline(never)
    private func hintOffPlan(forKey name: String, at cursor: inout Int) -> Hint? {
        if cursor &+ 1 < steps.count, steps[cursor &+ 1].name == name {
            cursor &+= 2
            return steps[cursor &- 1].hint
        }
        let hint = hints.hint(forKey: name)
        if cursor == steps.count, steps.count < Self.stepLimit {
            steps.append(Step(name: name, hint: hint))
            cursor &+= 1
        }
        return hint
    }
}

/// The plans one decode makes, one for each model type and hint tree of which it reads a second object: a decode of
/// a single object never pays for a plan it would use once.
struct DecodePlans {
    private struct Entry {
        let keyType: ObjectIdentifier
        let tree: ObjectIdentifier
        var plan: DecodePlan?
    }

    private var entries: [Entry] = []

    /// The most pairs of a model type and a tree a decode keeps; objects of further pairs look their hints up.
    static let limit = 32

    /// The plan for objects of the model whose coding keys are `keyType`, read under `hints`; `nil` for the first
    /// object of the pair.
    mutating func plan(forKeys keyType: Any.Type, hints: HintTree) -> DecodePlan? {
        let type = ObjectIdentifier(keyType)
        let tree = hints.identity
        for index in entries.indices where entries[index].keyType == type && entries[index].tree == tree {
            if let plan = entries[index].plan { return plan }
            let plan = DecodePlan(hints: hints)
            entries[index].plan = plan
            return plan
        }
        if entries.count < Self.limit { entries.append(Entry(keyType: type, tree: tree)) }
        return nil
    }
}

/// A step a ``DecodePlan`` or a ``KeyShape`` learns for one coding key, which objects of the model read in the order
/// they were learned.
protocol LearnedStep {
    var name: String { get }
}

extension Array where Element: LearnedStep {
    /// The index of the step at `cursor`, an object's place in the steps, when it is the step for `name`, moving the
    /// cursor past it: one comparison of two strings, usually the same literal, for a key read in the learned order.
    @inline(__always)
    func step(named name: String, at cursor: inout Int) -> Int? {
        guard cursor < count, self[cursor].name == name else { return nil }
        cursor &+= 1
        return cursor &- 1
    }
}

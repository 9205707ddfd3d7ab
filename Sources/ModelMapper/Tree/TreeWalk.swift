/// Where a recursive walk over a tree is (``HintTree/remap(_:maximumDepth:)``,
/// ``HintTree/reverseRemap(_:maximumDepth:)``): the steps taken, for messages; the depth, against the limit; and
/// the Foundation containers it is inside, against a cycle. The rules are the decoder's
/// (`Docs/Design.md#never-crash-on-input`): at most `maximumDepth` nested containers, the outermost counting as the
/// first, and a container met again inside itself fails at once rather than unfold to the depth limit, which takes
/// time exponential in the limit for one holding itself under two keys.
struct TreeWalk {
    let maximumDepth: Int
    private(set) var steps: [SourceStep] = []
    private var containers: [ObjectIdentifier] = []
    private var depth = 0

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    var location: MappingPath { MappingPath(steps: steps) }

    /// Runs `body` inside the container `value`; throws past ``maximumDepth``, or for a Foundation container the walk
    /// is already inside.
    mutating func entering<T>(_ value: Any, _ body: (inout TreeWalk) throws -> T) throws -> T {
        guard depth < maximumDepth else { throw ModelMapperError.depthLimit(maximumDepth, at: location) }
        let identity = TreeValue.containerIdentity(value)
        if let identity {
            guard !containers.contains(identity) else { throw ModelMapperError.containerCycle(at: location) }
            containers.append(identity)
        }
        depth += 1
        defer {
            depth -= 1
            if identity != nil { containers.removeLast() }
        }
        return try body(&self)
    }

    /// Throws when `levels` more containers would not fit below the current one.
    func ensureRoom(forLevels levels: Int) throws {
        guard depth + levels <= maximumDepth else { throw ModelMapperError.depthLimit(maximumDepth, at: location) }
    }

    /// Runs `body` one step further along the path. `extraDepth` counts the containers the step itself creates in the
    /// output (a key path written by ``HintTree/reverseRemap(_:maximumDepth:)``: one per segment but the last).
    mutating func at<T>(_ step: SourceStep, addingDepth extraDepth: Int = 0, _ body: (inout TreeWalk) throws -> T)
        throws -> T
    {
        steps.append(step)
        defer { steps.removeLast() }
        guard extraDepth > 0 else { return try body(&self) }
        try ensureRoom(forLevels: extraDepth)
        depth += extraDepth
        defer { depth -= extraDepth }
        return try body(&self)
    }
}

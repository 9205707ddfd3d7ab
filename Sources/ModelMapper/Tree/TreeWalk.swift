/// Where a recursive walk over a tree is (``HintTree/remap(_:maximumDepth:)``, ``HintTree/reverseRemap(_:maximumDepth:)``): the
/// steps taken, for messages; how many containers deep it is, against the depth limit; and the Foundation
/// containers it is inside, against a container that contains itself.
///
/// The rules are the decoder's (`Docs/Design.md#never-crash-on-input`): at most `maximumDepth` nested containers,
/// the outermost counting as the first, and a Foundation container met again inside itself fails at once instead of
/// being unfolded until the depth limit (which, for a container holding itself under two keys, takes time
/// exponential in the limit).
struct TreeWalk {
    let maximumDepth: Int
    private(set) var steps: [SourceStep] = []
    private var containers: [ObjectIdentifier] = []
    private var depth = 0

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// The path walked so far.
    var location: MappingPath { MappingPath(steps: steps) }

    /// Runs `body` inside the container `value`.
    ///
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` when the
    ///   container would be deeper than ``maximumDepth``, or ``ModelMapperError/Code-swift.struct/cycleDetected``
    ///   when it is a Foundation container the walk is already inside; and whatever `body` throws.
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

    /// Runs `body` one step further along the path.
    ///
    /// - Parameters:
    ///   - step: The step.
    ///   - extraDepth: The containers the step itself creates in the output (a key path written by
    ///     ``HintTree/reverseRemap(_:maximumDepth:)`` creates one per segment but the last); they count against the limit.
    ///   - body: The work to do there.
    /// - Returns: What `body` returns.
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` when the
    ///   step's containers do not fit below the limit, and whatever `body` throws.
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

/// The places of the errors a reported or monitored decode built, kept where they are built, so that the error that
/// ends the decode reaches the report and the monitor with its source path as a value, never read back out of its
/// message.
///
/// A decode builds errors it does not throw (a candidate tried, a lossy wrapper's drop, a `try?` in a model), so the
/// trace keeps the last few, and the error that escapes is matched with one by its coding path and message. An error
/// the library did not build (a model's own) matches none: its source path is its model path.
final class FailureTrace {
    /// One error built: what identifies it, and where it was in the source.
    struct Site {
        let codingPath: MappingPath
        let message: String
        /// The source path, with indices and dictionary keys as they were.
        let sourcePath: MappingPath
        /// The source path with the places a report groups as `[*]` (``ValueLocation/groupedSourcePath``).
        let groupedSourcePath: MappingPath
    }

    /// The most sites kept: enough for an error rethrown through the wrappers that built one on the way.
    private static let capacity = 4
    @exclusivity(unchecked) private var sites: [Site] = []

    /// Notes an error built with `context`, whose value was read at `sourcePath`.
    func note(_ context: DecodingError.Context, sourcePath: MappingPath, groupedSourcePath: MappingPath) {
        if sites.count == Self.capacity { sites.removeFirst() }
        sites.append(
            Site(
                codingPath: MappingPath(codingPath: context.codingPath), message: context.debugDescription,
                sourcePath: sourcePath, groupedSourcePath: groupedSourcePath))
    }

    /// Notes a ``ModelMapperError`` about the value at `location` (a depth limit, a container met inside itself),
    /// whose location is its source path.
    func note(_ error: ModelMapperError, at location: ValueLocation) {
        if sites.count == Self.capacity { sites.removeFirst() }
        sites.append(
            Site(
                codingPath: error.location, message: error.message, sourcePath: error.location,
                groupedSourcePath: location.groupedSourcePath))
    }

    /// The site of `error`, if this decode built it.
    func site(of error: any Error) -> Site? {
        if let error = error as? ModelMapperError {
            return sites.last { $0.message == error.message && $0.codingPath == error.location }
        }
        guard let context = Self.context(of: error) else { return nil }
        let codingPath = MappingPath(codingPath: context.codingPath)
        return sites.last { $0.message == context.debugDescription && $0.codingPath == codingPath }
    }

    /// The context of a `DecodingError`.
    static func context(of error: any Error) -> DecodingError.Context? {
        switch error {
        case DecodingError.keyNotFound(_, let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
            context
        default: nil
        }
    }
}

extension DecodingFailure {
    /// Notes an error about the value at `location` in the decode's trace, if it keeps one.
    static func trace(_ context: DecodingError.Context, at location: ValueLocation) {
        guard let trace = location.node.root.failureTraceToNote else { return }
        trace.note(context, sourcePath: location.sourcePath, groupedSourcePath: location.groupedSourcePath)
    }

    /// A ``ModelMapperError`` about the value at `location`, noted in the decode's trace if it keeps one.
    static func traced(_ error: ModelMapperError, at location: ValueLocation) -> ModelMapperError {
        location.node.root.failureTraceToNote?.note(error, at: location)
        return error
    }
}

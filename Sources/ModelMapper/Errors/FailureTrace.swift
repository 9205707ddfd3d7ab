/// The source paths of the errors a reported or monitored decode built, so the error that ends it reaches the report
/// and monitor with its path as a value, never parsed from its message. A decode builds errors it does not throw, so
/// the trace keeps the last few and matches by coding path and message; a model's own error matches none.
final class FailureTrace {
    struct Site {
        let codingPath: MappingPath
        let message: String
        let sourcePath: MappingPath
        /// With the places a report groups as `[*]`.
        let groupedSourcePath: MappingPath
    }

    /// The most sites kept: enough for an error rethrown through the wrappers that built one on the way.
    private static let capacity = 4
    @exclusivity(unchecked) private var sites: [Site] = []

    func note(_ context: DecodingError.Context, sourcePath: MappingPath, groupedSourcePath: MappingPath) {
        if sites.count == Self.capacity { sites.removeFirst() }
        sites.append(
            Site(
                codingPath: MappingPath(codingPath: context.codingPath), message: context.debugDescription,
                sourcePath: sourcePath, groupedSourcePath: groupedSourcePath))
    }

    /// Notes a ``ModelMapperError``, whose location is its source path.
    func note(_ error: ModelMapperError, at location: ValueLocation) {
        if sites.count == Self.capacity { sites.removeFirst() }
        sites.append(
            Site(
                codingPath: error.location, message: error.message, sourcePath: error.location,
                groupedSourcePath: location.groupedSourcePath))
    }

    func site(of error: any Error) -> Site? {
        if let error = error as? ModelMapperError {
            return sites.last { $0.message == error.message && $0.codingPath == error.location }
        }
        guard let context = Self.context(of: error) else { return nil }
        let codingPath = MappingPath(codingPath: context.codingPath)
        return sites.last { $0.message == context.debugDescription && $0.codingPath == codingPath }
    }

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
    /// Notes an error in the decode's trace, if it keeps one.
    static func trace(_ context: DecodingError.Context, at location: ValueLocation) {
        guard let trace = location.node.root.failureTraceToNote else { return }
        trace.note(context, sourcePath: location.sourcePath, groupedSourcePath: location.groupedSourcePath)
    }

    /// `error`, noted in the decode's trace if it keeps one.
    static func traced(_ error: ModelMapperError, at location: ValueLocation) -> ModelMapperError {
        location.node.root.failureTraceToNote?.note(error, at: location)
        return error
    }
}

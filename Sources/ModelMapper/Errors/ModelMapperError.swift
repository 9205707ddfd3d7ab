import Foundation

/// A failure of ModelMapper itself (an invalid hint tree, nesting beyond the limit, a cycle, a value with no dictionary
/// representation); problems with the *data* are Foundation's `DecodingError` and `EncodingError`, as `JSONDecoder`
/// and `JSONEncoder` report them.
///
/// ```swift
/// do {
///     _ = try HintTree(legacy: ["name": 42])
/// } catch let error as ModelMapperError where error.code == .invalidHint {
///     print(error)  // Invalid hint entry "name": the value must be a string, ...
/// }
/// ```
public struct ModelMapperError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure. New codes may be added in minor releases; match on the ones you handle.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        let name: String

        private init(_ name: String) { self.name = name }

        /// A hint entry is malformed, or two hints write one place. Reported before any input is read.
        public static let invalidHint = Code("invalidHint")
        /// The input (or the value being encoded or reflected) is nested deeper than the configured limit.
        public static let depthLimitExceeded = Code("depthLimitExceeded")
        /// A value leads back to something that contains it: a class instance under
        /// ``DictionaryReflector/CycleStrategy/throw``, or a Foundation container met again inside itself.
        public static let cycleDetected = Code("cycleDetected")
        /// A value has no representation in a dictionary tree.
        public static let unsupportedValue = Code("unsupportedValue")
        /// A strict decode (``DictionaryDecoder/strictness``) found a hint that matched nothing or a source key
        /// nothing read.
        public static let strictMappingViolation = Code("strictMappingViolation")

        /// The code's name, for example `invalidHint`.
        public var description: String { name }
    }

    /// The kind of failure.
    public let code: Code
    /// A readable explanation of what went wrong.
    public let message: String
    /// Where it went wrong, empty at the top level: the hint entry, or the source (decoding) or value (encoding) path.
    /// A string literal names one: `error.location == "members[1].aDog"`.
    public let location: MappingPath

    /// Creates an error, at the top level unless `location` says otherwise.
    public init(_ code: Code, _ message: String, location: MappingPath = MappingPath()) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// The message, followed by the location when there is one.
    public var description: String {
        location.isEmpty ? message : "\(message) (at \(location.description))"
    }
}

extension ModelMapperError: LocalizedError {
    /// The message and the location, so that `localizedDescription` shows both.
    public var errorDescription: String? { description }
}

import Foundation

/// A failure of ModelMapper itself rather than of the data being decoded: an invalid hint tree, input nested
/// deeper than the configured limit, a cycle, or a value that has no dictionary representation.
///
/// Problems with the *data* (a wrong type, a missing key, a `null`, a number that does not fit) are reported as
/// Foundation's `DecodingError` and `EncodingError`, exactly as `JSONDecoder` and `JSONEncoder` report them.
///
/// ```swift
/// do {
///     _ = try HintTree(legacy: ["name": 42])
/// } catch let error as ModelMapperError where error.code == .invalidHint {
///     print(error)  // Invalid hint entry "name": the value must be a string, ...
/// }
/// ```
///
/// `error.localizedDescription` gives the same text as ``description``: the message and the location.
public struct ModelMapperError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure. New codes may be added in minor releases; match on the ones you handle.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        let name: String

        private init(_ name: String) { self.name = name }

        /// A hint entry is malformed: a value of the wrong type, an empty key, an invalid key path, or an empty
        /// candidate list. Reported before any input is read.
        public static let invalidHint = Code("invalidHint")
        /// The input (or the value being encoded or reflected) is nested deeper than the configured limit.
        public static let depthLimitExceeded = Code("depthLimitExceeded")
        /// A value leads back to something that contains it: a class instance reached again through its own
        /// properties (when reflecting under ``DictionaryReflector/CycleStrategy/throw``), or a Foundation container
        /// (`NSDictionary`, `NSArray`) met again inside itself while decoding, remapping or parsing hints.
        public static let cycleDetected = Code("cycleDetected")
        /// A value has no representation in a dictionary tree.
        public static let unsupportedValue = Code("unsupportedValue")
        /// A strict decode found a hint that matched nothing or a source key nothing read (see
        /// ``DictionaryDecoder/strictness``).
        public static let strictMappingViolation = Code("strictMappingViolation")

        /// The code's name, for example `invalidHint`.
        public var description: String { name }
    }

    /// The kind of failure.
    public let code: Code
    /// A readable explanation of what went wrong.
    public let message: String
    /// Where it went wrong, empty at the top level. Which path it is depends on what failed:
    ///
    /// | failure while | location |
    /// | --- | --- |
    /// | validating hints | the hint entry, by coding key (`members.aDog.name`) |
    /// | decoding, remapping (``HintTree/remap(_:maximumDepth:)``), parsing legacy hints | the path in the source, in source keys (`MEMBERS[1].Dog`) |
    /// | encoding, reverse remapping, reflecting | the path in the value being written, in model keys (`members[1].aDog`) |
    ///
    /// A ``MappingPath``: its components are the keys and indices, its description the text the error's
    /// ``description`` shows (`members[1].aDog`, `meta["1. open"]`), and a string literal names one, so
    /// `error.location == "members[1].aDog"` reads as it should.
    public let location: MappingPath

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: A readable explanation.
    ///   - location: Where it went wrong; the top level by default.
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
    /// The message and the location, as ``description`` gives them, so that `localizedDescription` shows both.
    public var errorDescription: String? { description }
}

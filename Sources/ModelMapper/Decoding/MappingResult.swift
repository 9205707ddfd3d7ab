/// What ``DictionaryDecoder/decodeWithReport(_:from:hints:)-(_,Any,_)`` returns: the decoded value and the report
/// of what the mapping did. A struct rather than a tuple, so that it can grow without breaking code that reads it.
public struct MappingResult<Value> {
    /// The decoded value.
    public var value: Value
    /// What the decode did beyond reading keys that match.
    public var report: MappingReport

    /// Creates a result from a value and its report.
    public init(value: Value, report: MappingReport) {
        self.value = value
        self.report = report
    }
}

extension MappingResult: Sendable where Value: Sendable {}
extension MappingResult: Equatable where Value: Equatable {}

/// What ``DictionaryDecoder/decodeWithReport(_:from:hints:)-(_,Any,_)`` returns: the decoded value and the report of
/// what the mapping did.
///
/// ```swift
/// let result = try DictionaryDecoder().decodeWithReport(Person.self, from: payload, hints: hints)
/// if !result.report.isClean { print(result.report) }
/// let person = result.value
/// ```
///
/// A struct rather than a tuple, so that it can grow without breaking code that reads it.
public struct MappingResult<Value> {
    /// The decoded value.
    public var value: Value
    /// What the decode did beyond reading keys that match.
    public var report: MappingReport

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - value: The decoded value.
    ///   - report: The mapping report.
    public init(value: Value, report: MappingReport) {
        self.value = value
        self.report = report
    }
}

extension MappingResult: Sendable where Value: Sendable {}
extension MappingResult: Equatable where Value: Equatable {}

/// The outcome of ``DictionaryDecoder/attemptDecode(_:from:hints:)-(_,Any,_)``: the value or the error, and the
/// report of what the decode read, up to the failure when it failed.
public struct MappingAttempt<Value> {
    /// The decoded value, or the error the decode threw.
    public var result: Result<Value, any Error>
    /// What the mapping did beyond reading matching keys; for a failed decode, what it read before it failed.
    public var report: MappingReport

    /// Creates an attempt from a result and its report.
    public init(result: Result<Value, any Error>, report: MappingReport) {
        self.result = result
        self.report = report
    }

    /// The decoded value, or `nil` when the decode failed.
    public var value: Value? {
        guard case .success(let value) = result else { return nil }
        return value
    }

    /// The error the decode threw, or `nil` when it succeeded.
    public var error: (any Error)? {
        guard case .failure(let error) = result else { return nil }
        return error
    }
}

extension MappingAttempt: Sendable where Value: Sendable {}

import Foundation
import Testing

/// The case of a `DecodingError`, for comparing errors without their contexts.
enum DecodingErrorCase: String, Sendable {
    case typeMismatch, valueNotFound, keyNotFound, dataCorrupted

    init?(_ error: DecodingError) {
        switch error {
        case .typeMismatch: self = .typeMismatch
        case .valueNotFound: self = .valueNotFound
        case .keyNotFound: self = .keyNotFound
        case .dataCorrupted: self = .dataCorrupted
        @unknown default: return nil
        }
    }
}

extension DecodingError {
    /// The error's context.
    var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default: nil
        }
    }

    /// The coding path of the failing value: for `keyNotFound`, the container's path followed by the missing key.
    var fullPath: [String] {
        let path = (context?.codingPath ?? []).map(\.stringValue)
        if case .keyNotFound(let key, _) = self { return path + [key.stringValue] }
        return path
    }
}

/// Expects `body` to throw a `DecodingError` of the given case whose failing value is at `path`, and returns it.
@discardableResult
func expectDecodingError(
    _ expected: DecodingErrorCase, at path: [String], sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Any
) -> DecodingError? {
    do {
        let value = try body()
        Issue.record("expected \(expected) at \(path), decoded \(value)", sourceLocation: sourceLocation)
        return nil
    } catch let error as DecodingError {
        #expect(DecodingErrorCase(error) == expected, "\(error)", sourceLocation: sourceLocation)
        #expect(error.fullPath == path, "\(error)", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected DecodingError.\(expected), got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Expects two decodes of one source to agree: equal values, or `DecodingError`s of one case, at one path, with one
/// description. Returns whether both threw, so that a property can require its error half to be exercised.
@discardableResult
func expectSameDecode<T: Equatable>(
    _ first: Result<T, any Error>, _ second: Result<T, any Error>, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    switch (first, second) {
    case (.success(let first), .success(let second)):
        #expect(first == second, "\(context)", sourceLocation: sourceLocation)
        return false
    case (.failure(let first as DecodingError), .failure(let second as DecodingError)):
        #expect(DecodingErrorCase(first) == DecodingErrorCase(second), "\(context)", sourceLocation: sourceLocation)
        #expect(first.fullPath == second.fullPath, "\(context)", sourceLocation: sourceLocation)
        #expect(
            first.context?.debugDescription == second.context?.debugDescription, "\(context)",
            sourceLocation: sourceLocation)
        return true
    case (let first, let second):
        Issue.record("one decode gave \(first), the other \(second); \(context)", sourceLocation: sourceLocation)
        return false
    }
}

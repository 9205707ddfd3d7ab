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

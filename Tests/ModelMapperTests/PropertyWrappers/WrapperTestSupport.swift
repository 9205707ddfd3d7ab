import Foundation
import ModelMapper
import Testing

// Helpers shared by the property-wrapper suites.

/// Which `DecodingError` case a test expects.
enum WrapperErrorKind: Sendable, Equatable, CustomTestStringConvertible {
    case typeMismatch
    case dataCorrupted
    case valueNotFound
    case keyNotFound

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch: self = .typeMismatch
        case .dataCorrupted: self = .dataCorrupted
        case .valueNotFound: self = .valueNotFound
        case .keyNotFound: self = .keyNotFound
        @unknown default: self = .dataCorrupted
        }
    }

    var testDescription: String { "\(self)" }
}

extension DecodingError {
    /// The error's context, whatever its case.
    var wrapperTestContext: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default: nil
        }
    }

    /// The coding path as key strings (`["items", "Index 1", "age"]`); for `keyNotFound`, the missing key is
    /// appended, as Foundation reports it apart from the path.
    var wrapperTestPath: [String] {
        var path = wrapperTestContext?.codingPath.map(\.stringValue) ?? []
        if case .keyNotFound(let key, _) = self { path.append(key.stringValue) }
        return path
    }
}

/// The decoders every wrapper must work with.
enum WrapperTestDecoder: Sendable, CaseIterable, CustomTestStringConvertible {
    /// Foundation's `JSONDecoder` over the JSON text.
    case jsonDecoder
    /// `DictionaryDecoder` over `JSONSerialization`'s output for the JSON text (`NSNumber`s, `NSNull`).
    case dictionaryDecoder

    func decode<T: Decodable>(_ type: T.Type, json: String) throws -> T {
        switch self {
        case .jsonDecoder:
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        case .dictionaryDecoder:
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
            return try DictionaryDecoder().decode(T.self, from: object)
        }
    }

    var testDescription: String {
        switch self {
        case .jsonDecoder: "JSONDecoder"
        case .dictionaryDecoder: "DictionaryDecoder"
        }
    }
}

/// The helpers of the property-wrapper suites, as members rather than global functions so that they never clash
/// with helpers of other suites in the same test target. Every wrapper suite (and table row) conforms.
protocol WrapperTestHelpers {}

extension WrapperTestHelpers {
    /// Decodes with `JSONDecoder`.
    func decodeJSON<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try WrapperTestDecoder.jsonDecoder.decode(type, json: json)
    }

    /// Runs `body`, expects it to throw a `DecodingError` of `kind` at `path`, and returns the error.
    @discardableResult
    func expectDecodingError(
        _ kind: WrapperErrorKind,
        at path: [String],
        message: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) -> DecodingError? {
        do {
            try body()
            Issue.record("Expected \(kind) at \(path), but nothing was thrown", sourceLocation: sourceLocation)
            return nil
        } catch let error as DecodingError {
            #expect(WrapperErrorKind(error) == kind, "\(error)", sourceLocation: sourceLocation)
            #expect(error.wrapperTestPath == path, sourceLocation: sourceLocation)
            if let message {
                #expect(error.wrapperTestContext?.debugDescription == message, sourceLocation: sourceLocation)
            }
            return error
        } catch {
            Issue.record("Expected a DecodingError, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Encodes with `JSONEncoder` (sorted keys) and returns the text.
    func encodeJSON<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Encodes `value` with `JSONEncoder`, checks the text, decodes it back and checks it equals `value`.
    func expectRoundTrip<T: Codable & Equatable>(
        _ value: T, json expectedJSON: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let json = try encodeJSON(value)
        #expect(json == expectedJSON, sourceLocation: sourceLocation)
        let decoded = try decodeJSON(T.self, json)
        #expect(decoded == value, sourceLocation: sourceLocation)
    }
}

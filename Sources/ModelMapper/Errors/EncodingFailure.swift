import Foundation

/// The `EncodingError`s the library throws, in Foundation's wording where Foundation has one.
enum EncodingFailure {
    /// `invalidValue` for a value that cannot be written, at `codingPath`.
    static func invalidValue(
        _ value: Any, codingPath: [any CodingKey], _ description: String, underlyingError: (any Error)? = nil
    ) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath, debugDescription: description, underlyingError: underlyingError))
    }

    /// The error of a strategy's conversion at `codingPath`: an `EncodingError` it threw, with its relative coding
    /// path placed under `codingPath`; any other error as `invalidValue` of `value`.
    static func conversion(_ error: any Error, of value: Any, codingPath: [any CodingKey]) -> EncodingError {
        guard let encodingError = error as? EncodingError else {
            return invalidValue(value, codingPath: codingPath, "\(error)", underlyingError: error)
        }
        switch encodingError {
        case .invalidValue(let thrown, let context):
            return .invalidValue(
                thrown,
                EncodingError.Context(
                    codingPath: codingPath + context.codingPath, debugDescription: context.debugDescription,
                    underlyingError: context.underlyingError))
        @unknown default: return encodingError
        }
    }

    /// A `Decimal` NaN, which JSON cannot carry, in `JSONEncoder`'s wording.
    static func decimalNaN(_ value: Decimal, codingPath: [any CodingKey]) -> EncodingError {
        invalidValue(value, codingPath: codingPath, "Unable to encode Decimal.nan directly in JSON.")
    }

    /// An encoded tree that JSON text cannot carry; `location` is the place in the text, `codingPath` the value's.
    static func notJSON(
        _ value: Any, reason: String, at location: MappingPath, codingPath: [any CodingKey] = []
    ) -> EncodingError {
        let place = location.isEmpty ? "" : " (at \(location) in the text)"
        return invalidValue(
            value, codingPath: codingPath, "The value cannot be written as JSON text: \(reason)\(place)")
    }
}

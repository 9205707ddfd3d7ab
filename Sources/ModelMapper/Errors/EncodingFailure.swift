import Foundation

/// The `EncodingError`s the library throws, in Foundation's wording where Foundation has one.
enum EncodingFailure {
    static func invalidValue(
        _ value: Any, codingPath: [any CodingKey], _ description: String, underlyingError: (any Error)? = nil
    ) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath, debugDescription: description, underlyingError: underlyingError))
    }

    /// A strategy's error at `codingPath`: its `EncodingError`'s path put under it, any other as `invalidValue`.
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

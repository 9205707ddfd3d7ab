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

    /// A `Decimal` NaN, which JSON cannot carry, in `JSONEncoder`'s wording.
    static func decimalNaN(_ value: Decimal, codingPath: [any CodingKey]) -> EncodingError {
        invalidValue(value, codingPath: codingPath, "Unable to encode Decimal.nan directly in JSON.")
    }
}

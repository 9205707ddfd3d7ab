import Foundation

// Property wrappers, polymorphic kinds and the suggestion probe run under any decoder: their errors sit at the
// decoder's coding path, and under ModelMapper's decoder also name the source path, which the decoder gives through
// the wrappers' seam (`WrapperDecodingSupport`).

extension DecodingFailure {
    /// `valueNotFound` for the `null` a decoder holds where a `type` is required.
    static func valueNotFound(_ type: Any.Type, in decoder: any Decoder) -> DecodingError {
        .valueNotFound(type, .wrapper(decoder, "Expected \(type) value but found null instead."))
    }

    /// `typeMismatch` for a value of the wrong kind at a decoder's position.
    static func typeMismatch(_ type: Any.Type, in decoder: any Decoder, _ description: String) -> DecodingError {
        .typeMismatch(type, .wrapper(decoder, description))
    }

    /// `dataCorrupted` for a value of the right kind that cannot be represented, at a decoder's position.
    static func dataCorrupted(
        in decoder: any Decoder, _ description: String, underlyingError: (any Error)? = nil
    ) -> DecodingError {
        .dataCorrupted(.wrapper(decoder, description, underlyingError: underlyingError))
    }
}

extension DecodingError.Context {
    /// The context of an error about the value a wrapper reads from `decoder`: its coding path, and the source path
    /// when ``DictionaryDecoder`` runs the wrapper, as every other error of that decoder names it.
    static func wrapper(
        _ decoder: any Decoder, _ description: String, underlyingError: (any Error)? = nil
    ) -> DecodingError.Context {
        guard let support = decoder as? any WrapperDecodingSupport else {
            return DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: description, underlyingError: underlyingError)
        }
        let context = support.errorContext(description)
        return DecodingError.Context(
            codingPath: context.codingPath, debugDescription: context.debugDescription,
            underlyingError: underlyingError)
    }
}

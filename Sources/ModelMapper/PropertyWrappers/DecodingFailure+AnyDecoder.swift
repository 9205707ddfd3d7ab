import Foundation

// Wrappers, polymorphic kinds and the suggestion probe run under any decoder: their errors sit at its coding path,
// and under ModelMapper's decoder also name the source path (`WrapperDecodingSupport`).

extension DecodingFailure {
    static func valueNotFound(_ type: Any.Type, in decoder: any Decoder) -> DecodingError {
        .valueNotFound(type, .wrapper(decoder, "Expected \(type) value but found null instead."))
    }

    static func typeMismatch(_ type: Any.Type, in decoder: any Decoder, _ description: String) -> DecodingError {
        .typeMismatch(type, .wrapper(decoder, description))
    }

    static func dataCorrupted(
        in decoder: any Decoder, _ description: String, underlyingError: (any Error)? = nil
    ) -> DecodingError {
        .dataCorrupted(.wrapper(decoder, description, underlyingError: underlyingError))
    }
}

extension DecodingFailure {
    /// A strategy's conversion error at a decoder's position: a `DecodingError` keeps its case and description, its
    /// relative coding path placed under the decoder's; any other error becomes `dataCorrupted`.
    static func conversion(_ error: any Error, in decoder: any Decoder) -> DecodingError {
        guard let decodingError = error as? DecodingError else {
            return dataCorrupted(in: decoder, "\(error)", underlyingError: error)
        }
        func placed(_ context: DecodingError.Context) -> DecodingError.Context {
            let base = DecodingError.Context.wrapper(
                decoder, context.debugDescription, underlyingError: context.underlyingError)
            return DecodingError.Context(
                codingPath: base.codingPath + context.codingPath, debugDescription: base.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch decodingError {
        case .dataCorrupted(let context): return .dataCorrupted(placed(context))
        case .typeMismatch(let type, let context): return .typeMismatch(type, placed(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, placed(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, placed(context))
        @unknown default: return decodingError
        }
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

/// What a property wrapper may ask of the decoder running it, beyond the `Decoder` API, without depending on which
/// decoder that is.
///
/// ``DictionaryDecoder``'s decoder conforms: through this seam ``Coerced`` makes the one coercion decision for its
/// value (the decoder-wide ``DictionaryDecoder/coercions`` stand aside), its errors carry the source path like every
/// other error, and coercions and lossy drops reach the ``MappingReport``. With any other decoder (`JSONDecoder`,
/// `PropertyListDecoder`) the wrappers use the `Decoder` API alone and behave the same, minus the report.
protocol WrapperDecodingSupport: AnyObject {
    /// The value the decoder is positioned at, as found in the input.
    var heldValue: Any { get }

    /// Decodes the held value as `T` without any decoder-wide coercion, or returns `nil` when it does not decode so.
    func decodeWithoutCoercion<T: Decodable>(_ type: T.Type) -> T?

    /// The context of an error about the held value: its coding path, and a description that names the source path
    /// when it differs from the model path.
    func errorContext(_ description: String) -> DecodingError.Context

    /// Decodes `value` in place of the held value: at the decoder's position, with its hints and options.
    func decode<T: Decodable>(_ type: T.Type, from value: Any) throws -> T

    /// Records, for the mapping report, that the held value was converted from another scalar type.
    func recordCoercion(of input: CoercionInput, to type: Any.Type)

    /// Records, for the mapping report, that the held value was read as something else (`null`, the value its JSON
    /// text spells), described by `target`.
    func recordConversion(of input: CoercionInput, to target: String)

    /// Records, for the mapping report, that the held value was read as a one-element array.
    func recordWrappedInArray()

    /// Records, for the mapping report, that a lossy wrapper dropped a value below the decoder's position.
    func recordDrop(_ drop: LossyDrop)
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

/// What a property wrapper may ask of the encoder running it, beyond the `Encoder` API: the counterpart of
/// ``WrapperDecodingSupport``. ``DictionaryEncoder``'s encoder conforms; with any other encoder the wrappers use the
/// `Encoder` API alone.
protocol WrapperEncodingSupport: AnyObject {
    /// Encodes a value at the encoder's position, with its hints and options, into a tree, without storing it.
    func encodeToTree<T: Encodable>(_ value: T) throws -> Any
}

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

    /// Records, for the mapping report, that the held value was converted from another scalar type.
    func recordCoercion(of input: CoercionInput, to type: Any.Type)

    /// Records, for the mapping report, that a lossy wrapper dropped a value below the decoder's position.
    func recordDrop(_ drop: LossyDrop)
}

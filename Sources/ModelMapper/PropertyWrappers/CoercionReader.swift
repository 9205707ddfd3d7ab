/// Reads the scalar a `Decoder` holds and converts it through ``ScalarCoercion``, for the ``Coercible`` types.
///
/// It works with any `Decoder` (`JSONDecoder`, `PropertyListDecoder`, ``DictionaryDecoder``) by asking the
/// single-value container for strictly typed values: first the target type itself (the common case, where the
/// backend sent the right type, costs one decode), then `Bool`, `String`, `Int64`, `UInt64` and `Double`. With a
/// strict decoder each of those succeeds for exactly one kind of input, so the order never misclassifies: a
/// boolean is never read as `1`, `1.5` is never truncated (`Int64` refuses it and `Double` takes it), and integers
/// too large for `Double` are read exactly. The failed typed attempts are expected and discarded; what is never
/// discarded is the final verdict: a value that does not convert throws.
enum CoercionReader {
    /// Decodes a `T` from a decoder's single value, coercing it with `convert`.
    ///
    /// - Parameters:
    ///   - type: The target type.
    ///   - decoder: The decoder, positioned at the property.
    ///   - convert: The row of the coercion table for `T`.
    /// - Returns: The converted value.
    /// - Throws: `DecodingError.valueNotFound` for `null`; `DecodingError.typeMismatch` for a container or a value
    ///   of a kind `T` does not accept; `DecodingError.dataCorrupted` for a value of the right kind that `T` cannot
    ///   represent. All at `decoder.codingPath`.
    static func decode<T: Decodable>(
        _ type: T.Type,
        from decoder: any Decoder,
        convert: (CoercionInput) -> Result<T, CoercionFailure>
    ) throws -> T {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            throw DecodingError.valueNotFound(
                T.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected \(T.self) value but found null instead."))
        }
        if let value = try? container.decode(T.self) { return value }
        guard let input = read(container) else {
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "Expected \(T.self), or a boolean, number or string that converts to it, but found "
                        + "\(describeNonScalar(decoder)) instead."))
        }
        switch convert(input) {
        case .success(let value):
            if let decoder = decoder as? DictionaryDecoderImpl, let recorder = decoder.recorder {
                recorder.coerced(input, to: T.self, at: .root(decoder.node))
            }
            return value
        case .failure(let failure):
            throw failure.decodingError(
                T.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: failure.message(expecting: "\(T.self)")))
        }
    }

    /// The scalar in a single-value container, or `nil` when it holds none (a container, or something else).
    static func read(_ container: any SingleValueDecodingContainer) -> CoercionInput? {
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if let value = try? container.decode(String.self) { return .string(value) }
        if let value = try? container.decode(Int64.self) { return .int(value) }
        if let value = try? container.decode(UInt64.self) { return .uint(value) }
        if let value = try? container.decode(Double.self) { return .double(value) }
        return nil
    }

    /// Names what a decoder holds when it is not a scalar, for the error message. Only called on the error path.
    private static func describeNonScalar(_ decoder: any Decoder) -> String {
        if (try? decoder.unkeyedContainer()) != nil { return "an array" }
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil { return "a dictionary" }
        return "a value that is not a boolean, number or string"
    }
}

/// Reads the scalar a `Decoder` holds and converts it through ``ScalarCoercion``. Under ``DictionaryDecoder`` it
/// reads the value as it is in the input, whatever ``DictionaryDecoder/coercions`` says. Under any other decoder it
/// asks the container for the target type, then `Bool`, `String`, `Int64`, `UInt64` and `Double`: a strict decoder
/// answers each for exactly one kind of input, so a boolean is never read as `1` and `1.5` is never truncated.
enum CoercionReader {
    /// Decodes a `T` from a decoder's single value, coercing it with `convert`.
    static func decode<T: Decodable>(
        _ type: T.Type,
        from decoder: any Decoder,
        convert: (CoercionInput) -> Result<T, CoercionFailure>
    ) throws -> T {
        if let support = decoder as? any WrapperDecodingSupport {
            return try decode(type, from: support, in: decoder, convert: convert)
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { throw DecodingFailure.valueNotFound(T.self, in: decoder) }
        if let value = try? container.decode(T.self) { return value }
        guard let input = read(container) else {
            throw DecodingFailure.typeMismatch(
                T.self, in: decoder, mismatchMessage(T.self, found: describeNonScalar(decoder)))
        }
        switch convert(input) {
        case .success(let value):
            return value
        case .failure(let failure):
            throw failure.decodingError(T.self, .wrapper(decoder, failure.message(expecting: "\(T.self)")))
        }
    }

    private static func decode<T: Decodable>(
        _ type: T.Type, from support: any WrapperDecodingSupport, in decoder: any Decoder,
        convert: (CoercionInput) -> Result<T, CoercionFailure>
    ) throws -> T {
        let value = support.heldValue
        if TreeValue.isNull(value) { throw DecodingFailure.valueNotFound(T.self, in: decoder) }
        if let value = try? support.decode(T.self, from: value, coercing: false) { return value }
        guard let input = CoercionInput(treeValue: value) else {
            throw DecodingFailure.typeMismatch(
                T.self, in: decoder, mismatchMessage(T.self, found: TreeValue.describe(value)))
        }
        switch convert(input) {
        case .success(let converted):
            support.record(.converted(input, to: "\(T.self)"))
            return converted
        case .failure(let failure):
            throw failure.decodingError(T.self, .wrapper(decoder, failure.message(expecting: "\(T.self)")))
        }
    }

    private static func mismatchMessage(_ type: Any.Type, found: String) -> String {
        "Expected \(type), or a boolean, number or string that converts to it, but found \(found) instead."
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

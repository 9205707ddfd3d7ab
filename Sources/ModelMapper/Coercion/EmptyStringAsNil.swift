/// A property wrapper for an optional the backend writes as `""` when it has none: a blank string, `null` and a
/// missing key give `nil`. Encoding leaves a `nil` out; to write it back as `""`, use ``NilAsEmptyString``. For a
/// whole decode, use ``DictionaryDecoder/Coercions/emptyStringAsNil``.
///
/// ```swift
/// @EmptyStringAsNil var nickname: String?   // "" → nil; "Ada" → "Ada"
/// ```
@propertyWrapper
public struct EmptyStringAsNil<Wrapped> {
    /// The value, or `nil` for a blank string, `null` or a missing key.
    public var wrappedValue: Wrapped?

    /// Wraps an optional value.
    public init(wrappedValue: Wrapped?) {
        self.wrappedValue = wrappedValue
    }
}

extension EmptyStringAsNil: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading a blank string and `null` as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self.init(wrappedValue: nil)
            return
        }
        if let support = decoder as? any WrapperDecodingSupport {
            if let text = TreeValue.blankString(support.heldValue) {
                support.record(.converted(.string(text), to: "null"))
                self.init(wrappedValue: nil)
                return
            }
        } else if let text = try? container.decode(String.self), TreeValue.blankString(text) != nil {
            // Only a string is probed here; what is not a string is decoded below and reports its own errors.
            self.init(wrappedValue: nil)
            return
        }
        self.init(wrappedValue: try Wrapped(from: decoder))
    }
}

extension EmptyStringAsNil: Encodable where Wrapped: Encodable {
    /// Encodes the value, or `null` when it is `nil` (in a keyed container the key is left out instead).
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(wrappedValue)
    }
}

extension EmptyStringAsNil: Equatable where Wrapped: Equatable {}
extension EmptyStringAsNil: Hashable where Wrapped: Hashable {}
extension EmptyStringAsNil: Sendable where Wrapped: Sendable {}

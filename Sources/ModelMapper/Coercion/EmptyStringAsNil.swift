/// A property wrapper for an optional value that the backend writes as an empty string when it has none:
/// `"nickname": ""`, `"age": " "`.
///
/// An empty or whitespace-only string, `null` and a missing key all give `nil`; any other value decodes as `Wrapped`
/// (a non-blank string for an `Int` still throws its type mismatch). Encoding writes the value, and leaves the key
/// out when it is `nil`, as the synthesized conformance does for a plain optional.
///
/// ```swift
/// struct Profile: Codable {
///     @EmptyStringAsNil var nickname: String?   // "" → nil; "Ada" → "Ada"
///     @EmptyStringAsNil var age: Int?           // "" → nil; 26 → 26
/// }
/// ```
///
/// It works with any decoder; with ``DictionaryDecoder`` each blank string read as `nil` is recorded in the
/// ``MappingReport`` as a coercion. To read blank strings as null wherever a decode asks for one (default wrappers
/// included), use ``DictionaryDecoder/Coercions/emptyStringAsNil``.
@propertyWrapper
public struct EmptyStringAsNil<Wrapped> {
    /// The value, or `nil` for a blank string, `null` or a missing key.
    public var wrappedValue: Wrapped?

    /// Wraps an optional value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Wrapped?) {
        self.wrappedValue = wrappedValue
    }
}

extension EmptyStringAsNil: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading a blank string and `null` as `nil`.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: Whatever decoding `Wrapped` throws for a value that is not blank.
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
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension EmptyStringAsNil: Equatable where Wrapped: Equatable {}
extension EmptyStringAsNil: Hashable where Wrapped: Hashable {}
extension EmptyStringAsNil: Sendable where Wrapped: Sendable {}

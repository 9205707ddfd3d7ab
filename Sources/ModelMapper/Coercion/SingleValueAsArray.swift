/// A property wrapper for an array that the backend sometimes sends as a single value: `"tags": "swift"` for
/// `["swift"]`, an object for an array of one model.
///
/// An array decodes as it is; any other value that is not `null` decodes as the only element. `null` and a missing
/// key behave as for a plain array (`valueNotFound`, `keyNotFound`). A single value that does not decode as an
/// element throws its error at the property's own path (`tags`), where the value is; an element of an array at the
/// element's (`tags[1]`). Encoding always writes an array.
///
/// ```swift
/// struct Post: Codable {
///     @SingleValueAsArray var tags: [String]        // "swift" → ["swift"]; ["a", "b"] → ["a", "b"]
///     @SingleValueAsArray var authors: [Author]     // {"name": "Ada"} → [Author(name: "Ada")]
/// }
/// ```
///
/// It works with any decoder; with ``DictionaryDecoder`` the wrapping is recorded in the ``MappingReport`` as a
/// coercion. To read single values as arrays wherever a decode expects an array, use
/// ``DictionaryDecoder/Coercions/singleValueAsArray``.
@propertyWrapper
public struct SingleValueAsArray<Element> {
    /// The elements.
    public var wrappedValue: [Element]

    /// Wraps an array.
    ///
    /// - Parameter wrappedValue: The elements.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }
}

extension SingleValueAsArray: Decodable where Element: Decodable {
    /// Decodes an array, or a single value as an array of one element.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: `DecodingError.valueNotFound` for `null`; whatever decoding the elements throws.
    public init(from decoder: any Decoder) throws {
        if let support = decoder as? any WrapperDecodingSupport {
            let held = support.heldValue
            guard TreeValue.array(held) == nil, !TreeValue.isNull(held) else {
                self.init(wrappedValue: try support.decode([Element].self, from: held, coercing: true))
                return
            }
            support.record(.wrappedInArray)
            self.init(wrappedValue: [try support.decode(Element.self, from: held, coercing: true)])
            return
        }
        do {
            self.init(wrappedValue: try [Element](from: decoder))
        } catch DecodingError.typeMismatch(let type, let context)
            where type == [Any].self && context.codingPath.count == decoder.codingPath.count
        {
            // Not an array (`JSONDecoder` names the container type it wanted): the single value is the element. The
            // same error one level down is an element's (an array where `[[Int]]` wants arrays), and stays one.
            self.init(wrappedValue: [try Element(from: decoder)])
        }
    }
}

extension SingleValueAsArray: Encodable where Element: Encodable {
    /// Encodes the elements as an array.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding an element throws.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension SingleValueAsArray: Equatable where Element: Equatable {}
extension SingleValueAsArray: Hashable where Element: Hashable {}
extension SingleValueAsArray: Sendable where Element: Sendable {}

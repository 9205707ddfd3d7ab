/// A property wrapper for an array the backend sometimes sends as a single value, which decodes as the only element;
/// `null` and a missing key throw as for a plain array, and encoding always writes an array. For a whole decode, use
/// ``DictionaryDecoder/Coercions/singleValueAsArray``.
///
/// ```swift
/// @SingleValueAsArray var tags: [String]        // "swift" → ["swift"]; ["a", "b"] → ["a", "b"]
/// @SingleValueAsArray var authors: [Author]     // {"name": "Ada"} → [Author(name: "Ada")]
/// ```
@propertyWrapper
public struct SingleValueAsArray<Element> {
    /// The elements.
    public var wrappedValue: [Element]

    /// Wraps an array.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }
}

extension SingleValueAsArray: Decodable where Element: Decodable {
    /// Decodes an array, or a single value as an array of one element.
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
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension SingleValueAsArray: Equatable where Element: Equatable {}
extension SingleValueAsArray: Hashable where Element: Hashable {}
extension SingleValueAsArray: Sendable where Element: Sendable {}

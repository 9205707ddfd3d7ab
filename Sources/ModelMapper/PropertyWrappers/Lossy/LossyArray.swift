/// A property wrapper for an array that drops, and records (``LossyDecoding``), the elements that fail to decode,
/// keeping the others in order. A missing key or `null` is an empty array; a non-array still throws.
///
/// ```swift
/// @LossyArray var posts: [Post]          // a post with a missing field is dropped, the rest decode
/// @Coerced @LossyArray var ids: [Int]    // [1, "2", "x", 4.0] → [1, 2, 4]
/// ```
@propertyWrapper
public struct LossyArray<Element> {
    /// The elements that decoded.
    public var wrappedValue: [Element]

    /// Wraps an array.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }

    private static func decodeElements(
        _ decoder: any Decoder, _ decode: (inout any UnkeyedDecodingContainer) throws -> Element
    ) throws -> [Element] {
        if try decoder.singleValueContainer().decodeNil() {
            return DefaultDecoding.defaultForNull(Self.self, in: decoder).wrappedValue
        }
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            let index = container.currentIndex
            do {
                elements.append(try decode(&container))
            } catch let error where LossyDecoding.canDrop(error) {
                LossyDecoding.record(
                    LossyDrop(
                        kind: .droppedElement(index: index),
                        codingPath: decoder.codingPath + [AnyCodingKey(index: index)],
                        error: error),
                    in: decoder)
                // A failed decode leaves the container on the element; step over it.
                if container.currentIndex == index, try !container.decodeNil() {
                    _ = try container.decode(SkippedElement.self)
                }
                // A container that cannot step over the element would loop forever: give up instead.
                guard container.currentIndex > index else { throw error }
            }
        }
        return elements
    }
}

/// Decodes any value without reading it, to move an unkeyed container past an element.
private struct SkippedElement: Decodable {
    init(from decoder: any Decoder) throws {}
}

extension LossyArray: Decodable where Element: Decodable {
    /// Decodes the array, dropping the elements that do not decode.
    ///
    /// - Throws: `typeMismatch` for a value that is not an array; ``ModelMapperError`` and `CancellationError`.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Self.decodeElements(decoder) { try $0.decode(Element.self) })
    }
}

extension LossyArray: Encodable where Element: Encodable {
    /// Encodes the elements as a plain array.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(wrappedValue)
    }
}

extension LossyArray: Coercible where Element: Coercible {}

extension LossyArray: BuiltInCoercible where Element: Coercible {
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self.init(
            wrappedValue: try Self.decodeElements(decoder) {
                try Element.coerce(from: $0.superDecoder(), grammar: grammar)
            })
    }

    static var valueForMissingKey: LossyArray? { LossyArray(wrappedValue: []) }
}

extension LossyArray: DefaultingWrapper {
    static var defaultWrapper: LossyArray { LossyArray(wrappedValue: []) }
    static var defaultValueDescription: String { "[]" }
}

extension LossyArray: Equatable where Element: Equatable {}
extension LossyArray: Hashable where Element: Hashable {}
extension LossyArray: Sendable where Element: Sendable {}

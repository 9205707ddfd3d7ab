/// A property wrapper for an array of mixed kinds of a ``PolymorphicBase``, each element by its discriminator. With
/// ``TypeDiscriminator/UnknownKinds/drop``, an element of an undeclared kind is left out and recorded in the
/// ``MappingReport``; one of a declared kind that does not decode still fails the array, unlike ``LossyArray``.
@propertyWrapper
public struct PolymorphicArray<Base: PolymorphicBase> where Base.PolymorphicRoot == Base {
    /// The elements, each of one of the base type's kinds.
    public var wrappedValue: [Base]

    /// Wraps an array.
    public init(wrappedValue: [Base]) {
        self.wrappedValue = wrappedValue
    }
}

extension PolymorphicArray: Decodable {
    /// Decodes each element as the kind its discriminator names; throws `DecodingError.typeMismatch` for a value
    /// that is not an array, and the errors of ``TypeDiscriminator/decode(from:)`` for an element.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Base] = []
        elements.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            let index = container.currentIndex
            let element = try container.decode(Element.self)
            if let value = element.value {
                elements.append(value)
            } else if let reason = element.dropped {
                LossyDecoding.record(
                    LossyDrop(
                        kind: .droppedUnknownKind(index: index, kind: reason.kind),
                        codingPath: decoder.codingPath + [AnyCodingKey(index: index)],
                        error: reason.error),
                    in: decoder)
            }
        }
        self.init(wrappedValue: elements)
    }

    /// One element: its value, or `nil` and why when its undeclared kind is dropped.
    private struct Element: Decodable {
        let value: Base?
        let dropped: (kind: String, error: DecodingError)?

        init(from decoder: any Decoder) throws {
            var dropped: (kind: String, error: DecodingError)?
            value = try Base.discriminator.decodeUnlessDropped(from: decoder) { dropped = ($0, $1) }
            self.dropped = dropped
        }
    }
}

extension PolymorphicArray: Encodable {
    /// Encodes the elements as an array, each after its discriminator.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in wrappedValue {
            try container.encode(Polymorphic(wrappedValue: element))
        }
    }
}

extension PolymorphicArray: Sendable where Base: Sendable {}
extension PolymorphicArray: Equatable where Base: Equatable {}
extension PolymorphicArray: Hashable where Base: Hashable {}

/// A property wrapper for a value of a polymorphic class hierarchy (or any ``PolymorphicBase``), decoded as the kind
/// its discriminator names: a class cannot decode itself as a subclass. An enum that conforms to
/// ``PolymorphicCodable`` needs no wrapper.
///
/// ```swift
/// struct Drawing: Codable {
///     @Polymorphic var background: Shape           // {"kind": "circle", "radius": 1} → a Circle
///     @PolymorphicArray var shapes: [Shape]        // each element by its own kind
/// }
/// ```
@propertyWrapper
public struct Polymorphic<Base: PolymorphicBase> where Base.PolymorphicRoot == Base {
    /// The value, of one of the base type's kinds.
    public var wrappedValue: Base

    /// Wraps a value.
    public init(wrappedValue: Base) {
        self.wrappedValue = wrappedValue
    }
}

extension Polymorphic: Decodable {
    /// Decodes the kind the discriminator names; throws the errors of ``TypeDiscriminator/decode(from:)``.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Base.discriminator.decode(from: decoder))
    }
}

extension Polymorphic: Encodable {
    /// Encodes the value's kind after its discriminator; throws the errors of ``TypeDiscriminator/encode(_:to:)``.
    public func encode(to encoder: any Encoder) throws {
        try Base.discriminator.encode(wrappedValue, to: encoder)
    }
}

extension Polymorphic: Sendable where Base: Sendable {}
extension Polymorphic: Equatable where Base: Equatable {}
extension Polymorphic: Hashable where Base: Hashable {}

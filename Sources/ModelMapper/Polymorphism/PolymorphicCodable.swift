/// A polymorphic type that decodes and encodes itself through its ``PolymorphicBase/discriminator``: an enum with
/// one case per kind, without a hand-written `init(from:)` or `encode(to:)`.
///
/// ```swift
/// enum Shape: PolymorphicCodable {
///     case circle(Circle)
///     case rectangle(Rectangle)
///
///     static var discriminator: TypeDiscriminator<Shape> {
///         TypeDiscriminator(key: "kind", ["circle": .case(Shape.circle), "rectangle": .case(Shape.rectangle)])
///     }
/// }
/// ```
///
/// The conformance supplies `init(from:)` and `encode(to:)`; a type that writes its own keeps them. A class
/// hierarchy cannot conform (an initializer cannot return a subclass instance): conform the base class to
/// ``PolymorphicBase`` and decode its properties through ``Polymorphic`` and ``PolymorphicArray``.
public protocol PolymorphicCodable: PolymorphicBase, Codable where PolymorphicRoot == Self {}

extension PolymorphicCodable {
    /// Decodes the kind the discriminator names.
    ///
    /// - Parameter decoder: The decoder, positioned at the object.
    /// - Throws: `DecodingError.keyNotFound` without a discriminator, `DecodingError.dataCorrupted` for a kind that
    ///   is not declared (unless the type discriminator has a fallback), and whatever decoding the kind throws.
    public init(from decoder: any Decoder) throws {
        self = try Self.discriminator.decode(from: decoder)
    }

    /// Encodes the value's kind and its discriminator.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when the value matches no declared kind; whatever encoding it throws.
    public func encode(to encoder: any Encoder) throws {
        try Self.discriminator.encode(self, to: encoder)
    }
}

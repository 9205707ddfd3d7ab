/// An enum with one case per kind that decodes and encodes itself through its ``PolymorphicBase/discriminator``.
///
/// ```swift
/// enum Shape: PolymorphicCodable {
///     case circle(Circle), rectangle(Rectangle)
///     static var discriminator: TypeDiscriminator<Shape> {
///         TypeDiscriminator(key: "kind", ["circle": .case(Shape.circle), "rectangle": .case(Shape.rectangle)])
///     }
/// }
/// ```
///
/// An initializer cannot return a subclass instance, so a class hierarchy conforms to ``PolymorphicBase`` instead.
public protocol PolymorphicCodable: PolymorphicBase, Codable where PolymorphicRoot == Self {}

extension PolymorphicCodable {
    /// Decodes the kind the discriminator names; throws the errors of ``TypeDiscriminator/decode(from:)``.
    public init(from decoder: any Decoder) throws {
        self = try Self.discriminator.decode(from: decoder)
    }

    /// Encodes the value's kind and its discriminator; throws the errors of ``TypeDiscriminator/encode(_:to:)``.
    public func encode(to encoder: any Encoder) throws {
        try Self.discriminator.encode(self, to: encoder)
    }
}

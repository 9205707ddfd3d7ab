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
/// A class hierarchy cannot conform, since an initializer cannot return a subclass instance: conform its base class
/// to ``PolymorphicBase`` instead.
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

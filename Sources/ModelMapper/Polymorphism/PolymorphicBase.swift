/// A type whose values come in kinds, told apart in the source by a discriminator key: `{"kind": "circle", …}`.
///
/// Enums conform to ``PolymorphicCodable``; a class hierarchy conforms here, and properties of its type use
/// ``Polymorphic`` and ``PolymorphicArray``. <doc:DiscriminatedKinds> describes the rules.
///
/// ```swift
/// class Shape: Codable, PolymorphicBase {
///     static var discriminator: TypeDiscriminator<Shape> {
///         TypeDiscriminator(key: "kind", ["circle": .subclass(Circle.self), "square": .subclass(Square.self)])
///     }
/// }
/// ```
public protocol PolymorphicBase {
    /// The type itself, or the base class of a hierarchy; inferred from ``discriminator``.
    associatedtype PolymorphicRoot = Self

    /// The discriminator key, the kinds, and what to do with a kind that is not declared.
    static var discriminator: TypeDiscriminator<PolymorphicRoot> { get }
}

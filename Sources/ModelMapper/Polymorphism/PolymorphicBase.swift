/// A type whose values come in kinds, told apart in the source by a discriminator key: `{"kind": "circle", …}`.
///
/// An enum with one case per kind conforms to ``PolymorphicCodable``; a class hierarchy conforms here, and its
/// properties use ``Polymorphic`` and ``PolymorphicArray``. <doc:DiscriminatedKinds> describes the rules.
///
/// ```swift
/// class Shape: Codable, PolymorphicBase {
///     static var discriminator: TypeDiscriminator<Shape> {
///         TypeDiscriminator(key: "kind", ["circle": .subclass(Circle.self), "square": .subclass(Square.self)])
///     }
/// }
/// ```
public protocol PolymorphicBase {
    /// The type the kinds are kinds of: the type itself, or the base class of a hierarchy. Inferred from
    /// ``discriminator``.
    associatedtype PolymorphicRoot = Self

    /// The discriminator key, the kinds, and what to do with a kind that is not declared.
    static var discriminator: TypeDiscriminator<PolymorphicRoot> { get }
}

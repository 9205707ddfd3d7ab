/// A type whose values come in kinds, told apart in the source by a discriminator key: `{"kind": "circle", …}`.
///
/// Declare the kinds once, on the base type, and every coder reads and writes them: an enum with one case per kind
/// conforms to ``PolymorphicCodable`` and needs no `init(from:)` of its own; a class hierarchy conforms here and its
/// properties use ``Polymorphic`` and ``PolymorphicArray``.
///
/// ```swift
/// class Shape: Codable, PolymorphicBase {
///     static var discriminator: TypeDiscriminator<Shape> {
///         TypeDiscriminator(key: "kind", ["circle": .subclass(Circle.self), "square": .subclass(Square.self)])
///     }
/// }
/// ```
///
/// The article <doc:DiscriminatedKinds> describes the rules.
public protocol PolymorphicBase {
    /// The type the kinds are kinds of: the type itself, or for a class hierarchy the base class, which its
    /// subclasses inherit. Inferred from ``discriminator``.
    associatedtype PolymorphicRoot = Self

    /// The discriminator key, the kinds, and what to do with a kind that is not declared.
    static var discriminator: TypeDiscriminator<PolymorphicRoot> { get }
}

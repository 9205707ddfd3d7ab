import Foundation

/// One kind of a polymorphic type: the concrete type its values decode as, and how it becomes the base type.
///
/// - ``case(_:)``: an enum case with one associated value, `.case(Shape.circle)`;
/// - ``subclass(_:)``: a subclass of a base class, `.subclass(Circle.self)`.
///
/// The concrete type is decoded where the polymorphic value is, from the same object, with the hints that apply
/// there: the call site's and the base type's own. A kind's own ``HintProviding`` hints do not apply (the kind is
/// read and written in place of the base value): give them to the base type.
public struct PolymorphicKind<Base>: Sendable {
    /// Decodes the concrete type at the decoder's position and makes it a base value.
    let decode: @Sendable (any Decoder) throws -> Base
    /// The value to encode for `value` when it is of this kind; `nil` when it is not.
    let payload: @Sendable (Base) -> (any Encodable)?

    /// An enum case with one associated value: values of the kind decode as `Payload`, then become `embed(payload)`.
    ///
    /// When encoding, a value is of this kind when it is this case (the case is told by its name, so two cases may
    /// share a payload type).
    ///
    /// - Parameter embed: The case, used as a function: `Shape.circle`.
    /// - Returns: The kind.
    public static func `case`<Payload: Codable & SendableMetatype>(_ embed: @escaping @Sendable (Payload) -> Base)
        -> PolymorphicKind
    {
        PolymorphicKind(
            decode: { decoder in embed(try Payload(from: decoder)) },
            payload: { value in
                let mirror = Mirror(reflecting: value)
                guard mirror.displayStyle == .enum, let child = mirror.children.first,
                    let payload = child.value as? Payload,
                    Mirror(reflecting: embed(payload)).children.first?.label == child.label
                else { return nil }
                return payload
            })
    }

    /// A subclass of a base class: values of the kind decode as `Subclass`.
    ///
    /// When encoding, a value is of this kind when its dynamic type is exactly `Subclass`, so the order of the kinds
    /// does not matter for subclasses of subclasses.
    ///
    /// - Parameter type: The subclass.
    /// - Returns: The kind.
    public static func subclass<Subclass: AnyObject & Codable & SendableMetatype>(_ type: Subclass.Type)
        -> PolymorphicKind
    {
        PolymorphicKind(
            decode: { decoder in
                guard let base = try Subclass(from: decoder) as? Base else {
                    throw DecodingFailure.dataCorrupted(
                        codingPath: decoder.codingPath, "The kind \(Subclass.self) is not a subclass of \(Base.self).")
                }
                return base
            },
            payload: { value in
                guard let object = value as? Subclass,
                    ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(Subclass.self)
                else { return nil }
                return object
            })
    }
}

import Foundation

/// One kind of a polymorphic type: an enum case, `.case(Shape.circle)`, or a subclass, `.subclass(Circle.self)`.
///
/// The kind is decoded from the same object as the discriminator, with the hints that apply there; a kind's own
/// ``HintProviding`` hints do not apply, so give them to the base type.
public struct PolymorphicKind<Base>: Sendable {
    let decode: @Sendable (any Decoder) throws -> Base
    /// The value to encode for `value` when it is of this kind; `nil` when it is not.
    let payload: @Sendable (Base) -> (any Encodable)?

    /// An enum case with one associated value, given as a function: `Shape.circle`. Cases are told apart by name
    /// when encoding, so two may share a payload type.
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

    /// A subclass of a base class. When encoding, a value is of this kind when its dynamic type is exactly
    /// `Subclass`, so the order of the kinds does not matter.
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

import Foundation

/// One kind of a polymorphic type: an enum case, `.case(Shape.circle)`, or a subclass, `.subclass(Circle.self)`. It
/// is decoded from the discriminator's object with the hints there; give ``HintProviding`` hints to the base.
public struct PolymorphicKind<Base>: Sendable {
    let decode: @Sendable (any Decoder) throws -> Base
    /// The value to encode for `value` when it is of this kind; `nil` when it is not.
    let payload: @Sendable (Base) -> (any Encodable)?

    /// An enum case with one associated value, as a function (`Shape.circle`); told apart by name, so two cases may
    /// share a payload type.
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

    /// A subclass: a value is of this kind when its dynamic type is exactly `Subclass`, whatever the kinds' order.
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

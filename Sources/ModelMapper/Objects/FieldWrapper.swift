/// A wrapper type that a ``Field`` reads and writes a present value through (a missing key is the field's business).
/// ``Coerced``, ``FormattedNumber``, ``TextValue``, ``DateValue``, ``Polymorphic`` and ``PolymorphicArray`` conform.
///
/// ```swift
/// class Order: MappedObject {
///     @Field("QTY", through: Coerced<Int>.self) var quantity = 0       // 3, "3" and 3.0
///     @Field("LINES", through: PolymorphicArray<Line>.self) var lines: [Line] = []
/// }
/// ```
public protocol FieldWrapper: Codable {
    /// The type of the value the wrapper holds.
    associatedtype Value

    /// The value the wrapper holds.
    var wrappedValue: Value { get }

    /// Wraps a value, to encode it.
    init(wrappedValue: Value)
}

extension Coerced: FieldWrapper where Value: Encodable {}
extension FormattedNumber: FieldWrapper where Value: Encodable {}
extension TextValue: FieldWrapper {}
extension DateValue: FieldWrapper {}
extension Polymorphic: FieldWrapper {}
extension PolymorphicArray: FieldWrapper {}

/// A wrapper type that a ``Field`` reads and writes its value through: `@Field(through: Coerced<Int>.self)`.
///
/// The library's wrappers that read a value in a form of their own conform: ``Coerced`` and ``FormattedNumber``
/// (coercions), ``TextValue`` (a wire form), ``DateValue`` (a date format), ``Polymorphic`` and ``PolymorphicArray``
/// (the kinds of a polymorphic class hierarchy). Conform a wrapper of your own when it has an
/// `init(wrappedValue:)` and a `wrappedValue`, and decodes and encodes itself.
///
/// ```swift
/// class Order: MappedObject {
///     @Field("QTY", through: Coerced<Int>.self) var quantity = 0       // 3, "3" and 3.0
///     @Field("LINES", through: PolymorphicArray<Line>.self) var lines: [Line] = []
/// }
/// ```
///
/// The wrapper decodes only a value that is present: whether a missing key is an error, `nil` or the field's
/// initial value is the field's rule (see ``Field``), so `through: Coerced<Int>.self` on a field without an initial
/// value still makes the key required.
public protocol FieldWrapper: Codable {
    /// The type of the value the wrapper holds.
    associatedtype Value

    /// The value the wrapper holds.
    var wrappedValue: Value { get }

    /// Wraps a value, to encode it.
    ///
    /// - Parameter wrappedValue: The value.
    init(wrappedValue: Value)
}

extension Coerced: FieldWrapper where Value: Encodable {}
extension FormattedNumber: FieldWrapper where Value: Encodable {}
extension TextValue: FieldWrapper {}
extension DateValue: FieldWrapper {}
extension Polymorphic: FieldWrapper {}
extension PolymorphicArray: FieldWrapper {}

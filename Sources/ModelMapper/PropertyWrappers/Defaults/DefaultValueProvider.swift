/// A type that supplies the value ``Default`` and ``LossyDefault`` use when a key is missing or `null`, such as
/// ``DefaultFalseProvider``, or your own caseless enum:
/// `enum DefaultCountry: DefaultValueProvider { static var defaultValue: String { "NZ" } }`.
public protocol DefaultValueProvider {
    /// The type of the property the default is for.
    associatedtype Value

    /// The value used when the key is missing or `null`.
    static var defaultValue: Value { get }
}

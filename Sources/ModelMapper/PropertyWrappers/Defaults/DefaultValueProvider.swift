/// A type that supplies the value ``Default`` and ``LossyDefault`` use when a key is missing or `null`.
///
/// ModelMapper provides the common ones (``DefaultFalseProvider``, ``DefaultTrueProvider``,
/// ``DefaultZeroProvider``, ``DefaultEmptyStringProvider``, ``DefaultEmptyArrayProvider``,
/// ``DefaultEmptyDictionaryProvider``), each with a wrapper typealias such as ``DefaultFalse``. Write your own as
/// a caseless enum:
///
/// ```swift
/// enum DefaultCountry: DefaultValueProvider {
///     static var defaultValue: String { "NZ" }
/// }
///
/// struct Address: Codable {
///     @Default<DefaultCountry> var country: String = DefaultCountry.defaultValue
/// }
/// ```
public protocol DefaultValueProvider {
    /// The type of the property the default is for.
    associatedtype Value

    /// The value used when the key is missing or `null`.
    static var defaultValue: Value { get }
}

/// A type that chooses its own representation when ``DictionaryReflector`` reflects it.
///
/// Conform a type when its stored properties are not what the backend should see: a cached value, a secret, or a
/// property wrapper that keeps its value elsewhere. The representation is reflected with the same rules, so it may
/// be a dictionary, an array, a scalar or another model.
///
/// ```swift
/// struct Temperature: CustomDictionaryReflectable {
///     var kelvin: Double
///     var dictionaryRepresentation: Any { ["celsius": kelvin - 273.15] }
/// }
/// ```
public protocol CustomDictionaryReflectable {
    /// The value to reflect in place of this one; `nil` follows ``DictionaryReflector/nilStrategy``.
    var dictionaryRepresentation: Any { get }
}

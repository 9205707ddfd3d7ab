/// A type that chooses its own representation when ``DictionaryReflector`` reflects it, for stored properties the
/// backend should not see (a cache, a secret); the representation is reflected by the same rules.
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

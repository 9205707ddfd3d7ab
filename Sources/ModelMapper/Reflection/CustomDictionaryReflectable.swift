/// A type that chooses its own representation when ``DictionaryReflector`` reflects it.
///
/// The reflector asks for ``dictionaryRepresentation`` before it looks at the value with `Mirror`, and reflects
/// whatever comes back with the same rules, so the representation may be a plain dictionary, an array, a string, a
/// number, or another model. Conform a type when its stored properties are not what the backend should see: a
/// value cached in a private property, a secret, a computed property that matters more than the storage, or a
/// property wrapper that keeps its value somewhere other than a stored `wrappedValue`.
///
/// ```swift
/// struct Temperature: CustomDictionaryReflectable {
///     var kelvin: Double
///     var dictionaryRepresentation: Any { ["celsius": kelvin - 273.15] }
/// }
///
/// let tree = try DictionaryReflector().reflect(Temperature(kelvin: 300))  // ["celsius": 26.85...]
/// ```
///
/// A representation that contains the value itself again is cut by ``DictionaryReflector/maximumDepth``, and a
/// class instance that appears in its own representation is reported as a cycle (see
/// ``DictionaryReflector/cycleStrategy``).
public protocol CustomDictionaryReflectable {
    /// The value to reflect in place of this one.
    ///
    /// Return anything the reflector accepts: a `[String: Any]` or `[Any]` tree, a scalar, `nil`, or another
    /// model. A `nil` (an `Optional` holding nothing) is treated like any other missing value and follows
    /// ``DictionaryReflector/nilStrategy``.
    var dictionaryRepresentation: Any { get }
}

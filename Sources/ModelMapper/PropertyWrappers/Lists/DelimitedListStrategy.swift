/// The separator of a ``DelimitedList``: the text between two elements of a list the backend writes in one string.
///
/// ```swift
/// enum PipeSeparated: DelimitedListStrategy {
///     static let separator = "|"
/// }
///
/// struct User: Codable {
///     @DelimitedList<PipeSeparated> var roles: [String]   // "admin|ops" ↔ ["admin", "ops"]
/// }
/// ```
///
/// The separator is matched exactly, spaces included: with `","`, `"a, b"` is `["a", " b"]`, and comes back as it
/// was. It must not be empty: a list with an empty separator throws `DecodingError.dataCorrupted` when read and
/// `EncodingError.invalidValue` when written.
public protocol DelimitedListStrategy {
    /// The text between two elements.
    static var separator: String { get }
}

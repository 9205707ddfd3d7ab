/// The separator of a ``DelimitedList``, matched exactly, spaces included; it must not be empty:
/// `enum PipeSeparated: DelimitedListStrategy { static let separator = "|" }`.
public protocol DelimitedListStrategy {
    /// The text between two elements.
    static var separator: String { get }
}

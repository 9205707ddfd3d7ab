/// Provides an empty array.
public enum DefaultEmptyArrayProvider<Element>: DefaultValueProvider {
    /// `[]`.
    public static var defaultValue: [Element] { [] }
}

/// An array that is empty when its key is missing or `null`; a value of another type, or an element that does
/// not decode, throws (use ``LossyArray`` to drop such elements).
///
/// ```swift
/// @DefaultEmptyArray var tags: [String] = []
/// ```
public typealias DefaultEmptyArray<Element> = Default<DefaultEmptyArrayProvider<Element>>

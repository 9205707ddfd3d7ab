/// Provides an empty array.
public enum DefaultEmptyArrayProvider<Element>: DefaultValueProvider {
    /// `[]`.
    public static var defaultValue: [Element] { [] }
}

/// An array that is empty when its key is missing or `null`: `@DefaultEmptyArray var tags: [String] = []`.
public typealias DefaultEmptyArray<Element> = Default<DefaultEmptyArrayProvider<Element>>

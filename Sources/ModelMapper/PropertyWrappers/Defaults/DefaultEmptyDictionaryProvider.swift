/// Provides an empty dictionary.
public enum DefaultEmptyDictionaryProvider<Key: Hashable, Element>: DefaultValueProvider {
    /// `[:]`.
    public static var defaultValue: [Key: Element] { [:] }
}

/// A dictionary that is empty when its key is missing or `null`:
/// `@DefaultEmptyDictionary var scores: [String: Int] = [:]`.
public typealias DefaultEmptyDictionary<Key: Hashable, Element> = Default<
    DefaultEmptyDictionaryProvider<Key, Element>
>

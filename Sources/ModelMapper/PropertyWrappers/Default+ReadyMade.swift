// MARK: - Providers

/// Provides `false`.
public enum DefaultFalseProvider: DefaultValueProvider {
    /// `false`.
    public static var defaultValue: Bool { false }
}

/// Provides `true`.
public enum DefaultTrueProvider: DefaultValueProvider {
    /// `true`.
    public static var defaultValue: Bool { true }
}

/// Provides zero of any numeric type.
public enum DefaultZeroProvider<Value: AdditiveArithmetic>: DefaultValueProvider {
    /// `0`.
    public static var defaultValue: Value { .zero }
}

/// Provides an empty string.
public enum DefaultEmptyStringProvider: DefaultValueProvider {
    /// `""`.
    public static var defaultValue: String { "" }
}

/// Provides an empty array.
public enum DefaultEmptyArrayProvider<Element>: DefaultValueProvider {
    /// `[]`.
    public static var defaultValue: [Element] { [] }
}

/// Provides an empty dictionary.
public enum DefaultEmptyDictionaryProvider<Key: Hashable, Element>: DefaultValueProvider {
    /// `[:]`.
    public static var defaultValue: [Key: Element] { [:] }
}

// MARK: - Wrappers

/// A `Bool` that is `false` when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultFalse var isAdmin: Bool = false
/// @Coerced @DefaultFalse var isBeta: Bool = false  // also accepts 0/1 and "yes"/"no"
/// ```
public typealias DefaultFalse = Default<DefaultFalseProvider>

/// A `Bool` that is `true` when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultTrue var notificationsEnabled: Bool = true
/// ```
public typealias DefaultTrue = Default<DefaultTrueProvider>

/// A number that is zero when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultZero var count: Int = 0
/// @Coerced @DefaultZero var price: Double = 0  // also accepts "9.99"
/// ```
public typealias DefaultZero<Value: AdditiveArithmetic> = Default<DefaultZeroProvider<Value>>

/// A `String` that is empty when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultEmptyString var nickname: String = ""
/// ```
public typealias DefaultEmptyString = Default<DefaultEmptyStringProvider>

/// An array that is empty when its key is missing or `null`; a value of another type, or an element that does
/// not decode, throws (use ``LossyArray`` to drop such elements).
///
/// ```swift
/// @DefaultEmptyArray var tags: [String] = []
/// ```
public typealias DefaultEmptyArray<Element> = Default<DefaultEmptyArrayProvider<Element>>

/// A dictionary that is empty when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultEmptyDictionary var scores: [String: Int] = [:]
/// ```
public typealias DefaultEmptyDictionary<Key: Hashable, Element> = Default<
    DefaultEmptyDictionaryProvider<Key, Element>
>

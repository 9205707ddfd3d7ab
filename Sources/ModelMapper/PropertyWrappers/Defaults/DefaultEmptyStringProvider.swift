/// Provides an empty string.
public enum DefaultEmptyStringProvider: DefaultValueProvider {
    /// `""`.
    public static var defaultValue: String { "" }
}

/// A `String` that is empty when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultEmptyString var nickname: String = ""
/// ```
public typealias DefaultEmptyString = Default<DefaultEmptyStringProvider>

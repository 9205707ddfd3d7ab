/// Provides an empty string.
public enum DefaultEmptyStringProvider: DefaultValueProvider {
    /// `""`.
    public static var defaultValue: String { "" }
}

/// A `String` that is empty when its key is missing or `null`: `@DefaultEmptyString var nickname: String = ""`.
public typealias DefaultEmptyString = Default<DefaultEmptyStringProvider>

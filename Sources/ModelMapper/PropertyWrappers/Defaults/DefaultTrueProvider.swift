/// Provides `true`.
public enum DefaultTrueProvider: DefaultValueProvider {
    /// `true`.
    public static var defaultValue: Bool { true }
}

/// A `Bool` that is `true` when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultTrue var notificationsEnabled: Bool = true
/// ```
public typealias DefaultTrue = Default<DefaultTrueProvider>

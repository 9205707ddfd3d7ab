/// Provides `false`.
public enum DefaultFalseProvider: DefaultValueProvider {
    /// `false`.
    public static var defaultValue: Bool { false }
}

/// A `Bool` that is `false` when its key is missing or `null`; a value of another type throws.
///
/// ```swift
/// @DefaultFalse var isAdmin: Bool = false
/// @Coerced @DefaultFalse var isBeta: Bool = false  // also accepts 0/1 and "yes"/"no"
/// ```
public typealias DefaultFalse = Default<DefaultFalseProvider>

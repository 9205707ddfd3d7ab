/// Provides `false`.
public enum DefaultFalseProvider: DefaultValueProvider {
    /// `false`.
    public static var defaultValue: Bool { false }
}

/// A `Bool` that is `false` when its key is missing or `null`: `@DefaultFalse var isAdmin: Bool = false`.
public typealias DefaultFalse = Default<DefaultFalseProvider>

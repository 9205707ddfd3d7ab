/// Provides `true`.
public enum DefaultTrueProvider: DefaultValueProvider {
    /// `true`.
    public static var defaultValue: Bool { true }
}

/// A `Bool` that is `true` when its key is missing or `null`: `@DefaultTrue var isEnabled: Bool = true`.
public typealias DefaultTrue = Default<DefaultTrueProvider>

/// Provides zero of any numeric type.
public enum DefaultZeroProvider<Value: AdditiveArithmetic>: DefaultValueProvider {
    /// `0`.
    public static var defaultValue: Value { .zero }
}

/// A number that is zero when its key is missing or `null`: `@DefaultZero var count: Int = 0`.
public typealias DefaultZero<Value: AdditiveArithmetic> = Default<DefaultZeroProvider<Value>>

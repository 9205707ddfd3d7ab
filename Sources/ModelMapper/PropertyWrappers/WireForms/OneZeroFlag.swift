/// A boolean sent as `"1"` for `true` and `"0"` for `false`, as many PHP and SQL backends send it.
public enum OneZeroFlag: FlagSpelling {
    /// `"1"`.
    public static let trueText = "1"
    /// `"0"`.
    public static let falseText = "0"
}

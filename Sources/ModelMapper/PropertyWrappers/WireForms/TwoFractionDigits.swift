/// Two fraction digits, as money is sent: `"1,234.50"`.
public enum TwoFractionDigits: GroupedNumberFormat {
    /// 2.
    public static let fractionDigits = 2
}

/// Elements separated by a semicolon: `"ios;beta;vip"` ↔ `["ios", "beta", "vip"]`, as in
/// `@DelimitedList<SemicolonSeparated> var tags: [String]`.
public enum SemicolonSeparated: DelimitedListStrategy {
    /// `";"`.
    public static var separator: String { ";" }
}

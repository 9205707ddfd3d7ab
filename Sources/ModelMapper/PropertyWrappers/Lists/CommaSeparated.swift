/// Elements separated by a comma: `"ios,beta,vip"` ↔ `["ios", "beta", "vip"]`, as in
/// `@DelimitedList<CommaSeparated> var tags: [String]`.
public enum CommaSeparated: DelimitedListStrategy {
    /// `","`.
    public static var separator: String { "," }
}

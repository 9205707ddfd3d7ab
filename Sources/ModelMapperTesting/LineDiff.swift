/// A line-by-line diff of two values' `dump` output, for failure messages.
struct LineDiff: CustomStringConvertible {
    let lines: [String]

    init<Value>(_ expected: Value, _ actual: Value) {
        lines = LineDiff.diff(LineDiff.dumped(expected), LineDiff.dumped(actual))
    }

    var description: String { lines.joined(separator: "\n") }

    private static func dumped<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    /// The longest-common-subsequence diff: shared lines prefixed with two spaces, the expected side's with `- `,
    /// the actual side's with `+ `.
    static func diff(_ old: [String], _ new: [String]) -> [String] {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append("  " + old[i])
                i += 1
                j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] > lengths[i + 1][j] {
                result.append("+ " + new[j])
                j += 1
            } else {
                result.append("- " + old[i])
                i += 1
            }
        }
        return result
    }
}

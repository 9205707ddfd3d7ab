extension HintTree: CustomStringConvertible, CustomDebugStringConvertible {
    /// The tree as the one-line Swift literal that builds an equal tree, keys in code-point order:
    /// `["members": .key("MEMBERS", nested: ["name": "Name"]), "name": "NAME"]`. An invalid tree prints all the same.
    public var description: String { HintLiteralWriter.literal(of: self) }

    /// ``description`` in `HintTree(…)`, then the first problem: `HintTree(["city": .path("a..b")], invalid: …)`.
    public var debugDescription: String {
        guard let problem else { return "HintTree(\(description))" }
        return "HintTree(\(description), invalid: \(problem.description))"
    }
}

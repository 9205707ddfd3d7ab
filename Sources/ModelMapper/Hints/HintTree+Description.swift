extension HintTree: CustomStringConvertible, CustomDebugStringConvertible {
    /// The tree as the Swift literal that builds an equal tree, on one line, entries in code-point order of their coding
    /// keys: `["members": .key("MEMBERS", nested: ["name": "Name"]), "name": "NAME"]`, or `[:]`. An invalid tree prints
    /// its entries all the same; ``debugDescription`` adds the problem.
    public var description: String {
        var writer = HintLiteralWriter()
        writer.write(self, depth: 0)
        return writer.text
    }

    /// The tree as ``description`` prints it, wrapped in `HintTree(…)`, followed by the first problem that makes it
    /// invalid: `HintTree(["city": .path("address..city")], invalid: Invalid hint entry "city": …)`.
    public var debugDescription: String {
        guard let problem else { return "HintTree(\(description))" }
        return "HintTree(\(description), invalid: \(problem.description))"
    }
}

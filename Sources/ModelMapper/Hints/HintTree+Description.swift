extension HintTree: CustomStringConvertible, CustomDebugStringConvertible {
    /// The tree as the Swift literal that builds it: paste it after `let hints: HintTree = `.
    ///
    /// Entries are written in code-point order of their coding keys, each hint in the shortest form that builds an
    /// equal hint (see ``Hint/description``), so the same tree always prints the same text and the printed literal
    /// builds a tree equal to this one:
    ///
    /// ```swift
    /// let hints: HintTree = [
    ///     "name": "NAME",
    ///     "members": .key("MEMBERS", nested: ["name": "Name"]),
    /// ]
    /// print(hints)  // ["members": .key("MEMBERS", nested: ["name": "Name"]), "name": "NAME"]
    /// print(HintTree.empty)  // [:]
    /// ```
    ///
    /// The text is one line. A tree that is invalid prints its entries all the same (a coding key written twice in
    /// one literal appears once, with the hint the tree kept); ``debugDescription`` adds the problem.
    public var description: String {
        var writer = HintLiteralWriter()
        writer.write(self, depth: 0)
        return writer.text
    }

    /// The tree as ``description`` prints it, wrapped in `HintTree(…)`, followed by the first problem that makes it
    /// invalid, as ``validate()`` would throw it.
    ///
    /// ```swift
    /// let hints: HintTree = ["city": .path("address..city")]
    /// print(String(reflecting: hints))
    /// // HintTree(["city": .path("address..city")], invalid: Invalid hint entry "city": invalid key path
    /// // "address..city": it has an empty key (at city))
    /// ```
    public var debugDescription: String {
        guard let problem else { return "HintTree(\(description))" }
        return "HintTree(\(description), invalid: \(problem.description))"
    }
}

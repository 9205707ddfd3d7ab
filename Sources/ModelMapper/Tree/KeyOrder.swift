extension Dictionary where Key == String {
    /// Calls `body` for each entry: in the dictionary's order, which is fast, or in code-point order of the keys, which
    /// does not depend on the hash seed. A walk that fails reruns in key order, so that its error is the same in every
    /// run; only a walk running no user code may rerun: the encoder runs once (`Docs/Design.md#order-independence`).
    @inline(__always)
    func forEachEntry(inKeyOrder: Bool, _ body: (String, Value) throws -> Void) rethrows {
        guard inKeyOrder else {
            for (key, value) in self { try body(key, value) }
            return
        }
        for key in keys.sorted() {
            guard let value = self[key] else { continue }
            try body(key, value)
        }
    }
}

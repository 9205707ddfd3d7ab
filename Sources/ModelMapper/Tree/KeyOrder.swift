extension Dictionary where Key == String {
    /// Calls `body` for each entry: in the dictionary's own order, which is fast, or in code-point order of the
    /// keys, which does not depend on the hash seed. A walk that fails is run again in key order, so that the error
    /// it reports is the same in every run (see ``MergePatch``). Only a walk that runs no user code may run again;
    /// the encoder, which runs `encode(to:)`, runs once (`Docs/Design.md#order-independence`).
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

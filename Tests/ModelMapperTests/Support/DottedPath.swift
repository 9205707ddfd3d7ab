/// A coding path as the encoder tests write it down: keys joined by `.`, an index (a key with an `intValue`) as `[2]`,
/// so that `JSONEncoder`'s `Index 2` and ours compare equal: `items.[1].keeper.s`.
func dottedPath(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }.joined(separator: ".")
}

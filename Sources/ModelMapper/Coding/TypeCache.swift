/// What one coder call worked out about each type it met (a conformance, its own hints), worked out once. Eight
/// types are also in a short list compared by identifier, as hashing costs more: the first eight, and then those found
/// by hashing, each in the place of the entry that has been there longest, so that the type of a list's elements
/// stays in the list however many types the model has.
struct TypeCache<Value> {
    private var known: [ObjectIdentifier: Value] = [:]
    private var recent: [(type: ObjectIdentifier, value: Value)] = []
    /// The entry of ``recent`` that the next type found by hashing replaces.
    private var oldest = 0
    private static var recentLimit: Int { 8 }

    /// The value for `type`, made by `make` the first time the type is asked for.
    @inline(__always)
    mutating func value(for type: Any.Type, _ make: () throws -> Value) rethrows -> Value {
        let key = ObjectIdentifier(type)
        for entry in recent where entry.type == key { return entry.value }
        if let value = known[key] {
            remember(key, value)
            return value
        }
        let value = try make()
        known[key] = value
        if recent.count < Self.recentLimit { recent.append((key, value)) }
        return value
    }

    /// Puts a type found by hashing in the place of the oldest entry of ``recent``; only a full list leaves a known
    /// type out. Out of line, so that the lookup above stays small enough to inline.
    @inline(never)
    private mutating func remember(_ key: ObjectIdentifier, _ value: Value) {
        if oldest < recent.count { recent[oldest] = (key, value) }
        oldest = oldest == Self.recentLimit - 1 ? 0 : oldest + 1
    }
}

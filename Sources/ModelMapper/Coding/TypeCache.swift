/// What one coder call worked out about each type it met (a conformance, its own hints), worked out once. The first
/// few types are also in a short list compared by identifier: a model has few types, and hashing costs more.
struct TypeCache<Value> {
    private var known: [ObjectIdentifier: Value] = [:]
    private var recent: [(type: ObjectIdentifier, value: Value)] = []
    private static var recentLimit: Int { 8 }

    /// The value for `type`, made by `make` the first time the type is asked for.
    @inline(__always)
    mutating func value(for type: Any.Type, _ make: () throws -> Value) rethrows -> Value {
        let key = ObjectIdentifier(type)
        for entry in recent where entry.type == key { return entry.value }
        if let value = known[key] { return value }
        let value = try make()
        known[key] = value
        if recent.count < Self.recentLimit { recent.append((key, value)) }
        return value
    }
}

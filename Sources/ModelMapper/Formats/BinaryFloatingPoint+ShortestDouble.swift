extension BinaryFloatingPoint {
    /// The `Double` that prints like this number (`Float(0.1)` as `0.1`, not `0.10000000149011612`), as `JSONEncoder`
    /// writes a `Float`. Every part of the library widens a `Float` this way, so it is the same number everywhere.
    @inline(__always)
    var shortestDouble: Double {
        if Self.self == Double.self { return Double(self) }
        guard isFinite else { return Double(self) }
        let text = (self as? any CustomStringConvertible)?.description ?? "\(self)"
        return Double(text) ?? Double(self)
    }
}

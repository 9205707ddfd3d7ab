extension BinaryFloatingPoint {
    /// The `Double` that prints like this number (`Float(0.1)` as `0.1`, not `0.10000000149011612`): the value its
    /// writer meant, and what `JSONEncoder` writes for a `Float`. A `Double` is returned as it is; a NaN or an infinity
    /// becomes the `Double` of the same kind. A `Float80` beyond a `Double`'s range becomes an infinity.
    ///
    /// The encoder, the reflector and ``TreeValue`` all widen a `Float` this way, so that a `Float` reads and writes
    /// as the same number everywhere.
    @inline(__always)
    var shortestDouble: Double {
        if Self.self == Double.self { return Double(self) }
        guard isFinite else { return Double(self) }
        let text = (self as? any CustomStringConvertible)?.description ?? "\(self)"
        return Double(text) ?? Double(self)
    }
}

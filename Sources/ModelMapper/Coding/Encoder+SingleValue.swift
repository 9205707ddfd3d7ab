extension Encoder {
    /// Encodes a value as the encoder's single value: what a wrapper, or a value standing for one, writes.
    func encodeSingleValue<T: Encodable>(_ value: T) throws {
        var container = singleValueContainer()
        try container.encode(value)
    }
}

extension UnknownKeys: Codable {
    /// Decodes a bag as an ordinary object of entries, as coders other than ``DictionaryDecoder`` see it.
    /// ``DictionaryDecoder`` never calls this for a property of a model: it fills the bag with the keys nothing read.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: The errors of decoding an object of ``JSONValue``s.
    public init(from decoder: any Decoder) throws {
        self.init(try [String: JSONValue](from: decoder))
    }

    /// Encodes a bag as an ordinary object of entries, as coders other than ``DictionaryEncoder`` write it.
    /// ``DictionaryEncoder`` never calls this for a property of a model: it writes the entries into the model's
    /// object.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try entries.encode(to: encoder)
    }
}

// The synthesized `init(from:)` of a model calls `container.decode(UnknownKeys.self, forKey: .unknown)`, which would
// throw `keyNotFound` with a coder that knows nothing of bags, and its `encode(to:)` would write an empty object.
// Swift picks these more specific overloads at compile time, for every coder.

extension KeyedDecodingContainer {
    /// Decodes an ``UnknownKeys`` property: with ``DictionaryDecoder``, the keys of the object nothing reads; with
    /// another decoder, the object under the property's own key, or an empty bag when the key is missing or `null`.
    ///
    /// You do not call this yourself: the synthesized `init(from:)` of a model with a bag does.
    ///
    /// - Parameters:
    ///   - type: The bag type.
    ///   - key: The property's key.
    /// - Returns: The bag.
    /// - Throws: With another decoder, the errors of decoding a present, non-null value as an object.
    public func decode(_ type: UnknownKeys.Type, forKey key: Key) throws -> UnknownKeys {
        try decodeIfPresent(type, forKey: key) ?? UnknownKeys()
    }
}

extension KeyedEncodingContainer {
    /// Encodes an ``UnknownKeys`` property: with ``DictionaryEncoder``, its entries into the model's object; with
    /// another encoder, as an object under the property's own key, or nothing when the bag is empty.
    ///
    /// You do not call this yourself: the synthesized `encode(to:)` of a model with a bag does.
    ///
    /// - Parameters:
    ///   - value: The bag.
    ///   - key: The property's key.
    /// - Throws: Whatever the encoder throws.
    public mutating func encode(_ value: UnknownKeys, forKey key: Key) throws {
        guard !value.isEmpty else { return }
        // Through the generic requirement, which a dictionary encoder answers by writing into the object.
        try encodeIfPresent(Optional(value), forKey: key)
    }
}

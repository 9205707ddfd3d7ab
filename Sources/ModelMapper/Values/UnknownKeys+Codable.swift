extension UnknownKeys: Codable {
    /// Decodes a bag as an ordinary object of entries, as coders other than ``DictionaryDecoder`` see it.
    public init(from decoder: any Decoder) throws {
        self.init(try [String: JSONValue](from: decoder))
    }

    /// Encodes a bag as an ordinary object of entries, as coders other than ``DictionaryEncoder`` write it.
    public func encode(to encoder: any Encoder) throws {
        try entries.encode(to: encoder)
    }
}

// Overloads that synthesized coding picks for every coder: without them a coder that knows nothing of bags would
// throw `keyNotFound` for a missing bag and write an empty one.

extension KeyedDecodingContainer {
    /// Decodes an ``UnknownKeys`` property for a synthesized `init(from:)`; with a decoder other than
    /// ``DictionaryDecoder``, a missing key or `null` gives an empty bag.
    public func decode(_ type: UnknownKeys.Type, forKey key: Key) throws -> UnknownKeys {
        try decodeIfPresent(type, forKey: key) ?? UnknownKeys()
    }
}

extension KeyedEncodingContainer {
    /// Encodes an ``UnknownKeys`` property for a synthesized `encode(to:)`; with an encoder other than
    /// ``DictionaryEncoder``, an empty bag writes nothing.
    public mutating func encode(_ value: UnknownKeys, forKey key: Key) throws {
        guard !value.isEmpty else { return }
        // Through the generic requirement, which a dictionary encoder answers by writing into the object.
        try encodeIfPresent(Optional(value), forKey: key)
    }
}

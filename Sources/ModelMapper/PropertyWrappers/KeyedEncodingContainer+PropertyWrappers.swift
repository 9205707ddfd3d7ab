extension KeyedEncodingContainer {
    /// Encodes an optional ``Coerced`` property, leaving the key out when the value is `nil`.
    ///
    /// This matches what the synthesized `encode(to:)` does for a plain optional property
    /// (`encodeIfPresent`), so a model encodes the same with and without the wrapper, and a `nil` decodes back
    /// as `nil` because a missing key gives `nil`. You do not call this yourself: the synthesized `encode(to:)`
    /// of a model with an `@Coerced` optional property does.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: Whatever encoding the value throws.
    public mutating func encode<Wrapped>(_ value: Coerced<Wrapped?>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an ``EmptyStringAsNil`` property, leaving the key out when the value is `nil`, as the synthesized
    /// `encode(to:)` does for a plain optional property. You do not call this yourself.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: Whatever encoding the value throws.
    public mutating func encode<Wrapped>(_ value: EmptyStringAsNil<Wrapped>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional ``FormattedNumber`` property, leaving the key out when the value is `nil`. You do not call
    /// this yourself.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: Whatever encoding the value throws.
    public mutating func encode<Wrapped>(_ value: FormattedNumber<Wrapped?>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional ``TextValue`` property through `encodeIfPresent`, as ``Coerced`` is: a `nil` is left out,
    /// as the synthesized `encode(to:)` leaves out a plain optional property, unless the encoder writes such a `nil`
    /// (``DictionaryEncoder`` under ``DictionaryEncoder/nilStrategy`` `.null` writes `NSNull()`). You do not call this
    /// yourself.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: Whatever encoding the value throws.
    public mutating func encode<Wrapped>(_ value: TextValue<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue.map { TextValue<Wrapped>(wrappedValue: $0) }, forKey: key)
    }
}

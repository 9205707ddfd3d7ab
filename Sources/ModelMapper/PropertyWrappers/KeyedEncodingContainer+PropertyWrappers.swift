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

// The wrappers that remember how "none" was written (`EmptyForm`) write it here, where ``EmptyForm/absent`` can leave
// the key out: from the wrapper's own `encode(to:)` it could only write `null`.

extension KeyedEncodingContainer {
    /// Encodes a ``NilAsEmptyString`` property: the value, or "none" in the wrapper's ``EmptyForm`` (the key left out
    /// for ``EmptyForm/absent``, whatever the encoder's options). You do not call this yourself.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: Whatever encoding the value throws.
    public mutating func encode<Wrapped>(_ value: NilAsEmptyString<Wrapped>, forKey key: Key) throws
    where Wrapped: Encodable {
        if let wrapped = value.wrappedValue {
            try encode(wrapped, forKey: key)
        } else {
            try EmptyFormCoding.encode(value.projectedValue, into: &self, forKey: key)
        }
    }

    /// Encodes an ``AbsentOrNull`` property: the value, or "none" in the wrapper's ``EmptyForm`` (the key left out
    /// for ``EmptyForm/absent``, whatever the encoder's options). You do not call this yourself.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: Whatever encoding the value throws.
    public mutating func encode<Wrapped>(_ value: AbsentOrNull<Wrapped>, forKey key: Key) throws
    where Wrapped: Encodable {
        if let wrapped = value.wrappedValue {
            try encode(wrapped, forKey: key)
        } else {
            try EmptyFormCoding.encode(value.projectedValue, into: &self, forKey: key)
        }
    }

    /// Encodes a ``DelimitedList`` property: the joined text, or an empty list in the wrapper's ``EmptyForm`` (the key
    /// left out for ``EmptyForm/absent``). You do not call this yourself.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: `EncodingError.invalidValue` when the text cannot carry the list, and the encoder's errors.
    public mutating func encode<Strategy>(_ value: DelimitedList<Strategy>, forKey key: Key) throws {
        if value.wrappedValue.isEmpty, value.projectedValue == .absent { return }
        try encodeWithoutOverloads(value, forKey: key)
    }

    /// Encodes an ``OptionalDateValue`` property: the date's raw form, or "none" in the wrapper's ``EmptyForm`` (the
    /// key left out for ``EmptyForm/absent``, whatever the encoder's options). You do not call this yourself.
    ///
    /// - Parameters:
    ///   - value: The wrapper.
    ///   - key: The property's key.
    /// - Throws: ``DateValue``'s errors for a date the strategy cannot write, and the encoder's errors.
    public mutating func encode<Strategy>(_ value: OptionalDateValue<Strategy>, forKey key: Key) throws {
        if value.wrappedValue == nil, value.projectedValue == .absent { return }
        try encodeWithoutOverloads(value, forKey: key)
    }

    /// Calls the container's own `encode(_:forKey:)`: in this generic context the overloads above do not apply, so
    /// the encoder builds the nested encoder (and its coding path) as for any other property.
    private mutating func encodeWithoutOverloads<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encode(value, forKey: key)
    }
}

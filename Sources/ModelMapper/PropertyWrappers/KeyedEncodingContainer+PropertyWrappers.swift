// The synthesized `encode(to:)` calls these: an optional wrapper leaves a `nil` out, which decodes back as `nil`.

extension KeyedEncodingContainer {
    /// Encodes an optional ``Coerced`` property, leaving the key out when the value is `nil`.
    public mutating func encode<Wrapped>(_ value: Coerced<Wrapped?>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an ``EmptyStringAsNil`` property, leaving the key out when the value is `nil`.
    public mutating func encode<Wrapped>(_ value: EmptyStringAsNil<Wrapped>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional ``FormattedNumber`` property, leaving the key out when the value is `nil`.
    public mutating func encode<Wrapped>(_ value: FormattedNumber<Wrapped?>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional ``TextValue``, leaving out a `nil` unless ``DictionaryEncoder/nilStrategy`` is `.null`.
    public mutating func encode<Wrapped>(_ value: TextValue<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue.map { TextValue<Wrapped>(wrappedValue: $0) }, forKey: key)
    }
}

// Only here can `EmptyForm.absent` leave the key out; a wrapper's own `encode(to:)` could only write `null`.

extension KeyedEncodingContainer {
    /// Encodes a ``NilAsEmptyString`` property: the value, or "none" in the wrapper's ``EmptyForm``.
    public mutating func encode<Wrapped>(_ value: NilAsEmptyString<Wrapped>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encode(value.wrappedValue, orNone: value.projectedValue, forKey: key)
    }

    /// Encodes an ``AbsentOrNull`` property: the value, or "none" in the wrapper's ``EmptyForm``.
    public mutating func encode<Wrapped>(_ value: AbsentOrNull<Wrapped>, forKey key: Key) throws
    where Wrapped: Encodable {
        try encode(value.wrappedValue, orNone: value.projectedValue, forKey: key)
    }

    /// Encodes a ``DelimitedList`` property: the joined text, or an empty list in the wrapper's ``EmptyForm``.
    public mutating func encode<Strategy>(_ value: DelimitedList<Strategy>, forKey key: Key) throws {
        if value.wrappedValue.isEmpty, value.projectedValue == .absent { return }
        try encodeWithoutOverloads(value, forKey: key)
    }

    /// Encodes an ``OptionalDateValue`` property: the date's raw form, or "none" in the wrapper's ``EmptyForm``.
    public mutating func encode<Strategy>(_ value: OptionalDateValue<Strategy>, forKey key: Key) throws {
        if value.wrappedValue == nil, value.projectedValue == .absent { return }
        try encodeWithoutOverloads(value, forKey: key)
    }

    private mutating func encode<Wrapped: Encodable>(_ value: Wrapped?, orNone form: EmptyForm, forKey key: Key)
        throws
    {
        if let value {
            try encode(value, forKey: key)
        } else {
            try EmptyFormCoding.encode(form, into: &self, forKey: key)
        }
    }

    /// Calls the container's own `encode(_:forKey:)`: in this generic context the overloads above do not apply.
    private mutating func encodeWithoutOverloads<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encode(value, forKey: key)
    }
}

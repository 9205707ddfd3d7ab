// These overloads let a missing key reach a wrapper: the container's own generic `decode(_:forKey:)` throws
// `keyNotFound` before the wrapper is asked. The synthesized `init(from:)` calls them; you never do.

extension KeyedDecodingContainer {
    /// Decodes a ``Coerced`` property, giving a missing key to the value type (`nil`, or a default wrapper's default).
    public func decode<Value>(_ type: Coerced<Value>.Type, forKey key: Key) throws -> Coerced<Value> {
        if let missing = try valueForMissingKey(Value.self, key) { return Coerced(wrappedValue: missing) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// What the value type gives for a missing `key` (`nil` if present or required), a default noticed for the report.
    fileprivate func valueForMissingKey<Value: Coercible>(_ type: Value.Type, _ key: Key) throws -> Value? {
        guard let missing = Value.missingKeyValue, !contains(key) else { return nil }
        if let wrapper = Value.self as? any DefaultingWrapper.Type { try noticeDefault(wrapper, forMissingKey: key) }
        return missing
    }

    /// Decodes a ``Default`` property, giving the default when the key is missing.
    public func decode<Provider>(_ type: Default<Provider>.Type, forKey key: Key) throws -> Default<Provider>
    where Provider.Value: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``LossyDefault`` property, giving the default when the key is missing.
    public func decode<Provider>(_ type: LossyDefault<Provider>.Type, forKey key: Key) throws -> LossyDefault<
        Provider
    > where Provider.Value: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``LossyArray`` property, giving an empty array when the key is missing.
    public func decode<Element>(_ type: LossyArray<Element>.Type, forKey key: Key) throws -> LossyArray<Element>
    where Element: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``LossyDictionary`` property, giving an empty dictionary when the key is missing.
    public func decode<EntryKey, Value>(_ type: LossyDictionary<EntryKey, Value>.Type, forKey key: Key) throws
        -> LossyDictionary<EntryKey, Value>
    where EntryKey: LosslessStringConvertible, Value: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// A wrapper's default for a missing key, after telling the container so that ``DictionaryDecoder`` reports it.
    private func defaultForMissingKey<Wrapper: DefaultingWrapper>(_ type: Wrapper.Type, _ key: Key) throws -> Wrapper {
        try noticeDefault(type, forMissingKey: key)
        return Wrapper.defaultWrapper
    }

    /// Sends the notice through `decodeIfPresent(_:forKey:)`, which every container answers `nil` for a missing key.
    private func noticeDefault<Wrapper: DefaultingWrapper>(_ type: Wrapper.Type, forMissingKey key: Key) throws {
        _ = try decodeIfPresent(MissingKeyDefault<Wrapper>.self, forKey: key)
    }

    /// Calls the container's own `decode(_:forKey:)`: in this generic context the overloads above do not apply.
    private func decodeWithoutOverloads<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decode(type, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an ``EmptyStringAsNil`` property, giving `nil` when the key is missing.
    public func decode<Wrapped>(_ type: EmptyStringAsNil<Wrapped>.Type, forKey key: Key) throws
        -> EmptyStringAsNil<Wrapped>
    where Wrapped: Decodable {
        guard contains(key) else { return EmptyStringAsNil(wrappedValue: nil) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``FormattedNumber`` property, giving a missing key to the value type, as ``Coerced`` does.
    public func decode<Value>(_ type: FormattedNumber<Value>.Type, forKey key: Key) throws -> FormattedNumber<Value> {
        if let missing = try valueForMissingKey(Value.self, key) { return FormattedNumber(wrappedValue: missing) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an ``EncodesNil`` property as a plain optional: `nil` when the key is missing or `null`.
    public func decode<Wrapped>(_ type: EncodesNil<Wrapped>.Type, forKey key: Key) throws -> EncodesNil<Wrapped>
    where Wrapped: Decodable {
        EncodesNil(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``TextValue`` property, giving a missing key to the value type, as ``Coerced`` does.
    public func decode<Value>(_ type: TextValue<Value>.Type, forKey key: Key) throws -> TextValue<Value> {
        if let missing = try valueForMissingKey(Value.self, key) { return TextValue(wrappedValue: missing) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

// The wrappers with an `EmptyForm` learn of a missing key here, the one place that sees it.

extension KeyedDecodingContainer {
    /// Decodes a ``NilAsEmptyString`` property, giving `nil` with ``EmptyForm/absent`` when the key is missing.
    public func decode<Wrapped>(_ type: NilAsEmptyString<Wrapped>.Type, forKey key: Key) throws
        -> NilAsEmptyString<Wrapped>
    where Wrapped: Decodable {
        guard contains(key) else { return NilAsEmptyString(wrappedValue: nil, emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes an ``AbsentOrNull`` property, giving `nil` with ``EmptyForm/absent`` when the key is missing.
    public func decode<Wrapped>(_ type: AbsentOrNull<Wrapped>.Type, forKey key: Key) throws -> AbsentOrNull<Wrapped>
    where Wrapped: Decodable {
        guard contains(key) else { return AbsentOrNull(wrappedValue: nil, emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``DelimitedList`` property, giving the empty list with ``EmptyForm/absent`` when the key is missing.
    public func decode<Strategy>(_ type: DelimitedList<Strategy>.Type, forKey key: Key) throws
        -> DelimitedList<Strategy>
    {
        guard contains(key) else { return DelimitedList(wrappedValue: [], emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes an ``OptionalDateValue`` property, giving `nil` with ``EmptyForm/absent`` when the key is missing.
    public func decode<Strategy>(_ type: OptionalDateValue<Strategy>.Type, forKey key: Key) throws
        -> OptionalDateValue<Strategy>
    {
        guard contains(key) else { return OptionalDateValue(wrappedValue: nil, emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

// These overloads are what let a missing key reach a wrapper. The synthesized `init(from:)` of a model calls
// `container.decode(Coerced<Int>.self, forKey: .age)`; without them that call goes to the container's own generic
// `decode(_:forKey:)`, which throws `keyNotFound` before the wrapper is asked. Swift picks these more specific
// overloads at compile time, for every decoder.

extension KeyedDecodingContainer {
    /// Decodes a ``Coerced`` property, giving a missing key to the value type (`nil` for an optional, the default
    /// for a default wrapper) instead of throwing.
    ///
    /// You do not call this yourself: the synthesized `init(from:)` of a model with an `@Coerced` property does.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: `DecodingError.keyNotFound` when the key is missing and the value type is required; otherwise
    ///   the value type's coercion errors.
    public func decode<Value>(_ type: Coerced<Value>.Type, forKey key: Key) throws -> Coerced<Value> {
        if let missing = try valueForMissingKey(Value.self, key) { return Coerced(wrappedValue: missing) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// The value a ``Coercible`` wrapper's value type gives for `key` when the key is missing (`nil` when the key is
    /// present or the type is required), after telling the container of a default wrapper's default: the one seam
    /// of ``Coerced`` and ``FormattedNumber``, so that both reach the mapping report alike.
    fileprivate func valueForMissingKey<Value: Coercible>(_ type: Value.Type, _ key: Key) throws -> Value? {
        guard let missing = Value.missingKeyValue, !contains(key) else { return nil }
        if let wrapper = Value.self as? any DefaultingWrapper.Type { try noticeDefault(wrapper, forMissingKey: key) }
        return missing
    }

    /// Decodes a ``Default`` property, giving the default when the key is missing.
    ///
    /// You do not call this yourself: the synthesized `init(from:)` of a model with a default property does.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper, or the default.
    /// - Throws: Whatever decoding a present, non-null value throws.
    public func decode<Provider>(_ type: Default<Provider>.Type, forKey key: Key) throws -> Default<Provider>
    where Provider.Value: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``LossyDefault`` property, giving the default when the key is missing.
    ///
    /// You do not call this yourself: the synthesized `init(from:)` of a model with a lossy default property does.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper, or the default.
    /// - Throws: Only errors that are not `DecodingError`s.
    public func decode<Provider>(_ type: LossyDefault<Provider>.Type, forKey key: Key) throws -> LossyDefault<
        Provider
    > where Provider.Value: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``LossyArray`` property, giving an empty array when the key is missing.
    ///
    /// You do not call this yourself: the synthesized `init(from:)` of a model with a lossy array does.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an array.
    public func decode<Element>(_ type: LossyArray<Element>.Type, forKey key: Key) throws -> LossyArray<Element>
    where Element: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``LossyDictionary`` property, giving an empty dictionary when the key is missing.
    ///
    /// You do not call this yourself: the synthesized `init(from:)` of a model with a lossy dictionary does.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object.
    public func decode<EntryKey, Value>(_ type: LossyDictionary<EntryKey, Value>.Type, forKey key: Key) throws
        -> LossyDictionary<EntryKey, Value>
    where EntryKey: LosslessStringConvertible, Value: Decodable {
        guard contains(key) else { return try defaultForMissingKey(type, key) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// A wrapper's default for a missing key, after telling the container (``MissingKeyDefaultNotice``), so that
    /// ``DictionaryDecoder`` records it for the mapping report.
    private func defaultForMissingKey<Wrapper: DefaultingWrapper>(_ type: Wrapper.Type, _ key: Key) throws -> Wrapper {
        try noticeDefault(type, forMissingKey: key)
        return Wrapper.defaultWrapper
    }

    /// Sends the notice of a wrapper's default for a missing key through the container's own
    /// `decodeIfPresent(_:forKey:)`, which every container answers with `nil` for a missing key.
    private func noticeDefault<Wrapper: DefaultingWrapper>(_ type: Wrapper.Type, forMissingKey key: Key) throws {
        _ = try decodeIfPresent(MissingKeyDefault<Wrapper>.self, forKey: key)
    }

    /// Calls the container's own `decode(_:forKey:)`: in this generic context the overloads above do not apply,
    /// so the decoder builds the nested decoder (and its coding path, and its errors) as for any other property.
    private func decodeWithoutOverloads<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decode(type, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an ``EmptyStringAsNil`` property, giving `nil` when the key is missing. You do not call this yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: Whatever decoding a present value that is not blank throws.
    public func decode<Wrapped>(_ type: EmptyStringAsNil<Wrapped>.Type, forKey key: Key) throws
        -> EmptyStringAsNil<Wrapped>
    where Wrapped: Decodable {
        guard contains(key) else { return EmptyStringAsNil(wrappedValue: nil) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``FormattedNumber`` property, giving a missing key to the value type (`nil` for an optional, the
    /// default for a default wrapper, recorded in the mapping report) instead of throwing. You do not call this
    /// yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: `DecodingError.keyNotFound` when the key is missing and the value type is required; otherwise the
    ///   value type's coercion errors.
    public func decode<Value>(_ type: FormattedNumber<Value>.Type, forKey key: Key) throws -> FormattedNumber<Value> {
        if let missing = try valueForMissingKey(Value.self, key) { return FormattedNumber(wrappedValue: missing) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an ``EncodesNil`` property as a plain optional: `nil` when the key is missing or `null`. You do not
    /// call this yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: Whatever decoding a present value that is not `null` throws.
    public func decode<Wrapped>(_ type: EncodesNil<Wrapped>.Type, forKey key: Key) throws -> EncodesNil<Wrapped>
    where Wrapped: Decodable {
        EncodesNil(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``TextValue`` property, giving a missing key to the value type (`nil` for an optional) instead of
    /// throwing. You do not call this yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: `DecodingError.keyNotFound` when the key is missing and the value type is required; otherwise the
    ///   value type's coercion errors.
    public func decode<Value>(_ type: TextValue<Value>.Type, forKey key: Key) throws -> TextValue<Value> {
        if let missing = try valueForMissingKey(Value.self, key) { return TextValue(wrappedValue: missing) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

// The wrappers that remember how "none" was written (`EmptyForm`) learn of a missing key here, the one place that
// sees it; `null` and `""` reach their own `init(from:)`.

extension KeyedDecodingContainer {
    /// Decodes a ``NilAsEmptyString`` property, giving `nil` with ``EmptyForm/absent`` when the key is missing. You
    /// do not call this yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: Whatever decoding a present value that is neither `""` nor `null` throws.
    public func decode<Wrapped>(_ type: NilAsEmptyString<Wrapped>.Type, forKey key: Key) throws
        -> NilAsEmptyString<Wrapped>
    where Wrapped: Decodable {
        guard contains(key) else { return NilAsEmptyString(wrappedValue: nil, emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes an ``AbsentOrNull`` property, giving `nil` with ``EmptyForm/absent`` when the key is missing. You do
    /// not call this yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: Whatever decoding a present value that is not `null` throws.
    public func decode<Wrapped>(_ type: AbsentOrNull<Wrapped>.Type, forKey key: Key) throws -> AbsentOrNull<Wrapped>
    where Wrapped: Decodable {
        guard contains(key) else { return AbsentOrNull(wrappedValue: nil, emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes a ``DelimitedList`` property, giving the empty list with ``EmptyForm/absent`` when the key is missing.
    /// You do not call this yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: `DecodingError.typeMismatch` when a present value is neither a string nor `null`.
    public func decode<Strategy>(_ type: DelimitedList<Strategy>.Type, forKey key: Key) throws
        -> DelimitedList<Strategy>
    {
        guard contains(key) else { return DelimitedList(wrappedValue: [], emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }

    /// Decodes an ``OptionalDateValue`` property, giving `nil` with ``EmptyForm/absent`` when the key is missing. You
    /// do not call this yourself.
    ///
    /// - Parameters:
    ///   - type: The wrapper type.
    ///   - key: The property's key.
    /// - Returns: The decoded wrapper.
    /// - Throws: ``DateValue``'s errors for a present value that is not "none".
    public func decode<Strategy>(_ type: OptionalDateValue<Strategy>.Type, forKey key: Key) throws
        -> OptionalDateValue<Strategy>
    {
        guard contains(key) else { return OptionalDateValue(wrappedValue: nil, emptyForm: .absent) }
        return try decodeWithoutOverloads(type, forKey: key)
    }
}

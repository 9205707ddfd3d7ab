import Foundation

/// The reading and writing of an ``EmptyForm`` that the wrappers with one share, through the `Decoder` and `Encoder`
/// API alone (and the wrappers' seam with ``DictionaryDecoder``), so that they behave the same under every coder.
enum EmptyFormCoding {
    /// The form of "none" the decoder holds: `null`, the empty string when `readsEmptyString` is `true`, or `nil`
    /// when it holds a value. A missing key never reaches here: the keyed containers' overloads answer it.
    ///
    /// Under ``DictionaryDecoder`` the held value is looked at as it is, before any decoder-wide coercion, so that
    /// `""` stays the empty string even under ``DictionaryDecoder/Coercions/emptyStringAsNil``; reading `""` as
    /// "none" is recorded in the report as that coercion is.
    static func form(in decoder: any Decoder, readsEmptyString: Bool) throws -> EmptyForm? {
        let container = try decoder.singleValueContainer()
        if let support = decoder as? any WrapperDecodingSupport {
            let held = support.heldValue
            if TreeValue.isNull(held) { return .null }
            if readsEmptyString, let text = TreeValue.string(held), text.isEmpty {
                support.record(.converted(.string(text), to: "null"))
                return .emptyString
            }
            return nil
        }
        if container.decodeNil() { return .null }
        guard readsEmptyString else { return nil }
        // Only whether the value is a string is asked here: a value of another kind is decoded by the caller,
        // which reports its own errors.
        do {
            return try container.decode(String.self).isEmpty ? .emptyString : nil
        } catch DecodingError.typeMismatch {
            return nil
        }
    }

    static func decode<Wrapped: Decodable>(
        _ type: Wrapped.Type, from decoder: any Decoder, readsEmptyString: Bool
    ) throws -> (value: Wrapped?, form: EmptyForm?) {
        if let form = try form(in: decoder, readsEmptyString: readsEmptyString) { return (nil, form) }
        return (try decoder.singleValueContainer().decode(Wrapped.self), nil)
    }

    static func encode<Wrapped: Encodable>(_ value: Wrapped?, orNone form: EmptyForm, to encoder: any Encoder) throws {
        guard let value else { return try encode(form, to: encoder) }
        try encoder.encodeSingleValue(value)
    }

    static func reflection<Wrapped>(of value: Wrapped?, orNone form: EmptyForm) -> Any {
        guard let value else { return reflection(of: form) }
        return value
    }

    /// Writes "none" in `form` into a single-value container: `null` for ``EmptyForm/absent``, which has no
    /// spelling outside an object.
    static func encode(_ form: EmptyForm, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch form {
        case .absent, .null: try container.encodeNil()
        case .emptyString: try container.encode("")
        }
    }

    /// Writes "none" in `form` under `key`: nothing for ``EmptyForm/absent``, whatever the encoder's options.
    static func encode<Key>(_ form: EmptyForm, into container: inout KeyedEncodingContainer<Key>, forKey key: Key)
        throws
    {
        switch form {
        case .absent: return
        case .null: try container.encodeNil(forKey: key)
        case .emptyString: try container.encode("", forKey: key)
        }
    }

    /// What ``DictionaryReflector`` writes for "none" in `form`: `""`, `NSNull()`, or a `nil` that follows the
    /// reflector's own `nilStrategy` for ``EmptyForm/absent``.
    static func reflection(of form: EmptyForm) -> Any {
        switch form {
        case .absent: return String?.none as Any
        case .null: return NSNull()
        case .emptyString: return ""
        }
    }
}

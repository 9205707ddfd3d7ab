import Foundation

/// The ``EmptyForm`` reading and writing the wrappers share, through the coder APIs alone so that every coder agrees.
enum EmptyFormCoding {
    /// The form of "none" the decoder holds (`null`, or `""` if `readsEmptyString`), or `nil` for a value; the keyed
    /// containers answer a missing key. Under ``DictionaryDecoder`` the held value is looked at before any coercion, so
    /// `""` stays `""` under ``DictionaryDecoder/Coercions/emptyStringAsNil``, and is reported as that coercion is.
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
        // Only whether it is a string is asked: a value of another kind is the caller's to decode and report.
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

    /// Writes "none" in `form` as a single value: `null` for ``EmptyForm/absent``, which needs an object.
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

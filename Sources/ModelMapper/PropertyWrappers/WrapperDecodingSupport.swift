/// What a property wrapper may ask of ``DictionaryDecoder``'s decoder beyond the `Decoder` API: the value as it is,
/// the source path, the report. Under other decoders wrappers use the `Decoder` API alone, minus the report.
protocol WrapperDecodingSupport: AnyObject {
    /// The value the decoder is positioned at, as found in the input.
    var heldValue: Any { get }

    /// Decodes `value` in place of the held value, with the decoder-wide coercions only when `coercing` is `true`.
    func decode<T: Decodable>(_ type: T.Type, from value: Any, coercing: Bool) throws -> T

    /// The value JSON text held in a string spells; `dataCorrupted` when the text is not JSON.
    func parseJSONText(_ text: String) throws -> Any

    /// The context of an error about the held value, naming the source path when it differs.
    func errorContext(_ description: String) -> DecodingError.Context

    /// Records what a wrapper did with the held value, for the mapping report; nothing when no report is made.
    func record(_ event: WrapperEvent)
}

/// What a wrapper did with the value its decoder holds, as the mapping report lists it.
enum WrapperEvent {
    /// The held scalar was read as something else: another scalar type, `null`, or its JSON text's value.
    case converted(CoercionInput, to: String)
    case wrappedInArray
    case dropped(LossyDrop)
    /// A wrapper gave its default, described by the text, for the `null` the decoder holds.
    case defaultForNull(String)
    /// A ``KeepingUnknown`` value kept a raw value its enum does not know; the text is the report entry's detail.
    case keptUnknownValue(String)
}

/// A property wrapper that gives a value of its own for a missing key or `null`, recorded for the mapping report.
protocol DefaultingWrapper {
    static var defaultWrapper: Self { get }
    /// The default value, described for the report: `false`, `0`, `""`, `[]`.
    static var defaultValueDescription: String { get }
}

/// The notice a `KeyedDecodingContainer` overload sends through `decodeIfPresent(_:forKey:)` for a missing key, the
/// one way to reach the container it wraps: ``DictionaryDecoder``'s records the default, others return `nil`.
protocol MissingKeyDefaultNotice {
    static var defaultValueDescription: String { get }
}

struct MissingKeyDefault<Wrapper: DefaultingWrapper>: Decodable, MissingKeyDefaultNotice {
    static var defaultValueDescription: String { Wrapper.defaultValueDescription }

    /// Never called for a missing key; should a container decode the notice anyway, it reads nothing.
    init(from decoder: any Decoder) {}
}

/// How the defaulting wrappers report the defaults they give.
enum DefaultDecoding {
    enum Reason {
        case missingKey
        case null
    }

    static func describe(_ value: Any) -> String { String(reflecting: value) }

    static func detail(_ reason: Reason, defaultValue: String, lookedFor sourceKeys: [String] = []) -> String {
        switch reason {
        case .null:
            return "null; used the default \(defaultValue)"
        case .missingKey:
            let keys =
                sourceKeys.count > 1 ? " (looked for \(sourceKeys.map { "\"\($0)\"" }.joined(separator: ", ")))" : ""
            return "missing key\(keys); used the default \(defaultValue)"
        }
    }

    /// The wrapper's default for `null`, recorded in the report of the ``DictionaryDecoder`` decode running it.
    static func defaultForNull<Wrapper: DefaultingWrapper>(_ wrapper: Wrapper.Type, in decoder: any Decoder) -> Wrapper
    {
        (decoder as? any WrapperDecodingSupport)?.record(.defaultForNull(Wrapper.defaultValueDescription))
        return Wrapper.defaultWrapper
    }
}

/// What a property wrapper may ask of ``DictionaryEncoder``'s encoder beyond the `Encoder` API.
protocol WrapperEncodingSupport: AnyObject {
    /// Encodes a value at the encoder's position, with its hints and options, into a tree, without storing it.
    func encodeToTree<T: Encodable>(_ value: T) throws -> Any
}

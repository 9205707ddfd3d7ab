/// A value of a raw-value enum that keeps a raw value the enum does not know, and writes it back unchanged.
///
/// A backend adds a status, and `enum Status: String` fails the whole decode on it; a lossy default would decode,
/// but would send the default back where the backend's value was. `KeepingUnknown` does neither: a raw value the
/// enum knows is ``known(_:)``, any other raw value of the right type is ``unknown(_:)`` with the value kept as it
/// came, and encoding writes the raw value in both cases, so the backend gets its own value back.
///
/// ```swift
/// enum Status: String, Codable {
///     case open, shipped, returned
/// }
///
/// struct Order: Codable {
///     var status: KeepingUnknown<Status>                  // "returned_partially" → .unknown("returned_partially")
///     var history: [KeepingUnknown<Status>]               // each element on its own
///     var byWarehouse: [String: KeepingUnknown<Status>]
///     var previous: KeepingUnknown<Status>?               // missing or null → nil
/// }
///
/// switch order.status {
/// case .known(.open): reopen()
/// case .known(let status): show(status)
/// case .unknown(let rawValue): show(rawValue)         // encodes as "returned_partially" again
/// }
/// ```
///
/// It is a value, not a property wrapper, so that it works wherever a value goes: a property, an optional, the
/// element of an array, the value of a dictionary. It works with every decoder and encoder (`JSONDecoder` and
/// `JSONEncoder` included), and ``DictionaryReflector`` writes its raw value.
///
/// - Only the raw value's type is open. A value of another type still throws, with both paths under
///   ``DictionaryDecoder``: a number or an object where a `String` raw value is expected is
///   `DecodingError.typeMismatch`, `null` is `DecodingError.valueNotFound` (unless the property is optional), a
///   missing key is `DecodingError.keyNotFound`. (The decoder-wide ``DictionaryDecoder/coercions`` apply to the raw
///   value as to any `String` or `Int`: under ``DictionaryDecoder/Coercions/strings`` the number `7` is the raw value
///   `"7"`.)
/// - The raw value is read with the raw type's own decoding and matched with `Value(rawValue:)`; a custom
///   `init(from:)` of the enum is not used, and neither is its `encode(to:)`: the raw value is what is written.
/// - An unknown value is recorded in the ``MappingReport`` of a ``DictionaryDecoder`` decode as a
///   ``MappingReport/Kind/unknownValueKept`` entry, at the value's model and source paths, and the entry's detail
///   names the raw value itself (`kept the unknown raw value "returned_partially" of Status`; a string longer than
///   64 characters is cut), as a coercion entry names the value it converted: a raw value is a name the backend
///   chose, not user data. ``MappingMonitor`` keeps only the entry's kind and paths, never the detail. Other decoders
///   have no report.
public enum KeepingUnknown<Value: RawRepresentable> {
    /// A raw value the enum knows: its case.
    case known(Value)
    /// A raw value the enum does not know, as it came.
    case unknown(Value.RawValue)

    /// The case of the enum for this raw value, or the raw value kept as unknown.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Value.RawValue) {
        if let known = Value(rawValue: rawValue) {
            self = .known(known)
        } else {
            self = .unknown(rawValue)
        }
    }

    /// The raw value: the known case's, or the unknown one as it came. It is what encoding writes.
    public var rawValue: Value.RawValue {
        switch self {
        case .known(let value): value.rawValue
        case .unknown(let rawValue): rawValue
        }
    }

    /// The known case, or `nil` for an unknown raw value.
    public var known: Value? {
        if case .known(let value) = self { return value }
        return nil
    }
}

extension KeepingUnknown: Decodable where Value.RawValue: Decodable {
    /// Decodes the raw value, and keeps it as ``unknown(_:)`` when the enum has no case for it.
    ///
    /// - Parameter decoder: The decoder, positioned at the value.
    /// - Throws: What decoding the raw value's type throws: `DecodingError.typeMismatch` for a value of another type,
    ///   `DecodingError.valueNotFound` for `null`.
    public init(from decoder: any Decoder) throws {
        let rawValue = try decoder.singleValueContainer().decode(Value.RawValue.self)
        self.init(rawValue: rawValue)
        if case .unknown = self, let support = decoder as? any WrapperDecodingSupport {
            let described =
                (rawValue as? String).map { SwiftLiteral.quoted($0, cutAfter: SwiftLiteral.messageLimit) }
                ?? "\(rawValue)"
            support.record(.keptUnknownValue("kept the unknown raw value \(described) of \(Value.self)"))
        }
    }
}

extension KeepingUnknown: Encodable where Value.RawValue: Encodable {
    /// Encodes the raw value: the known case's, or the unknown one unchanged.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the raw value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension KeepingUnknown: CustomDictionaryReflectable {
    /// The raw value, as encoding writes it.
    public var dictionaryRepresentation: Any { rawValue }
}

extension KeepingUnknown: Equatable where Value: Equatable, Value.RawValue: Equatable {}
extension KeepingUnknown: Hashable where Value: Hashable, Value.RawValue: Hashable {}
extension KeepingUnknown: Sendable where Value: Sendable, Value.RawValue: Sendable {}

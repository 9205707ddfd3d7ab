/// A value of a raw-value enum that keeps a raw value the enum does not know, and writes it back unchanged.
///
/// A known raw value is ``known(_:)``, any other of the right type ``unknown(_:)`` (another type still throws); both
/// encode as the raw value. Being a value, not a property wrapper, it works in optionals and collections, with every
/// coder; the enum's own `init(from:)` and `encode(to:)` are not used. Under ``DictionaryDecoder`` each unknown value
/// is a ``MappingReport/Kind/unknownValueKept`` report entry.
///
/// ```swift
/// enum Status: String, Codable { case open, shipped, returned }
/// struct Order: Codable { var status: KeepingUnknown<Status> }
/// switch order.status {  // "returned_partially" → .unknown("returned_partially")
/// case .known(.open): reopen()
/// case .known(let status): show(status)
/// case .unknown(let rawValue): show(rawValue)  // encodes as "returned_partially" again
/// }
/// ```
public enum KeepingUnknown<Value: RawRepresentable> {
    /// A raw value the enum knows: its case.
    case known(Value)
    /// A raw value the enum does not know, as it came.
    case unknown(Value.RawValue)

    /// The case of the enum for this raw value, or the raw value kept as unknown.
    public init(rawValue: Value.RawValue) {
        if let known = Value(rawValue: rawValue) {
            self = .known(known)
        } else {
            self = .unknown(rawValue)
        }
    }

    /// The raw value: the known case's, or the unknown one as it came.
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
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(rawValue)
    }
}

extension KeepingUnknown: CustomDictionaryReflectable {
    /// The raw value, as encoding writes it.
    public var dictionaryRepresentation: Any { rawValue }
}

extension KeepingUnknown: Equatable where Value: Equatable, Value.RawValue: Equatable {}
extension KeepingUnknown: Hashable where Value: Hashable, Value.RawValue: Hashable {}
extension KeepingUnknown: Sendable where Value: Sendable, Value.RawValue: Sendable {}

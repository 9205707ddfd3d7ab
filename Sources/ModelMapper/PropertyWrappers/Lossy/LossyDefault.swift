/// A property wrapper that uses a provider's default when the key is missing or `null`, **and** when the value does
/// not decode: the lossy ``Default``, recording each value it swallows (``LossyDecoding``). Prefer ``Default``
/// unless the backend is known to send garbage the app can do without.
///
/// ```swift
/// @LossyDefault<DefaultFalseProvider> var visible: Bool = false   // "maybe" → false, recorded
/// ```
@propertyWrapper
public struct LossyDefault<Provider: DefaultValueProvider> {
    /// The decoded value, or the provider's default.
    public var wrappedValue: Provider.Value

    /// Wraps a value.
    public init(wrappedValue: Provider.Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps the provider's default value.
    public init() {
        self.wrappedValue = Provider.defaultValue
    }

    private static func decodeOrDefault(
        _ decoder: any Decoder, _ decode: (any Decoder) throws -> Provider.Value
    ) throws -> Provider.Value {
        if try decoder.singleValueContainer().decodeNil() {
            return DefaultDecoding.defaultForNull(Self.self, in: decoder).wrappedValue
        }
        do {
            return try decode(decoder)
        } catch let error where LossyDecoding.canDrop(error) {
            LossyDecoding.record(
                LossyDrop(kind: .replacedWithDefault, codingPath: decoder.codingPath, error: error), in: decoder)
            return Provider.defaultValue
        }
    }
}

extension LossyDefault: Decodable where Provider.Value: Decodable {
    /// Decodes the value, or uses the default for `null` or a value that does not decode.
    ///
    /// - Throws: Only ``ModelMapperError`` and `CancellationError`.
    public init(from decoder: any Decoder) throws {
        let value = try Self.decodeOrDefault(decoder) { try $0.singleValueContainer().decode(Provider.Value.self) }
        self.init(wrappedValue: value)
    }
}

extension LossyDefault: Encodable where Provider.Value: Encodable {
    /// Encodes the value as it is, without any wrapper.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(wrappedValue)
    }
}

extension LossyDefault: Coercible where Provider.Value: Coercible {}

extension LossyDefault: BuiltInCoercible where Provider.Value: Coercible {
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self.init(
            wrappedValue: try Self.decodeOrDefault(decoder) { try Provider.Value.coerce(from: $0, grammar: grammar) })
    }

    static var valueForMissingKey: LossyDefault? { LossyDefault() }
}

extension LossyDefault: DefaultingWrapper {
    static var defaultWrapper: LossyDefault { LossyDefault() }
    static var defaultValueDescription: String { DefaultDecoding.describe(Provider.defaultValue) }
}

extension LossyDefault: Equatable where Provider.Value: Equatable {}
extension LossyDefault: Hashable where Provider.Value: Hashable {}
extension LossyDefault: Sendable where Provider.Value: Sendable {}

/// A property wrapper that uses a provider's default when the key is missing or `null`, and only then: `"maybe"` for
/// a `Bool` still throws, a bug to hear about rather than a `false` to hide (``LossyDefault`` hides it). Stack
/// ``Coerced`` outside to accept other scalar types.
///
/// ```swift
/// @DefaultFalse var beta: Bool = false            // missing, null → false; "1" throws
/// @Coerced @DefaultFalse var push: Bool = false   // missing, null → false; "1", 1, "yes" → true
/// ```
///
/// Give every wrapped property its default (`= false`), or the memberwise initializer takes the wrapper instead of
/// the value. The value is always encoded, the default too.
@propertyWrapper
public struct Default<Provider: DefaultValueProvider> {
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
}

extension Default: Decodable where Provider.Value: Decodable {
    /// Decodes the value, or uses the default when the decoder holds `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = DefaultDecoding.defaultForNull(Self.self, in: decoder)
        } else {
            self.init(wrappedValue: try container.decode(Provider.Value.self))
        }
    }
}

extension Default: Encodable where Provider.Value: Encodable {
    /// Encodes the value as it is, without any wrapper.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(wrappedValue)
    }
}

extension Default: Coercible where Provider.Value: Coercible {}

extension Default: BuiltInCoercible where Provider.Value: Coercible {
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        if try decoder.singleValueContainer().decodeNil() {
            self = DefaultDecoding.defaultForNull(Self.self, in: decoder)
        } else {
            self.init(wrappedValue: try Provider.Value.coerce(from: decoder, grammar: grammar))
        }
    }

    static var valueForMissingKey: Default? { Default() }
}

extension Default: DefaultingWrapper {
    static var defaultWrapper: Default { Default() }
    static var defaultValueDescription: String { DefaultDecoding.describe(Provider.defaultValue) }
}

extension Default: Equatable where Provider.Value: Equatable {}
extension Default: Hashable where Provider.Value: Hashable {}
extension Default: Sendable where Provider.Value: Sendable {}

/// A property wrapper that uses a provider's default value when the key is missing or `null`.
///
/// Only a missing key or `null` gives the default. A value that is present but of the wrong type still throws,
/// at the property's coding path: a backend that sends `"maybe"` for a `Bool` is a bug to hear about, not a
/// `false` to hide. Use ``LossyDefault`` when wrong types must give the default too, and combine with
/// ``Coerced`` to accept other scalar types:
///
/// ```swift
/// struct Settings: Codable {
///     @DefaultFalse var beta: Bool = false            // missing, null → false; "1" throws
///     @Coerced @DefaultFalse var push: Bool = false   // missing, null → false; "1", 1, "yes" → true
///     @DefaultEmptyArray var tags: [String] = []      // missing, null → []
///     @Default<DefaultCountry> var country: String = DefaultCountry.defaultValue  // your own provider
/// }
/// ```
///
/// Give every wrapped property its default value (`= false`, `= []`) as above: without it, the memberwise
/// initializer asks for the wrapper (`Default<…>`) instead of the value.
///
/// It works with any decoder (`JSONDecoder`, `PropertyListDecoder`, ``DictionaryDecoder``): an overload of
/// `KeyedDecodingContainer.decode(_:forKey:)` lets the wrapper see a missing key instead of throwing
/// `keyNotFound`. It encodes its value plainly, always, including when the value equals the default.
@propertyWrapper
public struct Default<Provider: DefaultValueProvider> {
    /// The decoded value, or the provider's default.
    public var wrappedValue: Provider.Value

    /// Wraps a value.
    ///
    /// - Parameter wrappedValue: The value.
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
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: Whatever decoding a present, non-null value throws, for example `DecodingError.typeMismatch`.
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
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Default: Coercible where Provider.Value: Coercible {}

extension Default: BuiltInCoercible where Provider.Value: Coercible {
    /// Decodes the value with coercion, or gives the default for `null`: what `@Coerced @DefaultFalse var flag: Bool`
    /// uses.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        if try decoder.singleValueContainer().decodeNil() {
            self = DefaultDecoding.defaultForNull(Self.self, in: decoder)
        } else {
            self.init(wrappedValue: try Provider.Value.coerce(from: decoder, grammar: grammar))
        }
    }

    /// A missing key gives the default.
    static var valueForMissingKey: Default? { Default() }
}

extension Default: DefaultingWrapper {
    static var defaultWrapper: Default { Default() }
    static var defaultValueDescription: String { DefaultDecoding.describe(Provider.defaultValue) }
}

extension Default: Equatable where Provider.Value: Equatable {}
extension Default: Hashable where Provider.Value: Hashable {}
extension Default: Sendable where Provider.Value: Sendable {}

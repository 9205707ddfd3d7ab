import Foundation

/// A property wrapper for an optional value whose `nil` is written as `null`, rather than left out, whatever encoder
/// writes it.
///
/// The synthesized `encode(to:)` leaves a `nil` optional property out of its object, in `JSONEncoder` and
/// ``DictionaryEncoder`` alike. Some backends need every key, the empty ones as `null`: mark those properties.
///
/// ```swift
/// struct Order: Codable {
///     var id: String
///     @EncodesNil var note: String?       // nil → "note": null; "Leave at door" → "note": "Leave at door"
///     var coupon: String?                 // nil → left out, as usual
/// }
/// ```
///
/// - Decoding is a plain optional's: a missing key and `null` give `nil`, any other value decodes as `Wrapped` and
///   throws as it would (with both paths under ``DictionaryDecoder``).
/// - Encoding writes the value, or `null` (`NSNull()` in a tree) when it is `nil`, under the property's key or where
///   its hint says. It works with `JSONEncoder`, ``DictionaryEncoder`` (whatever its
///   ``DictionaryEncoder/nilStrategy``, which does the same for every optional property of an encode) and
///   ``DictionaryReflector``, which writes `NSNull()` for it under either of its own `nilStrategy` options.
/// - It holds an optional of any `Codable` type; it does not wrap another property wrapper.
@propertyWrapper
public struct EncodesNil<Wrapped> {
    /// The value, or `nil`, which encodes as `null`.
    public var wrappedValue: Wrapped?

    /// Wraps an optional value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Wrapped?) {
        self.wrappedValue = wrappedValue
    }
}

extension EncodesNil: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading `null` as `nil`.
    ///
    /// In a keyed container a missing key gives `nil` too (through the container's `decode(_:forKey:)` overload for
    /// this wrapper).
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: Whatever decoding `Wrapped` throws for a value that is not `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Wrapped.self))
    }
}

extension EncodesNil: Encodable where Wrapped: Encodable {
    /// Encodes the value, or `null` when it is `nil`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension EncodesNil: CustomDictionaryReflectable {
    /// The value, or `NSNull()` when it is `nil`: the reflector writes `null` for it, as the encoders do.
    public var dictionaryRepresentation: Any {
        if let wrappedValue { return wrappedValue }
        return NSNull()
    }
}

extension EncodesNil: Equatable where Wrapped: Equatable {}
extension EncodesNil: Hashable where Wrapped: Hashable {}
extension EncodesNil: Sendable where Wrapped: Sendable {}

import Foundation

/// A property wrapper for an optional whose `nil` every encoder writes as `null` rather than leaving it out; it
/// decodes as a plain optional. For every optional of an encode, set ``DictionaryEncoder/nilStrategy-swift.property``
/// to `.null` instead; to write back the form a `nil` was read in, use ``AbsentOrNull``.
///
/// ```swift
/// @EncodesNil var note: String?       // nil → "note": null
/// ```
@propertyWrapper
public struct EncodesNil<Wrapped> {
    /// The value, or `nil`, which encodes as `null`.
    public var wrappedValue: Wrapped?

    /// Wraps an optional value.
    public init(wrappedValue: Wrapped?) {
        self.wrappedValue = wrappedValue
    }
}

extension EncodesNil: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading `null` as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Wrapped.self))
    }
}

extension EncodesNil: Encodable where Wrapped: Encodable {
    /// Encodes the value, or `null` when it is `nil`.
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

import Foundation

/// A property wrapper for a number or boolean sent, and written back, as text: ``Hint/WireForm/text`` on the type.
/// Reads as ``Coerced`` does; writes `true` as `"true"`, a `Double` as its shortest text. `Value` is a coerced scalar,
/// or an optional or array of them (a `nil` left out unless ``DictionaryEncoder/nilStrategy-swift.property`` is
/// `.null`); a ``CustomCoercible`` type reads but cannot encode. To keep the model plain, use ``Hint/wire(_:)``.
///
/// ```swift
/// @TextValue var id: Int         // "10023" ↔ 10023
/// @TextValue var tags: [Int]?    // ["1", "2"] ↔ [1, 2]; missing or null → nil
/// ```
@propertyWrapper
public struct TextValue<Value: Coercible> {
    /// The value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension TextValue: Decodable {
    /// Decodes the value as ``Coerced`` does.
    public init(from decoder: any Decoder) throws {
        self.wrappedValue = try Value.coerce(from: decoder, grammar: .plain)
    }
}

extension TextValue: Encodable {
    /// Encodes the value as its text.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value has no text (NaN, a type the form does not know).
    public func encode(to encoder: any Encoder) throws {
        try Hint.WireForm.text.encode(wrappedValue, to: encoder)
    }
}

extension TextValue: CustomDictionaryReflectable {
    /// The value in its wire form, which ``DictionaryReflector`` writes as text.
    public var dictionaryRepresentation: Any { WireFormValue(form: .text, value: wrappedValue) }
}

extension TextValue: Equatable where Value: Equatable {}
extension TextValue: Hashable where Value: Hashable {}
extension TextValue: Sendable where Value: Sendable {}

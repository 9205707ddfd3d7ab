import Foundation

/// A property wrapper for a number or a boolean that the backend sends as text and wants back as text: the wire form
/// ``Hint/WireForm/text`` declared on the type.
///
/// ```swift
/// struct Order: Codable {
///     @TextValue var id: Int            // "10023" ↔ 10023
///     @TextValue var weight: Double     // "2.5" ↔ 2.5
///     @TextValue var tags: [Int]?       // ["1", "2"] ↔ [1, 2]; missing or null → nil
/// }
/// ```
///
/// It reads as ``Coerced`` does and writes the value as text with any encoder (`true` as `"true"`, a `Double` as its
/// shortest text); ``DictionaryReflector`` writes the text too. A `nil` optional is left out of its object, unless
/// ``DictionaryEncoder/nilStrategy-swift.property`` is `.null`. `Value` is a scalar the library coerces, or an optional or
/// array of them; a ``CustomCoercible`` type is read, but encoding it throws, having no text. To keep the model plain and
/// put the form in a hint instead, use ``Hint/wire(_:)``.
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
    ///
    /// - Throws: The errors of `Value`'s conversion (see ``Coercible``).
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

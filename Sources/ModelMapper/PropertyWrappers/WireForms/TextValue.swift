import Foundation

/// A property wrapper for a number or a boolean that the backend sends as text and wants back as text: the wire form
/// ``Hint/WireForm/text``, declared on the type rather than in a hint tree.
///
/// ```swift
/// struct Order: Codable {
///     @TextValue var id: Int            // "10023" ↔ 10023
///     @TextValue var weight: Double     // "2.5" ↔ 2.5
///     @TextValue var tags: [Int]?       // ["1", "2"] ↔ [1, 2]; missing or null → nil
/// }
/// ```
///
/// Reading, it is ``Coerced``: the value is read as it is when it already has the property's type, and otherwise
/// converted by the coercion table (`"10023"`, `"2.5"`, `"true"`), so a value that does not convert throws at the
/// property's coding path (and, with ``DictionaryDecoder``, its source path), and the conversion is recorded in the
/// ``MappingReport`` as any coercion is. Writing, it encodes its value as text, whatever the encoder: `10023` as
/// `"10023"`, `true` as `"true"`, a `Double` as its shortest text and a `Decimal` with its own digits; `nil` as
/// `null`, but an optional property that is `nil` is left out of its keyed container, as a plain optional is (and as
/// ``Coerced`` leaves it out), unless ``DictionaryEncoder/nilStrategy`` is `.null`, which writes `NSNull()` for it.
///
/// `Value` is one of the scalars the library coerces (integers, `Double`, `Float`, `Decimal`, `Bool`, `String`), or
/// an optional or array of them; a type of your own that is ``CustomCoercible`` is read, but has no text the form
/// knows, so encoding it throws `EncodingError.invalidValue`. ``DictionaryReflector`` writes the text too.
@propertyWrapper
public struct TextValue<Value: Coercible> {
    /// The value.
    public var wrappedValue: Value

    /// Wraps a value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension TextValue: Decodable {
    /// Decodes the value, converting a string (or any scalar) the decoder holds as ``Coerced`` does.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The errors of `Value`'s conversion (see ``Coercible``).
    public init(from decoder: any Decoder) throws {
        self.wrappedValue = try Value.coerce(from: decoder, grammar: .plain)
    }
}

extension TextValue: Encodable {
    /// Encodes the value as its text.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when the value has no text (a NaN or an infinity, a type the form does
    ///   not know), and the encoder's errors.
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

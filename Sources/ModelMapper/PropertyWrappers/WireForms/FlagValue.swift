import Foundation

/// A property wrapper for a boolean that the backend sends as one of two strings and wants back the same way: the
/// wire form ``Hint/WireForm/flag(true:false:)``, declared on the type rather than in a hint tree.
///
/// ```swift
/// struct Customer: Codable {
///     @FlagValue<OneZeroFlag> var isVIP: Bool    // "1" ↔ true, "0" ↔ false
/// }
/// ```
///
/// Reading takes a boolean as it is and exactly the two spellings of `Spelling`; any other string (`"yes"`, `" 1"`)
/// is `DecodingError.dataCorrupted` and any other value `DecodingError.typeMismatch`, at the property's coding path
/// (and, with ``DictionaryDecoder``, its source path). A spelling read is recorded in the ``MappingReport`` as a
/// coercion is. Writing encodes the spelling, whatever the encoder; ``DictionaryReflector`` writes it too.
///
/// For an optional flag, or one in an array, give the key the wire form in the hint tree
/// (`.key("VIP").wire(.flag(true: "1", false: "0"))`), which reads and writes any value under the key.
@propertyWrapper
public struct FlagValue<Spelling: FlagSpelling> {
    /// The value.
    public var wrappedValue: Bool

    /// Wraps a value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Bool) {
        self.wrappedValue = wrappedValue
    }
}

extension FlagValue: Decodable {
    /// Decodes a boolean, or one of the two spellings.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: `DecodingError.dataCorrupted` for another string, or when the spelling's two strings are the same;
    ///   `DecodingError.typeMismatch` for a number or a container; `DecodingError.valueNotFound` for `null`.
    public init(from decoder: any Decoder) throws {
        let form = Spelling.form
        try form.validate(for: decoder)
        self.wrappedValue = try CoercionReader.decode(Bool.self, from: decoder) { input in
            form.flagValue(input)
                ?? .failure(CoercionFailure(kind: .typeMismatch, found: input, reason: "which is not a string"))
        }
    }
}

extension FlagValue: Encodable {
    /// Encodes the spelling of the value.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when the spelling's two strings are the same, and the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        try Spelling.form.encode(wrappedValue, to: encoder)
    }
}

extension FlagValue: CustomDictionaryReflectable {
    /// The value in its wire form, which ``DictionaryReflector`` writes as its spelling.
    public var dictionaryRepresentation: Any { WireFormValue(form: Spelling.form, value: wrappedValue) }
}

extension FlagValue: Equatable {}
extension FlagValue: Hashable {}
extension FlagValue: Sendable {}

import Foundation

/// A property wrapper for a boolean that the backend sends as one of two strings and wants back the same way: the wire
/// form ``Hint/WireForm/flag(true:false:)`` declared on the type.
///
/// ```swift
/// struct Customer: Codable {
///     @FlagValue<OneZeroFlag> var isVIP: Bool    // "1" ↔ true, "0" ↔ false
/// }
/// ```
///
/// It reads a boolean or exactly the two spellings of `Spelling` (any other string is `dataCorrupted`), and writes the
/// spelling with any encoder and ``DictionaryReflector``. For an optional flag, or one in an array, give the key the form
/// in a hint: `.key("VIP").wire(.flag(true: "1", false: "0"))`.
@propertyWrapper
public struct FlagValue<Spelling: FlagSpelling> {
    /// The value.
    public var wrappedValue: Bool

    /// Wraps a value.
    public init(wrappedValue: Bool) {
        self.wrappedValue = wrappedValue
    }
}

extension FlagValue: Decodable {
    /// Decodes a boolean, or one of the two spellings.
    ///
    /// - Throws: `dataCorrupted` for another string or a spelling whose two strings are the same; `typeMismatch` for
    ///   another kind of value; `valueNotFound` for `null`.
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
    /// - Throws: `EncodingError.invalidValue` when the spelling's two strings are the same.
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

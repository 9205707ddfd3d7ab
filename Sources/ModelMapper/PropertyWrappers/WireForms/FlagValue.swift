import Foundation

/// A property wrapper for a boolean sent, and written back, as one of two strings: ``Hint/WireForm/flag(true:false:)``
/// on the type. Any other string is `dataCorrupted`; for an optional flag, use a hint's ``Hint/wire(_:)``.
///
/// ```swift
/// @FlagValue<OneZeroFlag> var isVIP: Bool    // "1" ↔ true, "0" ↔ false
/// ```
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
    /// - Throws: `dataCorrupted` for another string or when the two spellings are equal.
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
    /// - Throws: `EncodingError.invalidValue` when the two spellings are equal.
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

import Foundation

/// A value and the wire form it travels in: what the wire-form wrappers (``TextValue``, ``FlagValue``,
/// ``GroupedNumber``) hand ``DictionaryReflector`` as their representation, so that the reflector writes the form
/// through the same function, and with the same errors, as it writes a hint's ``Hint/wire(_:)``.
struct WireFormValue {
    /// The form.
    let form: Hint.WireForm
    /// The model's value: a number, a boolean, a string, an optional or an array of them.
    let value: Any
}

extension Hint.WireForm {
    /// Encodes `value` in this form through `encoder`: the wire-form wrappers' one way of writing, for every encoder.
    ///
    /// - Throws: `EncodingError.invalidValue` at the encoder's coding path when the form is not one (a wrapper's
    ///   strategy with a flag's two spellings the same, or fraction digits out of range) or the value cannot take it
    ///   (a number with more fraction digits than a grouped number keeps, a value that is not a scalar the form
    ///   knows), and the encoder's own errors.
    func encode(_ value: Any, to encoder: any Encoder) throws {
        let written: Any
        do throws(Mismatch) {
            written = try self.checkedWritten(value)
        } catch {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: error.message + "."))
        }
        if let elements = TreeValue.array(written) {
            var container = encoder.unkeyedContainer()
            try Self.encode(elements, into: &container)
        } else {
            var container = encoder.singleValueContainer()
            if let text = TreeValue.string(written) {
                try container.encode(text)
            } else {
                try container.encodeNil()
            }
        }
    }

    /// Encodes a written array: its strings, its nulls and its arrays, nested no deeper than ``written(_:depth:)``
    /// let them.
    private static func encode(_ elements: [Any], into container: inout any UnkeyedEncodingContainer) throws {
        for element in elements {
            if let text = TreeValue.string(element) {
                try container.encode(text)
            } else if let nested = TreeValue.array(element) {
                var inner = container.nestedUnkeyedContainer()
                try encode(nested, into: &inner)
            } else {
                try container.encodeNil()
            }
        }
    }

    /// Fails a wrapper's decode when its strategy declares a form that is not one (a flag's two spellings the same,
    /// a grouped number's fraction digits out of range).
    func validate(for decoder: any Decoder) throws {
        if let invalidity { throw DecodingFailure.dataCorrupted(in: decoder, invalidity + ".") }
    }
}

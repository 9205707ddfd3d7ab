import Foundation

/// A value and its wire form, which the wire-form wrappers hand ``DictionaryReflector`` to write as a hint's.
struct WireFormValue {
    let form: Hint.WireForm
    let value: Any
}

extension Hint.WireForm {
    /// Encodes `value` in this form: the wire-form wrappers' one way of writing, for every encoder.
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

    /// Encodes a written array: its strings, nulls and nested arrays.
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

    /// Fails a wrapper's decode when its strategy declares an invalid form.
    func validate(for decoder: any Decoder) throws {
        if let invalidity { throw DecodingFailure.dataCorrupted(in: decoder, invalidity + ".") }
    }
}

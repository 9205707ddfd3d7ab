import Foundation

extension JSONValue: Codable {
    /// Decodes any JSON value. ``DictionaryDecoder`` reads it straight from the tree, unaffected by coercions, and
    /// alone makes ``date(_:)`` and ``data(_:)``; other decoders are asked for each kind in turn, a number keeping the
    /// most exact form offered. No key strategy converts an object's keys.
    ///
    /// - Throws: `DecodingError.typeMismatch` for a value of no JSON kind; a member's decoding error.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? DictionaryDecoderImpl {
            // Straight from the tree: asked kind by kind, the decode's coercions would change what the value is.
            self = try decoder.unboxJSONValue(decoder.value, at: .root(decoder.node))
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int64.self) {
            self = .integer(int)
        } else if let uint = try? container.decode(UInt64.self) {
            self = .unsignedInteger(uint)
        } else if let double = try? container.decode(Double.self) {
            // A decimal that a `Double` would round (more digits, or beyond its range) stays a decimal.
            if let decimal = try? container.decode(Decimal.self),
                Decimal(string: "\(double)", locale: TreeValue.posixLocale) != decimal
            {
                self = .decimal(decimal)
            } else {
                self = .double(double)
            }
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            // The last kind: its error is the one reported.
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as the JSON kind it is, no key strategy converting an object's keys; a ``date(_:)`` or
    /// ``data(_:)`` goes through the encoder's strategy, but ``DictionaryEncoder`` writes the leaf itself.
    ///
    /// - Throws: `EncodingError.invalidValue` for a NaN ``decimal(_:)``; whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsignedInteger(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .decimal(let value):
            // `Decimal` has no non-conforming strategy: refused, as `JSONEncoder` refuses a `Double` NaN by default.
            guard !value.isNaN else {
                throw EncodingFailure.decimalNaN(value, codingPath: encoder.codingPath)
            }
            try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        case .date(let value) where !(encoder is DictionaryEncoderImpl): try container.encode(value)
        case .data(let value) where !(encoder is DictionaryEncoderImpl): try container.encode(value)
        case .date, .data:
            // `DictionaryEncoder` writes the leaf itself (`box(primitive:)`), not by its strategies.
            try container.encode(self)
        }
    }
}

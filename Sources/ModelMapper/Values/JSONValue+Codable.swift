import Foundation

extension JSONValue: Codable {
    /// Decodes any JSON value.
    ///
    /// ``DictionaryDecoder`` reads the value straight from the tree (see ``init(any:)``), whatever coercions it has on,
    /// also when a custom `init(from:)` or a polymorphic fallback kind calls this initializer. Any other decoder is asked for
    /// each kind in turn, and a number keeps the most exact form it offers: `Int64`, then `UInt64`, then `Double` —
    /// or `Decimal` when the decoder has more digits than a `Double` keeps (`JSONDecoder` does). An object's keys are
    /// data: no key strategy converts them. Only ``DictionaryDecoder`` makes ``date(_:)`` and ``data(_:)``, from the
    /// `Date` and `Data` leaves of a tree; decoding JSON never produces them, nor does any other decoder.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.typeMismatch` when the value is none of the JSON kinds, and the errors of decoding
    ///   the members of an array or object.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? DictionaryDecoderImpl {
            // Straight from the tree, as the decoder reads a `JSONValue` property: asking kind by kind would let the
            // decode's coercions answer (`singleValueAsArray` makes an object an array, the scalar ones a `1` a
            // `true`), and a coercion must not change what an untyped value is.
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

    /// Encodes the value as the JSON kind it is. An object is encoded as a `[String: JSONValue]` dictionary, so that
    /// no key strategy converts its keys. A ``date(_:)`` or ``data(_:)`` is encoded as its `Date` or `Data`, which
    /// the encoder writes by its own date or data strategy (`JSONEncoder`'s `.deferredToDate`, say, writes a number,
    /// and `PropertyListEncoder` a date); ``DictionaryEncoder`` writes them as the leaves they came as, whatever its
    /// strategies, as it writes a `JSONValue` property.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` for a NaN ``decimal(_:)``, which JSON cannot carry; whatever the encoder
    ///   throws, for example for a ``double(_:)`` NaN under a `.throw` float strategy.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsignedInteger(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .decimal(let value):
            // JSON has no NaN, and `Decimal` no non-conforming strategy: refused, as `JSONEncoder` refuses a `Double`
            // NaN by default, rather than written as the text `NaN`.
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
            // `DictionaryEncoder` writes a `JSONValue` it is handed itself (`box(primitive:)`): the leaf it came as,
            // not the `Date` or `Data` under the encoder's strategies.
            try container.encode(self)
        }
    }
}

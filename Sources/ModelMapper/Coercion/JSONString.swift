import Foundation

/// A property wrapper for an object or array the backend sends, and wants back, as JSON text in a string:
/// `"hobby": "{\"name\":\"sleep\"}"`. An object or array sent as it is decodes too; malformed text is `dataCorrupted`
/// at the property; encoding sorts keys. With ``DictionaryDecoder`` and ``DictionaryEncoder`` the property's hints
/// and options apply inside the text and errors name paths inside it (`hobby.name`); other coders use `JSONDecoder`
/// and `JSONEncoder` with their defaults. For a whole decode, use ``DictionaryDecoder/Coercions/jsonStrings``.
///
/// ```swift
/// @JSONString var hobby: Hobby           // "{\"name\":\"sleep\"}" or {"name": "sleep"}
/// ```
@propertyWrapper
public struct JSONString<Value> {
    /// The value the JSON text holds.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension JSONString: Decodable where Value: Decodable {
    /// Decodes the value from the JSON text in a string, or from an object or array as it is.
    ///
    /// - Throws: `typeMismatch` for a value that is neither a string nor a container.
    public init(from decoder: any Decoder) throws {
        guard let support = decoder as? any WrapperDecodingSupport else {
            self.init(wrappedValue: try Self.decodeWithFoundation(decoder))
            return
        }
        let held = support.heldValue
        guard let text = TreeValue.string(held) else {
            self.init(wrappedValue: try support.decode(Value.self, from: held, coercing: true))
            return
        }
        let parsed = try support.parseJSONText(text)
        support.record(.converted(.string(text), to: "the value of its JSON text"))
        self.init(wrappedValue: try support.decode(Value.self, from: parsed, coercing: true))
    }

    private static func decodeWithFoundation(_ decoder: any Decoder) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text: String
        do {
            text = try container.decode(String.self)
        } catch DecodingError.typeMismatch {
            // Not a string: the object or array itself. Its own errors are the ones to report.
            return try Value(from: decoder)
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw DecodingFailure.dataCorrupted(
                codingPath: decoder.codingPath,
                "Expected JSON text of \(Value.self) in \(ScalarCoercion.describe(.string(text))), which is not.",
                underlyingError: error)
        }
    }
}

extension JSONString: Encodable where Value: Encodable {
    /// Encodes the value as JSON text (sorted keys) in a string; with ``DictionaryEncoder`` each number keeps its kind
    /// (`1.0` stays `1.0`).
    ///
    /// - Throws: `EncodingError.invalidValue` when the value cannot be written as JSON (a non-finite number, say).
    public func encode(to encoder: any Encoder) throws {
        let text: String
        if let support = encoder as? any WrapperEncodingSupport {
            text = try Self.jsonText(of: support.encodeToTree(wrappedValue), value: wrappedValue, encoder: encoder)
        } else {
            let json = JSONEncoder()
            json.outputFormatting = .sortedKeys
            text = String(decoding: try json.encode(wrappedValue), as: UTF8.self)
        }
        try encoder.encodeSingleValue(text)
    }

    /// An encoded tree's JSON text, by the library's writer, which keeps `1.0` where `JSONSerialization` writes `1`.
    private static func jsonText(of tree: Any, value: Value, encoder: any Encoder) throws -> String {
        func unwritable(_ reason: String, at location: MappingPath) -> EncodingError {
            EncodingFailure.notJSON(value, reason: reason, at: location, codingPath: encoder.codingPath)
        }
        var walk = TreeWalk(maximumDepth: HintTree.maximumTreeDepth)
        do {
            return try JSONValue.make(from: tree, walk: &walk).jsonText()
        } catch let unsupported as JSONValue.Unsupported {
            throw unwritable(unsupported.reason, at: unsupported.location)
        } catch let unwritableValue as JSONValue.Unwritable {
            throw unwritable(unwritableValue.reason, at: unwritableValue.location)
        }
    }
}

extension JSONString: Equatable where Value: Equatable {}
extension JSONString: Hashable where Value: Hashable {}
extension JSONString: Sendable where Value: Sendable {}

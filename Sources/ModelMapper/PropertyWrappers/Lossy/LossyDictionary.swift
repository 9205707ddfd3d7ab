/// A property wrapper for a dictionary that drops, and records with their keys (``LossyDecoding``), the entries
/// whose values fail to decode. A missing key or `null` is an empty dictionary; a non-object still throws. Keys are
/// data, never converted by a key strategy; an `Int` key that does not convert (`"x"`) is dropped too.
///
/// ```swift
/// @LossyDictionary var points: [String: Int] = [:]   // ["one": 1, "two": "x"] → ["one": 1]
/// ```
@propertyWrapper
public struct LossyDictionary<Key: Hashable, Value> {
    /// The entries that decoded.
    public var wrappedValue: [Key: Value]

    /// Wraps a dictionary.
    public init(wrappedValue: [Key: Value]) {
        self.wrappedValue = wrappedValue
    }
}

extension LossyDictionary: Decodable where Key: LosslessStringConvertible, Value: Decodable {
    /// Decodes the dictionary, dropping entries that do not decode, in code-point order of their keys.
    ///
    /// - Throws: `typeMismatch` for a value that is not an object; ``ModelMapperError`` and `CancellationError`.
    public init(from decoder: any Decoder) throws {
        if try decoder.singleValueContainer().decodeNil() {
            self = DefaultDecoding.defaultForNull(Self.self, in: decoder)
            return
        }
        // Read as a dictionary of raw entries first, so that the keys are data (no key strategy) in every decoder.
        let entries = try decoder.singleValueContainer().decode([String: LossyEntry<Value>].self)
        var values: [Key: Value] = [:]
        values.reserveCapacity(entries.count)
        for text in entries.keys.sorted() {
            let codingKey = AnyCodingKey(dictionaryKey: text)
            let drop = { (error: any Error) in
                LossyDecoding.record(
                    LossyDrop(
                        kind: .droppedEntry(key: text), codingPath: decoder.codingPath + [codingKey], error: error),
                    in: decoder)
            }
            guard let key = Key(text) else {
                drop(Self.keyMismatch(text, at: decoder.codingPath + [codingKey]))
                continue
            }
            switch entries[text]?.result {
            case .success(let value)?: values[key] = value
            case .failure(let error)?: drop(error)
            case nil: break
            }
        }
        self.init(wrappedValue: values)
    }

    /// The error of a key that does not convert to `Key`, worded as `JSONDecoder` words it for a plain dictionary.
    private static func keyMismatch(_ text: String, at codingPath: [any CodingKey]) -> DecodingError {
        DecodingFailure.typeMismatch(
            Key.self, codingPath: codingPath,
            "Could not convert key to type \(Key.self): \(ScalarCoercion.describe(.string(text)))")
    }
}

/// One entry's value, or the error that decoding it threw when a lossy wrapper may drop it.
private struct LossyEntry<Value: Decodable>: Decodable {
    let result: Result<Value, any Error>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Value(from: decoder))
        } catch let error where LossyDecoding.canDrop(error) {
            result = .failure(error)
        }
    }
}

extension LossyDictionary: Encodable where Key: Encodable, Value: Encodable {
    /// Encodes the entries as a plain dictionary.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(wrappedValue)
    }
}

extension LossyDictionary: DefaultingWrapper {
    static var defaultWrapper: LossyDictionary { LossyDictionary(wrappedValue: [:]) }
    static var defaultValueDescription: String { "[:]" }
}

extension LossyDictionary: Equatable where Value: Equatable {}
extension LossyDictionary: Hashable where Value: Hashable {}
extension LossyDictionary: Sendable where Key: Sendable, Value: Sendable {}

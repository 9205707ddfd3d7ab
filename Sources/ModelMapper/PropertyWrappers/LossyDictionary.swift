/// A property wrapper for a dictionary that drops the entries whose values fail to decode instead of failing the
/// whole dictionary.
///
/// Each entry whose value fails to decode (a `DecodingError`, or an error from the value's own `init(from:)`) is left
/// out and recorded, with its key, for the decode's mapping report; the other entries are kept. A missing key or
/// `null` gives an empty dictionary. A value that is not an object still throws `DecodingError.typeMismatch`: the
/// wrapper is lossy about entries, not about the property. Keys are data: no key strategy converts them.
///
/// ```swift
/// struct Scores: Codable {
///     @LossyDictionary var points: [String: Int] = [:]   // ["one": 1, "three": null, "two": "x"] → ["one": 1]
/// }
/// ```
///
/// It works with any decoder and encodes as a plain dictionary.
@propertyWrapper
public struct LossyDictionary<Value> {
    /// The entries that decoded.
    public var wrappedValue: [String: Value]

    /// Wraps a dictionary.
    ///
    /// - Parameter wrappedValue: The entries.
    public init(wrappedValue: [String: Value]) {
        self.wrappedValue = wrappedValue
    }
}

extension LossyDictionary: Decodable where Value: Decodable {
    /// Decodes the dictionary, dropping (and recording) the entries whose values do not decode, in code-point order of
    /// their keys.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object; ``ModelMapperError`` and
    ///   `CancellationError` from a value.
    public init(from decoder: any Decoder) throws {
        if try decoder.singleValueContainer().decodeNil() {
            self = DefaultDecoding.defaultForNull(Self.self, in: decoder)
            return
        }
        // Read as a dictionary of raw entries first, so that the keys are data (no key strategy) in every decoder.
        let entries = try decoder.singleValueContainer().decode([String: LossyEntry<Value>].self)
        var values: [String: Value] = [:]
        values.reserveCapacity(entries.count)
        for key in entries.keys.sorted() {
            switch entries[key]?.result {
            case .success(let value)?:
                values[key] = value
            case .failure(let error)?:
                LossyDecoding.record(
                    LossyDrop(
                        kind: .droppedEntry(key: key),
                        codingPath: decoder.codingPath + [AnyCodingKey(stringValue: key)],
                        error: error),
                    in: decoder)
            case nil:
                break
            }
        }
        self.init(wrappedValue: values)
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

extension LossyDictionary: Encodable where Value: Encodable {
    /// Encodes the entries as a plain dictionary.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding a value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension LossyDictionary: DefaultingWrapper {
    static var defaultWrapper: LossyDictionary { LossyDictionary(wrappedValue: [:]) }
    static var defaultValueDescription: String { "[:]" }
}

extension LossyDictionary: Equatable where Value: Equatable {}
extension LossyDictionary: Hashable where Value: Hashable {}
extension LossyDictionary: Sendable where Value: Sendable {}

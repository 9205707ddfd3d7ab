/// Dictionaries keyed by `String` decode their keys as data: no key strategy converts them, and their hints pass
/// through to every value, as an array's do. `JSONDecoder` treats them the same way (for the key strategy).
protocol StringKeyedDictionaryDecodable {
    static func decode(
        from object: [String: Any], decoder: DictionaryDecoderImpl, node: CodingPathNode, hints: HintTree
    ) throws -> Self
}

extension Dictionary: StringKeyedDictionaryDecodable where Key == String, Value: Decodable {
    static func decode(
        from object: [String: Any], decoder: DictionaryDecoderImpl, node: CodingPathNode, hints: HintTree
    ) throws -> [String: Value] {
        func decodeValue(_ key: String, _ value: Any) throws -> Value {
            try decoder.unbox(
                value, as: Value.self,
                at: ValueLocation(node: node, key: AnyCodingKey(dictionaryKey: key), step: .key(key)),
                hints: hints)
        }
        // In code-point order of the keys, so that the first failure reported never depends on iteration order
        // (re-decoding in sorted order after a failure would take time exponential in the nesting depth).
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        for key in object.keys.sorted() {
            if let value = object[key] { result[key] = try decodeValue(key, value) }
        }
        return result
    }
}

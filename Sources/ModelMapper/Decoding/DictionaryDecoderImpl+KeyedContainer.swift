import Foundation

/// A value found for a coding key: the value, the source step that reached it, and its nested hints.
///
/// Kept outside the generic container so that using it needs no generic metadata per call.
struct FoundValue {
    let value: Any
    let step: SourceStep
    let nested: HintTree?
}

extension DictionaryDecoderImpl {
    /// A keyed container over one source object, reading each coding key through the object's hints.
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: DictionaryDecoderImpl
        let object: [String: Any]
        let hints: HintTree
        let node: CodingPathNode
        /// Source keys by converted key, when a key strategy converts keys.
        let keyIndex: KeyIndex?

        init(decoder: DictionaryDecoderImpl, object: [String: Any], hints: HintTree, node: CodingPathNode) {
            self.decoder = decoder
            self.object = object
            self.hints = hints
            self.node = node
            self.keyIndex = KeyIndex(strategy: decoder.options.keyDecodingStrategy, object: object, node: node)
        }

        var codingPath: [any CodingKey] { node.codingPath }

        var allKeys: [Key] {
            var names = Set<String>()
            var consumed = Set<String>()
            for (modelKey, hint) in hints.entries where find(modelKey) != nil {
                names.insert(modelKey)
                if let primary = hint.source.primaryKey { consumed.insert(primary) }
            }
            for sourceKey in object.keys where !consumed.contains(sourceKey) {
                names.insert(keyIndex?.convertedKey(forSourceKey: sourceKey) ?? sourceKey)
            }
            return names.sorted().compactMap { Key(stringValue: $0) }
        }

        func contains(_ key: Key) -> Bool { find(key.stringValue) != nil }

        // MARK: Finding values

        /// Finds a coding key's value: through its hint when it has one, else by exact key, else by the strategy.
        @inline(__always)
        func find(_ name: String) -> FoundValue? {
            if !hints.isEmpty, let hint = hints.entries[name] {
                if case .sameKey = hint.source { return findUnhinted(name, nested: hint.nestedHints) }
                guard let (value, step) = hint.source.resolve(in: object, modelKey: name) else { return nil }
                return FoundValue(value: value, step: step, nested: hint.nestedHints)
            }
            return findUnhinted(name, nested: nil)
        }

        @inline(__always)
        private func findUnhinted(_ name: String, nested: HintTree?) -> FoundValue? {
            if let value = object[name] { return FoundValue(value: value, step: .key(name), nested: nested) }
            if let keyIndex, let sourceKey = keyIndex.sourceKey(for: name), let value = object[sourceKey] {
                return FoundValue(value: value, step: .key(sourceKey), nested: nested)
            }
            return nil
        }

        private func require(_ key: some CodingKey) throws -> FoundValue {
            if let found = find(key.stringValue) { return found }
            throw DecodingFailure.keyNotFound(
                key, in: .root(node), sourceKeys: hints.entries[key.stringValue]?.sourceKeys)
        }

        private func location(_ key: some CodingKey, _ found: FoundValue) -> ValueLocation {
            ValueLocation(node: node, key: key, step: found.step)
        }

        /// The value for a key that is present and not null, or `nil`.
        @inline(__always)
        private func findPresent(_ key: Key) -> FoundValue? {
            guard let found = find(key.stringValue), !TreeValue.isNull(found.value) else { return nil }
            return found
        }

        // MARK: decode

        func decodeNil(forKey key: Key) throws -> Bool { TreeValue.isNull(try require(key).value) }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
            let found = try require(key)
            return try decoder.unboxBool(found.value, at: location(key, found))
        }

        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            let found = try require(key)
            return try decoder.unboxString(found.value, at: location(key, found))
        }

        func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
            let found = try require(key)
            return try decoder.unboxDouble(found.value, at: location(key, found))
        }

        func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
            let found = try require(key)
            return try decoder.unboxFloat(found.value, at: location(key, found))
        }

        func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
            let found = try require(key)
            return try decoder.unboxInt(found.value, at: location(key, found))
        }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeInteger(key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeInteger(key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeInteger(key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeInteger(key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeInteger(key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeInteger(key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeInteger(key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeInteger(key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeInteger(key) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let found = try require(key)
            return try decoder.unbox(found.value, as: type, at: location(key, found), hints: found.nested)
        }

        private func decodeInteger<T: FixedWidthInteger>(_ key: Key) throws -> T {
            let found = try require(key)
            return try decoder.unboxInteger(found.value, as: T.self, at: location(key, found))
        }

        // MARK: decodeIfPresent

        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxBool(found.value, at: location(key, found))
        }

        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxString(found.value, at: location(key, found))
        }

        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxDouble(found.value, at: location(key, found))
        }

        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxFloat(found.value, at: location(key, found))
        }

        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxInt(found.value, at: location(key, found))
        }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIntegerIfPresent(key) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIntegerIfPresent(key) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIntegerIfPresent(key) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIntegerIfPresent(key) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIntegerIfPresent(key) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIntegerIfPresent(key) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
            try decodeIntegerIfPresent(key)
        }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
            try decodeIntegerIfPresent(key)
        }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
            try decodeIntegerIfPresent(key)
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unbox(found.value, as: type, at: location(key, found), hints: found.nested)
        }

        private func decodeIntegerIfPresent<T: FixedWidthInteger>(_ key: Key) throws -> T? {
            guard let found = findPresent(key) else { return nil }
            return try decoder.unboxInteger(found.value, as: T.self, at: location(key, found))
        }

        // MARK: Nested containers

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let found = try require(key)
            let location = location(key, found)
            let object = try decoder.object(
                from: found.value, at: location,
                nullDescription: "Cannot get keyed decoding container -- found null value instead")
            return KeyedDecodingContainer(
                KeyedContainer<NestedKey>(
                    decoder: decoder, object: object, hints: found.nested ?? .empty, node: try decoder.enter(location)))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            let found = try require(key)
            let location = location(key, found)
            let array = try decoder.array(
                from: found.value, at: location,
                nullDescription: "Cannot get unkeyed decoding container -- found null value instead")
            return UnkeyedContainer(
                decoder: decoder, array: array, hints: found.nested ?? .empty, node: try decoder.enter(location))
        }

        func superDecoder() throws -> any Decoder { try superDecoder(for: AnyCodingKey.super) }

        func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder(for: key) }

        /// A decoder for the value at `key`, or for `null` when the key is missing, as `JSONDecoder` does.
        private func superDecoder(for key: some CodingKey) throws -> any Decoder {
            let found = find(key.stringValue) ?? FoundValue(value: NSNull(), step: .key(key.stringValue), nested: nil)
            return try decoder.makeSuperDecoder(found.value, at: location(key, found), hints: found.nested ?? .empty)
        }
    }
}

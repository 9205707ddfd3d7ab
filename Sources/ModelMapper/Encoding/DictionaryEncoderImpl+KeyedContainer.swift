import Foundation

extension DictionaryEncoderImpl {
    /// The keyed container: writes into an ``ObjectBox``, under the key strategy's spelling, or where a hint says.
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: DictionaryEncoderImpl
        let box: ObjectBox
        /// The keys of the nested containers between `encoder` and this container.
        let node: EncodingPathNode
        /// The hints for this object's keys.
        let hints: HintEntries?

        var codingPath: [any CodingKey] {
            guard case .node = node else { return encoder.codingPath }
            return encoder.codingPath + node.path
        }

        // MARK: Keys

        /// The key as written when no hint names it.
        @inline(__always)
        private func converted(_ key: Key) -> String {
            if encoder.context.usesDefaultKeys { return key.stringValue }
            return convertedSlow(key)
        }

        private func convertedSlow(_ key: Key) -> String {
            switch encoder.context.keyStrategy {
            case .useDefaultKeys: key.stringValue
            case .convertToSnakeCase: KeyEncodingConversion.convert(key.stringValue, separator: "_")
            case .convertToKebabCase: KeyEncodingConversion.convert(key.stringValue, separator: "-")
            case .custom(let convert): convert(codingPath + [key]).stringValue
            }
        }

        /// Where the value for `key` goes under hints: the hint's target, or the converted key.
        private func target(for key: Key, hint: Hint?) -> WriteTarget {
            guard let hint else { return .key(converted(key)) }
            return hint.source.writeTarget(modelKey: key.stringValue)
        }

        @inline(__always)
        private func store(_ value: Any, forKey key: Key) throws {
            guard let hints else {
                box.set(value, forKey: converted(key))
                return
            }
            try storeHinted(value, forKey: key, hint: hints[key.stringValue], pending: false)
        }

        private func storeHinted(_ value: Any, forKey key: Key, hint: Hint?, pending: Bool) throws {
            try box.write(
                value, to: target(for: key, hint: hint), codingKey: key.stringValue, pending: pending,
                location: { DictionaryEncoderImpl.render(codingPath) })
        }

        // MARK: Values

        mutating func encodeNil(forKey key: Key) throws { try store(NSNull(), forKey: key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try store(value, forKey: key) }
        mutating func encode(_ value: String, forKey key: Key) throws { try store(value, forKey: key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try store(value, forKey: key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try store(encoder.box(value), forKey: key) }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        mutating func encode(_ value: Int128, forKey key: Key) throws {
            try store(encoder.box(value, path: { codingPath + [key] }), forKey: key)
        }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        mutating func encode(_ value: UInt128, forKey key: Key) throws {
            try store(encoder.box(value, path: { codingPath + [key] }), forKey: key)
        }

        mutating func encode(_ value: Double, forKey key: Key) throws {
            try store(encoder.box(value, path: { codingPath + [key] }), forKey: key)
        }

        mutating func encode(_ value: Float, forKey key: Key) throws {
            try store(encoder.box(value, path: { codingPath + [key] }), forKey: key)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let hint = hints?[key.stringValue]
            let encoded: Any
            if let primitive = try encoder.box(primitive: value, path: { codingPath + [key] }) {
                encoded = primitive
            } else {
                encoded = try encoder.encodeChild(value, key: key, node: node, hints: hint?.nestedHints?.entriesIfAny)
            }
            if hints == nil {
                box.set(encoded, forKey: converted(key))
            } else {
                try storeHinted(encoded, forKey: key, hint: hint, pending: false)
            }
        }

        // MARK: Nested containers

        /// The object or array a nested container for `key` writes into.
        private func nestedBox(forKey key: Key, makeArray: Bool) -> (PendingValue, HintEntries?) {
            let hint = hints?[key.stringValue]
            do {
                if hints == nil {
                    let box = try box.claimContainer(
                        forKey: converted(key), codingKey: key.stringValue, makeArray: makeArray)
                    return (box, nil)
                }
                let box = try box.container(
                    at: target(for: key, hint: hint), codingKey: key.stringValue, makeArray: makeArray,
                    location: { DictionaryEncoderImpl.render(codingPath) })
                return (box, hint?.nestedHints?.entriesIfAny)
            } catch {
                encoder.context.record(error)
                return (makeArray ? ArrayBox() : ObjectBox(), nil)
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let (nested, nestedHints) = nestedBox(forKey: key, makeArray: false)
            let object = nested as? ObjectBox ?? ObjectBox()
            if nestedHints != nil { object.tracksOwners = true }
            return KeyedEncodingContainer(
                KeyedContainer<NestedKey>(
                    encoder: encoder, box: object, node: node.appending(key), hints: nestedHints))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let (nested, nestedHints) = nestedBox(forKey: key, makeArray: true)
            return UnkeyedContainer(
                encoder: encoder, box: nested as? ArrayBox ?? ArrayBox(), node: node.appending(key),
                hints: nestedHints)
        }

        // MARK: Super encoders

        mutating func superEncoder() -> any Encoder {
            makeSuperEncoder(
                key: StringCodingKey.super, modelKey: "super", written: keyString(forSuperKey: StringCodingKey.super))
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            makeSuperEncoder(key: key, modelKey: key.stringValue, written: converted(key))
        }

        /// An encoder whose value is written under `key` when this object is finished (an empty object if it encodes
        /// nothing).
        private func makeSuperEncoder(key: any CodingKey, modelKey: String, written: String) -> any Encoder {
            let hint = hints?[modelKey]
            let superEncoder = DictionaryEncoderImpl(
                context: encoder.context, parent: nil, node: EncodingPathNode(path: codingPath), key: key,
                hints: hint?.nestedHints?.entriesIfAny, depth: encoder.depth + 1)
            let slot = SuperEncoderSlot(encoder: superEncoder)
            if hints == nil {
                box.set(slot, forKey: written)
                box.hasPending = true
            } else {
                let target = hint?.source.writeTarget(modelKey: modelKey) ?? .key(written)
                do {
                    try box.write(
                        slot, to: target, codingKey: modelKey, pending: true,
                        location: { DictionaryEncoderImpl.render(codingPath) })
                } catch {
                    encoder.context.record(error)
                }
            }
            return superEncoder
        }

        /// The spelling of the `super` key under the key strategy.
        private func keyString<K: CodingKey>(forSuperKey key: K) -> String {
            switch encoder.context.keyStrategy {
            case .useDefaultKeys: key.stringValue
            case .convertToSnakeCase: KeyEncodingConversion.convert(key.stringValue, separator: "_")
            case .convertToKebabCase: KeyEncodingConversion.convert(key.stringValue, separator: "-")
            case .custom(let convert): convert(codingPath + [key]).stringValue
            }
        }
    }
}

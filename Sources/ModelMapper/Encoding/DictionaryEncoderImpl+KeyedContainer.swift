import Foundation

extension DictionaryEncoderImpl {
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, EncoderContainer {
        let encoder: DictionaryEncoderImpl
        let box: ObjectBox
        let node: CodingPathNode
        let hints: HintTree?
        let depth: Int

        // MARK: Keys

        @inline(__always)
        private func converted(_ key: any CodingKey) -> String {
            if encoder.context.options.usesDefaultKeys { return key.stringValue }
            return convertedSlow(key)
        }

        private func convertedSlow(_ key: any CodingKey) -> String {
            switch encoder.context.options.keyEncodingStrategy {
            case .useDefaultKeys: key.stringValue
            case .convertToSnakeCase: KeyEncodingConversion.convert(key.stringValue, separator: "_")
            case .convertToKebabCase: KeyEncodingConversion.convert(key.stringValue, separator: "-")
            case .custom(let convert): convert(codingPath + [key]).stringValue
            }
        }

        private func target(for key: any CodingKey, hint: Hint?) -> WriteTarget {
            guard let hint else { return .key(converted(key)) }
            return hint.source.writeTarget(modelKey: key.stringValue)
        }

        @inline(__always)
        private func store(_ value: Any, forKey key: Key) throws {
            try ensureWithinDepthLimit()
            guard let hints else {
                box.set(value, forKey: converted(key))
                return
            }
            let hint = hints.hint(forKey: key.stringValue)
            if let hint, hint.hasWireForm {
                try storeHinted(inWireForm(value, of: hint, forKey: key), to: target(for: key, hint: hint), forKey: key)
            } else {
                try storeHinted(value, to: target(for: key, hint: hint), forKey: key)
            }
        }

        @inline(never)
        private func inWireForm(_ value: Any, of hint: Hint, forKey key: any CodingKey) throws -> Any {
            guard let form = hint.wireForm else { return value }
            do {
                return try form.written(value)
            } catch {
                throw EncodingFailure.invalidValue(value, codingPath: codingPath + [key], error.message)
            }
        }

        /// Writes a value where a hint says; a key path's containers count against the depth limit.
        private func storeHinted(_ value: Any, to target: WriteTarget, forKey key: any CodingKey, pending: Bool = false)
            throws
        {
            try encoder.context.check(
                depth: depth + target.depth - 1, at: position(of: key, containers: target.depth))
            try box.write(
                value, to: target, codingKey: key.stringValue, pending: pending,
                location: { MappingPath(codingPath: codingPath) })
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
            try ensureWithinDepthLimit()
            if T.self == UnknownKeys.self, let bag = value as? UnknownKeys {
                try keep(bag)
                return
            }
            if let primitive = try encoder.box(primitive: value, path: { codingPath + [key] }) {
                try store(primitive, forKey: key)
                return
            }
            guard let hints else {
                let encoded = try encoder.encodeChild(value, at: position(of: key), hints: nil)
                box.set(encoded, forKey: converted(key))
                return
            }
            let hint = hints.hint(forKey: key.stringValue)
            let target = target(for: key, hint: hint)
            let encoded = try encoder.encodeChild(
                value, at: position(of: key, containers: target.depth), hints: hint?.nestedTree)
            if let hint, hint.hasWireForm {
                try storeHinted(inWireForm(encoded, of: hint, forKey: key), to: target, forKey: key)
            } else {
                try storeHinted(encoded, to: target, forKey: key)
            }
        }

        /// Keeps a bag's entries for when the object is finished; its objects count as members for the depth limit.
        private func keep(_ bag: UnknownKeys) throws {
            let entries = bag.entries
            guard !entries.isEmpty else { return }
            let kept = try encoder.box(.object(entries), path: { codingPath }, enclosingContainers: depth - 1)
            if let kept = kept as? [String: Any] { box.keep(kept) }
        }

        // MARK: Nested containers

        /// What a nested container for `key` writes into, with hints and position; if invalid, a detached one.
        private func nestedBox(forKey key: Key, makeArray: Bool) -> (PendingValue, HintTree?, EncodingPosition) {
            let hint = hints?.hint(forKey: key.stringValue)
            let hinted = hint?.source.writeTarget(modelKey: key.stringValue)
            let nested = nestedPosition(key, containers: hinted?.depth ?? 1)
            let detached: PendingValue = makeArray ? ArrayBox() : ObjectBox()
            // The limit first: a custom key strategy gets the whole coding path, which a runaway loop must not rebuild.
            guard encoder.context.admits(depth: nested.depth, at: nested) else {
                return (detached, nil, nested)
            }
            let target = hinted ?? .key(converted(key))
            do {
                let storage = try box.container(
                    at: target, codingKey: key.stringValue, makeArray: makeArray,
                    location: { MappingPath(codingPath: codingPath) })
                return (storage, hint?.nestedTree, nested)
            } catch let misuse as ContainerKindConflict {
                encoder.context.recordMisuse(
                    misuse.message(makeArray: makeArray, nestedKeyType: "\(Key.self)"), codingPath: codingPath + [key])
            } catch {
                encoder.context.record(error)
            }
            return (detached, nil, nested)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let (nested, nestedHints, nestedPosition) = nestedBox(forKey: key, makeArray: false)
            let object = nested as? ObjectBox ?? ObjectBox()
            if nestedHints != nil { object.tracksOwners = true }
            return KeyedEncodingContainer(
                KeyedContainer<NestedKey>(
                    encoder: encoder, box: object, node: nestedPosition.node, hints: nestedHints,
                    depth: nestedPosition.depth))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let (nested, nestedHints, nestedPosition) = nestedBox(forKey: key, makeArray: true)
            return UnkeyedContainer(
                encoder: encoder, box: nested as? ArrayBox ?? ArrayBox(), node: nestedPosition.node,
                hints: nestedHints, depth: nestedPosition.depth)
        }

        // MARK: Super encoders

        mutating func superEncoder() -> any Encoder {
            makeSuperEncoder(key: AnyCodingKey.super)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            makeSuperEncoder(key: key)
        }

        /// An encoder whose value is written under `key` when this object is finished; detached when too deep.
        private func makeSuperEncoder(key: any CodingKey) -> any Encoder {
            let hint = hints?.hint(forKey: key.stringValue)
            let hinted = hint?.source.writeTarget(modelKey: key.stringValue)
            let superEncoder = DictionaryEncoderImpl(
                context: encoder.context, position: position.superEncoder(key, containers: hinted?.depth ?? 1),
                hints: hint?.nestedTree)
            guard encoder.context.admits(depth: superEncoder.depth + 1, at: .below(superEncoder)) else {
                return superEncoder
            }
            let slot = SuperEncoderSlot(encoder: superEncoder)
            if hints == nil {
                box.set(slot, forKey: converted(key))
                box.hasPending = true
            } else {
                do {
                    try storeHinted(slot, to: hinted ?? .key(converted(key)), forKey: key, pending: true)
                } catch {
                    encoder.context.record(error)
                }
            }
            return superEncoder
        }
    }
}

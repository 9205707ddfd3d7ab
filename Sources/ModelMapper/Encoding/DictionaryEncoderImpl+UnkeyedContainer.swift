import Foundation

extension DictionaryEncoderImpl {
    /// Appends to an ``ArrayBox``; elements get the array's hints, so hints for an object apply in arrays of them.
    struct UnkeyedContainer: UnkeyedEncodingContainer, EncoderContainer {
        let encoder: DictionaryEncoderImpl
        let box: ArrayBox
        let node: CodingPathNode
        let hints: HintTree?
        let depth: Int

        var count: Int { box.count }

        private var elementKey: AnyCodingKey { AnyCodingKey(index: count) }
        private var elementPath: [any CodingKey] { codingPath + [elementKey] }

        mutating func encodeNil() throws { try append(NSNull()) }
        mutating func encode(_ value: Bool) throws { try append(value) }
        mutating func encode(_ value: String) throws { try append(value) }
        mutating func encode(_ value: Int) throws { try append(value) }
        mutating func encode(_ value: Int8) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: Int16) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: Int32) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: Int64) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: UInt) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: UInt8) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: UInt16) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: UInt32) throws { try append(encoder.box(value)) }
        mutating func encode(_ value: UInt64) throws { try append(encoder.box(value)) }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        mutating func encode(_ value: Int128) throws { try append(try encoder.box(value, path: { elementPath })) }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        mutating func encode(_ value: UInt128) throws { try append(try encoder.box(value, path: { elementPath })) }

        mutating func encode(_ value: Double) throws { try append(try encoder.box(value, path: { elementPath })) }
        mutating func encode(_ value: Float) throws { try append(try encoder.box(value, path: { elementPath })) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            if let primitive = try encoder.box(primitive: value, path: { elementPath }) {
                try append(primitive)
                return
            }
            try ensureWithinDepthLimit()
            box.append(try encoder.encodeChild(value, at: position(of: elementKey), hints: hints))
        }

        @inline(__always)
        private func append(_ value: Any) throws {
            try ensureWithinDepthLimit()
            box.append(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = nestedPosition(elementKey)
            let object = ObjectBox(tracksOwners: hints != nil)
            if encoder.context.admits(depth: nested.depth, at: nested) {
                box.append(object)
                box.hasPending = true
            }
            return KeyedEncodingContainer(
                KeyedContainer<NestedKey>(
                    encoder: encoder, box: object, node: nested.node, hints: hints, depth: nested.depth))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = nestedPosition(elementKey)
            let array = ArrayBox()
            if encoder.context.admits(depth: nested.depth, at: nested) {
                box.append(array)
                box.hasPending = true
            }
            return UnkeyedContainer(encoder: encoder, box: array, node: nested.node, hints: hints, depth: nested.depth)
        }

        mutating func superEncoder() -> any Encoder {
            let superEncoder = DictionaryEncoderImpl(
                context: encoder.context, position: position.superEncoder(elementKey), hints: hints)
            if encoder.context.admits(depth: superEncoder.depth + 1, at: .below(superEncoder)) {
                box.append(SuperEncoderSlot(encoder: superEncoder))
                box.hasPending = true
            }
            return superEncoder
        }
    }
}

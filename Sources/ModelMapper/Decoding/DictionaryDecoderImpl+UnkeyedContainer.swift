import Foundation

extension DictionaryDecoderImpl {
    /// An unkeyed container over one source array. Its hints pass through to every element.
    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: DictionaryDecoderImpl
        let array: [Any]
        let hints: HintTree
        let node: CodingPathNode
        /// The entries' keys when the array was made from an object's entries, which name the elements' source
        /// steps (``SourceStep/elementStep(_:)``).
        private let entryKeys: [String]?
        private(set) var currentIndex = 0

        init(decoder: DictionaryDecoderImpl, array: [Any], hints: HintTree, node: CodingPathNode) {
            self.decoder = decoder
            self.array = array
            self.hints = hints
            self.node = node
            if case .entries(_, let keys)? = node.step { entryKeys = keys } else { entryKeys = nil }
        }

        var codingPath: [any CodingKey] { node.codingPath }
        var count: Int? { array.count }
        var isAtEnd: Bool { currentIndex >= array.count }

        private var location: ValueLocation {
            ValueLocation(
                node: node, key: AnyCodingKey(index: currentIndex),
                step: SourceStep.element(currentIndex, entryKeys: entryKeys))
        }

        /// The next element, or `valueNotFound` when the container is at its end.
        private func peek(_ type: Any.Type, atEnd description: String = "Unkeyed container is at end.") throws -> Any {
            guard currentIndex < array.count else {
                throw DecodingFailure.valueNotFound(type, at: location, description)
            }
            return array[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard decoder.isNull(try peek(Any?.self), at: location) else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool {
            let value = try decoder.unboxBool(try peek(type), at: location)
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: String.Type) throws -> String {
            let value = try decoder.unboxString(try peek(type), at: location)
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: Double.Type) throws -> Double {
            let value = try decoder.unboxDouble(try peek(type), at: location)
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: Float.Type) throws -> Float {
            let value = try decoder.unboxFloat(try peek(type), at: location)
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: Int.Type) throws -> Int {
            let value = try decoder.unboxInt(try peek(type), at: location)
            currentIndex += 1
            return value
        }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger() }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger() }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger() }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger() }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger() }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger() }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger() }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger() }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger() }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        mutating func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger() }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger() }

        private mutating func decodeInteger<T: FixedWidthInteger>() throws -> T {
            let value = try decoder.unboxInteger(try peek(T.self), as: T.self, at: location)
            currentIndex += 1
            return value
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let value = try decoder.unbox(try peek(type), as: type, at: location, hints: hints)
            currentIndex += 1
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let value = try peek(
                KeyedDecodingContainer<NestedKey>.self,
                atEnd: "Cannot get nested keyed container -- unkeyed container is at end.")
            let container = KeyedContainer<NestedKey>(
                state: try decoder.keyedState(over: value, at: location, hints: hints, entering: true))
            currentIndex += 1
            return KeyedDecodingContainer(container)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let value = try peek(
                (any UnkeyedDecodingContainer).self,
                atEnd: "Cannot get nested unkeyed container -- unkeyed container is at end.")
            let array = try decoder.array(
                from: value, at: location)
            let container = UnkeyedContainer(
                decoder: decoder, array: array, hints: hints, node: try decoder.enter(location, value: value))
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> any Decoder {
            let value = try peek(
                (any Decoder).self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.")
            let superDecoder = try decoder.makeSuperDecoder(value, at: location, hints: hints)
            currentIndex += 1
            return superDecoder
        }
    }
}

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
            try next(type) { try $0.decoder.unboxBool($1, at: $0.location) }
        }

        mutating func decode(_ type: String.Type) throws -> String {
            try next(type) { try $0.decoder.unboxString($1, at: $0.location) }
        }

        mutating func decode(_ type: Double.Type) throws -> Double {
            try next(type) { try $0.decoder.unboxDouble($1, at: $0.location) }
        }

        mutating func decode(_ type: Float.Type) throws -> Float {
            try next(type) { try $0.decoder.unboxFloat($1, at: $0.location) }
        }

        mutating func decode(_ type: Int.Type) throws -> Int {
            try next(type) { try $0.decoder.unboxInt($1, at: $0.location) }
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
            try next(T.self) { try $0.decoder.unboxInteger($1, as: T.self, at: $0.location) }
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try next(type) { try $0.decoder.unbox($1, as: type, at: $0.location, hints: $0.hints) }
        }

        /// Reads the next element with `read`, moving past it only when that succeeds, as `JSONDecoder` does.
        private mutating func next<T>(
            _ type: Any.Type, atEnd description: String = "Unkeyed container is at end.",
            _ read: (Self, Any) throws -> T
        ) throws -> T {
            let value = try read(self, try peek(type, atEnd: description))
            currentIndex += 1
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next(
                KeyedDecodingContainer<NestedKey>.self,
                atEnd: "Cannot get nested keyed container -- unkeyed container is at end."
            ) { container, value in
                KeyedDecodingContainer(
                    KeyedContainer<NestedKey>(
                        state: try container.decoder.keyedState(
                            over: value, at: container.location, hints: container.hints, entering: true)))
            }
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next(
                (any UnkeyedDecodingContainer).self,
                atEnd: "Cannot get nested unkeyed container -- unkeyed container is at end."
            ) { container, value in
                let decoder = container.decoder
                return UnkeyedContainer(
                    decoder: decoder, array: try decoder.array(from: value, at: container.location),
                    hints: container.hints,
                    node: try decoder.enter(container.location, value: value))
            }
        }

        mutating func superDecoder() throws -> any Decoder {
            try next((any Decoder).self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.") {
                try $0.decoder.makeSuperDecoder($1, at: $0.location, hints: $0.hints)
            }
        }
    }
}

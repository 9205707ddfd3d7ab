import Foundation

extension DictionaryDecoderImpl {
    /// An unkeyed container over one source array. Its hints pass through to every element.
    ///
    /// Over a scanned JSON array it reads the elements from their tokens one after another, without making the
    /// array, and a number, string or boolean read as its own type straight from its token
    /// (`Docs/Design.md#json-straight-to-the-model`).
    struct UnkeyedContainer: UnkeyedDecodingContainer {
        /// The elements: a tree's array, or a scanned JSON array's.
        enum Elements {
            case tree([Any])
            /// The array whose token is at `index`.
            case json(JSONDocument, index: Int)
        }

        let decoder: DictionaryDecoderImpl
        let hints: HintTree
        let node: CodingPathNode
        /// What the elements are read from: a tree's array, or the scanned JSON whose token at ``position`` is the
        /// current element. One field, so that a container retains and releases one reference for both.
        private let source: Source
        private var position = 0
        /// The entries' keys when the array was made from an object's entries, which name the elements' source
        /// steps (``SourceStep/elementStep(_:)``).
        private let entryKeys: [String]?
        private let elementCount: Int
        private(set) var currentIndex = 0

        private enum Source {
            case tree([Any])
            case json(JSONDocument)
        }

        init(decoder: DictionaryDecoderImpl, elements: Elements, hints: HintTree, node: CodingPathNode) {
            self.decoder = decoder
            self.hints = hints
            self.node = node
            switch elements {
            case .tree(let array):
                source = .tree(array)
                elementCount = array.count
            case .json(let document, let index):
                source = .json(document)
                position = index &+ 1
                elementCount = document.tokens[index].count
            }
            if case .entries(_, let keys)? = node.step { entryKeys = keys } else { entryKeys = nil }
        }

        var codingPath: [any CodingKey] { node.codingPath }
        var count: Int? { elementCount }
        var isAtEnd: Bool { currentIndex >= elementCount }

        private var location: ValueLocation {
            ValueLocation(
                node: node, index: currentIndex,
                step: SourceStep.element(currentIndex, entryKeys: entryKeys))
        }

        /// The next element, or `valueNotFound` when the container is at its end.
        private func peek(_ type: Any.Type, atEnd description: String = "Unkeyed container is at end.") throws -> Any {
            guard currentIndex < elementCount else {
                throw DecodingFailure.valueNotFound(type, at: location, description)
            }
            switch source {
            case .tree(let array): return array[currentIndex]
            case .json(let document): return document.shallowValue(at: position)
            }
        }

        /// Moves past the current element, once it has been read.
        private mutating func advance() {
            if case .json(let document) = source { position = document.next(after: position) }
            currentIndex += 1
        }

        /// Reads the next element with `read`, moving past it only when that succeeds, as `JSONDecoder` does.
        private mutating func next<T>(
            _ type: Any.Type, atEnd description: String = "Unkeyed container is at end.",
            _ read: (Self, Any) throws -> T
        ) throws -> T {
            let value = try read(self, try peek(type, atEnd: description))
            advance()
            return value
        }

        /// The current element read from its token by `read`, moving past it; `nil` (not moving) over a tree, at the
        /// end, or when `read` does not take the token's kind, so that the element is read as a value.
        @inline(__always)
        private mutating func fromToken<T>(_ read: (JSONDocument, Int) -> T?) -> T? {
            guard case .json(let document) = source, currentIndex < elementCount, let value = read(document, position)
            else { return nil }
            advance()
            return value
        }

        mutating func decodeNil() throws -> Bool {
            guard decoder.isNull(try peek(Any?.self), at: location) else { return false }
            advance()
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool {
            if let bool = fromToken({ $0.bool(at: $1) }) { return bool }
            return try next(type) { try $0.decoder.unboxBool($1, at: $0.location) }
        }

        mutating func decode(_ type: String.Type) throws -> String {
            if let string = fromToken({ $0.stringValue(at: $1) }) { return string }
            return try next(type) { try $0.decoder.unboxString($1, at: $0.location) }
        }

        mutating func decode(_ type: Double.Type) throws -> Double {
            if let double = fromToken({ $0.double(at: $1) }) { return double }
            return try next(type) { try $0.decoder.unboxDouble($1, at: $0.location) }
        }

        mutating func decode(_ type: Float.Type) throws -> Float {
            try next(type) { try $0.decoder.unboxFloat($1, at: $0.location) }
        }

        mutating func decode(_ type: Int.Type) throws -> Int {
            if let int = fromToken({ $0.int(at: $1) }) { return int }
            return try next(type) { try $0.decoder.unboxInt($1, at: $0.location) }
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
            // The scalars a list holds most, read as their own type (an array of them decodes through here).
            if case .json = source {
                if T.self == Double.self, let double = fromToken({ $0.double(at: $1) }) {
                    return try decoder.cast(double)
                }
                if T.self == Int.self, let int = fromToken({ $0.int(at: $1) }) { return try decoder.cast(int) }
                if T.self == String.self, let string = fromToken({ $0.stringValue(at: $1) }) {
                    return try decoder.cast(string)
                }
            }
            return try next(type) { try $0.decoder.unbox($1, as: type, at: $0.location, hints: $0.hints) }
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
                    decoder: decoder, elements: try decoder.elements(from: value, at: container.location),
                    hints: container.hints, node: try decoder.enter(container.location, value: value))
            }
        }

        mutating func superDecoder() throws -> any Decoder {
            try next((any Decoder).self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.") {
                try $0.decoder.makeSuperDecoder($1, at: $0.location, hints: $0.hints)
            }
        }
    }
}

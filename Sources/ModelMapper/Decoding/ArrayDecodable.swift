/// Arrays decode as `Array.init(from:)` decodes them, element after element to the end, but through the decoder's
/// own container, unboxed, into storage sized once for the source array's count.
protocol ArrayDecodable {
    static func decode(from decoder: DictionaryDecoderImpl) throws -> Self
}

extension Array: ArrayDecodable where Element: Decodable {
    static func decode(from decoder: DictionaryDecoderImpl) throws -> [Element] {
        var container = try decoder.makeUnkeyedContainer()
        // The standard library's initializer writes the count into the shared empty-array storage when asked for no
        // capacity: a harmless write of zero, but a data race between two decodes running at once.
        guard let count = container.count, count > 0 else { return [] }
        // On a throw the array keeps, and then releases, the elements counted in `initialized`.
        return try [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < buffer.count, !container.isAtEnd {
                buffer.initializeElement(at: initialized, to: try container.decode(Element.self))
                initialized += 1
            }
        }
    }
}

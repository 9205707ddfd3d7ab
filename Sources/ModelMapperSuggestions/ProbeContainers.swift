import Foundation
import ModelMapper

/// A model's keyed container over one source object: each coding key reads the source key it matches.
struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ProbeDecoder
    let node: SuggestionObjectNode
    let visit: SuggestionVisit

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { visit.object.keys.sorted().compactMap(Key.init(stringValue:)) }

    /// Resolves a coding key, noting a sample with no value (or `null`, for a non-optional) where the model needs one.
    private func resolve(_ key: Key, kind: SuggestionValueKind, nullable: Bool = false) -> SuggestionResolution {
        let resolution = decoder.probe.resolve(key.stringValue, kind: kind, in: visit, node: node)
        if visit.present, !visit.optional.contains(key.stringValue),
            resolution.value.map({ !nullable && TreeValue.isNull($0) }) ?? true
        {
            resolution.node.missRequired(in: decoder.probe.sample)
        }
        return resolution
    }

    func contains(_ key: Key) -> Bool {
        visit.optional.insert(key.stringValue)
        if decoder.probe.hasCandidate(key.stringValue, in: visit) {
            decoder.probe.postpone(key.stringValue, in: visit, node: node)
            return true
        }
        _ = resolve(key, kind: .unknown)
        return false
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        visit.optional.insert(key.stringValue)
        if let known = visit.resolved[key.stringValue] { return known.value == nil }
        if visit.inline == nil, let exact = visit.object[key.stringValue], !TreeValue.isNull(exact) { return false }
        // A candidate to read: leave the choice to the read that follows, whose type breaks ties.
        if decoder.probe.hasCandidate(key.stringValue, in: visit) {
            decoder.probe.postpone(key.stringValue, in: visit, node: node)
            return false
        }
        return resolve(key, kind: .unknown).value == nil
    }

    private func child(_ key: Key, kind: SuggestionValueKind, nullable: Bool = false) -> ProbeDecoder {
        let resolution = resolve(key, kind: kind, nullable: nullable)
        return decoder.child(
            resolution.value, slot: resolution.node, arrayDepth: 0, key: key, inline: resolution.inline)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let child = child(key, kind: decoder.probe.kind(of: type), nullable: type is any ProbeOptional.Type)
        return try decoder.probe.decode(type, with: child)
    }

    /// Chooses by the kind of `T` first: an optional model whose only candidate cannot be one is absent.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        visit.optional.insert(key.stringValue)
        let kind = decoder.probe.kind(of: type)
        let resolution = resolve(key, kind: kind)
        guard let value = resolution.value, !TreeValue.isNull(value) else {
            if decoder.probe.firstPass, kind == .object, decoder.absentDepth < SuggestionProbe.maximumInlineDepth {
                learnKeys(of: type, at: key, node: resolution.node)
            }
            return nil
        }
        return try decoder.probe.decode(
            type,
            with: decoder.child(
                value, slot: resolution.node, arrayDepth: 0, key: key, inline: resolution.inline))
    }

    /// Decodes a missing optional model from no value to learn its keys, which the second pass seeks in the parent.
    private func learnKeys<T: Decodable>(of type: T.Type, at key: Key, node: SuggestionKeyNode) {
        do {
            _ = try decoder.probe.decode(type, with: decoder.child(nil, slot: node, arrayDepth: 0, key: key))
        } catch {
            // The model rejected the probe's placeholder values: the keys asked for before are learned.
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key, kind: .object).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key, kind: .array).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = AnyCodingKey.super
        let resolution = decoder.probe.resolve(key.stringValue, kind: .object, in: visit, node: node)
        return decoder.child(resolution.value, slot: resolution.node, arrayDepth: 0, key: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { child(key, kind: .object, nullable: true) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        ProbeScalars.bool(resolve(key, kind: .bool).value)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        ProbeScalars.string(resolve(key, kind: .string).value)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        ProbeScalars.double(resolve(key, kind: .floatingPoint).value)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(ProbeScalars.double(resolve(key, kind: .floatingPoint).value))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { integer(key) }

    private func integer<T: FixedWidthInteger>(_ key: Key) -> T {
        ProbeScalars.integer(resolve(key, kind: .integer).value)
    }
}

/// A `[String: Value]`'s container: its keys are data; every value is read like an array's element.
struct ProbeDataKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ProbeDecoder
    let object: [String: Any]

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.sorted().compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { object[key.stringValue].map(TreeValue.isNull) ?? true }

    private func child(_ key: Key) -> ProbeDecoder {
        decoder.child(object[key.stringValue], slot: decoder.slot, arrayDepth: decoder.arrayDepth + 1, key: key)
    }

    private func value(_ key: Key) -> Any? { object[key.stringValue] }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.probe.decode(type, with: child(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(object["super"], slot: decoder.slot, arrayDepth: decoder.arrayDepth + 1, key: AnyCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { child(key) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { ProbeScalars.bool(value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { ProbeScalars.string(value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { ProbeScalars.double(value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(ProbeScalars.double(value(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { ProbeScalars.integer(value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { ProbeScalars.integer(value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { ProbeScalars.integer(value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { ProbeScalars.integer(value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { ProbeScalars.integer(value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { ProbeScalars.integer(value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { ProbeScalars.integer(value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { ProbeScalars.integer(value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { ProbeScalars.integer(value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { ProbeScalars.integer(value(key)) }
}

/// An array's container: every element is read at the same place in the model, one `[*]` deeper.
struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ProbeDecoder
    let elements: [Any]
    private(set) var currentIndex = 0

    init(decoder: ProbeDecoder, elements: [Any]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func nextDecoder() throws -> ProbeDecoder {
        guard !isAtEnd else {
            throw DecodingFailure.valueNotFound(
                Any.self, codingPath: codingPath + [AnyCodingKey(index: currentIndex)], "Unkeyed container is at end.")
        }
        let element = elements[currentIndex]
        let child = decoder.child(
            element, slot: decoder.slot, arrayDepth: decoder.arrayDepth + 1, key: AnyCodingKey(index: currentIndex))
        currentIndex += 1
        return child
    }

    private mutating func next() throws -> Any? { try nextDecoder().value }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, TreeValue.isNull(elements[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let child = try nextDecoder()
        return try child.probe.decode(type, with: child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextDecoder() }

    mutating func decode(_ type: Bool.Type) throws -> Bool { ProbeScalars.bool(try next()) }
    mutating func decode(_ type: String.Type) throws -> String { ProbeScalars.string(try next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { ProbeScalars.double(try next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(ProbeScalars.double(try next())) }
    mutating func decode(_ type: Int.Type) throws -> Int { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { ProbeScalars.integer(try next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { ProbeScalars.integer(try next()) }
}

struct ProbeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: ProbeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == nil }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let inner = ProbeDecoder(
            probe: decoder.probe, value: decoder.value, slot: decoder.slot, arrayDepth: decoder.arrayDepth,
            codingPath: decoder.codingPath, depth: decoder.depth + 1, inline: decoder.inline,
            absentDepth: decoder.absentDepth)
        return try decoder.probe.decode(type, with: inner)
    }

    func decode(_ type: Bool.Type) throws -> Bool { ProbeScalars.bool(decoder.value) }
    func decode(_ type: String.Type) throws -> String { ProbeScalars.string(decoder.value) }
    func decode(_ type: Double.Type) throws -> Double { ProbeScalars.double(decoder.value) }
    func decode(_ type: Float.Type) throws -> Float { Float(ProbeScalars.double(decoder.value)) }
    func decode(_ type: Int.Type) throws -> Int { ProbeScalars.integer(decoder.value) }
    func decode(_ type: Int8.Type) throws -> Int8 { ProbeScalars.integer(decoder.value) }
    func decode(_ type: Int16.Type) throws -> Int16 { ProbeScalars.integer(decoder.value) }
    func decode(_ type: Int32.Type) throws -> Int32 { ProbeScalars.integer(decoder.value) }
    func decode(_ type: Int64.Type) throws -> Int64 { ProbeScalars.integer(decoder.value) }
    func decode(_ type: UInt.Type) throws -> UInt { ProbeScalars.integer(decoder.value) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { ProbeScalars.integer(decoder.value) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { ProbeScalars.integer(decoder.value) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { ProbeScalars.integer(decoder.value) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { ProbeScalars.integer(decoder.value) }
}

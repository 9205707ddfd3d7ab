import Foundation
import ModelMapper

/// A decoder that throws ``SuggestionSniff`` with what a type asks for first: an object, an array or a scalar.
struct SniffDecoder: Decoder {
    let probe: SuggestionProbe
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw SuggestionSniff(kind: .object)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw SuggestionSniff(kind: .array) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SniffSingleValueContainer(probe: probe, depth: depth)
    }
}

struct SniffSingleValueContainer: SingleValueDecodingContainer {
    let probe: SuggestionProbe
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw SuggestionSniff(kind: probe.kind(of: type, depth: depth + 1))
    }

    func decode(_ type: Bool.Type) throws -> Bool { throw SuggestionSniff(kind: .bool) }
    func decode(_ type: String.Type) throws -> String { throw SuggestionSniff(kind: .string) }
    func decode(_ type: Double.Type) throws -> Double { throw SuggestionSniff(kind: .floatingPoint) }
    func decode(_ type: Float.Type) throws -> Float { throw SuggestionSniff(kind: .floatingPoint) }
    func decode(_ type: Int.Type) throws -> Int { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt.Type) throws -> UInt { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw SuggestionSniff(kind: .integer) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw SuggestionSniff(kind: .integer) }
}

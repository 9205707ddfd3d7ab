import Foundation
import ModelMapper
import Testing

/// `DictionaryEncoder.nilStrategy`: `.omit` leaves a `nil` optional property out, exactly as `JSONEncoder` does;
/// `.null` writes `NSNull()` for it, for every type `encodeIfPresent` takes, where its hint says, and changes nothing
/// else.
@Suite struct NilStrategyTests {
    struct Inner: Codable, Equatable {
        var name: String
    }

    struct Everything: Codable, Equatable {
        var bool: Bool?
        var string: String?
        var double: Double?
        var float: Float?
        var int: Int?
        var int8: Int8?
        var int16: Int16?
        var int32: Int32?
        var int64: Int64?
        var uint: UInt?
        var uint8: UInt8?
        var uint16: UInt16?
        var uint32: UInt32?
        var uint64: UInt64?
        var model: Inner?
        var list: [Int?]?
        var date: Date?
    }

    static let everyKey: Set<String> = [
        "bool", "string", "double", "float", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16",
        "uint32", "uint64", "model", "list", "date",
    ]

    static func encoder(_ strategy: DictionaryReflector.NilStrategy) -> DictionaryEncoder {
        var encoder = DictionaryEncoder()
        encoder.nilStrategy = strategy
        return encoder
    }

    @Test func omitIsTheDefaultAndLeavesNilOut() throws {
        #expect(DictionaryEncoder().nilStrategy == .omit)
        let tree = try DictionaryEncoder().encodeToDictionary(Everything())
        #expect(tree.isEmpty)
        let json = try parsed(json: JSONEncoder().encode(Everything()))
        #expect(jsonEqual(tree, json))
    }

    @Test func nullWritesNSNullForEveryType() throws {
        let tree = try Self.encoder(.null).encodeToDictionary(Everything())
        #expect(Set(tree.keys) == Self.everyKey)
        #expect(tree.values.allSatisfy { $0 is NSNull })
        let back = try DictionaryDecoder().decode(Everything.self, from: tree)
        #expect(back == Everything())
    }

    @Test func presentValuesAreWrittenAsUnderOmit() throws {
        let full = Everything(
            bool: true, string: "s", double: 2.5, float: 0.1, int: -1, int8: -8, int16: 16, int32: 32, int64: 64,
            uint: 1, uint8: 8, uint16: 16, uint32: 32, uint64: UInt64.max, model: Inner(name: "n"), list: [1, nil],
            date: Date(timeIntervalSince1970: 0))
        let omitted = try Self.encoder(.omit).encode(full)
        let nulled = try Self.encoder(.null).encode(full)
        #expect(try JSONValue(any: omitted) == JSONValue(any: nulled))
        #expect(jsonEqual(omitted, try parsed(json: JSONEncoder().encode(full))))
        // A nil element of an array is `null` under both, as in `JSONEncoder`.
        #expect((try #require(omitted as? [String: Any])["list"] as? [Any])?.last is NSNull)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct Wide: Codable {
        var signed: Int128?
        var unsigned: UInt128?
    }

    @Test func wideIntegersToo() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let tree = try Self.encoder(.null).encodeToDictionary(Wide())
        #expect(tree["signed"] is NSNull && tree["unsigned"] is NSNull)
        #expect(try Self.encoder(.omit).encodeToDictionary(Wide()).isEmpty)
        let present = try Self.encoder(.null).encodeToDictionary(Wide(signed: -5, unsigned: 5))
        #expect(present["signed"] as? Int == -5 && present["unsigned"] as? Int == 5)
    }

    struct Hinted: Codable, Equatable {
        var note: String?
        var coupon: String?
        var nested: Inner?
    }

    @Test func nullGoesWhereTheHintSays() throws {
        let hints: HintTree = ["note": "meta.NOTE", "coupon": ["COUPON", "coupon_code"], "nested": "NESTED"]
        let tree = try Self.encoder(.null).encodeToDictionary(Hinted(), hints: hints)
        #expect(Set(tree.keys) == ["meta", "COUPON", "NESTED"])
        #expect((tree["meta"] as? [String: Any])?["NOTE"] is NSNull)
        #expect(tree["COUPON"] is NSNull && tree["NESTED"] is NSNull)
        #expect(try DictionaryDecoder().decode(Hinted.self, from: tree, hints: hints) == Hinted())
        #expect(try Self.encoder(.omit).encodeToDictionary(Hinted(), hints: hints).isEmpty)
    }

    struct Wrapped: Codable, Equatable {
        @Coerced var count: Int?
        @FormattedNumber var amount: Double?
        @EmptyStringAsNil var nickname: String?
    }

    @Test func optionalWrappersFollowTheStrategy() throws {
        let tree = try Self.encoder(.null).encodeToDictionary(Wrapped())
        #expect(Set(tree.keys) == ["count", "amount", "nickname"])
        #expect(tree.values.allSatisfy { $0 is NSNull })
        #expect(try Self.encoder(.omit).encodeToDictionary(Wrapped()).isEmpty)
    }

    /// Over generated values: under `.null` the tree is the `.omit` tree plus `NSNull()` for each `nil`, and
    /// decodes back to the value.
    @Test func generatedValuesDifferOnlyByTheirNulls() throws {
        var generator = SeededGenerator(seed: 0x0_1111)
        for _ in 0..<300 {
            func maybe<T>(_ value: T) -> T? { Bool.random(using: &generator) ? value : nil }
            let value = Everything(
                bool: maybe(true), string: maybe(generator.string()), double: maybe(1.5), float: maybe(2),
                int: maybe(generator.integer(Int.self)), int8: maybe(generator.integer(Int8.self)),
                int16: maybe(generator.integer(Int16.self)), int32: maybe(generator.integer(Int32.self)),
                int64: maybe(generator.integer(Int64.self)), uint: maybe(generator.integer(UInt.self)),
                uint8: maybe(generator.integer(UInt8.self)), uint16: maybe(generator.integer(UInt16.self)),
                uint32: maybe(generator.integer(UInt32.self)), uint64: maybe(generator.integer(UInt64.self)),
                model: maybe(Inner(name: generator.string())), list: maybe([1, nil]), date: nil)
            let omitted = try Self.encoder(.omit).encodeToDictionary(value)
            let nulled = try Self.encoder(.null).encodeToDictionary(value)
            #expect(Set(nulled.keys) == Self.everyKey)
            let nulls = nulled.filter { $0.value is NSNull }
            #expect(Set(nulls.keys) == Self.everyKey.subtracting(omitted.keys))
            #expect(try JSONValue(any: nulled.filter { !($0.value is NSNull) }) == JSONValue(any: omitted))
            #expect(try DictionaryDecoder().decode(Everything.self, from: nulled) == value)
        }
    }
}

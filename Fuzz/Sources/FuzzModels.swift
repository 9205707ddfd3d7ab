import Foundation
import ModelMapper

// The family of model types every input is decoded into. Each is `Codable`, so that the encode step (and, once it
// lands, `DictionaryEncoder`) can take every decoded value back.

/// The recipe models (DESIGN.md §3's department → members → dog).
final class FuzzDog: Codable {
    var name: String?
}

final class FuzzPerson: Codable {
    var name: String?
    var age: Int?
    var address: String?
    var aDog: FuzzDog?
}

final class FuzzDepartment: Codable {
    var name: String?
    var id: Int?
    var members: [FuzzPerson] = []
    var manager: FuzzPerson?
}

/// A model whose `CodingKeys` differ from its property names.
struct FuzzPersonUpper: Codable {
    var name: String?
    var age: Int?
    var address: String?

    private enum CodingKeys: String, CodingKey {
        case name = "NAME"
        case age = "AGE"
        case address
    }
}

enum FuzzSex: String, Codable {
    case female, male
}

struct FuzzPeople: Codable {
    var sex: FuzzSex?
    var isTall: Bool?
}

/// Every scalar the decoder has a path for, each optional.
struct FuzzScalars: Codable {
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
    var float: Float?
    var double: Double?
    var bool: Bool?
    var string: String?
    var date: Date?
    var data: Data?
    var url: URL?
    var decimal: Decimal?
}

/// Required scalars: a missing key or `null` is an error here.
struct FuzzRequired: Codable {
    var name: String
    var id: Int
    var value: Double
    var enabled: Bool
}

/// The property wrappers: coercion, defaults and the lossy variants.
struct FuzzWrapped: Codable {
    @Coerced var int: Int
    @Coerced var int8: Int8?
    @Coerced var uint64: UInt64?
    @Coerced var bool: Bool?
    @Coerced var string: String?
    @Coerced var double: Double?
    @Coerced var float: Float?
    @Coerced var tags: [String]?
    @DefaultFalse var enabled: Bool
    @DefaultZero var count: Int
    @DefaultEmptyString var title: String
    @DefaultEmptyArray var scores: [Int]
    @DefaultEmptyDictionary var payload: [String: Int]
    @LossyArray var lossy: [Int]
    @LossyDefault<DefaultTrueProvider> var flags: Bool
    @Coerced var matrix: LossyArray<Int>?
}

/// Collections of every shape.
struct FuzzCollections: Codable {
    var tags: [String]?
    var matrix: [[Double]]?
    var scores: [String: Int]?
    var flags: Set<String>?
    var value: [Int?]?
    var payload: [String: [String: Bool]]?
}

/// A recursive model, for deep trees.
final class FuzzNode: Codable {
    var name: String?
    var value: Int?
    var children: [FuzzNode]?
}

/// Any JSON value, decoded through a single-value container that tries each kind in turn.
indirect enum FuzzJSON: Codable {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([FuzzJSON])
    case object([String: FuzzJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Containers are probed first, so that a level costs at most one failed attempt: every error carries the
        // whole coding path, and five failed scalar attempts per level made deep documents quadratic in the harness.
        if container.decodeNil() {
            self = .null
        } else if (try? decoder.unkeyedContainer()) != nil {
            self = .array(try container.decode([FuzzJSON].self))
        } else if (try? decoder.container(keyedBy: FuzzKey.self)) != nil {
            // Through `[String: FuzzJSON]`, the decoder's string-keyed dictionary path.
            self = .object(try container.decode([String: FuzzJSON].self))
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int64.self) {
            self = .int(int)
        } else if let uint = try? container.decode(UInt64.self) {
            self = .uint(uint)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .uint(let uint): try container.encode(uint)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

/// A hand-written `init(from:)` that walks every container kind: nested keyed and unkeyed containers, super
/// decoders, `decodeIfPresent`, `allKeys` and `contains`.
struct FuzzHandWritten: Codable {
    var keys: [String] = []
    var first: Int?
    var nestedNames: [String] = []
    var superName: String?
    var elementCount = 0

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    init(from decoder: any Decoder) throws {
        if var unkeyed = try? decoder.unkeyedContainer() {
            elementCount = unkeyed.count ?? 0
            while !unkeyed.isAtEnd {
                if (try? unkeyed.decodeNil()) == true { continue }
                if let nested = try? unkeyed.nestedContainer(keyedBy: Key.self) {
                    keys.append(contentsOf: nested.allKeys.map(\.stringValue))
                } else if (try? unkeyed.decode(FuzzJSON.self)) == nil {
                    _ = try unkeyed.superDecoder()
                    break
                }
            }
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        keys = container.allKeys.map(\.stringValue).sorted()
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }).prefix(8) {
            _ = container.contains(key)
            if first == nil { first = try? container.decodeIfPresent(Int.self, forKey: key) }
            if let nested = try? container.nestedContainer(keyedBy: Key.self, forKey: key) {
                nestedNames.append(contentsOf: nested.allKeys.map(\.stringValue).sorted())
            }
            if var nested = try? container.nestedUnkeyedContainer(forKey: key) {
                elementCount += nested.count ?? 0
                _ = try? nested.decode(FuzzJSON.self)
            }
        }
        superName = try? String(from: container.superDecoder(forKey: Key(stringValue: "name")))
        _ = try? container.superDecoder()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(keys, forKey: Key(stringValue: "keys"))
        try container.encodeIfPresent(first, forKey: Key(stringValue: "first"))
        try container.encode(nestedNames, forKey: Key(stringValue: "nestedNames"))
        try container.encodeIfPresent(superName, forKey: Key(stringValue: "superName"))
        try container.encode(elementCount, forKey: Key(stringValue: "elementCount"))
    }
}

/// An enum with associated values, whose synthesised conformance uses nested keyed containers.
enum FuzzEvent: Codable {
    case created(id: Int, name: String?)
    case deleted(Int)
    case cleared
}

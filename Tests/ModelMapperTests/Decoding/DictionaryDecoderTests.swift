import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

@Suite struct DictionaryDecoderTests {
    private let decoder = DictionaryDecoder()

    /// Parses JSON text as JSONSerialization does, to get values of Foundation origin.
    private func foundation(_ json: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    }

    // MARK: - Booleans are not numbers

    @Test(arguments: [
        ("1", "native Int 1"), ("0", "native Int 0"),
    ])
    func numberIntoBoolIsATypeMismatch(json: String, label: String) throws {
        let native: Any = Int(json) ?? -1
        for source in [native, try foundation(json), NSNumber(value: Int(json) ?? -1)] {
            let error = expectDecodingError(.typeMismatch, at: ["flag"]) {
                try decoder.decode(Flag.self, from: ["flag": source])
            }
            #expect(error?.context?.debugDescription == "Expected to decode Bool but found number instead.")
        }
    }

    @Test(arguments: [true, false])
    func boolIntoIntIsATypeMismatch(value: Bool) throws {
        for source in [value as Any, try foundation("\(value)"), NSNumber(value: value)] {
            let error = expectDecodingError(.typeMismatch, at: ["count"]) {
                try decoder.decode(Counter.self, from: ["count": source])
            }
            #expect(error?.context?.debugDescription == "Expected to decode Int but found bool instead.")
            expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Double.self, from: source) }
        }
    }

    @Test func booleansOfBothOriginsDecode() throws {
        #expect(try decoder.decode(Flag.self, from: ["flag": true]).flag == true)
        #expect(try decoder.decode(Flag.self, from: foundation(#"{"flag": false}"#)).flag == false)
        #expect(try decoder.decode(Flag.self, from: ["flag": NSNumber(value: true)]).flag == true)
    }

    // MARK: - Integers

    @Test func everyIntegerWidthDecodesItsExtremes() throws {
        let native: [String: Any] = [
            "int8": Int8.min, "int16": Int16.max, "int32": Int32.min, "int64": Int64.min, "int": Int.max,
            "uint8": UInt8.max, "uint16": UInt16.max, "uint32": UInt32.max, "uint64": UInt64.max, "uint": UInt.max,
        ]
        let expected = Widths(
            int8: .min, int16: .max, int32: .min, int64: .min, int: .max, uint8: .max, uint16: .max, uint32: .max,
            uint64: .max, uint: .max)
        #expect(try decoder.decode(Widths.self, from: native) == expected)
        let json = """
            {"int8": -128, "int16": 32767, "int32": -2147483648, "int64": -9223372036854775808,
             "int": 9223372036854775807, "uint8": 255, "uint16": 65535, "uint32": 4294967295,
             "uint64": 18446744073709551615, "uint": 18446744073709551615}
            """
        #expect(try decoder.decode(Widths.self, from: foundation(json)) == expected)
    }

    @Test(arguments: [
        ("uint8", "300"), ("uint8", "-1"), ("int8", "128"), ("int8", "-129"), ("int16", "40000"),
        ("int32", "2147483648"), ("uint32", "-5"), ("int64", "9223372036854775808"),
        ("uint64", "18446744073709551616"), ("int", "1e20"), ("int", "1.5"), ("uint", "-1"), ("int", "6.66"),
    ])
    func outOfRangeOrFractionalNumbersAreDataCorrupted(key: String, json: String) throws {
        var foundationSource = Widths.zero
        foundationSource[key] = try foundation(json)
        expectDecodingError(.dataCorrupted, at: [key]) { try decoder.decode(Widths.self, from: foundationSource) }
        var native = Widths.zero
        if let int = Int(json) {
            native[key] = int
        } else {
            let double: Double = try #require(Double(json))
            native[key] = double
        }
        expectDecodingError(.dataCorrupted, at: [key]) { try decoder.decode(Widths.self, from: native) }
    }

    @Test func integralFloatingValuesDecodeIntoIntegers() throws {
        #expect(try decoder.decode(Int.self, from: 1.0) == 1)
        #expect(try decoder.decode(Int.self, from: foundation("1e2")) == 100)
        #expect(try decoder.decode(UInt8.self, from: foundation("255.0")) == 255)
        #expect(try decoder.decode(Int64.self, from: Float(4096)) == 4096)
    }

    @Test func nonFiniteValuesIntoIntegersAreDataCorrupted() {
        for value in [Double.nan, .infinity, -.infinity] {
            expectDecodingError(.dataCorrupted, at: []) { try decoder.decode(Int.self, from: value) }
        }
    }

    @Test func nativeIntegersOfEveryWidthDecode() throws {
        let sources: [Any] = [
            Int8(7), Int16(7), Int32(7), Int64(7), UInt(7), UInt8(7), UInt16(7), UInt32(7), UInt64(7),
        ]
        for source in sources {
            #expect(try decoder.decode(Int.self, from: source) == 7)
            #expect(try decoder.decode(Double.self, from: source) == 7)
        }
    }

    // MARK: - Floating point

    @Test func floatRejectsWhatOverflowsItAndRoundsTheRest() throws {
        expectDecodingError(.dataCorrupted, at: []) { try decoder.decode(Float.self, from: foundation("1e39")) }
        #expect(try decoder.decode(Float.self, from: foundation("3.4028235e38")) == .greatestFiniteMagnitude)
        #expect(try decoder.decode(Float.self, from: foundation("0.1")) == 0.1)
        #expect(try decoder.decode(Float.self, from: 16_777_217) == 16_777_216)
    }

    @Test func nonConformingFloatStrings() throws {
        expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Double.self, from: "inf") }
        var lenient = DictionaryDecoder()
        lenient.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try lenient.decode(Double.self, from: "inf") == .infinity)
        #expect(try lenient.decode(Float.self, from: "-inf") == -.infinity)
        #expect(try lenient.decode(Double.self, from: "nan").isNaN)
        expectDecodingError(.typeMismatch, at: []) { try lenient.decode(Double.self, from: "infinity") }
    }

    @Test func decimalsKeepTheirDigits() throws {
        #expect(try decoder.decode(Decimal.self, from: foundation("0.1")) == Decimal(string: "0.1"))
        let big = "123456789012345678901234567890"
        #expect(try decoder.decode(Decimal.self, from: foundation(big)) == Decimal(string: big))
        #expect(try decoder.decode(Decimal.self, from: 42) == 42)
        expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Decimal.self, from: "1") }
    }

    // MARK: - Strings, null and missing keys

    @Test func stringsOfBothOrigins() throws {
        #expect(try decoder.decode(String.self, from: "x") == "x")
        #expect(try decoder.decode(String.self, from: NSString(string: "y")) == "y")
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try decoder.decode(Named.self, from: ["name": 26])
        }
        #expect(error?.context?.debugDescription == "Expected to decode String but found number instead.")
    }

    @Test func nullIsValueNotFoundAndMissingIsKeyNotFound() throws {
        for null in [NSNull() as Any, Optional<Int>.none as Any, Optional<Optional<String>>.some(nil) as Any] {
            let error = expectDecodingError(.valueNotFound, at: ["name"]) {
                try decoder.decode(Named.self, from: ["name": null])
            }
            #expect(error?.context?.debugDescription == "Cannot get value of type String -- found null value instead")
            #expect(try decoder.decode(OptionalNamed.self, from: ["name": null]).name == nil)
        }
        let missing = expectDecodingError(.keyNotFound, at: ["name"]) {
            try decoder.decode(Named.self, from: [String: Any]())
        }
        #expect(
            missing?.context?.debugDescription
                == #"No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name")."#)
        #expect(try decoder.decode(OptionalNamed.self, from: [String: Any]()).name == nil)
    }

    @Test func optionalValuesInsideNativeTreesAreUnwrapped() throws {
        let name: String? = "Ada"
        let age: Int?? = 36
        let decoded = try decoder.decode(Person.self, from: ["name": name as Any, "age": age as Any])
        #expect(decoded.name == "Ada")
        #expect(decoded.age == 36)
    }

    @Test func nestedOptionals() throws {
        #expect(try decoder.decode(Int??.self, from: 3) == .some(.some(3)))
        #expect(try decoder.decode(Int??.self, from: NSNull()) == .none)
    }

    // MARK: - Dates, data, URLs

    @Test func dateStrategies() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        var configured = DictionaryDecoder()
        #expect(try configured.decode(Date.self, from: date.timeIntervalSinceReferenceDate) == date)
        #expect(try configured.decode(Date.self, from: date) == date)
        configured.dateDecodingStrategy = .secondsSince1970
        #expect(try configured.decode(Date.self, from: 1_700_000_000) == date)
        configured.dateDecodingStrategy = .millisecondsSince1970
        #expect(try configured.decode(Date.self, from: 1_700_000_000_000.0) == date)
        configured.dateDecodingStrategy = .iso8601
        #expect(try configured.decode(Date.self, from: "2023-11-14T22:13:20Z") == date)
        let error = expectDecodingError(.dataCorrupted, at: ["when"]) {
            try configured.decode(Stamp.self, from: ["when": "yesterday"])
        }
        #expect(error?.context?.debugDescription == "Expected date string to be ISO8601-formatted.")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        configured.dateDecodingStrategy = .formatted(formatter)
        #expect(try configured.decode(Date.self, from: "2023-11-14 22:13:20") == date)
        expectDecodingError(.dataCorrupted, at: []) { try configured.decode(Date.self, from: "14/11/2023") }
        configured.dateDecodingStrategy = .custom { decoder in
            let days = try decoder.singleValueContainer().decode(Int.self)
            return Date(timeIntervalSince1970: Double(days) * 86_400)
        }
        #expect(try configured.decode(Date.self, from: 2) == Date(timeIntervalSince1970: 172_800))
        expectDecodingError(.typeMismatch, at: ["when"]) {
            try configured.decode(Stamp.self, from: ["when": "two"])
        }
    }

    @Test func dataStrategies() throws {
        var configured = DictionaryDecoder()
        #expect(try configured.decode(Data.self, from: "AQID") == Data([1, 2, 3]))
        // A `Data` argument is JSON text; a `Data` value inside a tree is taken as it is.
        #expect(try configured.decode([Data].self, from: [Data([9])]) == [Data([9])])
        let error = expectDecodingError(.dataCorrupted, at: []) { try configured.decode(Data.self, from: "%%") }
        #expect(error?.context?.debugDescription == "Encountered Data is not valid Base64.")
        configured.dataDecodingStrategy = .deferredToData
        #expect(try configured.decode(Data.self, from: [1, 2, 3]) == Data([1, 2, 3]))
        expectDecodingError(.dataCorrupted, at: ["Index 1"]) { try configured.decode(Data.self, from: [1, 256]) }
        configured.dataDecodingStrategy = .custom { decoder in
            Data(try decoder.singleValueContainer().decode(String.self).utf8)
        }
        #expect(try configured.decode(Data.self, from: "hi") == Data("hi".utf8))
    }

    @Test func urls() throws {
        #expect(try decoder.decode(URL.self, from: "https://example.com/a") == URL(string: "https://example.com/a"))
        let error = expectDecodingError(.dataCorrupted, at: []) { try decoder.decode(URL.self, from: "") }
        #expect(error?.context?.debugDescription == "Invalid URL string.")
    }

    // MARK: - Containers

    @Test func theWholeDecoderSurface() throws {
        let key = CodingUserInfoKey(rawValue: "marker")
        var configured = DictionaryDecoder()
        if let key { configured.userInfo[key] = "seen" }
        let source: [String: Any] = [
            "list": [1, NSNull(), 3], "object": ["inner": "x"], "super": ["base": 5], "other": ["base": 6],
            "nothing": NSNull(),
        ]
        let decoded = try configured.decode(Surface.self, from: source)
        #expect(decoded.list == [1, nil, 3])
        #expect(decoded.inner == "x")
        #expect(decoded.superBase == 5)
        #expect(decoded.otherBase == 6)
        #expect(decoded.missingSuperIsNull)
        #expect(decoded.allKeys == ["list", "nothing", "object", "other", "super"])
        #expect(decoded.containsMissing == false)
        #expect(decoded.nothingIsNil)
        #expect(decoded.marker == "seen")
        #expect(decoded.nestedPath == ["object"])
        #expect(decoded.listCount == 3)
    }

    @Test func unkeyedContainerAtItsEnd() {
        let error = expectDecodingError(.valueNotFound, at: ["Index 1"]) {
            try decoder.decode(TwoInts.self, from: [1])
        }
        #expect(error?.context?.debugDescription == "Unkeyed container is at end.")
    }

    @Test func containersOfTheWrongKind() {
        let keyed = expectDecodingError(.typeMismatch, at: []) { try decoder.decode(Named.self, from: [1, 2]) }
        #expect(
            keyed?.context?.debugDescription == "Expected to decode Dictionary<String, Any> but found an array instead."
        )
        expectDecodingError(.typeMismatch, at: []) { try decoder.decode([Int].self, from: ["a": 1]) }
        let null = expectDecodingError(.valueNotFound, at: []) { try decoder.decode(Named.self, from: NSNull()) }
        #expect(null?.context?.debugDescription == "Cannot get keyed decoding container -- found null value instead")
        expectDecodingError(.valueNotFound, at: []) { try decoder.decode([Int].self, from: NSNull()) }
    }

    @Test func classHierarchies() throws {
        let decoded = try decoder.decode(Puppy.self, from: ["name": "Rex", "age": 1])
        #expect(decoded.name == "Rex")
        #expect(decoded.age == 1)
        let viaSuper = try decoder.decode(Kitten.self, from: ["super": ["name": "Tom"], "lives": 9])
        #expect(viaSuper.name == "Tom")
        #expect(viaSuper.lives == 9)
        // A missing "super" key gives a decoder for null, as in JSONDecoder.
        expectDecodingError(.valueNotFound, at: ["super"]) {
            try decoder.decode(Kitten.self, from: ["lives": 9])
        }
    }

    @Test func dictionariesKeyedByStringAndByInt() throws {
        #expect(try decoder.decode([String: Int].self, from: ["a": 1, "b": 2]) == ["a": 1, "b": 2])
        #expect(try decoder.decode([Int: String].self, from: ["1": "one", "2": "two"]) == [1: "one", 2: "two"])
        let error = expectDecodingError(.typeMismatch, at: ["a"]) {
            try decoder.decode([Int: String].self, from: ["a": "x"])
        }
        #expect(error?.context?.debugDescription == "Expected Int key but found String key instead.")
    }

    @Test func dictionaryErrorsNameTheFirstBadKeyInCodePointOrder() {
        let source: [String: Any] = ["d": "x", "b": "y", "a": 1, "c": "z"]
        expectDecodingError(.typeMismatch, at: ["b"]) { try decoder.decode([String: Int].self, from: source) }
    }

    @Test func rawValueEnums() throws {
        #expect(try decoder.decode(Sex.self, from: "female") == .female)
        expectDecodingError(.dataCorrupted, at: []) { try decoder.decode(Sex.self, from: "other") }
    }

    // MARK: - Key strategies

    @Test func keyStrategies() throws {
        var configured = DictionaryDecoder()
        configured.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try configured.decode(Account.self, from: ["user_name": "a", "_id_": 1]).userName == "a")
        configured.keyDecodingStrategy = .convertFromKebabCase
        #expect(try configured.decode(Account.self, from: ["user-name": "b", "_id_": 1]).userName == "b")
        configured.keyDecodingStrategy = .caseInsensitive
        #expect(try configured.decode(Account.self, from: ["USERNAME": "c", "_ID_": 1]).userName == "c")
        configured.keyDecodingStrategy = .custom { path in
            AnyCodingKey(stringValue: String(path.last?.stringValue.dropFirst(2) ?? ""))
        }
        #expect(try configured.decode(Account.self, from: ["x_userName": "d", "x__id_": 1]).userName == "d")
    }

    @Test func snakeCaseConversionMatchesFoundation() {
        let table = [
            ("user_name", "userName"), ("_user_name_", "_userName_"), ("__x", "__x"), ("URL_path", "urlPath"),
            ("a_b_c", "aBC"), ("single", "single"), ("___", "___"), ("", ""), ("one__two", "oneTwo"),
            ("HTTP_STATUS_code", "httpStatusCode"),
        ]
        for (source, expected) in table {
            #expect(KeyIndex.camelCase(fromSeparated: source, separator: "_") == expected, "\(source)")
        }
    }

    @Test func exactKeysWinOverConvertedKeys() throws {
        var configured = DictionaryDecoder()
        configured.keyDecodingStrategy = .convertFromSnakeCase
        let source: [String: Any] = ["userName": "exact", "user_name": "converted", "_id_": 1]
        #expect(try configured.decode(Account.self, from: source).userName == "exact")
        // A coding key that already has the source spelling is found (JSONDecoder would miss it).
        #expect(try configured.decode(SnakeKeyed.self, from: ["user_id": 4]).userID == 4)
    }

    @Test func caseInsensitiveCollisionsResolveInCodePointOrder() throws {
        var configured = DictionaryDecoder()
        configured.keyDecodingStrategy = .caseInsensitive
        let source: [String: Any] = ["USERNAME": "upper", "Username": "title", "_id_": 1]
        #expect(try configured.decode(Account.self, from: source).userName == "upper")
    }

    @Test func dictionaryKeysAreNeverConverted() throws {
        var configured = DictionaryDecoder()
        configured.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try configured.decode([String: Int].self, from: ["a_b": 1]) == ["a_b": 1])
    }

    // MARK: - Entry points

    @Test func entryPoints() throws {
        #expect(try decoder.decode([Int].self, from: [1, 2] as [Any]) == [1, 2])
        #expect(try decoder.decode(Named.self, from: Data(#"{"name":"d"}"#.utf8)).name == "d")
        #expect(try decoder.decode(Named.self, fromJSON: #"{"name":"s"}"#).name == "s")
        #expect(try decoder.decode(Int.self, fromJSON: "5") == 5)
        let error = expectDecodingError(.dataCorrupted, at: []) { try decoder.decode(Named.self, fromJSON: "{") }
        #expect(error?.context?.debugDescription == "The given data was not valid JSON.")
        #expect(error?.context?.underlyingError != nil)
    }
}

// MARK: - Test Types

private struct Flag: Decodable { var flag: Bool }
private struct Counter: Decodable { var count: Int }
private struct Named: Decodable { var name: String }
private struct OptionalNamed: Decodable { var name: String? }
private struct Stamp: Decodable { var when: Date }
private struct TwoInts: Decodable {
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Int.self)
        _ = try container.decode(Int.self)
    }
}

private struct Widths: Decodable, Equatable {
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var int: Int
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var uint: UInt

    static var zero: [String: Any] {
        [
            "int8": 0, "int16": 0, "int32": 0, "int64": 0, "int": 0, "uint8": 0, "uint16": 0, "uint32": 0, "uint64": 0,
            "uint": 0,
        ]
    }
}

private struct Account: Decodable {
    var userName: String
    var id: Int
    enum CodingKeys: String, CodingKey {
        case userName
        case id = "_id_"
    }
}

private struct SnakeKeyed: Decodable {
    var userID: Int
    enum CodingKeys: String, CodingKey { case userID = "user_id" }
}

private struct Surface: Decodable {
    var list: [Int?]
    var listCount: Int?
    var inner: String
    var nestedPath: [String]
    var superBase: Int
    var otherBase: Int
    var missingSuperIsNull: Bool
    var allKeys: [String]
    var containsMissing: Bool
    var nothingIsNil: Bool
    var marker: String?

    enum Keys: String, CodingKey { case list, object, other, nothing, missing }
    enum Inner: String, CodingKey { case inner }
    enum Base: String, CodingKey { case base }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        allKeys = container.allKeys.map(\.stringValue).sorted()
        let keys = try decoder.container(keyedBy: Keys.self)
        var list = try keys.nestedUnkeyedContainer(forKey: .list)
        listCount = list.count
        var values: [Int?] = []
        while !list.isAtEnd { values.append(try list.decodeNil() ? nil : try list.decode(Int.self)) }
        self.list = values
        let object = try keys.nestedContainer(keyedBy: Inner.self, forKey: .object)
        inner = try object.decode(String.self, forKey: .inner)
        nestedPath = object.codingPath.map(\.stringValue)
        superBase = try keys.superDecoder().container(keyedBy: Base.self).decode(Int.self, forKey: .base)
        otherBase = try keys.superDecoder(forKey: .other).container(keyedBy: Base.self).decode(Int.self, forKey: .base)
        missingSuperIsNull = try keys.superDecoder(forKey: .missing).singleValueContainer().decodeNil()
        containsMissing = keys.contains(.missing)
        nothingIsNil = try keys.decodeNil(forKey: .nothing)
        marker = CodingUserInfoKey(rawValue: "marker").flatMap { decoder.userInfo[$0] as? String }
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private class Animal: Decodable {
    var name: String
}

private final class Puppy: Animal {
    var age: Int
    private enum CodingKeys: String, CodingKey { case age }
    required init(from decoder: any Decoder) throws {
        age = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .age)
        try super.init(from: decoder)
    }
}

private final class Kitten: Animal {
    var lives: Int
    private enum CodingKeys: String, CodingKey { case lives }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lives = try container.decode(Int.self, forKey: .lives)
        try super.init(from: container.superDecoder())
    }
}

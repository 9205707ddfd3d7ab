import Foundation
import Testing

@testable import ModelMapper

@Suite struct DictionaryEncoderTests {
    // MARK: - Output types

    @Test func integersOfEveryWidthBecomeInt() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(
            Widths(int8: -8, int16: -16, int32: -32, int64: -64, uint: 1, uint8: 8, uint16: 16, uint32: 32, uint64: 64))
        let expected: [String: Int] = [
            "int8": -8, "int16": -16, "int32": -32, "int64": -64, "uint": 1, "uint8": 8, "uint16": 16, "uint32": 32,
            "uint64": 64,
        ]
        for (key, value) in expected {
            #expect(tree[key] as? Int == value, "\(key)")
            #expect(tree[key].map { type(of: $0) == Int.self } == true, "\(key)")
        }
    }

    @Test func unsignedIntegersAboveIntMaxStayUInt64() throws {
        let tree = try DictionaryEncoder().encode([UInt64.max, UInt64(Int.max) + 1, 7])
        let array = try #require(tree as? [Any])
        #expect(type(of: array[0]) == UInt64.self)
        #expect(array[0] as? UInt64 == UInt64.max)
        #expect(array[1] as? UInt64 == 9_223_372_036_854_775_808)
        #expect(type(of: array[2]) == Int.self)
        #expect(JSONSerialization.isValidJSONObject(tree))
    }

    @Test func wideIntegersBecomeIntOrExactDecimal() throws {
        let tree = try DictionaryEncoder().encode(Wide(small: -5, large: Int128.min, unsignedLarge: UInt128.max))
        let object = try #require(tree as? [String: Any])
        #expect(object["small"] as? Int == -5)
        #expect(object["large"] as? Decimal == Decimal(string: "-170141183460469231731687303715884105728"))
        #expect(object["unsignedLarge"] as? Decimal == Decimal(string: "340282366920938463463374607431768211455"))
    }

    @Test func scalarsCastNaturally() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(
            Mixed(
                flag: true, count: 3, ratio: 0.5, tiny: 0.1, name: "x", missing: nil, decimal: Decimal(string: "1.25")))
        #expect(tree["flag"] as? Bool == true)
        #expect(tree["flag"].map { type(of: $0) == Bool.self } == true)
        #expect(tree["count"] as? Int == 3)
        #expect(tree["ratio"] as? Double == 0.5)
        #expect(tree["tiny"] as? Double == 0.1)  // not 0.10000000149011612
        #expect(tree["name"] as? String == "x")
        #expect(tree["missing"] == nil)
        #expect(tree["decimal"] as? Decimal == Decimal(string: "1.25"))
        #expect(JSONSerialization.isValidJSONObject(tree))
    }

    @Test func arraysOfScalarsBecomeArraysOfAny() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(
            Arrays(strings: ["a"], ints: [1], bools: [true], doubles: [0.5], floats: [0.1]))
        #expect(tree["strings"] as? [String] == ["a"])
        #expect(tree["ints"] as? [Int] == [1])
        #expect(tree["bools"] as? [Bool] == [true])
        #expect(tree["doubles"] as? [Double] == [0.5])
        #expect(tree["floats"] as? [Double] == [0.1])
        for key in ["strings", "ints", "bools", "doubles", "floats"] {
            #expect(tree[key].map { type(of: $0) == [Any].self } == true, "\(key)")
        }
    }

    @Test func encodeNilWritesNSNull() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(ExplicitNull())
        #expect(tree["value"] is NSNull)
        let array = try DictionaryEncoder().encode([Int?.none, 1])
        #expect((array as? [Any])?.first is NSNull)
    }

    @Test func urlsBecomeAbsoluteStrings() throws {
        let base = try #require(URL(string: "https://example.com/a/"))
        let url = try #require(URL(string: "b?c=d", relativeTo: base))
        #expect(try DictionaryEncoder().encode(url) as? String == "https://example.com/a/b?c=d")
    }

    @Test func topLevelScalarsAreReturnedAsThey() throws {
        #expect(try DictionaryEncoder().encode(5) as? Int == 5)
        #expect(try DictionaryEncoder().encode("text") as? String == "text")
        #expect(try DictionaryEncoder().encode(Int?.none) is NSNull)
    }

    // MARK: - Non-conforming floats

    @Test(arguments: [(Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf")])
    func nonConformingDoublesThrowWithJSONEncodersWording(value: Double, spelling: String) throws {
        let error = try #require(throws: EncodingError.self) {
            try DictionaryEncoder().encode(Holder(values: [1, value]))
        }
        let signature = ErrorSignature(error)
        #expect(signature.message == "Unable to encode Double.\(spelling) directly in JSON.")
        #expect(signature.path == ["values", "[1]"])
    }

    @Test func nonConformingFloatsCanBeWrittenAsStrings() throws {
        var encoder = DictionaryEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        let tree = try encoder.encode([Double.infinity, -.infinity, .nan, 2])
        let array = try #require(tree as? [Any])
        #expect(array[0] as? String == "+inf")
        #expect(array[1] as? String == "-inf")
        #expect(array[2] as? String == "nan")
        #expect(array[3] as? Double == 2)
        #expect(try encoder.encode(Float.nan) as? String == "nan")
        #expect(try encoder.encode(Decimal.nan) as? String == "nan")
    }

    @Test func decimalNaNFollowsTheFloatStrategy() throws {
        let error = try #require(throws: EncodingError.self) { try DictionaryEncoder().encode([Decimal.nan]) }
        #expect(ErrorSignature(error).message == "Unable to encode Decimal.nan directly in JSON.")
        #expect(ErrorSignature(error).path == ["[0]"])
    }

    // MARK: - Date and data strategies

    static let moment = Date(timeIntervalSince1970: 1_000_000_000.5)

    @Test func datesFollowTheDateStrategy() throws {
        var encoder = DictionaryEncoder()
        #expect(try encoder.encode(Self.moment) as? Double == 1_000_000_000.5 - 978_307_200)
        encoder.dateEncodingStrategy = .secondsSince1970
        #expect(try encoder.encode(Self.moment) as? Double == 1_000_000_000.5)
        encoder.dateEncodingStrategy = .millisecondsSince1970
        #expect(try encoder.encode(Self.moment) as? Double == 1_000_000_000_500)
        encoder.dateEncodingStrategy = .iso8601
        #expect(try encoder.encode(Self.moment) as? String == "2001-09-09T01:46:40Z")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd"
        encoder.dateEncodingStrategy = .formatted(formatter)
        #expect(try encoder.encode(Self.moment) as? String == "2001/09/09")
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("at \(Int(date.timeIntervalSince1970))")
        }
        #expect(try encoder.encode(Self.moment) as? String == "at 1000000000")
    }

    @Test func iso8601WithFractionalSecondsWritesMillisecondsRoundedToTheNearest() throws {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        #expect(try encoder.encode(Self.moment) as? String == "2001-09-09T01:46:40.500Z")
        #expect(try encoder.encode(Date(timeIntervalSince1970: 0.0006)) as? String == "1970-01-01T00:00:00.001Z")
        #expect(try encoder.encode(Date(timeIntervalSince1970: -0.25)) as? String == "1969-12-31T23:59:59.750Z")
        let tree = try encoder.encodeToDictionary(Stamped(at: Self.moment))
        #expect(tree["at"] as? String == "2001-09-09T01:46:40.500Z")
    }

    @Test func iso8601WithFractionalSecondsThrowsForADateWithNoCalendarText() throws {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        let error = try #require(throws: EncodingError.self) {
            try encoder.encode(Stamped(at: Date(timeIntervalSince1970: 1e300)))
        }
        guard case .invalidValue(let value, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(value as? Double == 1e300)
        #expect(context.codingPath.map(\.stringValue) == ["at"])
        #expect(
            context.debugDescription
                == "Unable to encode the date 1e+300 seconds from 1970 as text: it is not finite or its year is "
                + "outside 1...9999.")
    }

    @Test func aCustomDateStrategyThatEncodesNothingWritesAnEmptyObject() throws {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .custom { _, _ in }
        let tree = try encoder.encodeToDictionary(Stamped(at: Self.moment))
        #expect((tree["at"] as? [String: Any])?.isEmpty == true)
    }

    @Test func nonFiniteSecondsThrowWhateverTheFloatStrategy() throws {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+", negativeInfinity: "-", nan: "n")
        let error = try #require(throws: EncodingError.self) {
            try encoder.encode(Stamped(at: Date(timeIntervalSince1970: .nan)))
        }
        #expect(ErrorSignature(error).path == ["at"])
    }

    @Test func dataFollowsTheDataStrategy() throws {
        var encoder = DictionaryEncoder()
        let bytes = Data([1, 2, 255])
        #expect(try encoder.encode(bytes) as? String == "AQL/")
        encoder.dataEncodingStrategy = .deferredToData
        #expect(try encoder.encode(bytes) as? [Int] == [1, 2, 255])
        encoder.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.count)
        }
        #expect(try encoder.encode(bytes) as? Int == 3)
    }

    // MARK: - Key strategies

    @Test func snakeAndKebabCaseConvertModelKeys() throws {
        var encoder = DictionaryEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let snake = try encoder.encodeToDictionary(Keys(myURLValue: 1, userName: "a", table: ["someKey": 2]))
        #expect(Set(snake.keys) == ["my_url_value", "user_name", "table"])
        encoder.keyEncodingStrategy = .convertToKebabCase
        let kebab = try encoder.encodeToDictionary(Keys(myURLValue: 1, userName: "a", table: ["someKey": 2]))
        #expect(Set(kebab.keys) == ["my-url-value", "user-name", "table"])
        // Dictionary keys are data: no strategy converts them.
        #expect((kebab["table"] as? [String: Any])?["someKey"] as? Int == 2)
    }

    @Test func customKeyStrategyReceivesTheFullCodingPath() throws {
        var encoder = DictionaryEncoder()
        encoder.keyEncodingStrategy = .custom { path in
            ProbeKey(path.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }.joined(separator: "/"))
        }
        let tree = try encoder.encodeToDictionary(Outer(items: [Leaf(value: 1)], byNumber: [3: "x"]))
        let items = try #require(tree["items"] as? [Any])
        let leaf = try #require(items.first as? [String: Any])
        #expect(leaf["items/#0/value"] as? Int == 1)
        // Int-keyed dictionaries go through a keyed container, so the strategy applies, as with JSONEncoder.
        #expect((tree["byNumber"] as? [String: Any])?["byNumber/#3"] as? String == "x")
    }

    // MARK: - Encoder surface

    @Test func nestedContainersBuildNestedValues() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(NestedContainers())
        let inner = try #require(tree["inner"] as? [String: Any])
        #expect(inner["a"] as? Int == 1)
        #expect(inner["b"] as? Int == 2)  // asked twice for the same key, written into the same object
        let list = try #require(inner["list"] as? [Any])
        #expect(list.count == 3)
        #expect(list[0] as? String == "first")
        #expect((list[1] as? [String: Any])?["a"] as? Int == 3)
        #expect((list[2] as? [Any])?.first as? Bool == true)
        #expect(JSONSerialization.isValidJSONObject(tree))
    }

    @Test func superEncodersWriteUnderSuperOrTheirKey() throws {
        let viaSuper = try DictionaryEncoder().encodeToDictionary(Child(name: "c", useKey: false))
        #expect(viaSuper["name"] as? String == "c")
        #expect((viaSuper["super"] as? [String: Any])?["id"] as? Int == 7)
        let viaKey = try DictionaryEncoder().encodeToDictionary(Child(name: "c", useKey: true))
        #expect((viaKey["parent"] as? [String: Any])?["id"] as? Int == 7)
        #expect(viaKey["super"] == nil)
    }

    @Test func superclassesSharingTheEncoderMergeIntoOneObject() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(SharedChild())
        #expect(tree["id"] as? Int == 7)
        #expect(tree["extra"] as? Bool == true)
    }

    @Test func unkeyedSuperEncoderKeepsItsPosition() throws {
        let tree = try DictionaryEncoder().encode(UnkeyedSuper(encodesIntoSuper: true))
        #expect(tree as? [Int] == [1, 2, 3])
        let empty = try #require(try DictionaryEncoder().encode(UnkeyedSuper(encodesIntoSuper: false)) as? [Any])
        #expect(empty.count == 3)
        #expect((empty[1] as? [String: Any])?.isEmpty == true)
    }

    @Test func conditionalEncodingEncodesTheObject() throws {
        let shared = Leaf(value: 9)
        let tree = try DictionaryEncoder().encodeToDictionary(Conditional(first: shared, second: shared))
        #expect((tree["first"] as? [String: Any])?["value"] as? Int == 9)
        #expect((tree["second"] as? [String: Any])?["value"] as? Int == 9)
    }

    @Test func userInfoReachesEncodedValues() throws {
        var encoder = DictionaryEncoder()
        encoder.userInfo[.parityMarker] = "hello"
        let tree = try encoder.encodeToDictionary(Outer(items: [], byNumber: [:]))
        #expect(tree["marker"] as? String == "hello")
    }

    @Test func codingPathsIncludeNestedContainerKeys() throws {
        let recorder = PathRecorder()
        _ = try DictionaryEncoder().encode(PathProbeRoot(recorder: recorder))
        // JSONEncoder reports ["x"] here: it leaves out the nested container's key.
        #expect(recorder.paths == [["outer", "x"], ["list", "[0]", "y"], ["super"]])
    }

    @Test func aSingleValueContainerHoldingAnObjectCanBeExtended() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(SingleThenKeyed())
        #expect(tree["a"] as? Int == 1)
        #expect(tree["x"] as? Int == 2)
    }

    // MARK: - Errors

    @Test func aTopLevelValueThatEncodesNothingThrowsLikeJSONEncoder() throws {
        let expected = try #require(throws: EncodingError.self) { try JSONEncoder().encode(Nothing()) }
        let error = try #require(throws: EncodingError.self) { try DictionaryEncoder().encode(Nothing()) }
        #expect(ErrorSignature(error) == ErrorSignature(expected))
        #expect(ErrorSignature(error).message == "Top-level Nothing did not encode any values.")
    }

    @Test func encodingTwiceThroughASingleValueContainerThrows() throws {
        let error = try #require(throws: EncodingError.self) { try DictionaryEncoder().encode(TwoSingleValues()) }
        #expect(
            ErrorSignature(error).message
                == "Attempt to encode value through single value container when previously value already encoded.")
    }

    @Test func askingForAContainerAfterAScalarThrowsInsteadOfTrapping() throws {
        let error = try #require(throws: EncodingError.self) { try DictionaryEncoder().encode(ScalarThenKeyed()) }
        #expect(
            ErrorSignature(error).message
                == "Attempt to push new keyed encoding container when already previously encoded at this path.")
    }

    @Test func encodeToDictionaryRejectsOtherTopLevelValues() throws {
        let error = try #require(throws: ModelMapperError.self) { try DictionaryEncoder().encodeToDictionary([1, 2]) }
        #expect(error.code == .unsupportedValue)
        #expect(error.message == "Top-level Array<Int> encoded an array, not a dictionary")
    }

    @Test func invalidHintsAreRejectedBeforeEncoding() throws {
        let recorder = PathRecorder()
        let error = try #require(throws: ModelMapperError.self) {
            try DictionaryEncoder().encode(PathProbeRoot(recorder: recorder), hints: ["outer": .path("a..b")])
        }
        #expect(error.code == .invalidHint)
        #expect(recorder.paths.isEmpty)
    }

    @Test func valuesNestedTooDeeplyThrowInsteadOfOverflowingTheStack() throws {
        var chain = Chain(next: nil)
        for _ in 0..<600 { chain = Chain(next: chain) }
        let error = try #require(throws: ModelMapperError.self) { try DictionaryEncoder().encode(chain) }
        #expect(error.code == .depthLimitExceeded)
        var shallow = Chain(next: nil)
        for _ in 0..<100 { shallow = Chain(next: shallow) }
        #expect(JSONSerialization.isValidJSONObject(try DictionaryEncoder().encode(shallow)))
        var strict = DictionaryEncoder()
        strict.maximumDepth = 50
        let limited = try #require(throws: ModelMapperError.self) { try strict.encode(shallow) }
        #expect(limited.code == .depthLimitExceeded)
        // The first container beyond the limit, the 51st, is below 50 keys (as when decoding).
        #expect(limited.location == MappingPath(Array(repeating: .key("next"), count: 50)))
    }
}

// MARK: - Test Types

private struct Widths: Encodable {
    var int8: Int8, int16: Int16, int32: Int32, int64: Int64
    var uint: UInt, uint8: UInt8, uint16: UInt16, uint32: UInt32, uint64: UInt64
}

private struct Arrays: Encodable {
    var strings: [String]
    var ints: [Int]
    var bools: [Bool]
    var doubles: [Double]
    var floats: [Float]
}

private struct Wide: Encodable {
    var small: Int128
    var large: Int128
    var unsignedLarge: UInt128
}

private struct Mixed: Encodable {
    var flag: Bool
    var count: Int
    var ratio: Double
    var tiny: Float
    var name: String
    var missing: Int?
    var decimal: Decimal?
}

private struct ExplicitNull: Encodable {
    enum CodingKeys: CodingKey { case value }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeNil(forKey: .value)
    }
}

private struct Holder: Encodable {
    var values: [Double]
}

private struct Stamped: Encodable {
    var at: Date
}

private struct Keys: Encodable {
    var myURLValue: Int
    var userName: String
    var table: [String: Int]
}

private struct Leaf: Encodable {
    var value: Int
}

private final class LeafBox: Encodable {
    let value: Int
    init(value: Int) { self.value = value }
}

private struct Outer: Encodable {
    var items: [Leaf]
    var byNumber: [Int: String]

    enum CodingKeys: CodingKey { case items, byNumber, marker }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(byNumber, forKey: .byNumber)
        try container.encodeIfPresent(encoder.userInfo[.parityMarker] as? String, forKey: .marker)
    }
}

private struct NestedContainers: Encodable {
    enum Keys: CodingKey { case inner, a, b, list }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
        try inner.encode(1, forKey: .a)
        var again = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
        try again.encode(2, forKey: .b)
        var list = inner.nestedUnkeyedContainer(forKey: .list)
        try list.encode("first")
        var element = list.nestedContainer(keyedBy: Keys.self)
        try element.encode(3, forKey: .a)
        var deeper = list.nestedUnkeyedContainer()
        try deeper.encode(true)
    }
}

private class Parent: Encodable {
    var id = 7
}

private final class Child: Parent {
    let name: String
    let useKey: Bool

    init(name: String, useKey: Bool) {
        self.name = name
        self.useKey = useKey
    }

    enum Keys: CodingKey { case name, parent }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        try super.encode(to: useKey ? container.superEncoder(forKey: .parent) : container.superEncoder())
    }
}

private final class SharedChild: Parent {
    enum Keys: CodingKey { case extra }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(true, forKey: .extra)
    }
}

private struct UnkeyedSuper: Encodable {
    let encodesIntoSuper: Bool

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(1)
        let superEncoder = container.superEncoder()
        try container.encode(3)
        if encodesIntoSuper {
            var single = superEncoder.singleValueContainer()
            try single.encode(2)
        }
    }
}

private struct Conditional: Encodable {
    let first: LeafBox
    let second: LeafBox

    init(first: Leaf, second: Leaf) {
        let shared = LeafBox(value: first.value)
        self.first = shared
        self.second = second.value == first.value ? shared : LeafBox(value: second.value)
    }

    enum Keys: CodingKey { case first, second }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeConditional(first, forKey: .first)
        try container.encodeConditional(second, forKey: .second)
    }
}

private final class PathRecorder: @unchecked Sendable {
    var paths: [[String]] = []
}

private struct PathProbe: Encodable {
    let recorder: PathRecorder

    func encode(to encoder: any Encoder) throws {
        recorder.paths.append(encoder.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue })
        var container = encoder.singleValueContainer()
        try container.encode(1)
    }
}

private struct PathProbeRoot: Encodable {
    let recorder: PathRecorder

    enum Keys: CodingKey { case outer, x, list, y }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var outer = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
        try outer.encode(PathProbe(recorder: recorder), forKey: .x)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        var element = list.nestedContainer(keyedBy: Keys.self)
        try element.encode(PathProbe(recorder: recorder), forKey: .y)
        try PathProbe(recorder: recorder).encode(to: container.superEncoder())
    }
}

private struct SingleThenKeyed: Encodable {
    enum Keys: CodingKey { case x }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(["a": 1])
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(2, forKey: .x)
    }
}

private struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

private struct TwoSingleValues: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(1)
        try container.encode(2)
    }
}

private struct ScalarThenKeyed: Encodable {
    enum Keys: CodingKey { case x }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(1)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(2, forKey: .x)
    }
}

private final class Chain: Encodable {
    let next: Chain?
    init(next: Chain?) { self.next = next }
}

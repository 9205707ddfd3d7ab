import Foundation
import Testing

@testable import ModelMapper

/// `JSONValue`: any JSON-like value, kept exactly, through ModelMapper's coders and Foundation's.
@Suite struct JSONValueTests {
    private let decoder = DictionaryDecoder()

    private static let json = #"""
        {"ok": true, "one": 1, "ratio": 1.5, "whole": 1.0, "big": 18446744073709551615,
         "pi": 3.14159265358979323846264338, "name": "Ada", "none": null,
         "list": [1, "a", false, [], {}], "object": {"k": false, "n": 0}}
        """#

    // MARK: - Origins

    // MARK: - Equality

    /// Equality is exact: the kinds of number stay apart, as the value keeps them.
    @Test func numbersOfDifferentKindsAreDifferentValues() {
        let kinds: [JSONValue] = [.integer(1), .unsignedInteger(1), .double(1), .decimal(1), .bool(true), .string("1")]
        for (index, value) in kinds.enumerated() {
            for (other, otherValue) in kinds.enumerated() {
                #expect((value == otherValue) == (index == other), "\(value) against \(otherValue)")
            }
        }
        #expect(JSONValue.double(1).doubleValue == JSONValue.integer(1).doubleValue)
    }

    /// Every value equals itself and hashes alike, NaNs included, so that sets and dictionaries of values work; zero
    /// and negative zero are one number.
    @Test func equalityIsReflexiveAndAgreesWithHashing() {
        let nan = Double.nan
        let quietNaN = Double(nan: 7, signaling: false)
        let pairs: [(JSONValue, JSONValue)] = [
            (.double(nan), .double(quietNaN)),
            (.double(0.0), .double(-0.0)),
            (.decimal(.nan), .decimal(.nan)),
            (.date(Date(timeIntervalSinceReferenceDate: nan)), .date(Date(timeIntervalSinceReferenceDate: quietNaN))),
            (.array([.double(nan)]), .array([.double(nan)])),
            (.object(["a": .integer(1), "b": .null]), .object(["b": .null, "a": .integer(1)])),
        ]
        for (lhs, rhs) in pairs {
            #expect(lhs == lhs)
            #expect(lhs == rhs)
            #expect(lhs.hashValue == rhs.hashValue)
        }
        #expect(Set(pairs.flatMap { [$0.0, $0.1] }).count == pairs.count)
        #expect(JSONValue.double(nan) != .double(0))
        #expect(JSONValue.data(Data([1])) != .data(Data([2])))
    }

    @Test func aNativeTreeIsReadExactly() throws {
        let tree: [String: Any] = [
            "ok": true, "one": 1, "ratio": 1.5, "whole": 1.0, "big": UInt64.max,
            "pi": Decimal(string: "3.14159265358979323846264338") as Any, "name": "Ada", "none": NSNull(),
            "list": [1, "a", false, [Any](), [String: Any]()] as [Any],
            "object": ["k": false, "n": 0] as [String: Any],
            "float": Float(0.1), "optional": Int?.none as Any,
        ]
        let value = try decoder.decode(JSONValue.self, from: tree)
        #expect(value["ok"] == .bool(true))
        #expect(value["one"] == .integer(1))
        #expect(value["ratio"] == .double(1.5))
        #expect(value["whole"] == .double(1.0))
        #expect(value["big"] == .unsignedInteger(.max))
        #expect(value["pi"] == .decimal(Decimal(string: "3.14159265358979323846264338") ?? 0))
        #expect(value["none"] == .null)
        #expect(value["list"] == [1, "a", false, [], [:]])
        #expect(value["object"] == ["k": false, "n": 0])
        #expect(value["float"] == .double(0.1))
        #expect(value["optional"] == .null)
        #expect(try JSONValue(any: tree) == value)
    }

    /// `JSONSerialization` gives booleans and numbers as `NSNumber`s; `true` is never `1` and `1` never `true`.
    @Test func aJSONSerializationTreeKeepsBooleansAndNumbersApart() throws {
        let tree = try JSONSerialization.jsonObject(with: Data(Self.json.utf8))
        let value = try decoder.decode(JSONValue.self, from: tree)
        #expect(value["ok"] == .bool(true))
        #expect(value["object"]?["k"] == .bool(false))
        #expect(value["object"]?["n"] == .integer(0))
        #expect(value["one"] == .integer(1))
        #expect(value["whole"] == .double(1.0))
        #expect(value["big"] == .unsignedInteger(.max))
        #expect(value["pi"] == .decimal(Decimal(string: "3.14159265358979323846264338") ?? 0))
        #expect(try decoder.decode(JSONValue.self, from: Data(Self.json.utf8)) == value)
    }

    /// `JSONDecoder` does not tell `1.0` from `1`, so through it an integral number is an integer; everything else is
    /// kept.
    @Test func jsonDecoderAndJSONEncoderRoundTrip() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(Self.json.utf8))
        #expect(value["ok"] == .bool(true))
        #expect(value["one"] == .integer(1))
        #expect(value["whole"] == .integer(1))
        #expect(value["ratio"] == .double(1.5))
        #expect(value["big"] == .unsignedInteger(.max))
        #expect(value["pi"] == .decimal(Decimal(string: "3.14159265358979323846264338") ?? 0))
        #expect(value["list"] == [1, "a", false, [], [:]])
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(again == value)
    }

    @Test func theEncoderWritesTheTreeTheValueStandsFor() throws {
        let value: JSONValue = ["a": [1, 2.5, true, nil, "x"], "b": .unsignedInteger(.max)]
        let tree = try DictionaryEncoder().encode(value)
        #expect(tree as? NSDictionary == ["a": [1, 2.5, true, NSNull(), "x"], "b": UInt64.max] as NSDictionary)
        #expect(try decoder.decode(JSONValue.self, from: tree) == value)
        #expect(value.anyValue as? NSDictionary == tree as? NSDictionary)
        var snake = DictionaryEncoder()
        snake.keyEncodingStrategy = .convertToSnakeCase
        #expect((try snake.encode(["someKey": 1] as JSONValue) as? [String: Any])?.keys.first == "someKey")
    }

    // MARK: - In models

    @Test func aModelKeepsAnUntypedBlobThroughHints() throws {
        let source: [String: Any] = ["ID": 7, "META": ["retries": 3, "ok": true, "tags": ["x"]]]
        let hints: HintTree = ["id": "ID", "metadata": "META"]
        let event = try decoder.decode(Event.self, from: source, hints: hints)
        #expect(event.metadata == ["retries": 3, "ok": true, "tags": ["x"]])
        let back = try DictionaryEncoder().encodeToDictionary(event, hints: hints)
        #expect(back as NSDictionary == source as NSDictionary)
        #expect(try JSONDecoder().decode(Event.self, from: JSONEncoder().encode(event)) == event)
    }

    /// A value no case holds (a `URL`, a model instance put in the tree); the leaves of property lists are cases.
    @Test func aValueThatIsNotJSONLikeIsATypeMismatchAtItsPath() {
        let source: [String: Any] = ["ID": 1, "META": ["when": NotJSON()]]
        let error = expectDecodingError(.typeMismatch, at: ["metadata", "when"]) {
            try decoder.decode(Event.self, from: source, hints: ["id": "ID", "metadata": "META"])
        }
        #expect(error?.context?.debugDescription.hasSuffix("(source path: META.when)") == true)
        let direct = #expect(throws: ModelMapperError.self) { try JSONValue(any: ["a": [NotJSON()]]) }
        #expect(direct?.code == .unsupportedValue)
        #expect(direct?.location == "a[0]")
    }

    /// A failing tree is walked a second time in key order for a deterministic error, once as a whole: retrying at
    /// every object would walk a failing subtree twice per level (2^60 walks here).
    @Test(.timeLimit(.minutes(1))) func aDeepFailureIsReportedInLinearTimeAndInKeyOrder() {
        var tree: Any = ["z": NotJSON(), "y": NotJSON(), "b": 1]
        for _ in 0..<60 { tree = ["m": tree, "a": 1, "k": "x"] }
        let error = #expect(throws: ModelMapperError.self) { try JSONValue(any: tree) }
        #expect(error?.code == .unsupportedValue)
        #expect(error?.location == MappingPath(Array(repeating: .key("m"), count: 60) + [.key("y")]))
    }

    @Test func nestingIsBoundedAndCyclesFailAtOnce() {
        let deep: Any = (0..<600).reduce([Any]() as Any) { inner, _ in [inner] }
        let error = #expect(throws: ModelMapperError.self) {
            try decoder.decode(Event.self, from: ["id": 1, "metadata": deep])
        }
        #expect(error?.code == .depthLimitExceeded)
        let cyclic = NSMutableArray()
        cyclic.add(cyclic)
        defer { cyclic.removeAllObjects() }
        let cycle = #expect(throws: ModelMapperError.self) { try decoder.decode(JSONValue.self, from: cyclic) }
        #expect(cycle?.code == .cycleDetected)
    }

    @Test func aValueAlreadyOfTheRequestedTypeIsTakenAsItIs() throws {
        let event = Event(id: 1, metadata: ["a": 1])
        #expect(try decoder.decode([Event].self, from: [event]) == [event])
        let mixed: [String: Any] = ["id": 2, "metadata": JSONValue.string("x")]
        #expect(try decoder.decode(Event.self, from: mixed).metadata == "x")
    }

    // MARK: - Value semantics

    @Test func booleansAndNumbersNeverCompareEqual() {
        #expect(JSONValue.bool(true) != .integer(1))
        #expect(JSONValue.integer(1) != .double(1))
        #expect(Set<JSONValue>([.bool(true), .integer(1), .double(1), .string("1")]).count == 4)
        #expect(JSONValue.double(2).intValue == 2)
        #expect(JSONValue.double(2.5).intValue == nil)
        #expect(JSONValue.bool(true).intValue == nil)
    }

    @Test func aDecimalNaNIsNotAJSONValue() throws {
        for nan in [NSDecimalNumber.notANumber as Any, Decimal.nan as Any] {
            let error = #expect(throws: ModelMapperError.self) { try JSONValue(any: ["a": [nan]]) }
            #expect(error?.code == .unsupportedValue)
            #expect(error?.location == "a[0]")
            #expect(error?.message.contains("NaN") == true)
        }
        // Decoding one as a JSONValue names it like any other value that is not JSON-like.
        let decoded = expectDecodingError(.typeMismatch, at: ["metadata", "x"]) {
            try decoder.decode(Event.self, from: ["id": 1, "metadata": ["x": NSDecimalNumber.notANumber]])
        }
        #expect(decoded?.context?.debugDescription.contains("NaN") == true)
        // Made by hand, it is refused by every encoder, and described as a string, never as the bare text NaN.
        let value: JSONValue = ["x": .decimal(.nan)]
        #expect {
            try JSONEncoder().encode(value)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["x"]
        }
        #expect(throws: EncodingError.self) { try DictionaryEncoder().encode(value) }
        #expect(value.description == #"{"x":"NaN"}"#)
    }

    @Test func theDescriptionIsCompactSortedJSON() {
        let value: JSONValue = ["b": [1, 2.5, nil], "a": "q\"\n"]
        #expect(value.description == #"{"a":"q\"\n","b":[1,2.5,null]}"#)
    }
}

// MARK: - Test Types

/// A value no `JSONValue` case holds.
private struct NotJSON {}

private struct Event: Codable, Equatable {
    var id: Int
    var metadata: JSONValue
}

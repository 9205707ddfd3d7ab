import Foundation
import Testing

@testable import ModelMapper

/// `TreeValue.dynamicType(of:)` answers from the type an `Any` keeps beside its value where that is the dynamic type,
/// and must give `type(of:)`'s answer for every value: a class instance kept as its superclass, an `Any` that generic
/// code kept inside another `Any`, optionals, Foundation objects and the tree's own types alike
/// (`Docs/Design.md#the-types-of-tree-values`).
@Suite struct TreeValueTests {
    /// An `Any` made by generic code: when `T` is itself an existential, the `Any` keeps that existential.
    private static func kept<T>(_ value: T) -> Any { value }

    /// One value of each kind a tree holds, and of the kinds a tree may hold through user code.
    private static func values() throws -> [Any] {
        let document = try #require(try JSONDocument.scanned(Data(#"{"a": [1, "b"]}"#.utf8)))
        let scanned = JSONNode(document: document, index: 0)
        let optionalString: String? = "text"
        let noInt: Int? = nil
        let nestedOptional: Int?? = .some(nil)
        return [
            "text", 42, 2.5, true, ["key": 1] as [String: Any], [1, "two"] as [Any], scanned, NSNull(),
            NSNumber(value: 7), NSNumber(value: true), NSString(string: "text"), NSDictionary(dictionary: ["k": 1]),
            NSArray(array: [1]), Date(timeIntervalSince1970: 0), Data([1, 2]), Decimal(string: "1.5") as Any,
            Int8(3), UInt64(4), Float(0.5), optionalString as Any, noInt as Any, nestedOptional as Any,
            AnyHashable("text"), URL(fileURLWithPath: "/tmp"),
        ]
    }

    /// Each value as a tree can hold it: as it is, inside an `Any` that generic code kept, inside an `any Sendable`
    /// kept the same way, and (for class instances) as `NSObject` and as `AnyObject`.
    private static func spellings(of value: Any) -> [(label: String, value: Any)] {
        var spellings: [(label: String, value: Any)] = [
            ("as it is", value), ("Any inside Any", kept(value)), ("kept twice", kept(kept(value))),
        ]
        if let object = value as? NSObject, type(of: value) is AnyObject.Type {
            let superclass: NSObject = object
            spellings.append(("as NSObject", superclass as Any))
            spellings.append(("as AnyObject", kept(object as AnyObject)))
        }
        return spellings
    }

    @Test func theDynamicTypeIsTypeOfForEveryValue() throws {
        var compared = 0
        for value in try Self.values() {
            for (label, spelled) in Self.spellings(of: value) {
                compared += 1
                #expect(
                    ObjectIdentifier(TreeValue.dynamicType(of: spelled)) == ObjectIdentifier(type(of: spelled)),
                    "\(type(of: spelled)) \(label): dynamicType(of:) gave \(TreeValue.dynamicType(of: spelled))")
            }
        }
        #expect(compared > 70)
    }

    /// The cases the kept type alone would get wrong, spelled out: a class kept as its superclass, and an `Any` inside
    /// an `Any`, whose kept types are `NSObject` and `Any`.
    @Test func valuesWhoseKeptTypeIsNotTheirTypeAskTheRuntime() {
        let null: NSObject = NSNull()
        #expect(ObjectIdentifier(TreeValue.dynamicType(of: null)) == ObjectIdentifier(NSNull.self))
        #expect(TreeValue.isNull(null))
        let text = Self.kept("text" as Any)
        #expect(ObjectIdentifier(TreeValue.dynamicType(of: text)) == ObjectIdentifier(String.self))
        #expect(TreeValue.string(text) == "text")
        let object = Self.kept(["key": 1] as [String: Any])
        let nested = Self.kept(object)
        #expect(ObjectIdentifier(TreeValue.dynamicType(of: nested)) == ObjectIdentifier([String: Any].self))
        #expect(TreeValue.dictionary(nested)?["key"] as? Int == 1)
    }

    /// A model reads values that generic code kept inside another `Any` as it reads them plain.
    @Test func aDecodeReadsValuesKeptInsideAnotherAny() throws {
        struct Row: Decodable, Equatable {
            let name: String
            let count: Int
            let ratio: Double
            let tags: [String]
            let note: String?
        }
        let plain: [String: Any] = ["name": "a", "count": 2, "ratio": 0.5, "tags": ["x"], "note": "n"]
        let kept = plain.mapValues { Self.kept($0) }
        let expected = Row(name: "a", count: 2, ratio: 0.5, tags: ["x"], note: "n")
        #expect(try DictionaryDecoder().decode(Row.self, from: plain) == expected)
        #expect(try DictionaryDecoder().decode(Row.self, from: kept) == expected)
        #expect(try DictionaryDecoder().decode(Row.self, from: Self.kept(kept as Any)) == expected)
    }
}

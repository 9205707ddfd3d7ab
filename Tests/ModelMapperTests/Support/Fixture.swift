import Foundation
import ModelMapper
import Testing

/// One reference case from `Fixtures/`: a source dictionary, legacy hints and the expected model as JSON.
struct Fixture: CustomTestStringConvertible, Sendable {
    let name: String
    let json: [String: any Sendable]

    var testDescription: String { name }

    /// Loads a fixture copied from the LLModelTool usage notes.
    static func load(_ name: String) throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        let dictionary = try #require(object as? [String: Any])
        return Fixture(name: name, json: dictionary.mapValues { SendableBox($0) })
    }

    subscript(key: String) -> Any? { (json[key] as? SendableBox)?.value }

    /// The source as JSONSerialization returns it (`NSNumber`, `NSNull`, bridged collections).
    var foundationSource: Any? { self["source"] }

    /// The source as native Swift values (`Int`, `Double`, `Bool`, `String`, `[String: Any]`, `[Any]`).
    var nativeSource: Any? { self["source"].map(NativeTree.make) }

    /// The expected model: the fixture's `expected` JSON decoded by `JSONDecoder`.
    func expected<T: Decodable>(_ type: T.Type) throws -> T {
        let expected = try #require(self["expected"])
        return try JSONDecoder().decode(type, from: JSONSerialization.data(withJSONObject: expected))
    }

    /// The legacy hint dictionary, or `nil` when the fixture has none.
    var legacyHints: [String: Any]? { self["hints"] as? [String: Any] }

    /// The source as a native `[String: Any]`.
    func nativeObject() throws -> [String: Any] { try #require(nativeSource as? [String: Any]) }

    /// The expected model as a native tree with the model's own keys.
    func expectedObject() throws -> [String: Any] {
        try #require(self["expected"].map(NativeTree.make) as? [String: Any])
    }

    /// The fixture's hints as a tree, or an empty tree when it has none.
    func hints() throws -> HintTree { try legacyHints.map(HintTree.init(legacy:)) ?? .empty }
}

/// Carries JSONSerialization output (immutable after parsing) across test arguments.
struct SendableBox: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// Turns JSONSerialization output into the native Swift values an app builds by hand.
enum NativeTree {
    static func make(_ value: Any) -> Any {
        if let number = value as? NSNumber, !(value is String) {
            if type(of: number) == type(of: NSNumber(value: true)) { return number.boolValue }
            if let decimal = number as? NSDecimalNumber { return decimal.decimalValue }
            switch String(cString: number.objCType) {
            case "d", "f": return number.doubleValue
            case "Q", "L", "I", "S", "C":
                let unsigned = number.uint64Value
                return Int(exactly: unsigned).map { $0 as Any } ?? unsigned
            default: return Int(number.int64Value)
            }
        }
        if let dictionary = value as? [String: Any] { return dictionary.mapValues(make) }
        if let array = value as? [Any] { return array.map(make) }
        return value
    }
}

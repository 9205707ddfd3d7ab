import Foundation
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
            if let int = Int(exactly: number.doubleValue), String(cString: number.objCType) != "d" { return int }
            return number.doubleValue
        }
        if let dictionary = value as? [String: Any] { return dictionary.mapValues(make) }
        if let array = value as? [Any] { return array.map(make) }
        return value
    }
}

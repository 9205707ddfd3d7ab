import Foundation
import ModelMapper
import Testing

/// A row of a table-driven reflection test: a value and the tree it must reflect to, both built on demand so that
/// non-`Sendable` values (class instances, `[String: Any]` trees) can sit in a `@Test(arguments:)` table.
struct ReflectionCase: Sendable, CustomTestStringConvertible {
    let name: String
    let value: @Sendable () -> Any
    let expected: @Sendable () -> Any

    init(_ name: String, _ value: @escaping @Sendable () -> Any, _ expected: @escaping @Sendable () -> Any) {
        self.name = name
        self.value = value
        self.expected = expected
    }

    var testDescription: String { name }
}

/// Reflects a value and checks that the result is a JSON-valid tree with
/// ``expectValidJSONTree(_:sourceLocation:)``.
func reflectChecked(
    _ value: Any,
    using reflector: DictionaryReflector = DictionaryReflector(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Any {
    let tree = try reflector.reflect(value)
    expectValidJSONTree(tree, sourceLocation: sourceLocation)
    return tree
}

/// Checks that a reflected tree passes `JSONSerialization.isValidJSONObject` and serialises. A scalar is checked
/// inside an array, since JSONSerialization accepts only an array or a dictionary at the top level.
func expectValidJSONTree(_ tree: Any, sourceLocation: SourceLocation = #_sourceLocation) {
    let isContainer = type(of: tree) == [String: Any].self || type(of: tree) == [Any].self
    let object: Any = isContainer ? tree : [tree]
    #expect(JSONSerialization.isValidJSONObject(object), "not a valid JSON object", sourceLocation: sourceLocation)
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
        _ = try JSONSerialization.data(withJSONObject: object)
    }
}

/// Reflects a value with ``reflectChecked(_:using:sourceLocation:)`` and compares the result with a hand-written
/// tree, including the Swift type of every scalar (`1` is not `1.0`, `true` is not `1`).
func expectReflection(
    of value: Any,
    using reflector: DictionaryReflector = DictionaryReflector(),
    is expected: Any,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let tree = try reflectChecked(value, using: reflector, sourceLocation: sourceLocation)
    expectReflectedTree(tree, is: expected, sourceLocation: sourceLocation)
}

/// Compares a reflected tree with a hand-written one, strictly by type.
func expectReflectedTree(_ tree: Any, is expected: Any, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        sameReflectedTree(tree, expected),
        "\(renderReflectedTree(tree)) is not \(renderReflectedTree(expected))",
        sourceLocation: sourceLocation
    )
}

/// Whether a reflected tree equals an expected one. The reflected side must use exactly `[String: Any]` and
/// `[Any]`; the expected side may use any array or dictionary literal type.
func sameReflectedTree(_ actual: Any, _ expected: Any) -> Bool {
    let actualType = type(of: actual)
    let expectedType = type(of: expected)
    if expectedType == String.self { return actualType == String.self && actual as? String == expected as? String }
    if expectedType == Int.self { return actualType == Int.self && actual as? Int == expected as? Int }
    if expectedType == UInt64.self { return actualType == UInt64.self && actual as? UInt64 == expected as? UInt64 }
    if expectedType == Double.self { return actualType == Double.self && actual as? Double == expected as? Double }
    if expectedType == Bool.self { return actualType == Bool.self && actual as? Bool == expected as? Bool }
    if expectedType == Decimal.self {
        return actualType == Decimal.self && actual as? Decimal == expected as? Decimal
    }
    if expectedType == NSNull.self { return actualType == NSNull.self }
    // The leaves `.leaf` writes; a date by its bits, so that a NaN date is the same as itself.
    if expectedType == Date.self, let date = expected as? Date {
        return actualType == Date.self
            && (actual as? Date)?.timeIntervalSinceReferenceDate.bitPattern
                == date.timeIntervalSinceReferenceDate.bitPattern
    }
    if expectedType == Data.self { return actualType == Data.self && actual as? Data == expected as? Data }
    if let expectedObject = expected as? [String: Any] {
        guard actualType == [String: Any].self, let object = actual as? [String: Any],
            object.count == expectedObject.count
        else { return false }
        return expectedObject.allSatisfy { key, value in object[key].map { sameReflectedTree($0, value) } ?? false }
    }
    if let expectedArray = expected as? [Any] {
        guard actualType == [Any].self, let array = actual as? [Any], array.count == expectedArray.count else {
            return false
        }
        return zip(array, expectedArray).allSatisfy { sameReflectedTree($0, $1) }
    }
    return false
}

/// A readable form of a tree for failure messages: its JSON text, with types that JSON would blur spelled out.
func renderReflectedTree(_ tree: Any) -> String {
    let type = type(of: tree)
    if type == [String: Any].self || type == [Any].self || type == String.self || type == Int.self
        || type == Double.self || type == Bool.self || type == NSNull.self || type == UInt64.self
    {
        if let data = try? JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys, .fragmentsAllowed]) {
            return "\(String(decoding: data, as: UTF8.self)) (\(type))"
        }
    }
    return "\(tree) (\(type))"
}

/// Checks that reflecting a value throws a ``ModelMapperError`` with the given code and location.
func expectReflectionError(
    of value: Any,
    using reflector: DictionaryReflector = DictionaryReflector(),
    code: ModelMapperError.Code,
    location: MappingPath,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ModelMapperError? {
    let error = #expect(throws: ModelMapperError.self, sourceLocation: sourceLocation) {
        _ = try reflector.reflect(value)
    }
    #expect(error?.code == code, sourceLocation: sourceLocation)
    #expect(error?.location == location, sourceLocation: sourceLocation)
    return error
}

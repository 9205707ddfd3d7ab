import CoreFoundation
import Foundation

/// The tree `JSONSerialization` returns on Apple platforms, built from a native tree of the same shape: every object
/// an `NSMutableDictionary` with `NSString` keys, every array an `NSMutableArray`, every string an `NSString`, every
/// number an `NSNumber` (a boolean of the boolean class, a `Decimal` an `NSDecimalNumber`), `null` and a missing
/// optional an `NSNull`.
///
/// On Linux `JSONSerialization` gives Swift dictionaries and strings, so without this the suites would never see the
/// Darwin shapes. A value of any other type is left as it is.
func foundationObjectTree(_ value: Any, depth: Int = 0) -> Any {
    // The generated trees are far shallower; the limit only keeps a runaway input from recursing without end.
    guard depth < 1_000 else { return value }
    if let dictionary = value as? [String: Any] {
        let object = NSMutableDictionary()
        for (key, member) in dictionary {
            object.setObject(foundationObjectTree(member, depth: depth + 1), forKey: NSString(string: key))
        }
        return object
    }
    if let array = value as? [Any] {
        let elements = NSMutableArray()
        for element in array { elements.add(foundationObjectTree(element, depth: depth + 1)) }
        return elements
    }
    // By exact type: a cast would also take an `NSNumber` 1 for `true`. Anything else (already an object) stays.
    let type = type(of: value)
    if type == String.self, let string = value as? String { return NSString(string: string) }
    if type == Bool.self, let bool = value as? Bool { return NSNumber(value: bool) }
    if type == Int.self, let int = value as? Int { return NSNumber(value: int) }
    if type == Int64.self, let int = value as? Int64 { return NSNumber(value: int) }
    if type == UInt64.self, let uint = value as? UInt64 { return NSNumber(value: uint) }
    if type == Double.self, let double = value as? Double { return NSNumber(value: double) }
    if type == Decimal.self, let decimal = value as? Decimal { return NSDecimalNumber(decimal: decimal) }
    if case Optional<Any>.none = value { return NSNull() }
    return value
}

/// The members of a Foundation dictionary as the objects it holds, by key text: read through CoreFoundation, since on
/// Linux `object(forKey:)` hands back Swift values (`String`, `[Any]`) for the objects it holds.
func storedMembers(of dictionary: NSDictionary) -> [String: AnyObject] {
    withExtendedLifetime(dictionary) {
        let cfDictionary = unsafeBitCast(dictionary, to: CFDictionary.self)
        let count = CFDictionaryGetCount(cfDictionary)
        var keys = [UnsafeRawPointer?](repeating: nil, count: count)
        var values = [UnsafeRawPointer?](repeating: nil, count: count)
        CFDictionaryGetKeysAndValues(cfDictionary, &keys, &values)
        var members: [String: AnyObject] = [:]
        for case (let key?, let value?) in zip(keys, values) {
            let keyObject = Unmanaged<AnyObject>.fromOpaque(key).takeUnretainedValue()
            members["\(keyObject)"] = Unmanaged<AnyObject>.fromOpaque(value).takeUnretainedValue()
        }
        return members
    }
}

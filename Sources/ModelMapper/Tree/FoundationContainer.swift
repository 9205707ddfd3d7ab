import CoreFoundation
import Foundation

/// Reads `NSDictionary`, `NSArray` and `NSSet` one level at a time. On Linux, bridging a Foundation collection to
/// Swift (`as?`, iteration, even `object(forKey:)`) converts every nested collection first: slow, and on one that
/// contains itself a recursion until the stack overflows. CoreFoundation's toll-free functions hand back the objects
/// as they are, so depth limits and cycle detection apply; only a boxed Swift value is fetched through Foundation.
enum FoundationContainer {
    /// A dictionary's entries, unconverted but for boxed Swift values; string keys become `String`.
    static func pairs(of dictionary: NSDictionary) -> [(key: Any, value: Any)] {
        withExtendedLifetime(dictionary) {
            // Toll-free bridging: an NSDictionary is a CFDictionary (a same-size reference reinterpretation).
            let cfDictionary = unsafeBitCast(dictionary, to: CFDictionary.self)
            let count = CFDictionaryGetCount(cfDictionary)
            var keys = [UnsafeRawPointer?](repeating: nil, count: count)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            CFDictionaryGetKeysAndValues(cfDictionary, &keys, &values)
            var pairs: [(key: Any, value: Any)] = []
            pairs.reserveCapacity(count)
            for (keyPointer, valuePointer) in zip(keys, values) {
                guard let keyPointer, let valuePointer else { continue }
                let keyObject = object(keyPointer)
                let key: Any =
                    if let string = keyObject as? NSString {
                        String(string)
                    } else {
                        unboxed(keyObject) { ($0 as? AnyHashable)?.base ?? $0 }
                    }
                let valueObject = object(valuePointer)
                let value = unboxed(valueObject) { dictionary.object(forKey: keyObject) ?? $0 }
                pairs.append((key, value))
            }
            return pairs
        }
    }

    /// The entries of a dictionary whose keys are all strings, or `nil` when one is not.
    static func entries(of dictionary: NSDictionary) -> [String: Any]? {
        var entries: [String: Any] = [:]
        for (key, value) in pairs(of: dictionary) {
            guard let key = key as? String else { return nil }
            entries[key] = value
        }
        return entries
    }

    static func elements(of array: NSArray) -> [Any] {
        withExtendedLifetime(array) {
            let cfArray = unsafeBitCast(array, to: CFArray.self)
            let count = CFArrayGetCount(cfArray)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            CFArrayGetValues(cfArray, CFRange(location: 0, length: count), &values)
            return values.enumerated().compactMap { index, pointer in
                pointer.map { unboxed(object($0)) { _ in array.object(at: index) } }
            }
        }
    }

    static func elements(of set: NSSet) -> [Any] {
        withExtendedLifetime(set) {
            let cfSet = unsafeBitCast(set, to: CFSet.self)
            let count = CFSetGetCount(cfSet)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            CFSetGetValues(cfSet, &values)
            return values.compactMap { pointer in
                pointer.map { unboxed(object($0)) { set.member($0) ?? $0 } }
            }
        }
    }

    /// Whether an object is one the reflector reads itself; anything else may be a boxed Swift value.
    static func isFoundationObject(_ type: Any.Type) -> Bool {
        type is NSDictionary.Type || type is NSArray.Type || type is NSSet.Type || type is NSString.Type
            || type is NSNumber.Type || type is NSNull.Type || type is NSDate.Type || type is NSData.Type
            || type is NSURL.Type || type is NSUUID.Type
    }

    private static func unboxed(_ object: AnyObject, fetch: (AnyObject) -> Any) -> Any {
        isFoundationObject(type(of: object)) ? object : fetch(object)
    }

    private static func object(_ pointer: UnsafeRawPointer) -> AnyObject {
        Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }
}

import CoreFoundation
import Foundation

/// Reads Foundation collections one level at a time.
///
/// On Linux, Swift's bridging of an `NSDictionary` or `NSArray` is deep: `as? [String: Any]`, iteration, and even
/// `object(forKey:)` convert every nested collection first. That is slow, and on a collection that contains
/// itself it recurses until the stack overflows inside Foundation. Through CoreFoundation's toll-free functions
/// the elements come back as the objects they are, so the decoder meets nested collections one level at a time
/// and its depth limit turns a cycle into an error.
enum FoundationContainer {
    /// The entries of a Foundation dictionary with their values unconverted, or `nil` when a key is not a string.
    static func entries(of dictionary: NSDictionary) -> [String: Any]? {
        withExtendedLifetime(dictionary) {
            // Toll-free bridging: an NSDictionary is a CFDictionary (a same-size reference reinterpretation).
            let cfDictionary = unsafeBitCast(dictionary, to: CFDictionary.self)
            let count = CFDictionaryGetCount(cfDictionary)
            var keys = [UnsafeRawPointer?](repeating: nil, count: count)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            CFDictionaryGetKeysAndValues(cfDictionary, &keys, &values)
            var result: [String: Any] = [:]
            result.reserveCapacity(count)
            for (key, value) in zip(keys, values) {
                guard let key, let value, let string = object(key) as? NSString else { return nil }
                result[String(string)] = object(value)
            }
            return result
        }
    }

    /// The elements of a Foundation array, unconverted.
    static func elements(of array: NSArray) -> [Any] {
        withExtendedLifetime(array) {
            let cfArray = unsafeBitCast(array, to: CFArray.self)
            let count = CFArrayGetCount(cfArray)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            CFArrayGetValues(cfArray, CFRange(location: 0, length: count), &values)
            return values.compactMap { $0.map(object) }
        }
    }

    private static func object(_ pointer: UnsafeRawPointer) -> AnyObject {
        Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }
}

import Foundation

/// The fields an object creates while ``MappedObject/init(from:)`` makes it with `init()`: each ``Field`` adds
/// itself, on the thread that makes it, to the collector armed there. The decode then reaches the object's fields
/// without a `Mirror` walk, once it has checked them against the class's ``FieldLayout`` (same count, same types).
///
/// The collector lives in the current thread's dictionary from just before `init()` to just after, so a field made
/// on another thread never sees it, and a decode nested in another (a field whose value is a mapped object) arms
/// its own and puts the outer one back. It is never shared between threads, so it needs no lock.
final class FieldCollector {
    /// The fields added so far, in the order they were made.
    private(set) var fields: [any MappedField] = []

    /// The key of the armed collector in the thread dictionary.
    private static let key = "org.modelmapper.MappedObject.FieldCollector"

    /// The collector armed on the current thread, if any.
    static var current: FieldCollector? { Thread.current.threadDictionary[key] as? FieldCollector }

    /// Arms a new collector on the current thread, and returns it with what it replaced (to give to ``disarm(_:)``).
    static func arm() -> (collector: FieldCollector, replaced: Any?) {
        let dictionary = Thread.current.threadDictionary
        let replaced = dictionary[key]
        let collector = FieldCollector()
        dictionary[key] = collector
        return (collector, replaced)
    }

    /// Puts back what ``arm()`` replaced.
    static func disarm(_ replaced: Any?) {
        Thread.current.threadDictionary[key] = replaced
    }

    /// Adds a field just made.
    func add(_ field: any MappedField) { fields.append(field) }
}

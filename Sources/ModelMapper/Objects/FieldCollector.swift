import Foundation

/// The fields an object creates while ``MappedObject/init(from:)`` makes it with `init()`: each ``Field`` adds
/// itself to the collector armed on the thread that makes it. The decode then reaches the object's fields without a
/// `Mirror` walk, once it has checked them against the class's ``FieldLayout`` (same count, same types).
///
/// A collector is armed, for the current thread, from just before `init()` to just after, so a field made on another
/// thread never sees it, and a decode nested in another (a field whose value is a mapped object) arms its own and
/// puts the outer one back. Only its own thread touches a collector.
final class FieldCollector {
    /// The fields added so far, in the order they were made.
    private(set) var fields: [any MappedField] = []

    /// The collectors armed, by thread.
    private static let armed = ArmedFieldCollectors()

    /// The collector armed on the current thread, if any.
    static var current: FieldCollector? { armed.collector(for: ObjectIdentifier(Thread.current)) }

    /// Arms a new collector on the current thread, and returns it with what it replaced (to give to ``disarm(_:)``).
    static func arm() -> (collector: FieldCollector, replaced: FieldCollector?) {
        let collector = FieldCollector()
        return (collector, armed.exchange(collector, for: ObjectIdentifier(Thread.current)))
    }

    /// Puts back what ``arm()`` replaced.
    static func disarm(_ replaced: FieldCollector?) {
        _ = armed.exchange(replaced, for: ObjectIdentifier(Thread.current))
    }

    /// Adds a field just made.
    func add(_ field: any MappedField) { fields.append(field) }
}

/// The armed ``FieldCollector`` of each thread that is making a mapped object for a decode. A thread's `Thread`
/// object stays alive while the thread runs, so its identity names the thread.
///
/// `@unchecked Sendable`: its one mutable property is read and written only while holding `lock`, and each collector
/// in it is used by the thread it is filed under alone.
final class ArmedFieldCollectors: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var collectors: [ObjectIdentifier: FieldCollector] = [:]

    /// The collector armed for a thread.
    func collector(for thread: ObjectIdentifier) -> FieldCollector? {
        lock.lock()
        defer { lock.unlock() }
        guard !collectors.isEmpty else { return nil }
        return collectors[thread]
    }

    /// Arms `collector` (or none) for a thread, and returns the one it replaces.
    func exchange(_ collector: FieldCollector?, for thread: ObjectIdentifier) -> FieldCollector? {
        lock.lock()
        defer { lock.unlock() }
        let replaced = collectors[thread]
        collectors[thread] = collector
        return replaced
    }
}

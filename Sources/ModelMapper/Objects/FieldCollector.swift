import Foundation

/// The fields an object creates in `init()` during ``MappedObject/init(from:)``, reached without a `Mirror` walk.
/// Armed for the current thread only while `init()` runs, so a field made on another thread never sees it; a nested
/// decode arms its own and puts the outer one back.
final class FieldCollector {
    private(set) var fields: [any MappedField] = []

    private static let armed = ArmedFieldCollectors()

    static var current: FieldCollector? { armed.collector(for: ObjectIdentifier(Thread.current)) }

    /// Arms a new collector on the current thread, and returns it with what it replaced.
    static func arm() -> (collector: FieldCollector, replaced: FieldCollector?) {
        let collector = FieldCollector()
        return (collector, armed.exchange(collector, for: ObjectIdentifier(Thread.current)))
    }

    static func disarm(_ replaced: FieldCollector?) {
        _ = armed.exchange(replaced, for: ObjectIdentifier(Thread.current))
    }

    func add(_ field: any MappedField) { fields.append(field) }
}

/// Each thread's armed ``FieldCollector``, by its `Thread` object, which lives as long as the thread.
/// `@unchecked Sendable`: `collectors` is guarded by `lock`, and each collector is used by its thread alone.
final class ArmedFieldCollectors: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var collectors: [ObjectIdentifier: FieldCollector] = [:]

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

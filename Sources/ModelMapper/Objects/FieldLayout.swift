import Foundation

/// Which children of each class's `Mirror` are a ``MappedObject`` class's ``Field``s, and their keys; made once per
/// class, from its first instance, so a walk per instance only casts the field children.
struct FieldLayout: Sendable {
    /// One field: its child's position in its class's mirror, and its key.
    struct Slot: Sendable {
        let child: Int
        let key: FieldCodingKey
        let isOptional: Bool
    }

    /// The fields of each class of the hierarchy, the object's own class first, each in declaration order.
    let levels: [[Slot]]
    /// Every field's slot, in the order of ``levels``: the order an object's fields are made in by its `init()`.
    let slots: [Slot]
    /// The type of every field, in the same order: what the fields collected while `init()` ran must match.
    let fieldTypes: [ObjectIdentifier]

    static let cache = FieldLayoutCache()

    static func of(_ object: MappedObject) -> FieldLayout {
        cache.layout(for: ObjectIdentifier(type(of: object))) { FieldLayout(object) }
    }

    private init(_ object: MappedObject) {
        var levels: [[Slot]] = []
        var fieldTypes: [ObjectIdentifier] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            var slots: [Slot] = []
            for (position, child) in current.children.enumerated() {
                guard let field = child.value as? any MappedField else { continue }
                fieldTypes.append(ObjectIdentifier(type(of: field)))
                // A property wrapper's storage is labelled `_name`.
                let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "_\(position)"
                slots.append(
                    Slot(
                        child: position, key: FieldCodingKey(field.explicitKey ?? name),
                        isOptional: type(of: field).isOptional))
            }
            levels.append(slots)
            mirror = current.superclassMirror
        }
        self.levels = levels
        self.slots = levels.flatMap { $0 }
        self.fieldTypes = fieldTypes
    }

    /// Calls `body` with each field, through `collected` when they are exactly the class's (as many, of the same
    /// types), else with `Mirror`: an initial value may make fields of its own.
    func forEachField(
        of object: MappedObject, collected: [any MappedField]?, _ body: (any MappedField, Slot) throws -> Void
    ) rethrows {
        guard let collected, collected.count == slots.count,
            zip(collected, fieldTypes).allSatisfy({ ObjectIdentifier(type(of: $0.0)) == $0.1 })
        else { return try forEachField(of: object, body) }
        for (field, slot) in zip(collected, slots) { try body(field, slot) }
    }

    /// Calls `body` with each field of `object`, the object's own class first, each class's in declaration order.
    func forEachField(of object: MappedObject, _ body: (any MappedField, Slot) throws -> Void) rethrows {
        try walk(object) { _, field, slot in try body(field, slot) }
    }

    /// Each field of `object` with its slot, the root class's first: the order the object encodes them in.
    func fieldsRootFirst(of object: MappedObject) -> [(field: any MappedField, slot: Slot)] {
        var levels = [[(field: any MappedField, slot: Slot)]](repeating: [], count: self.levels.count)
        walk(object) { level, field, slot in levels[level].append((field, slot)) }
        return levels.reversed().flatMap { $0 }
    }

    /// Calls `body` with the level (0 for the object's own class) and each field of `object` with its slot.
    private func walk(_ object: MappedObject, _ body: (Int, any MappedField, Slot) throws -> Void) rethrows {
        var mirror: Mirror? = Mirror(reflecting: object)
        for (level, slots) in levels.enumerated() {
            guard let current = mirror else { return }
            if let first = slots.first {
                var next = 0
                var wanted = first.child
                for (position, child) in current.children.enumerated() where position == wanted {
                    if let field = child.value as? any MappedField { try body(level, field, slots[next]) }
                    next += 1
                    guard next < slots.count else { break }
                    wanted = slots[next].child
                }
            }
            mirror = current.superclassMirror
        }
    }
}

/// Each ``MappedObject`` class's ``FieldLayout``, for every thread. `@unchecked Sendable`: `layouts` is under `lock`.
final class FieldLayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var layouts: [ObjectIdentifier: FieldLayout] = [:]

    /// The layout kept for a class, or `make`'s, run outside the lock: two threads may both make the same layout.
    func layout(for type: ObjectIdentifier, make: () -> FieldLayout) -> FieldLayout {
        lock.lock()
        let kept = layouts[type]
        lock.unlock()
        if let kept { return kept }
        let made = make()
        lock.lock()
        layouts[type] = made
        lock.unlock()
        return made
    }

    /// Whether a layout is kept for a class.
    func contains(_ type: ObjectIdentifier) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return layouts[type] != nil
    }
}

import Foundation

/// An object under construction; nested containers stay boxed until ``finish()``. Under hints it detects two coding
/// keys writing one key by recording only renamed writes, searched when a slot is taken. `@exclusivity(unchecked)`:
/// one encode call writes a box, through methods that never overlap accesses.
final class ObjectBox: PendingValue {
    @exclusivity(unchecked) var storage: [String: Any]
    @exclusivity(unchecked) var hasPending = false
    @exclusivity(unchecked) var tracksOwners: Bool
    @exclusivity(unchecked) private var recordedOwners = SlotOwnerLog()
    /// The entries of the model's ``UnknownKeys`` bags, written when the object is finished, under the model's values.
    @exclusivity(unchecked) private var keptUnknownKeys: [String: Any]?

    init(storage: [String: Any] = [:], tracksOwners: Bool = false) {
        self.storage = storage
        self.tracksOwners = tracksOwners
    }

    init(capacity: Int, tracksOwners: Bool) {
        self.storage = capacity > 0 ? Dictionary(minimumCapacity: capacity) : [:]
        self.tracksOwners = tracksOwners
    }

    override func finish() -> Any { finishedDictionary() }

    func finishedDictionary() -> [String: Any] {
        var result = storage
        storage = [:]
        if hasPending {
            for (key, value) in result where type(of: value) is PendingValue.Type {
                result[key] = PendingValue.finish(value)
            }
        }
        if let kept = keptUnknownKeys {
            keptUnknownKeys = nil
            Self.add(kept, under: &result)
        }
        return result
    }

    /// Keeps an ``UnknownKeys`` bag's entries until the object is finished, so the model's own values win.
    func keep(_ unknownKeys: [String: Any]) {
        guard var kept = keptUnknownKeys else {
            keptUnknownKeys = unknownKeys
            return
        }
        kept.merge(unknownKeys) { _, later in later }
        keptUnknownKeys = kept
    }

    /// Adds the kept entries the model did not write, merging into objects both wrote (as a key path's object).
    private static func add(_ kept: [String: Any], under result: inout [String: Any]) {
        for (key, value) in kept {
            guard let written = result[key] else {
                result[key] = value
                continue
            }
            guard type(of: written) == [String: Any].self, var object = written as? [String: Any],
                type(of: value) == [String: Any].self, let keptObject = value as? [String: Any]
            else { continue }
            add(keptObject, under: &object)
            result[key] = object
        }
    }

    @inline(__always)
    func set(_ value: Any, forKey key: String) {
        storage[key] = value
    }

    private func writer(ofSlot key: String) -> SlotOwner {
        recordedOwners.lastOwner(ofSlot: key) ?? .codingKey(key)
    }

    private func record(_ owner: SlotOwner, forSlot key: String) {
        guard owner != .codingKey(key) else { return }
        recordedOwners.record(owner, forSlot: key)
    }

    func claim(_ value: Any, forKey key: String, codingKey: String, pending: Bool) throws(SlotConflict) {
        if storage.updateValue(value, forKey: key) != nil {
            if tracksOwners {
                let previous = writer(ofSlot: key)
                let owner = SlotOwner.codingKey(codingKey)
                if previous != owner { throw SlotConflict(location: key, first: previous, second: owner) }
            }
        } else if tracksOwners {
            record(.codingKey(codingKey), forSlot: key)
        }
        if pending { hasPending = true }
    }

    /// The nested object or array at `key`, created when absent and shared when asked again, as with `JSONEncoder`.
    func claimContainer(
        forKey key: String, codingKey: String?, makeArray: Bool
    ) throws(SlotConflict) -> PendingValue {
        let owner = codingKey.map(SlotOwner.codingKey) ?? .route
        guard let existing = storage[key] else {
            let box: PendingValue =
                makeArray ? ArrayBox(tracksOwners: tracksOwners) : ObjectBox(tracksOwners: tracksOwners)
            if tracksOwners { record(owner, forSlot: key) }
            return install(box, key)
        }
        if tracksOwners {
            let previous = writer(ofSlot: key)
            if previous != owner { throw SlotConflict(location: key, first: previous, second: owner) }
        }
        if makeArray {
            if type(of: existing) == ArrayBox.self, let array = existing as? ArrayBox { return array }
            if type(of: existing) == [Any].self, let elements = existing as? [Any] {
                return install(ArrayBox(elements: elements, tracksOwners: tracksOwners), key)
            }
        } else {
            if type(of: existing) == ObjectBox.self, let object = existing as? ObjectBox { return object }
            if type(of: existing) == [String: Any].self, let dictionary = existing as? [String: Any] {
                return install(ObjectBox(storage: dictionary, tracksOwners: tracksOwners), key)
            }
        }
        // A scalar, or a container of the other kind, is there already: replacing it would lose it.
        throw SlotConflict(location: key, first: owner, second: owner, isKindMismatch: true)
    }

    private func install(_ box: PendingValue, _ key: String) -> PendingValue {
        storage[key] = box
        hasPending = true
        return box
    }
}

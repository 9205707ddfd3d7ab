import Foundation

/// A part of the output that is still being written: a nested object or array that containers write into by
/// reference, or the storage of a `superEncoder()`. Turned into a plain value once, when its parent is finished.
class PendingValue {
    /// The finished plain value: `[String: Any]`, `[Any]` or a scalar.
    func finish() -> Any { [String: Any]() }

    /// The finished value of `value` if it is pending, otherwise `value` itself.
    @inline(__always)
    static func finish(_ value: Any) -> Any {
        guard type(of: value) is PendingValue.Type else { return value }
        return (value as AnyObject as? PendingValue)?.finish() ?? value
    }
}

/// Who wrote a slot of an object or array while hints are in effect; used to detect two coding keys (or hints) that
/// write the same source location.
enum SlotOwner: Equatable {
    /// The value written for this coding key.
    case codingKey(String)
    /// An object or array created on the way along a key path, shared by every path through it.
    case route
}

/// The writers of an object's slots that are not the coding key of the same name, in the order written.
///
/// The first four are kept in place and only the rest in an array: a hinted object rarely renames more keys, and an
/// array allocated for every hinted object was 3% of a hinted encode.
struct SlotOwnerLog {
    private typealias Entry = (slot: String, owner: SlotOwner)
    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var fourth: Entry?
    private var more: [Entry] = []

    /// Records that `owner` wrote `slot`.
    mutating func record(_ owner: SlotOwner, forSlot slot: String) {
        let entry = (slot, owner)
        if first == nil {
            first = entry
        } else if second == nil {
            second = entry
        } else if third == nil {
            third = entry
        } else if fourth == nil {
            fourth = entry
        } else {
            more.append(entry)
        }
    }

    /// The owner recorded last for `slot`, if any.
    func lastOwner(ofSlot slot: String) -> SlotOwner? {
        if let entry = more.last(where: { $0.slot == slot }) { return entry.owner }
        for entry in [fourth, third, second, first] {
            if let entry, entry.slot == slot { return entry.owner }
        }
        return nil
    }
}

/// Two coding keys write the same source location, or a nested container is asked for where a value of another kind
/// was written (``isKindMismatch``).
struct SlotConflict: Error {
    let location: String
    let first: SlotOwner
    let second: SlotOwner
    var isKindMismatch = false
}

/// A nested container asked for under a key that already holds a value of another kind: a scalar, or a keyed
/// container where an unkeyed one is asked for (or the reverse). `JSONEncoder` traps; ModelMapper throws
/// `EncodingError.invalidValue` with Foundation's wording when the encode call finishes.
struct ContainerKindConflict: Error {
    let key: String

    /// Foundation's wording for the misuse.
    func message(makeArray: Bool, nestedKeyType: String) -> String {
        makeArray
            ? "Attempt to re-encode into nested UnkeyedEncodingContainer for key \"\(key)\" is invalid: keyed "
                + "container/simple value already encoded for this key"
            : "Attempt to re-encode into nested KeyedEncodingContainer<\(nestedKeyType)> for key \"\(key)\" is invalid: "
                + "non-keyed container already encoded for this key"
    }
}

/// An object under construction. Values are stored finished, except nested containers, which stay boxed until
/// ``finish()`` (only boxes that have any are scanned).
///
/// While hints are in effect the box detects two coding keys writing one key. It stays cheap: a slot's writer is
/// taken to be the coding key of the same name unless recorded otherwise, so only renamed writes are recorded, and
/// the record is searched only when a write finds the slot taken.
///
/// Its properties are `@exclusivity(unchecked)`: a box is written only by the encode call that made it, through
/// methods that never hand out overlapping accesses, and the run-time checks were an eighth of a hinted encode.
final class ObjectBox: PendingValue {
    @exclusivity(unchecked) var storage: [String: Any]
    @exclusivity(unchecked) var hasPending = false
    /// Whether hints are in effect for this object, so that colliding writes throw.
    @exclusivity(unchecked) var tracksOwners: Bool
    /// The writers of slots that are not the coding key of the same name, in the order written.
    @exclusivity(unchecked) private var recordedOwners = SlotOwnerLog()
    /// The entries of the model's ``UnknownKeys`` bags, written when the object is finished, under the model's values.
    @exclusivity(unchecked) private var keptUnknownKeys: [String: Any]?

    init(storage: [String: Any] = [:], tracksOwners: Bool = false) {
        self.storage = storage
        self.tracksOwners = tracksOwners
    }

    /// An empty box with room for `capacity` keys, so that writing them does not grow the dictionary step by step.
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

    /// Keeps the entries of an ``UnknownKeys`` bag, to be written when the object is finished: whatever the order of
    /// the model's properties, the model's own values win.
    func keep(_ unknownKeys: [String: Any]) {
        guard var kept = keptUnknownKeys else {
            keptUnknownKeys = unknownKeys
            return
        }
        kept.merge(unknownKeys) { _, later in later }
        keptUnknownKeys = kept
    }

    /// Adds kept entries to a finished object: a key the model wrote keeps the model's value, except that where both
    /// are objects the kept members the model did not write are added (the rest of an object a key path wrote into).
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

    /// Stores a value that no hint governs.
    @inline(__always)
    func set(_ value: Any, forKey key: String) {
        storage[key] = value
    }

    /// Who wrote the slot `key`.
    private func writer(ofSlot key: String) -> SlotOwner {
        recordedOwners.lastOwner(ofSlot: key) ?? .codingKey(key)
    }

    private func record(_ owner: SlotOwner, forSlot key: String) {
        guard owner != .codingKey(key) else { return }
        recordedOwners.record(owner, forSlot: key)
    }

    /// Stores a value for `codingKey` under `key`, checking that no other coding key wrote there.
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

    /// The nested object or array at `key` for `codingKey` (or for a key path running through, when `codingKey` is
    /// `nil`), created when absent. A nested container asked twice for the same key writes into the same place, as
    /// with `JSONEncoder`.
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

/// An array under construction; see ``ObjectBox``.
///
/// Its properties are `@exclusivity(unchecked)` for the reason given at ``ObjectBox``.
final class ArrayBox: PendingValue {
    @exclusivity(unchecked) var elements: [Any]
    @exclusivity(unchecked) var hasPending = false
    /// Set while hints write into this array by index: who wrote each element.
    @exclusivity(unchecked) var owners: [Int: SlotOwner]?

    init(elements: [Any] = [], tracksOwners: Bool = false) {
        self.elements = elements
        self.owners = tracksOwners ? [:] : nil
    }

    override func finish() -> Any { finishedArray() }

    func finishedArray() -> [Any] {
        var result = elements
        elements = []
        if hasPending {
            for index in result.indices where type(of: result[index]) is PendingValue.Type {
                result[index] = PendingValue.finish(result[index])
            }
        }
        return result
    }

    @inline(__always)
    func append(_ value: Any) {
        elements.append(value)
    }

    /// Makes the array at least `count` long, padding with `null`s that a later write may replace. Indices come
    /// from validated key paths, so `count` is at most ``SourcePath/maximumIndex`` + 1.
    private func pad(to count: Int) {
        guard elements.count < count else { return }
        elements.reserveCapacity(count)
        while elements.count < count { elements.append(Filler.shared) }
        hasPending = true
    }

    /// Stores a value for `codingKey` at `index`, padding the array with `null` up to it.
    func claim(_ value: Any, at index: Int, codingKey: String, pending: Bool) throws(SlotConflict) {
        let owner = SlotOwner.codingKey(codingKey)
        if let previous = owners?[index], previous != owner {
            throw SlotConflict(location: "[\(index)]", first: previous, second: owner)
        }
        pad(to: index + 1)
        owners?[index] = owner
        elements[index] = value
        if pending { hasPending = true }
    }

    /// The nested object or array at `index`, created when absent.
    func claimContainer(at index: Int, codingKey: String?, makeArray: Bool) throws(SlotConflict) -> PendingValue {
        let owner = codingKey.map(SlotOwner.codingKey) ?? .route
        if let previous = owners?[index], previous != owner {
            throw SlotConflict(location: "[\(index)]", first: previous, second: owner)
        }
        pad(to: index + 1)
        let existing = elements[index]
        if makeArray, type(of: existing) == ArrayBox.self, let array = existing as? ArrayBox { return array }
        if !makeArray, type(of: existing) == ObjectBox.self, let object = existing as? ObjectBox { return object }
        guard existing is Filler else {
            throw SlotConflict(location: "[\(index)]", first: owner, second: owner, isKindMismatch: true)
        }
        let box: PendingValue = makeArray ? ArrayBox(tracksOwners: true) : ObjectBox(tracksOwners: true)
        elements[index] = box
        owners?[index] = owner
        return box
    }
}

/// The `null` that pads an array written by index until something is written there. It has no state, so one
/// instance serves every array.
final class Filler: PendingValue, @unchecked Sendable {
    static let shared = Filler()
    override func finish() -> Any { NSNull() }
}

/// The storage behind a `superEncoder()`: whatever the super encoder encoded, or an empty object when it encoded
/// nothing, read when the container it belongs to is finished.
final class SuperEncoderSlot: PendingValue {
    let encoder: DictionaryEncoderImpl

    init(encoder: DictionaryEncoderImpl) {
        self.encoder = encoder
    }

    override func finish() -> Any {
        encoder.takeValue() ?? [String: Any]()
    }
}

import Foundation

/// An array under construction; see ``ObjectBox``.
///
/// Its properties are `@exclusivity(unchecked)` for the reason given at ``ObjectBox``.
final class ArrayBox: PendingValue {
    @exclusivity(unchecked) var elements: [Any]
    @exclusivity(unchecked) var hasPending = false
    /// Set while hints write into this array by index: who wrote each element.
    @exclusivity(unchecked) var owners: [Int: SlotOwner]?
    /// How many elements the array had when it was finished (its elements are handed over then): a container kept
    /// after its `encode(to:)` returned still counts them, as `JSONEncoder`'s does.
    @exclusivity(unchecked) private(set) var finishedCount = 0

    var count: Int { finishedCount + elements.count }

    init(elements: [Any] = [], tracksOwners: Bool = false) {
        self.elements = elements
        self.owners = tracksOwners ? [:] : nil
    }

    override func finish() -> Any { finishedArray() }

    func finishedArray() -> [Any] {
        var result = elements
        elements = []
        finishedCount += result.count
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

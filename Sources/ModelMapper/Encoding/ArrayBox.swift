import Foundation

/// An array under construction; see ``ObjectBox``, also for why its properties are `@exclusivity(unchecked)`.
final class ArrayBox: PendingValue {
    @exclusivity(unchecked) var elements: [Any]
    @exclusivity(unchecked) var hasPending = false
    /// Set while hints write into this array by index: who wrote each element.
    @exclusivity(unchecked) var owners: [Int: SlotOwner]?
    /// The elements handed over at finishing: a container kept after `encode(to:)` counts them, as `JSONEncoder`'s.
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

    /// Pads with replaceable `null`s; indices come from validated key paths (at most ``SourcePath/maximumIndex``).
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

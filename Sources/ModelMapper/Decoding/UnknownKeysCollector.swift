/// The ``UnknownKeys`` bags one decode handed out. A bag may be asked for before the model's other properties are
/// read, so it is filled once its object is done: when its `init(from:)` returns
/// (``DictionaryDecoderImpl/unbox(_:as:at:hints:)``), or, for an object decoded through a super decoder, when the
/// top-level decode returns. What it keeps is decided by ``HintedObject/unread(claiming:isModelKey:)`` from the
/// coding keys of every keyed container opened on the object, not from the order of the reads.
final class UnknownKeysCollector {
    private struct Pending {
        let storage: UnknownKeys.Storage
        let node: CodingPathNode
        let source: HintedObject
        /// The bag's own coding key: not a key the model reads, so a source key of that name is kept.
        let ownKey: String
    }

    private var pending: [Pending] = []

    var isEmpty: Bool { pending.isEmpty }

    /// An empty bag for the object `source` at `node`, filled later.
    func bag(for source: HintedObject, at node: CodingPathNode, ownKey: String) -> UnknownKeys {
        let storage = UnknownKeys.Storage([:])
        pending.append(Pending(storage: storage, node: node, source: source, ownKey: ownKey))
        return UnknownKeys(pending: storage)
    }

    /// Fills the bags of the object at `node` (of every object when `node` is `nil`). A kept value that no
    /// ``JSONValue`` can hold (a `URL`, a model instance) fails the decode, the first in key order: the bag promises to
    /// write back what it keeps, and must not drop it silently.
    func fill(at node: CodingPathNode?, decoder: DictionaryDecoderImpl) throws {
        var remaining: [Pending] = []
        for bag in pending {
            guard node == nil || bag.node === node else {
                remaining.append(bag)
                continue
            }
            // An inline model's object is its owner's, whose bag keeps what neither reads.
            if bag.node.isInline {
                bag.storage.fill([:])
                continue
            }
            let claims = bag.node.claims
            let unread = bag.source.unread(
                isModelKey: { name in name != bag.ownKey && claims.include(name) }, inlineParts: bag.node.inlineParts)
            var entries: [String: JSONValue] = [:]
            entries.reserveCapacity(unread.count)
            // In key order, so that the error names the same value in every run, whatever the hash seed.
            try unread.forEachEntry(inKeyOrder: true) { key, part in
                entries[key] = try decoder.unboxJSONValue(
                    part.value, at: ValueLocation(node: bag.node, key: AnyCodingKey(stringValue: key), step: .key(key)))
            }
            bag.storage.fill(entries)
        }
        pending = remaining
    }

    /// How many bags are waiting: a mark for ``discard(at:since:)``.
    var count: Int { pending.count }

    /// Forgets the bags at `node` registered since `mark` (a ``count`` taken when a decode began), whose decode threw.
    /// Earlier bags belong to a decode that goes on (the object of a failed single-value attempt).
    func discard(at node: CodingPathNode, since mark: Int) {
        guard mark < pending.count else { return }
        pending[mark...].removeAll { $0.node === node }
    }
}

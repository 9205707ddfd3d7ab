/// The ``UnknownKeys`` bags one decode handed out, each filled when the `init(from:)` of its object returns.
///
/// A bag may be asked for before the model's other properties are read (it is declared first), so what it keeps is
/// only known once the object is done. The decoder hands out a bag whose storage it fills then: right after the
/// object's `init(from:)` returns (``DictionaryDecoderImpl/unbox(_:as:at:hints:)``), or, for an object decoded some
/// other way (through a super decoder), when the top-level decode returns. What it keeps is decided by
/// ``HintedObject/unread(claiming:isModelKey:)`` from the coding keys of every keyed container opened on the
/// object, not from the order of the reads.
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

    /// Fills the bags of the object at `node` (of every object when `node` is `nil`).
    ///
    /// A kept value is a ``JSONValue``, the `Date` and `Data` leaves of property lists included; a value of any other
    /// type (a `URL`, a model instance) fails the decode, though no coding key reads it: the bag promises to write back
    /// what it keeps, and dropping the value silently would lose it.
    ///
    /// - Throws: `DecodingError.typeMismatch` for a kept value no ``JSONValue`` can hold (the first in key order), and
    ///   ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` for one nested too deep.
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
            // In key order, so that of two kept values that cannot be kept the error names the same one in every
            // run, whatever the hash seed.
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

    /// Forgets the bags at `node` that were registered after `mark` (a ``count`` taken when a decode began), whose
    /// decode threw; a bag registered before it belongs to a decode that goes on (the object a failed single-value
    /// attempt was made on) and is kept. Bags waiting before the mark are never filled by the decode that failed
    /// (it fills only the objects below it, whose bags came after), so the first `mark` stay where they are.
    func discard(at node: CodingPathNode, since mark: Int) {
        guard mark < pending.count else { return }
        pending[mark...].removeAll { $0.node === node }
    }
}

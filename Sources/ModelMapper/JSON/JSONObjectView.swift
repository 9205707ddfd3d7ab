import Foundation

/// An object of a ``JSONDocument`` read by comparing key bytes, each lookup starting after the last key found
/// (`Docs/Design.md#keys-compared-as-bytes`). Bytes decide only when all keys are distinct ASCII without escapes
/// (checked once) and the key asked for is ASCII, as `String` compares by canonical equivalence (Kelvin sign == `K`).
/// Otherwise, or once lookups have compared a few times the object's size in keys, it answers ``Lookup/undecided``
/// and the owner reads the members: out-of-order reads never cost more than a dictionary.
struct JSONObjectView {
    enum Lookup {
        /// The value under the key, as its token: ``JSONNode/shallowValue`` reads it, one level deep. (A token rather
        /// than the value, which a caller would copy out of the case and release with it.)
        case found(JSONNode)
        case missing
        /// The view cannot tell by comparing bytes; read the object's members instead.
        case undecided
    }

    private let document: JSONDocument
    private let object: Int
    private let count: Int
    /// The member the next lookup starts at: its ordinal and the index of its key's token.
    private var nextOrdinal = 0
    private var nextKey: Int
    /// How many more keys lookups may compare before the view gives up.
    private var budget: Int
    /// A bit for each key's hash (``hash(_:)``): a key whose bit is clear is missing without a search.
    private var presentMask: (UInt64, UInt64) = (0, 0)

    private static let pairwiseLimit = 8

    /// `nil` when bytes cannot decide lookups (see the type) or the keys are made to collide.
    init?(_ node: JSONNode) {
        let document = node.document
        let count = document.tokens[node.index].count
        self.document = document
        object = node.index
        self.count = count
        nextKey = node.index &+ 1
        budget = 4 &* count &+ 16
        guard let checked = Self.keysAreDistinctASCII(of: node.index, count: count, in: document, bytes: document.text)
        else { return nil }
        presentMask = checked
    }

    /// The scanned object the view reads.
    var node: JSONNode { JSONNode(document: document, index: object) }

    var members: [String: Any] { document.members(of: object) }

    /// Whether the object has the keys of `other`'s object, byte for byte and in the same order (``KeyShape``).
    func hasSameKeys(as other: JSONObjectView) -> Bool {
        guard count == other.count, presentMask == other.presentMask else { return false }
        if document === other.document, object == other.object { return true }
        let tokens = document.tokens
        let otherTokens = other.document.tokens
        let otherBytes = other.document.text
        var key = object &+ 1
        var otherKey = other.object &+ 1
        for _ in 0..<count {
            guard Self.equal(Self.text(tokens[key], in: document.text), otherTokens[otherKey], in: otherBytes) else {
                return false
            }
            key = Self.keyAfter(key, in: tokens)
            otherKey = Self.keyAfter(otherKey, in: otherTokens)
        }
        return true
    }

    mutating func lookup(_ name: String) -> Lookup {
        // A native string's bytes without a copy of the string, which would retain and release it.
        if let found = name.utf8.withContiguousStorageIfAvailable({ name in lookup(name, in: document.text) }) {
            return found
        }
        var name = name
        return name.withUTF8 { name in lookup(name, in: document.text) }
    }

    private mutating func lookup(_ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Lookup {
        guard count > 0 else { return Self.isASCII(name) ? .missing : .undecided }
        let tokens = document.tokens
        // The expected key first: one comparison when the model reads in the text's order.
        if Self.equal(name, tokens[nextKey], in: bytes) { return found(at: nextKey) }
        guard Self.isASCII(name) else { return .undecided }
        let bit = Self.maskBit(Self.hash(name))
        guard presentMask.0 & bit.0 | presentMask.1 & bit.1 != 0 else { return .missing }
        // Then the others, on from the expected one and round to it.
        var ordinal = nextOrdinal
        var key = nextKey
        for _ in 1..<count {
            ordinal &+= 1
            key = Self.keyAfter(key, in: tokens)
            if ordinal == count {
                ordinal = 0
                key = object &+ 1
            }
            budget &-= 1
            guard budget >= 0 else { return .undecided }
            if Self.equal(name, tokens[key], in: bytes) {
                nextOrdinal = ordinal
                return found(at: key)
            }
        }
        return .missing
    }

    /// The value of the key at `key`, as its token; the next lookup starts after it.
    @inline(__always)
    private mutating func found(at key: Int) -> Lookup {
        nextOrdinal &+= 1
        if nextOrdinal == count {
            nextOrdinal = 0
            nextKey = object &+ 1
        } else {
            nextKey = Self.keyAfter(key, in: document.tokens)
        }
        return .found(JSONNode(document: document, index: key &+ 1))
    }

    // MARK: Checking the keys

    @inline(__always)
    private static func equal(
        _ name: UnsafeBufferPointer<UInt8>, _ key: JSONDocument.Token, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard key.end &- key.start == name.count else { return false }
        guard name.count > 0 else { return true }
        guard let base = name.baseAddress, let text = bytes.baseAddress else { return false }
        return memcmp(base, text + key.start, name.count) == 0
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var union: UInt8 = 0
        for byte in bytes { union |= byte }
        return union < 0x80
    }

    @inline(__always)
    private static func text(_ key: JSONDocument.Token, in bytes: UnsafeBufferPointer<UInt8>)
        -> UnsafeBufferPointer<UInt8>
    {
        UnsafeBufferPointer(rebasing: bytes[key.start..<key.end])
    }

    /// A cheap hash of a key: its length, first and last eight bytes, mixed. Keys that differ only in between
    /// collide; the check below bounds what collisions cost.
    @inline(__always)
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        let count = key.count
        if count >= 8, let base = key.baseAddress {
            head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            tail = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
        } else {
            for byte in key { head = head << 8 | UInt64(byte) }
        }
        let mixed = (head ^ (tail << 29 | tail >> 35) ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 32)
    }

    /// The key token after the member whose key is at `key`: past the member's value and everything inside it.
    @inline(__always)
    private static func keyAfter(_ key: Int, in tokens: [JSONDocument.Token]) -> Int {
        tokens[key &+ 1].indexAfter(key &+ 1)
    }

    @inline(__always)
    private static func maskBit(_ hash: UInt64) -> (UInt64, UInt64) {
        let bit = hash >> 121
        return bit < 64 ? (1 << bit, 0) : (0, 1 << (bit & 63))
    }

    /// The keys' hash bits if all are distinct ASCII without escapes, else `nil`: pairwise up to ``pairwiseLimit``
    /// keys, then through an open-addressing table, giving up past four probes a key (keys made to collide).
    private static func keysAreDistinctASCII(
        of index: Int, count: Int, in document: JSONDocument, bytes: UnsafeBufferPointer<UInt8>
    ) -> (UInt64, UInt64)? {
        let tokens = document.tokens
        guard count > pairwiseLimit else {
            return maskOfKeys(of: index, count: count, in: tokens, bytes: bytes) { text, _, _, ordinal in
                var earlier = index &+ 1
                for _ in 0..<ordinal {
                    if equal(text, tokens[earlier], in: bytes) { return false }
                    earlier = keyAfter(earlier, in: tokens)
                }
                return true
            }
        }
        var bits = 4
        while 1 << bits < 2 &* count { bits &+= 1 }
        let slotMask = (1 << bits) &- 1
        var steps = 4 &* count
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 1 << bits) { table in
            table.initialize(repeating: -1)
            return maskOfKeys(of: index, count: count, in: tokens, bytes: bytes) { text, hash, key, _ in
                var slot = Int(truncatingIfNeeded: hash >> UInt64(64 &- bits))
                while table[slot] >= 0 {
                    if equal(text, tokens[table[slot]], in: bytes) { return false }
                    steps &-= 1
                    if steps < 0 { return false }
                    slot = (slot &+ 1) & slotMask
                }
                table[slot] = key
                return true
            }
        }
    }

    /// The keys' hash bits, or `nil` when a key is not plain ASCII or `isNew` rejects it.
    @inline(__always)
    private static func maskOfKeys(
        of index: Int, count: Int, in tokens: [JSONDocument.Token], bytes: UnsafeBufferPointer<UInt8>,
        _ isNew: (UnsafeBufferPointer<UInt8>, UInt64, Int, Int) -> Bool
    ) -> (UInt64, UInt64)? {
        var mask: (UInt64, UInt64) = (0, 0)
        var key = index &+ 1
        for ordinal in 0..<count {
            let token = tokens[key]
            guard token.flags == JSONDocument.Token.asciiFlag else { return nil }
            let text = text(token, in: bytes)
            let hash = hash(text)
            guard isNew(text, hash, key, ordinal) else { return nil }
            let bit = maskBit(hash)
            mask = (mask.0 | bit.0, mask.1 | bit.1)
            key = keyAfter(key, in: tokens)
        }
        return mask
    }
}

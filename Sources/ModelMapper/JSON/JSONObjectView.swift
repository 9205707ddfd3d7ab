import Foundation

/// An object of a ``JSONDocument`` read key by key without a dictionary: each key asked for is compared as bytes with
/// the keys in the text, starting after the last one found, as a model usually reads its keys in the order the
/// backend writes them (`Docs/Design.md#keys-compared-as-bytes`).
///
/// It answers exactly as the object's members (``JSONDocument/members(of:)``) looked up by `String` would, and only
/// where bytes decide that: every key of the object is ASCII text without escapes and no two are equal (checked once,
/// when the view is made), and the key asked for is ASCII. (A `String` compares by canonical equivalence, so a
/// non-ASCII key such as the Kelvin sign equals the ASCII `K`.) Where it cannot decide, or its lookups have compared
/// more keys than a few times the object's size, it says ``Lookup/undecided`` and its owner reads the members
/// instead, so that a model reading keys out of order never costs more than a dictionary would.
struct JSONObjectView {
    /// What a lookup found.
    enum Lookup {
        /// The value under the key, one level deep (``JSONDocument/shallowValue(at:)``).
        case found(Any)
        /// The object has no such key.
        case missing
        /// The view cannot tell by comparing bytes; read the object's members instead.
        case undecided
    }

    private let document: JSONDocument
    /// The object's token.
    private let object: Int
    private let count: Int
    /// The member the next lookup starts at: its ordinal and the index of its key's token.
    private var nextOrdinal = 0
    private var nextKey: Int
    /// How many more keys lookups may compare before the view gives up.
    private var budget: Int
    /// A bit for each key's hash (``hash(_:)``): a key whose bit is clear is missing without a search.
    private var presentMask: (UInt64, UInt64) = (0, 0)

    /// The objects up to this size are checked for equal keys pair by pair; larger ones through a hash table.
    private static let pairwiseLimit = 8

    /// A view of the object at `node`, or `nil` when bytes cannot decide its lookups: a key is not plain ASCII, two
    /// keys are equal, or checking that takes more than a few steps a key (keys made to collide).
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

    /// The object's members, as ``JSONDocument/members(of:)`` gives them.
    var members: [String: Any] { document.members(of: object) }

    /// Finds the value under `name`.
    mutating func lookup(_ name: String) -> Lookup {
        var name = name
        return name.withUTF8 { name in lookup(name, in: document.text) }
    }

    private mutating func lookup(_ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Lookup {
        guard count > 0 else { return Self.isASCII(name) ? .missing : .undecided }
        let tokens = document.tokens
        // The expected key first: one comparison when the model reads in the text's order.
        if Self.equal(name, tokens[nextKey], in: bytes) { return found(at: nextKey, in: bytes) }
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
                return found(at: key, in: bytes)
            }
        }
        return .missing
    }

    /// The value of the key at `key`; the next lookup starts after it.
    private mutating func found(at key: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Lookup {
        let value = document.shallowValue(at: key &+ 1, in: bytes)
        nextOrdinal &+= 1
        if nextOrdinal == count {
            nextOrdinal = 0
            nextKey = object &+ 1
        } else {
            nextKey = Self.keyAfter(key, in: document.tokens)
        }
        return .found(value)
    }

    // MARK: Checking the keys

    /// Whether the text of the key token `key` is exactly `name`.
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

    /// A key's text, for the checks.
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

    /// The bit of ``presentMask`` for a key's hash, as a mask of the two words.
    @inline(__always)
    private static func maskBit(_ hash: UInt64) -> (UInt64, UInt64) {
        let bit = hash >> 121
        return bit < 64 ? (1 << bit, 0) : (0, 1 << (bit & 63))
    }

    /// The bits of the keys' hashes when every key of the object at `index` is ASCII text without escapes and no
    /// two are equal; otherwise `nil`. Up to ``pairwiseLimit`` keys are compared pair by pair; more go through an
    /// open-addressing table of their hashes, and `nil` too when probing it takes more than four steps a key (keys
    /// made to collide).
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

    /// The bits of the hashes of the object's keys, or `nil` when a key is not plain ASCII or `isNew` (given its text,
    /// hash, token index and ordinal) says it is not new.
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

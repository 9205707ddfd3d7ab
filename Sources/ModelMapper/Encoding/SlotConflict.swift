/// Who wrote a slot under hints, to detect two coding keys (or hints) writing the same source location.
enum SlotOwner: Equatable {
    case codingKey(String)
    /// An object or array created on the way along a key path, shared by every path through it.
    case route
}

/// The writers of slots other than the same-named coding key, in order; four inline, as objects rarely rename more.
struct SlotOwnerLog {
    private typealias Entry = (slot: String, owner: SlotOwner)
    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var fourth: Entry?
    private var more: [Entry] = []

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

    func lastOwner(ofSlot slot: String) -> SlotOwner? {
        if let entry = more.last(where: { $0.slot == slot }) { return entry.owner }
        for entry in [fourth, third, second, first] {
            if let entry, entry.slot == slot { return entry.owner }
        }
        return nil
    }
}

/// Two coding keys write one source location, or (``isKindMismatch``) a container meets a value of another kind.
struct SlotConflict: Error {
    let location: String
    let first: SlotOwner
    let second: SlotOwner
    var isKindMismatch = false
}

/// A nested container asked for where a value of another kind is: `JSONEncoder` traps; ModelMapper throws
/// `EncodingError.invalidValue` with Foundation's wording when the encode call finishes.
struct ContainerKindConflict: Error {
    let key: String

    func message(makeArray: Bool, nestedKeyType: String) -> String {
        makeArray
            ? "Attempt to re-encode into nested UnkeyedEncodingContainer for key \"\(key)\" is invalid: keyed "
                + "container/simple value already encoded for this key"
            : "Attempt to re-encode into nested KeyedEncodingContainer<\(nestedKeyType)> for key \"\(key)\" is invalid: "
                + "non-keyed container already encoded for this key"
    }
}

/// Compares hint trees once per pair of distinct subtrees: time proportional to the trees' distinct parts.
struct HintTreeComparison {
    private var equalPairs = Set<HintTree.StoragePair>()

    /// Whether the trees have equal entries; `false` beyond 512 levels of nesting.
    mutating func equal(_ lhs: HintTree, _ rhs: HintTree, depth: Int) -> Bool {
        if lhs.identity == rhs.identity { return true }
        guard depth <= HintTree.maximumTreeDepth, lhs.hashValue == rhs.hashValue,
            lhs.entries.count == rhs.entries.count
        else { return false }
        let pair = HintTree.StoragePair(lhs: lhs.identity, rhs: rhs.identity)
        if equalPairs.contains(pair) { return true }
        for (key, hint) in lhs.entries {
            guard let other = rhs.entries[key], hint.source == other.source, hint.entries == other.entries else {
                return false
            }
            switch (hint.nestedTree, other.nestedTree) {
            case (nil, nil): continue
            case (let mine?, let theirs?): guard equal(mine, theirs, depth: depth + 1) else { return false }
            default: return false
            }
        }
        equalPairs.insert(pair)
        return true
    }
}

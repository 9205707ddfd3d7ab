/// Where a type's own hints (``HintProviding``) meet its call site's, for decoder and encoder alike: the call site
/// wins (``HintTree/merging(_:)``), and each pair of trees is merged once per coder call.
struct HintMerger {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let callSite: ObjectIdentifier
    }

    private struct Merged {
        /// Kept so that its identity, part of the key, is not reused by another tree during the call.
        let callSite: HintTree
        let result: HintTree
    }

    private var merged: [Key: Merged] = [:]
    /// The own hints of the types met so far, looked up once per type and coder call.
    private var ownHints = TypeCache<HintTree?>()

    /// The hints to write a value of `type` with: its own (under `recipe`) overridden by the call site's; `nil` when
    /// there are none. Throws `invalidHint` when the type's hints are malformed.
    mutating func hints(for type: Any.Type, callSite: HintTree?, recipe: String?) throws -> HintTree? {
        let own = try ownHints(of: type, recipe: recipe)
        guard own != nil else { return callSite }
        let result = hints(own: own, of: type, callSite: callSite ?? .empty)
        return result.isEmpty ? nil : result
    }

    private mutating func ownHints(of type: Any.Type, recipe: String?) throws -> HintTree? {
        try ownHints.value(for: type) { try ModelMapper.ownHints(of: type, recipe: recipe) }
    }

    mutating func hints(own: HintTree?, of type: Any.Type, callSite: HintTree) -> HintTree {
        guard let own, !own.isEmpty else { return callSite }
        if callSite.isEmpty { return own }
        let key = Key(type: ObjectIdentifier(type), callSite: callSite.identity)
        if let known = merged[key] { return known.result }
        let result = own.merging(callSite)
        merged[key] = Merged(callSite: callSite, result: result)
        return result
    }
}

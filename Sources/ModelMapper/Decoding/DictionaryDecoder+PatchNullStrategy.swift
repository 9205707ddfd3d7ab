extension DictionaryDecoder {
    /// What a `null` in a patch does in ``DictionaryDecoder/update(_:from:hints:)-(_,[String:Any],_)->T``.
    public enum PatchNullStrategy: Sendable, Hashable {
        /// As JSON Merge Patch (RFC 7386) says: `null` removes the member, so an optional becomes `nil`, a
        /// ``Default`` property its default, and a required property fails the update with `keyNotFound`.
        case remove
        /// A `null` in the patch is skipped: the current value stays, as if the member were absent.
        case ignore
    }
}

/// A ``JSONDocument`` value not read yet (a container, or a string that would be allocated), standing where a
/// `[String: Any]` tree holds the value; `TreeValue` reads it one level deep when asked. Two words, so an `Any` holds
/// it without allocating. A ``JSONObjectView`` also answers a lookup with the token of the value found, of any kind.
struct JSONNode: Sendable {
    let document: JSONDocument
    let index: Int

    var kind: JSONDocument.Kind { document.tokens[index].kind }

    /// The value of the token, one level deep (``JSONDocument/shallowValue(at:)``).
    @inline(__always)
    var shallowValue: Any { document.shallowValue(at: index, in: document.text) }
}

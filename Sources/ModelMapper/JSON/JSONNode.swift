/// A value of a ``JSONDocument`` not read yet: a container, or a string that would be allocated. It stands in the
/// values ``DictionaryDecoder`` walks where a `[String: Any]` tree would have the value itself, and `TreeValue`
/// reads it as that value when asked: an object's members and an array's elements one level deep, a string once.
///
/// Two words, so an `Any` holds it without an allocation.
struct JSONNode: Sendable {
    let document: JSONDocument
    let index: Int

    var kind: JSONDocument.Kind { document.tokens[index].kind }
}

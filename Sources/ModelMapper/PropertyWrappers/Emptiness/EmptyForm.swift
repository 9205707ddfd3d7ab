/// How a payload wrote that a field has no value: the key left out, `null`, or an empty string.
///
/// Legacy backends spell "none" in all three ways, sometimes for the same field in different records, and want each
/// record back as they sent it. The wrappers that read "none" as `nil` (or, for ``DelimitedList``, as an empty list)
/// remember which form they read, in their projected value, and write that form back:
///
/// ```swift
/// struct User: Codable {
///     @NilAsEmptyString var address2: String?   // "" ↔ nil; $address2 == .emptyString
///     @AbsentOrNull var phone: String?          // null ↔ nil, absent ↔ nil; $phone tells which
/// }
///
/// var user = try DictionaryDecoder().decode(User.self, from: ["phone": NSNull()])
/// // user.phone == nil, user.$phone == .null: encodes back as "phone": null
/// user.$phone = .absent  // now the key is left out
/// ```
///
/// A value that is not "none" keeps the form too: set the property back to `nil` and it writes the form it was read
/// with. A value the wrapper did not read (a model made in code) has the wrapper's own default form.
public enum EmptyForm: Sendable, Hashable, CaseIterable {
    /// The key is left out of its object. Outside an object (in an array, or as a whole payload), where no key can
    /// be left out, it is written as `null`.
    case absent
    /// The value is `null` (`NSNull()` in a tree).
    case null
    /// The value is the empty string `""`.
    case emptyString
}

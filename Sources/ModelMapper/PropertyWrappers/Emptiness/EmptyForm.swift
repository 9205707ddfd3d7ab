/// How a payload wrote that a field has no value: the key left out, `null`, or an empty string.
///
/// The wrappers that read "none" as `nil` (``NilAsEmptyString``, ``AbsentOrNull``, ``OptionalDateValue``, and
/// ``DelimitedList`` as an empty list) keep the form they read as their projected value and write it back, so that a
/// record comes back as it came: `user.$phone == .null`; set `user.$phone = .absent` to leave the key out instead.
public enum EmptyForm: Sendable, Hashable, CaseIterable {
    /// The key is left out of its object; outside an object, where no key can be left out, `null`.
    case absent
    /// The value is `null` (`NSNull()` in a tree).
    case null
    /// The value is the empty string `""`.
    case emptyString
}

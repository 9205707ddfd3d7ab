/// How a payload wrote that a field has no value: the key left out, `null`, or an empty string.
///
/// ``NilAsEmptyString``, ``AbsentOrNull``, ``OptionalDateValue`` and ``DelimitedList`` keep the form they read as
/// their projected value and write it back, with every coder and ``DictionaryReflector``: `user.$phone == .null`;
/// set `user.$phone = .absent` to leave the key out instead.
public enum EmptyForm: Sendable, Hashable, CaseIterable {
    /// The key is left out of its object; outside an object, where no key can be left out, `null`.
    case absent
    /// The value is `null` (`NSNull()` in a tree).
    case null
    /// The value is the empty string `""`.
    case emptyString
}

import Foundation

/// The keys of a backend object that the model does not know, kept so that encoding the model writes them back.
///
/// Declare one as a property of a model. ``DictionaryDecoder`` fills it with every source key of the model's object
/// that none of the model's coding keys reads or could read, in the backend's spelling and with the exact kind of
/// each value; ``DictionaryEncoder`` writes those entries back into the same object, not under the property's own
/// key, so that a payload decoded and encoded again with the same hints keeps the fields the model never named:
///
/// ```swift
/// struct Profile: Codable {
///     var name: String
///     var nickname: String?
///     var unknown = UnknownKeys()
/// }
///
/// let payload: [String: Any] = ["NAME": "Ada", "theme": "dark", "beta": true]
/// let hints: HintTree = ["name": "NAME"]
/// let profile = try DictionaryDecoder().decode(Profile.self, from: payload, hints: hints)
/// profile.unknown["theme"]  // "dark"
/// try DictionaryEncoder().encodeToDictionary(profile, hints: hints)  // ["NAME": "Ada", "theme": "dark", "beta": true]
/// ```
///
/// What is kept is exactly what the mapping report lists as the object's unmapped source keys:
///
/// - A key that a coding key reads, directly, through the key strategy or through its hint, is never kept, nor is
///   any other key a hint of the model names: every spelling of a candidate hint, both readings of a key that may
///   be a path. So a value the model drops (an optional set to `nil`) never comes back from the bag.
/// - A key path (`"user.name"`) names only its last key: the other members of `user` are kept, inside a `user`
///   object, and written back beside the value the model writes there. An empty `user` object is kept whole, so
///   `{"user": {}}` comes back as it was when the path's value is absent. A path through an array (`"tags[0]"`)
///   names the whole array.
/// - Each nested model, and each model in an array, keeps its own unknown keys in its own property.
/// - When the model and the bag write the same key, the model wins; where both write an object, the bag only adds
///   the members the model does not write.
///
/// A kept value keeps its exact kind, the leaves of property lists included: a `Date` or `Data` (or an `NSDate`,
/// `NSData`) that a property list, `UserDefaults` or Core Data holds under a key the model never reads is kept as
/// ``JSONValue/date(_:)`` or ``JSONValue/data(_:)``, and ``DictionaryEncoder`` writes it back as that leaf whatever
/// its date and data strategies: it goes back as it came. A value of any other type (a `URL`, a model instance put in
/// the tree) fails the decode with `DecodingError.typeMismatch` at that key (the first in key order), rather than
/// being dropped, since encoding could not write it back.
///
/// The bag is filled when the model's `init(from:)` returns, whatever the order of its properties: reading it inside
/// `init(from:)` finds it empty. Under ``DictionaryDecoder/KeyDecodingStrategy-swift.enum/caseInsensitive`` a key the
/// model reads claims every spelling of it that differs only in case (`NAME` and `Name` for `name`), as a candidate
/// hint claims all its spellings: the bag keeps what no key matches in any case.
///
/// With other coders (`JSONDecoder`, `JSONEncoder`), which cannot say what the other properties read, the bag is an
/// ordinary object under the property's own coding key: written there when it is not empty, read from there when
/// present, empty otherwise. It keeps nothing of the enclosing object.
public struct UnknownKeys: Sendable, Hashable {
    /// The entries, shared by the copies of a bag the decoder hands out before the model's `init(from:)` returns,
    /// and filled once when it does.
    final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        /// Guarded by `lock`.
        private var entries: [String: JSONValue]

        init(_ entries: [String: JSONValue]) {
            self.entries = entries
        }

        func read() -> [String: JSONValue] { lock.withLock { entries } }

        func fill(_ entries: [String: JSONValue]) { lock.withLock { self.entries = entries } }
    }

    private var storage: Storage

    /// Creates an empty bag.
    public init() {
        storage = Storage([:])
    }

    /// Creates a bag holding the given entries.
    ///
    /// - Parameter entries: The kept keys, in the backend's spelling, and their values.
    public init(_ entries: [String: JSONValue]) {
        storage = Storage(entries)
    }

    /// A bag the decoder fills later.
    init(pending storage: Storage) {
        self.storage = storage
    }

    /// The kept keys, in the backend's spelling, and their values.
    public var entries: [String: JSONValue] {
        get { storage.read() }
        set { storage = Storage(newValue) }
    }

    /// The value kept for a source key, or `nil`; setting `nil` removes the key.
    ///
    /// - Parameter key: The source key, in the backend's spelling.
    public subscript(key: String) -> JSONValue? {
        get { entries[key] }
        set {
            var entries = self.entries
            entries[key] = newValue
            self.entries = entries
        }
    }

    /// Whether no key is kept.
    public var isEmpty: Bool { entries.isEmpty }

    /// The kept keys, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// Two bags are equal when they keep the same keys with equal values.
    ///
    /// - Parameters:
    ///   - lhs: A bag.
    ///   - rhs: Another bag.
    /// - Returns: Whether the bags are equal.
    public static func == (lhs: UnknownKeys, rhs: UnknownKeys) -> Bool { lhs.entries == rhs.entries }

    /// Hashes the kept entries.
    ///
    /// - Parameter hasher: The hasher to use.
    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}

extension UnknownKeys: CustomDictionaryReflectable {
    /// The kept entries as an object, as ``DictionaryReflector`` writes the bag under its property's name: its keys
    /// and their values, not the bag's private storage.
    public var dictionaryRepresentation: Any { entries.mapValues(\.anyValue) }
}

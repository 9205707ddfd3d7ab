import Foundation

/// The keys of a backend object that the model does not know, kept so that encoding the model writes them back.
///
/// Declare one as a model property: ``DictionaryDecoder`` fills it, after `init(from:)`, with every source key no
/// coding key of the model reads or could read, values of their exact kind; ``DictionaryEncoder`` writes them back
/// into the same object. Other coders see an ordinary object under the property's key. <doc:KeepingAndUpdating>
/// gives the rules.
///
/// ```swift
/// struct Profile: Codable { var name: String; var unknown = UnknownKeys() }
/// let payload: [String: Any] = ["NAME": "Ada", "theme": "dark", "beta": true]
/// let hints: HintTree = ["name": "NAME"]
/// let profile = try DictionaryDecoder().decode(Profile.self, from: payload, hints: hints)
/// profile.unknown["theme"]  // "dark"
/// try DictionaryEncoder().encodeToDictionary(profile, hints: hints)  // ["NAME": "Ada", "theme": "dark", "beta": true]
/// ```
public struct UnknownKeys: Sendable, Hashable {
    /// The entries, shared by the copies handed out during the model's `init(from:)` and filled once it returns.
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

    /// Creates a bag holding the given entries, keyed in the backend's spelling.
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

    /// The value kept for a source key, in the backend's spelling, or `nil`; setting `nil` removes the key.
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
    public static func == (lhs: UnknownKeys, rhs: UnknownKeys) -> Bool { lhs.entries == rhs.entries }

    /// Hashes the kept entries.
    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}

extension UnknownKeys: CustomDictionaryReflectable {
    /// The kept entries as an object, not the bag's private storage.
    public var dictionaryRepresentation: Any { entries.mapValues(\.anyValue) }
}

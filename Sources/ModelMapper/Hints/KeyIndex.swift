import Foundation

/// The source keys of one object indexed by the key a strategy converts them to, built once per container when
/// the key decoding strategy is not `useDefaultKeys`.
struct KeyIndex {
    /// The source key each converted key is read from.
    private var sourceKeyByConvertedKey: [String: String]
    /// What each source key converts to that another source key, converting alike, is read for instead.
    private var convertedKeyByOutrankedSourceKey: [String: String] = [:]
    private let caseInsensitive: Bool

    /// Indexes the object's keys by what `convert` makes of each; `caseInsensitive` lowercases coding keys to look
    /// them up, and keeps the source spelling in `allKeys`.
    init(object: [String: Any], caseInsensitive: Bool, convert: (String) -> String) {
        self.caseInsensitive = caseInsensitive
        sourceKeyByConvertedKey = Dictionary(minimumCapacity: object.count)
        for sourceKey in object.keys { keep(sourceKey, as: convert(sourceKey)) { nil } }
    }

    /// Indexes only the keys of the object that `convert` changes, for a strategy whose coding key is tried as a
    /// source key first, and which leaves many keys as they are (`convertFromSnakeCase` leaves `id` and `text`):
    /// where the coding key is no source key, no key left as it is converts to it.
    init(changedKeysOf object: [String: Any], convert: (String) -> String) {
        caseInsensitive = false
        sourceKeyByConvertedKey = Dictionary(minimumCapacity: object.count)
        for sourceKey in object.keys {
            let converted = convert(sourceKey)
            guard converted != sourceKey else { continue }
            keep(sourceKey, as: converted) {
                // A source key spelled as the converted one, which converts to itself, competes with this one for it.
                object[converted] != nil && convert(converted) == converted ? converted : nil
            }
        }
    }

    /// Keeps the first in code-point order of the source keys converting to `converted`, whatever the dictionary's
    /// order: `sourceKey`, the one kept before, or, for the first, `competitor`. The others are outranked.
    private mutating func keep(_ sourceKey: String, as converted: String, competitor: () -> String?) {
        var outranked: String?
        Self.keep(sourceKey, in: &sourceKeyByConvertedKey[converted], outranked: &outranked, competitor: competitor)
        if let outranked, outranked != converted { convertedKeyByOutrankedSourceKey[outranked] = converted }
    }

    private static func keep(
        _ sourceKey: String, in kept: inout String?, outranked: inout String?, competitor: () -> String?
    ) {
        guard let existing = kept ?? competitor() else {
            kept = sourceKey
            return
        }
        if existing < sourceKey {
            kept = existing
            outranked = sourceKey
        } else {
            kept = sourceKey
            outranked = existing
        }
    }

    /// The source key a coding key is read from when no source key is spelled like it.
    func sourceKey(for codingKey: String) -> String? {
        sourceKeyByConvertedKey[caseInsensitive ? codingKey.lowercased() : codingKey]
    }

    /// What each source key a conversion changes converts to, for a walk over every key of the object (`allKeys`, the
    /// keys left unread); a key not in it stays as it is. Case-insensitive matching keeps every source spelling.
    func convertedKeyBySourceKey() -> [String: String] {
        guard !caseInsensitive else { return [:] }
        var converted = convertedKeyByOutrankedSourceKey
        for (convertedKey, sourceKey) in sourceKeyByConvertedKey where convertedKey != sourceKey {
            converted[sourceKey] = convertedKey
        }
        return converted
    }

    /// The source keys a strategy that reads a key's spelling alone has converted in one decode, so that the objects
    /// of a list convert each of their keys once. Holds at most ``limit`` keys; a decode with more converts the rest
    /// each time.
    struct Conversions {
        static let limit = 4096
        private var convertedBySourceKey: [String: String] = [:]

        /// `convert(sourceKey)`, converted the first time this key is asked for.
        mutating func converted(_ sourceKey: String, by convert: (String) -> String) -> String {
            if let converted = convertedBySourceKey[sourceKey] { return converted }
            let converted = convert(sourceKey)
            if convertedBySourceKey.count < Self.limit { convertedBySourceKey[sourceKey] = converted }
            return converted
        }

        /// How many conversions are kept.
        var count: Int { convertedBySourceKey.count }
    }

    /// Converts `snake_case` (or `kebab-case`) to `camelCase` exactly as `JSONDecoder.convertFromSnakeCase` does.
    static func camelCase(fromSeparated key: String, separator: Character) -> String {
        // Without a separator, the key is one component, kept as it is.
        guard key.contains(separator), let firstNonSeparator = key.firstIndex(where: { $0 != separator }) else {
            return key
        }
        var lastNonSeparator = key.index(before: key.endIndex)
        while lastNonSeparator > firstNonSeparator && key[lastNonSeparator] == separator {
            key.formIndex(before: &lastNonSeparator)
        }
        let keyRange = firstNonSeparator...lastNonSeparator
        let components = key[keyRange].split(separator: separator)
        let joined: String
        if components.count == 1 {
            joined = String(key[keyRange])
        } else {
            joined = ([components[0].lowercased()] + components.dropFirst().map(\.capitalized)).joined()
        }
        return String(key[..<firstNonSeparator]) + joined + String(key[key.index(after: lastNonSeparator)...])
    }
}

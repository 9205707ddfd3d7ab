import Foundation

/// The source keys of one object indexed by the key a strategy converts them to, built once per container when
/// the key decoding strategy is not `useDefaultKeys`.
struct KeyIndex {
    private let sourceKeyByConvertedKey: [String: String]
    private let convertedKeyBySourceKey: [String: String]
    private let caseInsensitive: Bool

    /// Indexes the object's keys by what `convert` makes of each; `caseInsensitive` lowercases coding keys to look
    /// them up, and keeps the source spelling in `allKeys`.
    init(object: [String: Any], caseInsensitive: Bool, convert: (String) -> String) {
        self.caseInsensitive = caseInsensitive
        var sourceKeyByConvertedKey: [String: String] = [:]
        var convertedKeyBySourceKey: [String: String] = [:]
        sourceKeyByConvertedKey.reserveCapacity(object.count)
        for sourceKey in object.keys {
            let converted = convert(sourceKey)
            convertedKeyBySourceKey[sourceKey] = converted
            // Of source keys converting alike, the first in code-point order wins, whatever the dictionary's order.
            if let existing = sourceKeyByConvertedKey[converted], existing < sourceKey { continue }
            sourceKeyByConvertedKey[converted] = sourceKey
        }
        self.sourceKeyByConvertedKey = sourceKeyByConvertedKey
        self.convertedKeyBySourceKey = convertedKeyBySourceKey
    }

    func sourceKey(for codingKey: String) -> String? {
        sourceKeyByConvertedKey[caseInsensitive ? codingKey.lowercased() : codingKey]
    }

    /// The key a source key converts to (for `allKeys`); case-insensitive matching keeps the source spelling.
    func convertedKey(forSourceKey sourceKey: String) -> String? {
        caseInsensitive ? sourceKey : convertedKeyBySourceKey[sourceKey]
    }

    /// Converts `snake_case` (or `kebab-case`) to `camelCase` exactly as `JSONDecoder.convertFromSnakeCase` does.
    static func camelCase(fromSeparated key: String, separator: Character) -> String {
        guard let firstNonSeparator = key.firstIndex(where: { $0 != separator }) else { return key }
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

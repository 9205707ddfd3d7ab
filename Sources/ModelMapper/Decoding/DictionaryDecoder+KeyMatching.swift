import Foundation

extension DictionaryDecoder.KeyDecodingStrategy {
    /// Whether keys match whatever their case.
    var isCaseInsensitive: Bool {
        if case .caseInsensitive = self { return true }
        return false
    }

    /// Whether the strategy converts a key by its spelling alone (every strategy but ``custom(_:)``, which also
    /// receives the coding path), so that the source key it reads for a coding key depends on the object's keys
    /// alone (``KeyShape``).
    var convertsEachKeyAlone: Bool {
        if case .custom = self { return false }
        return true
    }

    /// The object's keys indexed by what this strategy converts them to; `nil` under ``useDefaultKeys``. A
    /// ``custom(_:)`` closure receives the coding path of `node`; every other strategy converts a key by its spelling
    /// alone, so it converts each once per decode, through `conversions`.
    func keyIndex(
        for object: [String: Any], at node: CodingPathNode, conversions: inout KeyIndex.Conversions
    ) -> KeyIndex? {
        switch self {
        case .useDefaultKeys:
            return nil
        case .convertFromSnakeCase:
            return KeyIndex(changedKeysOf: object) {
                conversions.converted($0) { KeyIndex.camelCase(fromSeparated: $0, separator: "_") }
            }
        case .convertFromKebabCase:
            return KeyIndex(changedKeysOf: object) {
                conversions.converted($0) { KeyIndex.camelCase(fromSeparated: $0, separator: "-") }
            }
        case .caseInsensitive:
            return KeyIndex(object: object, caseInsensitive: true) { conversions.converted($0) { $0.lowercased() } }
        case .custom(let closure):
            let codingPath = node.codingPath
            return KeyIndex(object: object, caseInsensitive: false) {
                closure(codingPath + [AnyCodingKey(stringValue: $0)]).stringValue
            }
        }
    }
}

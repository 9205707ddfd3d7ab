import Foundation

extension DictionaryDecoder.KeyDecodingStrategy {
    /// Whether keys match whatever their case.
    var isCaseInsensitive: Bool {
        if case .caseInsensitive = self { return true }
        return false
    }

    /// The object's keys indexed by what this strategy converts them to, or `nil` when it converts nothing.
    ///
    /// - Parameters:
    ///   - object: The object whose keys are indexed.
    ///   - node: The object's place, whose coding path a ``custom(_:)`` closure receives.
    /// - Returns: The index, or `nil` under ``useDefaultKeys``.
    func keyIndex(for object: [String: Any], at node: CodingPathNode) -> KeyIndex? {
        switch self {
        case .useDefaultKeys:
            return nil
        case .convertFromSnakeCase:
            return KeyIndex(object: object, caseInsensitive: false) {
                KeyIndex.camelCase(fromSeparated: $0, separator: "_")
            }
        case .convertFromKebabCase:
            return KeyIndex(object: object, caseInsensitive: false) {
                KeyIndex.camelCase(fromSeparated: $0, separator: "-")
            }
        case .caseInsensitive:
            return KeyIndex(object: object, caseInsensitive: true) { $0.lowercased() }
        case .custom(let closure):
            let codingPath = node.codingPath
            return KeyIndex(object: object, caseInsensitive: false) {
                closure(codingPath + [AnyCodingKey(stringValue: $0)]).stringValue
            }
        }
    }
}

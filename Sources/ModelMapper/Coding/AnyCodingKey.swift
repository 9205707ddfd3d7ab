/// A coding key made at run time: array indices, `super`, the keys of dictionaries. An index key spells itself as
/// Foundation's coders do (`Index 3`), only when asked, so an element's location costs nothing until an error.
package struct AnyCodingKey: CodingKey, Sendable, Hashable {
    private enum Storage: Sendable, Hashable {
        case string(String)
        case int(Int)
        case index(Int)
        case dictionaryKey(String)
    }

    private let storage: Storage

    package init(stringValue: String) { storage = .string(stringValue) }

    package init(intValue: Int) { storage = .int(intValue) }

    package init(index: Int) { storage = .index(index) }

    /// The key of an entry of a dictionary the model decodes (`[String: Int]`): data from the source, which a
    /// report groups as it groups an array's elements and which never enters a monitored path.
    init(dictionaryKey: String) { storage = .dictionaryKey(dictionaryKey) }

    package var stringValue: String {
        switch storage {
        case .string(let string), .dictionaryKey(let string): string
        case .int(let int): "\(int)"
        case .index(let index): "Index \(index)"
        }
    }

    package var intValue: Int? {
        switch storage {
        case .string, .dictionaryKey: nil
        case .int(let int), .index(let int): int
        }
    }

    var isIndex: Bool {
        if case .index = storage { return true }
        return false
    }

    var isDictionaryKey: Bool {
        if case .dictionaryKey = storage { return true }
        return false
    }

    /// Whether `key` is an array element's or a dictionary entry's: a place a report and a monitor group as `[*]`.
    /// A model's own coding keys are most keys asked about: comparing their type first spares each a cast that fails.
    static func isElement(_ key: any CodingKey) -> Bool {
        guard type(of: key) == AnyCodingKey.self, let key = key as? AnyCodingKey else {
            return PathText.arrayIndex(of: key) != nil
        }
        return key.isIndex || key.isDictionaryKey
    }

    /// The key `superDecoder()` and `superEncoder()` use.
    package static let `super` = AnyCodingKey(stringValue: "super")
}

/// A coding key made at run time: array indices, `super`, and the keys of dictionaries.
///
/// An index key spells itself as Foundation's coders do (`Index 3`), and builds that string only when asked, so
/// describing an array element's location costs nothing until an error needs it.
package struct AnyCodingKey: CodingKey, Sendable, Hashable {
    private enum Storage: Sendable, Hashable {
        case string(String)
        case int(Int)
        case index(Int)
    }

    private let storage: Storage

    package init(stringValue: String) { storage = .string(stringValue) }

    package init(intValue: Int) { storage = .int(intValue) }

    /// The key of an array element.
    package init(index: Int) { storage = .index(index) }

    package var stringValue: String {
        switch storage {
        case .string(let string): string
        case .int(let int): "\(int)"
        case .index(let index): "Index \(index)"
        }
    }

    package var intValue: Int? {
        switch storage {
        case .string: nil
        case .int(let int), .index(let int): int
        }
    }

    /// Whether the key is an array element's (made by ``init(index:)``).
    var isIndex: Bool {
        if case .index = storage { return true }
        return false
    }

    /// The key `superDecoder()` and `superEncoder()` use.
    package static let `super` = AnyCodingKey(stringValue: "super")
}

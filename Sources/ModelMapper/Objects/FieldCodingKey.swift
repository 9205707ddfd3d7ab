/// A ``Field``'s coding key: it describes itself as a synthesized `CodingKeys` case (errors read the same), and makes
/// no key from a string, so a container keyed by it claims only the keys its fields read.
struct FieldCodingKey: CodingKey, Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    let stringValue: String

    init(_ name: String) { stringValue = name }

    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }

    var intValue: Int? { nil }

    var description: String { "CodingKeys(stringValue: \"\(stringValue)\", intValue: nil)" }
    var debugDescription: String { description }
}

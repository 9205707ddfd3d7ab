/// The coding key of a ``Field``: its declared key or its property's name.
///
/// It describes itself as a synthesized `CodingKeys` case does, so that an error about a field reads exactly as the
/// same error of a synthesized or hand-written conformance. It makes no key from a string
/// (`init(stringValue:)` is `nil`): a container keyed by it lists no keys, and with ``DictionaryDecoder`` claims, for
/// an ``UnknownKeys`` bag and the report, only the keys its fields read.
struct FieldCodingKey: CodingKey, Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    let stringValue: String

    init(_ name: String) { stringValue = name }

    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }

    var intValue: Int? { nil }

    var description: String { "CodingKeys(stringValue: \"\(stringValue)\", intValue: nil)" }
    var debugDescription: String { description }
}

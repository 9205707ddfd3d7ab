import Foundation
import ModelMapper

/// The scalars a probe hands a model: the sample's value of the right kind, else `false`, `0` or `""` (thrown away).
enum ProbeScalars {
    static func bool(_ value: Any?) -> Bool {
        guard let value else { return false }
        if let bool = TreeValue.bool(value) { return bool }
        if case .int(let int) = TreeValue.number(value) { return int == 1 }
        return false
    }

    static func string(_ value: Any?) -> String {
        guard let value else { return "" }
        if let string = TreeValue.string(value) { return string }
        switch TreeValue.number(value) {
        case .int(let int): return String(int)
        case .uint(let uint): return String(uint)
        case .double(let double): return String(double)
        case .decimal(let decimal): return "\(decimal)"
        case nil: return ""
        }
    }

    static func double(_ value: Any?) -> Double {
        guard let value else { return 0 }
        switch TreeValue.number(value) {
        case .int(let int): return Double(int)
        case .uint(let uint): return Double(uint)
        case .double(let double): return double
        case .decimal(let decimal): return NSDecimalNumber(decimal: decimal).doubleValue
        case nil: return TreeValue.string(value).flatMap(Double.init) ?? 0
        }
    }

    static func integer<I: FixedWidthInteger>(_ value: Any?) -> I {
        guard let value else { return 0 }
        switch TreeValue.number(value) {
        case .int(let int): return I(exactly: int) ?? 0
        case .uint(let uint): return I(exactly: uint) ?? 0
        case .double(let double): return I(exactly: double) ?? 0
        case .decimal, nil: return TreeValue.string(value).flatMap { I($0) } ?? 0
        }
    }

    static func mismatch(_ type: Any.Type, _ codingPath: [any CodingKey]) -> DecodingError {
        DecodingFailure.typeMismatch(type, codingPath: codingPath, "The probe has no \(type) here")
    }
}

/// A decoder over one sample value (or none) that records each coding key asked for, where, and serves the best match.
final class ProbeDecoder: Decoder {
    let probe: SuggestionProbe
    /// The source value; `nil` when the sample has none here (the model is still asked what it reads).
    let value: Any?
    let slot: SuggestionKeyNode
    let arrayDepth: Int
    let codingPath: [any CodingKey]
    let depth: Int
    let dataKeys: Bool
    let inline: SuggestionInline?
    /// How many decoders up to this one have no value: the first pass decodes missing models only a few levels deep.
    let absentDepth: Int
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The object read, shared by every keyed container of this decoder (a class and its superclass).
    private var visit: SuggestionVisit?

    init(
        probe: SuggestionProbe, value: Any?, slot: SuggestionKeyNode, arrayDepth: Int, codingPath: [any CodingKey],
        depth: Int = 0, dataKeys: Bool = false, inline: SuggestionInline? = nil, absentDepth: Int = 0
    ) {
        self.probe = probe
        self.value = value.flatMap { TreeValue.isNull($0) ? nil : $0 }
        self.slot = slot
        self.arrayDepth = arrayDepth
        self.codingPath = codingPath
        self.depth = depth
        self.dataKeys = dataKeys
        self.inline = inline
        self.absentDepth = absentDepth
    }

    func readingDataKeys() -> ProbeDecoder {
        ProbeDecoder(
            probe: probe, value: value, slot: slot, arrayDepth: arrayDepth, codingPath: codingPath, depth: depth + 1,
            dataKeys: true, absentDepth: absentDepth)
    }

    /// A decoder for a value below this one; `inline` when the value is an inline model's (the parent's object).
    func child(
        _ value: Any?, slot: SuggestionKeyNode, arrayDepth: Int, key: any CodingKey, inline: SuggestionInline? = nil
    ) -> ProbeDecoder {
        ProbeDecoder(
            probe: probe, value: value, slot: slot, arrayDepth: arrayDepth, codingPath: codingPath + [key],
            depth: depth + 1, inline: inline, absentDepth: value == nil ? absentDepth + 1 : 0)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let source = value.flatMap(TreeValue.dictionary)
        let object = source ?? [:]
        if dataKeys { return KeyedDecodingContainer(ProbeDataKeyedContainer<Key>(decoder: self, object: object)) }
        let node: SuggestionObjectNode
        if let existing = slot.child {
            node = existing
        } else {
            node = SuggestionObjectNode()
            slot.child = node
            slot.childArrayDepth = arrayDepth
        }
        let visit: SuggestionVisit
        if let existing = self.visit {
            visit = existing
        } else {
            visit = SuggestionVisit(object: object, sample: probe.sample, present: source != nil, inline: inline)
            node.visits.append(visit)
            probe.visited(visit, in: node)
            self.visit = visit
        }
        return KeyedDecodingContainer(ProbeKeyedContainer<Key>(decoder: self, node: node, visit: visit))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProbeUnkeyedContainer(decoder: self, elements: value.flatMap(TreeValue.array) ?? [])
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ProbeSingleValueContainer(decoder: self)
    }
}

import Foundation
import ModelMapper

/// Builds hint trees out of the fuzzer's bytes: typed trees made with every ``Hint`` factory (keys, key paths with
/// array indices up to `Int.max`, string literals that look like paths, escaped dots, candidates, key patterns,
/// entries keyed into any field, nested trees, inline models, wire forms, key paths of up to 100 000 segments,
/// malformed entries), and legacy hint dictionaries, including malformed ones, self-containing ones, and ones that
/// share a sub-dictionary at every level.
///
/// Input bytes below 128 choose what the generator always chose, so that the committed seeds still describe the
/// hints they were saved with.
struct FuzzHintGenerator {
    var reader: FuzzByteReader
    private var cyclicHints: [NSMutableDictionary] = []

    init(reader: FuzzByteReader) {
        self.reader = reader
    }

    /// A typed hint tree of up to four entries, nested up to four levels. A tree of four also gets ten entries that
    /// rename keys no model reads, so that it hashes keys to find their hints and its objects' decodes follow plans
    /// (`DecodePlan`); the filler takes no bytes, so the committed seeds read as before.
    mutating func tree(depth: Int = 0) -> HintTree {
        var entries: [String: Hint] = [:]
        let count = depth > 3 ? 0 : reader.choice(5)
        for _ in 0..<count { entries[reader.string()] = hint(depth: depth) }
        if count == 4 {
            for index in 0..<10 { entries["fuzz.filler\(index)"] = .key("FILLER\(index)") }
        }
        return HintTree(entries)
    }

    /// One hint of any kind, with nested hints one time in four.
    private mutating func hint(depth: Int) -> Hint {
        let nested: HintTree? = reader.choice(4) == 0 ? tree(depth: depth + 1) : nil
        // Bytes below 128 choose among the kinds the generator always made, as they always did (`byte % 6`); the
        // others choose among the newer kinds.
        let kind = reader.byte()
        switch kind < 128 ? Int(kind) % 6 : 6 + Int(kind & 0x7F) % 14 {
        case 0: return .key(reader.string(), nested: nested ?? .empty)
        case 1: return .path(reader.string(), nested: nested ?? .empty)
        case 2:
            let candidates = (0..<reader.choice(4)).map { _ in reader.string() }
            return .candidates(candidates, nested: nested ?? .empty)
        case 3: return .nested(nested ?? tree(depth: depth + 1))
        case 4: return Hint(stringLiteral: reader.string()).withNestedHints(nested ?? .empty)
        case 5: return Hint(stringLiteral: reader.string())
        case 6: return .keyPattern(keyPattern(), nested: nested ?? .empty)
        case 7, 8:
            // Entries keyed into any field ("value" included), over any source kind.
            let base: Hint
            switch reader.choice(4) {
            case 0: base = .keyPattern(keyPattern(), nested: nested ?? .empty)
            case 1: base = .key(reader.string(), nested: nested ?? .empty)
            case 2: base = .path(pathText(), nested: nested ?? .empty)
            default: base = Hint(stringLiteral: reader.string()).withNestedHints(nested ?? .empty)
            }
            return base.entries(
                keyedInto: reader.string(), order: [.ascending, .descending, .numeric][reader.choice(3)])
        case 9: return .path(pathText(), nested: nested ?? .empty)
        case 10: return Hint(stringLiteral: pathText()).withNestedHints(nested ?? .empty)
        case 11: return .candidates((0..<reader.choice(4)).map { _ in pathText() }, nested: nested ?? .empty)
        case 12: return .path(longPath(), nested: nested ?? .empty)
        case 13: return Hint(stringLiteral: longPath())
        case 14: return [reader.string(), pathText()]
        case 15: return .key(pathText(), nested: nested ?? .empty)
        // An inline model: read from, and written into, the object its parent is read from.
        case 16: return .inline(nested ?? tree(depth: depth + 1))
        case 17: return .inline()
        // A value's wire form, valid or not, on a key or on a literal that may spell a path.
        case 18: return Hint.key(reader.string(), nested: nested ?? .empty).wire(wireForm())
        default: return Hint(stringLiteral: pathText()).wire(wireForm())
        }
    }

    /// A wire form: text, a flag of any two spellings (equal ones are invalid), or a grouped number with -3 to 41
    /// fraction digits (outside 0...38 invalid).
    private mutating func wireForm() -> Hint.WireForm {
        switch reader.choice(3) {
        case 0: .text
        case 1: .flag(true: reader.string(), false: reader.string())
        default: .groupedNumber(fractionDigits: reader.choice(45) - 3)
        }
    }

    /// A prefix or suffix pattern over a vocabulary word or raw bytes.
    private mutating func keyPattern() -> Hint.KeyPattern {
        reader.bool() ? .prefix(reader.string()) : .suffix(reader.string())
    }

    /// A key path: keys (some with escaped dots and brackets) and array indices, from 0 up to `Int.max`.
    mutating func pathText() -> String {
        var text = ""
        for position in 0..<(1 + reader.choice(4)) {
            if position > 0 || reader.choice(8) == 0 { text += reader.choice(6) == 0 ? "\\." : "." }
            text += reader.choice(5) == 0 ? escaped(reader.string()) : reader.string()
            for _ in 0..<reader.choice(3) { text += "[\(index())]" }
        }
        return text
    }

    /// An array index: small ones that meet real arrays, large ones, and the largest an `Int` holds (padding an
    /// array up to it overflows).
    mutating func index() -> String {
        switch reader.choice(8) {
        case 0: "9223372036854775807"
        case 1: "10000000"
        case 2: String(reader.uint64() >> UInt64(reader.choice(64)))
        case 3: "-1"
        case 4: "99999999999999999999"
        default: String(reader.choice(4))
        }
    }

    /// A key path of 2 up to 100 000 segments, sometimes with an index at every step.
    private mutating func longPath() -> String {
        let segments = [2, 64, 1_000, 10_000, 100_000][reader.choice(5)]
        let key = reader.string()
        let step = reader.bool() ? "\(key)[0]" : key
        return Array(repeating: step, count: segments).joined(separator: ".")
    }

    /// A key with its dots, brackets and backslashes escaped, so that the path reads it as one key.
    private func escaped(_ key: String) -> String {
        var text = ""
        for character in key {
            if character == "." || character == "[" || character == "]" || character == "\\" { text += "\\" }
            text.append(character)
        }
        return text
    }

    /// A legacy hint dictionary; some entries are malformed on purpose, one may contain itself, and one may share a
    /// sub-dictionary at every level.
    ///
    /// - Parameters:
    ///   - depth: How deep this dictionary is in the one being built.
    ///   - bridged: Whether the dictionary will be bridged to an `NSDictionary`. Bridging copies a Swift dictionary
    ///     shared at every level once per path to it (2^levels copies), so such a dictionary shares Foundation ones.
    /// - Returns: The legacy hint dictionary.
    mutating func legacy(depth: Int = 0, bridged: Bool = false) -> [String: Any] {
        var result: [String: Any] = [:]
        let count = depth > 3 ? 0 : reader.choice(5)
        for _ in 0..<count {
            let key = reader.string()
            // Bytes below 128 choose among the entries the generator always made, as they always did (`byte % 8`);
            // the others choose among the newer ones.
            let kind = reader.byte()
            switch kind < 128 ? Int(kind) % 8 : 8 + Int(kind & 0x7F) % 8 {
            case 0: result[key] = legacy(depth: depth + 1, bridged: bridged)
            case 1: result[key] = (0..<reader.choice(3)).map { _ in reader.string() }
            case 2: result[key] = [reader.string(), Int(reader.byte())] as [Any]
            case 3: result[key] = Int(reader.byte())
            case 4:
                let cyclic = NSMutableDictionary()
                cyclic[NSString(string: reader.string())] = NSString(string: reader.string())
                cyclic[NSString(string: reader.string())] = cyclic
                cyclicHints.append(cyclic)
                result[key] = cyclic
            case 5: result[key] = NSNull()
            case 6, 7: result[key] = reader.string()
            case 8: result[key] = bridged ? sharedFoundationLevels() : sharedLevels()
            case 9, 10: result[key] = pathText()
            case 11: result[key] = longPath()
            case 12: result[key] = (0..<(1 + reader.choice(3))).map { _ in pathText() }
            case 13: result[key] = NSMutableDictionary(dictionary: legacy(depth: depth + 1, bridged: true))
            case 14: result[key] = [String]()
            default: result[key] = ""
            }
        }
        return result
    }

    /// One dictionary shared by two keys at every level, up to 31 levels: `d = ["A": d, "B": d, "name": "NAME"]`.
    /// A parser that walks it as a tree does 2^levels work.
    private mutating func sharedLevels() -> [String: Any] {
        let levels = reader.choice(32)
        let first = reader.string()
        let second = reader.string()
        var shared: [String: Any] = ["name": reader.string()]
        for _ in 0..<levels {
            // Assigned one by one: the keys come from the input and may be equal.
            var level: [String: Any] = ["name": "NAME"]
            level[first] = shared
            level[second] = shared
            shared = level
        }
        return shared
    }

    /// ``sharedLevels()`` built of `NSDictionary`s, which bridging leaves as they are.
    private mutating func sharedFoundationLevels() -> NSDictionary {
        let levels = reader.choice(32)
        let first = NSString(string: reader.string())
        let second = NSString(string: reader.string())
        var shared = NSMutableDictionary(dictionary: ["name": reader.string()])
        for _ in 0..<levels {
            let level = NSMutableDictionary(dictionary: ["name": "NAME"])
            level[first] = shared
            level[second] = shared
            shared = level
        }
        return shared
    }

    /// Empties the self-containing hint dictionaries, which breaks their cycles.
    func breakCycles() {
        for dictionary in cyclicHints { dictionary.removeAllObjects() }
    }
}

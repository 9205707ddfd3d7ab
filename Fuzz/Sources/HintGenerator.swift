import Foundation
import ModelMapper

/// Builds hint trees out of the fuzzer's bytes: typed trees made with every ``Hint`` factory (keys, key paths,
/// candidates, nested trees, malformed entries), and legacy hint dictionaries, including malformed and
/// self-containing ones.
struct FuzzHintGenerator {
    var reader: FuzzByteReader
    private var cyclicHints: [NSMutableDictionary] = []

    init(reader: FuzzByteReader) {
        self.reader = reader
    }

    mutating func tree(depth: Int = 0) -> HintTree {
        var entries: [String: Hint] = [:]
        let count = depth > 3 ? 0 : reader.choice(5)
        for _ in 0..<count { entries[reader.string()] = hint(depth: depth) }
        return HintTree(entries)
    }

    private mutating func hint(depth: Int) -> Hint {
        let nested: HintTree? = reader.choice(4) == 0 ? tree(depth: depth + 1) : nil
        switch reader.choice(6) {
        case 0: return .key(reader.string(), nested: nested)
        case 1: return .path(reader.string(), nested: nested)
        case 2:
            let candidates = (0..<reader.choice(4)).map { _ in reader.string() }
            return .candidates(candidates, nested: nested)
        case 3: return .nested(nested ?? tree(depth: depth + 1))
        case 4: return Hint(stringLiteral: reader.string()).nested(nested ?? .empty)
        default: return Hint(stringLiteral: reader.string())
        }
    }

    /// A legacy hint dictionary; some entries are malformed on purpose, and one may contain itself.
    mutating func legacy(depth: Int = 0) -> [String: Any] {
        var result: [String: Any] = [:]
        let count = depth > 3 ? 0 : reader.choice(5)
        for _ in 0..<count {
            let key = reader.string()
            switch reader.choice(8) {
            case 0: result[key] = legacy(depth: depth + 1)
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
            default: result[key] = reader.string()
            }
        }
        return result
    }

    /// Empties the self-containing hint dictionaries, which breaks their cycles.
    func breakCycles() {
        for dictionary in cyclicHints { dictionary.removeAllObjects() }
    }
}

import Foundation

/// Builds a source tree out of the fuzzer's bytes: native Swift values, Foundation objects, values of every
/// integer width, non-finite floats and dates, optionals, non-string keys, and Foundation containers that contain
/// themselves.
///
/// Self-containing containers are retain cycles; ``breakCycles()`` empties every Foundation container the generator
/// made, so that LeakSanitizer reports only what the library leaks.
struct FuzzNativeTreeGenerator {
    var reader: FuzzByteReader
    /// The deepest nesting the generator builds by recursion (a chain opcode builds deeper trees iteratively).
    let maximumDepth = 24
    private var budget = 4_000
    private var mutableDictionaries: [NSMutableDictionary] = []
    private var mutableArrays: [NSMutableArray] = []
    /// Containers open on the way down, which a cycle opcode may refer back to.
    private var openDictionaries: [NSMutableDictionary] = []
    private var openArrays: [NSMutableArray] = []

    init(reader: FuzzByteReader) {
        self.reader = reader
    }

    mutating func value(depth: Int = 0) -> Any {
        budget -= 1
        guard depth < maximumDepth, budget > 0 else { return scalar() }
        switch reader.choice(16) {
        case 0, 1, 2: return dictionary(depth: depth)
        case 3, 4: return array(depth: depth)
        case 5: return foundationDictionary(depth: depth)
        case 6: return foundationArray(depth: depth)
        case 7: return backReference()
        case 8: return nonStringKeyedDictionary(depth: depth)
        case 9: return chain()
        case 10: return optional(depth: depth)
        default: return scalar()
        }
    }

    mutating func scalar() -> Any {
        switch reader.choice(32) {
        case 0: return Int(bitPattern: UInt(reader.uint64()))
        case 1: return Int8(truncatingIfNeeded: reader.uint64())
        case 2: return Int16(truncatingIfNeeded: reader.uint64())
        case 3: return Int32(truncatingIfNeeded: reader.uint64())
        case 4: return Int64(bitPattern: reader.uint64())
        case 5: return UInt(reader.uint64())
        case 6: return UInt8(truncatingIfNeeded: reader.uint64())
        case 7: return UInt16(truncatingIfNeeded: reader.uint64())
        case 8: return UInt32(truncatingIfNeeded: reader.uint64())
        case 9: return reader.uint64()
        case 10: return Double(bitPattern: reader.uint64())
        case 11: return Float(bitPattern: UInt32(truncatingIfNeeded: reader.uint64()))
        case 12:
            return [Double.nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude][
                reader.choice(6)]
        case 13: return reader.bool()
        case 14: return NSNumber(value: reader.bool())
        case 15: return NSNumber(value: Int64(bitPattern: reader.uint64()))
        case 16: return NSNumber(value: reader.uint64())
        case 17: return NSNumber(value: Double(bitPattern: reader.uint64()))
        case 18: return NSNumber(value: Int8(truncatingIfNeeded: reader.uint64()))
        case 19: return NSNull()
        case 20: return NSString(string: reader.string())
        case 21: return reader.data()
        case 22: return Date(timeIntervalSinceReferenceDate: Double(Int32(truncatingIfNeeded: reader.uint64())))
        case 23: return Decimal(string: reader.string()) ?? Decimal(Int64(bitPattern: reader.uint64()))
        case 24: return NSDecimalNumber(string: reader.string())
        case 25: return Optional<Int>.none as Any
        case 26: return FuzzOpaque()
        case 27: return String(repeating: reader.string(), count: Int(reader.byte()) * 16)
        case 28:
            // Dates no formatter can write: NaN, infinities, and far beyond year 9999.
            return Date(timeIntervalSinceReferenceDate: [.nan, .infinity, -.infinity, 1e18][reader.choice(4)])
        default: return reader.string()
        }
    }

    private mutating func count() -> Int {
        let byte = reader.byte()
        return byte < 250 ? Int(byte % 6) : Int(byte - 249) * 200
    }

    private mutating func dictionary(depth: Int) -> Any {
        var result: [String: Any] = [:]
        for _ in 0..<count() where budget > 0 { result[reader.string()] = value(depth: depth + 1) }
        return result
    }

    private mutating func array(depth: Int) -> Any {
        var result: [Any] = []
        let count = count()
        if count >= 200 {
            // Long arrays of one scalar: size without one byte per element.
            let element = scalar()
            return [Any](repeating: element, count: count)
        }
        for _ in 0..<count where budget > 0 { result.append(value(depth: depth + 1)) }
        return result
    }

    private mutating func foundationDictionary(depth: Int) -> Any {
        let result = NSMutableDictionary()
        mutableDictionaries.append(result)
        openDictionaries.append(result)
        defer { openDictionaries.removeLast() }
        for _ in 0..<count() where budget > 0 {
            result[NSString(string: reader.string())] = value(depth: depth + 1)
        }
        return result
    }

    private mutating func foundationArray(depth: Int) -> Any {
        let result = NSMutableArray()
        mutableArrays.append(result)
        openArrays.append(result)
        defer { openArrays.removeLast() }
        for _ in 0..<count() where budget > 0 { result.add(value(depth: depth + 1)) }
        return result
    }

    /// A Foundation container that is still being filled: a cycle once it is stored inside itself.
    private mutating func backReference() -> Any {
        if reader.bool(), let dictionary = openDictionaries.last { return dictionary }
        if let array = openArrays.last { return array }
        return openDictionaries.last ?? scalar()
    }

    private mutating func nonStringKeyedDictionary(depth: Int) -> Any {
        if reader.bool() {
            let result = NSMutableDictionary()
            mutableDictionaries.append(result)
            result[NSNumber(value: reader.byte())] = value(depth: depth + 1)
            result[NSString(string: reader.string())] = value(depth: depth + 1)
            return result
        }
        var result: [AnyHashable: Any] = [:]
        result[AnyHashable(Int(reader.byte()))] = value(depth: depth + 1)
        result[AnyHashable(reader.string())] = value(depth: depth + 1)
        return result
    }

    /// A chain of single-element arrays or single-key dictionaries, up to 1 020 levels deep: past every
    /// depth limit without recursing in the generator.
    private mutating func chain() -> Any {
        let levels = Int(reader.byte()) * 4
        let key = reader.string()
        let useDictionaries = reader.bool()
        var tree: Any = scalar()
        for _ in 0..<levels { tree = useDictionaries ? [key: tree] as [String: Any] : [tree] as [Any] }
        return tree
    }

    private mutating func optional(depth: Int) -> Any {
        switch reader.choice(3) {
        case 0: return Optional<Any>.some(value(depth: depth + 1)) as Any
        case 1: return Optional<Optional<Int>>.some(.none) as Any
        default: return Optional<String>.some(reader.string()) as Any
        }
    }

    /// Empties every Foundation container made, which breaks the cycles among them.
    func breakCycles() {
        for dictionary in mutableDictionaries { dictionary.removeAllObjects() }
        for array in mutableArrays { array.removeAllObjects() }
    }
}

/// A class the library knows nothing about.
final class FuzzOpaque {}

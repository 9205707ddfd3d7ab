import Foundation

// MARK: - JSON values

/// A JSON document as the parity tests build it: rendered to text for `JSONDecoder` and `JSONSerialization`, and
/// converted to a native Swift tree of the same shape for ``DictionaryDecoder``.
indirect enum GeneratedJSON: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A finite double, rendered with Swift's shortest round-tripping description.
    case double(Double)
    /// A number spelled exactly as given (`1e2`, `-0`, `1.0`, `18446744073709551616`, `1e400`).
    case number(JSONNumber)
    case string(String)
    case array([GeneratedJSON])
    /// Members in the order they are rendered. Keys are unique.
    case object([(key: String, value: GeneratedJSON)])

    /// The JSON text of the value.
    var text: String {
        var output = ""
        render(into: &output)
        return output
    }

    /// The JSON text as UTF-8 data.
    var data: Data { Data(text.utf8) }

    private func render(into output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .int(let int): output += String(int)
        case .double(let double): output += "\(double)"
        case .number(let number): output += number.text
        case .string(let string): GeneratedJSON.renderString(string, into: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.render(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                GeneratedJSON.renderString(member.key, into: &output)
                output += ":"
                member.value.render(into: &output)
            }
            output += "}"
        }
    }

    private static func renderString(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// Whether `JSONSerialization` can parse the text: it rejects numbers that overflow a `Double` (`1e400`).
    var isRepresentableByJSONSerialization: Bool {
        switch self {
        case .null, .bool, .int, .double, .string: true
        case .number(let number): number.native != .unrepresentable
        case .array(let elements): elements.allSatisfy(\.isRepresentableByJSONSerialization)
        case .object(let members): members.allSatisfy(\.value.isRepresentableByJSONSerialization)
        }
    }

    /// The value as a native Swift tree: `Int`, `Double`, `UInt64` (integers above `Int.max`), `Bool`, `String`,
    /// `[String: Any]` and `[Any]`. A null becomes `NSNull()` or `Optional<Any>.none`, chosen by `generator`.
    /// Call only when ``isRepresentableByJSONSerialization``.
    func nativeTree(using generator: inout SeededGenerator) -> Any {
        switch self {
        case .null:
            return generator.chance(0.5) ? NSNull() : Optional<Any>.none as Any
        case .bool(let bool): return bool
        case .int(let int): return int
        case .double(let double): return double
        case .number(let number):
            switch number.native {
            case .int(let int): return int
            case .uint64(let uint64): return uint64
            case .double(let double): return double
            case .decimal(let decimal): return decimal
            case .unrepresentable: return Double.infinity
            }
        case .string(let string): return string
        case .array(let elements): return elements.map { $0.nativeTree(using: &generator) }
        case .object(let members):
            var object: [String: Any] = [:]
            for member in members {
                object.updateValue(member.value.nativeTree(using: &generator), forKey: member.key)
            }
            return object
        }
    }

    /// The value at a coding path, following object keys (as spelled, or in `snake_case`) and `Index n` keys.
    func value(at path: [any CodingKey]) -> GeneratedJSON? {
        guard let first = path.first else { return self }
        switch self {
        case .array(let elements):
            guard let index = first.intValue, elements.indices.contains(index) else { return nil }
            return elements[index].value(at: Array(path.dropFirst()))
        case .object(let members):
            let names = [first.stringValue, JSONKeyStyle.snakeCase(first.stringValue)]
            guard let member = members.first(where: { names.contains($0.key) }) else { return nil }
            return member.value.value(at: Array(path.dropFirst()))
        default:
            return nil
        }
    }

    /// The number of numbers in the value.
    var numberCount: Int {
        switch self {
        case .int, .double, .number: 1
        case .null, .bool, .string: 0
        case .array(let elements): elements.reduce(0) { $0 + $1.numberCount }
        case .object(let members): members.reduce(0) { $0 + $1.value.numberCount }
        }
    }

    /// The value with its `target`-th number (counting from 0, depth first) replaced.
    func replacingNumber(_ target: inout Int, with replacement: GeneratedJSON) -> GeneratedJSON {
        switch self {
        case .int, .double, .number:
            target -= 1
            return target == -1 ? replacement : self
        case .null, .bool, .string: return self
        case .array(let elements): return .array(elements.map { $0.replacingNumber(&target, with: replacement) })
        case .object(let members):
            return .object(members.map { ($0.key, $0.value.replacingNumber(&target, with: replacement)) })
        }
    }

    var isNumber: Bool {
        switch self {
        case .int, .double, .number: true
        default: false
        }
    }
}

/// A number literal and the value a native Swift tree holds for it.
struct JSONNumber: Sendable, Equatable {
    enum Native: Sendable, Equatable {
        case int(Int)
        case uint64(UInt64)
        /// An integer beyond `Int` and `UInt64` (a `Double` would round it to a neighbour that may fit), or a literal
        /// with more significant digits than a `Double` keeps.
        case decimal(Decimal)
        case double(Double)
        /// The literal overflows a `Double`; `JSONSerialization` rejects it.
        case unrepresentable
    }

    let text: String
    let native: Native

    /// A literal spelled as given; its native value is the `Int`, `UInt64`, `Decimal` or `Double` a Swift program
    /// would hold.
    init(_ text: String) {
        self.text = text
        if let int = Int(text) {
            native = .int(int)
        } else if let uint64 = UInt64(text) {
            native = .uint64(uint64)
        } else if Self.needsDecimal(text),
            let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        {
            native = .decimal(decimal)
        } else if let double = Double(text), double.isFinite {
            native = .double(double)
        } else {
            native = .unrepresentable
        }
    }
}

extension JSONNumber {
    /// Whether a Swift program would hold the literal as a `Decimal`: an integer beyond `Int` and `UInt64`, or more
    /// than 17 significant digits.
    static func needsDecimal(_ text: String) -> Bool {
        let mantissa = text.prefix { !"eE".contains($0) }
        if !mantissa.contains(".") && mantissa == text { return true }
        return mantissa.filter(\.isWholeNumber).drop { $0 == "0" }.count > 17
    }
}

// MARK: - Schemas

/// The shape of a model type, as far as the document generator needs it.
indirect enum JSONSchema: Sendable {
    case integer(IntegerWidth)
    /// `allowsNaN`: the generator may send the non-conforming NaN string (only for types whose `==` treats NaN
    /// as equal to itself).
    case float(allowsNaN: Bool = false)
    case double(allowsNaN: Bool = false)
    case bool
    case string
    case decimal
    case url
    case date
    case data
    case stringEnum([String])
    case intEnum([Int])
    /// In an object, the key may be missing or null (`decodeIfPresent`); in an array or dictionary, null is valid.
    case optional(JSONSchema)
    case object([JSONField])
    case array(JSONSchema)
    /// An array read element by element with a fixed number of `decode` calls.
    case tuple([JSONSchema])
    case stringKeyedDictionary(JSONSchema)
    case intKeyedDictionary(JSONSchema)
}

/// A member of an object schema, named by its coding key (camelCase, so that `snake_case` documents convert back).
struct JSONField: Sendable {
    let key: String
    let schema: JSONSchema

    init(_ key: String, _ schema: JSONSchema) {
        self.key = key
        self.schema = schema
    }
}

/// The fixed-width integer types and their bounds.
enum IntegerWidth: Sendable, CaseIterable {
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    var bounds: (min: Int128, max: Int128) {
        switch self {
        case .int: (Int128(Int.min), Int128(Int.max))
        case .int8: (Int128(Int8.min), Int128(Int8.max))
        case .int16: (Int128(Int16.min), Int128(Int16.max))
        case .int32: (Int128(Int32.min), Int128(Int32.max))
        case .int64: (Int128(Int64.min), Int128(Int64.max))
        case .uint: (0, Int128(UInt.max))
        case .uint8: (0, Int128(UInt8.max))
        case .uint16: (0, Int128(UInt16.max))
        case .uint32: (0, Int128(UInt32.max))
        case .uint64: (0, Int128(UInt64.max))
        }
    }
}

// MARK: - Document style

/// How a configuration spells keys, dates, data and non-conforming floats in its documents.
struct JSONDocumentStyle: Sendable {
    var keys: JSONKeyStyle = .camelCase
    var dates: JSONDateStyle = .deferredToDate
    var data: JSONDataStyle = .base64
    /// The strings standing for +∞, -∞ and NaN, when the configuration converts them.
    var nonConformingStrings: (positiveInfinity: String, negativeInfinity: String, nan: String)?
}

enum JSONKeyStyle: Sendable {
    case camelCase
    case snakeCase

    func render(_ key: String) -> String {
        switch self {
        case .camelCase: key
        case .snakeCase: JSONKeyStyle.snakeCase(key)
        }
    }

    /// `camelCase` to `snake_case`: an underscore before each uppercase letter, which is lowercased. The result
    /// converts back to the same key under `convertFromSnakeCase`.
    static func snakeCase(_ key: String) -> String {
        var output = ""
        for character in key {
            if character.isUppercase {
                output += "_" + character.lowercased()
            } else {
                output.append(character)
            }
        }
        return output
    }
}

enum JSONDateStyle: Sendable {
    case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted
    /// `t:<seconds since 1970>`, read by ``JSONDateStyle/decodeCustom(_:)``.
    case custom

    /// The formatter behind `.formatted`: fixed format, POSIX locale, UTC.
    static func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }

    /// The custom date strategy of the parity tests: a string `t:<integer seconds since 1970>`.
    @Sendable static func decodeCustom(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.hasPrefix("t:"), let seconds = Int(text.dropFirst(2)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected t:<seconds>.")
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

enum JSONDataStyle: Sendable {
    case deferredToData, base64
    /// Lowercase hexadecimal, read by ``JSONDataStyle/decodeCustom(_:)``.
    case custom

    /// The custom data strategy of the parity tests: a string of lowercase hexadecimal byte pairs.
    @Sendable static func decodeCustom(_ decoder: any Decoder) throws -> Data {
        let container = try decoder.singleValueContainer()
        let text = Array(try container.decode(String.self).utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index + 1 < text.count,
            let byte = UInt8(String(decoding: text[index...index + 1], as: UTF8.self), radix: 16)
        {
            bytes.append(byte)
            index += 2
        }
        guard index == text.count else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected hexadecimal bytes.")
        }
        return Data(bytes)
    }
}

// MARK: - Document generator

/// Generates documents for a schema: mostly valid, with mutations at a per-document rate — wrong kinds at every
/// level, null where a value is required, missing keys, integers out of range for their width, fractions for
/// integers, huge and tiny numbers, booleans for numbers and numbers for booleans, strings for numbers, invalid
/// Base64, invalid dates, invalid enum raw values, short fixed arrays, non-integer keys for `[Int: T]`, and the
/// non-conforming strings `inf`/`-inf`/`nan`.
///
/// Decode order decides which of several bad values is reported, and both decoders decode structs and arrays in
/// the same, well-defined order. The members of a dictionary have no order in JSON text, though, so a generated
/// dictionary holds at most one mutated entry (itself possibly with several mutations inside): the error is then
/// the same whatever order each decoder visits the entries in.
struct JSONDocumentGenerator {
    let style: JSONDocumentStyle
    /// Whether numbers that overflow a `Double` (`1e400`) may appear; only the `Data` entry point can take them.
    let allowsUnrepresentableNumbers: Bool
    private(set) var random: SeededGenerator
    /// The probability that a value is mutated, chosen per document (zero for a share of clean documents).
    private(set) var mutationRate: Double
    private let formatter = JSONDateStyle.makeFormatter()

    init(style: JSONDocumentStyle, seed: UInt64, allowsUnrepresentableNumbers: Bool) {
        self.style = style
        self.allowsUnrepresentableNumbers = allowsUnrepresentableNumbers
        self.random = SeededGenerator(seed: seed)
        self.mutationRate = 0
        self.mutationRate = random.pick([0, 0, 0.01, 0.03, 0.06, 0.15])
    }

    /// A document for the schema.
    ///
    /// When numbers that overflow a `Double` are allowed, a few documents are otherwise valid documents with one
    /// number replaced by `1e400` or `-1e400`: `JSONDecoder` reads every number of a valid document, so it reports
    /// that one, while `JSONSerialization` rejects the whole text up front. With other mutations in the same document
    /// the two would report different first errors, a difference of parsing strategy rather than of decoding.
    mutating func document(for schema: JSONSchema) -> GeneratedJSON {
        if allowsUnrepresentableNumbers && random.chance(0.04) {
            let saved = mutationRate
            mutationRate = 0
            defer { mutationRate = saved }
            let document = value(for: schema, mutable: false)
            let count = document.numberCount
            guard count > 0 else { return document }
            var target = random.int(in: 0...count - 1)
            return document.replacingNumber(&target, with: .number(JSONNumber(random.pick(["1e400", "-1e400"]))))
        }
        return value(for: schema, mutable: true)
    }

    // MARK: Values

    private mutating func value(for schema: JSONSchema, mutable: Bool) -> GeneratedJSON {
        if mutable && random.chance(mutationRate) { return mutation(of: schema) }
        switch schema {
        case .integer(let width): return validInteger(width)
        case .float: return validFloat()
        case .double: return validDouble()
        case .bool: return .bool(random.chance(0.5))
        case .string: return .string(random.pick(Self.strings))
        case .decimal: return validDecimal()
        case .url: return .string(random.pick(Self.urls))
        case .date: return validDate()
        case .data: return validData()
        case .stringEnum(let cases): return .string(random.pick(cases))
        case .intEnum(let cases): return .int(random.pick(cases))
        case .optional(let wrapped):
            return random.chance(0.2) ? .null : value(for: wrapped, mutable: mutable)
        case .object(let fields): return object(fields, mutable: mutable)
        case .array(let element):
            let count = random.pick([0, 1, 2, 3, 5])
            return .array((0..<count).map { _ in value(for: element, mutable: mutable) })
        case .tuple(let elements):
            var values = elements.map { value(for: $0, mutable: mutable) }
            // Extra elements are never read, by either decoder.
            if random.chance(0.1) { values.append(.string("extra")) }
            return .array(values)
        case .stringKeyedDictionary(let valueSchema):
            let keys = Array(Self.dictionaryKeys.shuffled(using: &random).prefix(random.pick([0, 1, 2, 4])))
            return dictionary(keys: keys, valueSchema: valueSchema, mutable: mutable)
        case .intKeyedDictionary(let valueSchema):
            let count = random.pick([0, 1, 2, 4])
            var keys = Array(["0", "1", "7", "-3", "42", "1000000"].shuffled(using: &random).prefix(count))
            if mutable && !keys.isEmpty && random.chance(mutationRate) {
                // A key that is not an integer; the only mutation of this dictionary.
                keys[0] = random.pick(["abc", "a_b", "1.5", ""])
                return dictionary(keys: keys, valueSchema: valueSchema, mutable: false)
            }
            return dictionary(keys: keys, valueSchema: valueSchema, mutable: mutable)
        }
    }

    private mutating func object(_ fields: [JSONField], mutable: Bool) -> GeneratedJSON {
        var members: [(key: String, value: GeneratedJSON)] = []
        for field in fields {
            let key = style.keys.render(field.key)
            if case .optional(let wrapped) = field.schema {
                if random.chance(0.2) { continue }
                members.append((key, random.chance(0.15) ? .null : value(for: wrapped, mutable: mutable)))
            } else {
                // A missing required key.
                if mutable && random.chance(mutationRate * 0.3) { continue }
                members.append((key, value(for: field.schema, mutable: mutable)))
            }
        }
        if random.chance(0.1) { members.append((style.keys.render("unusedExtra"), .string("ignored"))) }
        if random.chance(0.3) { members.shuffle(using: &random) }
        return .object(members)
    }

    private mutating func dictionary(keys: [String], valueSchema: JSONSchema, mutable: Bool) -> GeneratedJSON {
        let mutableIndex = mutable && !keys.isEmpty ? random.int(in: 0...keys.count - 1) : -1
        var members: [(key: String, value: GeneratedJSON)] = []
        for (index, key) in keys.enumerated() {
            members.append((key, value(for: valueSchema, mutable: index == mutableIndex)))
        }
        return .object(members)
    }

    private mutating func validInteger(_ width: IntegerWidth) -> GeneratedJSON {
        let (minimum, maximum) = width.bounds
        switch random.int(in: 0...9) {
        case 0: return integer(minimum)
        case 1: return integer(maximum)
        case 2: return .int(0)
        case 3:
            // Integral values spelled as JSONDecoder accepts them for integers.
            return .number(JSONNumber(random.pick(["1e2", "-0", "1.0", "2.5e1", "0.0", "1E1", "100e-2"])))
        case 4 where minimum < 0: return .int(-1)
        default:
            let limit = Int128(Int32.max)
            let low = Swift.max(minimum, -limit)
            let high = Swift.min(maximum, limit)
            return .int(Int(Int128.random(in: low...high, using: &random)))
        }
    }

    private func integer(_ value: Int128) -> GeneratedJSON {
        if let int = Int(exactly: value) { return .int(int) }
        return .number(JSONNumber(String(value)))
    }

    private mutating func validFloat() -> GeneratedJSON {
        switch random.int(in: 0...5) {
        case 0: return .int(random.int(in: -1000...1000))
        case 1: return .number(JSONNumber(random.pick(["3.4028235e38", "-3.4028235e38", "1.0", "-0.0", "1e-45"])))
        case 2: return .double(Double(Float.random(in: -1e6...1e6, using: &random)))
        // A Float's shortest spelling.
        case 3: return .number(JSONNumber("\(Float.random(in: -1000...1000, using: &random))"))
        default: return .double(Double(random.int(in: -10_000...10_000)) / 8)
        }
    }

    private mutating func validDouble() -> GeneratedJSON {
        switch random.int(in: 0...5) {
        case 0: return .int(random.int(in: -1_000_000...1_000_000))
        case 1:
            return .number(
                JSONNumber(
                    random.pick([
                        "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "1e308", "-0", "-0.0", "1E+2",
                        "0.1", "9007199254740993",
                    ])))
        case 2:
            // Any finite double, subnormals and extremes included.
            var double = Double.nan
            while !double.isFinite { double = Double(bitPattern: random.next()) }
            return .double(double)
        default: return .double(Double.random(in: -1e9...1e9, using: &random))
        }
    }

    private mutating func validDecimal() -> GeneratedJSON {
        switch random.int(in: 0...3) {
        case 0: return .int(random.int(in: Int.min...Int.max))
        case 1: return .number(JSONNumber(random.pick(["12.34", "-0.5", "1e2", "0.1", "100.0", "-0", "1.5e-3"])))
        // At most 15 significant digits, so that JSONSerialization returns a plain double rather than a decimal.
        default: return .number(JSONNumber(String(format: "%.6f", Double.random(in: -1e6...1e6, using: &random))))
        }
    }

    private mutating func validDate() -> GeneratedJSON {
        let seconds = random.int(in: -2_000_000_000...4_000_000_000)
        let date = Date(timeIntervalSince1970: TimeInterval(seconds))
        switch style.dates {
        case .deferredToDate, .secondsSince1970:
            return random.chance(0.5) ? .int(seconds) : .double(Double(seconds) + 0.25)
        case .millisecondsSince1970:
            return random.chance(0.5) ? .int(seconds * 1000) : .double(Double(seconds) * 1000 + 0.5)
        case .iso8601:
            let text = date.formatted(Date.ISO8601FormatStyle())
            return .string(random.chance(0.8) ? text : String(text.dropLast()) + "+02:00")
        case .formatted: return .string(formatter.string(from: date))
        case .custom: return .string("t:\(seconds)")
        }
    }

    private mutating func validData() -> GeneratedJSON {
        let bytes = (0..<random.pick([0, 1, 2, 3, 5, 8])).map { _ in UInt8.random(in: 0...255, using: &random) }
        switch style.data {
        case .deferredToData: return .array(bytes.map { .int(Int($0)) })
        case .base64: return .string(Data(bytes).base64EncodedString())
        case .custom:
            return .string(bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined())
        }
    }

    // MARK: Mutations

    private mutating func mutation(of schema: JSONSchema) -> GeneratedJSON {
        var candidates: [GeneratedJSON] = [.null, random.pick(Self.wrongKinds)]
        switch schema {
        case .integer(let width):
            let (minimum, maximum) = width.bounds
            candidates += [
                integer(maximum + 1), integer(minimum - 1), .int(300),
                .number(
                    JSONNumber(random.pick(["9223372036854775808", "18446744073709551616", "-9223372036854775809"]))),
                .number(JSONNumber(random.pick(["1e30", "-1e30", "1e20"]))),
                .double(random.pick([1.5, -0.5, 2.25, 0.1])), .number(JSONNumber("2.5e-1")),
                .string("12"), .bool(true), .bool(false),
            ]
            if minimum == 0 { candidates.append(.int(-1)) }
        case .float(let allowsNaN):
            candidates += [
                // Not `1e-50`: JSONDecoder rejects a Float that underflows to zero, ModelMapper returns 0 — a known
                // bug, pinned by `DecoderParityTests.floatUnderflowIsRejectedLikeJSONDecoder`.
                .number(JSONNumber(random.pick(["1e39", "-1e39", "3.5e38"]))),
                nonConformingString(allowsNaN: allowsNaN), .string("1.5"), .bool(true),
            ]
        case .double(let allowsNaN):
            candidates += [
                nonConformingString(allowsNaN: allowsNaN), .string("Infinity"), .string("1.5"), .bool(false),
                .number(JSONNumber(random.pick(["12345678901234567890123", "18446744073709551616"]))),
                .number(JSONNumber("-9223372036854775808")),
            ]
        case .bool:
            candidates += [.int(0), .int(1), .string("true"), .string("yes"), .double(1.0)]
        case .string:
            candidates += [.int(12), .bool(true), .double(2.5), .object([])]
        case .decimal:
            candidates += [
                .string("1.5"), .bool(true),
                .number(JSONNumber(random.pick(["12345678901234567890123", "0.10000000000000000001", "1e100"]))),
            ]
        case .url:
            candidates += [.string(""), .int(1)]
        case .date:
            candidates += dateMutations()
        case .data:
            candidates += dataMutations()
        case .stringEnum:
            candidates += [.string("purple"), .string(""), .int(3)]
        case .intEnum:
            candidates += [.int(7), .string("1"), .double(1.5), .int(-1)]
        case .optional(let wrapped):
            // Null is valid here; mutate the wrapped value instead.
            return mutation(of: wrapped)
        case .object:
            candidates += [.array([]), .string("object"), .int(1)]
        case .array:
            candidates += [.object([]), .string("array"), .object([("0", .int(1))])]
        case .tuple(let elements):
            // Too short: reading the last element hits the end of the container.
            let short = elements.dropLast().map { value(for: $0, mutable: false) }
            candidates += [.array(short), .array([]), .object([])]
        case .stringKeyedDictionary, .intKeyedDictionary:
            candidates += [.array([]), .string("dictionary"), .bool(false)]
        }
        return random.pick(candidates)
    }

    /// One of the strings the `convertFromString` configurations map to ±∞ and NaN (a type mismatch otherwise).
    /// NaN only where the model's `==` treats it as equal to itself.
    private mutating func nonConformingString(allowsNaN: Bool = false) -> GeneratedJSON {
        .string(random.pick(allowsNaN ? ["inf", "-inf", "nan"] : ["inf", "-inf"]))
    }

    private mutating func dateMutations() -> [GeneratedJSON] {
        switch style.dates {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            return [.string("1700000000"), .bool(true), .object([]), nonConformingString()]
        case .iso8601:
            return [
                .string(random.pick(["2024-13-45T00:00:00Z", "yesterday", "2024-05-01", "", "2024-05-01 12:00:00"])),
                .int(1_700_000_000),
            ]
        case .formatted:
            return [.string(random.pick(["01/02/2024", "2024-05-01T12:00:00Z", ""])), .double(1.5)]
        case .custom:
            return [.string(random.pick(["x:12", "t:", "t:1.5"])), .int(12)]
        }
    }

    private mutating func dataMutations() -> [GeneratedJSON] {
        switch style.data {
        case .deferredToData:
            return [
                .array([.int(1), .int(random.pick([300, -1, 256]))]), .array([.string("x")]), .array([.double(1.5)]),
                .array([.int(2), .null]), .string("QUJD"),
            ]
        case .base64:
            return [.string(random.pick(["QUJ", "%%%", "QU JD", "QQ", "QUJD\n"])), .int(12), .array([.int(1)])]
        case .custom:
            return [.string(random.pick(["zz", "abc", "0G"])), .int(12), .array([])]
        }
    }

    // MARK: Pools

    private static let strings = [
        "", "plain", "with \"quotes\"", "back\\slash", "new\nline", "tab\t", "unicode é ü 😀", "\u{1}control", "a/b",
        "snake_case_value", "0", "true", "null",
    ]

    private static let urls = [
        "https://example.com/items/42", "relative/path", "mailto:someone@example.com", "https://example.com/a?b=c#d",
        "file:///tmp/x",
    ]

    /// Keys of `[String: T]` dictionaries: data, which no key strategy converts.
    private static let dictionaryKeys = ["alpha", "beta_gamma", "Delta", "", "with space", "ünï", "user_id", "zeta"]

    /// Values of every JSON kind, for wrong-kind mutations.
    private static let wrongKinds: [GeneratedJSON] = [
        .string("text"), .int(12), .double(1.5), .bool(true), .array([]), .object([]), .array([.int(1)]),
        .object([("key", .int(1))]),
    ]
}

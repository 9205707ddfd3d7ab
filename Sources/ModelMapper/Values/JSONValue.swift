import Foundation

/// Any JSON-like value, kept exactly: `null`, a boolean, an integer, a floating-point number or a decimal, a string,
/// an array or an object, or one of the two leaves property lists add, a date and data.
///
/// For the parts of a payload whose shape varies or that the model does not describe, with every coder. A boolean is
/// never a number, and integers and floating-point numbers stay apart where the source tells them apart;
/// <doc:ValuesAndFormats> lists what each source value becomes.
///
/// ```swift
/// struct Event: Codable { var id: Int; var metadata: JSONValue }  // metadata: whatever the backend sends
/// let event = try DictionaryDecoder().decode(Event.self, from: ["id": 1, "metadata": ["retries": 3, "ok": true]])
/// event.metadata["retries"]?.intValue  // 3
/// event.metadata["ok"] == true         // a boolean, never the number 1
/// ```
///
/// Equality is exact: `.integer(1)`, `.double(1)` and `.decimal(1)` are different values (compare ``doubleValue`` to
/// compare numbers). A NaN equals a NaN, so that every value equals itself; objects compare members in any order.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer that fits in `Int64`.
    case integer(Int64)
    /// An integer above `Int64.max` that fits in `UInt64`.
    case unsignedInteger(UInt64)
    /// A floating-point number.
    case double(Double)
    /// A number with more significant digits than a `Double` holds, or one that came as a `Decimal`.
    case decimal(Decimal)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])
    /// A date: a leaf of a property-list tree, which JSON never produces.
    case date(Date)
    /// Bytes: a leaf of a property-list tree, which JSON never produces.
    case data(Data)

    /// Whether two values are the same case with equal contents; a NaN equals a NaN.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.unsignedInteger(let a), .unsignedInteger(let b)): a == b
        case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
        case (.decimal(let a), .decimal(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        case (.date(let a), .date(let b)):
            a == b || (a.timeIntervalSinceReferenceDate.isNaN && b.timeIntervalSinceReferenceDate.isNaN)
        case (.data(let a), .data(let b)): a == b
        default: false
        }
    }

    /// Hashes the case and its contents, every NaN alike.
    public func hash(into hasher: inout Hasher) {
        func combine(_ tag: UInt8, _ contents: some Hashable) {
            hasher.combine(tag)
            hasher.combine(contents)
        }
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let value): combine(1, value)
        case .integer(let value): combine(2, value)
        case .unsignedInteger(let value): combine(3, value)
        case .double(let value): combine(4, value.isNaN ? .nan : value)
        case .decimal(let value): combine(5, value.isNaN ? .nan : value)
        case .string(let value): combine(6, value)
        case .array(let value): combine(7, value)
        case .object(let value): combine(8, value)
        case .date(let value):
            let interval = value.timeIntervalSinceReferenceDate
            combine(9, interval.isNaN ? .nan : interval)
        case .data(let value): combine(10, value)
        }
    }
}

extension JSONValue {
    /// The value of the member `key` of an object, or `nil` for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The element at `index` of an array, or `nil` when the index is out of range or the value is not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Whether the value is `null`.
    public var isNull: Bool { self == .null }

    /// The boolean, or `nil` when the value is not a boolean (numbers are not).
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The string, or `nil` when the value is not a string.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The number as an `Int` when it is one exactly (`2.0` is, `2.5` is not), or `nil`.
    public var intValue: Int? {
        switch self {
        case .integer(let value): Int(exactly: value)
        case .unsignedInteger(let value): Int(exactly: value)
        case .double(let value): Int(exactly: value)
        case .decimal(let value): Int(value.description)
        default: nil
        }
    }

    /// The number as a `Double` (rounded where it has more digits), or `nil` when the value is not a number.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .unsignedInteger(let value): Double(value)
        case .double(let value): value
        case .decimal(let value): Double(value.description)
        default: nil
        }
    }

    /// The date, or `nil` when the value is not a ``date(_:)`` (a string or a number is not).
    public var dateValue: Date? {
        guard case .date(let value) = self else { return nil }
        return value
    }

    /// The bytes, or `nil` when the value is not ``data(_:)`` (a Base64 string is not).
    public var dataValue: Data? {
        guard case .data(let value) = self else { return nil }
        return value
    }

    /// The elements, or `nil` when the value is not an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The members, or `nil` when the value is not an object.
    public var objectValue: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }

    /// Creates a boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// Creates an integer.
    public init(integerLiteral value: Int64) { self = .integer(value) }

    /// Creates a floating-point number.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// Creates a string.
    public init(stringLiteral value: String) { self = .string(value) }

    /// Creates an array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Creates an object; of two members with the same name, the last wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text, members in sorted order: `{"a":[1,2.5,true,null]}`. What JSON cannot carry
    /// (a NaN, a date, data, nesting beyond 512 levels) is written as a quoted string, so a description always exists.
    public var description: String {
        var text = ""
        var writer = Writer(strict: false)
        writer.write(self, to: &text, depth: 0)
        return text
    }

    /// The value as JSON text, as ``description`` writes it.
    ///
    /// - Throws: ``Unwritable`` for what JSON cannot carry: a non-finite number, a date or data, deep nesting.
    func jsonText() throws(Unwritable) -> String {
        var text = ""
        var writer = Writer(strict: true)
        writer.write(self, to: &text, depth: 0)
        if let problem = writer.problem { throw problem }
        return text
    }

    /// Why a value has no JSON text, and where.
    struct Unwritable: Error {
        let reason: String
        let steps: [SourceStep]
        var location: MappingPath { MappingPath(steps: steps) }
    }

    /// The one JSON writer of the library's values: strict for JSON text, lenient for descriptions.
    private struct Writer {
        let strict: Bool
        var problem: Unwritable?
        var steps: [SourceStep] = []

        mutating func write(_ value: JSONValue, to text: inout String, depth: Int) {
            guard problem == nil else { return }
            guard depth < HintTree.maximumTreeDepth else {
                if strict {
                    problem = Unwritable(
                        reason: "The value is nested deeper than the maximum depth of \(HintTree.maximumTreeDepth).",
                        steps: steps)
                }
                text += "\"…\""
                return
            }
            switch value {
            case .null: text += "null"
            case .bool(let value): text += value ? "true" : "false"
            case .integer(let value): text += "\(value)"
            case .unsignedInteger(let value): text += "\(value)"
            case .double(let value): writeNumber("\(value)", isJSON: value.isFinite, to: &text)
            case .decimal(let value): writeNumber("\(value)", isJSON: !value.isNaN, to: &text)
            case .string(let value): Self.writeString(value, to: &text)
            case .date(let value):
                // The interval when there is no calendar text: describing a `Date` whose interval is NaN traps.
                let description =
                    ISO8601.format(value, fractionalSeconds: true) ?? "\(value.timeIntervalSinceReferenceDate)"
                writeLeaf(description, kind: "A date", to: &text)
            case .data(let value): writeLeaf(value.base64EncodedString(), kind: "Data", to: &text)
            case .array(let elements):
                text += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += "," }
                    steps.append(.index(index))
                    write(element, to: &text, depth: depth + 1)
                    steps.removeLast()
                }
                text += "]"
            case .object(let members):
                text += "{"
                for (index, key) in members.keys.sorted().enumerated() {
                    if index > 0 { text += "," }
                    Self.writeString(key, to: &text)
                    text += ":"
                    guard let member = members[key] else { continue }
                    steps.append(.key(key))
                    write(member, to: &text, depth: depth + 1)
                    steps.removeLast()
                }
                text += "}"
            }
        }

        private mutating func writeNumber(_ number: String, isJSON: Bool, to text: inout String) {
            if isJSON {
                text += number
                return
            }
            if strict { problem = Unwritable(reason: "\(number) is not a number JSON can carry.", steps: steps) }
            Self.writeString(number, to: &text)
        }

        /// A property-list leaf: refused in JSON text, quoted in a description.
        private mutating func writeLeaf(_ description: String, kind: String, to text: inout String) {
            if strict {
                problem = Unwritable(
                    reason: "\(kind) is a property-list leaf, which JSON text cannot carry.", steps: steps)
            }
            Self.writeString(description, to: &text)
        }

        static func writeString(_ string: String, to text: inout String) {
            text += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
    }
}

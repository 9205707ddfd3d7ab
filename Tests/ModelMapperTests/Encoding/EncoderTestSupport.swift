import Foundation
import Testing

@testable import ModelMapper

// MARK: - Generated values

extension SeededGenerator {
    mutating func integer<I: FixedWidthInteger>(_ type: I.Type) -> I {
        if chance(0.2) { return pick([I.min, I.max, 0, 1]) }
        if chance(0.5) { return I(truncatingIfNeeded: Int.random(in: -1000...1000, using: &self)) }
        return I(truncatingIfNeeded: next())
    }

    mutating func double(allowNonConforming: Bool) -> Double {
        if allowNonConforming, chance(0.03) { return pick([Double.nan, .infinity, -.infinity]) }
        switch Int.random(in: 0..<6, using: &self) {
        case 0:
            return pick([
                0, -0.0, 1, 0.1, 1e16, 1e21, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456_789.125,
            ])
        case 1: return Double(Int.random(in: -100_000...100_000, using: &self))
        case 2: return Double.random(in: -1...1, using: &self)
        default:
            let value = Double(bitPattern: next())
            return value.isFinite ? value : 2.5
        }
    }

    mutating func float(allowNonConforming: Bool) -> Float {
        if allowNonConforming, chance(0.03) { return pick([Float.nan, .infinity, -.infinity]) }
        switch Int.random(in: 0..<5, using: &self) {
        case 0: return pick([0, -0.0, 0.1, .leastNonzeroMagnitude, 3.4e38, 16_777_215, 0.3])
        case 1: return Float.random(in: -1000...1000, using: &self)
        default:
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: next()))
            return value.isFinite ? value : 1.5
        }
    }

    mutating func string() -> String {
        let pieces = ["a", "Z", "é", "ß", "中文", "🐶", " ", "\"", "\\", "/", "\n", "0", "ǅ", "İ", "x_y", "-"]
        var text = ""
        for _ in 0..<Int.random(in: 0...6, using: &self) { text += pick(pieces) }
        return text
    }

    /// A key in the shapes key strategies care about: camel case, acronyms, underscores, digits, Unicode cases.
    mutating func key() -> String {
        let pieces = [
            "a", "b", "my", "Url", "URL", "ID", "id", "Value", "x", "_", "__", "2", "Ab", "aB", "É", "é", "ß", "ǅ",
            "Σ", "ς", "İ", "ı", "K", "k", "Ⅻ", "ⅻ", "ǈ", "Ü", "ü", "HTTPS", "Server",
        ]
        var text = ""
        for _ in 0..<Int.random(in: 1...5, using: &self) { text += pick(pieces) }
        return text
    }

    mutating func decimal() -> Decimal {
        if chance(0.1) { return pick([Decimal(0), Decimal(string: "-0.5") ?? 0, Decimal(string: "1e30") ?? 0]) }
        let digits = String(UInt64.random(in: 0...UInt64.max, using: &self))
        let scale = Int.random(in: 0..<digits.count, using: &self)
        let text = scale == 0 ? digits : "\(digits.dropLast(scale)).\(digits.suffix(scale))"
        return Decimal(string: (chance(0.5) ? "-" : "") + text) ?? 1
    }

    mutating func date() -> Date {
        Date(timeIntervalSince1970: Double(Int.random(in: -2_000_000_000_000...4_000_000_000_000, using: &self)) / 1000)
    }

    mutating func data() -> Data {
        Data((0..<Int.random(in: 0...12, using: &self)).map { _ in UInt8.random(in: 0...255, using: &self) })
    }
}

// MARK: - Oracle

/// The JSON value a tree stands for: serialised with JSONSerialization and parsed back.
func reparsed(tree: Any) throws -> Any {
    let data = try JSONSerialization.data(withJSONObject: tree, options: [.fragmentsAllowed])
    return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
}

/// The JSON value JSON text stands for.
func parsed(json data: Data) throws -> Any {
    try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
}

/// Whether two parsed JSON values are equal as Foundation compares them (booleans differ from `0` and `1`, and
/// numbers compare by value).
func jsonEqual(_ first: Any, _ second: Any) -> Bool {
    guard let first = first as? NSObject, let second = second as? NSObject else { return false }
    return first.isEqual(second)
}

/// A parsed JSON value written with sorted keys, for messages.
func sortedJSON(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

/// An encoding error's case, message and coding path, to compare two errors.
struct ErrorSignature: Equatable, CustomStringConvertible {
    let kind: String
    let message: String
    let path: [String]

    init(_ error: any Error) {
        if let error = error as? EncodingError, case .invalidValue(_, let context) = error {
            kind = "invalidValue"
            message = context.debugDescription
            path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        } else {
            kind = "other: \(type(of: error))"
            message = "\(error)"
            path = []
        }
    }

    var description: String { "\(kind) at \(path): \(message)" }
}

/// The strategies of one parity run, applied to both encoders.
struct StrategySet: CustomStringConvertible, Sendable {
    let name: String
    let key: DictionaryEncoder.KeyEncodingStrategy
    let foundationKey: JSONEncoder.KeyEncodingStrategy
    let date: DictionaryEncoder.DateEncodingStrategy
    let foundationDate: JSONEncoder.DateEncodingStrategy
    let data: DictionaryEncoder.DataEncodingStrategy
    let foundationData: JSONEncoder.DataEncodingStrategy
    let convertsFloats: Bool

    var description: String { name }

    var dictionaryEncoder: DictionaryEncoder {
        var encoder = DictionaryEncoder()
        encoder.keyEncodingStrategy = key
        encoder.dateEncodingStrategy = date
        encoder.dataEncodingStrategy = data
        if convertsFloats {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN!")
        }
        encoder.userInfo[.parityMarker] = "marked"
        return encoder
    }

    var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.keyEncodingStrategy = foundationKey
        encoder.dateEncodingStrategy = foundationDate
        encoder.dataEncodingStrategy = foundationData
        if convertsFloats {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN!")
        }
        encoder.userInfo[.parityMarker] = "marked"
        return encoder
    }
}

extension CodingUserInfoKey {
    static let parityMarker = CodingUserInfoKey(rawValue: "parityMarker")!
}

/// A coding key made from any string, for probes.
struct ProbeKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ string: String) {
        stringValue = string
        intValue = nil
    }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

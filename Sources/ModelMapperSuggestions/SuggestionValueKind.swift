import Foundation
import ModelMapper

/// The kind of value a model asks for at a coding key, as far as the probe can tell.
enum SuggestionValueKind: Sendable, Hashable {
    case bool
    case integer
    case floatingPoint
    case string
    /// A number or a string (a date), or a date leaf.
    case scalar
    /// A string (Base64 text) or a data leaf.
    case data
    case object
    case array
    case unknown

    /// How well a source value fits: 3 exactly, 2 without loss (`0`/`1` for a `Bool`, `2.0` for an `Int`), 1 by a
    /// coercion or unknown (`null`), 0 not at all.
    func fit(_ value: Any) -> Int {
        if TreeValue.isNull(value) { return 1 }
        if self == .unknown { return 2 }
        if TreeValue.dictionary(value) != nil { return self == .object ? 3 : 0 }
        if TreeValue.array(value) != nil { return self == .array ? 3 : 0 }
        if self == .object || self == .array { return 0 }
        // The leaves of property lists fit only the type they are: a date leaf a `Date`, a data leaf `Data`.
        if TreeValue.date(value) != nil { return self == .scalar ? 3 : 0 }
        if TreeValue.data(value) != nil { return self == .data ? 3 : 0 }
        // Any other value fits `Data` as it fits a string, which is what `Data` reads otherwise.
        let kind = self == .data ? SuggestionValueKind.string : self
        return kind.fitOfJSONValue(value)
    }

    private func fitOfJSONValue(_ value: Any) -> Int {
        if TreeValue.bool(value) != nil {
            switch self {
            case .bool: return 3
            case .string, .scalar: return 1
            default: return 0
            }
        }
        if let string = TreeValue.string(value) {
            switch self {
            case .string: return 3
            case .scalar: return 2
            case .bool:
                let word = string.trimmingCharacters(in: .whitespaces).lowercased()
                return ["true", "false", "yes", "no", "y", "n", "on", "off", "1", "0"].contains(word) ? 1 : 0
            case .integer: return Int(string.trimmingCharacters(in: .whitespaces)) != nil ? 1 : 0
            case .floatingPoint: return Double(string.trimmingCharacters(in: .whitespaces)) != nil ? 1 : 0
            default: return 0
            }
        }
        guard let number = TreeValue.number(value) else { return 0 }
        switch (self, number) {
        case (.integer, .int), (.integer, .uint), (.floatingPoint, .double), (.floatingPoint, .decimal): return 3
        case (.floatingPoint, _), (.scalar, _): return 2
        case (.integer, .double(let double)): return double.rounded() == double ? 2 : 0
        case (.bool, .int(let int)): return int == 0 || int == 1 ? 2 : 0
        case (.bool, .uint(let uint)): return uint <= 1 ? 2 : 0
        case (.string, _): return 1
        default: return 0
        }
    }
}

extension SuggestionValueKind: CustomStringConvertible {
    /// The kind in words, for notes: `an object`, `an integer`.
    var description: String {
        switch self {
        case .bool: "a boolean"
        case .integer: "an integer"
        case .floatingPoint: "a number"
        case .string: "a string"
        case .scalar: "a date or another scalar"
        case .data: "data"
        case .object: "an object"
        case .array: "an array"
        case .unknown: "a value"
        }
    }

    /// What a source value is, in words, for notes: `a number`, `an object`, `null`.
    static func describe(_ value: Any) -> String {
        if TreeValue.isNull(value) { return "null" }
        if TreeValue.dictionary(value) != nil { return "an object" }
        if TreeValue.array(value) != nil { return "an array" }
        if TreeValue.bool(value) != nil { return "a boolean" }
        if TreeValue.string(value) != nil { return "a string" }
        if TreeValue.number(value) != nil { return "a number" }
        if TreeValue.date(value) != nil { return "a date" }
        if TreeValue.data(value) != nil { return "data" }
        return "a value"
    }
}

extension HintSuggestion.Affix.Kind {
    /// Whether a value of `kind` may carry an affix of this kind; every affix admits an unknown kind.
    func admits(_ kind: SuggestionValueKind) -> Bool {
        if kind == .unknown { return true }
        switch self {
        case .any: return true
        case .bool: return kind == .bool
        case .integer, .number: return kind == .integer || kind == .floatingPoint || kind == .scalar
        case .string: return kind == .string || kind == .scalar || kind == .data
        case .identifier: return kind == .integer || kind == .string || kind == .scalar || kind == .data
        case .scalar: return kind != .object && kind != .array
        case .array: return kind == .array
        case .object: return kind == .object
        }
    }
}

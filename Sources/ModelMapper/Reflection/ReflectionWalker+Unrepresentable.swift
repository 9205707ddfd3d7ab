import Foundation

/// Values with no JSON form, each by its strategy.
extension ReflectionWalker {
    /// A value without a JSON representation; `reason` completes "A value of type T " in the error.
    func unsupported(_ value: Any, _ reason: String, step: SourceStep?) throws -> Outcome {
        switch options.unsupportedValueStrategy {
        case .throw:
            throw ModelMapperError.unsupported(value, reason, at: location(step))
        case .omit:
            return .absent
        case .describe:
            return .value(ReflectionWalker.describe(value))
        }
    }

    /// `String(describing:)`, except for a non-finite `Date`, whose description traps in Foundation.
    static func describe(_ value: Any) -> String {
        if let date = value as? Date, !date.timeIntervalSince1970.isFinite {
            return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
        }
        return String(describing: value)
    }

    func cycle(_ type: Any.Type, firstReachedAt location: MappingPath, step: SourceStep?) throws -> Outcome {
        switch options.cycleStrategy {
        case .throw:
            throw ModelMapperError.instanceCycle(of: type, firstReachedAt: location, at: self.location(step))
        case .reference:
            return .container(.object, [Child(key: "$ref", value: Self.jsonPath(location))], identity: nil)
        case .omit:
            return .absent
        }
    }

    func closure(_ value: Any, step: SourceStep?) throws -> Outcome {
        switch options.closureStrategy {
        case .omit:
            return .absent
        case .throw:
            throw ModelMapperError.closure(value, at: location(step))
        case .describe:
            return .value(String(describing: value))
        }
    }

    /// Whether `type` is a function type: its name has an arrow outside any brackets, unlike a metatype of a
    /// function type (`((Int) -> Int).Type`) or a tuple of closures.
    static func isFunctionType(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        var depth = 0
        var previous: Character = " "
        for character in name {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                if previous == "-" {
                    if depth == 0 { return true }
                } else {
                    depth -= 1
                }
            default: break
            }
            previous = character
        }
        return false
    }
}

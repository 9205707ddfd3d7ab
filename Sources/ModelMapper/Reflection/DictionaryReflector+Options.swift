import Foundation

extension DictionaryReflector {
    /// What a `nil` becomes. The default is ``omit``.
    public enum NilStrategy: Sendable, Hashable {
        /// A `nil` property or dictionary entry is left out; a `nil` array or tuple element or top-level value becomes
        /// `NSNull()`, so that positions do not shift.
        case omit
        /// Every `nil` becomes `NSNull()`, which JSONSerialization writes as `null`.
        case null
    }

    /// How a `Decimal` (or an `NSDecimalNumber`) is represented. The default is ``decimal``. A NaN becomes `"NaN"`
    /// under ``string``, and otherwise follows ``DictionaryReflector/nonConformingFloatEncodingStrategy``.
    public enum DecimalStrategy: Sendable, Hashable {
        /// The nearest `Double`, losing digits beyond its precision.
        case double
        /// The decimal's exact digits as a string, such as `"19.99"`.
        case string
        /// The `Decimal` itself, which JSONSerialization writes with every digit.
        case decimal
    }

    /// What happens when a value leads back to a class instance being reflected on the current path, such as a
    /// child's `weak var parent`. An instance reached along two paths is no cycle and is written at both. The default,
    /// ``omit``, loses nothing: the instance is written in full around the back-reference.
    public enum CycleStrategy: Sendable, Hashable {
        /// Throws ``ModelMapperError/Code/cycleDetected``, naming where the instance was first reached.
        case `throw`
        /// The value becomes `["$ref": path]`, where `path` is the JSONPath at which the instance was first reached:
        /// `"$"` for the top level, `"$.members[1].aDog"` below it.
        case reference
        /// The value is treated like a `nil` (see ``DictionaryReflector/nilStrategy``).
        case omit
    }

    /// What happens to a closure, such as `var onTap: () -> Void`. The default is ``omit``: a closure is not data.
    public enum ClosureStrategy: Sendable, Hashable {
        /// The closure is treated like a `nil` (see ``DictionaryReflector/nilStrategy``).
        case omit
        /// Throws ``ModelMapperError/Code/unsupportedValue``.
        case `throw`
        /// The closure becomes `String(describing:)` of itself, such as `"(Function)"`.
        case describe
    }

    /// What happens to a value that has no JSON representation: a metatype, an integer that fits neither `Int` nor
    /// `UInt64`, a `Date` the date strategy cannot write. The default is ``throw``.
    public enum UnsupportedValueStrategy: Sendable, Hashable {
        /// Throws ``ModelMapperError/Code/unsupportedValue``.
        case `throw`
        /// The value is treated like a `nil` (see ``DictionaryReflector/nilStrategy``).
        case omit
        /// The value becomes `String(describing:)` of itself.
        case describe
    }
}

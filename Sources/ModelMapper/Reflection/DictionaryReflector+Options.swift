import Foundation

extension DictionaryReflector {
    /// What a `nil` becomes. The default is ``omit``.
    public enum NilStrategy: Sendable, Hashable {
        /// A `nil` property or dictionary entry is left out; a `nil` array element, tuple element or top-level value
        /// becomes `NSNull()` so that positions do not shift. This is the default.
        case omit
        /// Every `nil` becomes `NSNull()`, which JSONSerialization writes as `null`.
        case null
    }

    /// How a `Decimal` (or an `NSDecimalNumber`) is represented. The default is ``decimal``, as ``DictionaryEncoder``
    /// writes a `Decimal`.
    public enum DecimalStrategy: Sendable, Hashable {
        /// The nearest `Double`: `Decimal(string: "19.99")` becomes `19.99`, and digits beyond a `Double`'s precision
        /// are lost. A NaN follows ``DictionaryReflector/nonConformingFloatEncodingStrategy``.
        case double
        /// The decimal's exact digits as a string, such as `"19.99"`; a NaN becomes `"NaN"`.
        case string
        /// The `Decimal` itself, which JSONSerialization writes with every digit; read it with `as? Decimal`. A NaN
        /// follows ``DictionaryReflector/nonConformingFloatEncodingStrategy``. This is the default.
        case decimal
    }

    /// What happens when a value leads back to a class instance that is already being reflected on the current path,
    /// such as a child's `weak var parent` or a `delegate`.
    ///
    /// An instance reached along two different paths is not a cycle and is reflected in full at both places. The
    /// default is ``omit``: the instance is already written in full around the back-reference, so leaving it out
    /// loses nothing and keeps the model's shape.
    public enum CycleStrategy: Sendable, Hashable {
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/cycleDetected``, whose message
        /// names where the instance was first reached.
        case `throw`
        /// The value becomes `["$ref": path]`, where `path` is the JSONPath at which the instance was first reached:
        /// `"$"` for the top level, `"$.members[1].aDog"` below it.
        case reference
        /// The value is treated like a `nil` (see ``DictionaryReflector/nilStrategy``). This is the default.
        case omit
    }

    /// What happens to a closure, such as a stored `var onTap: () -> Void`. The default is ``omit``: a closure is
    /// behaviour, not data.
    public enum ClosureStrategy: Sendable, Hashable {
        /// The closure is treated like a `nil` (see ``DictionaryReflector/nilStrategy``). This is the default.
        case omit
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/unsupportedValue``.
        case `throw`
        /// The closure becomes `String(describing:)` of itself, such as `"(Function)"`.
        case describe
    }

    /// What happens to a value that has no JSON representation: a metatype, an integer that fits neither `Int` nor
    /// `UInt64`, a `Date` the date strategy cannot write. The default is ``throw``.
    public enum UnsupportedValueStrategy: Sendable, Hashable {
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/unsupportedValue``. This is the
        /// default.
        case `throw`
        /// The value is treated like a `nil` (see ``DictionaryReflector/nilStrategy``).
        case omit
        /// The value becomes `String(describing:)` of itself.
        case describe
    }
}

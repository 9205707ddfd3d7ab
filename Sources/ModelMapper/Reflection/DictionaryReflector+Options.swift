import Foundation

extension DictionaryReflector {
    /// What a `nil` becomes.
    ///
    /// The default is ``omit``.
    public enum NilStrategy: Sendable, Hashable {
        /// A property or dictionary entry whose value is `nil` is left out of its object. This is the default.
        ///
        /// Elements of an array, a set or a tuple without labels become `NSNull()` instead, so that the positions
        /// of the other elements do not shift. A `nil` at the top level becomes `NSNull()`.
        case omit
        /// Every `nil` becomes `NSNull()`, which JSONSerialization writes as `null`.
        case null
    }

    /// How a `Decimal` (or an `NSDecimalNumber`) is represented.
    ///
    /// The default is ``decimal``, as ``DictionaryEncoder`` writes a `Decimal`.
    public enum DecimalStrategy: Sendable, Hashable {
        /// The nearest `Double`, which JSONSerialization writes in its shortest form: `Decimal(string: "19.99")`
        /// becomes `19.99`. Digits beyond a `Double`'s precision (about 15 to 17 significant digits) are lost. A
        /// NaN follows ``DictionaryReflector/nonConformingFloatEncodingStrategy``.
        case double
        /// The decimal's exact digits as a string, such as `"19.99"`; a NaN becomes `"NaN"`.
        case string
        /// The `Decimal` itself, as ``DictionaryEncoder`` writes it. JSONSerialization accepts it and writes every
        /// digit, but a reader of the tree must cast it with `as? Decimal` rather than `as? Double`. A NaN follows
        /// ``DictionaryReflector/nonConformingFloatEncodingStrategy``. This is the default.
        case decimal
    }

    /// What happens when a value leads back to a class instance that is already being reflected on the current path:
    /// a back-reference such as a child's `weak var parent`, a `delegate`, or any other cycle.
    ///
    /// Only a real cycle counts: an instance that is reachable along two different paths (a shared child, a
    /// diamond-shaped graph) is reflected in full at both places. A Foundation collection that contains itself is a
    /// cycle too.
    ///
    /// The default is ``omit``, because a back-reference is ordinary in class models (a parent and its children, a
    /// view model and its delegate) and leaving it out loses nothing: the instance it points to is the value that
    /// contains it, already written in full one or more levels up, so the edge is implied by the nesting. The result
    /// keeps the shape of the model, in which the back-reference reads as a missing optional, which is what a
    /// backend or a `Decodable` twin of the model expects. A ``reference`` marker instead puts an object of
    /// another shape (`{"$ref": "$"}`) where the property's value would be; choose it when the reader should see the
    /// link, and ``throw`` when a cycle is a bug in your model.
    public enum CycleStrategy: Sendable, Hashable {
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/cycleDetected``, whose
        /// location is the value that leads back and whose message names the place where the instance was first
        /// reached.
        case `throw`
        /// The value that leads back becomes a reference object, `["$ref": path]`, where `path` is the place where
        /// the instance was first reached, written as a JSONPath: `"$"` for the top-level value,
        /// `"$.members[1].aDog"` below it.
        case reference
        /// The value that leads back is treated like a `nil` (see ``DictionaryReflector/nilStrategy``): a property
        /// or dictionary entry is left out under the default ``NilStrategy/omit`` and becomes `NSNull()` under
        /// ``NilStrategy/null``; an array element becomes `NSNull()`. This is the default.
        case omit
    }

    /// What happens to a closure: a value of a function type, such as a stored `var onTap: () -> Void` or a
    /// completion handler.
    ///
    /// The default is ``omit``: a closure is behaviour, not data, and has no JSON representation, so a model that
    /// keeps a callback next to its data reflects to its data.
    public enum ClosureStrategy: Sendable, Hashable {
        /// The closure is treated like a `nil` (see ``DictionaryReflector/nilStrategy``): a property or dictionary
        /// entry is left out under the default ``NilStrategy/omit`` and becomes `NSNull()` under
        /// ``NilStrategy/null``; an array element becomes `NSNull()`. This is the default.
        case omit
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/unsupportedValue`` whose
        /// location names the closure, for models that must not carry behaviour.
        case `throw`
        /// The closure becomes `String(describing:)` of itself, such as `"(Function)"`.
        case describe
    }

    /// What happens to a value that has no JSON representation: a metatype, an integer that fits neither `Int` nor
    /// `UInt64` (such as a large `Int128`), a `Date` that the date strategy cannot write (too far from 1970 for
    /// calendar text, or a number of seconds that is not finite). Closures follow
    /// ``DictionaryReflector/closureStrategy`` instead.
    ///
    /// The default is ``throw``.
    public enum UnsupportedValueStrategy: Sendable, Hashable {
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/unsupportedValue`` whose
        /// location names the value. This is the default.
        case `throw`
        /// The value is treated like a `nil` (see ``DictionaryReflector/nilStrategy``): a property or dictionary
        /// entry is left out under the default ``NilStrategy/omit`` and becomes `NSNull()` under
        /// ``NilStrategy/null``; an element of an array, a set or a tuple without labels becomes `NSNull()`.
        case omit
        /// The value becomes `String(describing:)` of itself.
        case describe
    }
}

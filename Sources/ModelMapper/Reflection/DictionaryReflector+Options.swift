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

    /// How a `Date` is represented.
    ///
    /// The default is ``iso8601``.
    public enum DateStrategy: Sendable {
        /// An ISO 8601 string in UTC with whole seconds, such as `"2001-02-03T04:05:06Z"`, the format of
        /// `JSONEncoder.DateEncodingStrategy.iso8601`. Fractions of a second are dropped (rounded down). This is
        /// the default.
        case iso8601
        /// An ISO 8601 string in UTC with milliseconds, such as `"2001-02-03T04:05:06.789Z"`, rounded to the
        /// nearest millisecond.
        case iso8601WithFractionalSeconds
        /// The number of seconds since 1 January 1970 UTC, as a `Double`.
        case secondsSince1970
        /// The number of milliseconds since 1 January 1970 UTC, as a `Double`.
        case millisecondsSince1970
        /// The value the closure returns, which is reflected in turn. Errors it throws are passed on unchanged.
        case custom(@Sendable (Date) throws -> Any)
    }

    /// How `Data` is represented.
    ///
    /// The default is ``base64``.
    public enum DataStrategy: Sendable {
        /// A Base64 string without line breaks, as `JSONEncoder` writes it. This is the default.
        case base64
        /// An array of the bytes as `Int`s from 0 to 255, the shape of `Data`'s own `Codable` conformance.
        case byteArray
        /// The value the closure returns, which is reflected in turn. Errors it throws are passed on unchanged.
        case custom(@Sendable (Data) throws -> Any)
    }

    /// How a `Decimal` (or an `NSDecimalNumber`) is represented.
    ///
    /// The default is ``double``.
    public enum DecimalStrategy: Sendable, Hashable {
        /// The nearest `Double`, which JSONSerialization writes in its shortest form: `Decimal(string: "19.99")`
        /// becomes `19.99`. Digits beyond a `Double`'s precision (about 15 to 17 significant digits) are lost. A
        /// NaN follows ``DictionaryReflector/nonFiniteFloatStrategy``. This is the default.
        case double
        /// The decimal's exact digits as a string, such as `"19.99"`; a NaN becomes `"NaN"`.
        case string
        /// The `Decimal` itself. JSONSerialization accepts it and writes every digit, but a reader of the tree must
        /// cast it with `as? Decimal` rather than `as? Double`. A NaN follows
        /// ``DictionaryReflector/nonFiniteFloatStrategy``.
        case decimal
    }

    /// What a floating-point NaN or infinity becomes. JSON has no such numbers, and JSONSerialization rejects
    /// them.
    ///
    /// The default is ``throw``.
    public enum NonFiniteFloatStrategy: Sendable, Hashable {
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/unsupportedValue`` whose
        /// location names the value. This is the default, as in `JSONEncoder`.
        case `throw`
        /// The value becomes one of the given strings, as with
        /// `JSONEncoder.NonConformingFloatEncodingStrategy.convertToString`.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// What happens when a class instance is reached again through its own properties.
    ///
    /// Only a real cycle counts: an instance that is reachable along two different paths (a shared child, a
    /// diamond-shaped graph) is reflected in full at both places. The default is ``throw``.
    public enum CycleStrategy: Sendable, Hashable {
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/cycleDetected``, whose
        /// location is the property that leads back. This is the default.
        case `throw`
        /// The property that leads back becomes a reference object, `["$ref": path]`, where `path` is the place
        /// where the instance was first reached, written as a JSONPath: `"$"` for the top-level value,
        /// `"$.members[1].aDog"` below it.
        case reference
        /// The property that leads back is left out like a `nil` under ``NilStrategy/omit`` (an array element
        /// becomes `NSNull()`). Suits a `weak var parent` or `delegate` back-reference that the reader does not
        /// need.
        case omit
    }

    /// What happens to a value that has no JSON representation: a closure, a metatype, an integer that fits
    /// neither `Int` nor `UInt64` (such as a large `Int128`), a `Date` too far from 1970 to be written.
    ///
    /// The default is ``throw``.
    public enum UnsupportedValueStrategy: Sendable, Hashable {
        /// Reflection throws a ``ModelMapperError`` with code ``ModelMapperError/Code/unsupportedValue`` whose
        /// location names the value. This is the default.
        case `throw`
        /// The value is left out like a `nil` under ``NilStrategy/omit``: a property or dictionary entry
        /// disappears, and an element of an array, a set or a tuple without labels becomes `NSNull()`.
        case omit
        /// The value becomes `String(describing:)` of itself.
        case describe
    }
}

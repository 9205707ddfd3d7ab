/// A type that ``Coerced`` can decode from a scalar of another type: `"26"` for an `Int`, `1` or `"yes"` for a
/// `Bool`, `26` for a `String`.
///
/// ModelMapper conforms `Bool`, `String`, `Double`, `Float`, every fixed-width integer type (`Int`, `Int8` …
/// `Int64`, `UInt`, `UInt8` … `UInt64`), `Optional` of any of them, and the default wrappers (``Default``,
/// ``LossyDefault``) whose value is one of them. The conversions are exact and range-checked, following the
/// coercion table in the package documentation: a value that does not convert throws, it never becomes `0`,
/// `false` or an empty string.
///
/// Conform your own types to accept a scalar in more than one form:
///
/// ```swift
/// enum Level: Int, Codable, Coercible {
///     case low = 1, high = 2
///
///     init(coercingFrom decoder: any Decoder) throws {
///         let raw = try Int(coercingFrom: decoder)  // 2, "2" and "2.0" all work
///         guard let level = Level(rawValue: raw) else {
///             throw DecodingError.dataCorrupted(
///                 .init(codingPath: decoder.codingPath, debugDescription: "Unknown level \(raw)."))
///         }
///         self = level
///     }
/// }
/// ```
public protocol Coercible {
    /// Decodes a value, converting the scalar the decoder holds when it has another type.
    ///
    /// - Parameter decoder: The decoder, positioned at the value (for a property, at the property's coding path).
    /// - Throws: `DecodingError.valueNotFound` for `null` (unless the type accepts it, as `Optional` does),
    ///   `DecodingError.typeMismatch` when the value is not of a kind the type accepts, and
    ///   `DecodingError.dataCorrupted` when it is of the right kind but cannot be represented (`"300"` for
    ///   `Int8`), all at `decoder.codingPath`.
    init(coercingFrom decoder: any Decoder) throws

    /// The value a property takes when its key is missing, or `nil` when the key is required.
    ///
    /// `nil` for the scalar types (a missing key throws `DecodingError.keyNotFound`); `.some(nil)` for `Optional`;
    /// the provider's default for ``Default`` and ``LossyDefault``. The default implementation returns `nil`.
    static var valueForMissingKey: Self? { get }
}

extension Coercible {
    /// A required key: `nil`, so that a missing key throws `DecodingError.keyNotFound`.
    public static var valueForMissingKey: Self? { nil }

    /// Decodes a value with numbers read in `grammar` when the type reads numbers (``GrammarCoercible``), and as
    /// ``init(coercingFrom:)`` decodes it otherwise.
    static func coerce(from decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws -> Self {
        guard let type = Self.self as? any GrammarCoercible.Type else { return try Self(coercingFrom: decoder) }
        guard let value = try type.init(coercingFrom: decoder, grammar: grammar) as? Self else {
            throw DecodingFailure.typeConfusion(Self.self, codingPath: decoder.codingPath)
        }
        return value
    }
}

/// A ``Coercible`` type whose coercion reads numbers, in the grammar it is given: the built-in numbers, and
/// `Optional`, `Array` and the default and lossy wrappers around any coercible value. ``FormattedNumber`` passes
/// `.formatted`; ``init(coercingFrom:)`` is the same decode with `.plain`.
protocol GrammarCoercible: Coercible {
    /// Decodes a value, reading a number held as a string in `grammar`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws
}

// MARK: - Scalars

extension Bool: Coercible {
    /// Decodes a `Bool` from a boolean, the number 0 or 1, or one of the strings `true false yes no y n on off 1 0`
    /// in any case, with surrounding whitespace ignored.
    ///
    /// - Parameter decoder: The decoder, positioned at the value.
    /// - Throws: `DecodingError.typeMismatch` for another string or a container, `DecodingError.dataCorrupted`
    ///   for another number, `DecodingError.valueNotFound` for `null`.
    public init(coercingFrom decoder: any Decoder) throws {
        self = try CoercionReader.decode(Bool.self, from: decoder, convert: ScalarCoercion.bool(from:))
    }
}

extension String: Coercible {
    /// Decodes a `String` from a string (as it is), a number rendered losslessly (`26` → `"26"`, `2.5` → `"2.5"`)
    /// or a boolean (`"true"`, `"false"`).
    ///
    /// - Parameter decoder: The decoder, positioned at the value.
    /// - Throws: `DecodingError.typeMismatch` for a container, `DecodingError.valueNotFound` for `null`.
    public init(coercingFrom decoder: any Decoder) throws {
        self = try CoercionReader.decode(String.self, from: decoder, convert: ScalarCoercion.string(from:))
    }
}

extension Coercible where Self: FixedWidthInteger & Decodable {
    /// Decodes an integer from an integer in range, a floating-point number with no fractional part in range, or
    /// a decimal string (`"26"`, `" 26 "`, `"+26"`, `"26.0"`).
    ///
    /// - Parameter decoder: The decoder, positioned at the value.
    /// - Throws: `DecodingError.typeMismatch` for a boolean, a string that is not a decimal integer or a
    ///   container; `DecodingError.dataCorrupted` for a fraction (`6.66`, `"26.5"`), a value out of range (`1e20`
    ///   for `Int`, `"300"` for `Int8`), NaN or an infinity; `DecodingError.valueNotFound` for `null`.
    public init(coercingFrom decoder: any Decoder) throws {
        try self.init(coercingFrom: decoder, grammar: .plain)
    }

    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Self.self, from: decoder) {
            ScalarCoercion.integer(Self.self, from: $0, grammar: grammar)
        }
    }
}

extension Int: GrammarCoercible {}
extension Int8: GrammarCoercible {}
extension Int16: GrammarCoercible {}
extension Int32: GrammarCoercible {}
extension Int64: GrammarCoercible {}
extension UInt: GrammarCoercible {}
extension UInt8: GrammarCoercible {}
extension UInt16: GrammarCoercible {}
extension UInt32: GrammarCoercible {}
extension UInt64: GrammarCoercible {}

extension Coercible where Self: BinaryFloatingPoint & LosslessStringConvertible & Decodable {
    /// Decodes a floating-point number from any number (rounded to the nearest representable value) or a decimal
    /// string (`"2.5"`, `"-1e3"`).
    ///
    /// - Parameter decoder: The decoder, positioned at the value.
    /// - Throws: `DecodingError.typeMismatch` for a boolean, a string that is not a decimal number (including
    ///   `"nan"` and `"inf"`) or a container; `DecodingError.dataCorrupted` for a finite number too large for the
    ///   type; `DecodingError.valueNotFound` for `null`.
    public init(coercingFrom decoder: any Decoder) throws {
        try self.init(coercingFrom: decoder, grammar: .plain)
    }

    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Self.self, from: decoder) {
            ScalarCoercion.floatingPoint(Self.self, from: $0, grammar: grammar)
        }
    }
}

extension Double: GrammarCoercible {}
extension Float: GrammarCoercible {}

// MARK: - Optional

extension Optional: Coercible, GrammarCoercible where Wrapped: Coercible {
    /// Decodes `nil` from `null`, or the wrapped type's coercion of anything else.
    ///
    /// - Parameter decoder: The decoder, positioned at the value.
    /// - Throws: The wrapped type's errors for a present value that does not convert.
    public init(coercingFrom decoder: any Decoder) throws {
        try self.init(coercingFrom: decoder, grammar: .plain)
    }

    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        if try decoder.singleValueContainer().decodeNil() {
            self = nil
        } else {
            self = try Wrapped.coerce(from: decoder, grammar: grammar)
        }
    }

    /// A missing key decodes as `nil`.
    public static var valueForMissingKey: Wrapped?? { .some(nil) }
}

// MARK: - Array

extension Array: Coercible, GrammarCoercible where Element: Coercible {
    /// Decodes an array, coercing each element; the first element that does not convert fails the whole array.
    ///
    /// Use ``LossyArray`` (`@Coerced @LossyArray var ids: [Int]`) to drop such elements instead.
    ///
    /// - Parameter decoder: The decoder, positioned at the value.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an array, `DecodingError.valueNotFound` for
    ///   `null`, and the element type's errors at the element's coding path (`[…, "ids", "Index 2"]`).
    public init(coercingFrom decoder: any Decoder) throws {
        try self.init(coercingFrom: decoder, grammar: .plain)
    }

    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            elements.append(try Element.coerce(from: container.superDecoder(), grammar: grammar))
        }
        self = elements
    }
}

import Foundation

/// A type that ``Coerced`` and ``FormattedNumber`` can decode from a scalar of another type: `"26"` for an `Int`,
/// `1` or `"yes"` for a `Bool`, `26` for a `String`.
///
/// ModelMapper makes `Bool`, `String`, `Double`, `Float`, `Decimal`, every fixed-width integer type (`Int`, `Int8` … `Int64`,
/// `UInt`, `UInt8` … `UInt64`), `Optional` and `Array` of any of them, and the default and lossy wrappers (``Default``,
/// ``LossyDefault``, ``LossyArray``) whose value is one of them coercible. The conversions are exact and
/// range-checked, following the coercion table in the package documentation: a value that does not convert throws,
/// it never becomes `0`, `false` or an empty string.
///
/// The protocol has no requirements, so these types gain no members: the library's conversions stay out of your
/// code completion. To make a type of your own coercible, conform it to ``CustomCoercible`` and write its
/// conversion. A type that conforms to `Coercible` alone is not one the library knows how to convert: decoding it
/// throws ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/unsupportedValue``.
public protocol Coercible {}

/// A type of your own that ``Coerced`` and ``FormattedNumber`` decode through a conversion you write.
///
/// Reuse the library's conversions inside it by decoding a ``Coerced`` value from the same decoder:
///
/// ```swift
/// enum Level: Int, Codable, CustomCoercible {
///     case low = 1, high = 2
///
///     init(coercingFrom decoder: any Decoder) throws {
///         let raw = try Coerced<Int>(from: decoder).wrappedValue  // 2, "2" and "2.0" all work
///         guard let level = Level(rawValue: raw) else {
///             throw DecodingError.dataCorrupted(
///                 .init(codingPath: decoder.codingPath, debugDescription: "Unknown level \(raw)."))
///         }
///         self = level
///     }
/// }
/// ```
///
/// A missing key is `keyNotFound` for such a type, as for the built-in scalars; wrap the property in an optional
/// (`@Coerced var level: Level?`) or a ``Default`` to accept one.
public protocol CustomCoercible: Coercible {
    /// Decodes a value, converting the scalar the decoder holds when it has another type.
    ///
    /// - Parameter decoder: The decoder, positioned at the value (for a property, at the property's coding path).
    /// - Throws: `DecodingError.valueNotFound` for `null`, `DecodingError.typeMismatch` when the value is not of a
    ///   kind the type accepts, and `DecodingError.dataCorrupted` when it is of the right kind but cannot be
    ///   represented, all at `decoder.codingPath`.
    init(coercingFrom decoder: any Decoder) throws
}

/// A ``Coercible`` type the library converts itself: the built-in scalars, and `Optional`, `Array` and the default
/// and lossy wrappers around any coercible value. Internal, so that the standard types gain no public member. Numbers
/// held as strings are read in the grammar given: ``FormattedNumber`` passes `.formatted`, ``Coerced`` `.plain`.
protocol BuiltInCoercible: Coercible {
    /// Decodes a value, reading a number held as a string in `grammar`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws

    /// The value a property takes when its key is missing, or `nil` when the key is required: `.some(nil)` for
    /// `Optional`, the provider's default for ``Default`` and ``LossyDefault``, an empty ``LossyArray``.
    static var valueForMissingKey: Self? { get }
}

extension BuiltInCoercible {
    static var valueForMissingKey: Self? { nil }
}

extension Coercible {
    /// Decodes a value by the library's conversion for the type, or by its own (``CustomCoercible``).
    ///
    /// - Throws: The conversion's errors; ``ModelMapperError`` when the type is neither built in nor custom.
    static func coerce(from decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws -> Self {
        if let builtIn = Self.self as? any BuiltInCoercible.Type {
            guard let value = try builtIn.init(coercingFrom: decoder, grammar: grammar) as? Self else {
                throw DecodingFailure.typeConfusion(Self.self, codingPath: decoder.codingPath)
            }
            return value
        }
        if let custom = Self.self as? any CustomCoercible.Type {
            guard let value = try custom.init(coercingFrom: decoder) as? Self else {
                throw DecodingFailure.typeConfusion(Self.self, codingPath: decoder.codingPath)
            }
            return value
        }
        throw ModelMapperError.notCoercible(Self.self, codingPath: decoder.codingPath)
    }

    /// The value for a missing key, or `nil` when the key is required.
    static var missingKeyValue: Self? {
        (Self.self as? any BuiltInCoercible.Type).flatMap { $0.valueForMissingKey as? Self }
    }
}

// MARK: - Scalars

extension Bool: BuiltInCoercible {
    /// Decodes a `Bool` from a boolean, the number 0 or 1, or one of the strings `true false yes no y n on off 1 0`
    /// in any case, with surrounding whitespace ignored.
    ///
    /// - Throws: `DecodingError.typeMismatch` for another string or a container, `DecodingError.dataCorrupted`
    ///   for another number, `DecodingError.valueNotFound` for `null`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Bool.self, from: decoder, convert: ScalarCoercion.bool(from:))
    }
}

extension String: BuiltInCoercible {
    /// Decodes a `String` from a string (as it is), a number rendered losslessly (`26` → `"26"`, `2.5` → `"2.5"`)
    /// or a boolean (`"true"`, `"false"`).
    ///
    /// - Throws: `DecodingError.typeMismatch` for a container, `DecodingError.valueNotFound` for `null`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(String.self, from: decoder, convert: ScalarCoercion.string(from:))
    }
}

extension BuiltInCoercible where Self: FixedWidthInteger & Decodable {
    /// Decodes an integer from an integer in range, a floating-point number with no fractional part in range, or
    /// a decimal string (`"26"`, `" 26 "`, `"+26"`, `"26.0"`).
    ///
    /// - Throws: `DecodingError.typeMismatch` for a boolean, a string that is not a decimal integer or a
    ///   container; `DecodingError.dataCorrupted` for a fraction (`6.66`, `"26.5"`), a value out of range (`1e20`
    ///   for `Int`, `"300"` for `Int8`), NaN or an infinity; `DecodingError.valueNotFound` for `null`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Self.self, from: decoder) {
            ScalarCoercion.integer(Self.self, from: $0, grammar: grammar)
        }
    }
}

extension Int: BuiltInCoercible {}
extension Int8: BuiltInCoercible {}
extension Int16: BuiltInCoercible {}
extension Int32: BuiltInCoercible {}
extension Int64: BuiltInCoercible {}
extension UInt: BuiltInCoercible {}
extension UInt8: BuiltInCoercible {}
extension UInt16: BuiltInCoercible {}
extension UInt32: BuiltInCoercible {}
extension UInt64: BuiltInCoercible {}

extension BuiltInCoercible where Self: BinaryFloatingPoint & LosslessStringConvertible & Decodable {
    /// Decodes a floating-point number from any number (rounded to the nearest representable value) or a decimal
    /// string (`"2.5"`, `"-1e3"`).
    ///
    /// - Throws: `DecodingError.typeMismatch` for a boolean, a string that is not a decimal number (including
    ///   `"nan"` and `"inf"`) or a container; `DecodingError.dataCorrupted` for a finite number too large for the
    ///   type; `DecodingError.valueNotFound` for `null`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Self.self, from: decoder) {
            ScalarCoercion.floatingPoint(Self.self, from: $0, grammar: grammar)
        }
    }
}

extension Double: BuiltInCoercible {}
extension Float: BuiltInCoercible {}

extension Decimal: BuiltInCoercible {
    /// Decodes a `Decimal` exactly, never through a `Double`: from any integer, from a decimal string read digit by
    /// digit (`"12345678901234567.89"`, `"0.1"`, `"-1e-21"`; with ``FormattedNumber`` also `"1,234.50"`), or from a
    /// floating-point number's shortest text (`0.1` is `0.1`).
    ///
    /// - Throws: `DecodingError.typeMismatch` for a boolean, a string that is not a decimal number or a container;
    ///   `DecodingError.dataCorrupted` for a number a `Decimal` cannot hold exactly (more than 38 significant digits,
    ///   or a power of ten beyond its range), NaN or an infinity; `DecodingError.valueNotFound` for `null`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Decimal.self, from: decoder) {
            ScalarCoercion.decimal(from: $0, grammar: grammar)
        }
    }
}

// MARK: - Optional

extension Optional: Coercible where Wrapped: Coercible {}

extension Optional: BuiltInCoercible where Wrapped: Coercible {
    /// Decodes `nil` from `null`, or the wrapped type's coercion of anything else.
    ///
    /// - Throws: The wrapped type's errors for a present value that does not convert.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        if try decoder.singleValueContainer().decodeNil() {
            self = nil
        } else {
            self = try Wrapped.coerce(from: decoder, grammar: grammar)
        }
    }

    /// A missing key decodes as `nil`.
    static var valueForMissingKey: Wrapped?? { .some(nil) }
}

// MARK: - Array

extension Array: Coercible where Element: Coercible {}

extension Array: BuiltInCoercible where Element: Coercible {
    /// Decodes an array, coercing each element; the first element that does not convert fails the whole array.
    ///
    /// Use ``LossyArray`` (`@Coerced @LossyArray var ids: [Int]`) to drop such elements instead.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the value is not an array, `DecodingError.valueNotFound` for
    ///   `null`, and the element type's errors at the element's coding path (`[…, "ids", "Index 2"]`).
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

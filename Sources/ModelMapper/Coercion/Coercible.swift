import Foundation

/// A type that ``Coerced``, ``FormattedNumber`` and ``TextValue`` read from a scalar of another type: the standard
/// scalars, `Optional` and `Array` of them, and the default and lossy wrappers, converted exactly and range-checked
/// (<doc:CoercionAndDefaults>). It has no requirements, so they gain no members. Make your own type coercible with
/// ``CustomCoercible``; one conforming to `Coercible` alone throws
/// ``ModelMapperError/Code-swift.struct/unsupportedValue``.
public protocol Coercible {}

/// A type of your own that the coercing wrappers decode through a conversion you write, which may reuse the
/// library's by decoding a ``Coerced`` value from the same decoder:
///
/// ```swift
/// enum Level: Int, Codable, CustomCoercible {
///     case low = 1, high = 2
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
public protocol CustomCoercible: Coercible {
    /// Decodes a value, converting the scalar the decoder holds when it has another type.
    ///
    /// - Throws: `valueNotFound` for `null`, `typeMismatch` for a kind of value the type does not accept,
    ///   `dataCorrupted` for one it cannot represent, at `decoder.codingPath`.
    init(coercingFrom decoder: any Decoder) throws
}

/// A ``Coercible`` type the library converts itself; internal, so that the standard types gain no public member.
protocol BuiltInCoercible: Coercible {
    /// Decodes a value, reading a number held as a string in `grammar`.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws

    /// The value for a missing key (`nil` for `Optional`, a default wrapper's default), or `nil` when it is required.
    static var valueForMissingKey: Self? { get }
}

extension BuiltInCoercible {
    static var valueForMissingKey: Self? { nil }
}

extension Coercible {
    /// Decodes a value by the library's conversion for the type, or by its own (``CustomCoercible``).
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

    static var missingKeyValue: Self? {
        (Self.self as? any BuiltInCoercible.Type).flatMap { $0.valueForMissingKey as? Self }
    }
}

// MARK: - Scalars

extension Bool: BuiltInCoercible {
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Bool.self, from: decoder, convert: ScalarCoercion.bool(from:))
    }
}

extension String: BuiltInCoercible {
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(String.self, from: decoder, convert: ScalarCoercion.string(from:))
    }
}

extension BuiltInCoercible where Self: FixedWidthInteger & Decodable {
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
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Self.self, from: decoder) {
            ScalarCoercion.floatingPoint(Self.self, from: $0, grammar: grammar)
        }
    }
}

extension Double: BuiltInCoercible {}
extension Float: BuiltInCoercible {}

extension Decimal: BuiltInCoercible {
    /// Exactly, never through a `Double`: an integer, a decimal string, a float's shortest text; over 38 digits fails.
    init(coercingFrom decoder: any Decoder, grammar: ScalarCoercion.NumberGrammar) throws {
        self = try CoercionReader.decode(Decimal.self, from: decoder) {
            ScalarCoercion.decimal(from: $0, grammar: grammar)
        }
    }
}

// MARK: - Optional

extension Optional: Coercible where Wrapped: Coercible {}

extension Optional: BuiltInCoercible where Wrapped: Coercible {
    /// `nil` from `null`, or the wrapped type's coercion of anything else.
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
    /// Each element coerced; the first that does not convert fails the array (``LossyArray`` drops it instead).
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

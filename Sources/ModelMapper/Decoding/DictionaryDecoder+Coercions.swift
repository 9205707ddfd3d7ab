extension DictionaryDecoder {
    /// The scalar types a lenient decoder reads from a scalar of another type.
    ///
    /// Off by default: without coercions the decoder is as strict as `JSONDecoder`. Each option applies the
    /// coercion table (the same one the ``Coerced`` property wrapper uses) to every value of its target types, and
    /// only where strict decoding would fail with a type mismatch; a value of the right type is never converted.
    ///
    /// | option | reads | still rejects |
    /// | --- | --- | --- |
    /// | ``bool`` | `Bool` from the numbers `0`/`1` and the strings `true false yes no y n on off 1 0` (any case, trimmed) | other numbers and strings |
    /// | ``integers`` | every integer type from decimal strings (`"26"`, `" +26 "`, `"26.0"`) | fractions, out-of-range values, booleans, other strings |
    /// | ``floatingPoint`` | `Double` and `Float` from numeric strings (`"2.5"`, `"-1e3"`) | booleans, other strings |
    /// | ``string`` | `String` from numbers (`26` → `"26"`, `2.5` → `"2.5"`) and booleans (`"true"`) | containers |
    ///
    /// A rejected value throws `DecodingError.typeMismatch` (the wrong kind of value) or
    /// `DecodingError.dataCorrupted` (the right kind, but it does not fit), naming what was found; `null` and
    /// missing keys behave as without coercion.
    ///
    /// ```swift
    /// var decoder = DictionaryDecoder()
    /// decoder.coercions = [.bool, .integers]
    /// let people = try decoder.decode(People.self, from: ["isTall": 1, "age": "26"])
    /// ```
    public struct Coercions: OptionSet, Sendable, Hashable {
        /// The options as bits.
        public let rawValue: Int

        /// Creates a set of coercions from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `Bool` from `0`/`1` and from words such as `"yes"` and `"off"`.
        public static let bool = Coercions(rawValue: 1 << 0)
        /// Every integer type from decimal strings.
        public static let integers = Coercions(rawValue: 1 << 1)
        /// `Double` and `Float` from numeric strings.
        public static let floatingPoint = Coercions(rawValue: 1 << 2)
        /// `String` from numbers and booleans.
        public static let string = Coercions(rawValue: 1 << 3)
        /// Numbers of every type from strings: ``integers`` and ``floatingPoint``.
        public static let numbersFromStrings: Coercions = [.integers, .floatingPoint]
        /// Every coercion.
        public static let all: Coercions = [.bool, .integers, .floatingPoint, .string]
    }
}

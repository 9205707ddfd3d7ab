extension DictionaryDecoder {
    /// What a lenient decoder reads from a value of another kind, for every property of a decode; off by default, as
    /// strict as `JSONDecoder`. An option converts only where strict decoding would fail with a type mismatch, by
    /// ``Coerced``'s table; a value that does not convert still throws, and each conversion is a
    /// ``MappingReport/Kind/coercion`` report entry (<doc:CoercionAndDefaults>). ``jsonStrings`` is tried before
    /// ``singleValueAsArray``: with both, `"[1, 2]"` for `[Int]` is `[1, 2]` and `"7"` is `["7"]`.
    ///
    /// ```swift
    /// var decoder = DictionaryDecoder()
    /// decoder.coercions = [.booleans, .integers]
    /// let people = try decoder.decode(People.self, from: ["isTall": 1, "age": "26"])
    /// ```
    public struct Coercions: OptionSet, Sendable, Hashable {
        /// The options as bits.
        public let rawValue: Int

        /// Creates a set of coercions from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `Bool` from `0`/`1` and from the words `true false yes no y n on off 1 0`, in any case, trimmed.
        public static let booleans = Coercions(rawValue: 1 << 0)
        /// Every integer type from decimal strings: `"26"`, `" +26 "`, `"26.0"`; never a fraction or out of range.
        public static let integers = Coercions(rawValue: 1 << 1)
        /// `Double`, `Float` and `Decimal` from numeric strings (`"2.5"`, `"-1e3"`), a `Decimal` exactly.
        public static let floatingPointNumbers = Coercions(rawValue: 1 << 2)
        /// `String` from numbers (`26` → `"26"`) and booleans (`"true"`).
        public static let strings = Coercions(rawValue: 1 << 3)
        /// A modifier widening what ``integers`` and ``floatingPointNumbers`` read to thousands separators
        /// (`"1,234.5"`) and, for integers, whole-number exponents (`"1e3"`); alone it reads nothing (see
        /// ``formattedNumbers``), and it is public so that every bit has a name.
        public static let formattedNumberGrammar = Coercions(rawValue: 1 << 4)
        /// An object or array from a string holding its JSON text; malformed text is `dataCorrupted` at the property.
        public static let jsonStrings = Coercions(rawValue: 1 << 5)
        /// A one-element array from a single value where an array is expected (`"tag"` → `["tag"]`); not from `null`.
        public static let singleValueAsArray = Coercions(rawValue: 1 << 6)
        /// `null` from an empty or whitespace-only string, wherever a decode asks whether a value is null: an
        /// optional becomes `nil`, a ``Default`` its default; a required value still reads the string.
        public static let emptyStringAsNil = Coercions(rawValue: 1 << 7)
        /// Numbers of every type from strings: ``integers`` and ``floatingPointNumbers``.
        public static let numbersFromStrings: Coercions = [.integers, .floatingPointNumbers]
        /// ``numbersFromStrings`` in the formatted number grammar (``formattedNumberGrammar``): `"1,234"`, `"1e3"`.
        /// Misplaced separators (`"1,23"`) and exponents that leave a fraction (`"1.5e0"`) are still rejected.
        public static let formattedNumbers: Coercions = [.integers, .floatingPointNumbers, .formattedNumberGrammar]
        /// The scalar coercions: ``booleans``, ``integers``, ``floatingPointNumbers`` and ``strings``.
        public static let scalars: Coercions = [.booleans, .integers, .floatingPointNumbers, .strings]
        /// Every coercion: the ``scalars``, ``formattedNumbers``, ``jsonStrings``, ``singleValueAsArray`` and
        /// ``emptyStringAsNil``.
        public static let all: Coercions = [
            .scalars, .formattedNumbers, .jsonStrings, .singleValueAsArray, .emptyStringAsNil,
        ]
    }
}

extension DictionaryDecoder {
    /// What a lenient decoder reads from a value of another kind.
    ///
    /// Off by default: without coercions the decoder is as strict as `JSONDecoder`. Each option applies the
    /// coercion table (the same one the ``Coerced`` property wrapper uses) to every value of its target types, and
    /// only where strict decoding would fail with a type mismatch; a value of the right type is never converted.
    ///
    /// | option | reads | still rejects |
    /// | --- | --- | --- |
    /// | ``booleans`` | `Bool` from the numbers `0`/`1` and the strings `true false yes no y n on off 1 0` (any case, trimmed) | other numbers and strings |
    /// | ``integers`` | every integer type from decimal strings (`"26"`, `" +26 "`, `"26.0"`) | fractions, out-of-range values, booleans, other strings |
    /// | ``floatingPointNumbers`` | `Double`, `Float` and `Decimal` from numeric strings (`"2.5"`, `"-1e3"`); a `Decimal` exactly, digit by digit | booleans, other strings; for `Decimal`, numbers it cannot hold exactly (more than 38 significant digits) |
    /// | ``strings`` | `String` from numbers (`26` → `"26"`, `2.5` → `"2.5"`) and booleans (`"true"`) | containers |
    /// | ``formattedNumbers`` | what ``integers`` and ``floatingPointNumbers`` read, plus thousands separators (`"1,234,567"`, `"-1,234.5"`) and, for integers, exponents (`"1e3"`, `"2.5E2"`) | misplaced separators (`"1,23"`, `"12,34.5"`), exponents that leave a fraction (`"1.5e0"`), out-of-range values |
    /// | ``jsonStrings`` | an object or array from a string holding its JSON text (`"{\"name\":\"sleep\"}"`), where an object or array is expected | malformed JSON text (`dataCorrupted`, naming the path), text of the other container kind |
    /// | ``singleValueAsArray`` | an array of one element from a single value where an array is expected (`"tag"` → `["tag"]`, an object → `[object]`) | `null` (it stays null) |
    /// | ``emptyStringAsNil`` | `null` from an empty or whitespace-only string, wherever the decode asks whether a value is null: optionals become `nil`, ``Default`` properties their default | nothing: a required value still reads the string as it is |
    ///
    /// A rejected value throws `DecodingError.typeMismatch` (the wrong kind of value) or
    /// `DecodingError.dataCorrupted` (the right kind, but it does not fit), naming what was found; `null` and
    /// missing keys behave as without coercion. Every conversion is recorded in the ``MappingReport`` as a
    /// ``MappingReport/Kind/coercion``.
    ///
    /// ``jsonStrings`` is tried before ``singleValueAsArray``: with both, `"[1, 2]"` where `[Int]` is expected is
    /// the array `[1, 2]`, and `"7"` is not JSON text of an array, so it becomes `["7"]`. A string counts as JSON text
    /// of an object when it starts with `{`, and of an array when it starts with `[` (after whitespace); the values
    /// inside are decoded with the same options and hints as any other value, and the depth limit counts them.
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
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `Bool` from `0`/`1` and from words such as `"yes"` and `"off"`.
        public static let booleans = Coercions(rawValue: 1 << 0)
        /// Every integer type from decimal strings.
        public static let integers = Coercions(rawValue: 1 << 1)
        /// `Double`, `Float` and `Decimal` from numeric strings; a `Decimal` is read exactly, never through a `Double`.
        public static let floatingPointNumbers = Coercions(rawValue: 1 << 2)
        /// `String` from numbers and booleans.
        public static let strings = Coercions(rawValue: 1 << 3)
        /// The bit that widens the string grammar of ``integers`` and ``floatingPointNumbers``; see ``formattedNumbers``.
        static let numberFormats = Coercions(rawValue: 1 << 4)
        /// Objects and arrays from strings that hold their JSON text.
        public static let jsonStrings = Coercions(rawValue: 1 << 5)
        /// A one-element array from a single value where an array is expected.
        public static let singleValueAsArray = Coercions(rawValue: 1 << 6)
        /// `null` from an empty or whitespace-only string, for optionals and default values.
        public static let emptyStringAsNil = Coercions(rawValue: 1 << 7)
        /// Numbers of every type from strings: ``integers`` and ``floatingPointNumbers``.
        public static let numbersFromStrings: Coercions = [.integers, .floatingPointNumbers]
        /// Numbers of every type from strings, also with thousands separators (`"1,234"`) and, for integers, with
        /// exponents (`"1e3"`): ``numbersFromStrings`` with a wider grammar.
        public static let formattedNumbers: Coercions = [.integers, .floatingPointNumbers, .numberFormats]
        /// The scalar coercions: ``booleans``, ``integers``, ``floatingPointNumbers`` and ``strings``.
        public static let scalars: Coercions = [.booleans, .integers, .floatingPointNumbers, .strings]
        /// Every coercion: the ``scalars``, ``formattedNumbers``, ``jsonStrings``, ``singleValueAsArray`` and
        /// ``emptyStringAsNil``.
        public static let all: Coercions = [
            .scalars, .formattedNumbers, .jsonStrings, .singleValueAsArray, .emptyStringAsNil,
        ]
    }
}

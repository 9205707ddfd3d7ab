import Foundation

extension DictionaryEncoder {
    /// How coding keys are spelled in the output when no hint names them.
    ///
    /// The default is ``useDefaultKeys``. A key strategy never touches the keys of a `[String: Value]` dictionary
    /// (they are data, and `JSONEncoder` leaves them alone too), and never touches a key that a hint names: the hint's
    /// source key is written exactly as given.
    ///
    /// ```swift
    /// var encoder = DictionaryEncoder()
    /// encoder.keyEncodingStrategy = .convertToSnakeCase
    /// try encoder.encode(Profile(firstName: "Ada"))  // ["first_name": "Ada"]
    /// ```
    public enum KeyEncodingStrategy: Sendable {
        /// Writes each key as the type's coding key spells it. This is the default strategy.
        case useDefaultKeys

        /// Writes `camelCaseKeys` as `snake_case_keys`, exactly as `JSONEncoder`'s strategy of the same name does.
        ///
        /// Words are split where a lowercase letter is followed by an uppercase one, and before the last capital of
        /// a run of capitals that is followed by a lowercase letter (`myURLValue` becomes `my_url_value`); leading
        /// and trailing underscores are kept, and the result is lowercased.
        case convertToSnakeCase

        /// Writes `camelCaseKeys` as `kebab-case-keys`: the snake-case algorithm with `-` between words.
        case convertToKebabCase

        /// Asks a closure for each key; the closure gets the full coding path, the key being written last.
        ///
        /// When two keys of one object convert to the same string, the one written last wins.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are written.
    ///
    /// The default is ``deferredToDate``, which lets `Date` encode itself (as its `timeIntervalSinceReferenceDate`),
    /// like `JSONEncoder`.
    public enum DateEncodingStrategy: Sendable {
        /// Lets `Date` encode itself: a `Double` of seconds since 1 January 2001. This is the default strategy.
        case deferredToDate

        /// Writes the seconds since 1 January 1970 as a `Double`.
        case secondsSince1970

        /// Writes the milliseconds since 1 January 1970 as a `Double`.
        case millisecondsSince1970

        /// Writes an ISO 8601 string in RFC 3339 form in UTC with whole seconds (fractions are dropped), such as
        /// `2001-09-09T01:46:40Z`.
        ///
        /// A date that no calendar text can stand for — a NaN or infinite time interval, or a year outside 1...9999
        /// — throws `EncodingError.invalidValue`, as ``DictionaryReflector`` does. This is a deliberate difference
        /// from `JSONEncoder`, which writes a made-up date (`-4712-01-01T00:00:00Z`) for them.
        case iso8601

        /// Writes an ISO 8601 string in UTC with milliseconds, such as `2001-09-09T01:46:40.123Z`, rounded to the
        /// nearest millisecond: the form `DictionaryDecoder`'s strategy of the same name and `JavaScript`'s
        /// `Date.toISOString()` use.
        ///
        /// A date that no calendar text can stand for throws, as with ``iso8601``.
        case iso8601WithFractionalSeconds

        /// Writes the string the formatter makes from the date. A date that no calendar text can stand for throws,
        /// as with ``iso8601``.
        case formatted(DateFormatter)

        /// Writes the `Date` itself as a leaf of the tree, as property lists, `UserDefaults`, Core Data and CloudKit
        /// hold it; the tree is then not JSON.
        ///
        /// Hand such a tree to `PropertyListSerialization`, `UserDefaults` or an API that takes `[String: Any]`, not
        /// to `JSONSerialization`. ``DictionaryDecoder`` reads the leaf back under every date decoding strategy. A
        /// ``JSONValue/date(_:)`` (a kept value of ``UnknownKeys``, say) is written as a leaf under every strategy,
        /// not only this one.
        case leaf

        /// Lets a closure encode the date into the encoder it is given.
        ///
        /// When the closure encodes nothing, an empty dictionary is written in the date's place, as `JSONEncoder`
        /// does.
        case custom(@Sendable (_ date: Date, _ encoder: any Encoder) throws -> Void)
    }

    /// How `Data` values are written.
    ///
    /// The default is ``base64``, as for `JSONEncoder`.
    public enum DataEncodingStrategy: Sendable {
        /// Lets `Data` encode itself: an array of its bytes as `Int`s.
        case deferredToData

        /// Writes a Base64-encoded string. This is the default strategy.
        case base64

        /// Writes the `Data` itself as a leaf of the tree, as property lists, `UserDefaults`, Core Data and CloudKit
        /// hold it; the tree is then not JSON.
        ///
        /// Hand such a tree to `PropertyListSerialization`, `UserDefaults` or an API that takes `[String: Any]`, not
        /// to `JSONSerialization`. ``DictionaryDecoder`` reads the leaf back under every data decoding strategy. A
        /// ``JSONValue/data(_:)`` (a kept value of ``UnknownKeys``, say) is written as a leaf under every strategy,
        /// not only this one.
        case leaf

        /// Lets a closure encode the data into the encoder it is given.
        ///
        /// When the closure encodes nothing, an empty dictionary is written in the data's place, as `JSONEncoder`
        /// does.
        case custom(@Sendable (_ data: Data, _ encoder: any Encoder) throws -> Void)
    }

    /// What to do with the floating-point values JSON cannot hold: infinities and NaN.
    ///
    /// The default is ``throw``, as for `JSONEncoder`. The strategy also covers `Decimal.nan`, which `JSONEncoder`
    /// writes as the invalid JSON token `NaN`.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Throws `EncodingError.invalidValue`. This is the default strategy.
        case `throw`

        /// Writes the given strings in place of positive infinity, negative infinity and NaN.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}

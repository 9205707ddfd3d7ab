import Foundation

extension DictionaryEncoder {
    /// How coding keys are spelled in the output when no hint names them; never the keys of a `[String: Value]`
    /// dictionary, which are data, nor a key a hint names. The default is ``useDefaultKeys``.
    public enum KeyEncodingStrategy: Sendable {
        /// Writes each key as the type's coding key spells it. This is the default strategy.
        case useDefaultKeys

        /// Writes `camelCaseKeys` as `snake_case_keys`, exactly as `JSONEncoder`'s strategy of the same name does
        /// (`myURLValue` becomes `my_url_value`).
        case convertToSnakeCase

        /// Writes `camelCaseKeys` as `kebab-case-keys`: the snake-case algorithm with `-` between words.
        case convertToKebabCase

        /// Asks a closure for each key, given the full coding path; when two keys of one object convert to the same string, the one written last wins.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are written. The default is ``deferredToDate``, as for `JSONEncoder`.
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
        /// A date no calendar text can stand for (NaN, a year outside 1...9999) throws `EncodingError.invalidValue`,
        /// where `JSONEncoder` writes a made-up date.
        case iso8601

        /// Writes an ISO 8601 string in UTC with milliseconds, such as `2001-09-09T01:46:40.123Z`, rounded to the
        /// nearest millisecond, as JavaScript's `Date.toISOString()` writes; a date no text can stand for throws.
        case iso8601WithFractionalSeconds

        /// Writes the string the formatter makes from the date. A date that no calendar text can stand for throws,
        /// as with ``iso8601``.
        case formatted(DateFormatter)

        /// Writes the `Date` itself as a leaf of the tree, for a property list or `UserDefaults`; the tree is then not
        /// JSON. ``DictionaryDecoder`` reads the leaf back under every date strategy.
        case leaf

        /// Lets a closure encode the date; when it encodes nothing, an empty dictionary is written, as `JSONEncoder` does.
        case custom(@Sendable (_ date: Date, _ encoder: any Encoder) throws -> Void)
    }

    /// How `Data` values are written. The default is ``base64``, as for `JSONEncoder`.
    public enum DataEncodingStrategy: Sendable {
        /// Lets `Data` encode itself: an array of its bytes as `Int`s.
        case deferredToData

        /// Writes a Base64-encoded string. This is the default strategy.
        case base64

        /// Writes the `Data` itself as a leaf of the tree, for a property list or `UserDefaults`; the tree is then not
        /// JSON. ``DictionaryDecoder`` reads the leaf back under every data strategy.
        case leaf

        /// Lets a closure encode the data; when it encodes nothing, an empty dictionary is written, as `JSONEncoder` does.
        case custom(@Sendable (_ data: Data, _ encoder: any Encoder) throws -> Void)
    }

    /// What to do with infinities and NaN, `Decimal.nan` included, which JSON cannot hold. The default is ``throw``.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Throws `EncodingError.invalidValue`. This is the default strategy.
        case `throw`

        /// Writes the given strings in place of positive infinity, negative infinity and NaN.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}

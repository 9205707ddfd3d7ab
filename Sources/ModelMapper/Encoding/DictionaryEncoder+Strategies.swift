import Foundation

extension DictionaryEncoder {
    /// How unhinted coding keys are spelled; never the keys of a `[String: Value]`, which are data.
    public enum KeyEncodingStrategy: Sendable {
        /// Writes each key as the type's coding key spells it.
        case useDefaultKeys

        /// Writes `camelCaseKeys` as `snake_case_keys` exactly as `JSONEncoder` does (`myURLValue` → `my_url_value`).
        case convertToSnakeCase

        /// Writes `camelCaseKeys` as `kebab-case-keys`: the snake-case algorithm with `-` between words.
        case convertToKebabCase

        /// Asks a closure for each key, given its full coding path; of two keys converted alike, the last written wins.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are written. The default is ``deferredToDate``, as for `JSONEncoder`.
    public enum DateEncodingStrategy: Sendable {
        /// Lets `Date` encode itself: a `Double` of seconds since 1 January 2001.
        case deferredToDate

        /// Writes the seconds since 1 January 1970 as a `Double`.
        case secondsSince1970

        /// Writes the milliseconds since 1 January 1970 as a `Double`.
        case millisecondsSince1970

        /// Writes RFC 3339 text in UTC with whole seconds, such as `2001-09-09T01:46:40Z`. A date no calendar text can
        /// stand for (NaN, a year outside 1...9999) throws, where `JSONEncoder` writes a made-up date.
        case iso8601

        /// Writes ISO 8601 text in UTC rounded to the millisecond, as JavaScript's `Date.toISOString()` does
        /// (`2001-09-09T01:46:40.123Z`); a date no text can stand for throws.
        case iso8601WithFractionalSeconds

        /// Writes the formatter's string; a date no calendar text can stand for throws, as with ``iso8601``.
        case formatted(DateFormatter)

        /// Writes the `Date` itself as a leaf, for a property list or `UserDefaults` (the tree is then not JSON);
        /// ``DictionaryDecoder`` reads it back under every date strategy.
        case leaf

        /// Lets a closure encode the date; if it encodes nothing, an empty dictionary is written, as by `JSONEncoder`.
        case custom(@Sendable (_ date: Date, _ encoder: any Encoder) throws -> Void)
    }

    /// How `Data` values are written. The default is ``base64``, as for `JSONEncoder`.
    public enum DataEncodingStrategy: Sendable {
        /// Lets `Data` encode itself: an array of its bytes as `Int`s.
        case deferredToData

        /// Writes a Base64-encoded string.
        case base64

        /// Writes the `Data` itself as a leaf, for a property list or `UserDefaults` (the tree is then not JSON);
        /// ``DictionaryDecoder`` reads it back under every data strategy.
        case leaf

        /// Lets a closure encode the data; if it encodes nothing, an empty dictionary is written, as by `JSONEncoder`.
        case custom(@Sendable (_ data: Data, _ encoder: any Encoder) throws -> Void)
    }

    /// What to do with infinities and NaN, `Decimal.nan` included, which JSON cannot hold. The default is ``throw``.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Throws `EncodingError.invalidValue`.
        case `throw`

        /// Writes the given strings in place of positive infinity, negative infinity and NaN.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}

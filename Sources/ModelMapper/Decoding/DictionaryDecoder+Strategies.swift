import Foundation

extension DictionaryDecoder {
    /// How coding keys that no hint names are matched with the keys of a source dictionary.
    ///
    /// Precedence for every coding key: an explicit hint, then a source key spelled exactly like it, then the
    /// strategy; so a coding key already spelled like the source (`"user_id"`) is found where `JSONDecoder` would miss
    /// it under `.convertFromSnakeCase`. Keys of `[String: Value]` dictionaries are data and are never converted.
    public enum KeyDecodingStrategy: Sendable {
        /// Source keys must match coding keys exactly. The default.
        case useDefaultKeys
        /// `snake_case` source keys match camel-case coding keys, converted as `JSONDecoder` converts them.
        case convertFromSnakeCase
        /// `kebab-case` source keys match camel-case coding keys, by the rules of ``convertFromSnakeCase``.
        case convertFromKebabCase
        /// Source keys match coding keys regardless of case (`USERNAME`, `UserName` → `userName`). When several
        /// source keys differ only in case and none matches exactly, the first in code-point order wins.
        case caseInsensitive
        /// A closure converts each source key, given the coding path that ends with it, to the coding key to match.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are read.
    ///
    /// A `Date` or `NSDate` leaf (from a property list, `UserDefaults`, Core Data, CloudKit, or
    /// ``DictionaryEncoder/DateEncodingStrategy/leaf``) is taken as it is under every strategy, `custom` included, as
    /// `PropertyListDecoder` takes it; the strategy reads every other value, wherever the date is.
    public enum DateDecodingStrategy: Sendable {
        /// The way `Date` decodes itself: a number of seconds since 2001-01-01 00:00:00 UTC. The default.
        case deferredToDate
        /// A number of seconds since 1970-01-01 00:00:00 UTC.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01 00:00:00 UTC.
        case millisecondsSince1970
        /// An ISO 8601 string such as `2024-05-01T12:00:00Z`, read as `JSONDecoder` reads it.
        case iso8601
        /// An ISO 8601 string with fractional seconds (`2024-05-01T12:00:00.250Z`), which are kept; a string without
        /// them is read as whole seconds.
        case iso8601WithFractionalSeconds
        /// A string read by the given formatter.
        case formatted(DateFormatter)
        /// A closure that decodes the date from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` values are read.
    ///
    /// A `Data` or `NSData` leaf is taken as it is under every strategy, as a `Date` leaf is.
    public enum DataDecodingStrategy: Sendable {
        /// The way `Data` decodes itself: an array of bytes.
        case deferredToData
        /// A Base64-encoded string. The default.
        case base64
        /// A closure that decodes the data from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// How strings standing for infinity and NaN are read into floating-point values.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Such strings are a type mismatch, as in `JSONDecoder`. The default.
        case `throw`
        /// The given strings stand for positive infinity, negative infinity and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}

import Foundation

extension DictionaryDecoder {
    /// How coding keys that no hint names are matched with the keys of a source dictionary.
    ///
    /// Precedence, for every coding key: an explicit hint, then a source key spelled exactly like the coding key,
    /// then the strategy. The exact match goes first even under a converting strategy, so a coding key that
    /// already has the source spelling (`"user_id"`) is found; `JSONDecoder` would miss it under
    /// `.convertFromSnakeCase`. Keys of `[String: Value]` dictionaries are data and are never converted.
    public enum KeyDecodingStrategy: Sendable {
        /// Source keys must match coding keys exactly. The default.
        case useDefaultKeys
        /// Source keys in `snake_case` match camel-case coding keys, converted exactly as `JSONDecoder` converts
        /// them (`user_name` → `userName`, leading and trailing underscores kept).
        case convertFromSnakeCase
        /// Source keys in `kebab-case` match camel-case coding keys (`user-name` → `userName`), by the same rules
        /// as ``convertFromSnakeCase`` with `-` as the separator.
        case convertFromKebabCase
        /// Source keys match coding keys regardless of case (`USERNAME`, `UserName` → `userName`). When several
        /// source keys differ only in case and none matches exactly, the first in code-point order wins.
        case caseInsensitive
        /// Each source key is converted by a closure, which receives the coding path ending with the source key
        /// and returns the coding key to match.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are read.
    ///
    /// A leaf of the target's own type is taken as it is, under every strategy, `custom` included, as
    /// `PropertyListDecoder` takes a date: a `Date` (or an `NSDate`) that a property list, `UserDefaults`, Core Data
    /// or CloudKit put in the tree, or that ``DictionaryEncoder/DateEncodingStrategy/leaf`` wrote, is the date; the
    /// strategy reads every other value (a number, a string). In an array, a dictionary, an optional, through hints,
    /// in ``DictionaryDecoder/update(_:from:hints:)-(_,[String:Any],_)->T`` and in ``DateValue`` alike.
    public enum DateDecodingStrategy: Sendable {
        /// The way `Date` decodes itself: a number of seconds since 2001-01-01 00:00:00 UTC. The default.
        case deferredToDate
        /// A number of seconds since 1970-01-01 00:00:00 UTC.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01 00:00:00 UTC.
        case millisecondsSince1970
        /// An ISO 8601 string such as `2024-05-01T12:00:00Z`, read as `JSONDecoder` reads it.
        case iso8601
        /// An ISO 8601 string with fractional seconds, such as `2024-05-01T12:00:00.250Z`, which
        /// ``DictionaryEncoder/DateEncodingStrategy/iso8601WithFractionalSeconds`` writes: the fraction is kept
        /// (``iso8601`` reads it as `JSONDecoder` does), and a string without one is read as whole seconds.
        case iso8601WithFractionalSeconds
        /// A string read by the given formatter.
        case formatted(DateFormatter)
        /// A closure that decodes the date from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` values are read.
    ///
    /// A leaf of the target's own type is taken as it is, under every strategy, `custom` included, as
    /// `PropertyListDecoder` takes data: `Data` (or an `NSData`) that a property list, `UserDefaults`, Core Data or
    /// CloudKit put in the tree, or that ``DictionaryEncoder/DataEncodingStrategy/leaf`` wrote, is the data; the
    /// strategy reads every other value (a Base64 string, an array of bytes). In an array, a dictionary, an optional,
    /// through hints, in ``DictionaryDecoder/update(_:from:hints:)-(_,[String:Any],_)->T`` and in ``DataValue`` alike.
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

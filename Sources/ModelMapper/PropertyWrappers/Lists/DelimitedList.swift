/// A property wrapper for a list of strings the backend writes in one string, with a separator of the strategy's:
/// `"TAGS": "ios,beta,vip"` ↔ `["ios", "beta", "vip"]`, `"TAGS": ""` ↔ `[]`.
///
/// ```swift
/// struct User: Codable {
///     @DelimitedList<CommaSeparated> var tags: [String]       // "ios,beta" ↔ ["ios", "beta"]
///     @DelimitedList<SemicolonSeparated> var groups: [String] // "a;b" ↔ ["a", "b"]
/// }
/// ```
///
/// Write your own separator by conforming a type to ``DelimitedListStrategy``.
///
/// - Decoding: a string is split at every separator, exactly (no trimming, empty elements kept: `"a,,b"` is
///   `["a", "", "b"]`), and `""` is the empty list. `null` and a missing key are the empty list too. A value that is
///   not a string throws `DecodingError.typeMismatch` at the property's coding path (and, with
///   ``DictionaryDecoder``, its source path); nothing is dropped or defaulted silently.
/// - Encoding: the elements joined with the separator. An empty list is written in the ``EmptyForm`` it was read in,
///   the projected value (`""` for a list made in code; ``EmptyForm/absent`` leaves the key out), so that a record
///   comes back as it came. A list the text cannot carry throws `EncodingError.invalidValue` rather than writing text
///   that reads back as another list: an element that contains the separator, or the one-element list `[""]`, whose
///   text `""` is the empty list's.
///
/// It works the same with ``DictionaryDecoder``, ``DictionaryEncoder``, `JSONDecoder`, `JSONEncoder` and any other
/// coder; ``DictionaryReflector`` writes the joined text.
@propertyWrapper
public struct DelimitedList<Strategy: DelimitedListStrategy> {
    /// The elements.
    public var wrappedValue: [String]

    /// How an empty list is written: the form it was read in, or ``EmptyForm/emptyString``.
    public var projectedValue: EmptyForm

    /// Wraps a list, which is written as `""` when it is empty.
    ///
    /// - Parameter wrappedValue: The elements.
    public init(wrappedValue: [String]) {
        self.init(wrappedValue: wrappedValue, emptyForm: .emptyString)
    }

    /// Wraps a list, which is written in `emptyForm` when it is empty.
    ///
    /// - Parameters:
    ///   - wrappedValue: The elements.
    ///   - emptyForm: How an empty list is written.
    public init(wrappedValue: [String], emptyForm: EmptyForm) {
        self.wrappedValue = wrappedValue
        self.projectedValue = emptyForm
    }
}

extension DelimitedList: Decodable {
    /// Decodes the string and splits it at the separator; `""` and `null` give the empty list, remembering which.
    ///
    /// In a keyed container a missing key gives the empty list too, with ``EmptyForm/absent`` (through the
    /// container's `decode(_:forKey:)` overload for this wrapper).
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: `DecodingError.typeMismatch` when the value is not a string; `DecodingError.dataCorrupted` when the
    ///   strategy's separator is empty.
    public init(from decoder: any Decoder) throws {
        if let form = try EmptyFormCoding.form(in: decoder, readsEmptyString: false) {
            self.init(wrappedValue: [], emptyForm: form)
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        let separator = Strategy.separator
        guard !separator.isEmpty else {
            throw DecodingFailure.dataCorrupted(in: decoder, "The separator of \(Strategy.self) is empty.")
        }
        if text.isEmpty {
            self.init(wrappedValue: [], emptyForm: .emptyString)
        } else {
            self.init(wrappedValue: text.components(separatedBy: separator), emptyForm: .emptyString)
        }
    }
}

extension DelimitedList: Encodable {
    /// Encodes the elements joined with the separator, or an empty list in ``projectedValue``.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when the text cannot carry the list (see ``DelimitedList``), and the
    ///   encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        guard !wrappedValue.isEmpty else {
            try EmptyFormCoding.encode(projectedValue, to: encoder)
            return
        }
        var container = encoder.singleValueContainer()
        try container.encode(try joinedText(codingPath: encoder.codingPath))
    }

    /// The elements joined with the separator, or the error that says why the text cannot carry them.
    func joinedText(codingPath: [any CodingKey]) throws -> String {
        let separator = Strategy.separator
        func refuse(_ description: String) -> EncodingError {
            EncodingFailure.invalidValue(wrappedValue, codingPath: codingPath, description)
        }
        guard !separator.isEmpty else { throw refuse("The separator of \(Strategy.self) is empty.") }
        if wrappedValue == [""] {
            throw refuse("A list of one empty string has no text of its own: \"\" is the empty list.")
        }
        if let element = wrappedValue.first(where: { $0.contains(separator) }) {
            throw refuse(
                "The element \(String(reflecting: element)) contains the separator \(String(reflecting: separator)).")
        }
        return wrappedValue.joined(separator: separator)
    }
}

extension DelimitedList: CustomDictionaryReflectable {
    /// The elements joined with the separator, or an empty list in ``projectedValue``. The reflector cannot throw: a
    /// list the text cannot carry is joined all the same, where the encoders refuse it.
    public var dictionaryRepresentation: Any {
        if wrappedValue.isEmpty { return EmptyFormCoding.reflection(of: projectedValue) }
        return wrappedValue.joined(separator: Strategy.separator)
    }
}

extension DelimitedList: Equatable {}
extension DelimitedList: Hashable {}
extension DelimitedList: Sendable {}

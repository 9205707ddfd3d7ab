/// A property wrapper for a list of strings sent as one string, split at every separator exactly: `"a,,b"` ↔
/// `["a", "", "b"]`. `""`, `null` and a missing key are the empty list, written back in the ``EmptyForm`` read;
/// another value throws `typeMismatch`. A list the text cannot carry (an element holding the separator, or `[""]`)
/// throws `EncodingError.invalidValue`.
///
/// ```swift
/// @DelimitedList<CommaSeparated> var tags: [String]  // "ios,beta" ↔ ["ios", "beta"]
/// ```
@propertyWrapper
public struct DelimitedList<Strategy: DelimitedListStrategy> {
    /// The elements.
    public var wrappedValue: [String]

    /// How an empty list is written: the form it was read in, or ``EmptyForm/emptyString``.
    public var projectedValue: EmptyForm

    /// Wraps a list, which is written as `""` when it is empty.
    public init(wrappedValue: [String]) {
        self.init(wrappedValue: wrappedValue, emptyForm: .emptyString)
    }

    /// Wraps a list, which is written in `emptyForm` when it is empty.
    public init(wrappedValue: [String], emptyForm: EmptyForm) {
        self.wrappedValue = wrappedValue
        self.projectedValue = emptyForm
    }
}

extension DelimitedList: Decodable {
    /// Decodes the string and splits it at the separator.
    ///
    /// - Throws: `typeMismatch` for a value that is not a string; `dataCorrupted` when the separator is empty.
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
    public func encode(to encoder: any Encoder) throws {
        guard !wrappedValue.isEmpty else {
            try EmptyFormCoding.encode(projectedValue, to: encoder)
            return
        }
        try encoder.encodeSingleValue(try joinedText(codingPath: encoder.codingPath))
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
    /// The joined elements (even a list the encoders refuse), or an empty list in ``projectedValue``.
    public var dictionaryRepresentation: Any {
        if wrappedValue.isEmpty { return EmptyFormCoding.reflection(of: projectedValue) }
        return wrappedValue.joined(separator: Strategy.separator)
    }
}

extension DelimitedList: Equatable {}
extension DelimitedList: Hashable {}
extension DelimitedList: Sendable {}

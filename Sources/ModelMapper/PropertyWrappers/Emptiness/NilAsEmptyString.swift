/// A property wrapper for an optional value that the backend writes as `""` when it has none, and wants back as `""`.
///
/// ```swift
/// struct User: Codable {
///     @NilAsEmptyString var address2: String?   // "" ↔ nil; "Flat 4" ↔ "Flat 4"
///     @NilAsEmptyString var age: Int?           // "" ↔ nil; 26 ↔ 26
/// }
/// ```
///
/// ``EmptyStringAsNil`` reads `""` as `nil` but leaves a `nil` out; this wrapper writes it back. It keeps the ``EmptyForm``
/// its `nil` was read from (`""`, `null` or a missing key) as its projected value and writes that form back; a `nil` made
/// in code is written as `""`. Only the empty string is "none": `" "` is a value, so that what is read is what is
/// written back. It works the same with every coder and ``DictionaryReflector``.
@propertyWrapper
public struct NilAsEmptyString<Wrapped> {
    /// The value, or `nil` for `""`, `null` or a missing key.
    public var wrappedValue: Wrapped?

    /// How "none" is written when the value is `nil`: the form it was read in, or ``EmptyForm/emptyString``.
    public var projectedValue: EmptyForm

    /// Wraps an optional value, whose `nil` is written as `""`.
    public init(wrappedValue: Wrapped?) {
        self.init(wrappedValue: wrappedValue, emptyForm: .emptyString)
    }

    /// Wraps an optional value, whose `nil` is written in `emptyForm`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value.
    ///   - emptyForm: How a `nil` is written.
    public init(wrappedValue: Wrapped?, emptyForm: EmptyForm) {
        self.wrappedValue = wrappedValue
        self.projectedValue = emptyForm
    }
}

extension NilAsEmptyString: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading `""` and `null` as `nil` and remembering which.
    ///
    /// - Throws: Whatever decoding `Wrapped` throws for a value that is neither `""` nor `null`.
    public init(from decoder: any Decoder) throws {
        let read = try EmptyFormCoding.decode(Wrapped.self, from: decoder, readsEmptyString: true)
        self.init(wrappedValue: read.value, emptyForm: read.form ?? .emptyString)
    }
}

extension NilAsEmptyString: Encodable where Wrapped: Encodable {
    /// Encodes the value, or "none" in ``projectedValue`` (`null` for ``EmptyForm/absent`` outside an object).
    public func encode(to encoder: any Encoder) throws {
        try EmptyFormCoding.encode(wrappedValue, orNone: projectedValue, to: encoder)
    }
}

extension NilAsEmptyString: CustomDictionaryReflectable {
    /// The value, or "none" in ``projectedValue``.
    public var dictionaryRepresentation: Any {
        EmptyFormCoding.reflection(of: wrappedValue, orNone: projectedValue)
    }
}

extension NilAsEmptyString: Equatable where Wrapped: Equatable {}
extension NilAsEmptyString: Hashable where Wrapped: Hashable {}
extension NilAsEmptyString: Sendable where Wrapped: Sendable {}

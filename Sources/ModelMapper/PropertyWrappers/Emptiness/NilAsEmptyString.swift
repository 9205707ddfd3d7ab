/// A property wrapper for an optional the backend writes as `""` when it has none, and wants back as `""`
/// (``EmptyStringAsNil`` reads `""` as `nil` but leaves a `nil` out). The ``EmptyForm`` its `nil` was read from is the
/// projected value and is written back; a `nil` made in code is written as `""`. Only `""` is "none": `" "` is a value.
///
/// ```swift
/// @NilAsEmptyString var address2: String?   // "" ↔ nil; "Flat 4" ↔ "Flat 4"
/// @NilAsEmptyString var age: Int?           // "" ↔ nil; 26 ↔ 26
/// ```
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
    public init(wrappedValue: Wrapped?, emptyForm: EmptyForm) {
        self.wrappedValue = wrappedValue
        self.projectedValue = emptyForm
    }
}

extension NilAsEmptyString: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading `""` and `null` as `nil` and remembering which.
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

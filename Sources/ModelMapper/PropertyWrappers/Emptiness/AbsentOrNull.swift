/// A property wrapper for an optional that remembers whether its key was missing or `null`, and writes it back the
/// same way (a plain optional cannot tell, and ``EncodesNil`` writes `null` for both). The ``EmptyForm`` read is the
/// projected value; a `nil` made in code is left out, whatever the encoder's options.
///
/// ```swift
/// @AbsentOrNull var phone: String?
/// // {"phone": null} → $phone == .null   → {"phone": null}
/// // {}              → $phone == .absent → {}
/// ```
@propertyWrapper
public struct AbsentOrNull<Wrapped> {
    /// The value, or `nil` for a missing key or `null`.
    public var wrappedValue: Wrapped?

    /// How "none" is written when the value is `nil`: the form it was read in, or ``EmptyForm/absent``.
    public var projectedValue: EmptyForm

    /// Wraps an optional value, whose `nil` is left out.
    public init(wrappedValue: Wrapped?) {
        self.init(wrappedValue: wrappedValue, emptyForm: .absent)
    }

    /// Wraps an optional value, whose `nil` is written in `emptyForm`.
    public init(wrappedValue: Wrapped?, emptyForm: EmptyForm) {
        self.wrappedValue = wrappedValue
        self.projectedValue = emptyForm
    }
}

extension AbsentOrNull: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading `null` as `nil` and remembering it.
    public init(from decoder: any Decoder) throws {
        let read = try EmptyFormCoding.decode(Wrapped.self, from: decoder, readsEmptyString: false)
        self.init(wrappedValue: read.value, emptyForm: read.form ?? .absent)
    }
}

extension AbsentOrNull: Encodable where Wrapped: Encodable {
    /// Encodes the value, or "none" in ``projectedValue`` (`null` for ``EmptyForm/absent`` outside an object).
    public func encode(to encoder: any Encoder) throws {
        try EmptyFormCoding.encode(wrappedValue, orNone: projectedValue, to: encoder)
    }
}

extension AbsentOrNull: CustomDictionaryReflectable {
    /// The value, or "none" in ``projectedValue``.
    public var dictionaryRepresentation: Any {
        EmptyFormCoding.reflection(of: wrappedValue, orNone: projectedValue)
    }
}

extension AbsentOrNull: Equatable where Wrapped: Equatable {}
extension AbsentOrNull: Hashable where Wrapped: Hashable {}
extension AbsentOrNull: Sendable where Wrapped: Sendable {}

/// A property wrapper for an optional value that remembers whether its key was missing or `null`, and encodes back
/// the same way: a missing key stays missing, `null` stays `null`, a value stays the value.
///
/// ```swift
/// struct User: Codable {
///     var id: String
///     @AbsentOrNull var phone: String?
/// }
///
/// // {"id": "1", "phone": null} → phone == nil, $phone == .null   → {"id": "1", "phone": null}
/// // {"id": "2"}                → phone == nil, $phone == .absent → {"id": "2"}
/// ```
///
/// A plain `String?` cannot tell the two apart, and ``EncodesNil`` writes `null` for both; with this wrapper an
/// unedited record comes back as it came. The form is the projected value: set `$phone = .null` to send a `null`
/// the record did not have. A `nil` the wrapper did not read (a model made in code) is left out, as the synthesized
/// `encode(to:)` leaves out a plain optional.
///
/// - Decoding is a plain optional's, plus the form: a missing key gives `nil` (``EmptyForm/absent``), `null` gives
///   `nil` (``EmptyForm/null``), any other value decodes as `Wrapped` (`""` is the `String` `""`) and throws as it
///   would.
/// - Encoding writes the value, or "none" in the remembered form: ``EmptyForm/absent`` leaves the key out whatever
///   the encoder's options (``DictionaryEncoder/nilStrategy`` `.null` included), ``EmptyForm/null`` writes `null`
///   (`NSNull()` in a tree), ``EmptyForm/emptyString`` writes `""`.
///
/// It needs no ``UnknownKeys`` in the model, and works the same with ``DictionaryDecoder``, ``DictionaryEncoder``,
/// `JSONDecoder`, `JSONEncoder` and ``DictionaryReflector``, with hints and without.
@propertyWrapper
public struct AbsentOrNull<Wrapped> {
    /// The value, or `nil` for a missing key or `null`.
    public var wrappedValue: Wrapped?

    /// How "none" is written when the value is `nil`: the form it was read in, or ``EmptyForm/absent``.
    public var projectedValue: EmptyForm

    /// Wraps an optional value, whose `nil` is left out.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Wrapped?) {
        self.init(wrappedValue: wrappedValue, emptyForm: .absent)
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

extension AbsentOrNull: Decodable where Wrapped: Decodable {
    /// Decodes the value, reading `null` as `nil` and remembering it.
    ///
    /// In a keyed container a missing key gives `nil` with ``EmptyForm/absent`` (through the container's
    /// `decode(_:forKey:)` overload for this wrapper).
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: Whatever decoding `Wrapped` throws for a value that is not `null`.
    public init(from decoder: any Decoder) throws {
        let read = try EmptyFormCoding.decode(Wrapped.self, from: decoder, readsEmptyString: false)
        self.init(wrappedValue: read.value, emptyForm: read.form ?? .absent)
    }
}

extension AbsentOrNull: Encodable where Wrapped: Encodable {
    /// Encodes the value, or "none" in ``projectedValue`` (`null` for ``EmptyForm/absent`` outside an object).
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        try EmptyFormCoding.encode(wrappedValue, orNone: projectedValue, to: encoder)
    }
}

extension AbsentOrNull: CustomDictionaryReflectable {
    /// The value, or "none" in ``projectedValue``: `NSNull()`, `""`, or a `nil` that follows the reflector's
    /// `nilStrategy`.
    public var dictionaryRepresentation: Any {
        EmptyFormCoding.reflection(of: wrappedValue, orNone: projectedValue)
    }
}

extension AbsentOrNull: Equatable where Wrapped: Equatable {}
extension AbsentOrNull: Hashable where Wrapped: Hashable {}
extension AbsentOrNull: Sendable where Wrapped: Sendable {}

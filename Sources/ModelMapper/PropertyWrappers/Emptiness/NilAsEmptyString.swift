/// A property wrapper for an optional value that the backend writes as `""` when it has none, and wants back as `""`:
/// `"ADDR_2": ""` ↔ `nil`.
///
/// ```swift
/// struct User: Codable {
///     @NilAsEmptyString var address2: String?   // "" ↔ nil; "Flat 4" ↔ "Flat 4"
///     @NilAsEmptyString var age: Int?           // "" ↔ nil; 26 ↔ 26
/// }
/// ```
///
/// ``EmptyStringAsNil`` reads `""` as `nil` but leaves a `nil` out when encoding; this wrapper writes it back. It
/// remembers which ``EmptyForm`` its `nil` was read from, as its projected value, and writes that form back, so that a
/// record that spelled "none" as `null`, or left the key out, comes back unchanged too:
///
/// - Decoding: `""` gives `nil` (``EmptyForm/emptyString``), `null` gives `nil` (``EmptyForm/null``), a missing key
///   gives `nil` (``EmptyForm/absent``); any other value decodes as `Wrapped`, and throws as it would. Only the empty
///   string is "none": `" "` is a value (a `String` `" "`; for an `Int`, a type mismatch), so that what is read is
///   what is written back. For blank strings read one way, use ``EmptyStringAsNil``.
/// - Encoding: the value, or "none" in the remembered form; a `nil` the wrapper did not read (a model made in code)
///   is written as `""`. ``EmptyForm/absent`` leaves the key out, whatever the encoder's options.
///
/// It works the same with ``DictionaryDecoder``, ``DictionaryEncoder``, `JSONDecoder`, `JSONEncoder` and
/// ``DictionaryReflector``; with ``DictionaryDecoder`` each `""` read as `nil` is recorded in the ``MappingReport`` as a
/// coercion, and errors name the source path.
@propertyWrapper
public struct NilAsEmptyString<Wrapped> {
    /// The value, or `nil` for `""`, `null` or a missing key.
    public var wrappedValue: Wrapped?

    /// How "none" is written when the value is `nil`: the form it was read in, or ``EmptyForm/emptyString``.
    public var projectedValue: EmptyForm

    /// Wraps an optional value, whose `nil` is written as `""`.
    ///
    /// - Parameter wrappedValue: The value.
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
    /// In a keyed container a missing key gives `nil` too (through the container's `decode(_:forKey:)` overload for
    /// this wrapper).
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: Whatever decoding `Wrapped` throws for a value that is neither `""` nor `null`.
    public init(from decoder: any Decoder) throws {
        let read = try EmptyFormCoding.decode(Wrapped.self, from: decoder, readsEmptyString: true)
        self.init(wrappedValue: read.value, emptyForm: read.form ?? .emptyString)
    }
}

extension NilAsEmptyString: Encodable where Wrapped: Encodable {
    /// Encodes the value, or "none" in ``projectedValue`` (`null` for ``EmptyForm/absent`` outside an object).
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Whatever encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        try EmptyFormCoding.encode(wrappedValue, orNone: projectedValue, to: encoder)
    }
}

extension NilAsEmptyString: CustomDictionaryReflectable {
    /// The value, or "none" in ``projectedValue``: `""`, `NSNull()`, or a `nil` that follows the reflector's
    /// `nilStrategy`.
    public var dictionaryRepresentation: Any {
        EmptyFormCoding.reflection(of: wrappedValue, orNone: projectedValue)
    }
}

extension NilAsEmptyString: Equatable where Wrapped: Equatable {}
extension NilAsEmptyString: Hashable where Wrapped: Hashable {}
extension NilAsEmptyString: Sendable where Wrapped: Sendable {}

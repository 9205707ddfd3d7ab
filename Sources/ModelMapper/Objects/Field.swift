/// A property of a ``MappedObject`` subclass that the object decodes, encodes and reflects under a key, with no
/// `init(from:)`, `encode(to:)` or `CodingKeys` of its own.
///
/// ```swift
/// class Item: MappedObject {
///     @Field("ITEM_ID") var id = 0             // key "ITEM_ID"; missing → 0, recorded as a default
///     @Field var title: String                 // key "title"; required: missing → keyNotFound
///     @Field var subtitle: String?             // optional: missing or null → nil
///     @Field("PRICE", through: Coerced<Double>.self) var price = 0.0   // "9.90" → 9.9
/// }
/// ```
///
/// The key is the one given, else the property's name. It is a coding key like any other: a hint of the decoder's
/// hint tree renames it, a key strategy converts it, and a coding path names it.
///
/// Whether the payload may leave the key out follows the declaration, as for a synthesized conformance, plus the
/// initial value:
///
/// | declaration | key missing | `null` |
/// | --- | --- | --- |
/// | `@Field var title: String` | `keyNotFound` (coding path and source path) | `valueNotFound` |
/// | `@Field var level = 1` | keeps `1`, recorded in the ``MappingReport`` as a default | keeps `1`, recorded |
/// | `@Field var nick: String?` | `nil` | `nil` |
/// | `@Field var nick: String? = "anon"` | keeps `"anon"`, recorded as a default | `nil` |
///
/// The value a field keeps is the one the object's `init()` gave it, so a subclass that overrides `init()` and sets
/// a field there keeps that value for a missing key.
///
/// `through:` reads and writes the value through a wrapper type (``FieldWrapper``): ``Coerced`` and
/// ``FormattedNumber`` for coercions, ``TextValue`` for a wire form, ``DateValue`` for a date format,
/// ``Polymorphic`` and ``PolymorphicArray`` for a value of a polymorphic class hierarchy. The wrapper reads only
/// a value that is present; whether a missing key is an error is the field's own rule above.
///
/// A field stores its value in itself, a reference held by the object: that is how ``MappedObject`` fills it after
/// `init()` without writing into the object's memory. The wrapper is not `Sendable`; neither is the object.
///
/// A required field (declared without an initial value, of a type that is not optional) has no value until the
/// object is decoded or the property is assigned. Reading it before that, on an object made with `init()`, stops
/// the program, as reading an implicitly unwrapped optional would; a decode never leaves one unset, it throws
/// `keyNotFound` instead.
@propertyWrapper
public final class Field<Value: Codable> {
    /// The value; `nil` only for a required field not decoded or assigned yet.
    private var storage: Value?
    /// The key given in the declaration, or `nil` for the property's name.
    let explicitKey: String?
    /// Whether the declaration gave an initial value (`@Field var level = 1`).
    let hasInitialValue: Bool
    /// How a value that is present is read and written, when that is through a wrapper type.
    private let form: FieldForm<Value>?

    /// The field's value.
    ///
    /// Reading a required field that was neither decoded nor assigned stops the program (see ``Field``).
    public var wrappedValue: Value {
        get {
            guard let storage else { unsetRequiredField() }
            return storage
        }
        set { storage = newValue }
    }

    /// A field with an initial value, which the object keeps (as a reported default) when the key is missing.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - key: The key in the payload; the property's name when `nil`.
    public init(wrappedValue: Value, _ key: String? = nil) {
        storage = wrappedValue
        explicitKey = key
        hasInitialValue = true
        form = nil

        FieldCollector.current?.add(self)
    }

    /// A field without an initial value: required, or `nil` until decoded when `Value` is optional.
    ///
    /// - Parameter key: The key in the payload; the property's name when `nil`.
    public init(_ key: String? = nil) {
        storage = Self.noneValue
        explicitKey = key
        hasInitialValue = false
        form = nil

        FieldCollector.current?.add(self)
    }

    /// An optional field without an initial value: `nil` until decoded, and `nil` for a missing key.
    ///
    /// - Parameter key: The key in the payload; the property's name when `nil`.
    public init<Wrapped>(_ key: String? = nil) where Value == Wrapped? {
        storage = .some(nil)
        explicitKey = key
        hasInitialValue = false
        form = nil
        FieldCollector.current?.add(self)
    }

    /// A field with an initial value, read and written through a wrapper type such as ``Coerced``.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - key: The key in the payload; the property's name when `nil`.
    ///   - wrapper: The type the value is read and written through.
    public init<Wrapper: FieldWrapper>(wrappedValue: Value, _ key: String? = nil, through wrapper: Wrapper.Type)
    where Wrapper.Value == Value {
        storage = wrappedValue
        explicitKey = key
        hasInitialValue = true
        form = FieldForm(wrapper)

        FieldCollector.current?.add(self)
    }

    /// A field without an initial value, read and written through a wrapper type such as ``Coerced``: required, or
    /// `nil` until decoded when `Value` is optional.
    ///
    /// - Parameters:
    ///   - key: The key in the payload; the property's name when `nil`.
    ///   - wrapper: The type the value is read and written through.
    public init<Wrapper: FieldWrapper>(_ key: String? = nil, through wrapper: Wrapper.Type)
    where Wrapper.Value == Value {
        storage = Self.noneValue
        explicitKey = key
        hasInitialValue = false
        form = FieldForm(wrapper)

        FieldCollector.current?.add(self)
    }

    /// `nil` as a `Value`, when `Value` is optional.
    private static var noneValue: Value? {
        (Value.self as? any OptionalFieldValue.Type)?.noneValue as? Value
    }

    /// Stops the program: a required field was read before it had a value.
    private func unsetRequiredField() -> Never {
        // A programming error, not an input: a decode never leaves a required field unset (it throws keyNotFound),
        // and there is no value of an arbitrary type to return instead.
        fatalError(  // allowed: reading a required field of an object made with init() before it has a value
            "\(Self.self) \(explicitKey.map { "\"\($0)\" " } ?? "")was read before it was decoded or assigned")
    }
}

extension Field: MappedField {
    static var isOptional: Bool { Value.self is any OptionalFieldValue.Type }

    var isSet: Bool { storage != nil }

    var reflectedValue: Any { storage as Any }

    func decode(from reader: FieldReader, key: FieldCodingKey, isOptional: Bool) throws {
        guard hasInitialValue || isOptional else {
            if let form {
                storage = try form.decode(reader.container, key)
            } else {
                storage = try reader.container.decode(Value.self, forKey: key)
            }
            return
        }
        let decoded: Value?
        if let form {
            decoded = try form.decodeIfPresent(reader.container, key)
        } else {
            decoded = try reader.container.decodeIfPresent(Value.self, forKey: key)
        }
        if let decoded {
            storage = decoded
        } else if reader.container.contains(key) {
            // null: an optional takes it, a default keeps its value.
            if isOptional {
                storage = Self.noneValue
            } else {
                if let storage { reader.recordDefault(forNullAt: key, value: storage) }
            }
        } else if hasInitialValue, let storage, !Self.isNone(storage, isOptional: isOptional) {
            reader.recordDefault(forMissingKey: key, value: storage)
        }
    }

    func encode(to container: inout KeyedEncodingContainer<FieldCodingKey>, key: FieldCodingKey, isOptional: Bool)
        throws
    {
        guard let storage, !Self.isNone(storage, isOptional: isOptional) else { return }
        if let form {
            try form.encode(storage, &container, key)
        } else if Value.self == UnknownKeys.self, let bag = storage as? UnknownKeys {
            // The bag's own overload: into the object with ``DictionaryEncoder``, nothing when empty with others.
            try container.encode(bag, forKey: key)
        } else {
            try container.encode(storage, forKey: key)
        }
    }

    /// Whether a value of an optional field is `nil`, which is left out of the encoded object.
    private static func isNone(_ value: Value, isOptional: Bool) -> Bool {
        guard isOptional, let optional = value as? any OptionalFieldValue else { return false }
        return optional.isNone
    }
}

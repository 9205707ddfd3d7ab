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
/// The key is the one given, else the property's name; hints and key strategies apply to it. A field with an initial
/// value keeps it for a missing key, as a reported default; an optional one is `nil`; any other is required, and
/// reading it before it is decoded or assigned stops the program, like an implicitly unwrapped optional. `through:`
/// reads a present value through a ``FieldWrapper``. <doc:ClassHierarchies> tables every case.
@propertyWrapper
public final class Field<Value: Codable> {
    /// `nil` only for a required field not decoded or assigned yet.
    private var storage: Value?
    /// `nil` for the property's name.
    let explicitKey: String?
    let hasInitialValue: Bool
    private let form: FieldForm<Value>?

    /// The field's value; reading an unset required field stops the program.
    public var wrappedValue: Value {
        get {
            guard let storage else { unsetRequiredField() }
            return storage
        }
        set { storage = newValue }
    }

    /// A field with an initial value, kept (as a reported default) when the key is missing.
    public init(wrappedValue: Value, _ key: String? = nil) {
        storage = wrappedValue
        explicitKey = key
        hasInitialValue = true
        form = nil

        FieldCollector.current?.add(self)
    }

    /// A field without an initial value: required, or `nil` until decoded when `Value` is optional.
    public init(_ key: String? = nil) {
        storage = Self.noneValue
        explicitKey = key
        hasInitialValue = false
        form = nil

        FieldCollector.current?.add(self)
    }

    /// An optional field without an initial value: `nil` until decoded, and for a missing key.
    public init<Wrapped>(_ key: String? = nil) where Value == Wrapped? {
        storage = .some(nil)
        explicitKey = key
        hasInitialValue = false
        form = nil
        FieldCollector.current?.add(self)
    }

    /// A field with an initial value, read and written through a wrapper type such as ``Coerced``.
    public init<Wrapper: FieldWrapper>(wrappedValue: Value, _ key: String? = nil, through wrapper: Wrapper.Type)
    where Wrapper.Value == Value {
        storage = wrappedValue
        explicitKey = key
        hasInitialValue = true
        form = FieldForm(wrapper)

        FieldCollector.current?.add(self)
    }

    /// A field without an initial value, read and written through a wrapper type such as ``Coerced``.
    public init<Wrapper: FieldWrapper>(_ key: String? = nil, through wrapper: Wrapper.Type)
    where Wrapper.Value == Value {
        storage = Self.noneValue
        explicitKey = key
        hasInitialValue = false
        form = FieldForm(wrapper)

        FieldCollector.current?.add(self)
    }

    private static var noneValue: Value? {
        (Value.self as? any OptionalFieldValue.Type)?.noneValue as? Value
    }

    private func unsetRequiredField() -> Never {
        // A programming error, not input: a decode never leaves a required field unset, and no value of an arbitrary
        // type can be returned instead.
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
            // The bag's own overload, which writes into the object.
            try container.encode(bag, forKey: key)
        } else {
            try container.encode(storage, forKey: key)
        }
    }

    private static func isNone(_ value: Value, isOptional: Bool) -> Bool {
        guard isOptional, let optional = value as? any OptionalFieldValue else { return false }
        return optional.isNone
    }
}

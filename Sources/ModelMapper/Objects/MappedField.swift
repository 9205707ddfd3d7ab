/// What ``MappedObject`` asks of each ``Field`` it finds with `Mirror`, whatever the field's value type.
protocol MappedField: AnyObject {
    /// Whether the field's value type is optional: its key may be missing and its `nil` is left out when encoding.
    /// Asked once per class, for its ``FieldLayout``.
    static var isOptional: Bool { get }
    /// The key given in the declaration, or `nil` for the property's name.
    var explicitKey: String? { get }
    /// Whether the field has a value: only a required field not decoded or assigned yet has none.
    var isSet: Bool { get }
    /// The value, for ``DictionaryReflector``: an `Optional` holding nothing for an unset or `nil` field.
    var reflectedValue: Any { get }

    /// Decodes the field's value at `key`, or keeps its value for a missing key or `null` when the field allows it.
    func decode(from reader: FieldReader, key: FieldCodingKey, isOptional: Bool) throws

    /// Encodes the field's value at `key`; nothing for `nil` or an unset field.
    func encode(to container: inout KeyedEncodingContainer<FieldCodingKey>, key: FieldCodingKey, isOptional: Bool)
        throws
}

/// `Optional`, seen without its `Wrapped` type: how a ``Field`` tells an optional value type and its `nil`.
protocol OptionalFieldValue {
    /// `nil`.
    static var noneValue: Self { get }
    /// Whether the value is `nil`.
    var isNone: Bool { get }
}

extension Optional: OptionalFieldValue {
    static var noneValue: Self { nil }
    var isNone: Bool { self == nil }
}

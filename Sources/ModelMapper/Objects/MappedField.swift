/// What ``MappedObject`` asks of each ``Field`` it finds with `Mirror`, whatever the field's value type.
protocol MappedField: AnyObject {
    /// Whether the field's value type is optional. Asked once per class, for its ``FieldLayout``.
    static var isOptional: Bool { get }
    var explicitKey: String? { get }
    var isSet: Bool { get }
    /// The value for ``DictionaryReflector``: an `Optional` holding nothing for an unset or `nil` field.
    var reflectedValue: Any { get }

    /// Decodes the field's value at `key`, or keeps its value for a missing key or `null` when the field allows it.
    func decode(from reader: FieldReader, key: FieldCodingKey, isOptional: Bool) throws

    /// Encodes the field's value at `key`; nothing for `nil` or an unset field.
    func encode(to container: inout KeyedEncodingContainer<FieldCodingKey>, key: FieldCodingKey, isOptional: Bool)
        throws
}

/// `Optional`, seen without its `Wrapped` type: how a ``Field`` tells an optional value type and its `nil`.
protocol OptionalFieldValue {
    static var noneValue: Self { get }
    var isNone: Bool { get }
}

extension Optional: OptionalFieldValue {
    static var noneValue: Self { nil }
    var isNone: Bool { self == nil }
}

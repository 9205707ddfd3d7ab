/// How a ``Field`` declared with `through:` reads and writes a present value: through its ``FieldWrapper`` type.
struct FieldForm<Value> {
    let decode: (KeyedDecodingContainer<FieldCodingKey>, FieldCodingKey) throws -> Value
    let decodeIfPresent: (KeyedDecodingContainer<FieldCodingKey>, FieldCodingKey) throws -> Value?
    let encode: (Value, inout KeyedEncodingContainer<FieldCodingKey>, FieldCodingKey) throws -> Void

    init<Wrapper: FieldWrapper>(_ wrapper: Wrapper.Type) where Wrapper.Value == Value {
        decode = { container, key in try container.decode(Wrapper.self, forKey: key).wrappedValue }
        decodeIfPresent = { container, key in try container.decodeIfPresent(Wrapper.self, forKey: key)?.wrappedValue }
        encode = { value, container, key in try container.encode(Wrapper(wrappedValue: value), forKey: key) }
    }
}

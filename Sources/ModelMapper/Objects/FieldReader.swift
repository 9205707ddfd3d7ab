/// The keyed container a ``MappedObject`` decodes its fields from, and under ``DictionaryDecoder`` the report state.
struct FieldReader {
    let container: KeyedDecodingContainer<FieldCodingKey>
    let state: DictionaryDecoderImpl.KeyedState?

    init(_ decoder: any Decoder) throws {
        if let decoder = decoder as? DictionaryDecoderImpl {
            let (container, state) = try decoder.fieldContainer()
            self.container = container
            self.state = state
        } else {
            container = try decoder.container(keyedBy: FieldCodingKey.self)
            state = nil
        }
    }

    func recordDefault(forMissingKey key: FieldCodingKey, value: @autoclosure () -> Any) {
        guard let state, state.decoder.recorder != nil else { return }
        state.recordDefault(forMissingKey: key, defaultValue: DefaultDecoding.describe(value()))
    }

    func recordDefault(forNullAt key: FieldCodingKey, value: @autoclosure () -> Any) {
        guard let state, state.decoder.recorder != nil else { return }
        state.recordDefault(forNullAt: key, defaultValue: DefaultDecoding.describe(value()))
    }
}

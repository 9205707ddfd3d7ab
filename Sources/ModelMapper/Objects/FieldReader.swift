/// The keyed container a ``MappedObject`` decodes its fields from and, under ``DictionaryDecoder``, the state that
/// records the defaults a field keeps for the ``MappingReport``.
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

    /// Records that a field kept its value for a missing key.
    func recordDefault(forMissingKey key: FieldCodingKey, value: @autoclosure () -> Any) {
        guard let state, state.decoder.recorder != nil else { return }
        state.recordDefault(forMissingKey: key, defaultValue: DefaultDecoding.describe(value()))
    }

    /// Records that a field kept its value for `null`.
    func recordDefault(forNullAt key: FieldCodingKey, value: @autoclosure () -> Any) {
        guard let state, state.decoder.recorder != nil else { return }
        state.recordDefault(forNullAt: key, defaultValue: DefaultDecoding.describe(value()))
    }
}

/// The keyed container a ``MappedObject`` decodes its fields from, and, under ``DictionaryDecoder``, the state
/// behind it: where the defaults a field keeps are recorded for the ``MappingReport``. With any other decoder the
/// fields read the container alone and behave the same, minus the report.
struct FieldReader {
    let container: KeyedDecodingContainer<FieldCodingKey>
    /// The container's state, when ``DictionaryDecoder`` runs the decode.
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

    /// Records that a field kept its value for a missing key, as a default wrapper's default is recorded.
    func recordDefault(forMissingKey key: FieldCodingKey, value: @autoclosure () -> Any) {
        guard let state, state.decoder.recorder != nil else { return }
        state.recordDefault(forMissingKey: key, defaultValue: DefaultDecoding.describe(value()))
    }

    /// Records that a field kept its value for `null`, as a default wrapper's default for `null` is recorded.
    func recordDefault(forNullAt key: FieldCodingKey, value: @autoclosure () -> Any) {
        guard let state, state.decoder.recorder != nil else { return }
        state.recordDefault(forNullAt: key, defaultValue: DefaultDecoding.describe(value()))
    }
}

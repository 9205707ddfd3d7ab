extension DictionaryDecoderImpl {
    /// The keyed container a ``MappedObject`` reads its fields through, with its state, claiming the keys read.
    func fieldContainer() throws -> (KeyedDecodingContainer<FieldCodingKey>, KeyedState) {
        let state = try keyedState(over: value, at: .root(node), hints: hints, entering: false)
        let container = KeyedContainer<FieldCodingKey>(state: state)
        state.claimsOnlyReadKeys = true
        return (KeyedDecodingContainer(container), state)
    }
}

extension DictionaryDecoderImpl.KeyedState {
    func recordDefault(forNullAt key: any CodingKey, defaultValue: String) {
        guard let recorder = decoder.recorder, let found = source.find(key.stringValue) else { return }
        recorder.defaulted(
            at: ValueLocation(node: node, key: key, step: found.step),
            detail: DefaultDecoding.detail(.null, defaultValue: defaultValue))
    }
}

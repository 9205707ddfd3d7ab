extension DictionaryDecoderImpl: WrapperDecodingSupport {
    var heldValue: Any { value }

    func decodeWithoutCoercion<T: Decodable>(_ type: T.Type) -> T? {
        let suspended = coercionsSuspended
        coercionsSuspended = true
        defer { coercionsSuspended = suspended }
        return try? unbox(value, as: type, at: .root(node), hints: hints)
    }

    func errorContext(_ description: String) -> DecodingError.Context {
        DecodingFailure.context(at: .root(node), description)
    }

    func decode<T: Decodable>(_ type: T.Type, from value: Any) throws -> T {
        try unbox(value, as: type, at: .root(node), hints: hints)
    }

    func parseJSONText(_ text: String) throws -> Any {
        try parseJSONText(text, fragmentsAllowed: true, at: .root(node))
    }

    func recordCoercion(of input: CoercionInput, to type: Any.Type) {
        recorder?.coerced(input, to: type, at: .root(node))
    }

    func recordConversion(of input: CoercionInput, to target: String) {
        recorder?.coerced(input, to: target, at: .root(node))
    }

    func recordWrappedInArray() {
        recordWrappedInArray(value, at: .root(node))
    }

    /// Records a drop at the dropped value's own source path: the element or entry, not only its container.
    func recordDrop(_ drop: LossyDrop) {
        guard let recorder else { return }
        var sourcePath = node.sourcePath
        switch drop.kind {
        case .droppedElement(let index), .droppedUnknownKind(let index, _):
            (node.step?.elementStep(index) ?? .index(index)).render(into: &sourcePath)
        case .droppedEntry(let key): SourceStep.key(key).render(into: &sourcePath)
        case .replacedWithDefault: break
        }
        recorder.dropped(drop, sourcePath: sourcePath)
    }

    func recordDefaultForNull(_ defaultValue: String) {
        recorder?.defaulted(
            modelPath: PathText.render(node.codingPath), sourcePath: node.sourcePath,
            detail: DefaultDecoding.detail(.null, defaultValue: defaultValue))
    }
}

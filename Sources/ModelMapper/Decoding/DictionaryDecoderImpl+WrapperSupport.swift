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

    func recordCoercion(of input: CoercionInput, to type: Any.Type) {
        recorder?.coerced(input, to: type, at: .root(node))
    }

    func recordDrop(_ drop: LossyDrop) {
        recorder?.dropped(drop, sourcePath: node.sourcePath)
    }
}

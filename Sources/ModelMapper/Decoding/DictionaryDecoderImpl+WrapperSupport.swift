extension DictionaryDecoderImpl: WrapperDecodingSupport {
    var heldValue: Any { value }

    func decode<T: Decodable>(_ type: T.Type, from value: Any, coercing: Bool) throws -> T {
        let suspended = coercionsSuspended
        coercionsSuspended = suspended || !coercing
        defer { coercionsSuspended = suspended }
        return try unbox(value, as: type, at: .root(node), hints: hints)
    }

    func parseJSONText(_ text: String) throws -> Any {
        try parseJSONText(text, fragmentsAllowed: true, at: .root(node))
    }

    func errorContext(_ description: String) -> DecodingError.Context {
        DecodingFailure.context(at: .root(node), description)
    }

    func record(_ event: WrapperEvent) {
        switch event {
        case .converted(let input, let target):
            recorder?.coerced(input, to: target, at: .root(node))
        case .wrappedInArray:
            recordWrappedInArray(value, at: .root(node))
        case .dropped(let drop):
            recorder?.dropped(drop, at: node)
        case .defaultForNull(let defaultValue):
            recorder?.defaulted(
                at: .root(node), detail: DefaultDecoding.detail(.null, defaultValue: defaultValue))
        case .keptUnknownValue(let detail):
            recorder?.keptUnknownValue(at: .root(node), detail: detail)
        }
    }
}

extension DictionaryEncoder {
    /// What a `nil` becomes: another name for ``DictionaryReflector/NilStrategy-swift.enum``, the one type both
    /// dictionary writers take.
    @available(*, deprecated, renamed: "DictionaryReflector.NilStrategy")
    public typealias NilStrategy = DictionaryReflector.NilStrategy
}

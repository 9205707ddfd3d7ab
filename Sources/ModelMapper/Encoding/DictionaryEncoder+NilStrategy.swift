extension DictionaryEncoder {
    /// What a `nil` becomes: another name for ``DictionaryReflector/NilStrategy-swift.enum``, which both writers take.
    @available(*, deprecated, renamed: "DictionaryReflector.NilStrategy")
    public typealias NilStrategy = DictionaryReflector.NilStrategy
}

extension DictionaryEncoder {
    /// What a `nil` becomes: ``DictionaryReflector/NilStrategy-swift.enum``, one type for both coders that write
    /// dictionaries, so that `.omit` and `.null` mean the same in each (see ``DictionaryEncoder/nilStrategy`` for the
    /// encoder's use of it).
    public typealias NilStrategy = DictionaryReflector.NilStrategy
}

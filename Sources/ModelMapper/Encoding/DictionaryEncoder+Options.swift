extension DictionaryEncoder {
    struct Options {
        let keyEncodingStrategy: KeyEncodingStrategy
        let dateEncodingStrategy: DateEncodingStrategy
        let dataEncodingStrategy: DataEncodingStrategy
        let nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy
        let nilStrategy: DictionaryReflector.NilStrategy
        let userInfo: [CodingUserInfoKey: Any]
        let maximumDepth: Int
        let recipe: String?
        let usesDefaultKeys: Bool
    }

    var options: Options {
        let usesDefaultKeys: Bool
        if case .useDefaultKeys = keyEncodingStrategy { usesDefaultKeys = true } else { usesDefaultKeys = false }
        return Options(
            keyEncodingStrategy: keyEncodingStrategy, dateEncodingStrategy: dateEncodingStrategy,
            dataEncodingStrategy: dataEncodingStrategy,
            nonConformingFloatEncodingStrategy: nonConformingFloatEncodingStrategy, nilStrategy: nilStrategy,
            userInfo: userInfo.mapValues { $0 as Any }, maximumDepth: maximumDepth, recipe: recipe,
            usesDefaultKeys: usesDefaultKeys)
    }
}

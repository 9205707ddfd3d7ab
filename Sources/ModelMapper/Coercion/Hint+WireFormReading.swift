/// How the decoder reads a value in its wire form (``Hint/wire(_:)``): as a coercion of that key only.
extension Hint.WireForm {
    /// Whether the form reads a string as a value for `option` (a coercion of the decoder's table).
    func reads(_ option: DictionaryDecoder.Coercions) -> Bool {
        switch kind {
        case .text: !option.isDisjoint(with: [.booleans, .integers, .floatingPointNumbers])
        case .flag: option.contains(.booleans)
        case .groupedNumber: !option.isDisjoint(with: [.integers, .floatingPointNumbers])
        }
    }

    var numberGrammar: ScalarCoercion.NumberGrammar {
        if case .groupedNumber = kind { return .formatted }
        return .plain
    }

    /// A flag's reading of a string: `true`, `false`, or why it is neither; `nil` for another form or input.
    func flagValue(_ input: CoercionInput) -> Result<Bool, CoercionFailure>? {
        guard case .flag(let trueText, let falseText) = kind, case .string(let text) = input else { return nil }
        if text == trueText { return .success(true) }
        if text == falseText { return .success(false) }
        return .failure(
            CoercionFailure(
                kind: .unrepresentable, found: input,
                reason:
                    "which is neither \(SwiftLiteral.quoted(trueText, cutAfter: SwiftLiteral.messageLimit)) nor \(SwiftLiteral.quoted(falseText, cutAfter: SwiftLiteral.messageLimit))"
            ))
    }
}

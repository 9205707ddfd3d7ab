/// The two strings a boolean travels as, for ``FlagValue``: ``Hint/WireForm/flag(true:false:)`` as a type, such as
/// `enum YesNoLetter: FlagSpelling { static let trueText = "Y"; static let falseText = "N" }`.
public protocol FlagSpelling {
    /// The spelling of `true`.
    static var trueText: String { get }
    /// The spelling of `false`; it must differ from ``trueText``.
    static var falseText: String { get }
}

extension FlagSpelling {
    static var form: Hint.WireForm { .flag(true: trueText, false: falseText) }
}

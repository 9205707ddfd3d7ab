/// How many fraction digits a ``GroupedNumber`` keeps: ``Hint/WireForm/groupedNumber(fractionDigits:)`` as a type,
/// such as `enum FourFractionDigits: GroupedNumberFormat { static let fractionDigits = 4 }`.
public protocol GroupedNumberFormat {
    /// The digits after the point, 0 to 38 (none and no point for 0).
    static var fractionDigits: Int { get }
}

extension GroupedNumberFormat {
    static var form: Hint.WireForm { .groupedNumber(fractionDigits: fractionDigits) }
}

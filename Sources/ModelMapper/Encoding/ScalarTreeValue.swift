import Foundation

/// How a `Float`, `Double`, `Decimal`, `Date` or `Data` becomes a tree value: one rule for encoder and reflector.
enum ScalarTreeValue {
    enum Outcome {
        case value(Any)
        /// The value, or a closure, encodes through an `Encoder` (`deferredToDate`, `deferredToData`, `custom`): the
        /// caller runs `DictionaryEncoderImpl.box(_:)`.
        case throughEncoder
        /// A NaN or infinity under ``DictionaryEncoder/NonConformingFloatEncodingStrategy/throw``, or a date whose
        /// number is not finite (no strategy converts it); `value` is the number.
        case nonConforming(Any)
        /// A date that no calendar text can stand for: its interval is not finite or its year is outside 1...9999.
        case outsideCalendar
    }

    static func nonConforming<F: BinaryFloatingPoint>(
        _ value: F, _ strategy: DictionaryEncoder.NonConformingFloatEncodingStrategy
    ) -> String? {
        guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = strategy else { return nil }
        if value.isNaN { return nan }
        return value > 0 ? positiveInfinity : negativeInfinity
    }

    /// A floating-point number of any width: finite ones as their `shortestDouble`, the others by `strategy`.
    static func float<F: BinaryFloatingPoint>(
        _ value: F, _ strategy: DictionaryEncoder.NonConformingFloatEncodingStrategy
    ) -> Outcome {
        guard value.isFinite else { return nonConforming(value, strategy).map(Outcome.value) ?? .nonConforming(value) }
        return .value(value.shortestDouble)
    }

    /// A `Decimal` as itself (`JSONSerialization` writes every digit); `Decimal.nan` follows `strategy`'s NaN.
    static func decimal(_ value: Decimal, _ strategy: DictionaryEncoder.NonConformingFloatEncodingStrategy) -> Outcome {
        guard value.isNaN else { return .value(value) }
        guard case .convertToString(_, _, let nan) = strategy else { return .nonConforming(value) }
        return .value(nan)
    }

    static func date(_ date: Date, _ strategy: DictionaryEncoder.DateEncodingStrategy) -> Outcome {
        switch strategy {
        case .leaf:
            return .value(date)
        case .deferredToDate, .custom:
            return .throughEncoder
        case .secondsSince1970:
            return number(date.timeIntervalSince1970)
        case .millisecondsSince1970:
            return number(1000.0 * date.timeIntervalSince1970)
        case .iso8601:
            return ISO8601.format(date, fractionalSeconds: false).map(Outcome.value) ?? .outsideCalendar
        case .iso8601WithFractionalSeconds:
            return ISO8601.format(date, fractionalSeconds: true).map(Outcome.value) ?? .outsideCalendar
        case .formatted(let formatter):
            guard ISO8601.format(date, fractionalSeconds: false) != nil else { return .outsideCalendar }
            return .value(formatter.string(from: date))
        }
    }

    static func data(_ data: Data, _ strategy: DictionaryEncoder.DataEncodingStrategy) -> Outcome {
        switch strategy {
        case .base64: .value(data.base64EncodedString())
        case .leaf: .value(data)
        case .deferredToData, .custom: .throughEncoder
        }
    }

    private static func number(_ value: Double) -> Outcome {
        value.isFinite ? .value(value) : .nonConforming(value)
    }
}

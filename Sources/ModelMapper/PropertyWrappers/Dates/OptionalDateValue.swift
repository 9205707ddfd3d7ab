import Foundation

/// A property wrapper for an optional date, read and written as ``DateValue`` does, whose "none" is `""`, `null` or
/// a missing key: the ``EmptyForm`` read is the projected value, written back; a `nil` made in code is left out.
///
/// ```swift
/// @OptionalDateValue<SecondsSince1970Strategy> var lastLogin: Date?   // 1700000000 ↔ date; null ↔ nil
/// ```
@propertyWrapper
public struct OptionalDateValue<Strategy: DateValueStrategy> {
    /// The date, or `nil` for `""`, `null` or a missing key.
    public var wrappedValue: Date?

    /// How "none" is written when the date is `nil`: the form it was read in, or ``EmptyForm/absent``.
    public var projectedValue: EmptyForm

    /// Wraps an optional date, whose `nil` is left out.
    public init(wrappedValue: Date?) {
        self.init(wrappedValue: wrappedValue, emptyForm: .absent)
    }

    /// Wraps an optional date, whose `nil` is written in `emptyForm`.
    public init(wrappedValue: Date?, emptyForm: EmptyForm) {
        self.wrappedValue = wrappedValue
        self.projectedValue = emptyForm
    }
}

extension OptionalDateValue: Decodable {
    /// Decodes the date as ``DateValue`` does; `""` and `null` give `nil`, remembering which.
    public init(from decoder: any Decoder) throws {
        if let form = try EmptyFormCoding.form(in: decoder, readsEmptyString: true) {
            self.init(wrappedValue: nil, emptyForm: form)
        } else {
            self.init(wrappedValue: try DateValue<Strategy>.decodeDate(from: decoder), emptyForm: .absent)
        }
    }
}

extension OptionalDateValue: Encodable {
    /// Encodes the date's raw form, or "none" in ``projectedValue``.
    public func encode(to encoder: any Encoder) throws {
        if let wrappedValue {
            try DateValue<Strategy>.encode(wrappedValue, to: encoder)
        } else {
            try EmptyFormCoding.encode(projectedValue, to: encoder)
        }
    }
}

extension OptionalDateValue: Equatable {}
extension OptionalDateValue: Hashable {}
extension OptionalDateValue: Sendable {}

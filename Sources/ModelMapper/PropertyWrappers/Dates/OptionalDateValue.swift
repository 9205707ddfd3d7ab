import Foundation

/// A property wrapper for an optional date with a format of its own: ``DateValue`` for a `Date?`, whose "none" the
/// backend may write as `""`, `null` or a missing key, and wants back the same way.
///
/// ```swift
/// struct User: Codable {
///     @OptionalDateValue<SecondsSince1970Strategy> var lastLogin: Date?   // 1700000000 ↔ date; null ↔ nil
///     @OptionalDateValue<GatewayTimestamp> var closed: Date?              // "20240131 093000" ↔ date; "" ↔ nil
/// }
/// ```
///
/// (`GatewayTimestamp` is the custom strategy in ``DateValueStrategy``'s documentation.)
///
/// - Decoding: `""`, `null` and a missing key give `nil`, and the wrapper remembers which, as its projected value
///   (an ``EmptyForm``); any other value is read as ``DateValue`` reads it, with the same errors at the property's
///   coding path (and, with ``DictionaryDecoder``, its source path).
/// - Encoding: the date in the strategy's form, or "none" in the remembered form; a `nil` the wrapper did not read (a
///   model made in code) is left out, as the synthesized `encode(to:)` leaves out a plain optional.
///
/// It works the same with ``DictionaryDecoder``, ``DictionaryEncoder``, `JSONDecoder`, `JSONEncoder` and any other
/// coder.
@propertyWrapper
public struct OptionalDateValue<Strategy: DateValueStrategy> {
    /// The date, or `nil` for `""`, `null` or a missing key.
    public var wrappedValue: Date?

    /// How "none" is written when the date is `nil`: the form it was read in, or ``EmptyForm/absent``.
    public var projectedValue: EmptyForm

    /// Wraps an optional date, whose `nil` is left out.
    ///
    /// - Parameter wrappedValue: The date.
    public init(wrappedValue: Date?) {
        self.init(wrappedValue: wrappedValue, emptyForm: .absent)
    }

    /// Wraps an optional date, whose `nil` is written in `emptyForm`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The date.
    ///   - emptyForm: How a `nil` is written.
    public init(wrappedValue: Date?, emptyForm: EmptyForm) {
        self.wrappedValue = wrappedValue
        self.projectedValue = emptyForm
    }
}

extension OptionalDateValue: Decodable {
    /// Decodes the raw value and converts it with the strategy; `""` and `null` give `nil`, remembering which.
    ///
    /// In a keyed container a missing key gives `nil` with ``EmptyForm/absent`` (through the container's
    /// `decode(_:forKey:)` overload for this wrapper).
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: ``DateValue``'s errors for a value that is not "none".
    public init(from decoder: any Decoder) throws {
        if let form = try EmptyFormCoding.form(in: decoder, readsEmptyString: true) {
            self.init(wrappedValue: nil, emptyForm: form)
        } else {
            self.init(wrappedValue: try DateValue<Strategy>.decodeDate(from: decoder), emptyForm: .absent)
        }
    }
}

extension OptionalDateValue: Encodable {
    /// Encodes the date's raw form, or "none" in ``projectedValue`` (`null` for ``EmptyForm/absent`` outside an
    /// object).
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: ``DateValue``'s errors for a date the strategy cannot write, and the encoder's errors.
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

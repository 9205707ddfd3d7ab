import Foundation

/// A property wrapper for binary data with an encoding of its own, whatever the coder's data strategy says.
///
/// ```swift
/// struct Upload: Codable {
///     @DataValue<Base64Strategy> var thumbnail: Data   // "iVBORw0K…"
///     @DataValue<HexStrategy> var checksum: Data       // "9f86d081…"
///     @DataValue<ByteArrayStrategy> var key: Data      // [12, 255, 0]
///     @DataValue<Base64Strategy.Bytes> var salt: [UInt8]   // "3q2+7w==" → [222, 173, 190, 239]
/// }
/// ```
///
/// The property is `Data`, or `[UInt8]` with a strategy's ``DataValueStrategy/Bytes`` form.
///
/// Like ``DateValue``, it reads and writes the raw form through the coder's single-value container, so it works the
/// same with every coder and encodes exactly the form it decodes. Text that is not valid in the encoding throws
/// `DecodingError.dataCorrupted` at the property's coding path.
///
/// With ``DictionaryDecoder``, a `Data` leaf (or an `NSData`: what a property list, `UserDefaults` or Core Data
/// holds) is the data whatever the strategy, as for a plain `Data` property under every data decoding strategy.
/// Encoding writes the strategy's form, not a leaf: the wrapper names the form of the payload. Other decoders hand
/// the wrapper only its raw form.
@propertyWrapper
public struct DataValue<Strategy: DataValueStrategy> {
    /// The data.
    public var wrappedValue: Strategy.Value

    /// Wraps data.
    ///
    /// - Parameter wrappedValue: The data.
    public init(wrappedValue: Strategy.Value) {
        self.wrappedValue = wrappedValue
    }
}

extension DataValue: Decodable {
    /// Decodes the raw value and converts it with the strategy; with ``DictionaryDecoder``, takes a `Data` leaf as
    /// it is.
    ///
    /// - Parameter decoder: The decoder, positioned at the property.
    /// - Throws: The decoder's errors for a raw value of the wrong kind; `DecodingError.dataCorrupted` when the
    ///   strategy cannot convert it.
    public init(from decoder: any Decoder) throws {
        if let support = decoder as? any WrapperDecodingSupport, let data = TreeValue.data(support.heldValue) {
            // A leaf of the wrapper's own type, as a `Data` property takes it under every strategy.
            self.init(wrappedValue: Strategy.value(from: data))
            return
        }
        let raw = try decoder.singleValueContainer().decode(Strategy.Raw.self)
        do {
            self.init(wrappedValue: Strategy.value(from: try Strategy.data(from: raw)))
        } catch {
            throw DecodingFailure.conversion(error, in: decoder)
        }
    }
}

extension DataValue: Encodable {
    /// Encodes the data's raw form.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Strategy.raw(from: Strategy.data(of: wrappedValue)))
    }
}

extension DataValue: Equatable {}
extension DataValue: Hashable {}
extension DataValue: Sendable {}

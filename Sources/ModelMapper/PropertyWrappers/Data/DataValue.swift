import Foundation

/// A property wrapper for binary data with an encoding of its own, whatever the coder's data strategy; it reads and
/// writes the raw form as ``DateValue`` does, and takes a `Data` leaf as it is.
///
/// ```swift
/// @DataValue<HexStrategy> var checksum: Data           // "9f86d081…"
/// @DataValue<Base64Strategy.Bytes> var salt: [UInt8]   // "3q2+7w==" → [222, 173, 190, 239]
/// ```
@propertyWrapper
public struct DataValue<Strategy: DataValueStrategy> {
    /// The data.
    public var wrappedValue: Strategy.Value

    /// Wraps data.
    public init(wrappedValue: Strategy.Value) {
        self.wrappedValue = wrappedValue
    }
}

extension DataValue: Decodable {
    /// Decodes the raw value and converts it with the strategy.
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
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(Strategy.raw(from: Strategy.data(of: wrappedValue)))
    }
}

extension DataValue: Equatable {}
extension DataValue: Hashable {}
extension DataValue: Sendable {}

/// A payload wrapped in a gateway's status header, `{"ResultCode": "0000", "ResultMsg": "OK", "Data": {…}}`, decoded so
/// that a failed status throws the backend's own error before the payload is read.
///
/// A gateway that reports an error this way often sends an empty payload with it (`"Data": {}`), and decoding the
/// payload first would throw a `keyNotFound` for its first required key rather than the backend's error. The envelope
/// decodes its ``EnvelopeStatus`` first, from the envelope's own object, and throws the status's
/// ``EnvelopeStatus/failure`` as it is, the payload not read as `Payload` (only passed over as a ``JSONValue``, so
/// that its keys are not reported unread); otherwise it decodes the payload under ``EnvelopeStatus/payloadKey``.
///
/// ```swift
/// struct UserPage: Codable {
///     var total: Int
///     var users: [User]
/// }
///
/// do {
///     let envelope = try DictionaryDecoder().decode(
///         StatusEnvelope<GatewayStatus, UserPage>.self, from: payload)
///     show(envelope.payload.users)
/// } catch let error as GatewayError {
///     show(error.message)   // the backend's own words
/// }
/// ```
///
/// (`GatewayStatus` and `GatewayError` are the example of ``EnvelopeStatus``.)
///
/// The header is read by the same decode as the payload, so a ``MappingReport`` or ``MappingMonitor`` sees every key
/// of a good envelope read: no second decode of the header, and no unread keys called drift. A failed status fails the
/// decode with the backend's error, which a monitor keeps as it keeps any failure, and nothing else: the payload
/// that came with it is not reported as unread. Hints apply as to any model: the
/// payload's live under ``EnvelopeStatus/payloadKey``. With `JSONDecoder` and `JSONEncoder` it works the same.
///
/// Encoding writes the status's keys and the payload beside them, so an envelope goes back in the shape it came.
public struct StatusEnvelope<Status: EnvelopeStatus, Payload> {
    /// The status header.
    public var status: Status

    /// The payload.
    public var payload: Payload

    /// Creates an envelope.
    ///
    /// - Parameters:
    ///   - status: The status header.
    ///   - payload: The payload.
    public init(status: Status, payload: Payload) {
        self.status = status
        self.payload = payload
    }
}

extension StatusEnvelope: Decodable where Payload: Decodable {
    /// Decodes the status; throws its failure, or decodes the payload.
    ///
    /// - Parameter decoder: The decoder, positioned at the envelope.
    /// - Throws: The status's ``EnvelopeStatus/failure``, as it is, when the status reports one; otherwise the
    ///   errors of decoding the status and the payload (`keyNotFound` when the payload's key is missing).
    public init(from decoder: any Decoder) throws {
        let status = try Status(from: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let key = AnyCodingKey(stringValue: Status.payloadKey)
        if let failure = status.failure {
            // The payload a failed status comes with (`{}`, or half a payload) is not the model's: it is passed over
            // whole, as an untyped value, so that the report and the monitor of the failed decode do not list its
            // keys as unread drift. Whatever that reading meets is not the error to report: the backend's is.
            do {
                _ = try container.decodeIfPresent(JSONValue.self, forKey: key)
            } catch {
                throw failure
            }
            throw failure
        }
        let payload = try container.decode(Payload.self, forKey: key)
        self.init(status: status, payload: payload)
    }
}

extension StatusEnvelope: Encodable where Status: Encodable, Payload: Encodable {
    /// Encodes the status's keys and the payload under ``EnvelopeStatus/payloadKey``, in one object.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The errors of encoding the status and the payload.
    public func encode(to encoder: any Encoder) throws {
        try status.encode(to: encoder)
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(payload, forKey: AnyCodingKey(stringValue: Status.payloadKey))
    }
}

extension StatusEnvelope: Equatable where Status: Equatable, Payload: Equatable {}
extension StatusEnvelope: Hashable where Status: Hashable, Payload: Hashable {}
extension StatusEnvelope: Sendable where Status: Sendable, Payload: Sendable {}

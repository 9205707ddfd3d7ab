/// A payload in a gateway's status header, `{"ResultCode": "0000", "ResultMsg": "OK", "Data": {…}}`, decoded so that
/// a failed status throws the backend's own error rather than the empty payload's `keyNotFound`.
///
/// The ``EnvelopeStatus`` is decoded first and its ``EnvelopeStatus/failure`` thrown as it is; otherwise the payload
/// is decoded under ``EnvelopeStatus/payloadKey``. One decode reads both, so a report finds nothing unread; encoding
/// writes both back in one object. With `GatewayStatus` and `GatewayError` as in ``EnvelopeStatus``:
///
/// ```swift
/// do {
///     let envelope = try DictionaryDecoder().decode(StatusEnvelope<GatewayStatus, UserPage>.self, from: payload)
///     show(envelope.payload.users)
/// } catch let error as GatewayError {
///     show(error.message)  // the backend's own words
/// }
/// ```
public struct StatusEnvelope<Status: EnvelopeStatus, Payload> {
    /// The status header.
    public var status: Status

    /// The payload.
    public var payload: Payload

    /// Creates an envelope.
    public init(status: Status, payload: Payload) {
        self.status = status
        self.payload = payload
    }
}

extension StatusEnvelope: Decodable where Payload: Decodable {
    /// Decodes the status; throws its ``EnvelopeStatus/failure`` if it reports one, else decodes the payload.
    public init(from decoder: any Decoder) throws {
        let status = try Status(from: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let key = AnyCodingKey(stringValue: Status.payloadKey)
        if let failure = status.failure {
            // A failed status's payload is read untyped only so the report does not list its keys as unread; whatever
            // that reading meets, the backend's error is reported.
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
    public func encode(to encoder: any Encoder) throws {
        try status.encode(to: encoder)
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(payload, forKey: AnyCodingKey(stringValue: Status.payloadKey))
    }
}

extension StatusEnvelope: Equatable where Status: Equatable, Payload: Equatable {}
extension StatusEnvelope: Hashable where Status: Hashable, Payload: Hashable {}
extension StatusEnvelope: Sendable where Status: Sendable, Payload: Sendable {}

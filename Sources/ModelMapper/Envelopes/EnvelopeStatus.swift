/// The status header of a ``StatusEnvelope``: the fields a gateway puts beside its payload, and the backend's own
/// error when there is no payload. Conform a `Decodable` type keyed by the header's keys (``payloadKey`` aside):
///
/// ```swift
/// struct GatewayError: Error, Equatable { var code: String; var message: String }
/// struct GatewayStatus: EnvelopeStatus, Codable {
///     static let payloadKey = "Data"
///     var code: String, message: String
///     enum CodingKeys: String, CodingKey { case code = "ResultCode", message = "ResultMsg" }
///     var failure: GatewayError? { code == "0000" ? nil : GatewayError(code: code, message: message) }
/// }
/// ```
public protocol EnvelopeStatus: Decodable {
    /// The error the backend reports.
    associatedtype Failure: Error

    /// The key of the envelope's payload, beside the status's own keys: `"Data"`, `"result"`.
    static var payloadKey: String { get }

    /// The backend's error this status reports, or `nil` when the envelope carries a payload.
    var failure: Failure? { get }
}

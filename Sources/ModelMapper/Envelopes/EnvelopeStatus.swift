/// The status header of a ``StatusEnvelope``: the fields a gateway puts beside its payload to say whether there is
/// one, and the backend's own error when there is not.
///
/// Conform a `Decodable` type whose coding keys are the header's keys (not including ``payloadKey``), name the
/// payload's key, and say which statuses are errors:
///
/// ```swift
/// struct GatewayError: Error, Equatable {
///     var code: String
///     var message: String
/// }
///
/// struct GatewayStatus: EnvelopeStatus, Codable {
///     static let payloadKey = "Data"
///
///     var code: String
///     var message: String
///
///     enum CodingKeys: String, CodingKey {
///         case code = "ResultCode"
///         case message = "ResultMsg"
///     }
///
///     var failure: GatewayError? {
///         code == "0000" ? nil : GatewayError(code: code, message: message)
///     }
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

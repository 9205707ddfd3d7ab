import Foundation
import Testing

@testable import ModelMapper

/// `StatusEnvelope`: a gateway's status is checked before the payload is read, a failed status throws the backend's
/// own error (not `keyNotFound` for the empty payload), and a good envelope leaves nothing unread for the report or
/// the monitor.
@Suite struct StatusEnvelopeTests {
    struct GatewayError: Error, Equatable {
        var code: String
        var message: String
    }

    struct GatewayStatus: EnvelopeStatus, Codable, Equatable {
        static let payloadKey = "Data"

        var code: String
        var message: String

        enum CodingKeys: String, CodingKey {
            case code = "ResultCode"
            case message = "ResultMsg"
        }

        var failure: GatewayError? { code == "0000" ? nil : GatewayError(code: code, message: message) }
    }

    struct UserPage: Codable, Equatable {
        var total: Int
        var names: [String]
    }

    typealias Envelope = StatusEnvelope<GatewayStatus, UserPage>

    static let good = #"{"Data":{"names":["Ada"],"total":1},"ResultCode":"0000","ResultMsg":"OK"}"#
    static let failed = #"{"Data":{},"ResultCode":"E401","ResultMsg":"Session expired"}"#

    static func tree(_ json: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(json.utf8)) }

    /// Every way in: `JSONDecoder`, `DictionaryDecoder` over a tree, over JSON data.
    static let decodes: [@Sendable (String) throws -> Envelope] = [
        { try JSONDecoder().decode(Envelope.self, from: Data($0.utf8)) },
        { try DictionaryDecoder().decode(Envelope.self, from: try StatusEnvelopeTests.tree($0)) },
        { try DictionaryDecoder().decode(Envelope.self, from: Data($0.utf8)) },
    ]

    @Test(arguments: 0..<3)
    func aGoodStatusGivesThePayload(way: Int) throws {
        let envelope = try Self.decodes[way](Self.good)
        #expect(envelope.status == GatewayStatus(code: "0000", message: "OK"))
        #expect(envelope.payload == UserPage(total: 1, names: ["Ada"]))
    }

    @Test(arguments: 0..<3)
    func aFailedStatusThrowsTheBackendsErrorBeforeThePayloadIsRead(way: Int) throws {
        #expect(throws: GatewayError(code: "E401", message: "Session expired")) {
            _ = try Self.decodes[way](Self.failed)
        }
    }

    /// What the user met before: the payload read first throws `keyNotFound` for its first key.
    @Test func withoutTheEnvelopeTheEmptyPayloadThrowsKeyNotFound() throws {
        struct Naive: Decodable {
            var ResultCode: String
            var Data: UserPage
        }
        #expect(throws: DecodingError.self) {
            _ = try DictionaryDecoder().decode(Naive.self, from: try Self.tree(Self.failed))
        }
    }

    @Test func aMissingPayloadUnderAGoodStatusIsKeyNotFound() throws {
        do {
            _ = try DictionaryDecoder().decode(Envelope.self, from: ["ResultCode": "0000", "ResultMsg": "OK"])
            Issue.record("decoded without a payload")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "Data")
        }
    }

    @Test func aGoodEnvelopeLeavesNothingUnreadForTheReport() throws {
        let result = try DictionaryDecoder().decodeWithReport(Envelope.self, from: try Self.tree(Self.good))
        #expect(result.report.isClean, "\(result.report)")
        #expect(result.report.entries.isEmpty, "\(result.report)")
    }

    @Test func theMonitorSeesNoDriftInGoodEnvelopesAndKeepsTheBackendsErrorAsAFailure() throws {
        let monitor = MappingMonitor.testing()
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        for _ in 0..<3 { _ = try decoder.decode(Envelope.self, from: try Self.tree(Self.good)) }
        #expect(monitor.snapshot().isClean, "\(monitor.snapshot())")
        #expect(throws: GatewayError.self) { _ = try decoder.decode(Envelope.self, from: try Self.tree(Self.failed)) }
        let halfPayload = #"{"Data":{"names":[],"extra":1},"ResultCode":"E500","ResultMsg":"Down"}"#
        #expect(throws: GatewayError.self) { _ = try decoder.decode(Envelope.self, from: try Self.tree(halfPayload)) }
        let snapshot = monitor.snapshot()
        #expect(snapshot.failedDecodes == 2)
        #expect(snapshot.entries.allSatisfy { $0.finding.isFailure }, "\(snapshot)")
    }

    @Test func hintsReachThePayloadUnderItsKey() throws {
        let tree: [String: Any] = [
            "ResultCode": "0000", "ResultMsg": "OK", "Data": ["TOTAL": 2, "NAMES": ["a", "b"]],
        ]
        let hints: HintTree = ["Data": .key("Data", nested: ["total": "TOTAL", "names": "NAMES"])]
        let result = try DictionaryDecoder().decodeWithReport(Envelope.self, from: tree, hints: hints)
        #expect(result.value.payload == UserPage(total: 2, names: ["a", "b"]))
        #expect(result.report.isClean, "\(result.report)")
        let back = try DictionaryEncoder().encodeToDictionary(result.value, hints: hints)
        #expect(NSDictionary(dictionary: back).isEqual(to: tree))
    }

    @Test func anEnvelopeGoesBackInTheShapeItCame() throws {
        let envelope = try Self.decodes[0](Self.good)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(envelope), as: UTF8.self) == Self.good)
        let tree = try DictionaryEncoder().encodeToDictionary(envelope)
        #expect(NSDictionary(dictionary: tree).isEqual(to: try #require(try Self.tree(Self.good) as? [String: Any])))
    }
}

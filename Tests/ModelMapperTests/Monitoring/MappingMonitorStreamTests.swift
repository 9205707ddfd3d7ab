import Foundation
import Testing

@testable import ModelMapper

/// Sampling counts each model type and label apart, so that models or endpoints decoded in turn on one monitor are
/// each sampled at the rate, from their first decode.
@Suite struct MappingMonitorStreamTests {
    struct User: Decodable { var name: String }
    struct Order: Decodable { var id: Int }

    @Test func modelsDecodedInTurnAreEachSampled() throws {
        let monitor = MappingMonitor(sampleRate: 0.5)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        // Each payload carries a key its model does not read, so a sampled decode leaves an entry.
        for _ in 0..<10 {
            _ = try decoder.decode(User.self, from: ["name": "Ada", "extra": 1])
            _ = try decoder.decode(Order.self, from: ["id": 7, "extra": 1])
        }
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 20)
        #expect(snapshot.sampledDecodes == 10)
        // One counter for the monitor would have sampled the users only (decodes 0, 2, 4, …).
        let counts = Dictionary(snapshot.entries.map { ($0.model, $0.count) }, uniquingKeysWith: +)
        #expect(counts[String(reflecting: User.self)] == 5)
        #expect(counts[String(reflecting: Order.self)] == 5)
    }

    @Test func labelsAreCountedApartAndTheFirstDecodeOfEachIsSampled() throws {
        let monitor = MappingMonitor(sampleRate: 0.01)
        var users = DictionaryDecoder()
        users.monitor = monitor
        users.monitorLabel = "GET /users"
        var admins = users
        admins.monitorLabel = "GET /admins"
        for _ in 0..<150 { _ = try users.decode(User.self, from: ["name": "Ada", "extra": 1]) }
        _ = try admins.decode(User.self, from: ["name": "Root", "extra": 1])
        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == 151)
        // Users: decodes 1 and 101; admins: its first.
        #expect(snapshot.sampledDecodes == 3)
        #expect(snapshot.entries.map(\.label) == ["GET /admins", "GET /users"])
        #expect(snapshot.entries.map(\.count) == [1, 2])
    }
}

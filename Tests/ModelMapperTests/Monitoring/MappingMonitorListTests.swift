import Foundation
import Testing

@testable import ModelMapper

/// The monitor at list scale: a list's findings are one entry per field, counted per element; routine findings the
/// model opted into are counted but not announced, so a later rename is kept and announced with the default
/// settings; a failure's source path comes from where the decode built the error, never from its message.
@Suite struct MappingMonitorListTests {
    struct User: Decodable {
        var id: Int
        var name: String
        var isAdmin: Bool
    }

    struct UserList: Decodable { var users: [User] }

    static let hints: HintTree = [
        "users": .key("USERS", nested: ["id": "USER_ID", "name": "USER_NM", "isAdmin": "ADMIN_YN"])
    ]

    static func users(_ count: Int, nameKey: String = "USER_NM") -> [String: Any] {
        ["USERS": (0..<count).map { ["USER_ID": $0, nameKey: "user \($0)", "ADMIN_YN": $0 % 2 == 0 ? "Y" : "N"] }]
    }

    @Test func aCoercionInEveryElementOfThreeThousandIsOneEntry() throws {
        let monitor = MappingMonitor.testing(sampleRate: 1)
        var decoder = DictionaryDecoder()
        decoder.coercions = .booleans
        decoder.monitor = monitor
        _ = try decoder.decode(UserList.self, from: Self.users(3_000), hints: Self.hints)
        let snapshot = monitor.snapshot()
        #expect(snapshot.entries.count == 1)
        let entry = try #require(snapshot.entries.first)
        #expect(entry.finding == .init(.coercion))
        #expect(entry.modelPath == "users[*].isAdmin")
        #expect(entry.sourcePath == "USERS[*].ADMIN_YN")
        #expect(entry.count == 3_000)
        #expect(entry.firstModelPath == "users[0].isAdmin")
        #expect(entry.firstSourcePath == "USERS[0].ADMIN_YN")
        #expect(entry.valueKinds == [.string])
    }

    /// The scenario, with the monitor's defaults: 400 users with opt-in coercions, then the backend renames
    /// `USER_NM`. The rename is kept and announced: the missing key, and the new one unread.
    @Test func aRenameAfterAListOfCoercionsIsKeptAndAnnounced() throws {
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor(onNewFinding: notifications.handler)
        var decoder = DictionaryDecoder()
        decoder.coercions = .booleans
        decoder.monitor = monitor
        _ = try decoder.decode(UserList.self, from: Self.users(400), hints: Self.hints)
        #expect(notifications.entries.isEmpty)
        #expect(monitor.snapshot().entries.map(\.count) == [400])

        #expect(throws: DecodingError.self) {
            try decoder.decode(UserList.self, from: Self.users(400, nameKey: "USER_NAME"), hints: Self.hints)
        }
        let announced = notifications.entries.map { "\($0.finding.name) \($0.modelPath) \($0.sourcePath)" }
        #expect(
            announced == [
                "failure.keyNotFound users[*].name USERS[*].USER_NM", "unmappedSourceKey users[*] USERS[*].USER_NAME",
            ])
        let snapshot = monitor.snapshot()
        #expect(snapshot.overflow.occurrences == 0)
        let failure = try #require(snapshot.only(.failure("keyNotFound")))
        #expect(failure.firstModelPath == "users[0].name")
        #expect(failure.firstSourcePath == "USERS[0].USER_NM")
        #expect(failure.valueKinds == [.absent])
        #expect(snapshot.only(.init(.unmappedSourceKey))?.valueKinds == [.string])
    }

    @Test func theAnnouncedKindsAreTheUsersChoice() throws {
        let notifications = MonitorNotifications()
        let monitor = MappingMonitor(sampleRate: 1, announcedKinds: [.coercion], onNewFinding: notifications.handler)
        #expect(monitor.announcedKinds == [.coercion])
        var decoder = DictionaryDecoder()
        decoder.coercions = .booleans
        decoder.monitor = monitor
        _ = try decoder.decode(
            UserList.self, from: ["USERS": [["USER_ID": 1, "USER_NM": "a", "ADMIN_YN": "Y", "X": 1]]],
            hints: Self.hints)
        // The coercion is announced; the unmapped key, no longer an announced kind, is only kept.
        #expect(notifications.entries.map(\.finding) == [.init(.coercion)])
        #expect(monitor.snapshot().entries.count == 2)
        #expect(MappingMonitor().announcedKinds == [.unusedHint, .unmappedSourceKey])
    }

    /// A model's own error that happens to read like the library's message names no source path: the monitor takes
    /// the source path from where the decode built its error, and this error the decode did not build.
    @Test func aFailuresSourcePathIsNeverReadFromItsMessage() throws {
        struct Mimic: Decodable {
            init(from decoder: any Decoder) throws {
                throw DecodingError.typeMismatch(
                    Int.self,
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "Expected to decode Int but found a string instead. (source path: SECRET)"))
            }
        }
        struct Holder: Decodable { var value: Mimic }
        let monitor = MappingMonitor.testing(sampleRate: 0)
        var decoder = DictionaryDecoder()
        decoder.monitor = monitor
        #expect(throws: DecodingError.self) {
            try decoder.decode(Holder.self, from: ["VALUE": 1], hints: ["value": "VALUE"])
        }
        let entry = try #require(monitor.snapshot().only(.failure("typeMismatch")))
        #expect(entry.modelPath == "value")
        #expect(entry.sourcePath == "value")

        // The library's own error under the same hint names the source key it read.
        struct Plain: Decodable { var value: Int }
        #expect(throws: DecodingError.self) {
            try decoder.decode(Plain.self, from: ["VALUE": "x"], hints: ["value": "VALUE"])
        }
        let own = monitor.snapshot().entries.first {
            $0.finding == .failure("typeMismatch") && $0.sourcePath != "value"
        }
        #expect(own?.sourcePath == "VALUE")
    }
}

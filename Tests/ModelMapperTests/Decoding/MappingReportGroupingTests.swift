import Foundation
import Testing

@testable import ModelMapper

/// A report of a list is as small as the report of one element: every finding of an array's elements, or of a
/// dictionary's values, is one entry for the field, with the count and the first occurrence's own paths; and a
/// failed decode's report says what the decode read before it failed.
@Suite struct MappingReportGroupingTests {
    enum Role: String, Decodable { case admin = "ADM", user = "USR" }

    struct User: Decodable, Equatable {
        var id: Int
        var name: String
        var isAdmin: Bool
    }

    struct UserList: Decodable, Equatable { var users: [User] }

    static let hints: HintTree = [
        "users": .key("USERS", nested: ["id": "USER_ID", "name": "USER_NM", "isAdmin": "ADMIN_YN"])
    ]

    static func users(_ count: Int, nameKey: (Int) -> String = { _ in "USER_NM" }) -> [String: Any] {
        ["USERS": (0..<count).map { ["USER_ID": $0, nameKey($0): "user \($0)", "ADMIN_YN": $0 == 0 ? "Y" : "N"] }]
    }

    static var coercing: DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.coercions = .booleans
        return decoder
    }

    @Test func aCoercionInEveryElementOfThreeThousandIsOneEntry() throws {
        let result = try Self.coercing.decodeWithReport(UserList.self, from: Self.users(3_000), hints: Self.hints)
        #expect(result.value.users.count == 3_000)
        #expect(result.report.entries.count == 1)
        let entry = try #require(result.report.coercions.first)
        #expect(entry.modelPath == "users[*].isAdmin")
        #expect(entry.sourcePath == "USERS[*].ADMIN_YN")
        #expect(entry.count == 3_000)
        #expect(entry.firstModelPath == "users[0].isAdmin")
        #expect(entry.firstSourcePath == "USERS[0].ADMIN_YN")
        #expect(entry.detail == #"converted the string "Y" to Bool"#)
        #expect(
            entry.description
                == #"coercion at users[*].isAdmin (source USERS[*].ADMIN_YN): converted the string "Y" to Bool; "#
                + "3000 times, first at users[0].isAdmin")
    }

    @Test func unmappedKeysAndUnusedHintsCountTheirObjects() throws {
        // Two users of five send a key no coding key reads; none sends `EMAIL`.
        var source = Self.users(5)
        if var users = source["USERS"] as? [[String: Any]] {
            users[2]["NICK"] = "x"
            users[4]["NICK"] = "y"
            source["USERS"] = users
        }
        struct Mailed: Decodable {
            var users: [Member]
            struct Member: Decodable { var id: Int, email: String? }
        }
        let report = try DictionaryDecoder().decodeWithReport(
            Mailed.self, from: source,
            hints: ["users": .key("USERS", nested: ["id": "USER_ID", "email": "EMAIL"])]
        ).report
        // `USER_NM` and `ADMIN_YN` are unread in all five users, `NICK` in two.
        #expect(report.unmappedSourceKeys.first { $0.sourcePath == "USERS[*].USER_NM" }?.count == 5)
        let nick = try #require(report.unmappedSourceKeys.first { $0.sourcePath == "USERS[*].NICK" })
        #expect(nick.count == 2)
        #expect(nick.firstModelPath == "users[2]")
        #expect(nick.firstSourcePath == "USERS[2].NICK")
        let email = try #require(report.unusedHints.first)
        #expect(email.modelPath == "users[*].email")
        #expect(email.count == 5)
        #expect(email.firstModelPath == "users[0].email")
    }

    /// A dictionary's keys are data (e-mail addresses, say): its values' findings are one entry at `[*]`, and the key
    /// is only in the first paths.
    @Test func aDictionarysValuesAreGroupedWithoutTheirKeys() throws {
        struct Ledger: Decodable { var balances: [String: Int] }
        var decoder = DictionaryDecoder()
        decoder.coercions = .integers
        let source: [String: Any] = [
            "balances": ["carol.secret@example.com": "12", "dave@example.com": "7", "erin@example.com": 3]
        ]
        let report = try decoder.decodeWithReport(Ledger.self, from: source).report
        #expect(report.entries.count == 1)
        let entry = try #require(report.coercions.first)
        #expect(entry.modelPath == "balances[*]")
        #expect(entry.sourcePath == "balances[*]")
        #expect(entry.count == 2)
        #expect(entry.firstModelPath == MappingPath([.key("balances"), .key("carol.secret@example.com")]))
    }

    // MARK: - A failed decode's report

    @Test func aRenamedKeyShowsAsTheFailureBesideTheNewKey() throws {
        // The first two users arrive as before, the third with the key renamed.
        let source = Self.users(4) { $0 >= 2 ? "USER_NAME" : "USER_NM" }
        let attempt = Self.coercing.attemptDecode(UserList.self, from: source, hints: Self.hints)
        let error = try #require(attempt.error as? DecodingError)
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "name")
        #expect(MappingPath(codingPath: context.codingPath) == "users[2]")
        #expect(attempt.value == nil)
        // The new key is unread; the hints all found their keys in the users read to the end, so none is unused.
        #expect(attempt.report.unmappedSourceKeys.map(\.sourcePath) == ["USERS[*].USER_NAME"])
        #expect(attempt.report.unmappedSourceKeys.first?.firstSourcePath == "USERS[2].USER_NAME")
        #expect(attempt.report.unusedHints.isEmpty)
        #expect(attempt.report.coercions.map(\.count) == [2])
    }

    @Test func aHintIsUnusedOnlyWhereAnObjectWasReadToTheEnd() throws {
        // The first user is read to the end without `ADMIN_YN`, the second fails: `isAdmin` is unused in the group.
        struct Optional_: Decodable {
            var users: [Member]
            struct Member: Decodable { var id: Int, name: String, isAdmin: Bool? }
        }
        let source: [String: Any] = ["USERS": [["USER_ID": 1, "USER_NM": "a"], ["USER_ID": "x", "USER_NM": "b"]]]
        let attempt = DictionaryDecoder().attemptDecode(Optional_.self, from: source, hints: Self.hints)
        #expect(attempt.error is DecodingError)
        #expect(attempt.report.unusedHints.map(\.modelPath) == ["users[*].isAdmin"])
        #expect(attempt.report.unmappedSourceKeys.isEmpty)

        // Failing in the first user, nothing was read to the end: no hint is called unused.
        let failingFirst: [String: Any] = ["USERS": [["USER_ID": "x", "USER_NM": "b"]]]
        let early = DictionaryDecoder().attemptDecode(Optional_.self, from: failingFirst, hints: Self.hints)
        #expect(early.report.entries.isEmpty, "\(early.report)")
    }

    @Test func anAttemptThatSucceedsIsTheDecodeWithReport() throws {
        let source = Self.users(3)
        let attempt = Self.coercing.attemptDecode(UserList.self, from: source, hints: Self.hints)
        let reported = try Self.coercing.decodeWithReport(UserList.self, from: source, hints: Self.hints)
        #expect(attempt.value == reported.value)
        #expect(attempt.error == nil)
        #expect(attempt.report == reported.report)

        let json = try JSONSerialization.data(withJSONObject: source)
        let fromData = Self.coercing.attemptDecode(UserList.self, from: json, hints: Self.hints)
        let fromText = Self.coercing.attemptDecode(
            UserList.self, fromJSON: String(decoding: json, as: UTF8.self), hints: Self.hints)
        #expect(fromData.report == reported.report)
        #expect(fromText.report == reported.report)
        #expect(fromData.value == reported.value)

        let invalid = Self.coercing.attemptDecode(UserList.self, from: Data("{".utf8), hints: Self.hints)
        #expect(invalid.error is DecodingError)
        #expect(invalid.report.entries.isEmpty)
    }

    // MARK: - Grouped versus per element

    struct Row: Decodable {
        var id: Int
        var flag: Bool
        var amount: Int?
        var tags: [Int]
        var role: KeepingUnknown<Role>?
        @LossyArray var codes: [Int]
        @DefaultZero var level: Int
        var scores: [String: Int]?
        var child: Child?

        struct Child: Decodable {
            var size: Int
            var rows: [Leaf]?
        }

        struct Leaf: Decodable { var value: Int }
    }

    struct Page: Decodable {
        var rows: [Row]
        var groups: [[Row]]
    }

    static let rowHints: HintTree = [
        "id": "ID", "flag": "FLAG", "amount": .candidates(["AMOUNT", "AMT"]), "tags": "TAGS", "role": "ROLE",
        "codes": "CODES", "level": "LEVEL", "scores": "SCORES", "child": .key("CHILD", nested: ["size": "SIZE"]),
    ]

    static func value(_ number: Int, using generator: inout SeededGenerator) -> Any {
        generator.chance(0.5) ? number : "\(number)"
    }

    static func row(using generator: inout SeededGenerator) -> [String: Any] {
        var row: [String: Any] = ["ID": value(generator.int(in: 0...99), using: &generator)]
        row["FLAG"] = generator.pick([true, false, "Y", "N", "1"] as [Any])
        switch generator.int(in: 0...3) {
        case 0: row["AMOUNT"] = value(5, using: &generator)
        case 1: row["AMT"] = value(6, using: &generator)
        case 2: row["AMOUNT"] = NSNull()
        default: break
        }
        row["TAGS"] = (0..<generator.int(in: 0...3)).map { value($0, using: &generator) }
        if generator.chance(0.7) { row["ROLE"] = generator.pick(["ADM", "USR", "SVC", "TMP"]) }
        row["CODES"] = (0..<generator.int(in: 0...3)).map { _ in generator.pick([1, "2", "x", NSNull()] as [Any]) }
        switch generator.int(in: 0...2) {
        case 0: row["LEVEL"] = 3
        case 1: row["LEVEL"] = NSNull()
        default: break
        }
        if generator.chance(0.5) {
            var scores: [String: Any] = [:]
            for key in ["a@x.com", "b@y.org", "c"] where generator.chance(0.6) {
                scores[key] = value(generator.int(in: 0...9), using: &generator)
            }
            row["SCORES"] = scores
        }
        if generator.chance(0.5) {
            var child: [String: Any] = ["SIZE": value(generator.int(in: 0...9), using: &generator)]
            if generator.chance(0.5) {
                child["rows"] = (0..<generator.int(in: 0...3)).map { _ in ["value": value(1, using: &generator)] }
            }
            row["CHILD"] = child
        }
        return row
    }

    /// For generated pages of rows with every kind of finding in every position, the report's findings are the
    /// per-occurrence findings folded by kind and grouped place: counts summed, the first occurrence's detail and
    /// paths kept.
    @Test func theGroupedReportIsThePerElementReportFoldedByField() throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = [.integers, .booleans]
        let hints: HintTree = ["rows": .nested(Self.rowHints), "groups": .nested(Self.rowHints)]
        for index in 0..<300 {
            let seed = SeededGenerator.baseSeed &+ UInt64(index)
            var generator = SeededGenerator(seed: seed)
            let page: [String: Any] = [
                "rows": (0..<generator.int(in: 0...6)).map { _ in Self.row(using: &generator) },
                "groups": (0..<generator.int(in: 0...3)).map { _ in
                    (0..<generator.int(in: 0...4)).map { _ in Self.row(using: &generator) }
                },
            ]
            let perElement = try Self.findings(Page.self, from: page, hints: hints, decoder: decoder, grouped: false)
            let grouped = try Self.findings(Page.self, from: page, hints: hints, decoder: decoder, grouped: true)
            var folded: [MappingRecorder.Finding] = []
            for finding in perElement {
                #expect(finding.count == 1)
                if let at = folded.firstIndex(where: {
                    $0.kind == finding.kind && $0.modelPath == finding.modelPath && $0.sourcePath == finding.sourcePath
                }) {
                    folded[at].count += 1
                } else {
                    folded.append(finding)
                }
            }
            #expect(
                MappingReport(entries: grouped.map(\.entry)) == MappingReport(entries: folded.map(\.entry)),
                "seed \(seed)")
            // And the public report holds exactly these, beside its unused hints and unmapped keys.
            let report = try decoder.decodeWithReport(Page.self, from: page, hints: hints).report
            let recorded = report.entries.filter { $0.kind != .unusedHint && $0.kind != .unmappedSourceKey }
            #expect(recorded == MappingReport(entries: folded.map(\.entry)).entries, "seed \(seed)")
            // No dictionary key names a group.
            #expect(!report.entries.contains { "\($0.modelPath)\($0.sourcePath)".contains("@") }, "seed \(seed)")
        }
    }

    /// The findings a decode records on the way, grouped or one per occurrence, in the order first made.
    static func findings<T: Decodable>(
        _ type: T.Type, from value: Any, hints: HintTree, decoder: DictionaryDecoder, grouped: Bool
    ) throws -> [MappingRecorder.Finding] {
        let recorder = MappingRecorder(keyDecodingStrategy: decoder.keyDecodingStrategy, groupsFindings: grouped)
        let impl = DictionaryDecoderImpl(value: value, hints: hints, options: decoder.options, recorder: recorder)
        _ = try impl.unbox(value, as: type, at: .root(impl.node), hints: hints)
        return recorder.recordedFindings
    }
}

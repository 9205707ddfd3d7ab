import Foundation
import Testing

@testable import ModelMapper

/// A monitor that samples every decode holds the sum of the decodes' reports and their failures: checked over
/// generated payloads that drift from their hints (renamed, missing and extra keys, values that need a coercion,
/// values of the wrong type), against an aggregate built from a plain decoder's `attemptDecode` of each payload (the
/// report of a failed decode says what it read before it failed), each entry counted as often as the report counts
/// it, and from the failure the generator put in the payload, with its paths grouped as `[*]`.
@Suite struct MappingMonitorPropertyTests {
    struct Member: Codable {
        var name: String?
        var age: Int?
    }

    struct Owner: Codable {
        var name: String?
        var age: Int?
    }

    struct Account: Codable {
        var id: Int
        var name: String?
        var email: String?
        var city: String?
        var score: Double?
        var owner: Owner?
        var members: [Member]
    }

    /// Renames, candidates, a key path, nested hints under the model key and under a renamed key.
    static let accountHints: HintTree = [
        "id": "ID",
        "email": .candidates(["EMAIL", "mail"]),
        "city": "address.city",
        "score": "SCORE",
        "owner": .nested(["name": "NAME"]),
        "members": .key("MEMBERS", nested: ["name": "NAME", "age": "AGE"]),
    ]
    static let memberHints: HintTree = ["name": "NAME", "age": "AGE"]

    /// The failure a payload was made to have: the error's kind and the places it must name.
    struct Failure {
        let kind: String
        let modelPath: MappingPath
        let sourcePath: MappingPath
        /// What the source holds at the source path.
        let valueKind: MappingMonitor.ValueKind
    }

    /// How a payload reaches the decoder.
    enum EntryPoint: CaseIterable {
        case tree, data, text
    }

    /// One generated decode.
    struct Payload {
        /// An `Account` (a dictionary) or, without `MEMBERS` around it, a `[Member]` (an array).
        let isAccount: Bool
        let source: Any
        let failure: Failure?
        let entryPoint: EntryPoint
        let withReport: Bool
        let label: String?
        let recipe: String?

        var model: String { isAccount ? String(reflecting: Account.self) : String(reflecting: [Member].self) }
    }

    @Test func theAggregateIsTheSumOfTheReportsAndTheFailures() throws {
        let clock = MonitorTestClock()
        let monitor = MappingMonitor.testing(sampleRate: 1, maximumEntries: 10_000, clock: clock)
        var plain = DictionaryDecoder()
        plain.coercions = .numbersFromStrings
        var expected: [MonitorEntryKey: Int] = [:]
        var seen: [MonitorEntryKey: (first: Int, last: Int)] = [:]
        var failureKinds: [MonitorEntryKey: Set<MappingMonitor.ValueKind>] = [:]
        var failures = 0
        let count = 500
        for index in 0..<count {
            let seed = SeededGenerator.baseSeed &+ UInt64(index)
            var generator = SeededGenerator(seed: seed)
            let payload = try Self.payload(using: &generator)
            plain.recipe = payload.recipe
            var monitored = plain
            monitored.monitor = monitor
            monitored.monitorLabel = payload.label

            func note(_ key: MonitorEntryKey, count: Int = 1) {
                expected[key, default: 0] += count
                seen[key] = (seen[key]?.first ?? index, index)
            }
            let attempt = try Self.attempt(payload, with: plain)
            let outcome = attempt.result
            let monitoredOutcome = try Self.decode(payload, with: monitored, report: payload.withReport)
            clock.advance(by: 1)
            for entry in attempt.report.entries {
                note(
                    MonitorEntryKey(
                        model: payload.model, recipe: payload.recipe, label: payload.label,
                        finding: MappingMonitor.Finding(entry.kind), modelPath: entry.modelPath,
                        sourcePath: entry.sourcePath),
                    count: entry.count)
            }
            switch (outcome, payload.failure) {
            case (.success, nil):
                #expect(throws: Never.self, "seed \(seed)") { try monitoredOutcome.get() }
            case (.failure(let error), let failure?):
                failures += 1
                #expect(throws: (any Error).self, "seed \(seed)") { try monitoredOutcome.get() }
                // The generator's failure is the one the decoder reports: its kind and coding path.
                if let error = error as? DecodingError {
                    #expect(DecodingErrorCase(error)?.rawValue == failure.kind, "seed \(seed): \(error)")
                    var codingPath = error.context?.codingPath ?? []
                    if case .keyNotFound(let key, _) = error { codingPath.append(key) }
                    #expect(MappingPath(codingPath: codingPath) == failure.modelPath, "seed \(seed): \(error)")
                } else {
                    Issue.record("seed \(seed): \(error)")
                }
                let key = MonitorEntryKey(
                    model: payload.model, recipe: payload.recipe, label: payload.label,
                    finding: .failure(failure.kind), modelPath: Self.grouped(failure.modelPath),
                    sourcePath: Self.grouped(failure.sourcePath))
                note(key)
                failureKinds[key, default: []].insert(failure.valueKind)
            case (.success, let failure?):
                Issue.record("seed \(seed): expected \(failure.kind) at \(failure.modelPath), decoded")
            case (.failure(let error), nil):
                Issue.record("seed \(seed): expected a decode, got \(error)")
            }
        }

        let snapshot = monitor.snapshot()
        #expect(snapshot.decodes == count)
        #expect(snapshot.failedDecodes == failures)
        #expect(snapshot.sampledDecodes == count - failures)
        #expect(snapshot.overflow.occurrences == 0)
        // The generator makes each kind of drift often enough for all of them to be there.
        #expect(failures > 50 && failures < 200)
        let findings = Set(expected.keys.map(\.finding.name))
        #expect(
            findings.isSuperset(of: [
                "unusedHint", "unmappedSourceKey", "fallbackCandidate", "coercion", "failure.typeMismatch",
                "failure.keyNotFound", "failure.valueNotFound",
            ]), "\(findings)")

        let actual = snapshot.countsByKey
        #expect(actual == expected)
        for key in Set(actual.keys).symmetricDifference(expected.keys).sorted(by: { "\($0)" < "\($1)" }).prefix(10) {
            Issue.record("\(key): monitor \(actual[key] ?? 0), reports \(expected[key] ?? 0)")
        }
        for entry in snapshot.entries {
            let key = MonitorEntryKey(entry)
            if let (first, last) = seen[key] {
                #expect(entry.firstSeen == MonitorTestClock.start + TimeInterval(first), "\(key)")
                #expect(entry.lastSeen == MonitorTestClock.start + TimeInterval(last), "\(key)")
            }
            #expect(!entry.valueKinds.isEmpty, "\(key)")
            if let kinds = failureKinds[key] { #expect(entry.valueKinds == kinds.sorted(), "\(key)") }
        }
        #expect(snapshot.entries == snapshot.entries.sorted())
    }

    /// Decodes a payload through its entry point, with a report or without, and gives the report (none without
    /// one) or the error.
    static func decode(_ payload: Payload, with decoder: DictionaryDecoder, report: Bool) throws -> Result<
        MappingReport?, any Error
    > {
        let data = payload.entryPoint == .tree ? Data() : try JSONSerialization.data(withJSONObject: payload.source)
        let text = String(decoding: data, as: UTF8.self)
        return payload.isAccount
            ? run(Account.self, payload, data: data, text: text, decoder: decoder, report: report, hints: accountHints)
            : run([Member].self, payload, data: data, text: text, decoder: decoder, report: report, hints: memberHints)
    }

    /// A plain decoder's attempt at a payload through its entry point.
    static func attempt(_ payload: Payload, with decoder: DictionaryDecoder) throws -> MappingAttempt<Void> {
        let data = payload.entryPoint == .tree ? Data() : try JSONSerialization.data(withJSONObject: payload.source)
        let text = String(decoding: data, as: UTF8.self)
        func run<T: Decodable>(_ type: T.Type, _ hints: HintTree) -> MappingAttempt<Void> {
            let attempt =
                switch payload.entryPoint {
                case .tree: decoder.attemptDecode(type, from: payload.source, hints: hints)
                case .data: decoder.attemptDecode(type, from: data, hints: hints)
                case .text: decoder.attemptDecode(type, fromJSON: text, hints: hints)
                }
            return MappingAttempt(result: attempt.result.map { _ in () }, report: attempt.report)
        }
        return payload.isAccount ? run(Account.self, accountHints) : run([Member].self, memberHints)
    }

    /// A path with its array indices as `[*]`, as a monitor keeps a failure's.
    static func grouped(_ path: MappingPath) -> MappingPath {
        MappingPath(
            path.components.map { component in
                if case .index = component { return .anyIndex }
                return component
            })
    }

    private static func run<T: Decodable>(
        _ type: T.Type, _ payload: Payload, data: Data, text: String, decoder: DictionaryDecoder, report: Bool,
        hints: HintTree
    ) -> Result<MappingReport?, any Error> {
        Result {
            switch (payload.entryPoint, report) {
            case (.tree, false): _ = try decoder.decode(type, from: payload.source, hints: hints)
            case (.data, false): _ = try decoder.decode(type, from: data, hints: hints)
            case (.text, false): _ = try decoder.decode(type, fromJSON: text, hints: hints)
            case (.tree, true): return try decoder.decodeWithReport(type, from: payload.source, hints: hints).report
            case (.data, true): return try decoder.decodeWithReport(type, from: data, hints: hints).report
            case (.text, true): return try decoder.decodeWithReport(type, fromJSON: text, hints: hints).report
            }
            return nil
        }
    }

    // MARK: - Generated payloads

    /// The ways a payload is made to fail, each at a place the generator knows.
    enum Breakage: CaseIterable {
        case none, missingID, textID, nullID, memberAge, memberNotObject, missingMembers
    }

    static func payload(using generator: inout SeededGenerator) throws -> Payload {
        let isAccount = generator.chance(0.75)
        var breakage = generator.chance(0.25) ? generator.pick(Array(Breakage.allCases.dropFirst())) : .none
        if !isAccount, ![.memberAge, .memberNotObject].contains(breakage) { breakage = .none }
        let (members, memberFailure) = Self.members(
            breaking: breakage, under: isAccount ? "members" : MappingPath(), isAccount ? "MEMBERS" : MappingPath(),
            using: &generator)
        let source: Any
        var failure = memberFailure
        if isAccount {
            let (account, accountFailure) = Self.account(breaking: breakage, members: members, using: &generator)
            source = account
            failure = failure ?? accountFailure
        } else {
            source = members
        }
        return Payload(
            isAccount: isAccount, source: source, failure: failure, entryPoint: generator.pick(EntryPoint.allCases),
            withReport: generator.chance(0.5), label: generator.pick([nil, "GET /accounts", "GET /members"]),
            recipe: generator.pick([nil, nil, "v2"]))
    }

    /// An account around `members`, with its keys present, renamed, missing or extra.
    static func account(
        breaking breakage: Breakage, members: [Any], using generator: inout SeededGenerator
    ) -> ([String: Any], Failure?) {
        var account: [String: Any] = [:]
        var failure: Failure?
        switch breakage {
        case .missingID:
            if generator.chance(0.5) { account["Id"] = 7 }
            failure = Failure(kind: "keyNotFound", modelPath: "id", sourcePath: "ID", valueKind: .absent)
        case .textID:
            account["ID"] = "seven"
            failure = Failure(kind: "typeMismatch", modelPath: "id", sourcePath: "ID", valueKind: .string)
        case .nullID:
            account["ID"] = NSNull()
            failure = Failure(kind: "valueNotFound", modelPath: "id", sourcePath: "ID", valueKind: .null)
        default:
            account["ID"] = generator.pick([7, 8]) as Any
        }
        if breakage == .missingMembers {
            if generator.chance(0.5) { account["Members"] = members }
            failure = Failure(kind: "keyNotFound", modelPath: "members", sourcePath: "MEMBERS", valueKind: .absent)
        } else {
            account["MEMBERS"] = members
        }
        if generator.chance(0.7) { account["name"] = "Acme" }
        switch generator.int(in: 0...3) {
        case 0: account["EMAIL"] = "a@example.com"
        case 1: account["mail"] = "b@example.com"
        case 2: account["e_mail"] = "c@example.com"
        default: break
        }
        switch generator.int(in: 0...2) {
        case 0: account["address"] = ["city": "Oslo"]
        case 1: account["address"] = ["town": "Bergen", "zip": 5003]
        default: break
        }
        switch generator.int(in: 0...3) {
        case 0: account["SCORE"] = 2.5
        case 1: account["SCORE"] = "3.5"
        case 2: account["Score"] = 1.5
        default: break
        }
        switch generator.int(in: 0...3) {
        case 0: account["owner"] = ["NAME": "Ola"]
        case 1: account["owner"] = ["NAME": "Kari", "age": 50, "since": "2020"]
        case 2: account["owner"] = ["name": "Per"]
        default: break
        }
        if generator.chance(0.3) {
            account[generator.pick(["legacy_id", "debug", "note"])] = generator.pick([
                12 as Any, ["a": 1] as Any, NSNull(), [1, 2] as Any, true as Any,
            ])
        }
        return (account, failure)
    }

    /// Up to four members (at least one when one is to break), each with its keys present, renamed, missing or
    /// extra, and an age that is a number, a number in a string, or, to fail, a word.
    static func members(
        breaking breakage: Breakage, under modelPath: MappingPath, _ sourcePath: MappingPath,
        using generator: inout SeededGenerator
    ) -> ([Any], Failure?) {
        let breaks = breakage == .memberAge || breakage == .memberNotObject
        let count = generator.int(in: breaks ? 1...4 : 0...4)
        let broken = breaks ? generator.int(in: 0...(count - 1)) : -1
        var members: [Any] = []
        var failure: Failure?
        for index in 0..<count {
            if index == broken, breakage == .memberNotObject {
                members.append(5)
                failure = Failure(
                    kind: "typeMismatch", modelPath: modelPath.appending(.index(index)),
                    sourcePath: sourcePath.appending(.index(index)), valueKind: .integer)
                continue
            }
            var member: [String: Any] = [:]
            switch generator.int(in: 0...4) {
            case 0: member["name"] = "renamed"
            case 1: break
            default: member["NAME"] = generator.pick(["Ada", "Bo", "Cy"])
            }
            if index == broken {
                member["AGE"] = "old"
                failure = Failure(
                    kind: "typeMismatch", modelPath: modelPath.appending(.index(index)).appending(.key("age")),
                    sourcePath: sourcePath.appending(.index(index)).appending(.key("AGE")), valueKind: .string)
            } else {
                switch generator.int(in: 0...3) {
                case 0: member["AGE"] = 30 + index
                case 1: member["AGE"] = "3\(index)"
                case 2: member["Age"] = index
                default: break
                }
            }
            if generator.chance(0.2) { member[generator.pick(["badge", "role"])] = generator.pick(["x" as Any, 1]) }
            members.append(member)
        }
        return (members, failure)
    }
}

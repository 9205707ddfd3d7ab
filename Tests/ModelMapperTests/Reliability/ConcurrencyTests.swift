import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// One configured decoder, reflector or hint tree shared by many concurrent tasks gives the same results as the same
/// work done sequentially (Docs/Design.md#swift-6-strict-concurrency). Run under ThreadSanitizer by `.ci/sanitizers.sh`, which is what turns a
/// data race into a failure rather than a flaky result.
@Suite struct ConcurrencyTests: ConcurrentSuite {
    /// More tasks than cores, so that tasks really interleave.
    static let taskCount = 12

    /// The shared decoder, with every option away from its default.
    static let decoder: DictionaryDecoder = {
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        decoder.dataDecodingStrategy = .base64
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        decoder.userInfo = [ConcurrencyUserInfo.key: "shared"]
        decoder.maximumDepth = 64
        return decoder
    }()

    static let hints: HintTree = [
        "teamName": "TEAM",
        "lead": "lead.person",
        "members": .key("MEMBERS", nested: ["displayName": ["DISPLAY", "display_name"], "joined": "JOINED"]),
    ]

    /// 48 different payloads, half native and half from JSONSerialization; every fifth one is broken somewhere.
    static let inputs: [SendableBox] = (0..<48).map { index in
        let payload = ConcurrencyPayload.make(index)
        guard index % 2 == 1 else { return SendableBox(payload) }
        return SendableBox(
            (try? JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: payload))) ?? payload)
    }

    // MARK: - Decoder

    @Test func aSharedDecoderGivesTheSequentialResultsInEveryTask() async {
        let decoder = Self.decoder
        let hints = Self.hints
        let inputs = Self.inputs
        let sequential = inputs.map { input in
            ConcurrencyOutcome { try decoder.decode(ConcurrencyTeam.self, from: input.value, hints: hints) }
        }
        #expect(sequential.contains { if case .failure = $0 { true } else { false } })
        #expect(sequential.contains { if case .value = $0 { true } else { false } })

        let concurrent = await Self.runTasks { task in
            // Each task starts at a different input, so that different inputs are decoded at the same moment.
            Self.rotated(inputs.indices, by: task).map { index in
                (
                    index,
                    ConcurrencyOutcome {
                        try decoder.decode(ConcurrencyTeam.self, from: inputs[index].value, hints: hints)
                    }
                )
            }
        }
        for results in concurrent {
            #expect(results.count == inputs.count)
            for (index, outcome) in results { #expect(outcome == sequential[index], "input \(index)") }
        }
    }

    @Test func aSharedDecoderWithADateFormatterGivesTheSequentialResults() async {
        var configured = DictionaryDecoder()
        configured.dateDecodingStrategy = .formatted(ConcurrencyDates.formatter)
        let decoder = configured
        let strings = (0..<40).map {
            "2024-05-\(String(format: "%02d", $0 % 28 + 1))T\(String(format: "%02d", $0 % 24)):00:00Z"
        }
        let sequential = strings.map { text in
            ConcurrencyOutcome { try decoder.decode(ConcurrencyDated.self, from: ["at": text]) }
        }
        let concurrent = await Self.runTasks { task in
            Self.rotated(strings.indices, by: task).map { index in
                (index, ConcurrencyOutcome { try decoder.decode(ConcurrencyDated.self, from: ["at": strings[index]]) })
            }
        }
        for results in concurrent {
            for (index, outcome) in results { #expect(outcome == sequential[index], "input \(index)") }
        }
    }

    @Test func theLegacyFacadeIsSafeToCallFromManyTasks() async throws {
        let data = (0..<24).map { ConcurrencyPayload.json($0) }
        // The legacy hint dictionary is not `Sendable`: each task builds its own, as a call site would.
        let sequential = data.map { json in
            ConcurrencyOutcome {
                try LLModelTool.decode(
                    ConcurrencyLegacyTeam.self, jsonData: json, hintDic: ConcurrencyPayload.legacyHints)
            }
        }
        let concurrent = await Self.runTasks { task in
            Self.rotated(data.indices, by: task).map { index in
                let outcome = ConcurrencyOutcome {
                    try LLModelTool.decode(
                        ConcurrencyLegacyTeam.self, jsonData: data[index], hintDic: ConcurrencyPayload.legacyHints)
                }
                return (index, outcome)
            }
        }
        #expect(sequential.contains { if case .failure = $0 { true } else { false } })
        for results in concurrent {
            for (index, outcome) in results { #expect(outcome == sequential[index], "input \(index)") }
        }
    }

    // MARK: - Reflector

    @Test func aSharedReflectorGivesTheSequentialTreesInEveryTask() async throws {
        var configured = DictionaryReflector()
        configured.nilStrategy = .null
        configured.dateEncodingStrategy = .millisecondsSince1970
        configured.dataEncodingStrategy = .deferredToData
        configured.cycleStrategy = .reference
        let reflector = configured
        let decoder = Self.decoder
        let teams = Self.inputs.compactMap {
            try? decoder.decode(ConcurrencyTeam.self, from: $0.value, hints: Self.hints)
        }
        // Foundation trees from JSONSerialization, shared by every task, are read with CoreFoundation calls.
        let foundationTrees = Self.inputs.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let sequential =
            teams.map { team in Self.canonical { try reflector.reflect(team) } }
            + foundationTrees.map { tree in Self.canonical { try reflector.reflect(tree.value) } }
        #expect(teams.count > 20)
        let concurrent = await Self.runTasks { task in
            Self.rotated(sequential.indices, by: task).map { index in
                let tree =
                    index < teams.count
                    ? Self.canonical { try reflector.reflect(teams[index]) }
                    : Self.canonical { try reflector.reflect(foundationTrees[index - teams.count].value) }
                return (index, tree)
            }
        }
        for results in concurrent {
            for (index, tree) in results { #expect(tree == sequential[index], "value \(index)") }
        }
    }

    // MARK: - Remap

    @Test func aSharedHintTreeRemapsLikeSequentialCodeInEveryTask() async throws {
        let hints = Self.hints
        let inputs = Self.inputs
        let sequential = inputs.map { input in Self.canonical { try hints.remap(input.value) } }
        let concurrent = await Self.runTasks { task in
            Self.rotated(inputs.indices, by: task).map { index in
                (index, Self.canonical { try hints.remap(inputs[index].value) })
            }
        }
        for results in concurrent {
            for (index, tree) in results { #expect(tree == sequential[index], "input \(index)") }
        }
    }

    @Test func hintTreesBuiltAndMergedConcurrentlyAreEqual() async throws {
        let legacy = SendableBox([
            "name": "NAME", "members": "MEMBERS", "MEMBERS": ["name": "Name", "Dog": ["name": "N"]],
        ])
        let expected = try HintTree(legacy: try #require(legacy.value as? [String: Any])).merging(Self.hints)
        let trees = await Self.runTasks { _ in
            (0..<20).map { index in
                (index, (try? HintTree(legacy: legacy.value as? [String: Any] ?? [:]))?.merging(Self.hints))
            }
        }
        for results in trees {
            for (_, tree) in results { #expect(tree == expected) }
        }
    }

    // MARK: - Sendable configuration

    @Test func publicConfigurationTypesAreSendable() {
        // Compiles only while every type below is `Sendable`.
        let types: [any Sendable.Type] = [
            DictionaryDecoder.self, DictionaryDecoder.KeyDecodingStrategy.self,
            DictionaryDecoder.DateDecodingStrategy.self, DictionaryDecoder.DataDecodingStrategy.self,
            DictionaryDecoder.NonConformingFloatDecodingStrategy.self, HintTree.self, Hint.self,
            DictionaryReflector.self, DictionaryReflector.NilStrategy.self, DictionaryReflector.DecimalStrategy.self,
            DictionaryReflector.CycleStrategy.self, DictionaryReflector.ClosureStrategy.self,
            DictionaryReflector.UnsupportedValueStrategy.self, ModelMapperError.self, ModelMapperError.Code.self,
            Coerced<Int>.self, DefaultFalse.self, DefaultZero<Int>.self, DefaultEmptyArray<String>.self,
            LossyArray<Int>.self, LossyDefault<DefaultTrueProvider>.self,
        ]
        #expect(types.count == 21)
    }
}

// MARK: - Test Types

enum ConcurrencyUserInfo {
    static let key = CodingUserInfoKey(rawValue: "concurrency.tag")!
}

/// The value decoded, or the description of the error thrown (which includes the coding path).
enum ConcurrencyOutcome: Equatable, Sendable {
    case value(String)
    case failure(String)

    init(_ body: () throws -> some Any) {
        do {
            self = .value(String(reflecting: try body()))
        } catch {
            self = .failure(String(reflecting: error))
        }
    }
}

struct ConcurrencyTeam: Decodable, Sendable, Equatable {
    var teamName: String
    var lead: String?
    var members: [ConcurrencyMember]
    var budget: Double
    var createdAt: Date
    var logo: Data?
    var tag: String

    private enum CodingKeys: String, CodingKey {
        case teamName, lead, members, budget, createdAt, logo
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        teamName = try container.decode(String.self, forKey: .teamName)
        lead = try container.decodeIfPresent(String.self, forKey: .lead)
        members = try container.decode([ConcurrencyMember].self, forKey: .members)
        budget = try container.decode(Double.self, forKey: .budget)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        logo = try container.decodeIfPresent(Data.self, forKey: .logo)
        tag = decoder.userInfo[ConcurrencyUserInfo.key] as? String ?? "missing"
    }
}

struct ConcurrencyMember: Decodable, Sendable, Equatable {
    var displayName: String
    var joined: Date
    @Coerced var age: Int
    @DefaultFalse var isAdmin: Bool
    @LossyArray var scores: [Int]
}

struct ConcurrencyDated: Decodable, Sendable, Equatable {
    var at: Date
}

final class ConcurrencyLegacyTeam: Decodable, CustomDebugStringConvertible {
    var name: String?
    var members: [ConcurrencyLegacyMember] = []
    var debugDescription: String { "\(name ?? "nil") \(members.map(\.debugDescription))" }
}

final class ConcurrencyLegacyMember: Decodable, CustomDebugStringConvertible {
    var name: String?
    var age: Int?
    var debugDescription: String { "\(name ?? "nil")/\(age.map(String.init) ?? "nil")" }
}

enum ConcurrencyDates {
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter
    }()
}

enum ConcurrencyPayload {
    /// A team payload in the backend's spelling; different for every index, broken when `index % 5 == 4`.
    static func make(_ index: Int) -> [String: Any] {
        let members: [[String: Any]] = (0..<(index % 7 + 1)).map { member in
            var entry: [String: Any] = [
                member % 2 == 0 ? "DISPLAY" : "display_name": "member \(index).\(member)",
                "JOINED": 1_700_000_000 + index * 100 + member,
                "age": member % 3 == 0 ? "\(20 + member)" : 20 + member,
                "scores": [member, "x", index],
            ]
            if member == 1 { entry["is_admin"] = true }
            return entry
        }
        var payload: [String: Any] = [
            "TEAM": "team \(index)", "MEMBERS": members, "budget": index % 3 == 0 ? "inf" : Double(index) * 1.5,
            "created_at": 1_600_000_000 + index, "lead": ["person": "lead \(index)"],
        ]
        if index % 4 == 0 { payload["logo"] = Data("logo \(index)".utf8).base64EncodedString() }
        if index % 5 == 4 {
            var broken = members
            broken[broken.count - 1]["age"] = "old"
            payload["MEMBERS"] = broken
        }
        return payload
    }

    /// A legacy payload as JSON data, read through a legacy hint dictionary.
    static func json(_ index: Int) -> Data {
        let age = index % 6 == 5 ? #""old""# : "\(20 + index)"
        let members = (0..<(index % 4 + 1)).map { #"{"Name":"m\#($0)","Age":\#(age)}"# }.joined(separator: ",")
        return Data(#"{"NAME":"team \#(index)","MEMBERS":[\#(members)]}"#.utf8)
    }

    /// The legacy hints for ``json(_:)``, built anew for every call.
    static var legacyHints: [String: Any] {
        ["name": "NAME", "members": "MEMBERS", "MEMBERS": ["name": "Name", "age": "Age"]]
    }
}

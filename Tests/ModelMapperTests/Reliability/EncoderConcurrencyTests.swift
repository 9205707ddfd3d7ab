import Foundation
import Testing

@testable import ModelMapper

/// One configured encoder, with hints, shared by many concurrent tasks gives the same trees (and the same errors) as
/// the same work done sequentially: the encoder's counterpart of ``ConcurrencyTests``. Run under ThreadSanitizer by
/// `.ci/sanitizers.sh`, which turns a data race into a failure rather than a flaky result.
@Suite struct EncoderConcurrencyTests: ConcurrentSuite {
    /// More tasks than cores, so that tasks really interleave.
    static let taskCount = 12

    /// The shared encoder, with every option away from its default.
    static let encoder: DictionaryEncoder = {
        var encoder = DictionaryEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.dataEncodingStrategy = .base64
        encoder.userInfo = [EncoderConcurrencyUserInfo.key: "shared"]
        encoder.maximumDepth = 64
        encoder.recipe = "v2"
        return encoder
    }()

    /// Hints of every kind that writes somewhere: a renamed key, a key path with an index, candidates, nested hints
    /// (with a key pattern inside), and a hint that only carries nested hints.
    static let hints: HintTree = [
        "teamName": "TEAM",
        "lead": "lead.person",
        "firstTag": .path("tags[1]"),
        "members": .key(
            "MEMBERS",
            nested: [
                "displayName": ["DISPLAY", "display_name"], "joined": "JOINED", "score": .keyPattern(.prefix("sc")),
            ]
        ),
        "coach": .nested(["displayName": "NAME"]),
    ]

    /// 48 different teams; every fifth has a NaN budget, which the encoder's `.throw` strategy refuses.
    static let teams: [EncoderConcurrencyTeam] = (0..<48).map(EncoderConcurrencyTeam.make)

    @Test func aSharedEncoderGivesTheSequentialTreesInEveryTask() async {
        let encoder = Self.encoder
        let hints = Self.hints
        let teams = Self.teams
        let sequential = teams.map { team in Self.canonical { try encoder.encode(team, hints: hints) } }
        #expect(sequential.contains { $0.hasPrefix("error:") })
        #expect(sequential.contains { !$0.hasPrefix("error:") })
        #expect(sequential.contains { $0.contains(#""TEAM":"team 1""#) && $0.contains(#""is_admin""#) })

        let concurrent = await Self.runTasks { task in
            // Each task starts at a different team, so that different teams are encoded at the same moment.
            Self.rotated(teams.indices, by: task).map { index in
                (index, Self.canonical { try encoder.encode(teams[index], hints: hints) })
            }
        }
        for results in concurrent {
            #expect(results.count == teams.count)
            for (index, tree) in results { #expect(tree == sequential[index], "team \(index)") }
        }
    }

    @Test func aSharedEncoderWithADateFormatterGivesTheSequentialTrees() async {
        var configured = DictionaryEncoder()
        configured.dateEncodingStrategy = .formatted(EncoderConcurrencyDates.formatter)
        let encoder = configured
        let dates = (0..<40).map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 3_671) }
        let sequential = dates.map { date in Self.canonical { try encoder.encode(["at": date], hints: ["at": "AT"]) } }
        let concurrent = await Self.runTasks { task in
            Self.rotated(dates.indices, by: task).map { index in
                (index, Self.canonical { try encoder.encode(["at": dates[index]], hints: ["at": "AT"]) })
            }
        }
        for results in concurrent {
            for (index, tree) in results { #expect(tree == sequential[index], "date \(index)") }
        }
    }

    @Test func aSharedHintTreeReverseRemapsLikeSequentialCodeInEveryTask() async {
        let hints = Self.hints
        let trees = Self.teams.compactMap { try? DictionaryEncoder().encode($0) }.map(SendableBox.init)
        #expect(trees.count > 30)
        let sequential = trees.map { tree in Self.canonical { try hints.reverseRemap(tree.value) } }
        let concurrent = await Self.runTasks { task in
            Self.rotated(trees.indices, by: task).map { index in
                (index, Self.canonical { try hints.reverseRemap(trees[index].value) })
            }
        }
        for results in concurrent {
            for (index, tree) in results { #expect(tree == sequential[index], "tree \(index)") }
        }
    }
}

// MARK: - Test Types

enum EncoderConcurrencyUserInfo {
    static let key = CodingUserInfoKey(rawValue: "encoder.concurrency.tag")!
}

enum EncoderConcurrencyDates {
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter
    }()
}

/// A team: hinted keys, a key path, an array of members with their own hints, a coach with hints of its own
/// (``HintProviding``, with a recipe), dates, data and a value read from the encoder's `userInfo`.
struct EncoderConcurrencyTeam: Encodable, Sendable {
    var teamName: String
    var lead: String?
    var firstTag: String
    var members: [EncoderConcurrencyMember]
    var coach: EncoderConcurrencyCoach?
    var budget: Double
    var createdAt: Date
    var logo: Data?

    private enum CodingKeys: String, CodingKey {
        case teamName, lead, firstTag, members, coach, budget, createdAt, logo, tag
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(teamName, forKey: .teamName)
        try container.encodeIfPresent(lead, forKey: .lead)
        try container.encode(firstTag, forKey: .firstTag)
        try container.encode(members, forKey: .members)
        try container.encodeIfPresent(coach, forKey: .coach)
        try container.encode(budget, forKey: .budget)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(logo, forKey: .logo)
        try container.encode(encoder.userInfo[EncoderConcurrencyUserInfo.key] as? String ?? "missing", forKey: .tag)
    }

    /// A team different for every index; its budget is NaN when `index % 5 == 4`.
    static func make(_ index: Int) -> EncoderConcurrencyTeam {
        EncoderConcurrencyTeam(
            teamName: "team \(index)",
            lead: index % 3 == 0 ? nil : "lead \(index)",
            firstTag: "tag \(index)",
            members: (0..<(index % 6 + 1)).map { member in
                EncoderConcurrencyMember(
                    displayName: "member \(index).\(member)", joined: Date(timeIntervalSince1970: Double(index * 100)),
                    score: member * index, isAdmin: member == 1)
            },
            coach: index % 2 == 0 ? EncoderConcurrencyCoach(displayName: "coach \(index)", years: index) : nil,
            budget: index % 5 == 4 ? .nan : Double(index) * 1.5,
            createdAt: Date(timeIntervalSince1970: 1_600_000_000 + Double(index)),
            logo: index % 4 == 0 ? Data("logo \(index)".utf8) : nil)
    }
}

struct EncoderConcurrencyMember: Encodable, Sendable {
    var displayName: String
    var joined: Date
    var score: Int
    var isAdmin: Bool
}

/// A type with hints of its own and a second recipe, which the shared encoder asks for.
struct EncoderConcurrencyCoach: Encodable, Sendable, HintProviding {
    var displayName: String
    var years: Int

    static var hints: HintTree { ["years": "YEARS"] }
    static func hints(forRecipe recipe: String) -> HintTree? { recipe == "v2" ? ["years": "experience.years"] : nil }
}

import Foundation
import ModelMapperSuggestions
import ModelMapperTesting
import Testing

@testable import ModelMapper

/// Recording a recipe: `expectMapping` without `equals:` shows the decoded value as Swift to paste, and recipe
/// fixtures (source, legacy hints, expected JSON) pin a mapping so that a backend change fails with a diff and
/// the drift. Issues are captured with `capturedIssues` (see `ExpectMappingTests`), so passing runs stay quiet.
@Suite struct RecipeRecordingTests {
    private let payload: [String: Any] = [
        "TEAM_NAME": "R&D",
        "MEMBERS": [["FULL_NAME": "Ada", "n_age": 36, "ROLE": "lead"], ["FULL_NAME": "Grace", "n_age": 45]],
    ]
    private let hints: HintTree = [
        "teamName": "TEAM_NAME",
        "members": .key("MEMBERS", nested: ["fullName": "FULL_NAME", "age": "n_age", "role": "ROLE"]),
    ]

    // MARK: - Without equals:

    @Test func theDecodedValueIsShownToPaste() throws {
        var value: Crew?
        let line = #line + 2
        let issues = capturedIssues {
            value = expectMapping(Crew.self, from: payload, hints: hints)
        }
        #expect(value?.members.count == 2)
        try #require(issues.count == 1)
        #expect(
            issues[0].message == """
                Crew has no expected value yet. It decoded to:

                Crew(
                    teamName: "R&D",
                    members: [
                        Crew.Member(fullName: "Ada", age: 36, role: .lead, badge: nil),
                        Crew.Member(fullName: "Grace", age: 45, role: nil, badge: nil),
                    ],
                )

                Paste it as `equals:` to pin the recipe.
                """)
        #expect(issues[0].sourceLocation.line == line)

        // The pasted value pins the recipe.
        let pinned = capturedIssues {
            expectMapping(
                from: payload, hints: hints,
                equals: Crew(
                    teamName: "R&D",
                    members: [
                        Crew.Member(fullName: "Ada", age: 36, role: .lead, badge: nil),
                        Crew.Member(fullName: "Grace", age: 45, role: nil, badge: nil),
                    ],
                ))
        }
        #expect(pinned.isEmpty)
    }

    @Test func driftAndFailuresAreRecordedToo() throws {
        let failed = capturedIssues {
            expectMapping(Crew.self, from: ["TEAM": "x", "MEMBERS": []], hints: hints)
        }
        try #require(failed.count == 1)
        #expect(failed[0].message.hasPrefix("Decoding Crew failed: "))

        let renamed = capturedIssues {
            expectMapping(Crew.self, from: ["TEAM_NAME": "x", "MEMBERS": [], "EXTRA": 1], hints: hints)
        }
        try #require(renamed.count == 2)
        #expect(renamed[0].message.hasPrefix(#"Crew has no expected value yet. It decoded to:"#))
        #expect(renamed[0].message.contains(#"Crew(teamName: "x", members: [])"#))
        #expect(renamed[1].message.hasPrefix("The mapping of Crew drifted:\n"))
        #expect(renamed[1].message.contains("unmapped source key at <top level> (source EXTRA)"))
    }

    @Test func valuesAreWrittenAsSwift() {
        #expect(SwiftValueText.text(of: "a\"b\\c\n") == #""a\"b\\c\n""#)
        #expect(SwiftValueText.text(of: [3: "c", 1: "a"]) == #"[1: "a", 3: "c"]"#)
        #expect(SwiftValueText.text(of: [String: Int]()) == "[:]")
        #expect(SwiftValueText.text(of: Optional<Int>.none as Any) == "nil")
        #expect(SwiftValueText.text(of: Shape.circle(radius: 2)) == ".circle(radius: 2.0)")
        #expect(SwiftValueText.text(of: Shape.point) == ".point")
        #expect(SwiftValueText.text(of: Wrapped(count: 3)) == "Wrapped(count: 3)")
        let node = Node()
        node.next = node
        #expect(SwiftValueText.text(of: node) == "Node(next: …)")
    }

    // MARK: - Fixtures

    private func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/Recipes"))
    }

    @Test func aFixtureThatHoldsRecordsNothing() throws {
        let url = try fixture("crew-v2")
        var report: MappingReport?
        let issues = capturedIssues { report = expectMapping(Crew.self, fixture: url) }
        #expect(issues.isEmpty)
        #expect(report?.isClean == true)
    }

    @Test func aBackendChangeFailsWithADiffAndTheDrift() throws {
        let url = try fixture("crew-v3-renamed")
        let issues = capturedIssues { expectMapping(Crew.self, fixture: url) }
        try #require(issues.count == 2)
        #expect(issues[0].message.hasPrefix("Crew decoded to a different value (- expected, + actual):\n"))
        #expect(issues[0].message.contains(#"-         - some: "Ada""#))
        #expect(issues[1].message.hasPrefix("The mapping of Crew drifted:\n"))
        #expect(
            issues[1].message.contains(
                #"unused hint at members[*].fullName (source MEMBERS[*]): looked for "FULL_NAME""#))
        #expect(issues[1].message.contains("unmapped source key at members[*] (source MEMBERS[*].DISPLAY_NAME)"))
    }

    @Test func aFixtureToleratesTheFindingsItNames() throws {
        let url = try fixture("crew-v3-renamed")
        let issues = capturedIssues {
            expectMapping(
                Crew.self, fixture: url,
                tolerating: [.unusedHint(at: "members[*].fullName"), .unmappedSourceKey(at: "MEMBERS[*].DISPLAY_NAME")])
        }
        try #require(issues.count == 1)
        #expect(issues[0].message.hasPrefix("Crew decoded to a different value"))
    }

    @Test func aFixtureWithoutExpectedShowsTheJSONToAdd() throws {
        let url = try fixture("crew-unpinned")
        let issues = capturedIssues { expectMapping(Crew.self, fixture: url) }
        try #require(issues.count == 1)
        #expect(
            issues[0].message == """
                The recipe fixture crew-unpinned.json has no "expected" yet. Crew decoded to:

                "expected": {
                  "members" : [
                    {
                      "age" : 36,
                      "fullName" : "Ada",
                      "role" : "lead"
                    }
                  ],
                  "teamName" : "R&D"
                }

                Add it to the fixture to pin the recipe.
                """)
    }

    @Test func aBrokenFixtureSaysWhatIsWrong() throws {
        let badURL = try fixture("crew-bad-hints")
        let bad = capturedIssues { expectMapping(Crew.self, fixture: badURL) }
        try #require(bad.count == 1)
        #expect(bad[0].message.hasPrefix(#"The recipe fixture crew-bad-hints.json has invalid "hints": "#))

        let missing = capturedIssues {
            expectMapping(Crew.self, fixture: URL(fileURLWithPath: "/nonexistent/recipe.json"))
        }
        try #require(missing.count == 1)
        #expect(missing[0].message.hasPrefix("The recipe fixture recipe.json cannot be read: "))
    }

    @Test func aSuggestionWrittenAsAFixturePinsItself() throws {
        // Suggest, store the legacy form as the fixture's hints, pin: the whole recording workflow.
        let suggestion = HintSuggestion(for: Crew.self, from: payload)
        let legacy = try #require(suggestion.hints.legacyDictionary)
        let fixture: [String: Any] = [
            "source": payload, "hints": legacy,
            "expected": [
                "teamName": "R&D",
                "members": [["fullName": "Ada", "age": 36, "role": "lead"], ["fullName": "Grace", "age": 45]],
            ],
        ]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("suggested-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: fixture).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let issues = capturedIssues { expectMapping(Crew.self, fixture: url) }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }
}

// MARK: - Test Types

private struct Crew: Codable, Equatable {
    struct Member: Codable, Equatable {
        enum Role: String, Codable { case lead, dev }
        var fullName: String?
        var age: Int
        var role: Role?
        var badge: String?
    }
    var teamName: String
    var members: [Member]
}

private enum Shape {
    case circle(radius: Double)
    case point
}

@propertyWrapper private struct Doubled {
    var wrappedValue: Int
}

private struct Wrapped {
    @Doubled var count: Int
}

private final class Node {
    var next: Node?
}

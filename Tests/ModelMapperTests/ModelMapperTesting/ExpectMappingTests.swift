import Foundation
import ModelMapperRecipeModels
import ModelMapperTesting
import Testing

@testable import ModelMapper

/// The recipe-test helper of `ModelMapperTesting`: silent when a recipe holds, a readable issue when it does not.
///
/// The tests of a failing recipe capture the issues the helper would record (through the package-only
/// `MappingIssueRecorder.capture`) and assert on them, so that a passing run prints no "Issue recorded" lines; each
/// of them fails when the helper stops reporting.
@Suite struct ExpectMappingTests {
    private let payload: [String: Any] = ["FULL_NAME": "Ada", "AGE": 36]
    private let recipe: HintTree = ["name": "FULL_NAME", "age": "AGE"]

    @Test func aRecipeThatHoldsRecordsNothing() throws {
        let fixture = try Fixture.load("department-nested")
        let report = expectMapping(
            from: try #require(fixture.foundationSource), hints: try fixture.hints(),
            equals: try fixture.expected(Department.self))
        #expect(report?.isClean == true)
        expectMapping(from: payload, hints: recipe, equals: Card(name: "Ada", age: 36))
        let issues = capturedIssues {
            expectMapping(from: payload, hints: recipe, equals: Card(name: "Ada", age: 36))
        }
        #expect(issues.isEmpty)
    }

    @Test func aDifferentValueIsReportedWithADiff() throws {
        let line = #line + 2
        let issues = capturedIssues {
            expectMapping(from: payload, hints: recipe, equals: Card(name: "Grace", age: 36))
        }
        try #require(issues.count == 1)
        let diff = """
            -   ▿ name: Optional("Grace")
            -     - some: "Grace"
            +   ▿ name: Optional("Ada")
            +     - some: "Ada"
                - age: 36
            """
        #expect(issues[0].message.hasPrefix("Card decoded to a different value (- expected, + actual):\n"))
        #expect(issues[0].message.contains(diff))
        // Attributed to the caller, not to the helper.
        #expect(issues[0].sourceLocation.fileName == "ExpectMappingTests.swift")
        #expect(issues[0].sourceLocation.line == line)
    }

    @Test func driftIsReportedUnlessTolerated() throws {
        let renamed: [String: Any] = ["DISPLAY_NAME": "Ada", "AGE": 36]
        let issues = capturedIssues {
            expectMapping(from: renamed, hints: recipe, equals: Card(name: nil, age: 36))
        }
        try #require(issues.count == 1)
        #expect(issues[0].message.hasPrefix("The mapping of Card drifted:\n"))
        #expect(issues[0].message.contains(#"unused hint at name (source <top level>): looked for "FULL_NAME""#))
        #expect(issues[0].message.contains(#"unmapped source key at <top level> (source DISPLAY_NAME)"#))

        let tolerated = capturedIssues {
            expectMapping(
                from: ["FULL_NAME": "Ada", "AGE": 36, "EXTRA": true], hints: recipe,
                equals: Card(name: "Ada", age: 36), tolerating: [.unmappedSourceKey])
        }
        #expect(tolerated.isEmpty)
    }

    // MARK: - Tolerating particular findings

    @Test func particularFindingsCanBeTolerated() throws {
        let source: [String: Any] = ["FULL_NAME": "Ada", "AGE": 36, "legacy_id": 7, "EXTRA": true]
        let hints: HintTree = ["name": "FULL_NAME", "age": "AGE", "nick": "NICK"]
        let expected = Card(name: "Ada", age: 36)
        let everything = capturedIssues { expectMapping(from: source, hints: hints, equals: expected) }
        try #require(everything.count == 1)
        #expect(everything[0].message.split(separator: "\n").count == 4)  // the title and three findings

        let named = capturedIssues {
            expectMapping(
                from: source, hints: hints, equals: expected,
                tolerating: [.unmappedSourceKey(at: "legacy_id"), .unusedHint(at: "nick")])
        }
        try #require(named.count == 1)
        #expect(
            named[0].message == """
                The mapping of Card drifted:
                  unmapped source key at <top level> (source EXTRA): no coding key read "EXTRA"
                """)

        let all = capturedIssues {
            expectMapping(
                from: source, hints: hints, equals: expected,
                tolerating: [
                    .unusedHint(at: "nick"), .entries { $0.sourcePath == "EXTRA" },
                    .unmappedSourceKey(at: "legacy_id"),
                ])
        }
        #expect(all.isEmpty)

        let kinds = capturedIssues {
            expectMapping(
                from: source, hints: hints, equals: expected,
                tolerating: [.kind(.unmappedSourceKey), .unusedHint(at: "nick")])
        }
        #expect(kinds.isEmpty)
    }

    /// A path names one entry exactly: a key of an array's elements is named with `[*]`, and the same key at the
    /// top level is another place.
    @Test func aToleratedPathNamesOneEntry() throws {
        let source: [String: Any] = ["members": [["age": 1, "BADGE": "x"], ["age": 2]], "BADGE": "y"]
        let expected = Team(members: [Card(name: nil, age: 1), Card(name: nil, age: 2)])
        let nested = capturedIssues {
            expectMapping(from: source, equals: expected, tolerating: [.unmappedSourceKey(at: "members[*].BADGE")])
        }
        try #require(nested.count == 1)
        #expect(nested[0].message.contains("(source BADGE)"))
        #expect(!nested[0].message.contains("members[*].BADGE"))
        let wrongKind = capturedIssues {
            expectMapping(from: source, equals: expected, tolerating: [.unusedHint(at: "BADGE")])
        }
        #expect(wrongKind.first?.message.split(separator: "\n").count == 3)
    }

    /// The deprecated spelling still works until it is removed; deprecated itself, so it calls it without a warning.
    @available(*, deprecated)
    @Test func aSetOfKindsIsStillTaken() {
        let kinds: Set<MappingReport.Kind> = [.unmappedSourceKey]
        let issues = capturedIssues {
            expectMapping(
                from: ["FULL_NAME": "Ada", "AGE": 36, "EXTRA": true], hints: recipe,
                equals: Card(name: "Ada", age: 36), tolerating: kinds)
            expectMapping(
                Card.self, from: ["FULL_NAME": "Ada", "AGE": 36, "EXTRA": true], hints: recipe, tolerating: kinds)
        }
        #expect(issues.count == 1)  // the recording form's value, not drift
        #expect(issues.first?.message.hasPrefix("Card has no expected value yet.") == true)
    }

    @Test func theRecordingFormToleratesParticularFindings() {
        let issues = capturedIssues {
            expectMapping(
                Card.self, from: ["FULL_NAME": "Ada", "AGE": 36, "EXTRA": true], hints: recipe,
                tolerating: [.unmappedSourceKey(at: "EXTRA")])
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("drifted") == false)
    }

    @Test func aFailedDecodeIsReported() throws {
        var report: MappingReport? = MappingReport(entries: [])
        let issues = capturedIssues {
            report = expectMapping(from: ["AGE": "old"], hints: recipe, equals: Card(name: nil, age: 1))
        }
        #expect(report == nil)
        try #require(issues.count == 1)
        #expect(issues[0].message.hasPrefix("Decoding Card failed: "))
        #expect(issues[0].message.contains("Expected to decode Int but found a string instead. (source path: AGE)"))
    }

    @Test func capturingIsScopedToTheCall() {
        let outer = capturedIssues {
            let inner = capturedIssues {
                expectMapping(from: payload, hints: recipe, equals: Card(name: "Grace", age: 36))
            }
            #expect(inner.count == 1)
        }
        #expect(outer.isEmpty)
    }
}

// MARK: - Capturing issues

/// Runs `body` with the issues of `expectMapping` captured instead of recorded, and returns them in order (shared
/// with the recording and fixture tests).
func capturedIssues(_ body: () -> Void) -> [MappingIssueRecorder.Recorded] {
    let sink = IssueSink()
    MappingIssueRecorder.$capture.withValue({ sink.append($0) }, operation: body)
    return sink.issues
}

/// The captured issues. `expectMapping` is synchronous, but the capture closure must be `Sendable`.
final class IssueSink: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [MappingIssueRecorder.Recorded] = []

    func append(_ issue: MappingIssueRecorder.Recorded) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(issue)
    }

    var issues: [MappingIssueRecorder.Recorded] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

// MARK: - Test Types

private struct Card: Decodable, Equatable {
    var name: String?
    var age: Int
}

private struct Team: Decodable, Equatable {
    var members: [Card]
}

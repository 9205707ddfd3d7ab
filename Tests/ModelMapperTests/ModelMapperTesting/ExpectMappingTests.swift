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

import Foundation
import ModelMapperTesting
import Testing

@testable import ModelMapper

/// The recipe-test helper of `ModelMapperTesting`: silent when a recipe holds, a readable issue when it does not.
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
    }

    @Test func aDifferentValueIsReportedWithADiff() {
        withKnownIssue {
            expectMapping(from: payload, hints: recipe, equals: Card(name: "Grace", age: 36))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            let diff = """
                -   ▿ name: Optional("Grace")
                -     - some: "Grace"
                +   ▿ name: Optional("Ada")
                +     - some: "Ada"
                    - age: 36
                """
            return text.contains("Card decoded to a different value (- expected, + actual):") && text.contains(diff)
        }
    }

    @Test func driftIsReportedUnlessTolerated() {
        let renamed: [String: Any] = ["DISPLAY_NAME": "Ada", "AGE": 36]
        withKnownIssue {
            expectMapping(from: renamed, hints: recipe, equals: Card(name: nil, age: 36))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("The mapping of Card drifted:")
                && text.contains(#"unused hint at name (source <top level>): looked for "FULL_NAME""#)
                && text.contains(#"unmapped source key at <top level> (source DISPLAY_NAME)"#)
        }
        expectMapping(
            from: ["FULL_NAME": "Ada", "AGE": 36, "EXTRA": true], hints: recipe, equals: Card(name: "Ada", age: 36),
            tolerating: [.unmappedSourceKey])
    }

    @Test func aFailedDecodeIsReported() {
        withKnownIssue {
            let report = expectMapping(from: ["AGE": "old"], hints: recipe, equals: Card(name: nil, age: 1))
            #expect(report == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Decoding Card failed: ")
        }
    }
}

// MARK: - Test Types

private struct Card: Decodable, Equatable {
    var name: String?
    var age: Int
}

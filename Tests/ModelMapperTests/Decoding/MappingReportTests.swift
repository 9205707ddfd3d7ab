import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// What a mapping did: unused hints, unmapped keys, fallback candidates, coercions and drops; and strict mode.
@Suite struct MappingReportTests {
    /// The backend renamed `NAME` to `FULL_NAME` in its v2 payload; the v1 recipe still says `NAME`.
    private let renamedPayload: [String: Any] = ["FULL_NAME": "Ada", "AGE": 36]
    private let v1Recipe: HintTree = ["name": "NAME", "age": "AGE"]

    // MARK: - Drift

    @Test func aRenamedFieldShowsAsAnUnusedHintAndAnUnmappedKey() throws {
        let result = try DictionaryDecoder().decodeWithReport(
            Profile.self, from: renamedPayload, hints: v1Recipe)
        #expect(result.value.name == nil)
        #expect(result.value.age == 36)
        #expect(
            result.report.unusedHints == [
                MappingReport.Entry(kind: .unusedHint, modelPath: "name", sourcePath: "", detail: #"looked for "NAME""#)
            ])
        #expect(
            result.report.unmappedSourceKeys == [
                MappingReport.Entry(
                    kind: .unmappedSourceKey, modelPath: "", sourcePath: "FULL_NAME",
                    detail: #"no coding key read "FULL_NAME""#)
            ])
        #expect(!result.report.isClean)
    }

    @Test func strictModeThrowsOnDrift() {
        var strict = DictionaryDecoder()
        strict.strictness = .all
        let error = #expect(throws: ModelMapperError.self) {
            try strict.decode(Profile.self, from: renamedPayload, hints: v1Recipe)
        }
        #expect(error?.code == .strictMappingViolation)
        #expect(error?.message.contains(#"unused hint at name (source <top level>): looked for "NAME""#) == true)
        #expect(error?.message.contains("unmapped source key") == true)
        strict.strictness = .unusedHints
        #expect(throws: ModelMapperError.self) {
            try strict.decode(Profile.self, from: renamedPayload, hints: v1Recipe)
        }
        strict.strictness = .unmappedSourceKeys
        #expect(throws: Never.self) {
            try strict.decode(
                Profile.self, from: ["NAME": "Ada", "AGE": 1], hints: ["name": "NAME", "gone": "GONE", "age": "AGE"])
        }
    }

    @Test func aCleanMappingHasACleanReport() throws {
        let fixture = try Fixture.load("department-nested")
        let report = try DictionaryDecoder().decodeWithReport(
            Department.self, from: try #require(fixture.foundationSource), hints: try fixture.hints()
        ).report
        #expect(report.isClean, "\(report)")
        #expect(report.entries.isEmpty)
    }

    @Test func findingsInNestedObjectsNameTheirPaths() throws {
        let source: [String: Any] = ["MEMBERS": [["Name": "a", "EXTRA": 1], ["Name": "b"]]]
        let hints: HintTree = ["members": .key("MEMBERS", nested: ["name": "Name", "age": "Age"])]
        let report = try DictionaryDecoder().decodeWithReport(Department.self, from: source, hints: hints).report
        // Elements read with the same hints are judged together: "age" found nothing in any member.
        #expect(report.unmappedSourceKeys.map(\.sourcePath) == ["MEMBERS[*].EXTRA"])
        #expect(report.unusedHints.map(\.modelPath) == ["members[*].age"])
        #expect(report.unusedHints.map(\.sourcePath) == ["MEMBERS[*]"])
    }

    // MARK: - Candidates, coercions, drops

    @Test func fallbackCandidatesAreReported() throws {
        let hints: HintTree = ["name": ["user_name", "userName"], "age": "AGE"]
        let report = try DictionaryDecoder().decodeWithReport(
            Profile.self, from: ["userName": "Ada", "AGE": 3], hints: hints
        ).report
        #expect(
            report.fallbackCandidates == [
                MappingReport.Entry(
                    kind: .fallbackCandidate, modelPath: "name", sourcePath: "userName",
                    detail: #"read "userName" instead of "user_name""#)
            ])
        #expect(report.isClean)
    }

    @Test func coercionsAreReportedFromLenientModeAndWrappers() throws {
        var lenient = DictionaryDecoder()
        lenient.coercions = .all
        let report = try lenient.decodeWithReport(
            Profile.self, from: ["N": 26, "A": "36"], hints: ["name": "N", "age": "A"]
        ).report
        #expect(
            report.coercions.map(\.detail) == [
                "converted the string \"36\" to Int", "converted the number 26 to String",
            ])
        #expect(report.coercions.map(\.sourcePath) == ["A", "N"])
        let wrapped = try DictionaryDecoder().decodeWithReport(Flags.self, from: ["on": "yes"]).report
        #expect(wrapped.coercions.map(\.modelPath) == ["on"])
    }

    @Test func lossyDropsAreReported() throws {
        let result = try DictionaryDecoder().decodeWithReport(Numbers.self, from: ["values": [1, "x", 3]])
        #expect(result.value.values == [1, 3])
        #expect(result.report.droppedValues.map(\.detail) == ["dropped element 1, which did not decode"])
    }

    // MARK: - Defaults

    @Test func defaultsForMissingKeysAreReportedWhereTheHintLooked() throws {
        let hints: HintTree = ["members": .key("MEMBERS", nested: ["nick": "Nick", "admin": ["ADMIN", "Admin"]])]
        let source: [String: Any] = ["MEMBERS": [["Nick": "ada", "ADMIN": true], [String: Any]()]]
        let result = try DictionaryDecoder().decodeWithReport(Team.self, from: source, hints: hints)
        #expect(result.value.members.map(\.nick) == ["ada", ""])
        #expect(
            result.report.defaultsApplied == [
                MappingReport.Entry(
                    kind: .defaultApplied, modelPath: "members[*].admin", sourcePath: "MEMBERS[*].ADMIN",
                    detail: #"missing key (looked for "ADMIN", "Admin"); used the default false"#,
                    firstModelPath: "members[1].admin", firstSourcePath: "MEMBERS[1].ADMIN"),
                MappingReport.Entry(
                    kind: .defaultApplied, modelPath: "members[*].nick", sourcePath: "MEMBERS[*].Nick",
                    detail: #"missing key; used the default """#, firstModelPath: "members[1].nick",
                    firstSourcePath: "MEMBERS[1].Nick"),
            ])
        #expect(result.report.defaultsApplied.first?.kind.description == "default applied")
    }

    @Test func defaultsForNullAreReportedAtTheValueRead() throws {
        let hints: HintTree = ["members": .key("MEMBERS", nested: ["nick": "Nick", "admin": "ADMIN"])]
        let source: [String: Any] = ["MEMBERS": [["Nick": NSNull(), "ADMIN": NSNull()]]]
        let report = try DictionaryDecoder().decodeWithReport(Team.self, from: source, hints: hints).report
        #expect(report.defaultsApplied.map(\.modelPath) == ["members[*].admin", "members[*].nick"])
        #expect(report.defaultsApplied.map(\.sourcePath) == ["MEMBERS[*].ADMIN", "MEMBERS[*].Nick"])
        #expect(report.defaultsApplied.map(\.firstSourcePath) == ["MEMBERS[0].ADMIN", "MEMBERS[0].Nick"])
        #expect(
            report.defaultsApplied.map(\.detail) == [
                "null; used the default false", #"null; used the default """#,
            ])
    }

    @Test func everyDefaultingWrapperReportsItsDefault() throws {
        let missing = try DictionaryDecoder().decodeWithReport(Defaults.self, from: [String: Any]()).report
        #expect(
            missing.defaultsApplied.map { "\($0.modelPath): \($0.detail)" } == [
                "coerced: missing key; used the default 0",
                "dictionary: missing key; used the default [:]",
                "flag: missing key; used the default true",
                "formatted: missing key; used the default 0",
                "list: missing key; used the default []",
                "lossy: missing key; used the default 0",
            ])
        #expect(missing.defaultsApplied.map(\.sourcePath) == missing.defaultsApplied.map(\.modelPath))
        let nulls: [String: Any] = [
            "coerced": NSNull(), "dictionary": NSNull(), "list": NSNull(), "lossy": NSNull(), "formatted": NSNull(),
            "flag": NSNull(),
        ]
        let null = try DictionaryDecoder().decodeWithReport(Defaults.self, from: nulls).report
        #expect(
            null.defaultsApplied.map { "\($0.modelPath): \($0.detail)" } == [
                "coerced: null; used the default 0",
                "dictionary: null; used the default [:]",
                "flag: null; used the default true",
                "formatted: null; used the default 0",
                "list: null; used the default []",
                "lossy: null; used the default 0",
            ])
        // A value present is no default, and leaves the report without one.
        let values: [String: Any] = [
            "coerced": "1", "dictionary": ["a": 1], "list": [1], "lossy": 2, "formatted": "1,000", "flag": false,
        ]
        let result = try DictionaryDecoder().decodeWithReport(Defaults.self, from: values)
        #expect(result.report.defaultsApplied.isEmpty)
        #expect(result.value.formatted == 1000 && result.value.flag == false && result.value.coerced == 1)
    }

    /// Under a hint, a wrapper's default for a missing key is named where the hint looked, for every wrapper.
    @Test func aDefaultForAMissingKeyIsNamedWhereItsHintLooked() throws {
        let hints: HintTree = [
            "coerced": "C", "formatted": ["F", "f"], "flag": "meta.flag", "list": "L", "lossy": "X", "dictionary": "D",
        ]
        let report = try DictionaryDecoder().decodeWithReport(Defaults.self, from: [String: Any](), hints: hints).report
        #expect(
            report.defaultsApplied.map { "\($0.modelPath) \($0.sourcePath)" } == [
                "coerced C", "dictionary D", "flag meta.flag", "formatted F", "list L", "lossy X",
            ])
    }

    /// A default is documented behaviour, not drift: strict mode lets it pass, as it lets coercions and drops pass.
    @Test func strictModeAcceptsDefaults() throws {
        var strict = DictionaryDecoder()
        strict.strictness = .all
        let decoded = try strict.decode(Defaults.self, from: ["list": NSNull()])
        #expect(decoded.coerced == 0 && decoded.list.isEmpty)
    }

    /// The notice sent for a missing key is answered by every container: other decoders give the default too.
    @Test func defaultsWorkWithOtherDecodersAndWithoutAReport() throws {
        let json = Data(#"{"members": [{"admin": null}]}"#.utf8)
        let team = try JSONDecoder().decode(Team.self, from: json)
        #expect(team.members.first?.nick == "" && team.members.first?.admin == false)
        let defaults = try JSONDecoder().decode(Defaults.self, from: Data("{}".utf8))
        #expect(defaults.coerced == 0 && defaults.lossy == 0 && defaults.list.isEmpty && defaults.dictionary.isEmpty)
        let plain = try DictionaryDecoder().decode(Defaults.self, from: [String: Any]())
        #expect(plain.coerced == 0 && plain.list.isEmpty)
    }

    // MARK: - What the recorder keeps

    @Test func aKeyReadTwiceDoesNotHideAnUnreadKey() throws {
        // Two reads for two keys, but of one key: the other is still unmapped.
        let result = try DictionaryDecoder().decodeWithReport(
            ReadsTwice.self, from: ["a": 1, "b": 2], hints: .empty)
        #expect(result.value.first == 1 && result.value.second == 1)
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["b"])
    }

    @Test func objectsReadAtOnePlaceAreJudgedTogetherWhateverTheirOrder() throws {
        // The second and third elements miss keys the first has; each unread key is listed once, under `[*]`, and a
        // hint is unused only when no element found it.
        let source: [String: Any] = [
            "MEMBERS": [["Name": "a", "Age": 1], ["Name": "b", "X": 1], ["Name": "c", "X": 2, "Y": 3]],
            "Manager": ["name": "m", "Z": 0],
        ]
        let hints: HintTree = [
            "members": .key("MEMBERS", nested: ["name": "Name", "age": "Age", "address": "ADDRESS"]),
            "manager": "Manager",
        ]
        let report = try DictionaryDecoder().decodeWithReport(Department.self, from: source, hints: hints).report
        #expect(report.unmappedSourceKeys.map(\.sourcePath) == ["Manager.Z", "MEMBERS[*].X", "MEMBERS[*].Y"])
        #expect(report.unmappedSourceKeys.map(\.modelPath) == ["manager", "members[*]", "members[*]"])
        #expect(report.unusedHints.map(\.modelPath) == ["members[*].address"])
    }

    @Test func nestedArraysShareOneGroupPerPlace() throws {
        let source: [String: Any] = ["rows": [[["v": 1, "extra": 0]], [["v": 2], ["v": 3, "extra": 1]]]]
        let report = try DictionaryDecoder().decodeWithReport(Grid.self, from: source, hints: .empty).report
        #expect(report.unmappedSourceKeys.map(\.sourcePath) == ["rows[*][*].extra"])
        #expect(report.unmappedSourceKeys.map(\.modelPath) == ["rows[*][*]"])
    }

    @Test func aFallbackCandidateReadTwiceIsReportedOnce() throws {
        let hints: HintTree = ["name": ["user_name", "userName"]]
        let report = try DictionaryDecoder().decodeWithReport(
            ReadsNameTwice.self, from: ["userName": "Ada"], hints: hints
        ).report
        #expect(report.fallbackCandidates.map(\.sourcePath) == ["userName"])
        #expect(report.isClean)
    }

    @Test func anObjectIsJudgedWhenItsDecodeEnds() throws {
        // The child's reads are judged when its `init(from:)` returns: what the parent reads afterwards through the
        // container the child kept is not recorded, and the key it read shows as unmapped.
        let source: [String: Any] = ["child": ["a": 1, "b": 2], "c": 3]
        let result = try DictionaryDecoder().decodeWithReport(ReadsThroughAKeptContainer.self, from: source)
        #expect(result.value.a == 1 && result.value.b == 2 && result.value.c == 3)
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["child.b"])
        #expect(result.report.unmappedSourceKeys.map(\.modelPath) == ["child"])
    }

    @Test func aReportLetsGoOfWhatItRecorded() throws {
        // The records, the path shapes and the groups refer to one another while the report is made; none of it,
        // nor the decoder's nodes, may outlive the decode.
        weak var root: CodingPathNode?
        weak var recorder: MappingRecorder?
        do {
            // An array at the top: its elements' enclosing node is the root.
            let source: [Any] = [["MEMBERS": [["Name": "a", "EXTRA": 1], ["Name": "b"]]]]
            let hints: HintTree = ["members": .key("MEMBERS", nested: ["name": "Name", "age": "Age"])]
            let made = MappingRecorder(keyDecodingStrategy: .useDefaultKeys)
            let decoder = DictionaryDecoderImpl(
                value: source, hints: hints, options: DictionaryDecoder().options, recorder: made)
            _ = try decoder.unbox(source, as: [Department].self, at: .root(decoder.node), hints: hints)
            #expect(!made.report().entries.isEmpty)
            root = decoder.node
            recorder = made
        }
        #expect(root == nil)
        #expect(recorder == nil)
    }

    @Test func plainDecodesRecordNothing() throws {
        let decoder = DictionaryDecoder()
        let impl = DictionaryDecoderImpl(value: [String: Any](), hints: .empty, options: decoder.options)
        #expect(impl.recorder == nil)
    }
}

// MARK: - Test Types

private struct Profile: Decodable {
    var name: String?
    var age: Int
}

private struct Flags: Decodable {
    @Coerced var on: Bool
}

private struct Numbers: Decodable {
    @LossyArray var values: [Int]
}

private struct Team: Decodable {
    struct Member: Decodable {
        @DefaultEmptyString var nick: String = ""
        @DefaultFalse var admin: Bool = false
    }
    var members: [Member]
}

private struct Defaults: Decodable {
    @Coerced @DefaultZero<Int> var coerced: Int = 0
    @FormattedNumber @DefaultZero<Int> var formatted: Int = 0
    @DefaultTrue var flag: Bool
    @LossyDefault<DefaultZeroProvider<Int>> var lossy: Int = 0
    @LossyArray var list: [Int]
    @LossyDictionary var dictionary: [String: Int]
}

/// Reads the key `a` twice, and never `b`.
private struct ReadsTwice: Decodable {
    var first: Int
    var second: Int

    private enum CodingKeys: String, CodingKey { case a, b }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        first = try container.decode(Int.self, forKey: .a)
        second = try container.decode(Int.self, forKey: .a)
    }
}

/// Reads the key `name` twice.
private struct ReadsNameTwice: Decodable {
    var name: String

    private enum CodingKeys: String, CodingKey { case name }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _ = try container.decode(String.self, forKey: .name)
        name = try container.decode(String.self, forKey: .name)
    }
}

/// Reads one key of its child through the container the child kept, after the child's decode.
private struct ReadsThroughAKeptContainer: Decodable {
    let a: Int
    let b: Int
    let c: Int

    enum Keys: String, CodingKey { case child, a, b, c }

    final class Child: Decodable {
        let a: Int
        let container: KeyedDecodingContainer<Keys>

        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: Keys.self)
            a = try container.decode(Int.self, forKey: .a)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let child = try container.decode(Child.self, forKey: .child)
        a = child.a
        b = try child.container.decode(Int.self, forKey: .b)
        c = try container.decode(Int.self, forKey: .c)
    }
}

/// Cells in rows: objects two arrays deep.
private struct Grid: Decodable {
    struct Cell: Decodable { var v: Int }
    var rows: [[Cell]]
}

import Foundation
import ModelMapper
import Testing

/// `decodeWithReport` returns a `MappingResult`, the same from a tree, from JSON data and from a JSON string.
@Suite struct MappingResultTests {
    struct Member: Decodable, Equatable, Sendable {
        var name: String
        var age: Int?
    }

    static let json = #"{"NAME": "Ada", "AGE": "36", "EXTRA": true}"#
    static let hints: HintTree = ["name": "NAME", "age": "AGE", "nick": "NICK"]

    static var decoder: DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.coercions = .integers
        return decoder
    }

    @Test func everyOverloadGivesTheSameResult() throws {
        let tree = try JSONSerialization.jsonObject(with: Data(Self.json.utf8))
        let fromTree = try Self.decoder.decodeWithReport(Member.self, from: tree, hints: Self.hints)
        let fromData = try Self.decoder.decodeWithReport(Member.self, from: Data(Self.json.utf8), hints: Self.hints)
        let fromString = try Self.decoder.decodeWithReport(Member.self, fromJSON: Self.json, hints: Self.hints)
        #expect(fromTree.value == Member(name: "Ada", age: 36))
        #expect(fromTree.report.unmappedSourceKeys.map(\.sourcePath) == ["EXTRA"])
        #expect(fromTree.report.coercions.map(\.sourcePath) == ["AGE"])
        #expect(fromTree.report.unusedHints.map(\.modelPath) == ["nick"])
        #expect(fromData == fromTree)
        #expect(fromString == fromTree)
    }

    @Test func aResultIsAValue() throws {
        var result = try Self.decoder.decodeWithReport(Member.self, fromJSON: Self.json, hints: Self.hints)
        let copy: MappingResult<Member> = result
        result.value.name = "Grace"
        result.report = MappingReport(entries: [])
        #expect(copy.value.name == "Ada" && !copy.report.entries.isEmpty)
        #expect(result != copy)
        #expect(MappingResult(value: copy.value, report: copy.report) == copy)
        let sendable: any Sendable = copy
        #expect(sendable is MappingResult<Member>)
    }
}

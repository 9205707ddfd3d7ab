import Foundation
import Testing

@testable import ModelMapper

@Suite struct LossyTests: WrapperTestHelpers {
    // MARK: - Report paths

    /// A dropped element is named by its own index, in the model and in the source, not only by its array.
    @Test func lossyArrayDropsNameTheElementInBothPaths() throws {
        let hints: HintTree = ["teams": .key("TEAMS", nested: ["scores": "SCORES", "ids": "IDS"])]
        let source: [String: Any] = [
            "TEAMS": [["SCORES": [1], "IDS": ["1"]], ["SCORES": [1, 2, 3, "x"], "IDS": ["1", "two"]]]
        ]
        let result = try DictionaryDecoder().decodeWithReport(League.self, from: source, hints: hints)
        #expect(result.value.teams.map(\.scores) == [[1], [1, 2, 3]])
        #expect(result.value.teams.map(\.ids) == [[1], [1]])
        #expect(result.report.droppedValues.map(\.modelPath) == ["teams[*].ids[*]", "teams[*].scores[*]"])
        #expect(result.report.droppedValues.map(\.firstModelPath) == ["teams[1].ids[1]", "teams[1].scores[3]"])
        #expect(result.report.droppedValues.map(\.firstSourcePath) == ["TEAMS[1].IDS[1]", "TEAMS[1].SCORES[3]"])
        #expect(
            result.report.droppedValues.map(\.detail) == [
                "dropped element 1, which did not decode", "dropped element 3, which did not decode",
            ])
    }

    // MARK: - LossyDefault

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyDefaultUsesTheDefaultForMissingAndNullWithoutRecording(decoder: WrapperTestDecoder) throws {
        let (banner, drops) = try recordingDrops { try decoder.decode(Banner.self, json: #"{"priority": null}"#) }
        #expect(banner.visible == false)
        #expect(banner.priority == 0)
        #expect(drops.isEmpty)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyDefaultDecodesPresentValues(decoder: WrapperTestDecoder) throws {
        let (banner, drops) = try recordingDrops {
            try decoder.decode(Banner.self, json: #"{"visible": true, "priority": "3"}"#)
        }
        #expect(banner.visible == true)
        #expect(banner.priority == 3)
        #expect(drops.isEmpty)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyDefaultSwallowsWrongTypesAndRecordsThem(decoder: WrapperTestDecoder) throws {
        let (banner, drops) = try recordingDrops {
            try decoder.decode(Banner.self, json: #"{"visible": "maybe", "priority": "high"}"#)
        }
        #expect(banner.visible == false)
        #expect(banner.priority == 0)
        #expect(drops.map(\.kind) == [.replacedWithDefault, .replacedWithDefault])
        #expect(drops.map(\.modelPath) == ["visible", "priority"])
        #expect(
            drops.map { ($0.error as? DecodingError).map(WrapperErrorKind.init) } == [.typeMismatch, .typeMismatch])
        #expect(drops.map { ($0.error as? DecodingError)?.wrapperTestPath } == [["visible"], ["priority"]])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyDefaultSwallowsErrorsInsideNestedModels(decoder: WrapperTestDecoder) throws {
        let (poster, drops) = try recordingDrops {
            try decoder.decode(Poster.self, json: #"{"owner": {"name": "Ann"}, "title": "T"}"#)
        }
        #expect(poster.owner == Owner(name: "anonymous", age: 0))
        #expect(poster.title == "T")
        #expect(drops.count == 1)
        let error = try #require(drops.first?.error as? DecodingError)
        #expect(WrapperErrorKind(error) == .keyNotFound)
        #expect(error.wrapperTestPath == ["owner", "age"])
    }

    @Test func lossyDefaultSwallowsErrorsFromTheValuesOwnInitialiser() throws {
        let (stubborn, drops) = try recordingDrops { try decodeJSON(Stubborn.self, #"{"value": 1}"#) }
        #expect(stubborn.value == nil)
        #expect(drops.count == 1)
        #expect(drops.first?.error is Refusal)
    }

    @Test func lossyWrappersNeverSwallowCancellationOrTheLibrarysOwnErrors() throws {
        #expect(throws: CancellationError.self) {
            _ = try decodeJSON(Stubborn.self, #"{"value": "cancel"}"#)
        }
        #expect(throws: CancellationError.self) {
            _ = try decodeJSON(StubbornList.self, #"{"values": [1, "cancel"]}"#)
        }
        var decoder = DictionaryDecoder()
        decoder.maximumDepth = 3
        let deep: [String: Any] = ["values": [[[[1]]]]]
        let error = try #require(throws: ModelMapperError.self) {
            _ = try decoder.decode(StubbornList.self, from: deep)
        }
        #expect(error.code == .depthLimitExceeded)
    }

    // MARK: - LossyArray

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyArrayDropsFailingElementsAndRecordsThem(decoder: WrapperTestDecoder) throws {
        let (feed, drops) = try recordingDrops {
            try decoder.decode(Feed.self, json: #"{"values": [1, "x", 3, null, 4.5, 5]}"#)
        }
        #expect(feed.values == [1, 3, 5])
        #expect(drops.map(\.kind) == [.droppedElement(index: 1), .droppedElement(index: 3), .droppedElement(index: 4)])
        #expect(drops.map(\.modelPath) == ["values[1]", "values[3]", "values[4]"])
        // `JSONDecoder` reports 4.5-into-Int through its internal error type at this level; the drop is recorded
        // with its coding path all the same.
        #expect(
            drops.prefix(2).map { ($0.error as? DecodingError).map(WrapperErrorKind.init) } == [
                .typeMismatch, .valueNotFound,
            ])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyArrayDropsModelsThatDoNotDecode(decoder: WrapperTestDecoder) throws {
        let json = #"{"owners": [{"name": "A", "age": 1}, {"name": "B"}, 7, {"name": "C", "age": 3}]}"#
        let (feed, drops) = try recordingDrops { try decoder.decode(Feed.self, json: json) }
        #expect(feed.owners == [Owner(name: "A", age: 1), Owner(name: "C", age: 3)])
        #expect(drops.map(\.kind) == [.droppedElement(index: 1), .droppedElement(index: 2)])
        #expect((drops.first?.error as? DecodingError)?.wrapperTestPath == ["owners", "Index 1", "age"])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyArrayIsEmptyForMissingAndNull(decoder: WrapperTestDecoder) throws {
        let (missing, drops) = try recordingDrops { try decoder.decode(Feed.self, json: "{}") }
        #expect(missing.values == [])
        #expect(missing.owners == [])
        #expect(missing.ids == [])
        #expect(drops.isEmpty)
        let null = try decoder.decode(Feed.self, json: #"{"values": null, "owners": null, "ids": null}"#)
        #expect(null.values == [])
        #expect(null.owners == [])
        #expect(null.ids == [])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func lossyArrayThrowsWhenTheValueIsNotAnArray(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["values"]) {
            _ = try decoder.decode(Feed.self, json: #"{"values": {"a": 1}}"#)
        }
        expectDecodingError(.typeMismatch, at: ["ids"]) {
            _ = try decoder.decode(Feed.self, json: #"{"ids": "1,2"}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func coercedLossyArrayConvertsAndDrops(decoder: WrapperTestDecoder) throws {
        let (feed, drops) = try recordingDrops {
            try decoder.decode(Feed.self, json: #"{"ids": [1, "2", "x", 4.0, true, " 6 "]}"#)
        }
        #expect(feed.ids == [1, 2, 4, 6])
        #expect(drops.map(\.kind) == [.droppedElement(index: 2), .droppedElement(index: 4)])
        #expect(
            drops.map { ($0.error as? DecodingError)?.wrapperTestPath } == [["ids", "Index 2"], ["ids", "Index 4"]])
    }

    // MARK: - Encoding

    @Test func encodesPlainlyAndRoundTrips() throws {
        let feed = Feed(values: [1, 2], owners: [Owner(name: "A", age: 1)], ids: [3])
        try expectRoundTrip(feed, json: #"{"ids":[3],"owners":[{"age":1,"name":"A"}],"values":[1,2]}"#)
        let banner = Banner(visible: true, priority: 2)
        try expectRoundTrip(banner, json: #"{"priority":2,"visible":true}"#)
    }

    @Test func conformances() {
        #expect(LossyArray(wrappedValue: [1]) == LossyArray(wrappedValue: [1]))
        #expect(Set([LossyArray(wrappedValue: [1]), LossyArray(wrappedValue: [1])]).count == 1)
        #expect(LossyDefault<DefaultTrueProvider>() == LossyDefault(wrappedValue: true))
        let sendable: any Sendable = LossyArray(wrappedValue: ["a"])
        #expect(sendable is LossyArray<String>)
        #expect(Mirror(reflecting: LossyArray(wrappedValue: [1])).children.map(\.label) == ["wrappedValue"])
        #expect(Mirror(reflecting: LossyDefault<DefaultTrueProvider>()).children.map(\.label) == ["wrappedValue"])
    }

    // MARK: - Observing drops

    /// The public drop callback: with `JSONDecoder`, which has no report, each drop arrives once with its coding
    /// path and the report's words, an outer observer sees what an inner one sees, and nothing arrives outside.
    @Test func observersSeeEveryDropWithAnyDecoderAndNest() throws {
        let outer = DropRecorder()
        let inner = DropRecorder()
        let json = Data(#"{"ids": [1, "x", 3, null]}"#.utf8)
        let decoded = try LossyDecoding.observingDrops({ outer.append($0) }) {
            try LossyDecoding.observingDrops({ inner.append($0) }) {
                try JSONDecoder().decode(IDs.self, from: json)
            }
        }
        #expect(decoded.ids == [1, 3])
        for drops in [inner.drops, outer.drops] {
            #expect(
                drops.map(\.description) == [
                    "dropped element 1, which did not decode", "dropped element 3, which did not decode",
                ])
            #expect(drops.map(\.modelPath) == ["ids[1]", "ids[3]"])
            #expect(drops.allSatisfy { $0.error is DecodingError })
        }
        _ = try JSONDecoder().decode(IDs.self, from: json)
        #expect(outer.drops.count == 2)
    }

    @Test func asynchronousOperationsAreObservedToo() async throws {
        let recorder = DropRecorder()
        let decoded = try await LossyDecoding.observingDrops({ recorder.append($0) }) { () async throws -> IDs in
            await Task.yield()
            return try DictionaryDecoder().decode(IDs.self, from: ["ids": [1, "x"]])
        }
        #expect(decoded.ids == [1])
        #expect(recorder.drops.map(\.description) == ["dropped element 1, which did not decode"])
    }

    // MARK: - Helpers

    /// Runs `body` with an observer on the lossy-decoding hook, and returns its result and what was dropped.
    private func recordingDrops<T>(_ body: () throws -> T) throws -> (T, [LossyDrop]) {
        let recorder = DropRecorder()
        let result = try LossyDecoding.observingDrops({ recorder.append($0) }, operation: body)
        return (result, recorder.drops)
    }
}

// MARK: - Test Types

extension LossyTests {
    private struct IDs: Decodable {
        @LossyArray var ids: [Int]
    }

    private final class DropRecorder: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [LossyDrop] = []

        func append(_ drop: LossyDrop) {
            lock.withLock { stored.append(drop) }
        }

        var drops: [LossyDrop] { lock.withLock { stored } }
    }

    private struct Banner: Codable, Equatable {
        @LossyDefault<DefaultFalseProvider> var visible: Bool
        @Coerced @LossyDefault<DefaultZeroProvider<Int>> var priority: Int

        init(visible: Bool, priority: Int) {
            self.visible = visible
            self.priority = priority
        }
    }

    private struct Owner: Codable, Equatable {
        var name: String
        var age: Int
    }

    private enum AnonymousOwner: DefaultValueProvider {
        static var defaultValue: Owner { Owner(name: "anonymous", age: 0) }
    }

    private struct Poster: Codable {
        @LossyDefault<AnonymousOwner> var owner: Owner
        var title: String
    }

    private struct Feed: Codable, Equatable {
        @LossyArray var values: [Int]
        @LossyArray var owners: [Owner]
        @Coerced @LossyArray var ids: [Int]

        init(values: [Int], owners: [Owner], ids: [Int]) {
            self.values = values
            self.owners = owners
            self.ids = ids
        }
    }

    private struct Refusal: Error {}

    /// Throws `CancellationError` for the string "cancel", decodes any array by decoding its elements, and throws
    /// `Refusal` for anything else.
    private struct Refuser: Decodable {
        init(from decoder: any Decoder) throws {
            if (try? decoder.singleValueContainer().decode(String.self)) == "cancel" { throw CancellationError() }
            if var array = try? decoder.unkeyedContainer() {
                while !array.isAtEnd { _ = try array.decode(Refuser.self) }
                return
            }
            throw Refusal()
        }
    }

    private enum RefuserProvider: DefaultValueProvider {
        static var defaultValue: Refuser? { nil }
    }

    private struct Stubborn: Decodable {
        @LossyDefault<RefuserProvider> var value: Refuser?
    }

    private struct StubbornList: Decodable {
        @LossyArray var values: [Refuser]
    }
}

private struct League: Decodable {
    struct Team: Decodable {
        @LossyArray var scores: [Int]
        @Coerced @LossyArray var ids: [Int]
    }
    var teams: [Team]
}

import Foundation
import Testing

@testable import ModelMapper

/// Objects whose keys are data, read as arrays, and keys whose names vary per request.
@Suite struct DynamicKeysTests {
    // MARK: - The time-series recipe

    @Test func aTimeSeriesDecodesIntoASortedArrayWithoutInitFromDecoder() throws {
        let fixture = try Fixture.load("time-series")
        var decoder = DictionaryDecoder()
        decoder.coercions = .numbersFromStrings
        for source in [fixture.foundationSource, fixture.nativeSource] {
            let series = try decoder.decode(
                IntradaySeries.self, from: try #require(source), hints: IntradaySeries.recipe)
            #expect(series.symbol == "IBM")
            #expect(series.interval == "5min")
            #expect(series.bars.map(\.time) == ["2024-05-03 19:45:00", "2024-05-03 19:50:00", "2024-05-03 19:55:00"])
            #expect(series.bars.map(\.volume) == [20, 310, 137])
            #expect(series.bars.first?.open == 165.6)
        }
    }

    // MARK: - Entries

    @Test func entryOrders() throws {
        let source: [String: Any] = [
            "byID": ["10": ["n": "ten"], "2": ["n": "two"], "b": ["n": "bee"], "a": ["n": "a"]]
        ]
        func order(_ order: Hint.EntryOrder) throws -> [String] {
            let hints: HintTree = ["items": Hint.key("byID").entries(keyedInto: "id", order: order)]
            return try DictionaryDecoder().decode(Catalog.self, from: source, hints: hints).items.map(\.id)
        }
        #expect(try order(.ascending) == ["10", "2", "a", "b"])
        #expect(try order(.descending) == ["b", "a", "2", "10"])
        #expect(try order(.numeric) == ["2", "10", "a", "b"])
    }

    @Test func scalarEntriesBecomeObjectsWithAValue() throws {
        let hints: HintTree = ["scores": Hint.nested([:]).entries(keyedInto: "player")]
        let board = try DictionaryDecoder().decode(Board.self, from: ["scores": ["ann": 3, "bob": 5]], hints: hints)
        #expect(board.scores == [Score(player: "ann", value: 3), Score(player: "bob", value: 5)])
    }

    @Test func anEntriesHintOnAValueThatIsNotAnObjectReportsItsType() {
        let hints: HintTree = ["items": Hint.key("byID").entries(keyedInto: "id")]
        let error = expectDecodingError(.typeMismatch, at: ["items"]) {
            try DictionaryDecoder().decode(Catalog.self, from: ["byID": "nope"], hints: hints)
        }
        #expect(error?.context?.debugDescription.hasPrefix("Expected to decode Array<Any> but found a string") == true)
    }

    // MARK: - Paths inside entries

    /// The model path keeps the element's index; the source path names the entry's key, where the value really is.
    @Test func errorsInsideAnEntryNameTheEntrysKeyAsTheSourcePath() throws {
        let hints: HintTree = ["points": Hint.key("series").entries(keyedInto: "time")]
        let source: [String: Any] = [
            "series": ["1700000000": ["value": 1], "1700000060": ["value": "high"]]
        ]
        let error = expectDecodingError(.typeMismatch, at: ["points", "Index 1", "value"]) {
            try DictionaryDecoder().decode(Chart.self, from: source, hints: hints)
        }
        #expect(
            error?.context?.debugDescription
                == "Expected to decode Int but found a string instead. (source path: series.1700000060.value)")

        let missing = expectDecodingError(.keyNotFound, at: ["points", "Index 0", "value"]) {
            try DictionaryDecoder().decode(Chart.self, from: ["series": ["1700000000": ["v": 1]]], hints: hints)
        }
        #expect(missing?.context?.debugDescription.hasSuffix("(source path: series.1700000000)") == true)

        // A key with a dot is written as PathText writes any key: bracketed and quoted.
        let dotted = expectDecodingError(.typeMismatch, at: ["points", "Index 0", "value"]) {
            try DictionaryDecoder().decode(Chart.self, from: ["series": ["1.5": ["value": "x"]]], hints: hints)
        }
        #expect(dotted?.context?.debugDescription.hasSuffix(#"(source path: series["1.5"].value)"#) == true)
    }

    @Test func reportEntriesInsideAnEntryNameTheEntrysKey() throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = .numbersFromStrings
        let hints: HintTree = ["points": Hint.key("series").entries(keyedInto: "time")]
        let source: [String: Any] = ["series": ["1700000000": ["value": "7", "extra": true]]]
        let result = try decoder.decodeWithReport(Chart.self, from: source, hints: hints)
        #expect(result.value.points == [Chart.Point(time: "1700000000", value: 7)])
        #expect(result.report.coercions.map(\.modelPath) == ["points[*].value"])
        #expect(result.report.coercions.map(\.sourcePath) == ["series.*.value"])
        #expect(result.report.coercions.map(\.firstModelPath) == ["points[0].value"])
        #expect(result.report.coercions.map(\.firstSourcePath) == ["series.1700000000.value"])
        // Unmapped keys are judged over all elements together, like array elements: the entry is a wildcard.
        #expect(result.report.unmappedSourceKeys.map(\.modelPath) == ["points[*]"])
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["series.*.extra"])
    }

    @Test func lossyDropsInsideEntriesNameTheEntrysKey() throws {
        let hints: HintTree = ["points": Hint.key("series").entries(keyedInto: "time")]
        let source: [String: Any] = ["series": ["1700000000": ["value": 1], "1700000060": ["value": "x"]]]
        let result = try DictionaryDecoder().decodeWithReport(LossyChart.self, from: source, hints: hints)
        #expect(result.value.points == [Chart.Point(time: "1700000000", value: 1)])
        #expect(result.report.droppedValues.map(\.modelPath) == ["points[*]"])
        #expect(result.report.droppedValues.map(\.sourcePath) == ["series.*"])
        #expect(result.report.droppedValues.map(\.firstModelPath) == ["points[1]"])
        #expect(result.report.droppedValues.map(\.firstSourcePath) == ["series.1700000060"])
    }

    @Test func remapErrorsInsideEntriesNameTheEntrysKey() {
        let hints: HintTree = ["points": Hint.key("series", nested: ["value": "v"]).entries(keyedInto: "time")]
        let source: [String: Any] = ["series": ["1700000000": ["v": 1]]]
        #expect {
            try hints.remap(source, maximumDepth: 2)
        } throws: { error in
            (error as? ModelMapperError)?.location == "series.1700000000"
        }
    }

    // MARK: - Key patterns

    @Test func keyPatternsPickTheFirstMatchingKeyInCodePointOrder() throws {
        let source: [String: Any] = ["total_b_count": 2, "total_a_count": 1, "other": 9]
        #expect(
            try DictionaryDecoder().decode(Total.self, from: source, hints: ["value": .keyPattern(.suffix("_count"))])
                .value == 1)
        #expect(
            try DictionaryDecoder().decode(Total.self, from: source, hints: ["value": .keyPattern(.prefix("oth"))])
                .value == 9)
        let missing = expectDecodingError(.keyNotFound, at: ["value"]) {
            try DictionaryDecoder().decode(Total.self, from: source, hints: ["value": .keyPattern(.prefix("Time"))])
        }
        #expect(missing?.context?.debugDescription.contains(#"Looked for source key "Time*""#) == true)
        #expect(HintTree(["value": .keyPattern(.prefix(""))]).problem?.code == .invalidHint)
    }
}

// MARK: - Test Types

private struct IntradaySeries: Decodable {
    var symbol: String
    var interval: String
    var bars: [Bar]

    struct Bar: Decodable {
        var time: String
        var open: Double
        var close: Double
        var volume: Int
    }

    static let recipe: HintTree = [
        "symbol": .path(#"Meta Data.2\. Symbol"#),
        "interval": .path(#"Meta Data.4\. Interval"#),
        "bars": Hint.keyPattern(
            .prefix("Time Series"), nested: ["open": "1. open", "close": "4. close", "volume": "5. volume"]
        )
        .entries(keyedInto: "time", order: .ascending),
    ]
}

private struct Catalog: Decodable {
    struct Item: Decodable { var id: String; var n: String }
    var items: [Item]
}

private struct Score: Decodable, Equatable {
    var player: String
    var value: Int
}

private struct Board: Decodable { var scores: [Score] }
private struct Total: Decodable { var value: Int }

private struct Chart: Decodable {
    struct Point: Decodable, Equatable { var time: String; var value: Int }
    var points: [Point]
}

private struct LossyChart: Decodable {
    @LossyArray var points: [Chart.Point]
}

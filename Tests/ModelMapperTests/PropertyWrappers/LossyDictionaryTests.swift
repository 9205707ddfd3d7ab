import Foundation
import Testing

@testable import ModelMapper

/// `LossyDictionary`: a dictionary that drops only the entries that do not decode, and says which.
@Suite struct LossyDictionaryTests {
    @Test(arguments: WrapperTestDecoder.allCases)
    func entriesThatDoNotDecodeAreDroppedAndTheRestKept(decoder: WrapperTestDecoder) throws {
        let json = #"{"scores": {"one": 1, "three": null, "two": "x", "four": 4.5, "five": 5}}"#
        let value = try decoder.decode(Board.self, json: json)
        #expect(value.scores == ["one": 1, "five": 5])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func aMissingKeyOrNullIsEmptyAndANonObjectThrows(decoder: WrapperTestDecoder) throws {
        #expect(try decoder.decode(Board.self, json: "{}").scores.isEmpty)
        #expect(try decoder.decode(Board.self, json: #"{"scores": null}"#).scores.isEmpty)
        #expect(throws: DecodingError.self) { try decoder.decode(Board.self, json: #"{"scores": [1]}"#) }
    }

    @Test func eachDropIsReportedWithItsKey() throws {
        let source: [String: Any] = ["SCORES": ["one": 1, "three": NSNull(), "two": "x"]]
        let result = try DictionaryDecoder().decodeWithReport(
            Board.self, from: source, hints: ["scores": "SCORES"])
        #expect(result.value.scores == ["one": 1])
        // The dictionary's keys are data: one entry for its values, the first drop's key only in the first paths.
        #expect(result.report.droppedValues.map(\.modelPath) == ["scores[*]"])
        #expect(result.report.droppedValues.map(\.sourcePath) == ["SCORES[*]"])
        #expect(result.report.droppedValues.map(\.count) == [2])
        #expect(result.report.droppedValues.map(\.firstModelPath) == ["scores.three"])
        #expect(result.report.droppedValues.map(\.firstSourcePath) == ["SCORES.three"])
        #expect(result.report.droppedValues.first?.detail == #"dropped the entry "three", which did not decode"#)
    }

    @Test func keysAreDataThatNoKeyStrategyConverts() throws {
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let value = try decoder.decode(Board.self, from: ["scores": ["first_try": 1]])
        #expect(value.scores == ["first_try": 1])
        let jsonDecoder = JSONDecoder()
        jsonDecoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(
            try jsonDecoder.decode(Board.self, from: Data(#"{"scores": {"first_try": 1}}"#.utf8)).scores == [
                "first_try": 1
            ])
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func integerKeysDropNullsAndKeysThatAreNotIntegers(decoder: WrapperTestDecoder) throws {
        let json = #"{"names": {"1": "a", "2": null, "x": "b", "-3": "c", "4": 4}}"#
        let value = try decoder.decode(Directory.self, json: json)
        #expect(value.names == [1: "a", -3: "c"])
        #expect(try decoder.decode(Directory.self, json: "{}").names.isEmpty)
        expectDecodingError(.typeMismatch, at: ["names"]) {
            try decoder.decode(Directory.self, json: #"{"names": ["a"]}"#)
        }
    }

    @Test func integerKeysAreReportedAndEncodedAsPlainKeys() throws {
        let source: [String: Any] = ["N": ["1": "a", "2": NSNull(), "x": "b"]]
        let result = try DictionaryDecoder().decodeWithReport(
            Directory.self, from: source, hints: ["names": "N"])
        #expect(result.value.names == [1: "a"])
        #expect(result.report.droppedValues.map(\.modelPath) == ["names[*]"])
        #expect(result.report.droppedValues.map(\.sourcePath) == ["N[*]"])
        #expect(result.report.droppedValues.map(\.count) == [2])
        #expect(result.report.droppedValues.map(\.firstSourcePath) == ["N.2"])
        let tree = try DictionaryEncoder().encodeToDictionary(result.value)
        #expect(tree as NSDictionary == ["names": ["1": "a"]])
        #expect(try JSONDecoder().decode(Directory.self, from: JSONEncoder().encode(result.value)).names == [1: "a"])
    }

    @Test func theLibrarysOwnErrorsAreNeverDropped() {
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 2
        let error = #expect(throws: ModelMapperError.self) {
            try shallow.decode(LossyGroups.self, from: ["groups": ["a": [[1]]]])
        }
        #expect(error?.code == .depthLimitExceeded)
    }

    @Test func itEncodesAsAPlainDictionary() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(Board(scores: ["a": 1]))
        #expect(tree as NSDictionary == ["scores": ["a": 1]])
        #expect(
            try JSONDecoder().decode(Board.self, from: JSONEncoder().encode(Board(scores: ["a": 1]))).scores == ["a": 1]
        )
    }
}

// MARK: - Test Types

private struct Board: Codable {
    @LossyDictionary var scores: [String: Int] = [:]
}

private struct Directory: Codable {
    @LossyDictionary var names: [Int: String] = [:]
}

private struct LossyGroups: Decodable {
    @LossyDictionary var groups: [String: [[Int]]] = [:]
}

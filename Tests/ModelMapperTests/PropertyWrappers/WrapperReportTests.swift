import Foundation
import ModelMapper
import Testing

/// Every wrapper, through the one seam between wrappers and the decoder: what its missing key, its `null` and its
/// conversion put in the mapping report, under a hint so that the source path differs from the model path. (The
/// defaulting wrappers' defaults are pinned in `MappingReportTests.everyDefaultingWrapperReportsItsDefault`.)
@Suite struct WrapperReportTests {
    // MARK: - Conversions reach the report

    @Test func eachConvertingWrapperReportsItsConversionAtTheSourcePath() throws {
        let source: [String: Any] = [
            "C": "26", "F": "1,234", "E": "  ", "S": "solo", "J": #"{"a":1}"#,
        ]
        let result = try DictionaryDecoder().decodeWithReport(
            ConvertingWrappers.self, from: source, hints: ConvertingWrappers.hints)
        #expect(result.value.coerced == 26 && result.value.formatted == 1234 && result.value.blank == nil)
        #expect(result.value.single == ["solo"] && result.value.json == ["a": 1])
        #expect(
            result.report.coercions.map { "\($0.modelPath) ← \($0.sourcePath): \($0.detail)" } == [
                #"blank ← E: converted the string "  " to null"#,
                #"coerced ← C: converted the string "26" to Int"#,
                #"formatted ← F: converted the string "1,234" to Int"#,
                #"json ← J: converted the string "{\"a\":1}" to the value of its JSON text"#,
                #"single ← S: wrapped the string "solo" in a one-element array"#,
            ])
        #expect(result.report.defaultsApplied.isEmpty && result.report.droppedValues.isEmpty)
    }

    @Test func aValueThatNeedsNoConversionLeavesNoEntry() throws {
        let source: [String: Any] = ["C": 26, "F": 1234, "E": "x", "S": ["a", "b"], "J": ["a": 1]]
        let report = try DictionaryDecoder().decodeWithReport(
            ConvertingWrappers.self, from: source, hints: ConvertingWrappers.hints
        ).report
        #expect(report.coercions.isEmpty)
    }

    // MARK: - Missing keys and null

    @Test func anOptionalWrapperTakesAMissingKeyOrNullAsNilWithoutAnEntry() throws {
        for source: [String: Any] in [[:], ["E": NSNull(), "O": NSNull()]] {
            let result = try DictionaryDecoder().decodeWithReport(
                OptionalWrappers.self, from: source, hints: ["blank": "E", "optional": "O"])
            #expect(result.value.blank == nil && result.value.optional == nil)
            #expect(result.report.entries.filter { $0.kind != .unusedHint }.isEmpty, "\(source)")
        }
    }

    /// A required wrapper's missing key is a `keyNotFound` at the model path naming the key looked for; its `null`
    /// a `valueNotFound` whose message names the source path.
    @Test(arguments: RequiredWrapper.allCases)
    func aRequiredWrapperFailsOnAMissingKeyAndOnNull(_ wrapper: RequiredWrapper) throws {
        let hints: HintTree = ["value": "V"]
        let missing = #expect(throws: DecodingError.self) {
            try wrapper.decode(from: [:], hints: hints)
        }
        guard case .keyNotFound(let key, let context) = missing else {
            Issue.record("\(wrapper): expected keyNotFound, got \(String(describing: missing))")
            return
        }
        #expect(key.stringValue == "value" && context.codingPath.isEmpty)
        #expect(context.debugDescription.contains(#""V""#), "\(wrapper): \(context.debugDescription)")

        let null = #expect(throws: DecodingError.self) {
            try wrapper.decode(from: ["V": NSNull()], hints: hints)
        }
        guard case .valueNotFound(_, let nullContext) = null else {
            Issue.record("\(wrapper): expected valueNotFound, got \(String(describing: null))")
            return
        }
        #expect(nullContext.codingPath.map(\.stringValue) == ["value"])
        #expect(
            nullContext.debugDescription.contains("(source path: V)"), "\(wrapper): \(nullContext.debugDescription)")
    }

    @Test func aPolymorphicArrayReportsTheElementItDropsAtItsSourcePath() throws {
        let source: [String: Any] = ["L": [["kind": "grid"], ["kind": "hexagon"]]]
        let result = try DictionaryDecoder().decodeWithReport(
            ReportLayers.self, from: source, hints: ["layers": "L"])
        #expect(result.value.layers.count == 1)
        #expect(result.report.droppedValues.map(\.modelPath) == ["layers[*]"])
        #expect(result.report.droppedValues.map(\.sourcePath) == ["L[*]"])
        #expect(result.report.droppedValues.map(\.firstModelPath) == ["layers[1]"])
        #expect(result.report.droppedValues.map(\.firstSourcePath) == ["L[1]"])
    }

    // MARK: - The number grammar is passed, not ambient

    /// `@FormattedNumber` reads grouped numbers in every value it wraps, however deep (an optional, an array, a
    /// default, a lossy array); the same values without it are refused, so the grammar does not leak.
    @Test func theFormattedGrammarReachesEveryNestedValueAndNoOther() throws {
        let source: [String: Any] = [
            "optional": "1,234", "list": ["1,000", "2"], "defaulted": "3,000", "lossy": ["4,000", "x"], "plain": "5",
        ]
        let decoded = try DictionaryDecoder().decode(GroupedNumbers.self, from: source)
        #expect(decoded.optional == 1234 && decoded.list == [1000, 2] && decoded.defaulted.wrappedValue == 3000)
        #expect(decoded.lossy.wrappedValue == [4000] && decoded.plain == 5)
        // The same text under `@Coerced` alone is not a number.
        #expect(throws: DecodingError.self) {
            try DictionaryDecoder().decode(PlainCoercedNumber.self, from: ["value": "1,234"])
        }
        // And a later plain decode in the same task is not affected by an earlier formatted one.
        _ = try DictionaryDecoder().decode(GroupedNumbers.self, from: source)
        #expect(throws: DecodingError.self) {
            try DictionaryDecoder().decode(PlainCoercedNumber.self, from: ["value": "1,234"])
        }
    }

    @Test func theFormattedGrammarIsTheSameUnderJSONDecoder() throws {
        let json = Data(
            #"{"optional":"1,234","list":["1,000","2"],"defaulted":"3,000","lossy":["4,000","x"],"plain":5}"#.utf8)
        let decoded = try JSONDecoder().decode(GroupedNumbers.self, from: json)
        #expect(decoded.optional == 1234 && decoded.list == [1000, 2] && decoded.defaulted.wrappedValue == 3000)
        #expect(decoded.lossy.wrappedValue == [4000] && decoded.plain == 5)
    }
}

// MARK: - Test Types

private struct ConvertingWrappers: Decodable {
    static let hints: HintTree = ["coerced": "C", "formatted": "F", "blank": "E", "single": "S", "json": "J"]
    @Coerced var coerced: Int
    @FormattedNumber var formatted: Int
    @EmptyStringAsNil var blank: String?
    @SingleValueAsArray var single: [String]
    @JSONString var json: [String: Int]
}

private struct OptionalWrappers: Decodable {
    @EmptyStringAsNil var blank: String?
    @Coerced var optional: Int?
}

/// The wrappers that have no value of their own for a missing key or `null`.
enum RequiredWrapper: String, CaseIterable, Sendable {
    case coerced, formattedNumber, singleValueAsArray, jsonString, dateValue, dataValue, polymorphic

    func decode(from source: [String: Any], hints: HintTree) throws {
        let decoder = DictionaryDecoder()
        switch self {
        case .coerced: _ = try decoder.decode(ReportBox<Coerced<Int>>.self, from: source, hints: hints)
        case .formattedNumber: _ = try decoder.decode(ReportBox<FormattedNumber<Int>>.self, from: source, hints: hints)
        case .singleValueAsArray:
            _ = try decoder.decode(ReportBox<SingleValueAsArray<Int>>.self, from: source, hints: hints)
        case .jsonString: _ = try decoder.decode(ReportBox<JSONString<[Int]>>.self, from: source, hints: hints)
        case .dateValue: _ = try decoder.decode(ReportBox<DateValue<ISO8601Strategy>>.self, from: source, hints: hints)
        case .dataValue: _ = try decoder.decode(ReportBox<DataValue<Base64Strategy>>.self, from: source, hints: hints)
        case .polymorphic: _ = try decoder.decode(ReportBox<Polymorphic<ReportLayer>>.self, from: source, hints: hints)
        }
    }
}

private struct ReportBox<Value: Decodable>: Decodable {
    var value: Value
}

private struct ReportLayers: Decodable {
    @PolymorphicArray var layers: [ReportLayer]
}

class ReportLayer: Codable, PolymorphicBase, @unchecked Sendable {
    static var discriminator: TypeDiscriminator<ReportLayer> {
        TypeDiscriminator(key: "kind", ["grid": .subclass(ReportGrid.self)], unknownKinds: .drop)
    }
}

final class ReportGrid: ReportLayer, @unchecked Sendable {}

private struct GroupedNumbers: Decodable {
    @FormattedNumber var optional: Int?
    @FormattedNumber var list: [Int]
    @FormattedNumber var defaulted: DefaultZero<Int>
    @FormattedNumber var lossy: LossyArray<Int>
    @FormattedNumber var plain: Int
}

private struct PlainCoercedNumber: Decodable {
    @Coerced var value: Int
}

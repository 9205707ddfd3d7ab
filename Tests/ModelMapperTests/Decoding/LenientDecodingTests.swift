import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper

/// `DictionaryDecoder.coercions`: the coercion table of Docs/Design.md#coercion-table applied to plain properties,
/// without wrappers. The rows are the ones the property-wrapper table runs, so the wrapper and the lenient decoder
/// cannot drift apart.
@Suite struct LenientDecodingTests {
    enum Origin: String, CaseIterable, CustomTestStringConvertible {
        case jsonSerialization, native
        var testDescription: String { rawValue }
    }

    private static func decoder(_ coercions: DictionaryDecoder.Coercions = .scalars) -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.coercions = coercions
        return decoder
    }

    private func check<Value: Decodable & Equatable & Sendable>(
        _ row: CoercionRow<Value>, _ origin: Origin, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(#"{"value": \#(row.json)}"#.utf8))
        let source = origin == .native ? NativeTree.make(parsed) : parsed
        switch row.outcome {
        case .value(let expected):
            let decoded = try Self.decoder().decode(Plain<Value>.self, from: source)
            #expect(decoded.value == expected, sourceLocation: sourceLocation)
        case .error(let kind):
            // `JSONDecoder` reports null for a plain `Bool` as a type mismatch; the decoder keeps that with or without
            // coercion, while the wrapper says `valueNotFound`.
            let expected: DecodingErrorCase =
                Value.self == Bool.self && row.json == "null"
                ? .typeMismatch : try #require(DecodingErrorCase(rawValue: "\(kind)"))
            expectDecodingError(expected, at: ["value"], sourceLocation: sourceLocation) {
                try Self.decoder().decode(Plain<Value>.self, from: source)
            }
        }
    }

    // MARK: - The table

    @Test(arguments: Origin.allCases, CoercionTableTests.boolRows)
    func bool(origin: Origin, row: CoercionRow<Bool>) throws { try check(row, origin) }

    @Test(arguments: Origin.allCases, CoercionTableTests.intRows)
    func int(origin: Origin, row: CoercionRow<Int>) throws { try check(row, origin) }

    @Test(arguments: Origin.allCases, CoercionTableTests.doubleRows)
    func double(origin: Origin, row: CoercionRow<Double>) throws { try check(row, origin) }

    @Test(arguments: Origin.allCases, CoercionTableTests.floatRows)
    func float(origin: Origin, row: CoercionRow<Float>) throws { try check(row, origin) }

    @Test(arguments: Origin.allCases, CoercionTableTests.stringRows)
    func string(origin: Origin, row: CoercionRow<String>) throws { try check(row, origin) }

    // MARK: - Options

    @Test(arguments: Origin.allCases)
    func enumAndBoolFromOneDecodesWithBoolCoercion(origin: Origin) throws {
        let fixture = try Fixture.load("enum-and-bool-01")
        let source = try #require(origin == .native ? fixture.nativeSource : fixture.foundationSource)
        let decoded = try Self.decoder([.booleans]).decode(People.self, from: source)
        #expect(decoded.sex == .female)
        #expect(decoded.isTall == true)
        expectDecodingError(.typeMismatch, at: ["isTall"]) { try DictionaryDecoder().decode(People.self, from: source) }
    }

    @Test func coercionsApplyOnlyToTheChosenTargets() throws {
        let source: [String: Any] = ["flag": 1, "count": "26", "ratio": "0.5", "label": 7]
        let boolOnly = Self.decoder([.booleans])
        expectDecodingError(.typeMismatch, at: ["count"]) { try boolOnly.decode(Mixed.self, from: source) }
        let numbers = Self.decoder([.booleans, .numbersFromStrings])
        expectDecodingError(.typeMismatch, at: ["label"]) { try numbers.decode(Mixed.self, from: source) }
        let all = try Self.decoder().decode(Mixed.self, from: source)
        #expect(all == Mixed(flag: true, count: 26, ratio: 0.5, label: "7"))
    }

    @Test func valuesOfTheRightTypeAreNeverConverted() throws {
        let decoded = try Self.decoder().decode(
            Mixed.self, from: ["flag": false, "count": 3, "ratio": 1, "label": "x"])
        #expect(decoded == Mixed(flag: false, count: 3, ratio: 1, label: "x"))
    }

    @Test func missingAndNullBehaveAsWithoutCoercion() throws {
        #expect(try Self.decoder().decode(OptionalCount.self, from: ["count": NSNull()]).count == nil)
        expectDecodingError(.keyNotFound, at: ["count"]) {
            try Self.decoder().decode(Mixed.self, from: ["flag": true])
        }
    }

    @Test func rejectedValuesNameWhatWasFoundAndTheSourcePath() throws {
        let error = expectDecodingError(.dataCorrupted, at: ["items", "Index 1", "count"]) {
            try Self.decoder().decode(
                Basket.self, from: ["ITEMS": [["n": "1"], ["n": "300"]]],
                hints: ["items": .key("ITEMS", nested: ["count": "n"])])
        }
        #expect(
            error?.context?.debugDescription
                == #"Expected UInt8 but found the string "300", which is out of range for UInt8. (source path: ITEMS[1].n)"#
        )
    }

    @Test func theRecipeErrorsOfTheCoercionTable() {
        let decoder = Self.decoder()
        expectDecodingError(.dataCorrupted, at: ["value"]) {
            try decoder.decode(Plain<Int8>.self, from: ["value": "300"])
        }
        expectDecodingError(.dataCorrupted, at: ["value"]) {
            try decoder.decode(Plain<Int>.self, from: ["value": 1e20])
        }
        expectDecodingError(.typeMismatch, at: ["value"]) {
            try decoder.decode(Plain<Int>.self, from: ["value": "6suan8"])
        }
        expectDecodingError(.dataCorrupted, at: ["value"]) {
            try decoder.decode(Plain<Int>.self, from: ["value": 6.66])
        }
    }
}

// MARK: - Test Types

private struct Plain<Value: Decodable & Equatable>: Decodable, Equatable { var value: Value }

private struct Mixed: Decodable, Equatable {
    var flag: Bool
    var count: Int
    var ratio: Double
    var label: String
}

private struct OptionalCount: Decodable { var count: Int? }

private struct Basket: Decodable {
    struct Item: Decodable { var count: UInt8 }
    var items: [Item]
}

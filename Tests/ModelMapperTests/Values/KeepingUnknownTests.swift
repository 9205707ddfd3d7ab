import Foundation
import ModelMapper
import Testing

/// `KeepingUnknown`: a raw value the enum does not know is kept, reported and written back unchanged, as a property,
/// in arrays, in dictionaries and as an optional, with every decoder and encoder; a value of another type still throws
/// with both paths.
@Suite struct KeepingUnknownTests: WrapperTestHelpers {
    enum Status: String, Codable, Sendable, CaseIterable {
        case open, shipped, returned
    }

    enum Priority: Int, Codable, Sendable, CaseIterable {
        case low = 1
        case high = 2
    }

    struct Order: Codable, Equatable {
        var status: KeepingUnknown<Status>
        var priority: KeepingUnknown<Priority>
        var history: [KeepingUnknown<Status>]
        var byWarehouse: [String: KeepingUnknown<Status>]
        var previous: KeepingUnknown<Status>?
    }

    static let hints: HintTree = [
        "status": "STATUS", "priority": "PRIORITY", "history": "HISTORY", "byWarehouse": "BY_WAREHOUSE",
        "previous": "PREVIOUS",
    ]

    static let orderJSON =
        #"{"byWarehouse":{"north":"shipped","south":"gone"},"history":["open","lost","returned"],"#
        + #""previous":"returned_partially","priority":3,"status":"returned_partially"}"#

    static let order = Order(
        status: .unknown("returned_partially"), priority: .unknown(3),
        history: [.known(.open), .unknown("lost"), .known(.returned)],
        byWarehouse: ["north": .known(.shipped), "south": .unknown("gone")], previous: .unknown("returned_partially"))

    // MARK: - Decoding and encoding back

    @Test(arguments: WrapperTestDecoder.allCases)
    func keepsUnknownRawValuesAndWritesThemBack(decoder: WrapperTestDecoder) throws {
        let order = try decoder.decode(Order.self, json: Self.orderJSON)
        #expect(order == Self.order)
        #expect(order.status.rawValue == "returned_partially" && order.status.known == nil)
        #expect(order.history.map(\.known) == [.open, nil, .returned])
        #expect(try encodeJSON(order) == Self.orderJSON)
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func knownRawValuesAreTheirCases(decoder: WrapperTestDecoder) throws {
        let order = try decoder.decode(
            Order.self, json: #"{"status":"open","priority":2,"history":[],"byWarehouse":{},"previous":null}"#)
        #expect(order.status == .known(.open) && order.status.known == .open)
        #expect(order.priority == .known(.high))
        #expect(order.previous == nil)
        #expect(try encodeJSON(order) == #"{"byWarehouse":{},"history":[],"priority":2,"status":"open"}"#)
    }

    @Test func initializerAndRawValue() {
        #expect(KeepingUnknown<Status>(rawValue: "shipped") == .known(.shipped))
        #expect(KeepingUnknown<Status>(rawValue: "Shipped") == .unknown("Shipped"))
        #expect(KeepingUnknown<Priority>(rawValue: 1).rawValue == 1)
        #expect(KeepingUnknown<Priority>(rawValue: -5).rawValue == -5)
    }

    @Test func dictionaryCodersWriteTheSourceBackWithHints() throws {
        let source: [String: Any] = [
            "STATUS": "returned_partially", "PRIORITY": 3, "HISTORY": ["open", "lost", "returned"],
            "BY_WAREHOUSE": ["north": "shipped", "south": "gone"], "PREVIOUS": "returned_partially",
        ]
        let order = try DictionaryDecoder().decode(Order.self, from: source, hints: Self.hints)
        #expect(order == Self.order)
        let tree = try DictionaryEncoder().encode(order, hints: Self.hints)
        #expect(try JSONValue(any: tree) == JSONValue(any: source))
        let reflected = try DictionaryReflector().reflect(order, hints: Self.hints)
        #expect(try JSONValue(any: reflected) == JSONValue(any: source))
    }

    @Test func updateKeepsUnknownValuesTheBackendSent() throws {
        var order = Self.order
        try DictionaryDecoder().update(
            &order, from: ["STATUS": "on_hold", "HISTORY": ["open", "archived"]], hints: Self.hints)
        #expect(order.status == .unknown("on_hold"))
        #expect(order.history == [.known(.open), .unknown("archived")])
        #expect(order.byWarehouse == Self.order.byWarehouse && order.priority == .unknown(3))
    }

    // MARK: - The report

    @Test func unknownValuesAreReportedWithBothPathsAndTheValue() throws {
        let source: [String: Any] = [
            "STATUS": "returned_partially", "PRIORITY": 3, "HISTORY": ["open", "lost", "returned"],
            "BY_WAREHOUSE": ["north": "shipped", "south": "gone"],
        ]
        let result = try DictionaryDecoder().decodeWithReport(Order.self, from: source, hints: Self.hints)
        #expect(
            result.report.unknownValuesKept.map(\.description) == [
                #"unknown value kept at byWarehouse[*] (source BY_WAREHOUSE[*]): kept the unknown raw value "gone" of Status; at byWarehouse.south"#,
                #"unknown value kept at history[*] (source HISTORY[*]): kept the unknown raw value "lost" of Status; at history[1]"#,
                #"unknown value kept at priority (source PRIORITY): kept the unknown raw value 3 of Priority"#,
                #"unknown value kept at status (source STATUS): kept the unknown raw value "returned_partially" of Status"#,
            ])
        #expect(result.report.entries.allSatisfy { $0.kind == .unknownValueKept || $0.kind == .unusedHint })
        #expect(result.report.isClean == false)  // PREVIOUS is absent: an unused hint
    }

    @Test func knownValuesReportNothingAndLongValuesAreCut() throws {
        let clean = try DictionaryDecoder().decodeWithReport(
            Order.self, from: ["status": "open", "priority": 1, "history": ["shipped"], "byWarehouse": [:]])
        #expect(clean.report.entries.isEmpty)
        let long = String(repeating: "x", count: 100)
        let result = try DictionaryDecoder().decodeWithReport(
            Order.self, from: ["status": long, "priority": 1, "history": [], "byWarehouse": [:]])
        #expect(result.value.status == .unknown(long))
        #expect(
            result.report.unknownValuesKept.map(\.detail) == [
                "kept the unknown raw value \"\(String(repeating: "x", count: 64))…\" of Status"
            ])
    }

    // MARK: - Values of another type still throw

    @Test(arguments: WrapperTestDecoder.allCases)
    func wrongTypesThrowAtTheirPath(decoder: WrapperTestDecoder) {
        let rest = #""history":[],"byWarehouse":{}"#
        expectDecodingError(.typeMismatch, at: ["status"]) {
            _ = try decoder.decode(Order.self, json: #"{"status":7,"priority":1,\#(rest)}"#)
        }
        expectDecodingError(.typeMismatch, at: ["status"]) {
            _ = try decoder.decode(Order.self, json: #"{"status":{"name":"open"},"priority":1,\#(rest)}"#)
        }
        expectDecodingError(.typeMismatch, at: ["priority"]) {
            _ = try decoder.decode(Order.self, json: #"{"status":"open","priority":"3",\#(rest)}"#)
        }
        expectDecodingError(.valueNotFound, at: ["status"]) {
            _ = try decoder.decode(Order.self, json: #"{"status":null,"priority":1,\#(rest)}"#)
        }
        expectDecodingError(.keyNotFound, at: ["status"]) {
            _ = try decoder.decode(Order.self, json: #"{"priority":1,\#(rest)}"#)
        }
        expectDecodingError(.typeMismatch, at: ["history", "Index 1"]) {
            _ = try decoder.decode(
                Order.self, json: #"{"status":"open","priority":1,"history":["open",true],"byWarehouse":{}}"#)
        }
        expectDecodingError(.typeMismatch, at: ["byWarehouse", "south"]) {
            _ = try decoder.decode(
                Order.self, json: #"{"status":"open","priority":1,"history":[],"byWarehouse":{"south":[1]}}"#)
        }
    }

    @Test func wrongTypesNameTheSourcePath() {
        let source: [String: Any] = ["STATUS": "open", "PRIORITY": 1, "HISTORY": ["open", 2], "BY_WAREHOUSE": [:]]
        let error = expectDecodingError(.typeMismatch, at: ["history", "Index 1"]) {
            _ = try DictionaryDecoder().decode(Order.self, from: source, hints: Self.hints)
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: HISTORY[1])") == true)
        let status = expectDecodingError(.typeMismatch, at: ["status"]) {
            _ = try DictionaryDecoder().decode(
                Order.self, from: ["STATUS": 7, "PRIORITY": 1, "HISTORY": [], "BY_WAREHOUSE": [:]], hints: Self.hints)
        }
        #expect(status?.wrapperTestContext?.debugDescription.hasSuffix("(source path: STATUS)") == true)
    }

    // MARK: - Round trips over generated orders

    /// Generated orders, with known and unknown raw values in every position, go source → decode → encode back to
    /// the same source, through native trees, Foundation-object trees and JSON data with the dictionary coders, and
    /// through `JSONDecoder` and `JSONEncoder`.
    @Test func generatedSourcesComeBackUnchanged() throws {
        var generator = SeededGenerator(seed: 0x5EED_0036)
        func status() -> Any {
            Bool.random(using: &generator)
                ? Status.allCases.randomElement(using: &generator)?.rawValue ?? "open"
                : "s\(Int.random(in: 0...999, using: &generator))"
        }
        for _ in 0..<200 {
            var source: [String: Any] = [
                "STATUS": status(),
                "PRIORITY": Int.random(in: -3...5, using: &generator),
                "HISTORY": (0..<Int.random(in: 0...4, using: &generator)).map { _ in status() },
                "BY_WAREHOUSE": Dictionary(
                    uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &generator)).map { ("w\($0)", status()) }),
            ]
            if Bool.random(using: &generator) { source["PREVIOUS"] = status() }
            let expected = try JSONValue(any: source)
            let data = try JSONSerialization.data(withJSONObject: source, options: [.sortedKeys])
            for input in [source, foundationObjectTree(source)] {
                let order = try DictionaryDecoder().decode(Order.self, from: input, hints: Self.hints)
                #expect(try JSONValue(any: DictionaryEncoder().encode(order, hints: Self.hints)) == expected)
            }
            let fromData = try DictionaryDecoder().decode(Order.self, from: data, hints: Self.hints)
            let written = try DictionaryEncoder().encodeToJSONData(fromData, hints: Self.hints)
            #expect(try JSONValue(any: JSONSerialization.jsonObject(with: written)) == expected)
            let plain = try JSONValue(any: HintTreeFree.plain(source))
            let viaFoundation = try JSONDecoder().decode(
                Order.self, from: JSONSerialization.data(withJSONObject: HintTreeFree.plain(source)))
            #expect(
                try JSONValue(any: JSONSerialization.jsonObject(with: JSONEncoder().encode(viaFoundation))) == plain)
        }
    }

    /// The source with the model's own keys, for the coders that take no hints.
    enum HintTreeFree {
        static func plain(_ source: [String: Any]) -> [String: Any] {
            let names = [
                "STATUS": "status", "PRIORITY": "priority", "HISTORY": "history", "BY_WAREHOUSE": "byWarehouse",
                "PREVIOUS": "previous",
            ]
            return Dictionary(uniqueKeysWithValues: source.map { (names[$0.key] ?? $0.key, $0.value) })
        }
    }
}

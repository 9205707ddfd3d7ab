import Foundation
import Testing

@testable import ModelMapper

/// What a decode gave, in a form two hierarchies' decodes can be compared in: the values and the report, or the
/// error's case, failing path and description (which names the source path).
enum ItemOutcome: Equatable, CustomStringConvertible {
    case decoded(ItemValues, MappingReport?)
    case failed(String)

    init(_ body: () throws -> (ItemValues, MappingReport?)) {
        do {
            let (values, report) = try body()
            self = .decoded(values, report)
        } catch let error as DecodingError {
            self = .failed(
                "\(DecodingErrorCase(error).map(\.rawValue) ?? "?") at \(error.fullPath): "
                    + (error.context?.debugDescription ?? ""))
        } catch {
            self = .failed("\(error)")
        }
    }

    var description: String {
        switch self {
        case .decoded(let values, let report): "\(values)\n\(report.map { "\($0)" } ?? "")"
        case .failed(let error): error
        }
    }
}

/// Decodes the mapped and the hand-written class with ``DictionaryDecoder`` (with a report) and expects the same
/// outcome; then does the same with `JSONDecoder` when the payload needs no hints or coercions, and expects it to
/// agree with ``DictionaryDecoder`` on values, or on the error's case and path.
@discardableResult
func expectSameDecode(
    _ mapped: FieldItem.Type, _ handWritten: HandItem.Type, from payload: [String: Any], hints: HintTree = .empty,
    decoder: DictionaryDecoder = DictionaryDecoder(), foundation: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ItemOutcome {
    let fields = ItemOutcome {
        let result = try decoder.decodeWithReport(mapped, from: payload, hints: hints)
        return (ItemValues(result.value), result.report)
    }
    let hand = ItemOutcome {
        let result = try decoder.decodeWithReport(handWritten, from: payload, hints: hints)
        return (ItemValues(result.value), result.report)
    }
    #expect(fields == hand, sourceLocation: sourceLocation)
    guard foundation, hints.isEmpty, let data = try? JSONSerialization.data(withJSONObject: payload) else {
        return fields
    }
    let jsonFields = ItemOutcome { (ItemValues(try JSONDecoder().decode(mapped, from: data)), nil) }
    let jsonHand = ItemOutcome { (ItemValues(try JSONDecoder().decode(handWritten, from: data)), nil) }
    #expect(jsonFields == jsonHand, sourceLocation: sourceLocation)
    switch (fields, jsonFields) {
    case (.decoded(var values, _), .decoded(let jsonValues, _)):
        // Only DictionaryDecoder fills a bag with the keys nothing reads; JSONDecoder reads it from its own key.
        values.unknown = jsonValues.unknown
        #expect(values == jsonValues, sourceLocation: sourceLocation)
    case (.failed(let error), .failed(let jsonError)):
        // Foundation words some descriptions its own way: the case and the path agree.
        #expect(error.prefix { $0 != ":" } == jsonError.prefix { $0 != ":" }, sourceLocation: sourceLocation)
    default:
        Issue.record("DictionaryDecoder gave \(fields), JSONDecoder \(jsonFields)", sourceLocation: sourceLocation)
    }
    return fields
}

/// A JSON object's text with sorted keys, to compare what two encoders wrote.
func objectJSON(_ object: Any) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
}

/// What `JSONEncoder` writes for a value, parsed and written again as ``objectJSON(_:)`` writes a tree.
func encodedJSON(_ value: some Encodable) throws -> String {
    try objectJSON(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value)))
}

/// Encodes both values with ``DictionaryEncoder`` and `JSONEncoder` and expects the same objects.
func expectSameEncode(
    _ mapped: FieldItem, _ handWritten: HandItem, hints: HintTree = .empty,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let encoder = DictionaryEncoder()
    let tree = try objectJSON(try encoder.encode(mapped, hints: hints))
    #expect(tree == (try objectJSON(try encoder.encode(handWritten, hints: hints))), sourceLocation: sourceLocation)
    let jsonFields = try encodedJSON(mapped)
    #expect(jsonFields == (try encodedJSON(handWritten)), sourceLocation: sourceLocation)
    if hints.isEmpty { #expect(tree == jsonFields, sourceLocation: sourceLocation) }
}

/// A signed book with every field.
var signedPayload: [String: Any] {
    [
        "ITEM_ID": 7, "title": "The Dispossessed", "price": 9.5, "AUTHOR_NM": "Le Guin", "pages": 387,
        "signer": "Ursula", "SIGNED_IN": 1974,
    ]
}

@Suite struct MappedObjectDecodingTests {
    @Test func everyLevelDecodesLikeTheHandWrittenClasses() throws {
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: signedPayload)
        guard case .decoded(let values, let report) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(values.level == 3 && values.id == 7 && values.author == "Le Guin" && values.year == 1974)
        #expect(report?.entries.isEmpty == true)
        expectSameDecode(FieldBook.self, HandBook.self, from: signedPayload.filter { $0.key != "signer" })
        expectSameDecode(FieldItem.self, HandItem.self, from: ["ITEM_ID": 1, "title": "Map"])
    }

    @Test(arguments: ["ITEM_ID", "signer"])
    func aMissingRequiredFieldIsKeyNotFoundWithBothPaths(key: String) {
        var payload = signedPayload
        payload[key] = nil
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload)
        #expect(outcome.description.hasPrefix("keyNotFound at [\"\(key)\"]"))
        // Under a hint, the message names the source key looked for.
        let hinted = expectSameDecode(
            FieldSignedBook.self, HandSignedBook.self, from: payload, hints: ["signer": "SIGNER", "id": "ID"])
        #expect(hinted.description.hasPrefix("keyNotFound"))
    }

    @Test func aRequiredNullIsValueNotFound() {
        var payload = signedPayload
        payload["signer"] = NSNull()
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload)
        #expect(outcome.description.hasPrefix("valueNotFound at [\"signer\"]"))
    }

    @Test func aWrongTypeFailsAtTheSamePath() {
        var payload = signedPayload
        payload["pages"] = "many"
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload)
        #expect(outcome.description.hasPrefix("typeMismatch at [\"pages\"]"))
    }

    @Test func initialValuesAreReportedDefaultsForMissingKeys() {
        let payload = signedPayload.filter { !["title", "pages", "SIGNED_IN", "price", "AUTHOR_NM"].contains($0.key) }
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload)
        guard case .decoded(let values, let report) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(values.title == "Untitled" && values.pages == 0 && values.year == 0)
        #expect(values.price == nil && values.author == nil)
        #expect(report?.defaultsApplied.map(\.modelPath.description).sorted() == ["SIGNED_IN", "pages", "title"])
    }

    @Test func nullKeepsTheInitialValueAndGivesAnOptionalNil() {
        var payload = signedPayload
        for key in ["title", "pages", "SIGNED_IN", "price", "AUTHOR_NM"] { payload[key] = NSNull() }
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload)
        guard case .decoded(let values, let report) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(values.title == "Untitled" && values.pages == 0 && values.year == 0)
        #expect(values.price == nil && values.author == nil)
        #expect(report?.defaultsApplied.count == 3)
    }

    @Test func hintsRenameTheFieldKeys() {
        let payload: [String: Any] = [
            "ITEM_ID": 3, "meta": ["title": "Hainish"], "writer": "Le Guin", "SIGNED_BY": "Ursula",
        ]
        let hints: HintTree = ["title": "meta.title", "AUTHOR_NM": "writer", "signer": "SIGNED_BY"]
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload, hints: hints)
        guard case .decoded(let values, _) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(values.title == "Hainish" && values.author == "Le Guin" && values.signer == "Ursula")
        // A missing renamed key names its source key.
        let missing = expectSameDecode(
            FieldSignedBook.self, HandSignedBook.self, from: payload.filter { $0.key != "SIGNED_BY" }, hints: hints)
        #expect(missing.description.contains("SIGNED_BY"))
    }

    @Test func coercionsApplyToFields() {
        var payload = signedPayload
        payload["SIGNED_IN"] = "1974"
        payload["pages"] = "387"
        payload["price"] = "9.5"
        // `year` coerces through `Coerced`; the others through the decoder's coercions.
        var decoder = DictionaryDecoder()
        decoder.coercions = .scalars
        let outcome = expectSameDecode(
            FieldSignedBook.self, HandSignedBook.self, from: payload, decoder: decoder, foundation: false)
        guard case .decoded(let values, let report) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(values.year == 1974 && values.pages == 387 && values.price == 9.5)
        #expect(report?.coercions.count == 3)
        // Without decoder-wide coercions, only the `Coerced` field accepts a string.
        payload["pages"] = 387
        payload["price"] = 9.5
        expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload)
        payload["SIGNED_IN"] = "soon"
        let failed = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload)
        #expect(
            failed.description.hasPrefix("dataCorrupted at [\"SIGNED_IN\"]")
                || failed.description.hasPrefix("typeMismatch at [\"SIGNED_IN\"]"))
    }

    @Test func wireFormHintsApplyToFields() throws {
        var payload = signedPayload
        payload["ITEM_ID"] = "7"
        payload["PAGES"] = "387"
        payload["pages"] = nil
        let hints: HintTree = ["ITEM_ID": .key("ITEM_ID").wire(.text), "pages": .key("PAGES").wire(.text)]
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload, hints: hints)
        guard case .decoded(let values, _) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(values.id == 7 && values.pages == 387)
        // Written back in the same form.
        let book = try DictionaryDecoder().decode(FieldSignedBook.self, from: payload, hints: hints)
        let tree = try DictionaryEncoder().encodeToDictionary(book, hints: hints)
        #expect(tree["ITEM_ID"] as? String == "7" && tree["PAGES"] as? String == "387")
        try expectSameEncode(
            book, try DictionaryDecoder().decode(HandSignedBook.self, from: payload, hints: hints), hints: hints)
    }

    @Test func unknownKeysKeepWhatNoFieldReads() throws {
        var payload = signedPayload
        payload["theme"] = "dark"
        payload["extra"] = ["a": 1]
        let outcome = expectSameDecode(FieldSignedBook.self, HandSignedBook.self, from: payload, foundation: false)
        guard case .decoded(let values, let report) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(values.unknown.keys.sorted() == ["extra", "theme"])
        #expect(report?.unmappedSourceKeys.isEmpty == false)
        // Written back into the object by the encoder.
        let book = try DictionaryDecoder().decode(FieldSignedBook.self, from: payload)
        let tree = try DictionaryEncoder().encodeToDictionary(book)
        #expect(tree["theme"] as? String == "dark")
        #expect(try objectJSON(tree) == objectJSON(payload))
    }

    @Test func theDiscriminatorChoosesTheSubclass() throws {
        let payload: [String: Any] = [
            "featured": ["kind": "signed"].merging(signedPayload) { $1 },
            "items": [
                ["kind": "item", "ITEM_ID": 1], ["kind": "book", "ITEM_ID": 2, "AUTHOR_NM": "Banks"],
                ["kind": "signed", "ITEM_ID": 3, "signer": "Iain"],
            ],
        ]
        let shelf = try DictionaryDecoder().decode(FieldShelf.self, from: payload)
        let hand = try DictionaryDecoder().decode(HandShelf.self, from: payload)
        #expect(shelf.featured is FieldSignedBook)
        #expect(shelf.items.map(ItemValues.init) == hand.items.map(ItemValues.init))
        #expect(ItemValues(shelf.featured) == ItemValues(hand.featured))
        #expect(shelf.items.map { String(describing: type(of: $0)) } == ["FieldItem", "FieldBook", "FieldSignedBook"])
        // Foundation's coders agree, and both encode the discriminator back.
        let data = try JSONSerialization.data(withJSONObject: payload)
        let jsonShelf = try JSONDecoder().decode(FieldShelf.self, from: data)
        #expect(jsonShelf.items.map(ItemValues.init) == shelf.items.map(ItemValues.init))
        let tree = try objectJSON(try DictionaryEncoder().encode(shelf))
        #expect(tree == (try objectJSON(try DictionaryEncoder().encode(hand))))
        #expect(try encodedJSON(shelf) == tree)
        // A kind missing its required field fails at the same path as the hand-written one.
        var broken = payload
        broken["items"] = [["kind": "signed", "ITEM_ID": 3]]
        let fieldError = ItemOutcome {
            (ItemValues(try DictionaryDecoder().decode(FieldShelf.self, from: broken).featured), nil)
        }
        let handError = ItemOutcome {
            (ItemValues(try DictionaryDecoder().decode(HandShelf.self, from: broken).featured), nil)
        }
        #expect(fieldError == handError)
        #expect(fieldError.description.hasPrefix("keyNotFound at [\"items\", \"Index 0\", \"signer\"]"))
    }
}

@Suite struct MappedObjectCodingTests {
    @Test func encodingWritesWhatTheHandWrittenClassesWrite() throws {
        let decoder = DictionaryDecoder()
        let payload = signedPayload.filter { $0.key != "AUTHOR_NM" }
        try expectSameEncode(
            try decoder.decode(FieldSignedBook.self, from: payload),
            try decoder.decode(HandSignedBook.self, from: payload))
        // Under hints, the encoder writes the backend's spelling.
        let hints: HintTree = ["title": "meta.title", "signer": "SIGNED_BY"]
        let hinted = try DictionaryEncoder().encodeToDictionary(
            try decoder.decode(FieldSignedBook.self, from: payload), hints: hints)
        #expect((hinted["meta"] as? [String: Any])?["title"] as? String == "The Dispossessed")
        #expect(hinted["SIGNED_BY"] as? String == "Ursula")
        #expect(hinted["AUTHOR_NM"] == nil)
        try expectSameEncode(
            try decoder.decode(FieldSignedBook.self, from: payload),
            try decoder.decode(HandSignedBook.self, from: payload), hints: hints)
    }

    @Test func anAssignedObjectEncodesAndAnUnsetRequiredFieldThrows() throws {
        let book = FieldSignedBook()
        book.id = 1
        book.signer = "Ann"
        book.author = "Ann"
        let tree = try DictionaryEncoder().encodeToDictionary(book)
        let expected: [String: Any] = [
            "AUTHOR_NM": "Ann", "ITEM_ID": 1, "SIGNED_IN": 0, "pages": 0, "signer": "Ann", "title": "Untitled",
        ]
        #expect(try objectJSON(tree) == objectJSON(expected))
        #expect(throws: EncodingError.self) { try DictionaryEncoder().encode(FieldSignedBook()) }
    }

    @Test func aPropertyThatIsNotAFieldIsLeftAlone() throws {
        let payload = signedPayload.merging(["cachedLabel": "from payload"]) { $1 }
        #expect(try DictionaryDecoder().decode(FieldSignedBook.self, from: payload).cachedLabel == "none")
        #expect(
            try JSONDecoder().decode(FieldSignedBook.self, from: JSONSerialization.data(withJSONObject: payload))
                .cachedLabel == "none")
        let book = try DictionaryDecoder().decode(FieldSignedBook.self, from: signedPayload)
        book.cachedLabel = "changed"
        let tree = try DictionaryEncoder().encodeToDictionary(book)
        #expect(tree["cachedLabel"] == nil)
        #expect(try DictionaryReflector().reflectToDictionary(book)["cachedLabel"] == nil)
    }

    @Test func theReflectorWritesTheFieldsUnderTheirKeys() throws {
        let payload = signedPayload.filter { $0.key != "AUTHOR_NM" }
        let book = try DictionaryDecoder().decode(FieldSignedBook.self, from: payload)
        var reflected = try DictionaryReflector().reflectToDictionary(book)
        // The reflector writes a bag under its property's name, as it does for every model.
        #expect((reflected.removeValue(forKey: "unknown") as? [String: Any])?.isEmpty == true)
        let encoded = try DictionaryEncoder().encodeToDictionary(book)
        #expect(try objectJSON(reflected) == objectJSON(encoded))
        let hints: HintTree = ["title": "meta.title"]
        let hinted = try DictionaryReflector().reflectToDictionary(book, hints: hints)
        #expect((hinted["meta"] as? [String: Any])?["title"] as? String == "The Dispossessed")
    }

    @Test func updateAppliesAPatchLikeTheHandWrittenClasses() throws {
        let decoder = DictionaryDecoder()
        let hints: HintTree = ["signer": "SIGNED_BY"]
        var payload = signedPayload
        payload["SIGNED_BY"] = payload.removeValue(forKey: "signer")
        // Held as the superclass: the update gives back the object's own class.
        let book: FieldBook = try decoder.decode(FieldSignedBook.self, from: payload, hints: hints)
        let hand: HandBook = try decoder.decode(HandSignedBook.self, from: payload, hints: hints)
        let patch: [String: Any] = ["SIGNED_BY": "U. K. Le Guin", "pages": NSNull(), "AUTHOR_NM": NSNull()]
        let updated = try decoder.update(book, from: patch, hints: hints)
        let updatedHand = try decoder.update(hand, from: patch, hints: hints)
        #expect(ItemValues(updated) == ItemValues(updatedHand))
        #expect(updated is FieldSignedBook)
        #expect((updated as? FieldSignedBook)?.signer == "U. K. Le Guin" && updated.pages == 0 && updated.author == nil)
        #expect((book as? FieldSignedBook)?.signer == "Ursula")
    }

    @Test func theMonitorSeesTheSameFindings() throws {
        var payload = signedPayload
        payload["theme"] = "dark"
        payload["title"] = nil
        func findings(_ type: (some Decodable).Type) throws -> [String] {
            var decoder = DictionaryDecoder()
            decoder.monitor = MappingMonitor(sampleRate: 1)
            _ = try decoder.decode(type, from: payload)
            return decoder.monitor?.snapshot().entries.map {
                "\($0.finding) \($0.modelPath) \($0.sourcePath) \($0.count)"
            }.sorted() ?? []
        }
        let mapped = try findings(FieldSignedBook.self)
        #expect(mapped == (try findings(HandSignedBook.self)))
        #expect(mapped.count == 2)  // the unmapped `theme` and the default `title`
    }

    @Test func theArticleSnippetWorksAsDocumented() throws {
        // Sources/ModelMapper/ModelMapper.docc/Articles/ClassHierarchies.md, the first snippet.
        class Item: MappedObject {
            @Field("ITEM_ID") var id: Int
            @Field var title = ""
            @Field var price: Double?
        }
        final class Book: Item {
            @Field("AUTHOR_NM") var author: String?
            @Field("PAGES", through: Coerced<Int>.self) var pages = 0
        }
        let book = try DictionaryDecoder().decode(
            Book.self, from: ["ITEM_ID": 7, "AUTHOR_NM": "Le Guin", "PAGES": "320"])
        #expect(book.id == 7 && book.title == "" && book.price == nil && book.author == "Le Guin" && book.pages == 320)
        let expected: [String: Any] = ["ITEM_ID": 7, "title": "", "AUTHOR_NM": "Le Guin", "PAGES": 320]
        #expect(try objectJSON(try DictionaryEncoder().encodeToDictionary(book)) == objectJSON(expected))
    }

    @Test func theFieldLayoutIsMadeOncePerClass() async throws {
        final class Probe: MappedObject {
            @Field var a = 1
            @Field("B") var b: String?
        }
        // Other tests add their classes to the same cache at the same time, so this looks at Probe's entry only.
        let probe = ObjectIdentifier(Probe.self)
        #expect(!FieldLayout.cache.contains(probe))
        for _ in 0..<3 { _ = try DictionaryDecoder().decode(Probe.self, from: ["a": 2]) }
        #expect(FieldLayout.cache.contains(probe))
        var madeAgain = false
        _ = FieldLayout.cache.layout(for: probe) {
            madeAgain = true
            return FieldLayout.of(Probe())
        }
        #expect(!madeAgain)
        // Probe's fields, then MappedObject's (none).
        #expect(FieldLayout.of(Probe()).levels.map { $0.map(\.key.stringValue) } == [["a", "B"], []])
        // A field whose initial value makes a mapped object of its own: its fields are made during the outer
        // object's init() too, so the decode finds the outer fields with Mirror instead, and reads both right.
        final class Holder: MappedObject {
            @Field var inner = Probe()
            @Field var count = 0
        }
        let holder = try DictionaryDecoder().decode(Holder.self, from: ["inner": ["a": 5, "B": "b"], "count": 3])
        #expect(holder.inner.a == 5 && holder.inner.b == "b" && holder.count == 3)
        let json = try JSONDecoder().decode(Holder.self, from: Data(#"{"inner":{"a":6},"count":4}"#.utf8))
        #expect(json.inner.a == 6 && json.inner.b == nil && json.count == 4)
        // Many threads decoding many classes at once agree.
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let book = try DictionaryDecoder().decode(
                        FieldSignedBook.self, from: signedPayload.merging(["ITEM_ID": index]) { $1 })
                    return book.id
                }
            }
            var ids: Set<Int> = []
            for try await id in group { ids.insert(id) }
            #expect(ids == Set(0..<16))
        }
    }
}

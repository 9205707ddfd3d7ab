import Foundation
import Testing

@testable import ModelMapper

/// A ``KeyShape`` lets a key strategy read a scanned object's keys as bytes once an object with the same keys has
/// taught it which source key each coding key reads. It changes how fast a key is found, never which: a list decoded
/// from JSON text with shapes equals the same list decoded without them and the list decoded from
/// `JSONSerialization`'s tree, value or error, under every key strategy that converts a key by its spelling alone; and
/// the shapes a decode keeps are bounded.
@Suite struct KeyShapeTests {
    // MARK: The property

    @Test(arguments: [
        DictionaryDecoder.KeyDecodingStrategy.convertFromSnakeCase, .convertFromKebabCase, .caseInsensitive,
    ])
    func aListReadThroughShapesEqualsItReadThroughMembers(strategy: DictionaryDecoder.KeyDecodingStrategy) throws {
        var random = SeededGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x5A4B_E5A9_E001))
        var failedBoth = 0
        for iteration in 0..<120 {
            let list = random.shapedList(under: strategy)
            let context = "iteration \(iteration), \(list)"
            let fromShapes = Result { try list.decoder.decode([ShapeReader].self, from: list.data, hints: list.hints) }
            let bothFailed = expectSameDecode(
                fromShapes,
                Result { try list.decoderWithoutShapes.decode([ShapeReader].self, from: list.data, hints: list.hints) },
                context)
            if bothFailed { failedBoth += 1 }
            let tree = try JSONSerialization.jsonObject(with: list.data)
            _ = expectSameDecode(
                fromShapes, Result { try list.decoder.decode([ShapeReader].self, from: tree, hints: list.hints) },
                context)
        }
        // Some lists must fail, or the error half of the property says nothing.
        #expect(failedBoth > 5)
    }

    /// A report follows shapes too: its entries (unmapped source keys listed through the converted keys' index,
    /// fallback candidates, unused hints) are those of the decode through members and of the tree's decode.
    @Test(arguments: [
        DictionaryDecoder.KeyDecodingStrategy.convertFromSnakeCase, .convertFromKebabCase, .caseInsensitive,
    ])
    func aListsReportThroughShapesEqualsItsReportThroughMembers(strategy: DictionaryDecoder.KeyDecodingStrategy) throws
    {
        var random = SeededGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x5A4B_E5A9_E002))
        var reportedUnmapped = 0
        var failedBoth = 0
        for iteration in 0..<120 {
            let list = random.shapedList(under: strategy)
            let context = "iteration \(iteration), \(list)"
            let fromShapes = list.decoder.attemptDecode([ShapeReader].self, from: list.data, hints: list.hints)
            let fromMembers = list.decoderWithoutShapes.attemptDecode(
                [ShapeReader].self, from: list.data, hints: list.hints)
            if expectSameDecode(fromShapes.result, fromMembers.result, context) { failedBoth += 1 }
            #expect(fromShapes.report == fromMembers.report, "\(context)")
            let tree = try JSONSerialization.jsonObject(with: list.data)
            let fromTree = list.decoder.attemptDecode([ShapeReader].self, from: tree, hints: list.hints)
            #expect(Set(fromShapes.report.entries) == Set(fromTree.report.entries), "\(context)")
            if fromShapes.report.entries.contains(where: { $0.kind == .unmappedSourceKey }) { reportedUnmapped += 1 }
        }
        // Reports that list unread keys, and failed decodes, or half of the property says nothing.
        #expect(reportedUnmapped > 20)
        #expect(failedBoth > 5)
    }

    /// The common case: every object has the same keys, and each coding key reads a converted one.
    @Test func aListOfOneShapeReadsEveryObjectsConvertedKeys() throws {
        let text =
            "[" + (0..<5).map { #"{"user_id": \#($0), "user_name": "n\#($0)", "id": \#($0)}"# }.joined(separator: ",")
            + "]"
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.userInfo[ShapeReader.names] = ["userId", "userName", "id", "absentKey"]
        let readers = try decoder.decode([ShapeReader].self, from: Data(text.utf8))
        #expect(readers.map(\.first) == (0..<5).map { Optional($0) })
        #expect(readers.map { $0.read["userName"] } == (0..<5).map { .some(.string("n\($0)")) })
        #expect(readers.map { $0.read["id"] } == (0..<5).map { .some(.integer($0)) })
        #expect(readers.allSatisfy { $0.read["absentKey"] == .some(nil) })
    }

    /// Two keys that convert alike: the first in code-point order is read, in every object of the shape.
    @Test func keysThatConvertAlikeReadTheFirstInEveryObject() throws {
        let object = #"{"user__id": 1, "user_id": 2, "userName": 3, "user_name": 4}"#
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.userInfo[ShapeReader.names] = ["userId", "userName"]
        let readers = try decoder.decode([ShapeReader].self, from: Data("[\(object), \(object), \(object)]".utf8))
        // "user__id" sorts before "user_id"; the key spelled as the coding key is read as it is.
        #expect(readers.map(\.first) == [1, 1, 1])
        #expect(readers.map { $0.read["userName"] } == Array(repeating: .some(.integer(3)), count: 3))
    }

    // MARK: One shape

    @Test func aShapeAnswersWhatItLearnedInAnyOrder() throws {
        let shape = KeyShape(reference: try Self.view(#"{"user_id": 1}"#))
        var cursor = 0
        #expect(shape.answer(forKey: "userId", at: &cursor) == nil)
        shape.learn("userId", .key("user_id"))
        shape.learn("absent", .missing)
        shape.learn("userId", .missing)
        #expect(shape.learnedKeys == ["userId", "absent"])

        var next = 0
        #expect(shape.answer(forKey: "userId", at: &next) == .key("user_id"))
        #expect(next == 1)
        #expect(shape.answer(forKey: "absent", at: &next) == .missing)
        #expect(next == 2)
        // Off the cursor: found all the same, and the cursor moves past it.
        #expect(shape.answer(forKey: "userId", at: &next) == .key("user_id"))
        #expect(next == 1)
        #expect(shape.answer(forKey: "other", at: &next) == nil)
    }

    @Test func aShapeStopsLearningAtItsLimit() throws {
        let shape = KeyShape(reference: try Self.view("{}"))
        for index in 0..<(KeyShape.stepLimit + 10) { shape.learn("key\(index)", .missing) }
        #expect(shape.learnedKeys.count == KeyShape.stepLimit)
        var cursor = 0
        #expect(shape.answer(forKey: "key\(KeyShape.stepLimit)", at: &cursor) == nil)
    }

    // MARK: The shapes of a decode

    @Test func objectsWithTheSameKeysInTheSameOrderShareAShape() throws {
        let first = try Self.view(#"{"user_id": 1, "name": "a"}"#)
        var shapes = KeyShapes()
        let made = shapes.shape(forKeys: ShapeReader.Key.self, of: first)
        let shape = try #require(made)
        #expect(shapes.shape(forKeys: ShapeReader.Key.self, of: first) === shape)
        #expect(
            shapes.shape(forKeys: ShapeReader.Key.self, of: try Self.view(#"{"user_id": [2], "name": null}"#)) === shape
        )
        // Other keys, the same keys in another order, or another model type: another shape.
        for text in [#"{"name": "a", "user_id": 1}"#, #"{"user_id": 1, "namf": "a"}"#, #"{"user_id": 1}"#] {
            #expect(shapes.shape(forKeys: ShapeReader.Key.self, of: try Self.view(text)) !== shape, "\(text)")
        }
        #expect(shapes.shape(forKeys: AnyCodingKey.self, of: first) !== shape)
    }

    @Test func aDecodeKeepsABoundedNumberOfShapes() throws {
        var shapes = KeyShapes()
        let views = try (0..<(KeyShapes.shapesPerType + 2)).map { try Self.view(#"{"key_\#($0)": 1}"#) }
        let kept = views.map { shapes.shape(forKeys: ShapeReader.Key.self, of: $0) }
        #expect(kept.map { $0 != nil } == views.indices.map { $0 < KeyShapes.shapesPerType })
        // The shapes kept stay, and are found again.
        #expect(shapes.shape(forKeys: ShapeReader.Key.self, of: views[0]) === kept[0])

        var perType = KeyShapes()
        let types = (0..<(KeyShapes.typeLimit + 2)).map(Self.keyType)
        let answers = types.map { perType.shape(forKeys: $0, of: views[0]) }
        #expect(answers.map { $0 != nil } == types.indices.map { $0 < KeyShapes.typeLimit })
    }

    // MARK: Helpers

    private static func view(_ text: String) throws -> JSONObjectView {
        let document = try #require(try JSONDocument.scanned(Data(text.utf8)))
        return try #require(JSONObjectView(JSONNode(document: document, index: 0)))
    }

    /// A distinct metatype for each depth: `Int`, `[Int]`, `[[Int]]`…
    private static func keyType(_ depth: Int) -> Any.Type {
        func wrapped<T>(_: T.Type) -> Any.Type { [T].self }
        var type: Any.Type = Int.self
        for _ in 0..<depth { type = _openExistential(type, do: wrapped) }
        return type
    }
}

/// Reads the coding keys `userInfo[names]` lists, the first as an `Int`, through a key type of its own (so that a key
/// strategy reads them through the model's shapes), then its children, objects of the same model with other keys.
private struct ShapeReader: Decodable, Equatable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let names = CodingUserInfoKey(rawValue: "shapeReaderNames")!
    var first: Int?
    var read: [String: JSONValue?] = [:]
    var children: [ShapeReader]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let names = decoder.userInfo[Self.names] as? [String] ?? []
        for (index, name) in names.enumerated() {
            if index == 0 {
                first = try container.decodeIfPresent(Int.self, forKey: Key(stringValue: name))
            } else {
                read[name] = try container.decodeIfPresent(JSONValue.self, forKey: Key(stringValue: name))
            }
        }
        children = try container.decodeIfPresent([ShapeReader].self, forKey: Key(stringValue: "children"))
    }
}

extension DictionaryDecoder.KeyDecodingStrategy {
    /// The separator the strategy converts at: `-` for kebab case, else `_` (which case-insensitive keys keep).
    fileprivate var separatorForTests: String {
        if case .convertFromKebabCase = self { return "-" }
        return "_"
    }

    /// The coding key a source key converts to, or the key itself where the strategy compares keys ignoring case.
    fileprivate func convertedForTests(_ key: String, separator: String) -> String {
        if isCaseInsensitive { return key.uppercased() }
        return KeyIndex.camelCase(fromSeparated: key, separator: Character(separator))
    }
}

/// A generated list for the shape properties: its JSON text, the coding keys ``ShapeReader`` reads, and hints.
private struct ShapedList: CustomStringConvertible {
    let data: Data
    let names: [String]
    let hints: HintTree
    /// A decoder under the strategy, telling ``ShapeReader`` the names.
    let decoder: DictionaryDecoder

    /// The same decoder without decode plans, and so without shapes: objects read through their members.
    var decoderWithoutShapes: DictionaryDecoder {
        var decoder = decoder
        decoder.usesDecodePlans = false
        return decoder
    }

    var description: String { "reading \(names), hints \(hints), text \(String(decoding: data, as: UTF8.self))" }
}

extension SeededGenerator {
    /// A list whose objects mostly share one of a few sets of keys, drawn from words that convert alike under
    /// `strategy`, so that later objects follow the shapes earlier ones taught; the names read are converted keys or
    /// source keys as they are.
    fileprivate mutating func shapedList(under strategy: DictionaryDecoder.KeyDecodingStrategy) -> ShapedList {
        let separator = strategy.separatorForTests
        let vocabulary = convertingKeys(count: 8, separator: separator)
        let shapes = (0..<int(in: 1...3)).map { _ in keys(from: vocabulary) }
        let list = (0..<int(in: 1...10)).map { _ in shapedObject(shapes: shapes, vocabulary: vocabulary, depth: 0) }
        let names = (0..<int(in: 1...8)).map { _ in
            pick(vocabulary.map { strategy.convertedForTests($0, separator: separator) } + vocabulary)
        }
        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy = strategy
        decoder.userInfo[ShapeReader.names] = names
        return ShapedList(
            data: Data(("[" + list.joined(separator: ", ") + "]").utf8), names: names,
            hints: shapeHints(names: names, vocabulary: vocabulary), decoder: decoder)
    }

    /// Some keys of the vocabulary, in an order of their own, each once.
    fileprivate mutating func keys(from vocabulary: [String]) -> [String] {
        var keys = Array(Set(vocabulary.filter { _ in chance(0.6) }))
        keys.sort()
        keys.shuffle(using: &self)
        return keys
    }

    /// An object with the keys of one of the shapes, or keys of its own; values of every kind, some of them
    /// numbers, so that the first key read may or may not be an `Int`; sometimes children.
    fileprivate mutating func shapedObject(shapes: [[String]], vocabulary: [String], depth: Int) -> String {
        let keys = chance(0.8) ? pick(shapes) : self.keys(from: vocabulary)
        var members = keys.map { key in
            "\"\(key)\": \(pick(["1", "7", "\"text\"", "null", "[1, {\"x\": 2}]", "{\"y\": \"z\"}", "2.5"]))"
        }
        if depth < 2, chance(0.25) {
            let children = (0..<int(in: 0...3)).map { _ in
                shapedObject(shapes: shapes, vocabulary: vocabulary, depth: depth + 1)
            }
            members.insert("\"children\": [\(children.joined(separator: ", "))]", at: int(in: 0...members.count))
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// No hints, or hints for some of the names read: the model key itself with nested hints (which the strategy
    /// converts), a source key, or candidates.
    fileprivate mutating func shapeHints(names: [String], vocabulary: [String]) -> HintTree {
        guard chance(0.5) else { return .empty }
        var entries: [String: Hint] = [:]
        for name in names where chance(0.5) {
            entries[name] = pick([
                .nested(["x": "y"]), .key(pick(vocabulary)), .candidates([pick(vocabulary), pick(vocabulary)]),
            ])
        }
        return HintTree(entries)
    }
}

import Foundation
import Synchronization
import Testing

@testable import ModelMapper

/// Arrays are decoded by the decoder's own loop (`ArrayDecodable`), not `Array.init(from:)`: the same values, the
/// same errors at the same paths, and nothing leaked or lost when an element fails part way.
@Suite struct ArrayDecodingTests {
    private struct Item: Codable, Equatable {
        var id: Int
        var name: String?
    }

    @Test func anArrayOfModelsDecodesLikeJSONDecoder() throws {
        let tree: [Any] = [["id": 1, "name": "a"], ["id": 2], ["id": 3, "name": NSNull()]]
        let ours = try DictionaryDecoder().decode([Item].self, from: tree)
        let json = try JSONSerialization.data(withJSONObject: tree)
        #expect(ours == (try JSONDecoder().decode([Item].self, from: json)))
        #expect(ours == [Item(id: 1, name: "a"), Item(id: 2, name: nil), Item(id: 3, name: nil)])
    }

    @Test func nestedEmptyAndOptionalElementArraysDecode() throws {
        let decoder = DictionaryDecoder()
        #expect(try decoder.decode([[Int]].self, from: [[1, 2], [], [3]]) == [[1, 2], [], [3]])
        #expect(try decoder.decode([Item].self, from: [Any]()) == [])
        #expect(try decoder.decode([Int?].self, from: [1, NSNull(), 3]) == [1, nil, 3])
    }

    /// Empty arrays decoded on many threads at once write nothing shared: every empty array, source or result, is
    /// the standard library's one empty storage (ThreadSanitizer runs this suite).
    @Test func emptyArraysDecodeConcurrently() async throws {
        struct Box: Decodable { var items: [Item], tags: [String] }
        let decoder = DictionaryDecoder()
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    let tree: [String: Any] = ["items": [Any](), "tags": [Any]()]
                    var count = 0
                    for _ in 0..<200 {
                        let box = try decoder.decode(Box.self, from: tree)
                        count += box.items.count + box.tags.count + 1
                    }
                    return count
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 200, count: 12))
    }

    /// A failing element throws its own error, at its index in the model and its key in the source.
    @Test func aFailingElementNamesItsIndexAndSourcePath() throws {
        let hints = try HintTree(legacy: ["items": "ITEMS", "ITEMS": ["id": "ID"]])
        struct Box: Decodable { var items: [Item] }
        let tree: [String: Any] = ["ITEMS": [["ID": 1], ["ID": 2], ["ID": "three"], ["ID": 4]]]
        let error = expectDecodingError(.typeMismatch, at: ["items", "Index 2", "id"]) {
            try DictionaryDecoder().decode(Box.self, from: tree, hints: hints)
        }
        #expect(error?.context?.debugDescription.hasSuffix("(source path: ITEMS[2].ID)") == true)
    }

    /// The elements decoded before a failing one are released with the partial array.
    @Test func elementsDecodedBeforeAFailureAreReleased() throws {
        let tree: [Any] = [["id": 1], ["id": 2], ["id": "three"]]
        #expect(throws: DecodingError.self) { try DictionaryDecoder().decode([Counted].self, from: tree) }
        #expect(Counted.live.withLock { $0 } == 0)
        #expect(Counted.made.withLock { $0 } == 2)
    }

    /// The `.singleValueAsArray` coercion still wraps a lone value for an array property.
    @Test func aLoneValueIsWrappedOnlyWhenTheCoercionIsOn() throws {
        struct Tags: Decodable { var tags: [String] }
        var lenient = DictionaryDecoder()
        lenient.coercions = [.singleValueAsArray]
        #expect(try lenient.decode(Tags.self, from: ["tags": "one"]).tags == ["one"])
        expectDecodingError(.typeMismatch, at: ["tags"]) {
            try DictionaryDecoder().decode(Tags.self, from: ["tags": "one"])
        }
    }
}

/// A model that counts its live instances, to show that a failed array decode releases what it built. Used by one
/// test only, so the counters are not shared between concurrently running tests.
private final class Counted: Decodable {
    static let live = Mutex(0)
    static let made = Mutex(0)
    let id: Int

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        Self.live.withLock { $0 += 1 }
        Self.made.withLock { $0 += 1 }
    }

    deinit { Self.live.withLock { $0 -= 1 } }

    private enum CodingKeys: String, CodingKey { case id }
}

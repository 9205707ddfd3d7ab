import Foundation
import Testing

@testable import ModelMapper

/// Where the decoder is: coding paths of decoders and containers kept after `init(from:)` returns, with and without
/// the mapping report (whose records live on the decoder's nodes), checked against `JSONDecoder`.
@Suite struct DecoderPositionTests {
    private let source: [String: Any] = ["child": ["n": ["x": 1], "list": [["x": 2]], "s": ["x": 3]]]

    @Test func keptContainersKeepJSONDecodersPaths() throws {
        let data = try JSONSerialization.data(withJSONObject: source)
        let expected = try JSONDecoder().decode(KeepingParent.self, from: data).kept.paths()
        let plain = try DictionaryDecoder().decode(KeepingParent.self, from: source).kept.paths()
        #expect(plain == expected)
        let result = try DictionaryDecoder().decodeWithReport(KeepingParent.self, from: source)
        #expect(result.value.kept.paths() == expected)
        // The kept nested container read nothing of its object.
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["child.n.x"])
    }

    @Test func aContainerKeptAfterAReportStillReads() throws {
        let parent = try DictionaryDecoder().decodeWithReport(KeepingParent.self, from: source).value
        let nested = try #require(parent.kept.nested)
        #expect(try nested.decode(Int.self, forKey: .x) == 1)
        #expect(nested.codingPath.map(\.stringValue) == ["child", "n"])
    }

    /// The decoder reuses the node of a nested value once nothing holds it; a sibling decoded later must not move
    /// what an earlier sibling kept, nor a later error's path.
    @Test func nodesReusedForLaterSiblingsLeaveKeptPathsAndErrorsAlone() throws {
        let plain: [String: Any] = ["inner": ["inner": [:] as [String: Any]]]
        let source: [String: Any] = [
            "first": plain, "kept": ["n": ["x": 1], "list": [["x": 2]], "s": ["x": 3]], "later": [plain, plain, plain],
        ]
        let data = try JSONSerialization.data(withJSONObject: source)
        let expected = try JSONDecoder().decode(Siblings.self, from: data).kept.kept.paths()
        #expect(expected == ["", "kept", "kept.n", "kept.list", "kept.s"])
        #expect(try DictionaryDecoder().decode(Siblings.self, from: source).kept.kept.paths() == expected)
        #expect(
            try DictionaryDecoder().decodeWithReport(Siblings.self, from: source).value.kept.kept.paths() == expected)

        var broken = source
        broken["later"] = [plain, plain, ["inner": ["inner": ["inner": 7]]]]
        let foundation = expectDecodingError(.typeMismatch, at: ["later", "Index 2", "inner", "inner", "inner"]) {
            try JSONDecoder().decode(Siblings.self, from: JSONSerialization.data(withJSONObject: broken))
        }
        #expect(foundation != nil)
        let hinted = expectDecodingError(.typeMismatch, at: ["later", "Index 2", "inner", "inner", "inner"]) {
            try DictionaryDecoder().decode(
                Siblings.self, from: ["first": plain, "kept": source["kept"] ?? [:], "LATER": broken["later"] ?? []],
                hints: ["later": "LATER"])
        }
        #expect(hinted?.context?.debugDescription.contains("(source path: LATER[2].inner.inner.inner)") == true)
    }

    /// Keyed states hold their decoder, and the decoder keeps nodes for reuse: once the decode returns, nothing may
    /// keep the decoder alive but what the models kept, even if a kept decoder opens containers afterwards.
    @Test func theDecoderIsFreedWhenTheDecodeAndWhatItsModelsKeptAreGone() throws {
        let witness = DecoderWitness()
        var decoder = DictionaryDecoder()
        decoder.userInfo[try #require(DecoderWitness.key)] = witness
        let source: [String: Any] = ["items": [["x": 1], ["x": 2], ["x": 3]], "more": [["x": 4]]]
        let decoded = try decoder.decode(Witnessed.self, from: source)
        #expect(decoded.items.map(\.x) + decoded.more.map(\.x) == [1, 2, 3, 4])
        #expect(witness.decoder == nil)

        var keeping: KeepingChild? = try decoder.decode(KeepingChild.self, from: self.source["child"] ?? [:])
        do {
            let kept = try #require(keeping?.kept.decoder)
            witness.decoder = kept as AnyObject
            let container = try kept.container(keyedBy: KeepingChild.Keys.self)
            #expect(try container.decode([String: Int].self, forKey: .n) == ["x": 1])
        }
        #expect(witness.decoder != nil)
        keeping = nil
        #expect(witness.decoder == nil)
    }

    @Test func depthErrorsNameTheModelPathAndTheSourcePath() throws {
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 2
        let error = #expect(throws: ModelMapperError.self) {
            try shallow.decode(Nest.self, from: ["NEXT": ["NEXT": ["NEXT": [:] as [String: Any]]]], hints: Nest.hints)
        }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location == "NEXT.NEXT")
        let reported = #expect(throws: ModelMapperError.self) {
            try shallow.decodeWithReport(
                Nest.self, from: ["NEXT": ["NEXT": ["NEXT": [:] as [String: Any]]]], hints: Nest.hints)
        }
        #expect(reported?.location == "NEXT.NEXT")
    }

    @Test func aFoundationContainerInsideItselfIsACycleAtItsSourcePath() throws {
        let inner = NSMutableDictionary()
        let outer = NSMutableDictionary(dictionary: ["next": inner])
        inner["next"] = outer
        defer { inner.removeAllObjects() }
        let error = #expect(throws: ModelMapperError.self) { try DictionaryDecoder().decode(Chain.self, from: outer) }
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "next.next")
    }
}

/// What a child kept of its decode, to be asked after it returned.
private final class Kept: @unchecked Sendable {
    var decoder: (any Decoder)?
    var container: KeyedDecodingContainer<KeepingChild.Keys>?
    var nested: KeyedDecodingContainer<KeepingChild.Keys>?
    var list: (any UnkeyedDecodingContainer)?
    var superDecoder: (any Decoder)?

    /// The paths of everything kept, as strings.
    func paths() -> [String] {
        let kept: [[any CodingKey]?] = [
            decoder?.codingPath, container?.codingPath, nested?.codingPath, list?.codingPath, superDecoder?.codingPath,
        ]
        return kept.map { path in path.map { $0.map(\.stringValue).joined(separator: ".") } ?? "-" }
    }
}

private struct KeepingChild: Decodable {
    let kept = Kept()

    enum Keys: String, CodingKey { case n, list, s, x }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        kept.decoder = decoder
        kept.container = container
        kept.nested = try container.nestedContainer(keyedBy: Keys.self, forKey: .n)
        kept.list = try container.nestedUnkeyedContainer(forKey: .list)
        kept.superDecoder = try container.superDecoder(forKey: .s)
    }
}

private struct KeepingParent: Decodable {
    let kept: Kept

    enum Keys: String, CodingKey { case child }

    init(from decoder: any Decoder) throws {
        kept = try decoder.container(keyedBy: Keys.self).decode(KeepingChild.self, forKey: .child).kept
    }
}

/// A value whose nested values the decoder reuses nodes for, around one that keeps its containers.
private struct Siblings: Decodable {
    let first: Plain
    let kept: KeepingChild
    let later: [Plain]

    struct Plain: Decodable {
        let inner: [String: Plain]?
    }
}

/// Holds, weakly, the decoder a ``Witnessed`` decode ran on (handed in through `userInfo`).
private final class DecoderWitness: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "DecoderWitness")
    weak var decoder: AnyObject?
}

/// Objects that tell the witness which decoder read them.
private struct Witnessed: Decodable {
    let items: [Item]
    let more: [Item]

    struct Item: Decodable {
        let x: Int

        enum Keys: String, CodingKey { case x }

        init(from decoder: any Decoder) throws {
            let witness = DecoderWitness.key.flatMap { decoder.userInfo[$0] as? DecoderWitness }
            witness?.decoder = decoder as AnyObject
            x = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .x)
        }
    }
}

private final class Nest: Decodable {
    let next: Nest?
    static let hints: HintTree = ["next": .key("NEXT", nested: ["next": "NEXT"])]
}

private final class Chain: Decodable {
    let next: Chain?
}

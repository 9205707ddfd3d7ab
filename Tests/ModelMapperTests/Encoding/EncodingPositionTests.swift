import Foundation
import Testing

@testable import ModelMapper

/// The encoder's position model (`EncodingPosition`): the coding path at every point an encode can ask for it,
/// including containers and encoders kept after the call that made them returns, and the depth limit's errors.
@Suite struct EncodingPositionTests {
    @Test func everyEncoderAndContainerKnowsItsPath() throws {
        let log = PathLog()
        _ = try DictionaryEncoder().encode(Tour(log: log))
        #expect(
            log.entries == [
                "root encoder: ",
                "root container: ",
                "nested keyed: nested",
                "member of nested: nested.inner",
                "nested unkeyed: list",
                "element: list.[0]",
                "keyed in unkeyed: list.[1]",
                "unkeyed in unkeyed: list.[2]",
                "element of inner array: list.[2].[0]",
                "unkeyed super encoder: list.[3]",
                "super encoder: super",
                "super encoder for key: base",
                "single value below: wrapped",
                "dictionary entry: map.k",
            ])
    }

    @Test func aHintedKeyPathKeepsTheModelPath() throws {
        let log = PathLog()
        let hints: HintTree = ["child": "a.b"]
        _ = try DictionaryEncoder().encode(Hinted(log: log), hints: hints)
        #expect(log.entries == ["hinted child: child"])
    }

    @Test func containersKeptAfterTheirCallReturnKeepTheirPath() throws {
        let kept = Kept()
        _ = try DictionaryEncoder().encode(KeepingParent(kept: kept))
        let container = try #require(kept.container)
        let nested = try #require(kept.nested)
        let superEncoder = try #require(kept.superEncoder)
        let encoder = try #require(kept.encoder)
        #expect(dottedPath(encoder.codingPath) == "child")
        #expect(dottedPath(container.codingPath) == "child")
        #expect(dottedPath(nested.codingPath) == "child.n")
        #expect(dottedPath(superEncoder.codingPath) == "child.s")
    }

    @Test func depthErrorsNameWhereTheLimitWasReached() throws {
        var shallow = DictionaryEncoder()
        shallow.maximumDepth = 2
        // A key path written by a hint counts a container per segment but the last.
        let hinted = #expect(throws: ModelMapperError.self) {
            try shallow.encode(Hinted(log: PathLog()), hints: ["child": "a.b.c"])
        }
        #expect(hinted?.code == .depthLimitExceeded)
        #expect(hinted?.location == "child")
        // A super encoder's container is one deeper than the container it belongs to.
        let chained = #expect(throws: ModelMapperError.self) { try shallow.encode(SuperLevels(levels: 3)) }
        #expect(chained?.code == .depthLimitExceeded)
        #expect(chained?.location == "super.super")
        // A value encoded through a single-value container counts one level.
        let wrapped = #expect(throws: ModelMapperError.self) { try shallow.encode(Wraps(levels: 3)) }
        #expect(wrapped?.code == .depthLimitExceeded)
        #expect(wrapped?.location == "")
    }

    @Test func theTopLevelPathIsEmptyEverywhereJSONEncoderSaysSo() throws {
        let log = PathLog()
        _ = try JSONEncoder().encode(TopOnly(log: log))
        let expected = log.entries
        log.entries = []
        _ = try DictionaryEncoder().encode(TopOnly(log: log))
        #expect(log.entries == expected)
    }
}

/// The coding paths seen during an encode, rendered `a.[0].b`.
private final class PathLog: @unchecked Sendable {
    var entries: [String] = []

    func note(_ label: String, _ path: [any CodingKey]) { entries.append("\(label): \(dottedPath(path))") }

}

private struct Tour: Encodable {
    let log: PathLog

    enum Keys: String, CodingKey { case nested, inner, list, base, wrapped, map }

    func encode(to encoder: any Encoder) throws {
        log.note("root encoder", encoder.codingPath)
        var container = encoder.container(keyedBy: Keys.self)
        log.note("root container", container.codingPath)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
        log.note("nested keyed", nested.codingPath)
        try nested.encode(Probe(label: "member of nested", log: log), forKey: .inner)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        log.note("nested unkeyed", list.codingPath)
        try list.encode(Probe(label: "element", log: log))
        let keyed = list.nestedContainer(keyedBy: Keys.self)
        log.note("keyed in unkeyed", keyed.codingPath)
        var inner = list.nestedUnkeyedContainer()
        log.note("unkeyed in unkeyed", inner.codingPath)
        try inner.encode(Probe(label: "element of inner array", log: log))
        let unkeyedSuper = list.superEncoder()
        log.note("unkeyed super encoder", unkeyedSuper.codingPath)
        let superEncoder = container.superEncoder()
        log.note("super encoder", superEncoder.codingPath)
        let base = container.superEncoder(forKey: .base)
        log.note("super encoder for key", base.codingPath)
        try container.encode(Wrapper(inner: Probe(label: "single value below", log: log)), forKey: .wrapped)
        try container.encode(["k": Probe(label: "dictionary entry", log: log)], forKey: .map)
    }
}

/// Notes its encoder's path, and encodes an empty object.
private struct Probe: Encodable {
    let label: String
    let log: PathLog

    func encode(to encoder: any Encoder) throws {
        log.note(label, encoder.codingPath)
        _ = encoder.container(keyedBy: AnyCodingKey.self)
    }
}

/// Encodes what it wraps through its single-value container.
private struct Wrapper<Inner: Encodable>: Encodable {
    let inner: Inner

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(inner)
    }
}

private struct Hinted: Encodable {
    let log: PathLog

    enum Keys: String, CodingKey { case child }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Probe(label: "hinted child", log: log), forKey: .child)
    }
}

/// What a child kept of its encode, to be asked after it returned.
private final class Kept: @unchecked Sendable {
    var encoder: (any Encoder)?
    var container: KeyedEncodingContainer<KeepingChild.Keys>?
    var nested: KeyedEncodingContainer<KeepingChild.Keys>?
    var superEncoder: (any Encoder)?
}

private struct KeepingChild: Encodable {
    let kept: Kept

    enum Keys: String, CodingKey { case n, s }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        kept.encoder = encoder
        kept.nested = container.nestedContainer(keyedBy: Keys.self, forKey: .n)
        kept.superEncoder = container.superEncoder(forKey: .s)
        kept.container = container
    }
}

private struct KeepingParent: Encodable {
    let kept: Kept

    enum Keys: String, CodingKey { case child }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(KeepingChild(kept: kept), forKey: .child)
    }
}

/// `levels` objects, each encoding the next through `superEncoder()`.
private struct SuperLevels: Encodable {
    let levels: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        guard levels > 0 else { return }
        try SuperLevels(levels: levels - 1).encode(to: container.superEncoder())
    }
}

/// `levels` wrappers, each encoding the next through its single-value container, around an empty object.
private struct Wraps: Encodable {
    let levels: Int

    func encode(to encoder: any Encoder) throws {
        guard levels > 0 else {
            _ = encoder.container(keyedBy: AnyCodingKey.self)
            return
        }
        var container = encoder.singleValueContainer()
        try container.encode(Wraps(levels: levels - 1))
    }
}

/// Notes the top-level paths that `JSONEncoder` and `DictionaryEncoder` agree on.
private struct TopOnly: Encodable {
    let log: PathLog

    enum Keys: String, CodingKey { case a }

    func encode(to encoder: any Encoder) throws {
        log.note("encoder", encoder.codingPath)
        var container = encoder.container(keyedBy: Keys.self)
        log.note("container", container.codingPath)
        try container.encode(1, forKey: .a)
    }
}

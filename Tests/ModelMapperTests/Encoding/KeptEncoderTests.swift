import Foundation
import Testing

@testable import ModelMapper

/// Encoders and containers a model keeps after its `encode(to:)` returns, while the encoder that made them is gone:
/// their paths, counts and errors are `JSONEncoder`'s.
@Suite struct KeptEncoderTests {
    /// What the keeper kept: no encoder, only what its containers handed out.
    final class Kept: @unchecked Sendable {
        var keyedSuper: (any Encoder)?
        var keyedSuperForKey: (any Encoder)?
        var unkeyedSuper: (any Encoder)?
        var unkeyed: UnkeyedEncodingContainer?
    }

    /// Keeps two super encoders of its keyed container, its unkeyed container `list` after writing three elements,
    /// and a super encoder of another unkeyed container, `more`, after writing one.
    struct Keeper: Encodable {
        let kept: Kept
        /// Whether `list` is kept: a kept container keeps its encoder alive, so without it only the super encoders
        /// outlive the encoder they belong to.
        var keepsList = true

        enum Keys: String, CodingKey { case list, more, s }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            try list.encode(2)
            try list.encode(3)
            if keepsList { kept.unkeyed = list }
            var more = container.nestedUnkeyedContainer(forKey: .more)
            try more.encode(1)
            kept.unkeyedSuper = more.superEncoder()
            kept.keyedSuper = container.superEncoder()
            kept.keyedSuperForKey = container.superEncoder(forKey: .s)
        }
    }

    /// An element of `items`, holding a keeper or not.
    struct Item: Encodable {
        var keeper: Keeper?
    }

    /// `{"items": [{}, {"keeper": …}]}`: the keeper is at `items[1].keeper`.
    struct Outer: Encodable {
        var items: [Item]
    }

    /// What each kept thing reports once the encode has returned, rendered `items.[1].keeper.s`.
    static func observe(keepsList: Bool = true, _ encode: (Outer) throws -> Void) throws -> [String] {
        let kept = Kept()
        try encode(Outer(items: [Item(), Item(keeper: Keeper(kept: kept, keepsList: keepsList))]))
        var seen: [String] = []
        for (label, encoder) in [
            ("keyed superEncoder()", kept.keyedSuper), ("superEncoder(forKey:)", kept.keyedSuperForKey),
            ("unkeyed superEncoder()", kept.unkeyedSuper),
        ] {
            guard let encoder else { continue }
            seen.append("\(label): \(dottedPath(encoder.codingPath))")
            var single = encoder.singleValueContainer()
            do {
                try single.encode(Double.nan)
                seen.append("\(label) NaN: no error")
            } catch EncodingError.invalidValue(_, let context) {
                seen.append("\(label) NaN: \(dottedPath(context.codingPath))")
            }
        }
        if var unkeyed = kept.unkeyed {
            seen.append("unkeyed count: \(unkeyed.count)")
            let nested = unkeyed.nestedContainer(keyedBy: Keeper.Keys.self)
            seen.append("nested after return: \(dottedPath(nested.codingPath))")
            seen.append("unkeyed count after: \(unkeyed.count)")
        }
        return seen
    }

    /// The paths of the kept super encoders and of the errors thrown through them, as `JSONEncoder` reports them (but
    /// for the unkeyed one, see below).
    static let superEncoderPaths = [
        "keyed superEncoder(): items.[1].keeper.super",
        "keyed superEncoder() NaN: items.[1].keeper.super",
        "superEncoder(forKey:): items.[1].keeper.s",
        "superEncoder(forKey:) NaN: items.[1].keeper.s",
        "unkeyed superEncoder(): items.[1].keeper.more.[1]",
        "unkeyed superEncoder() NaN: items.[1].keeper.more.[1]",
    ]

    @Test func keptSuperEncodersAndUnkeyedContainersAreJSONEncoders() throws {
        let foundation = try Self.observe { _ = try JSONEncoder().encode($0) }
        let ours = try Self.observe { _ = try DictionaryEncoder().encode($0) }
        // This toolchain's JSONEncoder leaves the key of a nested unkeyed container (`more`) out of the path of that
        // container's super encoder (`items.[1].keeper.[1]`), which its own element paths include; ours keeps it, as
        // our decoder does. Every other line is Foundation's.
        let isUnkeyedSuper: (String) -> Bool = { $0.hasPrefix("unkeyed superEncoder()") }
        #expect(ours.filter { !isUnkeyedSuper($0) } == foundation.filter { !isUnkeyedSuper($0) })
        #expect(
            ours == Self.superEncoderPaths + [
                "unkeyed count: 3", "nested after return: items.[1].keeper.list.[3]", "unkeyed count after: 4",
            ])
    }

    @Test func superEncodersKeepTheirPathOnceTheEncoderTheyBelongToIsGone() throws {
        let foundation = try Self.observe(keepsList: false) { _ = try JSONEncoder().encode($0) }
        let ours = try Self.observe(keepsList: false) { _ = try DictionaryEncoder().encode($0) }
        let isUnkeyedSuper: (String) -> Bool = { $0.hasPrefix("unkeyed superEncoder()") }
        #expect(ours.filter { !isUnkeyedSuper($0) } == foundation.filter { !isUnkeyedSuper($0) })
        #expect(ours == Self.superEncoderPaths)
    }
}

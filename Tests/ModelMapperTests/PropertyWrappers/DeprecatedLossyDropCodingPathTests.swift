import Foundation
import ModelMapper
import Testing

/// `LossyDrop.codingPath`, deprecated in 1.1 for `modelPath`, a `MappingPath`: it still gives the coding keys the
/// decoder gave. This suite uses the deprecated property on purpose.
@Suite struct DeprecatedLossyDropCodingPathTests {
    struct Feed: Decodable {
        @LossyArray var ids: [Int]
    }

    final class Drops: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [LossyDrop] = []
        var all: [LossyDrop] { lock.withLock { stored } }
        func append(_ drop: LossyDrop) { lock.withLock { stored.append(drop) } }
    }

    @available(*, deprecated)
    @Test func theDeprecatedLossyDropCodingPathIsTheModelPathsKeys() throws {
        let drops = Drops()
        let json = Data(#"{"ids": [1, "x", 3]}"#.utf8)
        _ = try LossyDecoding.observingDrops({ drops.append($0) }) {
            try JSONDecoder().decode(Feed.self, from: json)
        }
        let drop = try #require(drops.all.first)
        #expect(drop.codingPath.map(\.stringValue) == ["ids", "Index 1"])
        #expect(drop.codingPath.map(\.intValue) == [nil, 1])
        #expect(MappingPath(codingPath: drop.codingPath) == drop.modelPath)
        #expect(drop.modelPath == "ids[1]")
    }
}

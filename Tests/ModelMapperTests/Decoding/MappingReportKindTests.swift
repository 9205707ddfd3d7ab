import Foundation
import ModelMapper
import Testing

/// `MappingReport.Kind` is a struct of constants, so that a kind added later breaks no `switch`; it is ordered as
/// listed, and `Codable` as its name, reading a name it does not know as a kind of its own.
@Suite struct MappingReportKindTests {
    static let known: [MappingReport.Kind] = [
        .unusedHint, .unmappedSourceKey, .fallbackCandidate, .coercion, .droppedValue, .defaultApplied,
        .unknownValueKept,
    ]

    @Test func kindsAreOrderedAsListedAndNamedInWords() {
        #expect(Self.known.shuffled().sorted() == Self.known)
        #expect(
            Self.known.map(\.description) == [
                "unused hint", "unmapped source key", "fallback candidate", "coercion", "dropped value",
                "default applied", "unknown value kept",
            ])
        #expect(Set(Self.known).count == Self.known.count)
    }

    @Test func aKindIsCodableAsItsName() throws {
        let json = try JSONEncoder().encode(Self.known)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"["unusedHint","unmappedSourceKey","fallbackCandidate","coercion","droppedValue","defaultApplied","#
                + #""unknownValueKept"]"#
        )
        #expect(try JSONDecoder().decode([MappingReport.Kind].self, from: json) == Self.known)
    }

    /// A report written by a later version, with a kind this one does not know, still reads: the new kind keeps its
    /// name, equals only itself, and sorts after every known kind.
    @Test func aNameThisVersionDoesNotKnowIsAKindOfItsOwn() throws {
        let json = Data(#"["renamedKey", "coercion", "aliasUsed", "renamedKey"]"#.utf8)
        let kinds = try JSONDecoder().decode([MappingReport.Kind].self, from: json)
        #expect(kinds[0] == kinds[3])
        #expect(!Self.known.contains(kinds[0]) && kinds[0] != kinds[2])
        #expect(kinds[1] == .coercion)
        #expect(kinds.map(\.description) == ["renamedKey", "coercion", "aliasUsed", "renamedKey"])
        #expect(kinds.sorted() == [.coercion, kinds[2], kinds[0], kinds[0]])
        #expect((Self.known + [kinds[0], kinds[2]]).sorted() == Self.known + [kinds[2], kinds[0]])
        #expect(
            String(decoding: try JSONEncoder().encode(kinds), as: UTF8.self)
                == #"["renamedKey","coercion","aliasUsed","renamedKey"]"#)
        #expect(Self.meaning(of: kinds[0]) == "something newer")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([MappingReport.Kind].self, from: Data("[1]".utf8))
        }
    }

    @Test func aSwitchMatchesKindsByValue() {
        #expect(
            Self.known.map(Self.meaning) == [
                "drift", "drift", "asked for", "asked for", "asked for", "asked for", "asked for",
            ])
    }

    /// A `switch` over kinds as users write it: the kinds handled, then a `default`.
    static func meaning(of kind: MappingReport.Kind) -> String {
        switch kind {
        case .unusedHint, .unmappedSourceKey: "drift"
        case .fallbackCandidate, .coercion, .droppedValue, .defaultApplied, .unknownValueKept: "asked for"
        default: "something newer"
        }
    }
}

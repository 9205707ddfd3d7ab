import Foundation
import Testing

@testable import ModelMapper

/// The scanned document `DictionaryDecoder` walks when it decodes JSON `Data`: what it reads eagerly and what it
/// leaves to a node, and the scan's eight-byte steps through strings.
@Suite struct JSONDocumentTests {
    private static func document(_ text: String) throws -> JSONDocument {
        try #require(try JSONDocument.scanned(Data(text.utf8)))
    }

    @Test func scalarsAndShortASCIIStringsAreValuesAndTheRestAreNodes() throws {
        let document = try Self.document(
            #"{"n": 1, "d": 2.5, "t": true, "z": null, "s": "short", "long": "more than fifteen bytes", "#
                + #""u": "é", "e": "a\nb", "a": [1], "o": {}}"#)
        let members = document.members(of: 0)
        #expect(members["n"] as? Int == 1)
        #expect(members["d"] as? Double == 2.5)
        #expect(members["t"] as? Bool == true)
        #expect(members["z"] is NSNull)
        #expect(members["s"] as? String == "short")
        for key in ["long", "u", "e", "a", "o"] {
            #expect(members[key] is JSONNode, "\(key)")
        }
        // A node is read as its value.
        #expect(members["long"].flatMap(TreeValue.string) == "more than fifteen bytes")
        #expect(members["u"].flatMap(TreeValue.string) == "é")
        #expect(members["e"].flatMap(TreeValue.string) == "a\nb")
        #expect(members["a"].flatMap(TreeValue.array).map { $0.compactMap { $0 as? Int } } == [1])
        #expect(members["o"].flatMap(TreeValue.dictionary)?.isEmpty == true)
        #expect(members["a"].map(TreeValue.describe) == "an array")
        #expect(members["long"].map(TreeValue.isNull) == false)
        #expect(members["o"].flatMap(TreeValue.number) == nil)
    }

    @Test func theLastOfEqualKeysWinsOneLevelAtATime() throws {
        let document = try Self.document(#"{"a": [1], "b": 2, "a": {"x": 3}}"#)
        let members = document.members(of: 0)
        #expect(members.count == 2)
        #expect(members["a"].flatMap(TreeValue.dictionary)?["x"] as? Int == 3)
    }

    @Test func aContainerIsSteppedOverWhole() throws {
        let document = try Self.document(#"[[1, [2, 3]], {"k": [4]}, 5]"#)
        #expect(document.tokens.count == 11)  // the key "k" is a token too
        #expect(document.next(after: 1) == 6)
        #expect(document.next(after: 6) == 10)
        #expect(document.elements(of: 0).count == 3)
        #expect(document.elements(of: 0)[2] as? Int == 5)
    }

    /// Each special byte at every offset of a string, so that every position within the scan's eight-byte steps
    /// ends, escapes or breaks a string: the document agrees with `JSONSerialization`.
    @Test func specialBytesAtEveryOffsetOfAStringReadAsFoundationReadsThem() {
        let specials: [[UInt8]] = [
            Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\ud83d\ude00"#.utf8),
            Array("é".utf8), [0x0A], [0x1F], [0xFF], [0xC3], Array(#"""#.utf8),
        ]
        for special in specials {
            for offset in 0..<20 {
                let text = Array(repeating: UInt8(ascii: "a"), count: offset) + special + Array("tail-of-string".utf8)
                let bytes = Array(#"[""#.utf8) + text + Array(#""]"#.utf8)
                let foundation = ParseOutcome.foundation(bytes)
                #expect(ParseOutcome.reader(bytes) == foundation, "\(bytes)")
                #expect(ParseOutcome.lazyReader(bytes) == foundation, "\(bytes)")
            }
        }
    }

    @Test func textFoundationWouldNotReadAsUTF8IsLeftToIt() throws {
        #expect(try JSONDocument.scanned(Data([0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D])) == nil)
        let lazy = try JSONReader.lazyValue(from: Data([0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D]))
        #expect(TreeValue.array(lazy)?.isEmpty == true)
    }
}

extension JSONDocumentTests {
    /// The document's memory is mostly its tokens: one per value and key.
    @Test func aTokenIsTwelveBytes() {
        #expect(MemoryLayout<JSONDocument.Token>.stride == 12)
    }
}

extension JSONDocument {
    /// The document of `data`, keeping a copy of it; `nil` where `JSONSerialization` reads the text instead.
    static func scanned(_ data: Data) throws -> JSONDocument? {
        try data.withUnsafeBytes { raw in
            try JSONDocument(copying: raw.assumingMemoryBound(to: UInt8.self), fragmentsAllowed: true)
        }
    }
}

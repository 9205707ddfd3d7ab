import Testing

@testable import ModelMapper

/// The one way the library quotes a string: as a Swift literal, cut for a message.
@Suite struct SwiftLiteralTests {
    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(SwiftLiteral.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftLiteral.quoted("line\nnext\ttab\u{7}") == #""line\nnext\ttab\u{7}""#)
        #expect(SwiftLiteral.quoted("") == #""""#)
    }

    @Test func aMessageShowsAtMostItsLimitOfCharacters() {
        let limit = SwiftLiteral.messageLimit
        let exact = String(repeating: "é", count: limit)
        #expect(SwiftLiteral.quoted(exact, cutAfter: limit) == "\"\(exact)\"")
        #expect(SwiftLiteral.quoted(exact + "x", cutAfter: limit) == "\"\(exact)…\"")
        // Cut by characters, then escaped: a quote just past the limit is not shown.
        #expect(SwiftLiteral.quoted("ab\"", cutAfter: 2) == #""ab…""#)
        #expect(SwiftLiteral.quoted("a\"b", cutAfter: 2) == #""a\"…""#)
    }

    @Test func aMessageNamingAValueQuotesItOneWay() throws {
        struct Flag: Decodable { @FlagValue<OneZeroFlag> var on: Bool }
        let error = #expect(throws: DecodingError.self) {
            try DictionaryDecoder().decode(Flag.self, from: ["on": "y\"es"])
        }
        let context = try #require(error.flatMap { FailureTrace.context(of: $0) })
        #expect(context.debugDescription.contains(#"the string "y\"es""#))
    }
}

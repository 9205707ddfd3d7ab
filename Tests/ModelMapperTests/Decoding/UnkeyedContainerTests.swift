import Foundation
import Testing

@testable import ModelMapper

/// An unkeyed container over JSON text reads its elements from their tokens, and numbers, strings and booleans
/// straight from the token; over a tree it reads the array. Both must read alike: every read as every type, past the
/// end, after a failed read (which does not move the container), into nested containers and through
/// `superDecoder()`, value for value and error for error.
@Suite struct UnkeyedContainerTests {
    // MARK: The property

    @Test func readingJSONTextEqualsReadingItsTree() throws {
        var random = SeededGenerator(seed: 0x5EED_0044)
        var threw = 0
        for iteration in 0..<400 {
            let elements = (0..<random.int(in: 0...8)).map { _ in random.pick(Self.elementTexts) }
            let script = String((0..<random.int(in: 0...(elements.count + 2))).map { _ in random.pick(Self.reads) })
            let text = Data("[\"\(script)\"\(elements.map { ", " + $0 }.joined())]".utf8)
            let tree = try JSONSerialization.jsonObject(with: text)
            let bothThrew = expectSameDecode(
                Result<Transcript, any Error> { try DictionaryDecoder().decode(Transcript.self, from: text) },
                Result<Transcript, any Error> { try DictionaryDecoder().decode(Transcript.self, from: tree) },
                "from the text, then the tree; iteration \(iteration), \(String(decoding: text, as: UTF8.self))")
            if bothThrew { threw += 1 }
        }
        // Reads that throw out of the model must occur, or the error half of the property says nothing.
        #expect(threw > 20)
    }

    /// The elements the property draws from: every kind of token, numbers of every kind the scan makes (`Int`, above
    /// `Int.max`, `Double`, digits kept as a decimal, a `Decimal`), strings short and long, escaped and
    /// not ASCII, and containers.
    static let elementTexts = [
        "0", "-7", "42", "9223372036854775807", "18446744073709551615", "1.5", "-0.25", "1e3", "2.0E-3",
        "-65.613616999999977", "12345678901234567890.5", "true", "false", "null", "\"a\"", "\"12\"",
        "\"a string longer than fifteen bytes\"", "\"tab\\there\"", "\"caf\u{E9}\"", "[]", "[1, 2.5, \"x\"]",
        "{\"a\": 1}", "{}",
    ]

    /// One character per read of ``Transcript``.
    static let reads = Array("dfiIusbnoGHSLacpx?")

    /// A model that reads its array as the script in its first element says, and writes down what each read gave.
    /// Upper-case `G`, `H`, `S` and `L` read through the generic `decode(_:)`; `x` reads an `Int` and lets the error
    /// out of the model; `?` writes down `isAtEnd`, `count` and `currentIndex`. Any other read's error is written down
    /// with its coding path, and the next read starts at the same element.
    struct Transcript: Decodable, Equatable {
        var lines: [String] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let script = try container.decode(String.self)
            for read in script {
                do {
                    lines.append(try Self.line(read, from: &container))
                } catch let error as DecodingError where read != "x" {
                    let description = error.context?.debugDescription ?? ""
                    lines.append(
                        "\(read) threw \(DecodingErrorCase(error)?.rawValue ?? "?") at \(error.fullPath): \(description)"
                    )
                }
            }
        }

        private static func line(_ read: Character, from container: inout any UnkeyedDecodingContainer) throws
            -> String
        {
            switch read {
            case "d": return "Double \(try container.decode(Double.self))"
            case "f": return "Float \(try container.decode(Float.self))"
            case "i", "x": return "Int \(try container.decode(Int.self))"
            case "I": return "Int8 \(try container.decode(Int8.self))"
            case "u": return "UInt64 \(try container.decode(UInt64.self))"
            case "s": return "String \(try container.decode(String.self))"
            case "b": return "Bool \(try container.decode(Bool.self))"
            case "n": return "nil \(try container.decodeNil())"
            case "o": return "Int? \(String(describing: try container.decodeIfPresent(Int.self)))"
            case "G": return "generic Double \(try generic(Double.self, from: &container))"
            case "H": return "generic Int \(try generic(Int.self, from: &container))"
            case "S": return "generic String \(try generic(String.self, from: &container))"
            case "L": return "generic [Double] \(try generic([Double].self, from: &container))"
            case "a":
                var nested = try container.nestedUnkeyedContainer()
                var doubles: [Double] = []
                while !nested.isAtEnd { doubles.append(try nested.decode(Double.self)) }
                return "nested \(doubles)"
            case "c":
                let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self)
                return "keyed \(try nested.decode(Int.self, forKey: AnyCodingKey(stringValue: "a")))"
            case "p":
                let single = try container.superDecoder().singleValueContainer()
                return "super \(single.decodeNil() ? "null" : String(describing: try single.decode(JSONValue.self)))"
            default:
                return "at end \(container.isAtEnd), count \(String(describing: container.count)), "
                    + "index \(container.currentIndex)"
            }
        }

        /// Reads through the container's generic `decode(_:)`, as an array of `T` does.
        private static func generic<T: Decodable>(_ type: T.Type, from container: inout any UnkeyedDecodingContainer)
            throws -> T
        {
            try container.decode(type)
        }
    }

    // MARK: Examples

    @Test func numbersStringsAndBooleansReadFromTheirTokens() throws {
        let text = Data(
            #"["dsbiGS", -65.613616999999977, "caf\u00e9", true, 7, 1e3, "a string longer than fifteen"]"#.utf8)
        let transcript = try DictionaryDecoder().decode(Transcript.self, from: text)
        #expect(
            transcript.lines == [
                "Double \(-65.613616999999977)", "String café", "Bool true", "Int 7", "generic Double 1000.0",
                "generic String a string longer than fifteen",
            ])
    }

    @Test func aFailedReadLeavesTheContainerWhereItWas() throws {
        let text = Data(#"["i?s?x", "seven"]"#.utf8)
        #expect(throws: DecodingError.self) { try DictionaryDecoder().decode(Transcript.self, from: text) }
        let readable = Data(#"["i?s?", "seven"]"#.utf8)
        let lines = try DictionaryDecoder().decode(Transcript.self, from: readable).lines
        try #require(lines.count == 4)
        #expect(lines[0].hasPrefix(#"i threw typeMismatch at ["Index 1"]: "#))
        #expect(
            Array(lines.dropFirst()) == [
                "at end false, count Optional(2), index 1", "String seven", "at end true, count Optional(2), index 2",
            ])
    }

    @Test func aReadPastTheEndIsValueNotFoundAtTheNextIndex() throws {
        let text = Data(#"["dd", 1.5]"#.utf8)
        let error = try #require(throws: DecodingError.self) {
            try DictionaryDecoder().decode(ThrowingDoubles.self, from: text)
        }
        guard case .valueNotFound(let type, let context) = error else {
            Issue.record("expected valueNotFound, got \(error)")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Double.self))
        #expect(context.codingPath.map(\.stringValue) == ["Index 2"])
        #expect(context.debugDescription == "Unkeyed container is at end.")
    }

    /// Reads its first element, then as many doubles as the script has `d`s, letting errors out.
    struct ThrowingDoubles: Decodable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            for _ in try container.decode(String.self) { _ = try container.decode(Double.self) }
        }
    }
}

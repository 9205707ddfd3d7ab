import Foundation
import Testing

@testable import ModelMapper

/// `JSONString`, `SingleValueAsArray`, `EmptyStringAsNil` and `FormattedNumber`: a property's own reading of the shapes that the
/// decoder-wide coercions read everywhere. Each case runs with `JSONDecoder` and with `DictionaryDecoder` over
/// JSONSerialization's output, and the ModelMapper-only behaviour (hints inside the text, source paths, the report)
/// with native trees too.
@Suite struct ShapeWrapperTests {
    struct Hobby: Codable, Equatable, Sendable {
        var name: String
    }

    struct User: Codable, Equatable {
        @JSONString var hobby: Hobby
        @JSONString var scores: [Int]
    }

    struct Post: Codable, Equatable {
        @SingleValueAsArray var tags: [String]
        @SingleValueAsArray var authors: [Hobby]
    }

    struct Profile: Codable, Equatable {
        @EmptyStringAsNil var nickname: String?
        @EmptyStringAsNil var age: Int?
    }

    // MARK: - JSONString

    @Test(arguments: WrapperTestDecoder.allCases)
    func jsonStringReadsTextAndContainers(decoder: WrapperTestDecoder) throws {
        let fromText = try decoder.decode(
            User.self, json: #"{"hobby": "{\"name\":\"sleep\"}", "scores": " [1, 2, 3] "}"#)
        #expect(fromText == User(hobby: Hobby(name: "sleep"), scores: [1, 2, 3]))
        let fromContainers = try decoder.decode(User.self, json: #"{"hobby": {"name": "read"}, "scores": []}"#)
        #expect(fromContainers == User(hobby: Hobby(name: "read"), scores: []))
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func malformedJSONTextIsDataCorrupted(decoder: WrapperTestDecoder) throws {
        for text in [#""{\"name\":""#, #""{name: 1}""#, #""""#, #""sleep""#] {
            let error = expectDecodingError(.dataCorrupted, at: ["hobby"]) {
                try decoder.decode(User.self, json: #"{"hobby": \#(text), "scores": []}"#)
            }
            guard case .dataCorrupted(let context) = error else { continue }
            #expect(context.underlyingError != nil, "\(text)")
        }
    }

    @Test func jsonStringErrorsInsideTheTextNameBothPaths() {
        let hints: HintTree = ["hobby": .key("HOBBY", nested: ["name": "Name"])]
        let error = expectDecodingError(.typeMismatch, at: ["hobby", "name"]) {
            try DictionaryDecoder().decode(
                User.self, from: ["HOBBY": #"{"Name": 7}"#, "scores": "[]"] as [String: Any], hints: hints)
        }
        #expect(error?.debugDescription.contains("(source path: HOBBY.Name)") == true)
        let malformed = expectDecodingError(.dataCorrupted, at: ["hobby"]) {
            try DictionaryDecoder().decode(
                User.self, from: ["HOBBY": "{", "scores": "[]"] as [String: Any], hints: hints)
        }
        #expect(malformed?.debugDescription.contains("(source path: HOBBY)") == true)
    }

    @Test func jsonStringWithJSONDecoderWrapsTheInnerError() {
        let error = expectDecodingError(.dataCorrupted, at: ["hobby"]) {
            try JSONDecoder().decode(User.self, from: Data(#"{"hobby": "{\"name\": 7}", "scores": []}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else { return }
        #expect(context.underlyingError is DecodingError)
    }

    @Test func jsonStringAppliesHintsBothWaysAndRoundTrips() throws {
        let hints: HintTree = ["hobby": .key("HOBBY", nested: ["name": "Name"]), "scores": "SCORES"]
        let user = User(hobby: Hobby(name: "sleep"), scores: [3, 1])
        let encoded = try #require(try DictionaryEncoder().encode(user, hints: hints) as? [String: Any])
        #expect(encoded["HOBBY"] as? String == #"{"Name":"sleep"}"#)
        #expect(encoded["SCORES"] as? String == "[3,1]")
        #expect(try DictionaryDecoder().decode(User.self, from: encoded, hints: hints) == user)
    }

    @Test func jsonStringRoundTripsThroughFoundation() throws {
        let user = User(hobby: Hobby(name: "sleep"), scores: [1])
        let data = try JSONEncoder().encode(user)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["hobby"] as? String == #"{"name":"sleep"}"#)
        #expect(try JSONDecoder().decode(User.self, from: data) == user)
    }

    @Test func jsonStringKeepsTheKindOfEveryNumberInTheText() throws {
        struct Blob: Codable, Equatable {
            @JSONString var value: JSONValue
            @JSONString var kept: Kept
        }
        struct Kept: Codable, Equatable {
            var id: Int
            var unknown = UnknownKeys()
        }
        let source: [String: Any] = [
            "value": #"{"a": 1.0, "b": -0.0, "c": 1, "d": [2.5, "x/y"]}"#,
            "kept": #"{"id": 1, "ratio": 1.0}"#,
        ]
        let blob = try DictionaryDecoder().decode(Blob.self, from: source)
        #expect(blob.value == ["a": .double(1), "b": .double(-0.0), "c": 1, "d": [2.5, "x/y"]])
        let encoded = try #require(try DictionaryEncoder().encode(blob) as? [String: Any])
        #expect(encoded["value"] as? String == #"{"a":1.0,"b":-0.0,"c":1,"d":[2.5,"x/y"]}"#)
        #expect(encoded["kept"] as? String == #"{"id":1,"ratio":1.0}"#)
        let again = try DictionaryDecoder().decode(Blob.self, from: encoded)
        #expect(again == blob)
        #expect(again.kept.unknown["ratio"] == .double(1))
    }

    @Test func jsonStringRefusesWhatJSONTextCannotCarry() throws {
        struct Blob: Encodable {
            @JSONString var value: JSONValue
        }
        var encoder = DictionaryEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Under a converting strategy the encoder writes the string; under the default one it refuses.
        let converted = try #require(try encoder.encode(Blob(value: ["x": .double(.nan)])) as? [String: Any])
        #expect(converted["value"] as? String == #"{"x":"nan"}"#)
        #expect {
            try DictionaryEncoder().encode(Blob(value: ["x": .double(.infinity)]))
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["value", "x"]
        }
    }

    @Test func jsonStringIsRecordedInTheReport() throws {
        let source: [String: Any] = ["hobby": #"{"name": "sleep"}"#, "scores": [1]]
        let report = try DictionaryDecoder().decodeWithReport(User.self, from: source).report
        let entries = report.entries.filter { $0.kind == .coercion }
        #expect(entries.map(\.modelPath) == ["hobby"])
        #expect(entries.first?.detail.hasSuffix("to the value of its JSON text") == true)
    }

    // MARK: - SingleValueAsArray

    @Test(arguments: WrapperTestDecoder.allCases)
    func singleValuesBecomeOneElementArrays(decoder: WrapperTestDecoder) throws {
        let single = try decoder.decode(Post.self, json: #"{"tags": "swift", "authors": {"name": "Ada"}}"#)
        #expect(single == Post(tags: ["swift"], authors: [Hobby(name: "Ada")]))
        let arrays = try decoder.decode(Post.self, json: #"{"tags": ["a", "b"], "authors": []}"#)
        #expect(arrays == Post(tags: ["a", "b"], authors: []))
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func singleValueAsArrayKeepsTheErrorsOfAPlainArray(decoder: WrapperTestDecoder) {
        expectDecodingError(.valueNotFound, at: ["tags"]) {
            try decoder.decode(Post.self, json: #"{"tags": null, "authors": []}"#)
        }
        expectDecodingError(.typeMismatch, at: ["tags"]) {
            try decoder.decode(Post.self, json: #"{"tags": 7, "authors": []}"#)
        }
        expectDecodingError(.typeMismatch, at: ["tags", "Index 1"]) {
            try decoder.decode(Post.self, json: #"{"tags": ["a", 7], "authors": []}"#)
        }
        expectDecodingError(.keyNotFound, at: ["authors", "name"]) {
            try decoder.decode(Post.self, json: #"{"tags": [], "authors": {"nom": "Ada"}}"#)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func anElementsTypeErrorIsNotTakenForASingleValue(decoder: WrapperTestDecoder) {
        struct Grid: Decodable {
            @SingleValueAsArray var rows: [[Int]]
        }
        // An array is decoded as it is: its elements are not arrays, and that is the element's error.
        let error = expectDecodingError(.typeMismatch, at: ["rows", "Index 0"]) {
            try decoder.decode(Grid.self, json: #"{"rows": [1, 2]}"#)
        }
        if case .typeMismatch(let type, _) = error { #expect(ObjectIdentifier(type) == ObjectIdentifier([Any].self)) }
    }

    @Test func singleValueAsArrayEncodesAnArrayAndIsRecorded() throws {
        let post = Post(tags: ["swift"], authors: [])
        let encoded = try #require(try DictionaryEncoder().encode(post, hints: ["tags": "TAGS"]) as? [String: Any])
        #expect(encoded["TAGS"] as? [String] == ["swift"])
        let result = try DictionaryDecoder().decodeWithReport(
            Post.self, from: ["TAGS": "swift", "authors": []] as [String: Any], hints: ["tags": "TAGS"])
        #expect(result.value == post)
        let entry = try #require(result.report.entries.first { $0.kind == .coercion })
        #expect(entry.modelPath == "tags" && entry.sourcePath == "TAGS")
        #expect(entry.detail == #"wrapped the string "swift" in a one-element array"#)
    }

    // MARK: - EmptyStringAsNil

    @Test(arguments: WrapperTestDecoder.allCases)
    func blankStringsNullAndMissingKeysAreNil(decoder: WrapperTestDecoder) throws {
        for json in [#"{"nickname": "", "age": "  "}"#, #"{"nickname": null, "age": null}"#, "{}"] {
            #expect(try decoder.decode(Profile.self, json: json) == Profile(nickname: nil, age: nil), "\(json)")
        }
        let present = try decoder.decode(Profile.self, json: #"{"nickname": " Ada ", "age": 26}"#)
        #expect(present == Profile(nickname: " Ada ", age: 26))
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func emptyStringAsNilStillRejectsOtherValues(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["age"]) {
            try decoder.decode(Profile.self, json: #"{"age": "x"}"#)
        }
        expectDecodingError(.typeMismatch, at: ["nickname"]) {
            try decoder.decode(Profile.self, json: #"{"nickname": 7}"#)
        }
    }

    @Test func emptyStringAsNilLeavesNilOutAndIsRecorded() throws {
        let encoded = try #require(try DictionaryEncoder().encode(Profile(nickname: nil, age: 3)) as? [String: Any])
        #expect(encoded.keys.sorted() == ["age"])
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(Profile(nickname: nil, age: nil)))
        #expect((json as? [String: Any])?.isEmpty == true)
        let report = try DictionaryDecoder().decodeWithReport(
            Profile.self, from: ["NICK": " "], hints: ["nickname": "NICK"]
        ).report
        let entry = try #require(report.entries.first { $0.kind == .coercion })
        #expect(entry.modelPath == "nickname" && entry.sourcePath == "NICK")
        #expect(entry.detail == #"converted the string " " to null"#)
    }

    // MARK: - FormattedNumber

    struct Listing: Codable, Equatable {
        @FormattedNumber var price: Double
        @FormattedNumber var views: Int?
        @FormattedNumber var sizes: [Int]
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func formattedNumbersForOneProperty(decoder: WrapperTestDecoder) throws {
        let listing = try decoder.decode(
            Listing.self, json: #"{"price": "1,299.99", "views": "1.2e4", "sizes": ["1,000", 2, "3e2"]}"#)
        #expect(listing == Listing(price: 1299.99, views: 12000, sizes: [1000, 2, 300]))
        for json in [#"{"price": 1, "sizes": []}"#, #"{"price": 1, "views": null, "sizes": []}"#] {
            #expect(try decoder.decode(Listing.self, json: json).views == nil)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func formattedNumberRejectsWhatTheTableRejects(decoder: WrapperTestDecoder) {
        expectDecodingError(.typeMismatch, at: ["price"]) {
            try decoder.decode(Listing.self, json: #"{"price": "1,23", "sizes": []}"#)
        }
        expectDecodingError(.dataCorrupted, at: ["views"]) {
            try decoder.decode(Listing.self, json: #"{"price": 1, "views": "1.5e0", "sizes": []}"#)
        }
        expectDecodingError(.typeMismatch, at: ["sizes", "Index 1"]) {
            try decoder.decode(Listing.self, json: #"{"price": 1, "sizes": [1, "x"]}"#)
        }
        expectDecodingError(.keyNotFound, at: ["price"]) { try decoder.decode(Listing.self, json: #"{"sizes": []}"#) }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func leadingZerosDoNotCountAgainstTheExponentsReach(decoder: WrapperTestDecoder) throws {
        struct Count: Decodable {
            @FormattedNumber var n: Int
            @FormattedNumber var small: Int8
            @FormattedNumber var big: UInt64
        }
        let zeros = String(repeating: "0", count: 70)
        let json = #"{"n": "0.\#(zeros)1e71", "small": "0.\#(zeros)12e72", "big": "-0.\#(zeros)0e999"}"#
        let count = try decoder.decode(Count.self, json: json)
        #expect(count.n == 1 && count.small == 12 && count.big == 0)
        // Still a fraction one place short, and out of range far beyond.
        expectDecodingError(.dataCorrupted, at: ["n"]) {
            try decoder.decode(Count.self, json: #"{"n": "0.\#(zeros)1e70", "small": 1, "big": 1}"#)
        }
        expectDecodingError(.dataCorrupted, at: ["small"]) {
            try decoder.decode(Count.self, json: #"{"n": 1, "small": "0.\#(zeros)12e74", "big": 1}"#)
        }
    }

    @Test func formattedNumberIsRecordedAndEncodesPlainly() throws {
        let result = try DictionaryDecoder().decodeWithReport(
            Listing.self, from: ["PRICE": "1,000", "sizes": []] as [String: Any], hints: ["price": "PRICE"])
        let entry = try #require(result.report.entries.first { $0.kind == .coercion })
        #expect(entry.modelPath == "price" && entry.sourcePath == "PRICE")
        #expect(entry.detail == #"converted the string "1,000" to Double"#)
        let encoded = try #require(try DictionaryEncoder().encode(result.value) as? [String: Any])
        #expect(encoded["price"] as? Double == 1000 && encoded["views"] == nil)
        // The grammar is the property's own: a plain coerced property next to it still rejects separators.
        struct Mixed: Decodable {
            @FormattedNumber var wide: Int
            @Coerced var plain: Int
        }
        expectDecodingError(.typeMismatch, at: ["plain"]) {
            try DictionaryDecoder().decode(Mixed.self, from: ["wide": "1,000", "plain": "1,000"])
        }
    }
}

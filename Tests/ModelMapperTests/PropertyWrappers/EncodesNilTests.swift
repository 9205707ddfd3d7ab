import Foundation
import ModelMapper
import Testing

/// `@EncodesNil`: a `nil` is written as `null` with every encoder, `JSONEncoder` included, and with the reflector;
/// decoding is a plain optional's.
@Suite struct EncodesNilTests: WrapperTestHelpers {
    struct Inner: Codable, Equatable {
        var name: String
    }

    struct Plain: Codable, Equatable {
        var note: String?
        var count: Int?
        var ratio: Double?
        var flag: Bool?
        var inner: Inner?
        var tags: [String]?
    }

    struct Marked: Codable, Equatable {
        @EncodesNil var note: String?
        @EncodesNil var count: Int?
        @EncodesNil var ratio: Double?
        @EncodesNil var flag: Bool?
        @EncodesNil var inner: Inner?
        @EncodesNil var tags: [String]?

        init(_ plain: Plain) {
            note = plain.note
            count = plain.count
            ratio = plain.ratio
            flag = plain.flag
            inner = plain.inner
            tags = plain.tags
        }
    }

    struct Order: Codable, Equatable {
        var id: String
        @EncodesNil var note: String?
        var coupon: String?
    }

    @Test func nilIsWrittenAsNullAndOtherOptionalsAreLeftOut() throws {
        let order = Order(id: "10023", note: nil, coupon: nil)
        #expect(try encodeJSON(order) == #"{"id":"10023","note":null}"#)
        let tree = try DictionaryEncoder().encodeToDictionary(order, hints: ["id": "ORDER_ID", "note": "NOTE"])
        #expect(Set(tree.keys) == ["ORDER_ID", "NOTE"])
        #expect(tree["NOTE"] is NSNull)
        let reflected = try DictionaryReflector().reflectToDictionary(order, hints: ["note": "NOTE"])
        #expect(Set(reflected.keys) == ["id", "NOTE"])
        #expect(reflected["NOTE"] is NSNull)
        let present = Order(id: "1", note: "Leave at door", coupon: "X")
        #expect(try encodeJSON(present) == #"{"coupon":"X","id":"1","note":"Leave at door"}"#)
        #expect(try DictionaryReflector().reflectToDictionary(present)["note"] as? String == "Leave at door")
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func decodesAsAPlainOptional(decoder: WrapperTestDecoder) throws {
        #expect(try decoder.decode(Order.self, json: #"{"id":"1"}"#) == Order(id: "1", note: nil, coupon: nil))
        #expect(try decoder.decode(Order.self, json: #"{"id":"1","note":null}"#).note == nil)
        #expect(try decoder.decode(Order.self, json: #"{"id":"1","note":"n"}"#).note == "n")
        expectDecodingError(.typeMismatch, at: ["note"]) {
            _ = try decoder.decode(Order.self, json: #"{"id":"1","note":7}"#)
        }
    }

    @Test func wrongTypesNameTheSourcePath() {
        let error = expectDecodingError(.typeMismatch, at: ["note"]) {
            _ = try DictionaryDecoder().decode(
                Order.self, from: ["ORDER_ID": "1", "NOTE": ["x"]], hints: ["id": "ORDER_ID", "note": "NOTE"])
        }
        #expect(error?.wrapperTestContext?.debugDescription.hasSuffix("(source path: NOTE)") == true)
    }

    /// The differential: a model whose optionals are all `@EncodesNil`, encoded by `JSONEncoder`, equals the plain
    /// model encoded by `DictionaryEncoder` under `nilStrategy = .null`, equals the marked model encoded by
    /// `DictionaryEncoder` under the default and reflected by `DictionaryReflector`; and each decodes back.
    @Test func generatedModelsAgreeWithJSONEncoder() throws {
        var generator = SeededGenerator(seed: 0xE_0DE5)
        var nullEncoder = DictionaryEncoder()
        nullEncoder.nilStrategy = .null
        for _ in 0..<300 {
            func maybe<T>(_ value: T) -> T? { Bool.random(using: &generator) ? value : nil }
            let plain = Plain(
                note: maybe(generator.string()), count: maybe(generator.integer(Int32.self)).map(Int.init),
                ratio: maybe(2.5), flag: maybe(false), inner: maybe(Inner(name: generator.string())),
                tags: maybe(["a", "b"]))
            let marked = Marked(plain)
            let foundation = try parsed(json: JSONEncoder().encode(marked))
            let fromPlain = try nullEncoder.encode(plain)
            let fromMarked = try DictionaryEncoder().encode(marked)
            let reflected = try DictionaryReflector().reflect(marked)
            #expect(jsonEqual(try reparsed(tree: fromPlain), foundation), "\(sortedJSON(foundation))")
            #expect(jsonEqual(try reparsed(tree: fromMarked), foundation), "\(sortedJSON(foundation))")
            #expect(jsonEqual(try reparsed(tree: reflected), foundation), "\(sortedJSON(foundation))")
            #expect((try #require(fromMarked as? [String: Any])).count == 6)
            #expect(try DictionaryDecoder().decode(Marked.self, from: fromMarked) == marked)
            #expect(try JSONDecoder().decode(Marked.self, from: JSONEncoder().encode(marked)) == marked)
            #expect(try DictionaryDecoder().decode(Plain.self, from: fromPlain) == plain)
        }
    }
}

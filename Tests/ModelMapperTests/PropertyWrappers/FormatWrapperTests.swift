import Foundation
import Testing

@testable import ModelMapper

/// `DateValue` and `DataValue`: a property's own format, whatever the coder's strategy, with every coder.
@Suite struct FormatWrapperTests {
    private static let json = #"""
        {"started": 1700000000, "lastSeen": 1700000000123, "expires": "2023-11-14T22:13:20.123Z",
         "created": "2023-11-14T22:13:20Z", "thumbnail": "AAEC/w==", "checksum": "0a0BfF", "key": [1, 2, 255]}
        """#

    private static let expected = Session(
        started: Date(timeIntervalSince1970: 1_700_000_000), lastSeen: Date(timeIntervalSince1970: 1_700_000_000.123),
        expires: Date(timeIntervalSince1970: 1_700_000_000.123), created: Date(timeIntervalSince1970: 1_700_000_000),
        thumbnail: Data([0, 1, 2, 255]), checksum: Data([0x0A, 0x0B, 0xFF]), key: Data([1, 2, 255]))

    @Test(arguments: WrapperTestDecoder.allCases)
    func aModelMixingFormatsNeedsNoCustomStrategy(decoder: WrapperTestDecoder) throws {
        let session = try decoder.decode(Session.self, json: Self.json)
        #expect(session.started == Self.expected.started)
        #expect(abs(session.lastSeen.timeIntervalSince(Self.expected.lastSeen)) < 0.000_5)
        #expect(abs(session.expires.timeIntervalSince(Self.expected.expires)) < 0.000_5)
        #expect(session.created == Self.expected.created)
        #expect(session.thumbnail == Self.expected.thumbnail)
        #expect(session.checksum == Self.expected.checksum)
        #expect(session.key == Self.expected.key)
    }

    /// The wrappers decide, not the coder: a coder-wide date strategy does not reach them.
    @Test func theCodersStrategiesDoNotApply() throws {
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.dataDecodingStrategy = .deferredToData
        let tree = try JSONSerialization.jsonObject(with: Data(Self.json.utf8))
        #expect(try decoder.decode(Session.self, from: tree).started == Self.expected.started)
        let jsonDecoder = JSONDecoder()
        jsonDecoder.dateDecodingStrategy = .iso8601
        #expect(try jsonDecoder.decode(Session.self, from: Data(Self.json.utf8)).started == Self.expected.started)
    }

    @Test func eachFormatEncodesWhatItDecodes() throws {
        let tree = try DictionaryEncoder().encodeToDictionary(Self.expected)
        #expect(tree["started"] as? Double == 1_700_000_000)
        #expect(tree["created"] as? String == "2023-11-14T22:13:20Z")
        #expect(tree["expires"] as? String == "2023-11-14T22:13:20.123Z")
        #expect(tree["thumbnail"] as? String == "AAEC/w==")
        #expect(tree["checksum"] as? String == "0a0bff")
        #expect(tree["key"] as? [Int] == [1, 2, 255])
        let again = try DictionaryDecoder().decode(Session.self, from: tree)
        #expect(try DictionaryEncoder().encodeToDictionary(again) as NSDictionary == tree as NSDictionary)
        let viaJSON = try JSONDecoder().decode(Session.self, from: JSONEncoder().encode(Self.expected))
        #expect(viaJSON.created == Self.expected.created)
        #expect(viaJSON.checksum == Self.expected.checksum)
    }

    @Test(arguments: [
        ("created", #""yesterday""#, DecodingErrorCase.dataCorrupted),
        ("expires", #""2023-11-14 22:13:20""#, .dataCorrupted),
        ("checksum", #""abc""#, .dataCorrupted),
        ("checksum", #""zz""#, .dataCorrupted),
        ("thumbnail", #""***""#, .dataCorrupted),
        ("started", #""soon""#, .typeMismatch),
        ("key", "[256]", .dataCorrupted),
    ])
    func aValueNotInTheFormatThrowsAtTheProperty(key: String, raw: String, expected: DecodingErrorCase) throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.json.utf8)) as? [String: Any])
        object[key] = try JSONSerialization.jsonObject(with: Data(raw.utf8), options: .fragmentsAllowed)
        let error = expectDecodingError(expected, at: key == "key" ? [key, "Index 0"] : [key]) {
            try DictionaryDecoder().decode(Session.self, from: object, hints: [:])
        }
        _ = error
        let renamed = expectDecodingError(expected, at: key == "key" ? [key, "Index 0"] : [key]) {
            try DictionaryDecoder().decode(
                Session.self, from: ["X": object[key] as Any].merging(object) { $1 }, hints: [HintKey(key): "X"])
        }
        if expected == .dataCorrupted, key != "key" {
            #expect(renamed?.context?.debugDescription.hasSuffix("(source path: X)") == true)
        }
    }

    @Test(arguments: WrapperTestDecoder.allCases)
    func byteArraysTakeEveryDataFormat(decoder: WrapperTestDecoder) throws {
        struct Keys: Codable, Equatable {
            @DataValue<Base64Strategy.Bytes> var salt: [UInt8]
            @DataValue<HexStrategy.Bytes> var digest: [UInt8]
            @DataValue<ByteArrayStrategy.Bytes> var raw: [UInt8]
        }
        let json = #"{"salt": "3q2+7w==", "digest": "0aff", "raw": [1, 2]}"#
        let keys = try decoder.decode(Keys.self, json: json)
        #expect(keys == Keys(salt: [0xDE, 0xAD, 0xBE, 0xEF], digest: [0x0A, 0xFF], raw: [1, 2]))
        let tree = try DictionaryEncoder().encodeToDictionary(keys)
        #expect(tree["salt"] as? String == "3q2+7w==")
        #expect(tree["digest"] as? String == "0aff")
        #expect(tree["raw"] as? [Int] == [1, 2])
        #expect(try JSONDecoder().decode(Keys.self, from: JSONEncoder().encode(keys)) == keys)
        let error = expectDecodingError(.dataCorrupted, at: ["salt"]) {
            try decoder.decode(Keys.self, json: #"{"salt": "***", "digest": "", "raw": []}"#)
        }
        #expect(error?.context?.debugDescription.contains("Base64") == true)
    }

    /// A date is a `Date` in between, about 0.1 µs precise: the epoch numbers are written rounded to the microsecond,
    /// so a number with at most six decimal places of seconds comes back exactly as it was read.
    @Test(arguments: WrapperTestDecoder.allCases)
    func epochNumbersComeBackAsTheyWereRead(decoder: WrapperTestDecoder) throws {
        struct Stamps: Codable {
            @DateValue<SecondsSince1970Strategy> var seconds: Date
            @DateValue<MillisecondsSince1970Strategy> var milliseconds: Date
        }
        let cases: [(seconds: Double, milliseconds: Double)] = [
            (194_111_815.665, 1.0), (1_700_000_000.123456, 1_700_000_000_123.5), (-0.5, -1.25), (0, 0),
            (4_102_444_800.000001, 4_102_444_800_000.001),
        ]
        for (seconds, milliseconds) in cases {
            let stamps = try decoder.decode(
                Stamps.self, json: #"{"seconds": \#(seconds), "milliseconds": \#(milliseconds)}"#)
            let tree = try DictionaryEncoder().encodeToDictionary(stamps)
            #expect(tree["seconds"] as? Double == seconds)
            #expect(tree["milliseconds"] as? Double == milliseconds)
            let object = try #require(
                try JSONSerialization.jsonObject(with: JSONEncoder().encode(stamps)) as? [String: Any])
            #expect((object["seconds"] as? NSNumber)?.doubleValue == seconds)
            #expect((object["milliseconds"] as? NSNumber)?.doubleValue == milliseconds)
        }
    }

    /// The ISO 8601 strategies write four-digit years only, so they read only those: a year beyond 9999 is refused
    /// when decoded, at the property, not when the model is encoded again.
    @Test(arguments: WrapperTestDecoder.allCases)
    func isoDatesReadOnlyTheYearsTheyCanWrite(decoder: WrapperTestDecoder) throws {
        struct Stamps: Codable {
            @DateValue<ISO8601WithFractionalSecondsStrategy> var precise: Date
            @DateValue<ISO8601Strategy> var plain: Date
        }
        let edge = try decoder.decode(
            Stamps.self, json: #"{"precise": "9999-12-31T23:59:59.999Z", "plain": "9999-12-31T23:59:59Z"}"#)
        let tree = try DictionaryEncoder().encodeToDictionary(edge)
        #expect(tree["precise"] as? String == "9999-12-31T23:59:59.999Z")
        #expect(tree["plain"] as? String == "9999-12-31T23:59:59Z")
        let precise = expectDecodingError(.dataCorrupted, at: ["precise"]) {
            try decoder.decode(
                Stamps.self, json: #"{"precise": "10000-01-01T00:00:00.000Z", "plain": "2000-01-01T00:00:00Z"}"#)
        }
        #expect(precise?.context?.debugDescription.contains("four-digit year") == true)
        expectDecodingError(.dataCorrupted, at: ["plain"]) {
            try decoder.decode(
                Stamps.self, json: #"{"precise": "2000-01-01T00:00:00.000Z", "plain": "10000-01-01T00:00:00Z"}"#)
        }
    }

    @Test func aDateWithNoTextThrowsWhenEncoded() {
        var session = Self.expected
        session.created = Date(timeIntervalSince1970: .nan)
        do {
            _ = try DictionaryEncoder().encode(session)
            Issue.record("encoded a NaN date as text")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["created"])
        } catch {
            Issue.record("unexpected \(type(of: error))")
        }
    }
}

// MARK: - Test Types

private typealias HintKey = String

private struct Session: Codable {
    @DateValue<SecondsSince1970Strategy> var started: Date
    @DateValue<MillisecondsSince1970Strategy> var lastSeen: Date
    @DateValue<ISO8601WithFractionalSecondsStrategy> var expires: Date
    @DateValue<ISO8601Strategy> var created: Date
    @DataValue<Base64Strategy> var thumbnail: Data
    @DataValue<HexStrategy> var checksum: Data
    @DataValue<ByteArrayStrategy> var key: Data
}

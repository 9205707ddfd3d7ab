import Foundation
import Testing

@testable import ModelMapper

/// The `Date` and `Data` leaves of property-list trees (`PropertyListSerialization`, `UserDefaults`, Core Data,
/// CloudKit): a leaf of the target's own type is taken as it is, under every date and data strategy, as
/// `PropertyListDecoder` takes it (`Docs/Design.md#property-list-leaves`), wherever the target is.
@Suite struct PropertyListDecodingTests {
    static let date = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
    static let bytes = Data([0, 1, 2, 0x7F, 0xFE, 0xFF])

    struct Stamped: Codable, Equatable {
        var when: Date
        var blob: Data
    }

    /// Thrown by the custom strategies below: a leaf never reaches them.
    struct StrategyRan: Error {}

    static let dateStrategies: [(name: String, strategy: DictionaryDecoder.DateDecodingStrategy)] = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return [
            ("deferredToDate", .deferredToDate), ("secondsSince1970", .secondsSince1970),
            ("millisecondsSince1970", .millisecondsSince1970), ("iso8601", .iso8601),
            ("iso8601WithFractionalSeconds", .iso8601WithFractionalSeconds), ("formatted", .formatted(formatter)),
            ("custom", .custom { _ in throw StrategyRan() }),
        ]
    }()

    static let dataStrategies: [(name: String, strategy: DictionaryDecoder.DataDecodingStrategy)] = [
        ("deferredToData", .deferredToData), ("base64", .base64), ("custom", .custom { _ in throw StrategyRan() }),
    ]

    private func decoder(
        date: DictionaryDecoder.DateDecodingStrategy = .deferredToDate,
        data: DictionaryDecoder.DataDecodingStrategy = .base64
    ) -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = date
        decoder.dataDecodingStrategy = data
        return decoder
    }

    // MARK: - Every strategy

    @Test func aDateLeafIsTheDateUnderEveryDateStrategy() throws {
        for (name, strategy) in Self.dateStrategies {
            let decoder = decoder(date: strategy)
            let native = try decoder.decode(Stamped.self, from: ["when": Self.date, "blob": Self.bytes])
            #expect(native == Stamped(when: Self.date, blob: Self.bytes), "\(name)")
            let foundation: [String: Any] = [
                "when": NSDate(timeIntervalSinceReferenceDate: Self.date.timeIntervalSinceReferenceDate),
                "blob": NSData(data: Self.bytes),
            ]
            #expect(try decoder.decode(Stamped.self, from: foundation) == native, "\(name), NSDate and NSData")
            #expect(try decoder.decode(Date.self, from: Self.date) == Self.date, "\(name), top level")
        }
    }

    @Test func aDataLeafIsTheDataUnderEveryDataStrategy() throws {
        for (name, strategy) in Self.dataStrategies {
            let decoder = decoder(data: strategy)
            let native = try decoder.decode(Stamped.self, from: ["when": Self.date, "blob": Self.bytes])
            #expect(native == Stamped(when: Self.date, blob: Self.bytes), "\(name)")
            let mutable = NSMutableData(data: Self.bytes)
            let foundation: [String: Any] = ["when": Self.date, "blob": mutable]
            #expect(try decoder.decode(Stamped.self, from: foundation) == native, "\(name), NSMutableData")
            // As `Any`: `decode(_:from: Data)` reads JSON text.
            #expect(try decoder.decode(Data.self, from: Self.bytes as Any) == Self.bytes, "\(name), top level")
        }
    }

    /// The strategy still reads every value that is not a leaf, beside leaves in the same tree.
    @Test func theStrategyReadsEverythingElse() throws {
        let decoder = decoder(date: .iso8601)
        let dates = try decoder.decode([Date].self, from: [Self.date, "2001-01-01T00:00:00Z"] as [Any])
        #expect(dates == [Self.date, Date(timeIntervalSinceReferenceDate: 0)])
        let data = try decoder.decode([Data].self, from: [Self.bytes, "AQID"] as [Any])
        #expect(data == [Self.bytes, Data([1, 2, 3])])
    }

    // MARK: - Wherever the target is

    struct Collections: Codable, Equatable {
        var dates: [Date]
        var byName: [String: Data]
        var maybe: Date?
        var missing: Data?
        var grid: [[Date]]
        var inner: Stamped
    }

    @Test func leavesInArraysDictionariesOptionalsAndNestedModels() throws {
        let tree: [String: Any] = [
            "dates": [Self.date, NSDate(timeIntervalSinceReferenceDate: 1)] as [Any],
            "byName": ["a": Self.bytes, "b": NSData(data: Data([9]))] as [String: Any],
            "maybe": Optional(Self.date) as Any,
            "grid": [[Self.date], []] as [[Date]],
            "inner": ["when": Self.date, "blob": Self.bytes] as [String: Any],
        ]
        let expected = Collections(
            dates: [Self.date, Date(timeIntervalSinceReferenceDate: 1)], byName: ["a": Self.bytes, "b": Data([9])],
            maybe: Self.date, missing: nil, grid: [[Self.date], []],
            inner: Stamped(when: Self.date, blob: Self.bytes))
        for (name, strategy) in Self.dateStrategies {
            #expect(
                try decoder(date: strategy, data: .custom { _ in throw StrategyRan() }).decode(
                    Collections.self, from: tree) == expected, "\(name)")
        }
        #expect(try decoder().decode(Collections.self, from: foundationObjectTree(tree)) == expected)
    }

    @Test func leavesThroughHints() throws {
        let tree: [String: Any] = ["META": ["created": Self.date] as [String: Any], "BLOB": Self.bytes]
        let hints: HintTree = ["when": "META.created", "blob": ["DATA", "BLOB"]]
        let value = try decoder(date: .iso8601).decode(Stamped.self, from: tree, hints: hints)
        #expect(value == Stamped(when: Self.date, blob: Self.bytes))
        // A leaf is read as it is: no coercion, nothing unmapped.
        let report = try decoder(date: .iso8601).decodeWithReport(Stamped.self, from: tree, hints: hints).report
        #expect(report.isClean && report.coercions.isEmpty)
        #expect(report.fallbackCandidates.map(\.sourcePath) == ["BLOB"])
    }

    /// `update` reads a patch's leaves as a decode does; the value's own dates go through the mirrored strategy.
    @Test func anUpdateTakesTheLeavesOfItsPatch() throws {
        let decoder = decoder(date: .iso8601WithFractionalSeconds)
        let current = Stamped(when: Date(timeIntervalSince1970: 0), blob: Data([1]))
        let later = Date(timeIntervalSinceReferenceDate: 800_000_000.123456)
        let updated = try decoder.update(current, from: ["when": later, "blob": NSData(data: Self.bytes)])
        #expect(updated == Stamped(when: later, blob: Self.bytes))
        let hinted = try decoder.update(current, from: ["WHEN": later], hints: ["when": "WHEN"])
        #expect(hinted == Stamped(when: later, blob: Data([1])))
    }

    // MARK: - The format wrappers

    struct Formats: Codable, Equatable {
        @DateValue<ISO8601Strategy> var iso: Date
        @DateValue<ISO8601WithFractionalSecondsStrategy> var precise: Date
        @DateValue<SecondsSince1970Strategy> var seconds: Date
        @DateValue<MillisecondsSince1970Strategy> var milliseconds: Date
        @DataValue<HexStrategy> var hex: Data
        @DataValue<Base64Strategy.Bytes> var bytes: [UInt8]
    }

    /// A wrapper takes a leaf of its own type as the value, as a plain property does under every strategy, and
    /// writes its strategy's form: it names the payload's form, and a leaf is not it.
    @Test func theFormatWrappersTakeALeafOfTheirTypeAndWriteTheirForm() throws {
        let tree: [String: Any] = [
            "iso": Self.date, "precise": Self.date, "seconds": NSDate(timeIntervalSinceReferenceDate: 5),
            "milliseconds": Self.date, "hex": Self.bytes, "bytes": NSData(data: Data([1, 2, 3])),
        ]
        let formats = try DictionaryDecoder().decode(Formats.self, from: tree)
        #expect(formats.iso == Self.date && formats.precise == Self.date && formats.milliseconds == Self.date)
        #expect(formats.seconds == Date(timeIntervalSinceReferenceDate: 5))
        #expect(formats.hex == Self.bytes && formats.bytes == [1, 2, 3])
        let encoded = try DictionaryEncoder().encodeToDictionary(formats)
        #expect(encoded["iso"] as? String == "2023-03-08T20:26:40Z")
        #expect(encoded["precise"] as? String == "2023-03-08T20:26:40.250Z")
        #expect(encoded["hex"] as? String == "0001027ffeff")
        #expect(encoded["bytes"] as? String == "AQID")
    }

    @Test func aWrapperRefusesADateLeafItsStrategyCannotWriteBack() {
        struct Expiry: Codable {
            @DateValue<ISO8601Strategy> var expires: Date
        }
        let farAway = Date(timeIntervalSince1970: 253_402_300_800)  // 10000-01-01T00:00:00Z
        let error = expectDecodingError(.dataCorrupted, at: ["expires"]) {
            try DictionaryDecoder().decode(Expiry.self, from: ["EXPIRES": farAway], hints: ["expires": "EXPIRES"])
        }
        #expect(error?.context?.debugDescription.hasSuffix("outside 1...9999. (source path: EXPIRES)") == true)
        let mismatch = expectDecodingError(.typeMismatch, at: ["expires"]) {
            try DictionaryDecoder().decode(Expiry.self, from: ["expires": Self.bytes])
        }
        #expect(mismatch?.context?.debugDescription == "Expected to decode String but found data instead.")
    }

    // MARK: - Errors

    struct Profile: Codable {
        var name: String
        var age: Int
    }

    @Test func aDateLeafWhereAStringIsExpectedIsATypeMismatchNamingBothPaths() {
        let error = expectDecodingError(.typeMismatch, at: ["name"]) {
            try DictionaryDecoder().decode(
                Profile.self, from: ["user": ["NAME": Self.date, "AGE": 3]],
                hints: ["name": "user.NAME", "age": "user.AGE"])
        }
        #expect(
            error?.context?.debugDescription
                == "Expected to decode String but found a date instead. (source path: user.NAME)")
        let foundation = expectDecodingError(.typeMismatch, at: ["name"]) {
            try DictionaryDecoder().decode(Profile.self, from: ["name": NSDate(), "age": 3])
        }
        #expect(foundation?.context?.debugDescription == "Expected to decode String but found a date instead.")
    }

    @Test func aDataLeafWhereANumberIsExpectedIsATypeMismatch() {
        let error = expectDecodingError(.typeMismatch, at: ["age"]) {
            try DictionaryDecoder().decode(
                Profile.self, from: ["name": "Ada", "AGE": Self.bytes], hints: ["age": "AGE"])
        }
        #expect(
            error?.context?.debugDescription == "Expected to decode Int but found data instead. (source path: AGE)")
    }

    /// A leaf of the other type is not converted: it is read by the strategy, which finds the wrong kind.
    @Test func aLeafOfTheOtherTypeIsReadByTheStrategy() {
        let date = expectDecodingError(.typeMismatch, at: ["when"]) {
            try DictionaryDecoder().decode(Stamped.self, from: ["when": Self.bytes, "blob": Self.bytes])
        }
        #expect(date?.context?.debugDescription == "Expected to decode Double but found data instead.")
        let data = expectDecodingError(.typeMismatch, at: ["blob"]) {
            try DictionaryDecoder().decode(Stamped.self, from: ["when": Self.date, "blob": Self.date])
        }
        #expect(data?.context?.debugDescription == "Expected to decode String but found a date instead.")
    }
}

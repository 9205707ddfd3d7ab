import Foundation
import Testing

@testable import ModelMapper

/// Both sides of the ISO 8601 availability check: `Date.ISO8601FormatStyle` (macOS 12, iOS 15 and later, and Linux)
/// and the parser older Apple platforms run instead, compared bit for bit over generated timestamps, and each against
/// dates worked out by hand.
@Suite struct ISO8601ParsingTests {
    private static func expectBothBranches(
        _ text: String, give expected: Date?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for fractionalSeconds in [false, true] {
            for branch in [PlatformBranch.newest, .fallback] {
                let date = ISO8601.date(from: text, fractionalSeconds: fractionalSeconds, branch: branch)
                #expect(
                    date?.timeIntervalSinceReferenceDate.bitPattern
                        == expected?.timeIntervalSinceReferenceDate.bitPattern,
                    "\(text.debugDescription) through \(branch), fractional \(fractionalSeconds): \(String(describing: date))",
                    sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: - Worked examples

    @Test func readsTimestampsWithEveryTimeZoneForm() {
        let utc = Date(timeIntervalSince1970: 1_700_000_000)
        Self.expectBothBranches("2023-11-14T22:13:20Z", give: utc)
        Self.expectBothBranches("2023-11-14T22:13:20z", give: utc)
        Self.expectBothBranches("2023-11-14T22:13:20GMT", give: utc)
        Self.expectBothBranches("2023-11-14T22:13:20utc", give: utc)
        Self.expectBothBranches("2023-11-14T22:13:20-00:00", give: utc)
        let oneHourAhead = Date(timeIntervalSince1970: 1_700_000_000 - 3600)
        for zone in ["+01:00", "+0100", "+01", "+1", "GMT+01:00", "UTC+0100"] {
            Self.expectBothBranches("2023-11-14T22:13:20" + zone, give: oneHourAhead)
        }
        Self.expectBothBranches("2023-11-14T22:13:20-01:30", give: Date(timeIntervalSince1970: 1_700_000_000 + 5400))
        Self.expectBothBranches(
            "2023-11-14T22:13:20+01:00:30", give: Date(timeIntervalSince1970: 1_700_000_000 - 3630))
        Self.expectBothBranches("2023-11-14T22:13:20+18:00", give: Date(timeIntervalSince1970: 1_700_000_000 - 64_800))
    }

    @Test func readsFractionsUnderEitherSetting() {
        Self.expectBothBranches("2023-11-14T22:13:20.5Z", give: Date(timeIntervalSince1970: 1_700_000_000.5))
        Self.expectBothBranches("2001-01-01T00:00:00.25Z", give: Date(timeIntervalSinceReferenceDate: 0.25))
        Self.expectBothBranches(
            "2001-01-01T00:00:00.123456789Z", give: Date(timeIntervalSinceReferenceDate: 0.123_456_789))
    }

    @Test func rollsOverFieldsPastTheirRangeAsTheCalendarDoes() {
        // 30 February is 2 March; hour 24 is the next midnight; second 60 is the next minute.
        Self.expectBothBranches("2023-02-30T00:00:00Z", give: Date(timeIntervalSince1970: 1_677_715_200))
        Self.expectBothBranches("2023-11-14T24:00:00Z", give: Date(timeIntervalSince1970: 1_700_006_400))
        Self.expectBothBranches("2023-11-14T22:13:60Z", give: Date(timeIntervalSince1970: 1_700_000_040))
    }

    @Test func readsDatesBeforeOctober1582InTheJulianCalendar() {
        // 14 October 1582 (Julian) is 24 October (Gregorian): nine days after the Gregorian 15 October.
        let gregorianStart = Date(timeIntervalSince1970: -12_219_292_800)
        Self.expectBothBranches("1582-10-15T00:00:00Z", give: gregorianStart)
        Self.expectBothBranches("1582-10-14T00:00:00Z", give: gregorianStart.addingTimeInterval(9 * 86_400))
    }

    @Test func refusesWhatIsNotATimestamp() {
        for text in [
            "", "2023-11-14", "2023-11-14T22:13Z", "2023-11-14T22:13:20", "2023-11-14 22:13:20Z",
            "2023-11-14t22:13:20Z",
            " 2023-11-14T22:13:20Z", "+2023-11-14T22:13:20Z", "2023-13-14T22:13:20Z", "2023-00-14T22:13:20Z",
            "2023-11-32T22:13:20Z", "2023-11-14T22:13:20.Z", "2023-11-14T22:13:20,5Z",
            "2023-11-14T22:13:20.1234567890Z",
            "2023-11-14T22:13:20+", "2023-11-14T22:13:20+01:", "2023-11-14T22:13:20+18:01", "2023-11-14T22:13:20+24:00",
            "2023-11-14T22:13:20GM", "2023-11-14T22:13:20GMT-", "2023-11-14T99999999999999999999:13:20Z",
            "\u{FF12}023-11-14T22:13:20Z",
        ] {
            Self.expectBothBranches(text, give: nil)
        }
    }

    // MARK: - Generated

    /// Timestamps assembled from fields that are valid, out of range, oddly long or malformed, and strings of random
    /// fragments: the fallback must accept exactly what the format style accepts, with the same date to the bit.
    @Test func fallbackAgreesWithTheFormatStyleOnGeneratedTimestamps() {
        var random = SeededGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x1508_8601))
        var accepted = 0
        for _ in 0..<6_000 {
            let text = Self.timestamp(using: &random)
            for fractionalSeconds in [false, true] {
                let newest = ISO8601.date(from: text, fractionalSeconds: fractionalSeconds, branch: .newest)
                let fallback = ISO8601.date(from: text, fractionalSeconds: fractionalSeconds, branch: .fallback)
                if newest != nil { accepted += 1 }
                #expect(
                    newest?.timeIntervalSinceReferenceDate.bitPattern
                        == fallback?.timeIntervalSinceReferenceDate.bitPattern,
                    "\(text.debugDescription) (seed \(random.seed)): \(String(describing: newest)) against \(String(describing: fallback))"
                )
            }
        }
        // Both sides of the comparison are exercised: many accepted, many refused.
        #expect(accepted > 1_000 && accepted < 10_000)
    }

    private static func timestamp(using random: inout SeededGenerator) -> String {
        func pick(_ choices: [String]) -> String { random.pick(choices) }
        if random.chance(0.25) {
            let fragments = [
                "2023", "0", "10000", "-", "11", "1", "T", "t", " ", "22", ":", "13", "60", ".", ".5", "Z", "z", "GMT",
                "UTC", "+", "01", ":00", "x", "9", "\u{FF12}",
            ]
            return (0..<random.int(in: 1...12)).map { _ in pick(fragments) }.joined()
        }
        let year = pick(["2023", "0", "0001", "1582", "1600", "10000", "144683", "23", "02023", "9999"])
        let month = pick(["11", "1", "012", "00", "13", "2", "12"])
        let day = pick(["14", "31", "30", "29", "32", "0", "1", "014"])
        let separator = pick(["T", "T", "T", "t", " "])
        let hour = pick(["22", "2", "24", "25", "99", "123", "00"])
        let minute = pick(["13", "60", "99", "0", "013"])
        let second = pick(["20", "60", "61", "99", "0"])
        let fraction = pick(["", "", ".1", ".123", ".123456789", ".1234567890", ".", ".x", ".000000001", ".999999999"])
        let zone = pick([
            "Z", "z", "", "+01:00", "-01:30", "+0100", "+01", "+1", "+123", "+01:99", "+01:00:30", "+01:00:999",
            "+18:00", "+18:01", "-18:00", "+24:00", "GMT", "GMT+01:00", "gmt-5", "UTC", "utc+0130", "GM", "GMT-", "+",
            "-", "+01:", "+01::00", "x", "Zjunk",
        ])
        let tail = pick(["", "", "x", " ", "1", ":"])
        return year + "-" + month + "-" + day + separator + hour + ":" + minute + ":" + second + fraction + zone + tail
    }
}

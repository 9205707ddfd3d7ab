import Foundation

extension ISO8601 {
    /// The date an ISO 8601 timestamp stands for, read exactly as `Date.ISO8601FormatStyle` reads it (which ignores
    /// `fractionalSeconds`), or by ``parsedDate(from:)`` where it is missing (`Docs/Design.md#apple-platforms`).
    static func date(from text: String, fractionalSeconds: Bool, branch: PlatformBranch = .newest) -> Date? {
        if #available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *), branch == .newest {
            // The format style's error says no more than `nil` does; each caller throws its own, with the path.
            return try? Date.ISO8601FormatStyle(includingFractionalSeconds: fractionalSeconds).parse(text)
        }
        return parsedDate(from: text)
    }

    /// The date an ISO 8601 timestamp stands for, read without `Date.ISO8601FormatStyle` by the same rules: fields of
    /// one or more digits, the month in 1...12 and the day in 1...31, time fields unbounded (the calendar rolls them
    /// over), one to nine digits of fraction, a time zone of `Z`, `GMT`/`UTC` in any case or an offset of at most 18
    /// hours, anything after it ignored, and the ISO 8601 calendar (Julian before 15 October 1582).
    static func parsedDate(from text: String) -> Date? {
        var scanner = TimestampScanner(utf8: Array(text.utf8))
        guard let year = scanner.number(), scanner.skip("-"),
            let month = scanner.number(), (1...12).contains(month), scanner.skip("-"),
            let day = scanner.number(), (1...31).contains(day), scanner.skip("T"),
            let hour = scanner.number(), scanner.skip(":"),
            let minute = scanner.number(), scanner.skip(":"),
            let second = scanner.number()
        else { return nil }
        var nanosecond = 0
        if scanner.skip(".") {
            guard let fraction = scanner.fraction() else { return nil }
            nanosecond = fraction
        }
        guard let offset = scanner.timeZoneOffset(), let timeZone = TimeZone(secondsFromGMT: offset) else {
            return nil
        }
        let components = DateComponents(
            timeZone: timeZone, year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            nanosecond: nanosecond)
        return calendar.date(from: components)
    }

    private static let calendar = Calendar(identifier: .iso8601)
}

private struct TimestampScanner {
    let utf8: [UInt8]
    var index = 0

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < utf8.count, utf8[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// One or more ASCII digits, at most `maximumDigits`; `nil` when there is none or the number overflows `Int`.
    mutating func number(maximumDigits: Int = .max) -> Int? {
        let start = index
        var value = 0
        while index < utf8.count, index - start < maximumDigits, let digit = Self.digit(utf8[index]) {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = shifted.addingReportingOverflow(digit)
            guard !overflow, !overflowAgain else { return nil }
            value = sum
            index += 1
        }
        return index > start ? value : nil
    }

    /// One to nine digits of a fraction of a second, as nanoseconds.
    mutating func fraction() -> Int? {
        let start = index
        guard let digits = number(maximumDigits: 10), index - start <= 9 else { return nil }
        var nanoseconds = digits
        for _ in (index - start)..<9 { nanoseconds *= 10 }
        return nanoseconds
    }

    mutating func timeZoneOffset() -> Int? {
        guard index < utf8.count else { return nil }
        let first = utf8[index]
        index += 1
        switch first | 0x20 {  // ASCII lowercase
        case UInt8(ascii: "z"):
            return 0
        case UInt8(ascii: "g"), UInt8(ascii: "u"):
            let rest: [UInt8] = first | 0x20 == UInt8(ascii: "g") ? Array("mt".utf8) : Array("tc".utf8)
            for expected in rest {
                guard index < utf8.count, utf8[index] | 0x20 == expected else { return nil }
                index += 1
            }
            guard index < utf8.count, utf8[index] == UInt8(ascii: "+") || utf8[index] == UInt8(ascii: "-") else {
                return 0
            }
            let sign = utf8[index]
            index += 1
            return signedOffset(positive: sign == UInt8(ascii: "+"))
        default:
            guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return nil }
            return signedOffset(positive: first == UInt8(ascii: "+"))
        }
    }

    /// `hh`, `hh:mm`, `hhmm`, `hh:mm:ss` or `hhmmss` after a sign; a field may have one digit.
    private mutating func signedOffset(positive: Bool) -> Int? {
        guard let hours = number(maximumDigits: 2) else { return nil }
        var seconds = hours * 3600
        let minutesFollow: Bool
        if skip(":") {
            minutesFollow = true
        } else {
            minutesFollow = index < utf8.count && Self.digit(utf8[index]) != nil
        }
        if minutesFollow {
            guard let minutes = number(maximumDigits: 2) else { return nil }
            seconds += minutes * 60
            _ = skip(":")
            if index < utf8.count, Self.digit(utf8[index]) != nil, let extra = number(maximumDigits: 2) {
                seconds += extra
            }
        }
        return positive ? seconds : -seconds
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte &- UInt8(ascii: "0")) : nil
    }
}

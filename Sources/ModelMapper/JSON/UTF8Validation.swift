/// Validating UTF-8 conversion on every platform the library declares.
enum UTF8Validation {
    /// The string `bytes` spell in UTF-8, or `nil` when they are not valid UTF-8 (an ill-formed sequence, an
    /// overlong form, a surrogate or a scalar above U+10FFFF).
    ///
    /// Where the standard library has `String(validating:as:)` (macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2
    /// and later, and Linux), it converts; before that, the standard library's own UTF-8 decoder validates and
    /// `String(decoding:as:)` converts, which accepts and refuses exactly the same sequences
    /// (`Docs/Design.md#apple-platforms`).
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 code units.
    ///   - branch: Which side of the availability check runs; tests pass ``PlatformBranch/fallback``.
    /// - Returns: The string, or `nil` for bytes that are not UTF-8.
    @inline(__always)
    static func string(_ bytes: some Collection<UInt8>, branch: PlatformBranch = .newest) -> String? {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), branch == .newest {
            return String(validating: bytes, as: UTF8.self)
        }
        return validatedWithDecoder(bytes)
    }

    private static func validatedWithDecoder(_ bytes: some Collection<UInt8>) -> String? {
        let failed = transcode(
            bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true, into: { _ in })
        return failed ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` are valid UTF-8, by the rules `string(_:branch:)` applies, without making a string: no
    /// ill-formed sequence, overlong form, surrogate or scalar above U+10FFFF.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight ASCII bytes at a time.
            if let base = bytes.baseAddress, count &- index >= 8,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index &+= 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index &+= 1
                continue
            }
            // The second byte's range depends on the lead (Unicode's table 3-7); the others are 80...BF.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return false
            }
            guard count &- index >= length, (low...high).contains(bytes[index &+ 1]) else { return false }
            for offset in 2..<length where bytes[index &+ offset] & 0xC0 != 0x80 { return false }
            index &+= length
        }
        return true
    }
}

/// UTF-8 validity, checked without making a string. Not `String(validating:as:)`, which needs macOS 15 and its peers
/// (`Docs/Design.md#apple-platforms`).
enum UTF8Validation {
    /// Whether `bytes` are valid UTF-8 by the rules of `String(validating:as:)` and the standard library's UTF-8
    /// decoder: no ill-formed sequence, overlong form, surrogate or scalar above U+10FFFF.
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

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
}

import Foundation

// The package declares macOS 10.15, iOS 13, tvOS 13 and watchOS 6, and visionOS 1 by SwiftPM's default.
// `String(validating:as:)` needs macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2;
// `Date.ISO8601FormatStyle` needs macOS 12, iOS 15, tvOS 15, watchOS 8 (visionOS 1 through iOS).

// MARK: - Unguarded

func plantedValidating(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)  // expected finding
}

func plantedFormatStyle(_ text: String) throws -> Date {
    try Date.ISO8601FormatStyle().parse(text)  // expected finding
}

/// A runtime check's iOS version says nothing about visionOS, where only the `*` applies.
func plantedWithoutVisionOS(_ bytes: [UInt8]) -> String? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
        return String(validating: bytes, as: UTF8.self)  // expected finding
    }
    return nil
}

/// Neither a comment nor a string literal is a scope.
func plantedAfterLookalikes(_ bytes: [UInt8]) -> String? {
    // if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    let note = "#available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { \(bytes.count) }"
    let raw = #"""
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) { "\#(note)"
        """#
    let quotes = #"""{"#  // a one-line raw string, `""{`, though it opens like a multi-line one
    _ = (raw, quotes)
    return String(validating: bytes, as: UTF8.self)  // expected finding
}

// MARK: - Guarded

func guardedByIf(_ bytes: [UInt8], _ text: String) throws -> String? {
    if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
        _ = try Date.ISO8601FormatStyle().parse(text)
    }
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return String(validating: bytes, as: UTF8.self)
    } else {
        return String(validating: bytes, as: UTF8.self)  // expected finding
    }
}

/// The rest of the block after a `guard #available`, and no further.
func guardedByGuard(_ bytes: [UInt8], _ text: String, early: Bool) throws -> String? {
    if early {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
        _ = try Date.ISO8601FormatStyle().parse(text)
        return String(validating: bytes, as: UTF8.self)
    }
    return String(validating: bytes, as: UTF8.self)  // expected finding
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
func guardedByAttribute(_ bytes: [UInt8], _ text: String) throws -> String? {
    _ = try Date.ISO8601FormatStyle().parse(text)
    return String(validating: bytes, as: UTF8.self)
}

@available(macOS, introduced: 12)
@available(iOS, introduced: 15)
@available(tvOS, introduced: 15)
@available(watchOS, introduced: 8)
struct GuardedType {
    var style: Date.ISO8601FormatStyle { Date.ISO8601FormatStyle() }
}

/// An attribute on a requirement covers that requirement only.
protocol Styled {
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    func style() -> Date.ISO8601FormatStyle
    func unguardedStyle() -> Date.ISO8601FormatStyle  // expected finding
}

// MARK: - Old enough

func old(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

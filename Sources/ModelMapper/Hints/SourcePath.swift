/// A parsed key path: `.`-separated keys, indices in brackets (`"data.users[0].name"`), a backslash escaping `.`,
/// `[`, `]` and `\` inside a key. It starts with a key; keys are never empty. Bounded (``maximumIndex``,
/// ``maximumSegments``), since writing one pads arrays and creates containers.
struct SourcePath: Sendable, Hashable {
    static let maximumIndex = 9_999
    static let maximumSegments = 128

    enum Segment: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    let segments: [Segment]
    let spelling: String

    /// Whether a string would be read as a path rather than a single key.
    static func looksLikePath(_ string: String) -> Bool {
        string.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") }
    }

    static func parse(_ spelling: String) -> Result<SourcePath, HintProblemReason> {
        var segments: [Segment] = []
        var key = ""
        var keyStarted = false  // a key (possibly escaped) is being collected
        var afterIndex = false  // the last thing read was "[n]": only ".", "[" or the end may follow
        var iterator = spelling.makeIterator()
        func fail(_ why: String) -> Result<SourcePath, HintProblemReason> {
            .failure(HintProblemReason("invalid key path \"\(spelling)\": \(why)"))
        }
        while let character = iterator.next() {
            switch character {
            case "\\":
                guard !afterIndex else { return fail("a key must follow \".\" after an index") }
                guard let escaped = iterator.next() else { return fail("it ends with a lone backslash") }
                key.append(escaped)
                keyStarted = true
            case ".":
                if afterIndex {
                    afterIndex = false
                    continue
                }
                guard keyStarted else { return fail("it has an empty key") }
                segments.append(.key(key))
                key = ""
                keyStarted = false
            case "[":
                afterIndex = false
                if keyStarted {
                    segments.append(.key(key))
                    key = ""
                    keyStarted = false
                } else if segments.isEmpty {
                    return fail("it must start with a key")
                }
                var digits = ""
                var closed = false
                while let next = iterator.next() {
                    if next == "]" {
                        closed = true
                        break
                    }
                    digits.append(next)
                }
                guard closed else { return fail("a bracket is not closed") }
                guard let index = Int(digits), index >= 0, digits.allSatisfy(\.isASCII) else {
                    return fail("\"[\(digits)]\" is not a non-negative array index")
                }
                guard index <= maximumIndex else {
                    return fail("the array index \(index) is larger than \(maximumIndex), the largest a path may name")
                }
                segments.append(.index(index))
                afterIndex = true
            case "]":
                return fail("it has a \"]\" with no \"[\"")
            default:
                guard !afterIndex else { return fail("a key must follow \".\" after an index") }
                key.append(character)
                keyStarted = true
            }
        }
        if keyStarted {
            segments.append(.key(key))
        } else if segments.isEmpty || spelling.last == "." {
            return fail("it has an empty key")
        }
        guard segments.count <= maximumSegments else {
            return fail("it has \(segments.count) keys and indices, more than the \(maximumSegments) a path may have")
        }
        return .success(SourcePath(segments: segments, spelling: spelling))
    }

    func render(into text: inout String) {
        SourcePath.render(segments[...], into: &text)
    }

    static func render(_ segments: ArraySlice<Segment>, into text: inout String) {
        for segment in segments {
            switch segment {
            case .key(let key): PathText.append(key: key, to: &text)
            case .index(let index): PathText.append(index: index, to: &text)
            }
        }
    }
}

/// Why a hint entry is invalid, in words that complete "the entry … is invalid: ".
struct HintProblemReason: Sendable, Hashable, Error {
    let text: String
    init(_ text: String) { self.text = text }
}

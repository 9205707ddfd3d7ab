import Foundation

extension Hint: CustomStringConvertible, CustomDebugStringConvertible {
    /// The hint as the shortest Swift expression that builds an equal hint, to paste as a ``HintTree`` entry:
    /// `"NAME"`, `["user_name", "userName"]`, `.key("MEMBERS", nested: ["name": "Name"])`. Nested trees print as
    /// ``HintTree/description`` does; the text stops with `…` after 512 levels or about a million characters.
    public var description: String { HintLiteralWriter.literal(of: self) }

    /// ``description`` in `Hint(…)`, then what makes it invalid: `Hint(.path("a..b"), invalid: invalid key path …)`.
    public var debugDescription: String {
        let problem = source.problem ?? entries?.problem ?? nestedTree?.problem?.description
        guard let problem else { return "Hint(\(description))" }
        return "Hint(\(description), invalid: \(problem))"
    }
}

/// Writes hints and trees as the Swift literals that build them, keys in code-point order, bounded in size.
struct HintLiteralWriter {
    /// Roughly the longest text written, in UTF-8 bytes, before the writer stops with `…`.
    static let maximumLength = 1 << 20

    private(set) var text = ""
    private var length = 0
    private var stopped = false

    private mutating func append(_ string: String) {
        guard !stopped else { return }
        text += string
        length += string.utf8.count
        if length > HintLiteralWriter.maximumLength { stop() }
    }

    private mutating func stop() {
        guard !stopped else { return }
        text += "…"
        stopped = true
    }

    /// The literal that builds `tree`.
    static func literal(of tree: HintTree) -> String {
        var writer = HintLiteralWriter()
        writer.write(tree, depth: 0)
        return writer.text
    }

    /// The literal that builds `hint`.
    static func literal(of hint: Hint) -> String {
        var writer = HintLiteralWriter()
        writer.write(hint, depth: 0)
        return writer.text
    }

    mutating func write(_ tree: HintTree, depth: Int) {
        guard depth <= HintTree.maximumTreeDepth else { return stop() }
        let keys = tree.entries.keys.sorted()
        guard !keys.isEmpty else { return append("[:]") }
        append("[")
        for (offset, key) in keys.enumerated() {
            guard !stopped else { return }
            guard let hint = tree.entries[key] else { continue }
            if offset > 0 { append(", ") }
            append(SwiftLiteral.quoted(key))
            append(": ")
            write(hint, depth: depth + 1)
        }
        append("]")
    }

    mutating func write(_ hint: Hint, depth: Int) {
        guard depth <= HintTree.maximumTreeDepth else { return stop() }
        let nested = hint.nestedTree
        let entries = hint.entries
        // A literal cannot take `.entries(…)` or nested hints; a call form can.
        let literalAllowed = nested == nil && entries == nil && hint.wireForm == nil
        switch hint.source {
        case .key(let key):
            if literalAllowed && HintSource(flexible: key) == .key(key) {
                append(SwiftLiteral.quoted(key))
            } else {
                call("key", SwiftLiteral.quoted(key), nested: nested, depth: depth)
            }
        case .keyOrPath(let spelling, _):
            if literalAllowed {
                append(SwiftLiteral.quoted(spelling))
            } else {
                // Only a string literal reads "a key, or else the path it spells"; make it a `Hint` to chain on it.
                append("(\(SwiftLiteral.quoted(spelling)) as Hint)")
                if let nested {
                    append(".withNestedHints(")
                    write(nested, depth: depth + 1)
                    append(")")
                }
            }
        case .path(let path):
            call("path", SwiftLiteral.quoted(path.spelling), nested: nested, depth: depth)
        case .invalid(let reason):
            let argument =
                HintLiteralWriter.invalidPathSpelling(reason).map { SwiftLiteral.quoted($0) } ?? "<\(reason)>"
            call("path", argument, nested: nested, depth: depth)
        case .candidates(let candidates):
            let list =
                "[" + candidates.flatMap(\.spellings).map { SwiftLiteral.quoted($0) }.joined(separator: ", ") + "]"
            if literalAllowed && !candidates.isEmpty {
                append(list)
            } else {
                call("candidates", list, nested: nested, depth: depth)
            }
        case .keyPattern(let pattern):
            let argument: String
            switch pattern {
            case .prefix(let text): argument = ".prefix(\(SwiftLiteral.quoted(text)))"
            case .suffix(let text): argument = ".suffix(\(SwiftLiteral.quoted(text)))"
            }
            call("keyPattern", argument, nested: nested, depth: depth)
        case .sameKey:
            append(".nested(")
            write(nested ?? .empty, depth: depth + 1)
            append(")")
        case .inline:
            append(".inline(")
            if let nested { write(nested, depth: depth + 1) }
            append(")")
        }
        if let entries { write(entries) }
        if let form = hint.wireForm { append(".wire(\(form))") }
    }

    private mutating func call(_ name: String, _ argument: String, nested: HintTree?, depth: Int) {
        append(".\(name)(\(argument)")
        if let nested {
            append(", nested: ")
            write(nested, depth: depth + 1)
        }
        append(")")
    }

    private mutating func write(_ entries: DynamicEntries) {
        var arguments = "keyedInto: \(SwiftLiteral.quoted(entries.keyField))"
        if entries.valueField != "value" {
            arguments += ", valuesInto: \(SwiftLiteral.quoted(entries.valueField))"
        }
        switch entries.order {
        case .ascending: break
        case .descending: arguments += ", order: .descending"
        case .numeric: arguments += ", order: .numeric"
        }
        append(".entries(\(arguments))")
    }

    /// The path a malformed `.path(_:)` hint was made from, recovered from its reason; `nil` when it cannot be.
    static func invalidPathSpelling(_ reason: String) -> String? {
        let prefix = "invalid key path \""
        guard reason.hasPrefix(prefix) else { return nil }
        let rest = reason.dropFirst(prefix.count)
        // The spelling ends at one of the `": ` that follow; try the last few, from the end (a why rarely holds one).
        var end = rest.endIndex
        for _ in 0..<4 {
            guard let separator = rest[..<end].range(of: "\": ", options: .backwards) else { return nil }
            let spelling = String(rest[..<separator.lowerBound])
            if case .failure(let parsed) = SourcePath.parse(spelling), parsed.text == reason { return spelling }
            end = separator.lowerBound
        }
        return nil
    }
}

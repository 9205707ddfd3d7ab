/// The one way paths are written in messages, reports and ``ModelMapperError/location``, model and source paths
/// alike, and read back: the syntax ``MappingPath`` describes (`members[1].aDog`, `meta["1. open"]`, `[*]`). Every
/// path is written one way, and the text names one path.
package enum PathText {
    package static func append(key: String, to text: inout String) {
        if isPlain(key) {
            if !text.isEmpty { text += "." }
            text += key
        } else {
            text += "[\""
            for scalar in key.unicodeScalars {
                if scalar == "\"" || scalar == "\\" { text.unicodeScalars.append("\\") }
                text.unicodeScalars.append(scalar)
            }
            text += "\"]"
        }
    }

    /// Whether a key is written as it is: not empty, and holding none of `.`, `[`, `]`, `"` and `\`.
    static func isPlain(_ key: String) -> Bool {
        !key.isEmpty
            && !key.utf8.contains { $0 == 0x2E || $0 == 0x5B || $0 == 0x5D || $0 == 0x22 || $0 == 0x5C }
    }

    /// The array index a coding key stands for (spelled `Index 3`, as Foundation's coders spell an element's key), or
    /// `nil`; the library's own index keys answer without building their spelling.
    static func arrayIndex(of key: any CodingKey) -> Int? {
        guard let index = key.intValue else { return nil }
        if type(of: key) == AnyCodingKey.self, let key = key as? AnyCodingKey { return key.isIndex ? index : nil }
        return key.stringValue == "Index \(index)" ? index : nil
    }

    static func append(index: Int, to text: inout String) {
        text += "[\(index)]"
    }

    static func appendAnyIndex(to text: inout String) {
        text += "[*]"
    }

    /// Joins a rendered path and a rendered path below it.
    static func join(_ base: String, _ below: String) -> String {
        if below.isEmpty { return base }
        if base.isEmpty || below.hasPrefix("[") { return base + below }
        return base + "." + below
    }

    /// Renders a coding path, array elements' keys (`Index 3`) as indices.
    package static func render(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = arrayIndex(of: key) {
                append(index: index, to: &text)
            } else {
                append(key: key.stringValue, to: &text)
            }
        }
        return text
    }

    // MARK: - Reading

    /// Reads a path as ``append(key:to:)`` and ``append(index:to:)`` write it, or as a key-path hint spells one
    /// (`meta.1\. open`); `nil` when it is not a path. Read by Unicode scalars, so that a key starting with a combining
    /// mark (`a.\u{301}b`) is not joined to the `.` before it.
    static func parse(_ text: String) -> [MappingPath.Component]? {
        var components: [MappingPath.Component] = []
        var scalars = text.unicodeScalars[...]
        // Next comes a key or `[` at the start, a key after `.`, and `.`, `[` or the end after a component.
        var afterDot = false
        while let next = scalars.first {
            if afterDot || components.isEmpty, next != "[" {
                guard let key = plainKey(&scalars) else { return nil }
                components.append(.key(key))
                afterDot = false
            } else if next == "[", !afterDot {
                scalars.removeFirst()
                guard let component = bracketed(&scalars) else { return nil }
                components.append(component)
            } else if next == ".", !afterDot {
                scalars.removeFirst()
                afterDot = true
            } else {
                return nil
            }
        }
        return afterDot ? nil : components
    }

    /// Reads a key written as it is, up to `.`, `[` or the end; a backslash takes the next scalar as it is. `nil` for
    /// an empty key, a `]`, or a lone backslash at the end.
    private static func plainKey(_ scalars: inout Substring.UnicodeScalarView) -> String? {
        var key = String.UnicodeScalarView()
        while let scalar = scalars.first, scalar != ".", scalar != "[" {
            scalars.removeFirst()
            switch scalar {
            case "]": return nil
            case "\\":
                guard let escaped = scalars.popFirst() else { return nil }
                key.append(escaped)
            default: key.append(scalar)
            }
        }
        return key.isEmpty ? nil : String(key)
    }

    /// Reads what follows a `[`: a quoted key, `*` or an index, and the `]` that closes it.
    private static func bracketed(_ scalars: inout Substring.UnicodeScalarView) -> MappingPath.Component? {
        let component: MappingPath.Component
        switch scalars.popFirst() {
        case "\"":
            var key = String.UnicodeScalarView()
            while true {
                guard let scalar = scalars.popFirst() else { return nil }
                if scalar == "\"" { break }
                if scalar == "\\" {
                    guard let escaped = scalars.popFirst() else { return nil }
                    key.append(escaped)
                } else {
                    key.append(scalar)
                }
            }
            component = .key(String(key))
        case "*":
            component = .anyIndex
        case let first?:
            var digits = String(first)
            while let scalar = scalars.first, scalar != "]" {
                digits.unicodeScalars.append(scalar)
                scalars.removeFirst()
            }
            let magnitude = digits.hasPrefix("-") ? digits.dropFirst() : digits[...]
            guard !magnitude.isEmpty, magnitude.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let index = Int(digits)
            else { return nil }
            component = .index(index)
        case nil:
            return nil
        }
        guard scalars.popFirst() == "]" else { return nil }
        return component
    }
}

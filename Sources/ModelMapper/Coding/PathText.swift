/// The one way paths are written in error messages, mapping reports and ``ModelMapperError/location``, for model
/// paths and source paths alike: keys joined by `.`, a key that is empty or holds `.`, `[`, `]` or `"` written as
/// `["1. open"]`, and array indices as `[2]`. `members[1].aDog`, `MEMBERS[1].Dog.NameString`,
/// `meta["1. open"]`.
enum PathText {
    /// Appends a key.
    static func append(key: String, to text: inout String) {
        if isPlain(key) {
            if !text.isEmpty { text += "." }
            text += key
        } else {
            text += "[\"\(key)\"]"
        }
    }

    /// Whether a key is written as it is: not empty, and holding none of `.`, `[`, `]` and `"`.
    static func isPlain(_ key: String) -> Bool {
        !key.isEmpty && !key.utf8.contains { $0 == 0x2E || $0 == 0x5B || $0 == 0x5D || $0 == 0x22 }
    }

    /// The array index a coding key stands for (a key spelled `Index 3`, as Foundation's coders and this library
    /// spell an element's key), or `nil` for a key of an object. The library's own index keys answer without
    /// building their spelling.
    static func arrayIndex(of key: any CodingKey) -> Int? {
        guard let index = key.intValue else { return nil }
        if let key = key as? AnyCodingKey { return key.isIndex ? index : nil }
        return key.stringValue == "Index \(index)" ? index : nil
    }

    /// Appends an array index.
    static func append(index: Int, to text: inout String) {
        text += "[\(index)]"
    }

    /// Joins a rendered path and a rendered path below it.
    static func join(_ base: String, _ below: String) -> String {
        if below.isEmpty { return base }
        if base.isEmpty || below.hasPrefix("[") { return base + below }
        return base + "." + below
    }

    /// Renders a coding path. Array elements (keys spelled `Index 3`, as Foundation's coders and this library spell
    /// them) are written as indices, or as `[*]` when `wildcardIndices` is set.
    static func render(_ codingPath: [any CodingKey], wildcardIndices: Bool = false) -> String {
        var text = ""
        for key in codingPath {
            if let index = arrayIndex(of: key) {
                if wildcardIndices { text += "[*]" } else { append(index: index, to: &text) }
            } else {
                append(key: key.stringValue, to: &text)
            }
        }
        return text
    }
}

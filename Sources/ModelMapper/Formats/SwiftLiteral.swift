/// Swift source text for values: the one way the library quotes a string, in the hint printer, `ModelMapperTesting`'s
/// recorder and every message that names a value.
package enum SwiftLiteral {
    /// How many characters of a value a message shows: a message names a value, never carries a megabyte of it.
    package static let messageLimit = 64

    /// A Swift string literal for `string`, escaped, and cut after `limit` characters with `…` when a limit is given.
    package static func quoted(_ string: String, cutAfter limit: Int? = nil) -> String {
        var shown = Substring(string)
        if let limit, let end = string.index(string.startIndex, offsetBy: limit, limitedBy: string.endIndex),
            end < string.endIndex
        {
            shown = string[..<end]
        }
        var result = "\""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + (shown.endIndex < string.endIndex ? "…\"" : "\"")
    }
}

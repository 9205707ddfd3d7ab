/// Converts coding keys to snake case or kebab case for encoding, with `JSONEncoder.convertToSnakeCase`'s rules.
enum KeyEncodingConversion {
    /// Converts `key` from camel case. A word starts at an uppercase letter (Lu, Lt) after a non-capital, and at the
    /// last capital of a run followed by a lowercase letter (`myURLValue` → `my`, `URL`, `Value`); never at the first
    /// character, so leading underscores and capitals stay in the first word. Words are lowercased and joined.
    static func convert(_ key: String, separator: Character) -> String {
        guard !key.isEmpty else { return key }
        if key.utf8.allSatisfy({ $0 < 0x80 && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }) {
            return key
        }
        let scalars = key.unicodeScalars
        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        var searchStart = key.index(after: wordStart)
        let end = key.endIndex
        while let upper = firstIndex(in: scalars, from: searchStart, where: isUppercase) {
            words.append(wordStart..<upper)
            guard let lower = firstIndex(in: scalars, from: upper, where: isLowercase) else {
                wordStart = upper
                break
            }
            if lower == key.index(after: upper) {
                wordStart = upper
            } else {
                let lastCapital = key.index(before: lower)
                words.append(upper..<lastCapital)
                wordStart = lastCapital
            }
            searchStart = scalars.index(after: lower)
        }
        words.append(wordStart..<end)
        var result = ""
        result.reserveCapacity(key.utf8.count + words.count)
        for (offset, word) in words.enumerated() {
            if offset > 0 { result.append(separator) }
            result += key[word].lowercased()
        }
        return result
    }

    private static func firstIndex(
        in scalars: String.UnicodeScalarView, from start: String.Index, where test: (Unicode.Scalar) -> Bool
    ) -> String.Index? {
        var index = start
        while index < scalars.endIndex {
            if test(scalars[index]) { return index }
            index = scalars.index(after: index)
        }
        return nil
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x41 && scalar.value <= 0x5A }
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x61 && scalar.value <= 0x7A }
        return scalar.properties.generalCategory == .lowercaseLetter
    }
}

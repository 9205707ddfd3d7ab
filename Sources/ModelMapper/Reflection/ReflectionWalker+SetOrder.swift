import Foundation

/// The stable order of a set's reflected elements, and the JSON text of a value.
extension ReflectionWalker {
    /// A set's elements in a stable order: strings, numbers, dates or data by value, mixed ones by JSON text.
    static func sorted(_ elements: [Any]) throws -> [Any] {
        let strings = elements.compactMap { type(of: $0) == String.self ? $0 as? String : nil }
        if strings.count == elements.count { return strings.sorted() }
        let numbers = elements.compactMap(Self.sortableNumber)
        if numbers.count == elements.count {
            return numbers.sorted { $0.key < $1.key }.map(\.value)
        }
        let dates = elements.compactMap { type(of: $0) == Date.self ? $0 as? Date : nil }
        if dates.count == elements.count { return dates.sorted() }
        let data = elements.compactMap { type(of: $0) == Data.self ? $0 as? Data : nil }
        if data.count == elements.count { return data.sorted { $0.lexicographicallyPrecedes($1) } }
        let texts = try elements.map { (key: try jsonText(withoutLeaves($0)), value: $0) }
        return texts.sorted { $0.key < $1.key }.map(\.value)
    }

    /// A reflected value with each `Date` and `Data` leaf, which JSON text cannot hold, replaced by a string.
    private static func withoutLeaves(_ value: Any) -> Any {
        let type = type(of: value)
        if type == Date.self, let date = value as? Date { return "date \(date.timeIntervalSinceReferenceDate)" }
        if type == Data.self, let data = value as? Data { return "data \(data.base64EncodedString())" }
        if type == [String: Any].self, let object = value as? [String: Any] { return object.mapValues(withoutLeaves) }
        if type == [Any].self, let array = value as? [Any] { return array.map(withoutLeaves) }
        return value
    }

    private static func sortableNumber(_ value: Any) -> (key: Double, value: Any)? {
        let type = type(of: value)
        if type == Int.self, let int = value as? Int { return (Double(int), int) }
        if type == Double.self, let double = value as? Double { return (double, double) }
        if type == UInt64.self, let uint = value as? UInt64 { return (Double(uint), uint) }
        return nil
    }

    static func jsonText(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: value,
            options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]
        )
        return String(decoding: data, as: UTF8.self)
    }
}

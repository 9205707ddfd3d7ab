import Foundation
import ModelMapper
import Testing

/// Deprecated: tolerates whole report kinds; pass ``MappingReport/Tolerance`` values instead.
@discardableResult
@available(
    *, deprecated,
    message: "Pass MappingReport.Tolerance values: [.unmappedSourceKey] names a whole kind as before"
)
public func expectMapping<T: Decodable>(
    _ type: T.Type,
    from source: Any,
    hints: HintTree = .empty,
    decoder: DictionaryDecoder = DictionaryDecoder(),
    tolerating: Set<MappingReport.Kind>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T? {
    expectMapping(
        type, from: source, hints: hints, decoder: decoder,
        tolerating: tolerating.sorted().map(MappingReport.Tolerance.kind), sourceLocation: sourceLocation)
}

/// Decodes a recipe whose expected value is not written yet, recording an issue with the decoded value as Swift code
/// to paste as `equals:`; drift is recorded as with `equals:`.
///
/// ```swift
/// @Test func personV2Recipe() {
///     expectMapping(Person.self, from: ["FULL_NAME": "Ada", "AGE": 36], hints: Person.v2Hints)
///     // Issue: Person has no expected value yet. It decoded to: Person(name: "Ada", age: 36) …
/// }
/// ```
///
/// - Returns: The decoded value, or `nil` when decoding failed.
@discardableResult
public func expectMapping<T: Decodable>(
    _ type: T.Type,
    from source: Any,
    hints: HintTree = .empty,
    decoder: DictionaryDecoder = DictionaryDecoder(),
    tolerating: [MappingReport.Tolerance] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> T? {
    checkMapping(
        type, from: source, hints: hints, decoder: decoder, tolerating: tolerating, sourceLocation: sourceLocation
    ) { value in
        "\(T.self) has no expected value yet. It decoded to:\n\n\(SwiftValueText.text(of: value))\n\n"
            + "Paste it as `equals:` to pin the recipe."
    }?.value
}

/// A value as Swift-like source text from its `Mirror`; nesting beyond ``maximumDepth`` and class cycles become `…`.
package enum SwiftValueText {
    static let maximumDepth = 64
    /// Forms up to this length stay on one line.
    static let lineLimit = 100

    package static func text(of value: Any) -> String {
        var seen = Set<ObjectIdentifier>()
        return write(value, depth: 0, indent: "", seen: &seen)
    }

    private static func write(_ value: Any, depth: Int, indent: String, seen: inout Set<ObjectIdentifier>) -> String {
        guard depth <= maximumDepth else { return "…" }
        switch value {
        case let string as String: return SwiftLiteral.quoted(string)
        case let bool as Bool: return bool ? "true" : "false"
        case let number as any BinaryInteger: return "\(number)"
        case let number as Double: return "\(number)"
        case let number as Float: return "\(number)"
        case let decimal as Decimal: return "Decimal(string: \(SwiftLiteral.quoted("\(decimal)")))"
        case let url as URL: return "URL(string: \(SwiftLiteral.quoted(url.absoluteString)))"
        case let date as Date: return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
        case let uuid as UUID: return "UUID(uuidString: \(SwiftLiteral.quoted(uuid.uuidString)))"
        case let data as Data: return "Data(base64Encoded: \(SwiftLiteral.quoted(data.base64EncodedString())))"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        var identity: ObjectIdentifier?
        if mirror.displayStyle == .class {
            let object = value as AnyObject
            identity = ObjectIdentifier(object)
            if let identity, !seen.insert(identity).inserted { return "…" }
        }
        defer { if let identity { seen.remove(identity) } }
        let inner = indent + "    "
        func children(_ items: [String], open: String, close: String, empty: String) -> String {
            guard !items.isEmpty else { return empty }
            let line = open + items.joined(separator: ", ") + close
            if line.count + indent.count <= lineLimit && !line.contains("\n") { return line }
            return open + "\n" + items.map { inner + $0 }.joined(separator: ",\n") + ",\n" + indent + close
        }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return write(wrapped, depth: depth + 1, indent: indent, seen: &seen)
        case .collection, .set:
            let items = mirror.children.map { write($0.value, depth: depth + 1, indent: inner, seen: &seen) }
            return children(items, open: "[", close: "]", empty: "[]")
        case .dictionary:
            var pairs: [(key: String, value: String)] = []
            for child in mirror.children {
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                guard pair.count == 2 else { continue }
                pairs.append(
                    (
                        write(pair[0], depth: depth + 1, indent: inner, seen: &seen),
                        write(pair[1], depth: depth + 1, indent: inner, seen: &seen)
                    ))
            }
            let items = pairs.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return children(items, open: "[", close: "]", empty: "[:]")
        case .enum:
            let name = "\(value)".prefix { $0 != "(" }
            guard let payload = mirror.children.first else { return ".\(name)" }
            let payloadText = write(payload.value, depth: depth + 1, indent: indent, seen: &seen)
            let arguments =
                Mirror(reflecting: payload.value).displayStyle == .tuple
                ? String(payloadText.dropFirst().dropLast()) : payloadText
            return ".\(name)(\(arguments))"
        case .tuple:
            let items = mirror.children.map { child -> String in
                let text = write(child.value, depth: depth + 1, indent: inner, seen: &seen)
                guard let label = child.label, !label.hasPrefix(".") else { return text }
                return "\(label): \(text)"
            }
            return children(items, open: "(", close: ")", empty: "()")
        case .struct, .class:
            var items: [String] = []
            var current: Mirror? = mirror
            var mirrors: [Mirror] = []
            while let next = current {
                mirrors.insert(next, at: 0)  // superclass properties first, as a memberwise order would
                current = next.superclassMirror
            }
            for level in mirrors {
                for child in level.children {
                    guard var label = child.label else { continue }
                    var childValue = child.value
                    // A property wrapper's storage (`_name`) is written as the property and its wrapped value.
                    if label.hasPrefix("_"),
                        let wrapped = Mirror(reflecting: childValue).children.first(where: {
                            $0.label == "wrappedValue"
                        })
                    {
                        label.removeFirst()
                        childValue = wrapped.value
                    }
                    items.append("\(label): \(write(childValue, depth: depth + 1, indent: inner, seen: &seen))")
                }
            }
            return typeName(of: value) + children(items, open: "(", close: ")", empty: "()")
        default:
            return "\(value)"
        }
    }

    /// The type's name qualified by the types it is nested in (`Crew.Member`); the plain name for a generic type.
    private static func typeName(of value: Any) -> String {
        let reflected = String(reflecting: type(of: value))
        guard !reflected.contains("<") else { return String(describing: type(of: value)) }
        // `Module.(unknown context at $…).Outer.Inner` → `Outer.Inner`.
        let parts = reflected.split(separator: ".").dropFirst().filter { !$0.hasPrefix("(") }
        return parts.isEmpty ? String(describing: type(of: value)) : parts.joined(separator: ".")
    }

}

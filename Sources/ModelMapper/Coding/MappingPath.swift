/// A place in a model or in a source tree: the keys and array indices that lead to it from the top.
///
/// Paths name where a ``ModelMapperError`` happened (``ModelMapperError/location``) and where a report entry is
/// (``MappingReport/Entry/modelPath``, ``MappingReport/Entry/sourcePath``). Its ``description``:
///
/// - keys joined by `.`, array indices in brackets: `members[1].aDog.name`;
/// - a key that is empty or holds `.`, `[`, `]`, `"` or `\` in brackets and quotes, with `"` and `\` escaped by a
///   backslash: `meta["1. open"]`, `notes["say \"hi\""]`;
/// - every element of an array, where a report groups the elements' findings, as `[*]`: `members[*].age`.
///
/// The text reads back as the same path, so a path can be written as a string literal:
///
/// ```swift
/// #expect(error.location == "members[1].aDog")
/// #expect(report.unmappedSourceKeys.map(\.sourcePath) == ["MEMBERS[*].BADGE"])
/// ```
///
/// A literal that is not a path is the single key holding the whole text, so that comparing with it fails visibly
/// instead of trapping; to read text that may not be a path, pass a `String` value (not a literal) to
/// ``init(_:)-(String)``. Paths are ordered, and `Codable`, as their text (`members[10]` before `members[2]`).
public struct MappingPath: Sendable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible, Codable,
    ExpressibleByStringLiteral
{
    /// One step of a path. The cases are closed: a `switch` needs no `default`.
    public enum Component: Sendable, Hashable {
        /// A key of an object, or a model's coding key.
        case key(String)
        /// The index of an array element.
        case index(Int)
        /// Every element of an array, where a ``MappingReport`` groups findings (`members[*].age`); never in errors.
        case anyIndex
    }

    /// The keys and indices from the top of the tree to the place, in order; empty for the top level.
    public private(set) var components: [Component]
    /// The path's text, written once when the path is made: sorting a report compares texts without writing them.
    private(set) var text: String

    /// Creates a path from its components, from the top; none for the top level.
    public init(_ components: [Component] = []) {
        self.components = []
        text = ""
        self.components.reserveCapacity(components.count)
        for component in components { append(component) }
    }

    /// Creates a path from a coding path, such as a `DecodingError`'s. A key spelled `Index 3` with the integer value
    /// 3, as Foundation's coders make an element's key, becomes ``Component/index(_:)``; any other key, `case id = 1`
    /// included, becomes ``Component/key(_:)``.
    public init(codingPath: [any CodingKey]) {
        self.init()
        components.reserveCapacity(codingPath.count)
        for key in codingPath { append(codingKey: key) }
    }

    /// Reads a path from its text as ``description`` writes it (a backslash may also escape a key's character, as in
    /// a key-path hint: `meta.1\. open`); `nil` when it is not a path (`a..b`, `[x]`). `""` is the top level.
    public init?(_ description: String) {
        guard let components = PathText.parse(description) else { return nil }
        self.init(components)
    }

    /// Reads a path literal as ``init(_:)-(String)`` reads text; a literal that is not a path is one key holding it.
    public init(stringLiteral value: String) {
        self.init(PathText.parse(value) ?? [.key(value)])
    }

    /// Reads a path from its text, a single string; throws `DecodingError.dataCorrupted` when it is not a path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let path = MappingPath(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(SwiftLiteral.quoted(text, cutAfter: SwiftLiteral.messageLimit)) is not a path."
                ))
        }
        self = path
    }

    /// Writes the path as its text, a single string.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(text)
    }

    /// The path as text: `members[1].aDog.name`, `meta["1. open"]`, `members[*].age`; empty for the top level.
    public var description: String { text }

    /// Whether the path is the top level.
    public var isEmpty: Bool { components.isEmpty }

    /// The path as coding keys, naming the place as a `DecodingError` does: an index as Foundation's coders spell an
    /// element's key (`Index 3`, with the integer value 3), and ``Component/anyIndex`` as `Index *`.
    public var codingPath: [any CodingKey] {
        components.map { component -> any CodingKey in
            switch component {
            case .key(let key): AnyCodingKey(stringValue: key)
            case .index(let index): AnyCodingKey(index: index)
            case .anyIndex: AnyCodingKey(stringValue: "Index *")
            }
        }
    }

    /// Orders paths by their text, as ``description`` writes it.
    public static func < (lhs: MappingPath, rhs: MappingPath) -> Bool { lhs.text < rhs.text }

    /// Whether two paths have the same components.
    public static func == (lhs: MappingPath, rhs: MappingPath) -> Bool { lhs.components == rhs.components }

    /// Hashes the path's components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

// MARK: - Building paths

extension MappingPath {
    /// The path the steps of a walk take.
    init(steps: [SourceStep]) {
        self.init()
        for step in steps { append(step: step) }
    }

    /// A path from components listed from the place up, as a walk up nodes finds them, reversed in place.
    init(reversed components: [Component]) {
        self.components = components
        self.components.reverse()
        text = ""
        for component in self.components { Self.write(component, to: &text) }
    }

    mutating func append(_ component: Component) {
        components.append(component)
        Self.write(component, to: &text)
    }

    private static func write(_ component: Component, to text: inout String) {
        switch component {
        case .key(let key): PathText.append(key: key, to: &text)
        case .index(let index): PathText.append(index: index, to: &text)
        case .anyIndex: PathText.appendAnyIndex(to: &text)
        }
    }

    mutating func append(codingKey key: any CodingKey) {
        append(Component(key))
    }

    mutating func append(step: SourceStep) {
        switch step {
        case .key(let key), .entry(let key): append(.key(key))
        case .index(let index): append(.index(index))
        case .path(let path): for segment in path.segments { append(segment: segment) }
        case .entries(let reached, _): append(step: reached)
        case .inline: break
        }
    }

    /// Adds a step's components to a list from the place up (``init(reversed:)``), a key path's last first.
    static func appendReversed(_ step: SourceStep, to reversed: inout [Component]) {
        switch step {
        case .key(let key), .entry(let key): reversed.append(.key(key))
        case .index(let index): reversed.append(.index(index))
        case .path(let path):
            for segment in path.segments.reversed() {
                switch segment {
                case .key(let key): reversed.append(.key(key))
                case .index(let index): reversed.append(.index(index))
                }
            }
        case .entries(let reached, _): appendReversed(reached, to: &reversed)
        case .inline: break
        }
    }

    mutating func append(segment: SourcePath.Segment) {
        switch segment {
        case .key(let key): append(.key(key))
        case .index(let index): append(.index(index))
        }
    }

    /// Appends the place a hint writes a value: its key, or the keys and indices of its key path.
    mutating func append(target: WriteTarget) {
        switch target {
        case .key(let key): append(.key(key))
        case .path(let segments): for segment in segments { append(segment: segment) }
        case .parentObject: break
        }
    }

    func appending(_ component: Component) -> MappingPath {
        var path = self
        path.append(component)
        return path
    }

    /// The path of `below`, a path relative to this one.
    func appending(_ below: MappingPath) -> MappingPath {
        guard !below.isEmpty else { return self }
        var path = self
        path.components += below.components
        path.text = PathText.join(text, below.text)
        return path
    }
}

extension MappingPath.Component {
    /// A coding key's component: an array element's key (`Index 3`) as an index, any other as a key.
    init(_ key: any CodingKey) {
        if let index = PathText.arrayIndex(of: key) {
            self = .index(index)
        } else {
            self = .key(key.stringValue)
        }
    }
}

/// A place in a model or in a source tree: the keys and array indices that lead to it from the top.
///
/// The library names places with paths: where a ``ModelMapperError`` happened (``ModelMapperError/location``) and
/// where a ``MappingReport`` entry is, in the model (``MappingReport/Entry/modelPath``) and in the source
/// (``MappingReport/Entry/sourcePath``). A path is a value: compare it, switch over its ``components``, or turn it
/// into the `[CodingKey]` a `DecodingError` carries (``codingPath``). Its ``description`` is the text the library
/// writes in messages:
///
/// - keys joined by `.`, array indices in brackets: `members[1].aDog.name`;
/// - a key that is empty or holds `.`, `[`, `]`, `"` or `\` in brackets and quotes, with `"` and `\` escaped by a
///   backslash: `meta["1. open"]`, `notes["say \"hi\""]`;
/// - every element of an array, where a report groups the elements' findings, as `[*]`: `members[*].age`.
///
/// The same text reads back as the same path, so a path can be written as a string literal:
///
/// ```swift
/// #expect(error.location == "members[1].aDog")
/// #expect(report.unmappedSourceKeys.map(\.sourcePath) == ["MEMBERS[*].BADGE"])
/// ```
///
/// A literal may also escape a key's characters with a backslash, as a key-path hint does (`"meta.1\\. open"` is
/// `meta["1. open"]`). Text that is not a path reads as nothing with ``init(_:)-(String)``; a literal that is not a
/// path is the single key holding the whole text, so that comparing with it fails visibly instead of trapping. (As
/// for every type a string literal can express, `MappingPath("a.b")` with a literal argument is that literal, not
/// an optional; pass a `String` value to read text that may not be a path.)
///
/// Paths are ordered by their text (``description``), so sorted paths read in the order a sorted list of their
/// texts does: `members.name` before `members[0]`, and `members[10]` before `members[2]`. A path is `Codable` as
/// its text, a single string, which reads back as the same path.
public struct MappingPath: Sendable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible, Codable,
    ExpressibleByStringLiteral
{
    /// One step of a path.
    ///
    /// The set of cases is closed and will not grow: a path into a tree is keys and indices, and a mapping report
    /// that speaks of every element of an array at once says ``anyIndex``. A `switch` over a component needs no
    /// `default`.
    public enum Component: Sendable, Hashable {
        /// A key of an object, or a model's coding key.
        case key(String)
        /// The index of an array element.
        case index(Int)
        /// Every element of an array: a ``MappingReport`` groups the findings of an array's elements, which are read
        /// with the same hints, under one entry (`members[*].age`). Error locations never hold it.
        case anyIndex
    }

    /// The keys and indices from the top of the tree to the place, in order; empty for the top level.
    public private(set) var components: [Component]
    /// The path's text, written when the path is made and kept: a report's paths are written once each, and sorting
    /// a report compares texts without writing them again.
    private(set) var text: String

    /// Creates a path from its components.
    ///
    /// - Parameter components: The keys and indices from the top; none for the top level.
    public init(_ components: [Component] = []) {
        self.components = []
        text = ""
        self.components.reserveCapacity(components.count)
        for component in components { append(component) }
    }

    /// Creates a path from a coding path, such as a `DecodingError`'s or a `Decoder`'s.
    ///
    /// A key that stands for an array element, spelled `Index 3` with the integer value 3 as Foundation's coders and
    /// this library make them, becomes ``Component/index(_:)``; every other key becomes ``Component/key(_:)`` of its
    /// string value (a coding key with an integer value of its own, `case id = 1`, is a key).
    ///
    /// - Parameter codingPath: The coding keys from the top.
    public init(codingPath: [any CodingKey]) {
        self.init()
        components.reserveCapacity(codingPath.count)
        for key in codingPath { append(codingKey: key) }
    }

    /// Reads a path from its text, as ``description`` writes it; key characters may also be escaped with a
    /// backslash, as in a key-path hint (`meta.1\. open`). Fails when the text is not a path (`a..b`, `a[`, `[x]`).
    ///
    /// - Parameter description: The text. An empty string is the top level.
    public init?(_ description: String) {
        guard let components = PathText.parse(description) else { return nil }
        self.init(components)
    }

    /// Reads a path literal, as ``init(_:)-(String)`` reads text; a literal that is not a path is the single key
    /// holding the whole text.
    ///
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        self.init(PathText.parse(value) ?? [.key(value)])
    }

    /// Reads a path from its text, a single string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a path, and whatever the decoder throws.
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
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeSingleValue(text)
    }

    /// The path as text: `members[1].aDog.name`, `meta["1. open"]`, `members[*].age`; empty for the top level.
    public var description: String { text }

    /// Whether the path is the top level.
    public var isEmpty: Bool { components.isEmpty }

    /// The path as coding keys, as a `DecodingError`'s coding path names the same place: a key as a key with that
    /// string value, an index as Foundation's coders spell an element's key (`Index 3`, with the integer value 3),
    /// and ``Component/anyIndex``, which no coding path holds, as a key spelled `Index *`.
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
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: MappingPath, rhs: MappingPath) -> Bool { lhs.text < rhs.text }

    /// Whether two paths have the same components.
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: Whether they name the same place.
    public static func == (lhs: MappingPath, rhs: MappingPath) -> Bool { lhs.components == rhs.components }

    /// Hashes the path's components.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

// MARK: - Building paths

extension MappingPath {
    /// The path the steps of a walk take.
    init(steps: [SourceStep]) {
        self.init()
        for step in steps { append(step: step) }
    }

    /// A path from its components listed from the place up to the top, as a walk up a chain of nodes finds them:
    /// one array for the components, reversed in place, and the text written once.
    init(reversed components: [Component]) {
        self.components = components
        self.components.reverse()
        text = ""
        for component in self.components { Self.write(component, to: &text) }
    }

    /// Appends a component, writing its text.
    mutating func append(_ component: Component) {
        components.append(component)
        Self.write(component, to: &text)
    }

    /// Writes a component's text after a path's text.
    private static func write(_ component: Component, to text: inout String) {
        switch component {
        case .key(let key): PathText.append(key: key, to: &text)
        case .index(let index): PathText.append(index: index, to: &text)
        case .anyIndex: PathText.appendAnyIndex(to: &text)
        }
    }

    /// Appends a coding key: an array element's key as an index, any other as a key.
    mutating func append(codingKey key: any CodingKey) {
        append(Component(key))
    }

    /// Appends a source step: its key, the keys and indices of its key path, or its index.
    mutating func append(step: SourceStep) {
        switch step {
        case .key(let key), .entry(let key): append(.key(key))
        case .index(let index): append(.index(index))
        case .path(let path): for segment in path.segments { append(segment: segment) }
        case .entries(let reached, _): append(step: reached)
        case .inline: break
        }
    }

    /// Adds a source step's components to components listed from the place up (see ``init(reversed:)``), the last
    /// of a key path first.
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

    /// Appends a segment of a key path.
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

    /// The path with a component added.
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

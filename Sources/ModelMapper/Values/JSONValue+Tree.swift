import Foundation

extension JSONValue {
    /// Creates a value from a tree of `[String: Any]`, `[Any]` and scalars, of native Swift or `JSONSerialization`
    /// origin, telling booleans and numbers apart for both.
    ///
    /// - Throws: ``ModelMapperError``: ``ModelMapperError/Code-swift.struct/unsupportedValue`` at a value that is not
    ///   JSON-like, ``ModelMapperError/Code-swift.struct/depthLimitExceeded`` beyond 512 nested containers, or
    ///   ``ModelMapperError/Code-swift.struct/cycleDetected`` for a Foundation container that contains itself.
    public init(any: Any) throws {
        var walk = TreeWalk(maximumDepth: HintTree.maximumTreeDepth)
        do {
            self = try JSONValue.make(from: any, walk: &walk)
        } catch let unsupported as Unsupported {
            throw ModelMapperError.unsupported(unsupported.reason, at: unsupported.location)
        }
    }

    /// The value as a tree of `[String: Any]`, `[Any]` and scalars, as `JSONSerialization` accepts them; a
    /// ``date(_:)`` or ``data(_:)`` as its `Date` or `Data`, as `PropertyListSerialization` accepts them.
    public var anyValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .integer(let value): Int(exactly: value).map { $0 as Any } ?? value
        case .unsignedInteger(let value): value
        case .double(let value): value
        case .decimal(let value): value
        case .string(let value): value
        case .array(let elements): elements.map(\.anyValue)
        case .object(let members): members.mapValues(\.anyValue)
        case .date(let value): value
        case .data(let value): value
        }
    }

    /// A value that is not JSON-like, and where it was found.
    struct Unsupported: Error {
        let found: String
        let typeName: String
        let steps: [SourceStep]
        /// Whether the value is a number JSON cannot carry (a decimal NaN).
        var isNonJSONNumber = false

        var reason: String {
            isNonJSONNumber
                ? "The number \(found) of type \(typeName) is not a JSON value."
                : "A value of type \(typeName) is not a JSON value."
        }
        var location: MappingPath { MappingPath(steps: steps) }
    }

    /// Converts a tree within `walk`'s limits. A failing tree is walked again with objects in key order, so the error
    /// does not depend on the hash seed; retrying the whole tree, not each object, keeps the cost linear in depth.
    static func make(from value: Any, walk: inout TreeWalk) throws -> JSONValue {
        do {
            return try make(from: value, walk: &walk, inKeyOrder: false)
        } catch {
            return try make(from: value, walk: &walk, inKeyOrder: true)
        }
    }

    /// The recursive step, kept to containers: the scalars and leaves are made in ``leaf(_:walk:)`` and
    /// ``propertyListLeaf(_:walk:)``, whose locals would otherwise sit in the frame of every level of a deep tree (some
    /// 16 KB a level under AddressSanitizer, which overflowed the stack within the depth limit).
    private static func make(from value: Any, walk: inout TreeWalk, inKeyOrder: Bool) throws -> JSONValue {
        if let leaf = try leaf(value, walk: walk) { return leaf }
        if let object = TreeValue.dictionary(value) {
            return try walk.entering(value) { walk in
                var members: [String: JSONValue] = [:]
                members.reserveCapacity(object.count)
                if inKeyOrder {
                    for key in object.keys.sorted() {
                        guard let member = object[key] else { continue }
                        members[key] = try walk.at(.key(key)) { walk in
                            try make(from: member, walk: &walk, inKeyOrder: true)
                        }
                    }
                } else {
                    for (key, member) in object {
                        members[key] = try walk.at(.key(key)) { walk in
                            try make(from: member, walk: &walk, inKeyOrder: false)
                        }
                    }
                }
                return .object(members)
            }
        }
        if let array = TreeValue.array(value) {
            return try walk.entering(value) { walk in
                var elements: [JSONValue] = []
                elements.reserveCapacity(array.count)
                for (index, element) in array.enumerated() {
                    elements.append(
                        try walk.at(.index(index)) { walk in
                            try make(from: element, walk: &walk, inKeyOrder: inKeyOrder)
                        })
                }
                return .array(elements)
            }
        }
        return try propertyListLeaf(value, walk: walk)
    }

    /// A scalar as a JSON value, or `nil` for anything else.
    @inline(never)
    private static func leaf(_ value: Any, walk: TreeWalk) throws -> JSONValue? {
        // The native scalars by exact type first: the general tests below try costly casts.
        let type = Swift.type(of: value)
        if type == String.self, let string = TreeValue.reinterpret(value, as: String.self) { return .string(string) }
        if type == Int.self, let int = TreeValue.reinterpret(value, as: Int.self) { return .integer(Int64(int)) }
        if type == Double.self, let double = TreeValue.reinterpret(value, as: Double.self) { return .double(double) }
        if type == Bool.self, let bool = TreeValue.reinterpret(value, as: Bool.self) { return .bool(bool) }
        if TreeValue.isNull(value) { return .null }
        if let bool = TreeValue.bool(value) { return .bool(bool) }
        if let string = TreeValue.string(value) { return .string(string) }
        if let number = TreeValue.number(value) {
            switch number {
            case .int(let int): return .integer(int)
            case .uint(let uint): return Int64(exactly: uint).map(JSONValue.integer) ?? .unsignedInteger(uint)
            case .double(let double): return .double(double)
            case .decimal(let decimal):
                // A `Double` NaN is kept for an encoder's non-conforming float strategy; a decimal has none.
                guard !decimal.isNaN else {
                    throw Unsupported(
                        found: "NaN", typeName: "\(Swift.type(of: value))", steps: walk.steps, isNonJSONNumber: true)
                }
                return .decimal(decimal)
            }
        }
        return nil
    }

    /// A value that is neither a scalar nor a container: a ``JSONValue``, or one of the two leaves property lists add,
    /// looked for last so that no JSON tree pays for them.
    @inline(never)
    private static func propertyListLeaf(_ value: Any, walk: TreeWalk) throws -> JSONValue {
        if let json = value as? JSONValue { return json }
        if let date = TreeValue.date(value) { return .date(date) }
        if let data = TreeValue.data(value) { return .data(data) }
        throw Unsupported(found: TreeValue.describe(value), typeName: "\(Swift.type(of: value))", steps: walk.steps)
    }
}

extension JSONValue: CustomDictionaryReflectable {
    /// The value itself (``anyValue``), not the enum's case with its payload.
    public var dictionaryRepresentation: Any { anyValue }
}

import Foundation

/// Structure: the children of a value, read with `Mirror`, and dictionary keys turned into strings.
extension ReflectionWalker {
    func structure(_ value: Any, step: SourceStep?, identity: ObjectIdentifier?) throws -> LeafResult {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return .done(.absent) }
            return .replace(wrapped.value)
        }
        return .done(try structure(value, mirror: mirror, step: step, identity: identity))
    }

    /// Reflects a value that is not an optional by its mirror's display style.
    func structure(_ value: Any, mirror: Mirror, step: SourceStep?, identity: ObjectIdentifier?) throws
        -> Outcome
    {
        switch mirror.displayStyle {
        case .class? where value is MappedObject:
            // A mapped object reflects as it encodes: its fields under their keys, and nothing else.
            let fields = (value as? MappedObject)?.reflectedFields ?? []
            return .container(
                .object, fields.map { Child(key: $0.key, value: $0.value) }, identity: identity, model: type(of: value))
        case .struct?, .class?:
            return .container(.object, Self.properties(of: mirror), identity: identity, model: type(of: value))
        case .enum?:
            guard let payload = mirror.children.first else { return .value(String(describing: value)) }
            let name = payload.label ?? "_0"
            let fields: [Child]
            let payloadMirror = Mirror(reflecting: payload.value)
            if payloadMirror.displayStyle == .tuple {
                fields = Self.tupleElements(of: payloadMirror).map { Child(key: $0.label, value: $0.value) }
            } else {
                fields = [Child(key: "_0", value: payload.value)]
            }
            return .container(.object, [Child(key: name, value: EnumPayload(children: fields))], identity: identity)
        case .collection?:
            // An array converts in one step, much faster than through its mirror's children.
            if let array = value as? [Any] {
                return .container(.array, array.map { Child(key: nil, value: $0) }, identity: identity)
            }
            return .container(.array, mirror.children.map { Child(key: nil, value: $0.value) }, identity: identity)
        case .set?:
            return .container(.set, mirror.children.map { Child(key: nil, value: $0.value) }, identity: identity)
        case .dictionary?:
            let entries = try entries(Self.pairs(of: value, mirror: mirror), step: step, identity: identity)
            return .container(.object, entries, identity: identity)
        case .tuple?:
            let elements = Self.tupleElements(of: mirror)
            if elements.allSatisfy({ $0.positional }) {
                return .container(.array, elements.map { Child(key: nil, value: $0.value) }, identity: identity)
            }
            return .container(.object, elements.map { Child(key: $0.label, value: $0.value) }, identity: identity)
        default:
            let children = Array(mirror.children)
            guard !children.isEmpty else {
                if Self.isFunctionType(type(of: value)) { return try closure(value, step: step) }
                return try unsupported(value, "has no JSON representation", step: step)
            }
            let labels = children.compactMap(\.label)
            if labels.count == children.count, Set(labels).count == labels.count {
                return .container(.object, children.map { Child(key: $0.label, value: $0.value) }, identity: identity)
            }
            return .container(.array, children.map { Child(key: nil, value: $0.value) }, identity: identity)
        }
    }

    /// The stored properties of a struct or class, superclass properties first, with property-wrapper and lazy
    /// storage renamed to the property's own name.
    static func properties(of mirror: Mirror) -> [Child] {
        var mirrors: [Mirror] = []
        var current: Mirror? = mirror
        while let next = current {
            mirrors.append(next)
            current = next.superclassMirror
        }
        let all = mirrors.reversed().flatMap { Array($0.children) }
        let labels = Set(all.compactMap(\.label))
        let lazyPrefix = "$__lazy_storage_$_"
        return all.enumerated().map { position, child in
            guard let label = child.label else { return Child(key: "_\(position)", value: child.value) }
            if label.hasPrefix(lazyPrefix) {
                let name = String(label.dropFirst(lazyPrefix.count))
                if !name.isEmpty, !labels.contains(name) { return Child(key: name, value: child.value) }
            } else if label.hasPrefix("_") {
                let name = String(label.dropFirst())
                if !name.isEmpty, !labels.contains(name) {
                    return Child(key: name, value: wrappedValue(of: child.value))
                }
            }
            return Child(key: label, value: child.value)
        }
    }

    /// A property wrapper's `wrappedValue`, or the wrapper when it stores none or chooses its own representation.
    private static func wrappedValue(of storage: Any) -> Any {
        if storage is any CustomDictionaryReflectable { return storage }
        let mirror = Mirror(reflecting: storage)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return storage }
        return mirror.children.first { $0.label == "wrappedValue" }?.value ?? storage
    }

    /// A tuple's elements, keyed by label or by `_0`, `_1` … when they have none.
    private static func tupleElements(of mirror: Mirror) -> [(label: String, positional: Bool, value: Any)] {
        mirror.children.enumerated().map { position, element in
            if let label = element.label, !label.isEmpty, !label.hasPrefix(".") {
                return (label, false, element.value)
            }
            return ("_\(position)", true, element.value)
        }
    }

    private static func pairs(of value: Any, mirror: Mirror) -> [(key: Any, value: Any)] {
        if let dictionary = value as? [AnyHashable: Any] {
            return dictionary.map { ($0.key.base, $0.value) }
        }
        return mirror.children.map { entry in
            let parts = Array(Mirror(reflecting: entry.value).children)
            guard parts.count == 2 else { return (entry.label ?? "", entry.value) }
            return (parts[0].value, parts[1].value)
        }
    }

    func entries(_ pairs: [(key: Any, value: Any)], step: SourceStep?, identity: ObjectIdentifier?) throws
        -> [Child]
    {
        var seen: [String: Any] = [:]
        seen.reserveCapacity(pairs.count)
        var children: [Child] = []
        children.reserveCapacity(pairs.count)
        var keyWalker: ReflectionWalker?
        for pair in pairs {
            let key: String
            if type(of: pair.key) == String.self, let string = pair.key as? String {
                key = string
            } else {
                // A walker of its own, which knows the instances on the way (for cycles) and the depth.
                var walker = keyWalker ?? self.keyWalker(step: step, identity: identity)
                keyWalker = walker
                key = try walker.key(pair.key)
            }
            if let other = seen[key] {
                throw ModelMapperError.collidingKeys(other, pair.key, become: key, at: location(step))
            }
            seen[key] = pair.key
            children.append(Child(key: key, value: pair.value))
        }
        return children
    }

    private func keyWalker(step: SourceStep?, identity: ObjectIdentifier?) -> ReflectionWalker {
        let location = location(step)
        var outer = outerAncestors
        for (instance, index) in ancestors { outer[instance] = self.location(upTo: index) }
        if let identity { outer[identity] = location }
        // A key is written as JSON text when it is not a string, so no leaf may reach it.
        var keyOptions = options
        keyOptions.writesJSONText = true
        return ReflectionWalker(
            options: keyOptions,
            hinted: false,
            basePath: location,
            depthOffset: depthOffset + stack.count + 1,
            outerAncestors: outer
        )
    }

    /// A dictionary key as a string: itself when it reflects to one, its JSON text otherwise.
    private mutating func key(_ key: Any) throws -> String {
        let reflected = try walk(key)
        if type(of: reflected) == String.self, let string = reflected as? String { return string }
        return try Self.jsonText(reflected)
    }
}

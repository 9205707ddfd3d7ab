import Foundation

/// Classification of one value, the cheap and common cases first.
extension ReflectionWalker {
    /// Reflects one value as far as it goes without looking at its children.
    func classify(_ original: Any, step: SourceStep?) throws -> Outcome {
        var value = original
        var identity: ObjectIdentifier?
        var replacements = 0
        func replace(_ replacement: Any) throws {
            replacements += 1
            guard replacements <= options.maximumDepth else {
                throw ModelMapperError.replacementLimit(
                    of: type(of: original), options.maximumDepth, at: location(step))
            }
            value = replacement
        }
        while true {
            let type = type(of: value)
            // The common Swift types first, compared by metatype: cheap, and never bridges to Foundation.
            if type == String.self || type == Int.self || type == Bool.self { return .value(value) }
            if type == Double.self, let double = value as? Double { return try number(double, step: step) }
            if type == [String: Any].self, let object = value as? [String: Any] {
                return .container(.object, object.map { Child(key: $0.key, value: $0.value) }, identity: identity)
            }
            if type == [Any].self, let array = value as? [Any] {
                return .container(.array, array.map { Child(key: nil, value: $0) }, identity: identity)
            }
            if type == EnumPayload.self, let payload = value as? EnumPayload {
                return .container(.object, payload.children, identity: nil)
            }
            if type is AnyClass {
                // Foundation objects first, before any cast to a Swift protocol or value type: on Linux such a
                // cast bridges a Foundation collection deeply, which never ends for one that contains itself.
                if Self.isFoundationScalarClass(type) {
                    switch try foundationScalar(value, type: type, step: step) {
                    case .done(let outcome): return outcome
                    case .replace(let replacement):
                        try replace(replacement)
                        continue
                    case .notLeaf: break
                    }
                }
                let instance = ObjectIdentifier(value as AnyObject)
                if let ancestor = ancestors[instance] {
                    return try cycle(type, firstReachedAt: location(upTo: ancestor), step: step)
                }
                if let outer = outerAncestors[instance] {
                    return try cycle(type, firstReachedAt: outer, step: step)
                }
                if identity == nil { identity = instance }
                if let outcome = try foundationCollection(value, type: type, step: step, identity: identity) {
                    return outcome
                }
            }
            if let optional = value as? any OptionalValue {
                guard let wrapped = optional.wrappedValue else { return .absent }
                value = wrapped
                continue
            }
            if type == JSONValue.self, let json = value as? JSONValue {
                switch kept(json) {
                case .done(let outcome): return outcome
                case .replace(let replacement):
                    try replace(replacement)
                    continue
                case .notLeaf: break
                }
            }
            if type == UnknownKeys.self, let bag = value as? UnknownKeys {
                try replace(bag.entries.mapValues { $0 as Any })
                continue
            }
            if let custom = value as? any CustomDictionaryReflectable {
                let representation = custom.dictionaryRepresentation
                if let wire = representation as? WireFormValue {
                    // A wire-form wrapper's value, written through its form; a value with no form throws.
                    try replace(try wire.form.written(wire.value) { location(step) })
                } else {
                    try replace(representation)
                }
                continue
            }
            switch try leaf(value, type: type, step: step) {
            case .done(let outcome): return outcome
            case .replace(let replacement):
                try replace(replacement)
                continue
            case .notLeaf: break
            }
            if let raw = value as? any RawRepresentable {
                try replace(raw.rawValue)
                continue
            }
            switch try structure(value, step: step, identity: identity) {
            case .done(let outcome): return outcome
            case .replace(let replacement): try replace(replacement)
            case .notLeaf: return try unsupported(value, "has no JSON representation", step: step)
            }
        }
    }

    /// The result of looking at a value as a scalar.
    enum LeafResult {
        case done(Outcome)
        /// The value stands for another, which is classified in its place.
        case replace(Any)
        case notLeaf
    }

    /// A ``JSONValue`` one level at a time; a date or data stays a leaf, but for JSON text goes through the strategy.
    private func kept(_ json: JSONValue) -> LeafResult {
        switch json {
        case .date(let date): options.writesJSONText ? .replace(date) : .done(.value(date))
        case .data(let data): options.writesJSONText ? .replace(data) : .done(.value(data))
        case .array(let elements): .replace(elements.map { $0 as Any })
        case .object(let members): .replace(members.mapValues { $0 as Any })
        default: .replace(json.anyValue)
        }
    }

    /// Foundation classes read as scalars, never as objects with properties, and never tracked for cycles.
    private static func isFoundationScalarClass(_ type: Any.Type) -> Bool {
        type is NSNumber.Type || type is NSNull.Type || type is NSString.Type || type is NSDate.Type
            || type is NSData.Type || type is NSURL.Type || type is NSUUID.Type
    }

    /// A Swift scalar; ``LeafResult/notLeaf`` for anything else.
    private func leaf(_ value: Any, type: Any.Type, step: SourceStep?) throws -> LeafResult {
        if type == Date.self, let date = value as? Date { return try self.date(date, step: step) }
        if type == URL.self, let url = value as? URL { return .done(.value(url.absoluteString)) }
        if type == UUID.self, let uuid = value as? UUID { return .done(.value(uuid.uuidString)) }
        if type == Data.self, let data = value as? Data { return try self.data(data, step: step) }
        if type == Decimal.self, let decimal = value as? Decimal { return try self.decimal(decimal, step: step) }
        if type == Character.self || type == Unicode.Scalar.self || type == StaticString.self {
            return .done(.value(String(describing: value)))
        }
        if let string = value as? any StringProtocol { return .done(.value(String(string))) }
        if let integer = value as? any BinaryInteger { return try self.integer(integer, step: step) }
        if let float = value as? any BinaryFloatingPoint { return .done(try self.float(float, step: step)) }
        if type == AnyHashable.self, let hashable = value as? AnyHashable { return .replace(hashable.base) }
        return .notLeaf
    }

    /// An `NSDictionary`, `NSArray` or `NSSet` as a container, read one level at a time; `nil` for anything else.
    private func foundationCollection(_ value: Any, type: Any.Type, step: SourceStep?, identity: ObjectIdentifier?)
        throws -> Outcome?
    {
        if type is NSDictionary.Type, let dictionary = value as? NSDictionary {
            let pairs = FoundationContainer.pairs(of: dictionary)
            return .container(.object, try entries(pairs, step: step, identity: identity), identity: identity)
        }
        if type is NSArray.Type, let array = value as? NSArray {
            let elements = FoundationContainer.elements(of: array)
            return .container(.array, elements.map { Child(key: nil, value: $0) }, identity: identity)
        }
        if type is NSSet.Type, let set = value as? NSSet {
            let elements = FoundationContainer.elements(of: set)
            return .container(.set, elements.map { Child(key: nil, value: $0) }, identity: identity)
        }
        return nil
    }

    /// A Foundation scalar, read like its Swift counterpart.
    private func foundationScalar(_ value: Any, type: Any.Type, step: SourceStep?) throws -> LeafResult {
        if type is NSNull.Type { return .done(.value(NSNull())) }
        if type is NSNumber.Type, let object = value as? NSNumber {
            if type == TreeValue.booleanNumberClass { return .done(.value(object.boolValue)) }
            if let decimal = object as? NSDecimalNumber { return try self.decimal(decimal.decimalValue, step: step) }
            switch TreeValue.number(value) {
            case .int(let int)?: return try integer(int, step: step)
            case .uint(let uint)?: return try integer(uint, step: step)
            case .double(let double)?: return .done(try number(double, step: step))
            case .decimal(let decimal)?: return try self.decimal(decimal, step: step)
            case nil: return .done(try number(object.doubleValue, step: step))
            }
        }
        if type is NSString.Type, let string = value as? String { return .done(.value(string)) }
        if type is NSDate.Type, let date = value as? NSDate {
            return .replace(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate))
        }
        if type is NSURL.Type, let url = value as? NSURL {
            let string: String? = url.absoluteString  // optional on Darwin only
            if let string { return .done(.value(string)) }
        }
        if type is NSUUID.Type, let uuid = value as? NSUUID { return .done(.value(uuid.uuidString)) }
        if type is NSData.Type, let data = value as? NSData { return .replace(Data(referencing: data)) }
        return .notLeaf
    }
}

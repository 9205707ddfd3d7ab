import Foundation

extension DictionaryEncoderImpl {
    @inline(__always)
    func box<T: Encodable>(primitive value: T, path: () -> [any CodingKey]) throws -> Any? {
        if T.self == String.self { return value as? String }
        if T.self == Int.self { return value as? Int }
        if T.self == Bool.self { return value as? Bool }
        if T.self == Double.self, let double = value as? Double { return try box(double, path: path) }
        if T.self == Float.self, let float = value as? Float { return try box(float, path: path) }
        if T.self == Int64.self, let int = value as? Int64 { return box(int) }
        if T.self == Int32.self, let int = value as? Int32 { return box(int) }
        if T.self == Int16.self, let int = value as? Int16 { return box(int) }
        if T.self == Int8.self, let int = value as? Int8 { return box(int) }
        if T.self == UInt.self, let int = value as? UInt { return box(int) }
        if T.self == UInt64.self, let int = value as? UInt64 { return box(int) }
        if T.self == UInt32.self, let int = value as? UInt32 { return box(int) }
        if T.self == UInt16.self, let int = value as? UInt16 { return box(int) }
        if T.self == UInt8.self, let int = value as? UInt8 { return box(int) }
        if T.self == Decimal.self, let decimal = value as? Decimal { return try box(decimal, path: path) }
        if T.self == JSONValue.self, let json = value as? JSONValue { return try box(json, path: path) }
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            if T.self == Int128.self, let int = value as? Int128 { return try box(int, path: path) }
            if T.self == UInt128.self, let int = value as? UInt128 { return try box(int, path: path) }
        }
        return box(primitiveArray: value)
    }

    /// A ``JSONValue`` written into the tree within the depth limit; dates and data stay leaves whatever the strategy.
    func box(_ json: JSONValue, path: () -> [any CodingKey], enclosingContainers: Int? = nil) throws -> Any {
        let enclosing = enclosingContainers ?? depth
        switch json {
        case .double(let value): return try box(value, path: path)
        case .decimal(let value): return try box(value, path: path)
        case .array, .object:
            guard enclosing < context.options.maximumDepth else {
                throw ModelMapperError.depthLimit(context.options.maximumDepth, at: MappingPath(codingPath: path()))
            }
            if case .array(let elements) = json {
                return try elements.enumerated().map { index, element in
                    try box(
                        element, path: { path() + [AnyCodingKey(index: index)] }, enclosingContainers: enclosing + 1)
                }
            }
            let members = json.objectValue ?? [:]
            var result: [String: Any] = [:]
            result.reserveCapacity(members.count)
            for (key, member) in members {
                result[key] = try box(
                    member, path: { path() + [AnyCodingKey(stringValue: key)] }, enclosingContainers: enclosing + 1)
            }
            return result
        case .date(let value): return value
        case .data(let value): return value
        default: return json.anyValue
        }
    }

    /// An array of strings, `Int`s, `Bool`s or finite `Double`s, built without an encoder per element; `nil` otherwise
    /// (a NaN or infinity takes the general path, for the float strategy and the element's path in errors).
    @inline(__always)
    func box<T: Encodable>(primitiveArray value: T) -> Any? {
        if T.self == [String].self, let strings = value as? [String] { return strings.map { $0 as Any } }
        if T.self == [Int].self, let ints = value as? [Int] { return ints.map { $0 as Any } }
        if T.self == [Bool].self, let bools = value as? [Bool] { return bools.map { $0 as Any } }
        if T.self == [Double].self, let doubles = value as? [Double], doubles.allSatisfy(\.isFinite) {
            return doubles.map { $0 as Any }
        }
        return nil
    }

    /// An integer as `Int` when it fits, otherwise as `UInt64` (or `Int64` on 32-bit platforms).
    @inline(__always)
    func box<I: FixedWidthInteger>(_ value: I) -> Any {
        if let int = Int(exactly: value) { return int }
        if let int = Int64(exactly: value) { return int }
        return UInt64(truncatingIfNeeded: value)
    }

    /// A 128-bit integer as `Int` or `UInt64` when it fits, otherwise as the `Decimal` with its exact value.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func box<I: FixedWidthInteger>(_ value: I, path: () -> [any CodingKey]) throws -> Any {
        if let int = Int(exactly: value) { return int }
        if let int = UInt64(exactly: value) { return int }
        guard let decimal = Decimal(string: value.description, locale: TreeValue.posixLocale) else {
            throw EncodingFailure.invalidValue(value, codingPath: path(), "Unable to encode \(value) as a number.")
        }
        return decimal
    }

    @inline(__always)
    func box(_ value: Double, path: () -> [any CodingKey]) throws -> Any {
        guard value.isFinite else { return try nonConforming(value, path: path) }
        return value
    }

    /// A `Float` as the `Double` that prints the same (`0.1`, not `0.10000000149011612`), as `JSONEncoder` writes.
    @inline(__always)
    func box(_ value: Float, path: () -> [any CodingKey]) throws -> Any {
        guard value.isFinite else { return try nonConforming(value, path: path) }
        return value.shortestDouble
    }

    func box(_ value: Decimal, path: () -> [any CodingKey]) throws -> Any {
        if case .value(let boxed) = ScalarTreeValue.decimal(value, context.options.nonConformingFloatEncodingStrategy) {
            return boxed
        }
        throw EncodingFailure.decimalNaN(value, codingPath: path())
    }

    func nonConforming<F: BinaryFloatingPoint>(_ value: F, path: () -> [any CodingKey]) throws -> Any {
        if let text = ScalarTreeValue.nonConforming(value, context.options.nonConformingFloatEncodingStrategy) {
            return text
        }
        throw Self.nonConformingError(value, path: path())
    }

    private static func nonConformingError(_ value: Any, path: [any CodingKey]) -> EncodingError {
        EncodingFailure.invalidValue(
            value, codingPath: path, "Unable to encode \(type(of: value)).\(value) directly in JSON.")
    }

    /// A date by the date strategy; `.deferredToDate` and `.custom` encode into this encoder (for the reflector too).
    func box(_ date: Date) throws -> Any {
        let strategy = context.options.dateEncodingStrategy
        switch ScalarTreeValue.date(date, strategy) {
        case .value(let value):
            return value
        case .throughEncoder:
            if case .custom(let closure) = strategy {
                try closure(date, self)
            } else {
                try date.encode(to: self)
            }
            return takeValue() ?? [String: Any]()
        case .nonConforming(let number):
            throw Self.nonConformingError(number, path: codingPath)
        case .outsideCalendar:
            // The interval, not the date: printing a `Date` whose interval is NaN traps in Foundation.
            throw EncodingFailure.invalidValue(
                date.timeIntervalSince1970, codingPath: codingPath,
                "Unable to encode the date \(date.timeIntervalSince1970) seconds from 1970 as text: it is not finite "
                    + "or its year is outside 1...9999.")
        }
    }

    /// Data by the data strategy; `.deferredToData` and `.custom` encode into this encoder (for the reflector too).
    func box(_ data: Data) throws -> Any {
        let strategy = context.options.dataEncodingStrategy
        if case .value(let boxed) = ScalarTreeValue.data(data, strategy) { return boxed }
        if case .custom(let closure) = strategy {
            try closure(data, self)
        } else {
            try data.encode(to: self)
        }
        return takeValue() ?? [String: Any]()
    }
}

// MARK: - String-keyed dictionaries

/// `[String: Value]`, whose keys are data: no key strategy or hint renames them; hints pass on to each value.
protocol StringKeyedEncodableDictionary {
    func encodeEntries(with encoder: DictionaryEncoderImpl) throws -> Any
}

extension Dictionary: StringKeyedEncodableDictionary where Key == String, Value: Encodable {
    func encodeEntries(with encoder: DictionaryEncoderImpl) throws -> Any {
        var result: [String: Any] = [:]
        result.reserveCapacity(count)
        for (key, value) in self {
            let codingKey = AnyCodingKey(stringValue: key)
            if let primitive = try encoder.box(primitive: value, path: { encoder.codingPath + [codingKey] }) {
                result[key] = primitive
            } else {
                result[key] = try encoder.encodeChild(
                    value, at: EncodingPosition.below(encoder).member(codingKey), hints: encoder.hints)
            }
        }
        return result
    }
}

import Foundation

/// Classification of the `Any` values of a source tree. A `JSONNode` (scanned JSON text not read yet) is read as the
/// value it stands for: the one place a decode from `Data` differs from a tree's
/// (`Docs/Design.md#json-straight-to-the-model`). Swift types are tested first, by metatype: on Linux,
/// `value is NSNull` or `as? NSNumber` on a Swift dictionary converts its whole subtree to Foundation objects.
package enum TreeValue {
    /// The class of boolean `NSNumber`s (objCType `c`) on Linux and Darwin alike, which `NSNumber(value: Int8(1))` is
    /// not: it tells a boolean from the numbers `0` and `1`.
    static let booleanNumberClass: AnyClass = type(of: NSNumber(value: true))

    // Named once: a generic metatype named in unspecialised code is looked up at run time each time.
    static let dictionaryType: Any.Type = [String: Any].self
    static let arrayType: Any.Type = [Any].self

    /// `type(of: value)`, asked of the runtime only for a value of none of the tree's own types.
    ///
    /// An `Any` keeps its value's type beside it, and for a struct or an enum that type is the dynamic type; only a
    /// class instance (kept as the class it was stored as) or another existential (from generic code) has a dynamic
    /// type of its own. So a value kept as a dictionary, a scanned node, a string, a number or an array has the type
    /// it is kept as, found in a few comparisons, where `type(of:)` costs a call into the runtime: about fifty
    /// instructions a value, a few times a member (`Docs/Design.md#the-types-of-tree-values`).
    @inline(__always)
    static func dynamicType(of value: Any) -> Any.Type {
        func kept<Kept>(_: Kept) -> Any.Type { Kept.self }
        let type = _openExistential(value, do: kept)
        // The generic types last: their metatypes are stored properties, the others constants.
        if type == JSONNode.self || type == String.self || type == Int.self || type == Double.self || type == Bool.self
            || type == dictionaryType || type == arrayType
        {
            return type
        }
        return Swift.type(of: value)
    }

    /// A number found in a source tree, in the widest exact form its origin allows.
    package enum Number {
        case int(Int64)
        case uint(UInt64)
        case double(Double)
        case decimal(Decimal)
    }

    /// Whether a value is `NSNull`, `nil`, or an optional holding `nil` (at any depth).
    @inline(__always)
    package static func isNull(_ value: Any) -> Bool {
        let type = dynamicType(of: value)
        if type == String.self || type == Int.self || type == dictionaryType || type == arrayType
            || type == Double.self || type == Bool.self
        {
            return false
        }
        if type == NSNull.self { return true }
        if type is AnyObject.Type || type == JSONNode.self { return false }
        guard let optional = value as? any OptionalValue else { return false }
        guard let wrapped = optional.wrappedValue else { return true }
        return isNull(wrapped)
    }

    /// Whether a value is a boolean: a Swift `Bool` or a boolean `NSNumber`.
    @inline(__always)
    package static func isBoolean(_ value: Any) -> Bool {
        let type = dynamicType(of: value)
        return type == Bool.self || type == booleanNumberClass
    }

    /// A boolean value, or `nil` when the value is not a boolean (the numbers `0` and `1` are not).
    @inline(__always)
    package static func bool(_ value: Any) -> Bool? {
        let type = dynamicType(of: value)
        if type == Bool.self { return reinterpret(value, as: Bool.self) }
        if type == booleanNumberClass { return (value as? NSNumber)?.boolValue }
        if type == String.self || type is AnyObject.Type || type == JSONNode.self { return nil }
        return unwrappedOptional(value).flatMap(bool)
    }

    @inline(__always)
    package static func string(_ value: Any) -> String? {
        let type = dynamicType(of: value)
        if type == String.self { return reinterpret(value, as: String.self) }
        if type == JSONNode.self, let node = reinterpret(value, as: JSONNode.self) {
            return node.kind == .string ? node.document.string(at: node.index) : nil
        }
        if type is AnyObject.Type { return (value as? NSString).map(String.init) }
        if let string = value as? String { return string }
        if let substring = value as? Substring { return String(substring) }
        if let character = value as? Character { return String(character) }
        return nil
    }

    /// The value as a string when it is an empty or whitespace-only one (what
    /// ``DictionaryDecoder/Coercions/emptyStringAsNil`` and ``EmptyStringAsNil`` read as null), else `nil`.
    static func blankString(_ value: Any) -> String? {
        guard let string = string(value), string.allSatisfy(\.isWhitespace) else { return nil }
        return string
    }

    /// A number, or `nil` when the value is not a number (booleans are not numbers).
    package static func number(_ value: Any) -> Number? {
        let type = dynamicType(of: value)
        if type == Int.self, let int = reinterpret(value, as: Int.self) { return .int(Int64(int)) }
        if type == Double.self, let double = reinterpret(value, as: Double.self) { return .double(double) }
        // Before the casts below: every long number JSON text spells reaches a tree as a `Decimal`.
        if type == DecimalDigits.self, let digits = reinterpret(value, as: DecimalDigits.self) {
            return .decimal(digits.decimal)
        }
        if type == Decimal.self, let decimal = reinterpret(value, as: Decimal.self) { return .decimal(decimal) }
        if type is NSNumber.Type {
            guard type != booleanNumberClass, let number = value as? NSNumber else { return nil }
            return Self.number(number)
        }
        if type == String.self || type == Bool.self || type == dictionaryType || type == arrayType
            || type is AnyObject.Type || type == JSONNode.self
        {
            return nil
        }
        switch value {
        case let value as Int8: return .int(Int64(value))
        case let value as Int16: return .int(Int64(value))
        case let value as Int32: return .int(Int64(value))
        case let value as Int64: return .int(value)
        case let value as UInt: return .uint(UInt64(value))
        case let value as UInt8: return .uint(UInt64(value))
        case let value as UInt16: return .uint(UInt64(value))
        case let value as UInt32: return .uint(UInt64(value))
        case let value as UInt64: return .uint(value)
        // As the `Double` that prints like it (`Float(0.1)` as `0.1`): what its writer meant, and what encoders write.
        case let value as Float:
            return .double(value.shortestDouble)
        case let value as Decimal: return .decimal(value)
        default:
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                if let value = value as? Int128 { return wide(value) }
                if let value = value as? UInt128 { return wide(value) }
            }
            return unwrappedOptional(value).flatMap(number)
        }
    }

    /// A 128-bit integer as the narrowest exact number: `Int64`, `UInt64`, or the `Decimal` with its digits.
    private static func wide<I: FixedWidthInteger>(_ value: I) -> Number? {
        if let int = Int64(exactly: value) { return .int(int) }
        if let uint = UInt64(exactly: value) { return .uint(uint) }
        return Decimal(string: value.description, locale: posixLocale).map(Number.decimal)
    }

    /// The locale numbers are written in, whatever the user's.
    static let posixLocale = Locale(identifier: "en_US_POSIX")

    private static func number(_ number: NSNumber) -> Number {
        if let decimal = number as? NSDecimalNumber { return .decimal(decimal.decimalValue) }
        switch number.objCType.pointee {
        case CChar(UInt8(ascii: "f")), CChar(UInt8(ascii: "d")):
            return .double(number.doubleValue)
        case CChar(UInt8(ascii: "C")), CChar(UInt8(ascii: "S")), CChar(UInt8(ascii: "I")),
            CChar(UInt8(ascii: "L")), CChar(UInt8(ascii: "Q")):
            return .uint(number.uint64Value)
        default:
            return .int(number.int64Value)
        }
    }

    @inline(__always)
    package static func dictionary(_ value: Any) -> [String: Any]? {
        let type = dynamicType(of: value)
        if type == dictionaryType { return reinterpret(value, as: [String: Any].self) }
        if type == JSONNode.self, let node = reinterpret(value, as: JSONNode.self) {
            return node.kind == .object ? node.document.members(of: node.index) : nil
        }
        if type is NSDictionary.Type { return (value as? NSDictionary).flatMap(FoundationContainer.entries) }
        if type == String.self || type == arrayType || type is AnyObject.Type { return nil }
        if let optional = value as? any OptionalValue { return optional.wrappedValue.flatMap(dictionary) }
        return value as? [String: Any]
    }

    @inline(__always)
    package static func array(_ value: Any) -> [Any]? {
        let type = dynamicType(of: value)
        if type == arrayType { return reinterpret(value, as: [Any].self) }
        if type == JSONNode.self, let node = reinterpret(value, as: JSONNode.self) {
            return node.kind == .array ? node.document.elements(of: node.index) : nil
        }
        if type is NSArray.Type { return (value as? NSArray).map(FoundationContainer.elements) }
        if type == String.self || type == dictionaryType || type is AnyObject.Type { return nil }
        if let optional = value as? any OptionalValue { return optional.wrappedValue.flatMap(array) }
        return value as? [Any]
    }

    /// A date: a `Date` or `NSDate`, as property lists, `UserDefaults`, Core Data and CloudKit hold them; else `nil`.
    @inline(__always)
    package static func date(_ value: Any) -> Date? {
        foundationLeaf(value, bridging: NSDate.self) {
            Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate)
        }
    }

    /// Bytes: `Data` or `NSData`, as property lists hold them; else `nil` (a Base64 string is not data).
    @inline(__always)
    package static func data(_ value: Any) -> Data? {
        foundationLeaf(value, bridging: NSData.self) { Data(referencing: $0) }
    }

    /// A `Value` held as itself or as its Foundation class, through any number of optionals; else `nil`.
    @inline(__always)
    private static func foundationLeaf<Value, Object>(
        _ value: Any, bridging objectType: Object.Type, _ bridge: (Object) -> Value
    ) -> Value? {
        let type = dynamicType(of: value)
        if type == Value.self { return reinterpret(value, as: Value.self) }
        if type is AnyObject.Type {
            guard type is Object.Type, let object = value as? Object else { return nil }
            return bridge(object)
        }
        if type == String.self || type == Int.self || type == Double.self || type == Bool.self
            || type == dictionaryType || type == arrayType || type == Date.self || type == Data.self
            || type == JSONNode.self
        {
            return nil
        }
        return unwrappedOptional(value).flatMap { foundationLeaf($0, bridging: objectType, bridge) }
    }

    /// The identity of a Foundation container (`NSDictionary`, `NSArray`), which can contain itself; else `nil`.
    static func containerIdentity(_ value: Any) -> ObjectIdentifier? {
        let type = dynamicType(of: value)
        guard type is AnyObject.Type, type is NSDictionary.Type || type is NSArray.Type else { return nil }
        return ObjectIdentifier(value as AnyObject)
    }

    static func isDictionaryWithNonStringKeys(_ value: Any) -> Bool {
        let type = dynamicType(of: value)
        if type is NSDictionary.Type { return dictionary(value) == nil }
        if type is AnyObject.Type { return false }
        return value is [AnyHashable: Any]
    }

    /// A value's kind as `JSONDecoder` words it in errors (`a string`, `number`, `bool`, `a dictionary`, `an array`,
    /// `null`), property-list leaves as `a date` and `data`, and other values by their type.
    static func describe(_ value: Any) -> String {
        if isNull(value) { return "null" }
        if isBoolean(value) { return "bool" }
        if number(value) != nil { return "number" }
        if string(value) != nil { return "a string" }
        if dictionary(value) != nil { return "a dictionary" }
        if array(value) != nil { return "an array" }
        if date(value) != nil { return "a date" }
        if data(value) != nil { return "data" }
        if isDictionaryWithNonStringKeys(value) { return "a dictionary with non-string keys" }
        return "a value of type \(type(of: value))"
    }

    /// Takes a value out of an `Any` whose dynamic type the caller has checked to be exactly `U`: a plain copy, where
    /// `as? [String: Any]` runs the element-wise collection cast and `as? String` a dynamic cast. When `T` is `Any`,
    /// the existential is opened and its value taken as it is if it is a `U`; any other `T` takes the ordinary cast.
    @inline(__always)
    static func reinterpret<T, U>(_ value: T, as type: U.Type) -> U? {
        if ObjectIdentifier(T.self) == ObjectIdentifier(U.self) { return unsafeBitCast(value, to: U.self) }
        guard ObjectIdentifier(T.self) == ObjectIdentifier(Any.self) else { return value as? U }
        func take<Opened>(_ opened: Opened) -> U? {
            ObjectIdentifier(Opened.self) == ObjectIdentifier(U.self) ? unsafeBitCast(opened, to: U.self) : opened as? U
        }
        return _openExistential(unsafeBitCast(value, to: Any.self), do: take)
    }

    private static func unwrappedOptional(_ value: Any) -> Any? {
        guard let optional = value as? any OptionalValue else { return nil }
        return optional.wrappedValue
    }
}

/// Lets `Any` values holding an `Optional` be unwrapped without knowing the wrapped type.
protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { map { $0 as Any } }
}

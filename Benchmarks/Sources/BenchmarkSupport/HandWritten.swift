import Foundation

/// The hand-written baseline: an `init(dictionary:)` per model that reads each source key and casts it with `as?`,
/// as a careful developer writes it. It is the practical speed limit for decoding from `[String: Any]`.
///
/// It keeps the Codable models' semantics where they cost nothing on the success path: a missing key or `null`
/// gives `nil`, a value of the wrong type throws instead of being dropped, `MEMBERS` is required (the model's
/// `members` has a default value, which synthesised `Decodable` still requires). What it does not check: an
/// `NSNumber` from `JSONSerialization` is cast with `as? Int`, which accepts a JSON `true` as `1` and a `2.0` as
/// `2`, where `JSONDecoder` and ModelMapper reject the boolean.
public enum HandWritten {
    /// Why a hand-written decode failed.
    public enum Failure: Error {
        /// The value at the key is not of the expected type.
        case typeMismatch(key: String)
        /// A required key is missing.
        case keyNotFound(key: String)
        /// The top-level value is not of the expected type.
        case notAnArray
    }

    /// The value at `key` cast to `T`; `nil` when the key is missing or `null`; throws when it has another type.
    @inline(__always)
    static func optional<T>(_ object: [String: Any], _ key: String, as type: T.Type) throws -> T? {
        guard let raw = object[key] else { return nil }
        if let value = raw as? T { return value }
        // Only reached off the fast path: `is NSNull` first is what makes Foundation bridge Swift containers.
        if raw is NSNull { return nil }
        throw Failure.typeMismatch(key: key)
    }

    /// The recipe departments, from an array of legacy-keyed department objects.
    public static func departments(from value: Any) throws -> [Department] {
        guard let array = value as? [Any] else { throw Failure.notAnArray }
        return try array.map { element in
            guard let object = element as? [String: Any] else { throw Failure.typeMismatch(key: "[]") }
            return try Department(dictionary: object)
        }
    }

    /// Flat people, from an array of `person-flat` objects.
    public static func flatPeople(from value: Any) throws -> [Person] {
        guard let array = value as? [Any] else { throw Failure.notAnArray }
        return try array.map { element in
            guard let object = element as? [String: Any] else { throw Failure.typeMismatch(key: "[]") }
            return try Person(flatDictionary: object)
        }
    }
}

extension Department {
    /// Reads a department in the legacy spelling: `NAME`, `ID`, `MEMBERS` (members in the legacy spelling) and
    /// `Manager` (a person in the model's own spelling).
    public convenience init(dictionary object: [String: Any]) throws {
        self.init()
        name = try HandWritten.optional(object, "NAME", as: String.self)
        id = try HandWritten.optional(object, "ID", as: Int.self)
        guard let rawMembers = object["MEMBERS"] else { throw HandWritten.Failure.keyNotFound(key: "MEMBERS") }
        guard let memberList = rawMembers as? [Any] else { throw HandWritten.Failure.typeMismatch(key: "MEMBERS") }
        members = try memberList.map { element in
            guard let member = element as? [String: Any] else { throw HandWritten.Failure.typeMismatch(key: "MEMBERS") }
            return try Person(memberDictionary: member)
        }
        if let manager = try HandWritten.optional(object, "Manager", as: [String: Any].self) {
            self.manager = try Person(modelKeyedDictionary: manager)
        }
    }
}

extension Person {
    /// Reads a member in the legacy spelling: `Name`, `Age`, `Address` and `Dog` (a dog in the legacy spelling).
    public convenience init(memberDictionary object: [String: Any]) throws {
        self.init()
        name = try HandWritten.optional(object, "Name", as: String.self)
        age = try HandWritten.optional(object, "Age", as: Int.self)
        address = try HandWritten.optional(object, "Address", as: String.self)
        if let dog = try HandWritten.optional(object, "Dog", as: [String: Any].self) {
            aDog = try Dog(legacyDictionary: dog)
        }
    }

    /// Reads a person in the `person-flat` spelling: `Name`, `Age`, and the unhinted `address` and `aDog`.
    public convenience init(flatDictionary object: [String: Any]) throws {
        self.init()
        name = try HandWritten.optional(object, "Name", as: String.self)
        age = try HandWritten.optional(object, "Age", as: Int.self)
        address = try HandWritten.optional(object, "address", as: String.self)
        if let dog = try HandWritten.optional(object, "aDog", as: [String: Any].self) {
            aDog = try Dog(modelKeyedDictionary: dog)
        }
    }

    /// Reads a person in the model's own spelling (the recipe's manager): `name`, `age`, `address`, `aDog`.
    public convenience init(modelKeyedDictionary object: [String: Any]) throws {
        self.init()
        name = try HandWritten.optional(object, "name", as: String.self)
        age = try HandWritten.optional(object, "age", as: Int.self)
        address = try HandWritten.optional(object, "address", as: String.self)
        if let dog = try HandWritten.optional(object, "aDog", as: [String: Any].self) {
            aDog = try Dog(modelKeyedDictionary: dog)
        }
    }
}

extension Dog {
    /// Reads a dog in the legacy spelling: `NameString`.
    public convenience init(legacyDictionary object: [String: Any]) throws {
        self.init()
        name = try HandWritten.optional(object, "NameString", as: String.self)
    }

    /// Reads a dog in the model's own spelling: `name`.
    public convenience init(modelKeyedDictionary object: [String: Any]) throws {
        self.init()
        name = try HandWritten.optional(object, "name", as: String.self)
    }
}

// MARK: - Writing dictionaries

extension Department {
    /// Writes the department in the legacy spelling, as `DictionaryEncoder` writes it with the legacy hints: `NAME`,
    /// `ID`, `MEMBERS` (members in the legacy spelling) and `Manager` (in the model's own spelling); a `nil` property
    /// is left out, as synthesised `Encodable` leaves it out.
    public func legacyDictionary() -> [String: Any] {
        var object: [String: Any] = ["MEMBERS": members.map { $0.memberDictionary() }]
        if let name { object["NAME"] = name }
        if let id { object["ID"] = id }
        if let manager { object["Manager"] = manager.modelKeyedDictionary() }
        return object
    }
}

extension Person {
    /// Writes a member in the legacy spelling: `Name`, `Age`, `Address` and `Dog` (`NameString`).
    public func memberDictionary() -> [String: Any] {
        var object: [String: Any] = [:]
        if let name { object["Name"] = name }
        if let age { object["Age"] = age }
        if let address { object["Address"] = address }
        if let aDog { object["Dog"] = aDog.name.map { ["NameString": $0] } ?? [:] }
        return object
    }

    /// Writes a person in the model's own spelling: `name`, `age`, `address`, `aDog`.
    public func modelKeyedDictionary() -> [String: Any] {
        var object: [String: Any] = [:]
        if let name { object["name"] = name }
        if let age { object["age"] = age }
        if let address { object["address"] = address }
        if let aDog { object["aDog"] = aDog.name.map { ["name": $0] } ?? [:] }
        return object
    }
}

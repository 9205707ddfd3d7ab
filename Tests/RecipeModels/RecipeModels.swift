// The models of the reference recipes (department → members → dog, and the variants the recipes use), shared by the
// test target and the fuzz target (`.ci/fuzz.sh` compiles this folder into it) so that neither keeps a copy.

/// A member's dog.
public final class Dog: Codable, Equatable {
    /// The name, or `nil`.
    public var name: String?

    /// Creates a value with the given properties.
    public init(name: String? = nil) { self.name = name }

    /// Whether two values have equal properties.
    public static func == (lhs: Dog, rhs: Dog) -> Bool { lhs.name == rhs.name }
}

/// A member of a department.
public final class Person: Codable, Equatable {
    /// The name, or `nil`.
    public var name: String?
    /// The age, or `nil`.
    public var age: Int?
    /// The address, or `nil`.
    public var address: String?
    /// The dog, or `nil`.
    public var aDog: Dog?

    /// Creates a value with the given properties.
    public init(name: String? = nil, age: Int? = nil, address: String? = nil, aDog: Dog? = nil) {
        self.name = name
        self.age = age
        self.address = address
        self.aDog = aDog
    }

    /// Whether two values have equal properties.
    public static func == (lhs: Person, rhs: Person) -> Bool {
        lhs.name == rhs.name && lhs.age == rhs.age && lhs.address == rhs.address && lhs.aDog == rhs.aDog
    }
}

/// A department: the top of the nested recipe.
public final class Department: Codable, Equatable {
    /// The name, or `nil`.
    public var name: String?
    /// The id, or `nil`.
    public var id: Int?
    /// The members.
    public var members: [Person] = []
    /// The manager, or `nil`.
    public var manager: Person?

    /// Creates a value with the given properties.
    public init(name: String? = nil, id: Int? = nil, members: [Person] = [], manager: Person? = nil) {
        self.name = name
        self.id = id
        self.members = members
        self.manager = manager
    }

    /// Whether two values have equal properties.
    public static func == (lhs: Department, rhs: Department) -> Bool {
        lhs.name == rhs.name && lhs.id == rhs.id && lhs.members == rhs.members && lhs.manager == rhs.manager
    }
}

/// A person whose `CodingKeys` differ from its property names, for the partial-coding-keys recipe.
public final class PersonUpper: Codable, Equatable {
    /// The name, or `nil`.
    public var name: String?
    /// The age, or `nil`.
    public var age: Int?
    /// The address, or `nil`.
    public var address: String?

    /// Creates a value with the given properties.
    public init(name: String? = nil, age: Int? = nil, address: String? = nil) {
        self.name = name
        self.age = age
        self.address = address
    }

    private enum CodingKeys: String, CodingKey {
        case name = "NAME"
        case age = "AGE"
        case address
    }

    /// Whether two values have equal properties.
    public static func == (lhs: PersonUpper, rhs: PersonUpper) -> Bool {
        lhs.name == rhs.name && lhs.age == rhs.age && lhs.address == rhs.address
    }
}

/// A raw-value enum, for the enum-and-bool recipe.
public enum Sex: String, Codable, Sendable {
    case female, male
}

/// An enum and a `Bool`, for the enum-and-bool recipe and the coercions.
public final class People: Codable, Equatable {
    /// The sex, or `nil`.
    public var sex: Sex?
    /// The tallness, or `nil`.
    public var isTall: Bool? = nil

    /// Creates a value with the given properties.
    public init(sex: Sex? = nil, isTall: Bool? = nil) {
        self.sex = sex
        self.isTall = isTall
    }

    /// Whether two values have equal properties.
    public static func == (lhs: People, rhs: People) -> Bool { lhs.sex == rhs.sex && lhs.isTall == rhs.isTall }
}

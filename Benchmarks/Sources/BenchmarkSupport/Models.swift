import Foundation

// The recipe models (shared/recipes/README.md), copied: the benchmark measures exactly what a user of the
// legacy helper decodes. The explicit `init()` is what the hand-written baseline builds on.

/// A member or manager of a department.
public final class Person: Codable {
    /// The person's name.
    public var name: String?
    /// The person's age.
    public var age: Int?
    /// The person's address.
    public var address: String?
    /// The person's dog.
    public var aDog: Dog?

    /// Creates a person with every property `nil`.
    public init() {}
}

/// A member's dog.
public final class Dog: Codable {
    /// The dog's name.
    public var name: String?

    /// Creates a dog with no name.
    public init() {}
}

/// A department with members and a manager.
public final class Department: Codable {
    /// The department's name.
    public var name: String?
    /// The department's identifier.
    public var id: Int?
    /// The members, in source order.
    public var members: [Person] = []
    /// The manager.
    public var manager: Person?

    /// Creates an empty department.
    public init() {}
}

// MARK: - Models for the JSONDecoder baseline

// The same models with `CodingKeys` spelled as the legacy source keys: what a user writes to decode the backend's
// JSON with plain `JSONDecoder`. The manager's keys are the model's own (`name`, `age`), so it stays a `Person`.

/// A ``Department`` whose coding keys are the source keys.
public final class SourceKeyedDepartment: Decodable {
    /// The department's name.
    public var name: String?
    /// The department's identifier.
    public var id: Int?
    /// The members, in source order.
    public var members: [SourceKeyedPerson] = []
    /// The manager, whose source keys are the model keys.
    public var manager: Person?

    private enum CodingKeys: String, CodingKey {
        case name = "NAME"
        case id = "ID"
        case members = "MEMBERS"
        case manager = "Manager"
    }
}

/// A member ``Person`` whose coding keys are the source keys.
public final class SourceKeyedPerson: Decodable {
    /// The person's name.
    public var name: String?
    /// The person's age.
    public var age: Int?
    /// The person's address.
    public var address: String?
    /// The person's dog.
    public var aDog: SourceKeyedDog?

    private enum CodingKeys: String, CodingKey {
        case name = "Name"
        case age = "Age"
        case address = "Address"
        case aDog = "Dog"
    }
}

/// A ``Dog`` whose coding key is the source key.
public final class SourceKeyedDog: Decodable {
    /// The dog's name.
    public var name: String?

    private enum CodingKeys: String, CodingKey {
        case name = "NameString"
    }
}

/// A flat ``Person`` (the `person-flat` recipe) whose coding keys are the source keys.
public final class SourceKeyedFlatPerson: Decodable {
    /// The person's name.
    public var name: String?
    /// The person's age.
    public var age: Int?
    /// The person's address.
    public var address: String?
    /// The person's dog.
    public var aDog: Dog?

    private enum CodingKeys: String, CodingKey {
        case name = "Name"
        case age = "Age"
        case address
        case aDog
    }
}

import Foundation
import ModelMapper

// The family of model types every input is decoded into. Each is `Codable`, so that `DictionaryEncoder` and
// `JSONEncoder` can take every decoded value back, and `Equatable`, so that the round-trip and remap invariants can
// compare what two decodes gave.

/// The recipe models (department → members → dog, the upper-case coding keys, the enum and the `Bool`) are the tests'
/// own, from `Tests/RecipeModels`, which `.ci/fuzz.sh` compiles into this target; the names below keep the harness
/// readable.
typealias FuzzDog = Dog
typealias FuzzPerson = Person
typealias FuzzDepartment = Department
typealias FuzzPersonUpper = PersonUpper
typealias FuzzSex = Sex
typealias FuzzPeople = People

/// Every scalar the decoder has a path for, each optional.
struct FuzzScalars: Codable, Equatable {
    var int: Int?
    var int8: Int8?
    var int16: Int16?
    var int32: Int32?
    var int64: Int64?
    var uint: UInt?
    var uint8: UInt8?
    var uint16: UInt16?
    var uint32: UInt32?
    var uint64: UInt64?
    var float: Float?
    var double: Double?
    var bool: Bool?
    var string: String?
    var date: Date?
    var data: Data?
    var url: URL?
    var decimal: Decimal?
}

/// Required scalars: a missing key or `null` is an error here.
struct FuzzRequired: Codable, Equatable {
    var name: String
    var id: Int
    var value: Double
    var enabled: Bool
}

/// The property wrappers: coercion, defaults and the lossy variants.
struct FuzzWrapped: Codable, Equatable {
    @Coerced var int: Int
    @Coerced var int8: Int8?
    @Coerced var uint64: UInt64?
    @Coerced var bool: Bool?
    @Coerced var string: String?
    @Coerced var double: Double?
    @Coerced var float: Float?
    @Coerced var tags: [String]?
    @DefaultFalse var enabled: Bool
    @DefaultZero var count: Int
    @DefaultEmptyString var title: String
    @DefaultEmptyArray var scores: [Int]
    @DefaultEmptyDictionary var payload: [String: Int]
    @LossyArray var lossy: [Int]
    @LossyDefault<DefaultTrueProvider> var flags: Bool
    @Coerced var matrix: LossyArray<Int>?
}

/// Collections of every shape.
struct FuzzCollections: Codable, Equatable {
    var tags: [String]?
    var matrix: [[Double]]?
    var scores: [String: Int]?
    var flags: Set<String>?
    var value: [Int?]?
    var payload: [String: [String: Bool]]?
}

/// A recursive model, for deep trees.
final class FuzzNode: Codable, Equatable {
    var name: String?
    var value: Int?
    var children: [FuzzNode]?

    /// Compares level by level with a stack of its own: a decoded chain can be deeper than the call stack allows.
    static func == (lhs: FuzzNode, rhs: FuzzNode) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.name == right.name, left.value == right.value,
                left.children?.count == right.children?.count
            else { return false }
            pending += zip(left.children ?? [], right.children ?? [])
        }
        return true
    }
}

/// Any JSON value, decoded through a single-value container that tries each kind in turn.
indirect enum FuzzJSON: Codable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([FuzzJSON])
    case object([String: FuzzJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Containers are probed first, so that a level costs at most one failed attempt: every error carries the
        // whole coding path, and five failed scalar attempts per level made deep documents quadratic in the harness.
        if container.decodeNil() {
            self = .null
        } else if (try? decoder.unkeyedContainer()) != nil {
            self = .array(try container.decode([FuzzJSON].self))
        } else if (try? decoder.container(keyedBy: FuzzKey.self)) != nil {
            // Through `[String: FuzzJSON]`, the decoder's string-keyed dictionary path.
            self = .object(try container.decode([String: FuzzJSON].self))
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int64.self) {
            self = .int(int)
        } else if let uint = try? container.decode(UInt64.self) {
            self = .uint(uint)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// JSON has one kind of number: `.double(3)` and `.int(3)` are the same value. (Which case a number decodes
    /// into depends on whether it fits an integer, and a `Double` written back can fit where the exact number
    /// read did not: `-9223372036854775809` reads as a `Double`, which is `Int64.min` when read again.)
    static func == (lhs: FuzzJSON, rhs: FuzzJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.uint(let left), .uint(let right)): left == right
        case (.int(let left), .uint(let right)), (.uint(let right), .int(let left)): left >= 0 && UInt64(left) == right
        default:
            if let left = lhs.number, let right = rhs.number { left == right } else { false }
        }
    }

    /// The value of a number as a `Double`, for comparing numbers of different cases.
    private var number: Double? {
        switch self {
        case .int(let value): Double(exactly: value)
        case .uint(let value): Double(exactly: value)
        case .double(let value): value
        default: nil
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .uint(let uint): try container.encode(uint)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

/// A hand-written `init(from:)` that walks every container kind: nested keyed and unkeyed containers, super
/// decoders, `decodeIfPresent`, `allKeys` and `contains`.
struct FuzzHandWritten: Codable, Equatable {
    var keys: [String] = []
    var first: Int?
    var nestedNames: [String] = []
    var superName: String?
    var elementCount = 0

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    init(from decoder: any Decoder) throws {
        if var unkeyed = try? decoder.unkeyedContainer() {
            elementCount = unkeyed.count ?? 0
            while !unkeyed.isAtEnd {
                if (try? unkeyed.decodeNil()) == true { continue }
                if let nested = try? unkeyed.nestedContainer(keyedBy: Key.self) {
                    keys.append(contentsOf: nested.allKeys.map(\.stringValue))
                } else if (try? unkeyed.decode(FuzzJSON.self)) == nil {
                    _ = try unkeyed.superDecoder()
                    break
                }
            }
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        keys = container.allKeys.map(\.stringValue).sorted()
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }).prefix(8) {
            _ = container.contains(key)
            if first == nil { first = try? container.decodeIfPresent(Int.self, forKey: key) }
            if let nested = try? container.nestedContainer(keyedBy: Key.self, forKey: key) {
                nestedNames.append(contentsOf: nested.allKeys.map(\.stringValue).sorted())
            }
            if var nested = try? container.nestedUnkeyedContainer(forKey: key) {
                elementCount += nested.count ?? 0
                _ = try? nested.decode(FuzzJSON.self)
            }
        }
        superName = try? String(from: container.superDecoder(forKey: Key(stringValue: "name")))
        _ = try? container.superDecoder()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(keys, forKey: Key(stringValue: "keys"))
        try container.encodeIfPresent(first, forKey: Key(stringValue: "first"))
        try container.encode(nestedNames, forKey: Key(stringValue: "nestedNames"))
        try container.encodeIfPresent(superName, forKey: Key(stringValue: "superName"))
        try container.encode(elementCount, forKey: Key(stringValue: "elementCount"))
    }
}

/// An enum with associated values, whose synthesised conformance uses nested keyed containers.
enum FuzzEvent: Codable, Equatable {
    case created(id: Int, name: String?)
    case deleted(Int)
    case cleared
}

/// A model for hints whose source key varies (``Hint/keyPattern(_:nested:)``) and for objects whose keys are data
/// (``Hint/entries(keyedInto:order:)``): arrays of small objects under keys the vocabulary names.
struct FuzzSeries: Codable, Equatable {
    var series: [FuzzBar]?
    var tags: [FuzzBar]?
    var value: [FuzzBar]?
    var name: String?
}

/// One element of a ``FuzzSeries`` array; `time` and `value` are the fields an entries hint writes into.
struct FuzzBar: Codable, Equatable {
    var time: String?
    var value: FuzzJSON?
    var open: Double?
    var name: String?
}

/// 128-bit integers, which the encoder writes as `Decimal` beyond 64 bits.
struct FuzzWide: Codable, Equatable {
    var big: Int128?
    var ubig: UInt128?
    var small: Int8?
}

// MARK: - Types with hints of their own

/// The hints the recipe models return, by recipe: their own hints, a second version of the backend, the hints the
/// current input generated, and hints that are invalid.
/// A model that keeps the keys it does not know, with nested models and an array of models that keep their own.
struct FuzzKept: Codable, Equatable {
    var unknown = UnknownKeys()
    var name: String?
    var age: Int?
    var inner: FuzzKeptInner?
    var items: [FuzzKeptInner]?
}

/// The nested model of ``FuzzKept``; its bag is declared last.
struct FuzzKeptInner: Codable, Equatable {
    var id: Int?
    var extra = UnknownKeys()
}

enum FuzzRecipes {
    /// The hints of the `generated` recipe: set from each input before it is decoded. libFuzzer runs one input at a
    /// time on one thread, so nothing else reads or writes it meanwhile.
    nonisolated(unsafe) static var generated: HintTree = .empty

    /// The hints of one recipe model under a named recipe; `nil` (the type's own hints apply) for a recipe the type
    /// does not have.
    static func hints(forRecipe recipe: String, type: String) -> HintTree? {
        switch (recipe, type) {
        case ("generated", _): generated
        case ("malformed", _): ["name": .key(""), "aDog": .candidates([])]
        case ("v2", "dog"): ["name": ["title", "NameString"]]
        case ("v2", "person"):
            [
                "name": ["user_name", "Name"], "age": "info.age", "address": .keyPattern(.prefix("addr")),
                "aDog": .key("pet", nested: ["name": "nick"]),
            ]
        case ("v2", "department"):
            [
                "name": .path("meta.title"), "id": "ids[0]",
                "members": Hint.keyPattern(.prefix("MEMB")).entries(keyedInto: "name", order: .numeric),
                "manager": .nested(["name": "NAME"]),
            ]
        default: nil
        }
    }
}

/// The dog of the recipe models, with its own hints.
final class FuzzRecipeDog: Codable, Equatable, HintProviding {
    var name: String?

    static var hints: HintTree { ["name": "NameString"] }
    static func hints(forRecipe recipe: String) -> HintTree? { FuzzRecipes.hints(forRecipe: recipe, type: "dog") }
    static func == (lhs: FuzzRecipeDog, rhs: FuzzRecipeDog) -> Bool { lhs.name == rhs.name }
}

/// The person of the recipe models, with its own hints; the dog brings its own.
final class FuzzRecipePerson: Codable, Equatable, HintProviding {
    var name: String?
    var age: Int?
    var address: String?
    var aDog: FuzzRecipeDog?

    static var hints: HintTree { ["name": "Name", "age": "Age", "address": "Address", "aDog": "Dog"] }
    static func hints(forRecipe recipe: String) -> HintTree? { FuzzRecipes.hints(forRecipe: recipe, type: "person") }
    static func == (lhs: FuzzRecipePerson, rhs: FuzzRecipePerson) -> Bool {
        lhs.name == rhs.name && lhs.age == rhs.age && lhs.address == rhs.address && lhs.aDog == rhs.aDog
    }
}

/// The department of the recipe models, with its own hints; members and manager bring their own.
final class FuzzRecipeDepartment: Codable, Equatable, HintProviding {
    var name: String?
    var id: Int?
    var members: [FuzzRecipePerson]?
    var manager: FuzzRecipePerson?

    static var hints: HintTree { ["name": "NAME", "id": "ID", "members": "MEMBERS", "manager": "Manager"] }
    static func hints(forRecipe recipe: String) -> HintTree? {
        FuzzRecipes.hints(forRecipe: recipe, type: "department")
    }
    static func == (lhs: FuzzRecipeDepartment, rhs: FuzzRecipeDepartment) -> Bool {
        lhs.name == rhs.name && lhs.id == rhs.id && lhs.members == rhs.members && lhs.manager == rhs.manager
    }
}

/// The wrappers for the shapes legacy backends send: JSON text in strings, single values for arrays, blank strings.
struct FuzzShapes: Codable, Equatable {
    @JSONString var person: FuzzPerson
    @JSONString var scores: [Double]
    @SingleValueAsArray var tags: [String]
    @SingleValueAsArray var people: [FuzzPerson]
    @EmptyStringAsNil var nickname: String?
    @EmptyStringAsNil var count: Int?
}

/// Kinds told apart by a discriminator: a person, a group of kinds again (nested discriminators), and any other kind
/// kept whole.
enum FuzzKind: PolymorphicCodable, Equatable {
    case person(FuzzPerson)
    case group(FuzzKindGroup)
    case other(JSONValue)

    static var discriminator: TypeDiscriminator<FuzzKind> {
        TypeDiscriminator(
            key: "kind", ["person": .case(FuzzKind.person), "group": .case(FuzzKind.group)],
            unknownKinds: .fallback(.case(FuzzKind.other)))
    }
}

struct FuzzKindGroup: Codable, Equatable {
    var name: String?
    var items: [FuzzKind]
}

/// Kinds without a fallback: an undeclared one is dropped inside a polymorphic array, an error elsewhere.
enum FuzzStrictKind: PolymorphicCodable, Equatable {
    case person(FuzzPerson)

    static var discriminator: TypeDiscriminator<FuzzStrictKind> {
        TypeDiscriminator(key: "kind", ["person": .case(FuzzStrictKind.person)], unknownKinds: .drop)
    }
}

/// A class hierarchy read through the polymorphic wrappers.
class FuzzAnimal: Codable, Equatable, PolymorphicBase {
    var name: String?

    static func == (lhs: FuzzAnimal, rhs: FuzzAnimal) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.name == rhs.name && (lhs as? FuzzCat)?.age == (rhs as? FuzzCat)?.age
    }

    static var discriminator: TypeDiscriminator<FuzzAnimal> {
        TypeDiscriminator(key: "species", ["cat": .subclass(FuzzCat.self)])
    }
}

final class FuzzCat: FuzzAnimal {
    var age: Int?

    private enum CodingKeys: String, CodingKey { case age }

    required init(from decoder: any Decoder) throws {
        age = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .age)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(age, forKey: .age)
        try super.encode(to: encoder)
    }
}

/// A ``MappedObject`` hierarchy: fields found with `Mirror` rather than read in an `init(from:)`, with initial values,
/// optionals and a coercion, which `JSONDecoder` and ``DictionaryDecoder`` must read alike.
class FuzzMappedAnimal: MappedObject, Equatable {
    @Field var name: String?
    @Field("id") var identifier = 0

    static func == (lhs: FuzzMappedAnimal, rhs: FuzzMappedAnimal) -> Bool {
        guard type(of: lhs) == type(of: rhs), lhs.name == rhs.name, lhs.identifier == rhs.identifier else {
            return false
        }
        let (left, right) = (lhs as? FuzzMappedCat, rhs as? FuzzMappedCat)
        return left?.age == right?.age && left?.tags == right?.tags
    }
}

final class FuzzMappedCat: FuzzMappedAnimal {
    @Field(through: Coerced<Int>.self) var age = 0
    @Field var tags: [String]?
}

/// Every way of holding polymorphic values.
struct FuzzPolymorphic: Codable, Equatable {
    var items: [FuzzKind]
    var single: FuzzKind?
    @PolymorphicArray var strict: [FuzzStrictKind]
    @Polymorphic var pet: FuzzAnimal
    @PolymorphicArray var animals: [FuzzAnimal]
}

// MARK: - Kept keys inside polymorphic kinds

/// Kinds whose payloads keep the keys they do not know: a person that keeps its own (``FuzzKept``, with its nested
/// and array models keeping theirs), a group of kinds again (nested discriminators, a bag at every level), and any
/// other kind kept whole.
enum FuzzKeptKind: PolymorphicCodable, Equatable {
    case person(FuzzKept)
    case group(FuzzKeptGroup)
    case other(JSONValue)

    static var discriminator: TypeDiscriminator<FuzzKeptKind> {
        TypeDiscriminator(
            key: "kind", ["person": .case(FuzzKeptKind.person), "group": .case(FuzzKeptKind.group)],
            unknownKinds: .fallback(.case(FuzzKeptKind.other)))
    }
}

/// The group kind of ``FuzzKeptKind``: kinds again, and a bag of its own.
struct FuzzKeptGroup: Codable, Equatable {
    var name: String?
    var items: [FuzzKeptKind]?
    var unknown = UnknownKeys()
}

/// A class hierarchy whose base keeps the keys neither it nor a subclass reads, read through `@Polymorphic`. The
/// subclass encodes its base under `super` (`superDecoder()`, `superEncoder()`), so the base's bag keeps the keys of
/// that nested object.
class FuzzKeptAnimal: Codable, Equatable, PolymorphicBase {
    var name: String?
    var unknown = UnknownKeys()

    static func == (lhs: FuzzKeptAnimal, rhs: FuzzKeptAnimal) -> Bool {
        guard type(of: lhs) == type(of: rhs), lhs.name == rhs.name, lhs.unknown == rhs.unknown else { return false }
        return (lhs as? FuzzKeptCat)?.lives == (rhs as? FuzzKeptCat)?.lives
    }

    static var discriminator: TypeDiscriminator<FuzzKeptAnimal> {
        TypeDiscriminator(key: "species", ["cat": .subclass(FuzzKeptCat.self)])
    }
}

final class FuzzKeptCat: FuzzKeptAnimal {
    var lives: [Int]?

    private enum CodingKeys: String, CodingKey { case lives }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lives = try container.decodeIfPresent([Int].self, forKey: .lives)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(lives, forKey: .lives)
        try super.encode(to: container.superEncoder())
    }
}

/// Polymorphic kinds that keep keys, held every way: one, an array, and class instances through `@Polymorphic`;
/// the holder keeps its own unknown keys too.
struct FuzzKeptKinds: Codable, Equatable {
    var unknown = UnknownKeys()
    var single: FuzzKeptKind?
    var items: [FuzzKeptKind]?
    var animals: [Polymorphic<FuzzKeptAnimal>]?
}

/// A bag whose object's place in the source is known, for the invariant that a bag keeps exactly the report's
/// unmapped source keys of its object: the top-level object is the source itself whatever the hints and key
/// strategy, and a subclass's base is under `super` (unless a hint names `super`).
protocol FuzzKnownPlaceBag {
    /// The bag, and the keys from the top of the source to its object.
    var knownPlaceBag: (bag: UnknownKeys, object: [String])? { get }
}

extension FuzzKeptKinds: FuzzKnownPlaceBag {
    var knownPlaceBag: (bag: UnknownKeys, object: [String])? { (unknown, []) }
}

extension FuzzKeptKind: FuzzKnownPlaceBag {
    var knownPlaceBag: (bag: UnknownKeys, object: [String])? {
        switch self {
        case .person(let person): (person.unknown, [])
        case .group(let group): (group.unknown, [])
        case .other: nil
        }
    }
}

extension Polymorphic<FuzzKeptAnimal>: FuzzKnownPlaceBag {
    var knownPlaceBag: (bag: UnknownKeys, object: [String])? {
        (wrappedValue.unknown, wrappedValue is FuzzKeptCat ? ["super"] : [])
    }
}

// MARK: - Shape wrappers under every coder

/// ``FormattedNumber`` (scalars and an array) and ``EmptyStringAsNil``, every property optional so that small sources
/// decode: decoded by `JSONDecoder` and ``DictionaryDecoder`` alike, which must agree.
/// The wire-form wrappers: values sent as text, read with the coercion table and written back as text.
struct FuzzWireForms: Codable, Equatable {
    @TextValue var id: Int?
    @TextValue var ratio: Double?
    @TextValue var codes: [Int]?
    @TextValue var price: Decimal?
    @FlagValue<OneZeroFlag> var flag: Bool
    @GroupedNumber<TwoFractionDigits> var amount: Decimal
}

/// The wrappers that remember how "none" was written (``EmptyForm``): `""`, `null` and a missing key read as none and
/// written back in the form read, a list in one string, and an optional date.
struct FuzzEmptyForms: Codable, Equatable {
    @NilAsEmptyString var name: String?
    @NilAsEmptyString var count: Int?
    @AbsentOrNull var phone: String?
    @AbsentOrNull var age: Int?
    @DelimitedList<CommaSeparated> var tags: [String]
    @OptionalDateValue<SecondsSince1970Strategy> var seen: Date?
}

struct FuzzFormatted: Codable, Equatable {
    @FormattedNumber var count: Int?
    @FormattedNumber var double: Double?
    @FormattedNumber var uint8: UInt8?
    @FormattedNumber var int64: Int64?
    @FormattedNumber var tags: [Int]?
    @EmptyStringAsNil var name: String?
    @EmptyStringAsNil var age: Int?
}

import Foundation
import Testing

@testable import ModelMapper

// Kinds told apart by a discriminator: enums with associated values (`PolymorphicCodable`), class hierarchies
// (`Polymorphic`, `PolymorphicArray`), fallbacks, drops, nested discriminators, hints inside every kind, and the
// encoder writing the discriminator back. Each behaviour runs through ModelMapper's coders and through Foundation's.

struct PolyCircle: Codable, Equatable, Sendable {
    var radius: Double
}

struct PolyRectangle: Codable, Equatable, Sendable {
    var width: Double
    var height: Double
}

/// Two cases share a payload type: encoding tells them apart by the case, not the type.
enum PolyShape: PolymorphicCodable, Equatable, Sendable {
    case circle(PolyCircle)
    case rectangle(PolyRectangle)
    case square(PolyRectangle)

    static var discriminator: TypeDiscriminator<PolyShape> {
        TypeDiscriminator(
            key: "kind",
            [
                "circle": .case(PolyShape.circle), "rectangle": .case(PolyShape.rectangle),
                "square": .case(PolyShape.square),
            ])
    }
}

/// Unknown kinds are kept whole, as JSON values.
enum PolyKeepingShape: PolymorphicCodable, Equatable, Sendable {
    case circle(PolyCircle)
    case unknown(JSONValue)

    static var discriminator: TypeDiscriminator<PolyKeepingShape> {
        TypeDiscriminator(
            key: "kind", ["circle": .case(PolyKeepingShape.circle)],
            unknownKinds: .fallback(.case(PolyKeepingShape.unknown)))
    }
}

/// A kind that keeps the keys it does not know.
enum PolyKeepingKeys: PolymorphicCodable, Equatable, Sendable {
    case circle(Circle)

    struct Circle: Codable, Equatable, Sendable {
        var radius: Double
        var unknown = UnknownKeys()
    }

    static var discriminator: TypeDiscriminator<PolyKeepingKeys> {
        TypeDiscriminator(key: "kind", ["circle": .case(PolyKeepingKeys.circle)])
    }
}

/// Unknown kinds are dropped by `PolymorphicArray`.
enum PolyDroppingShape: PolymorphicCodable, Equatable, Sendable {
    case circle(PolyCircle)

    static var discriminator: TypeDiscriminator<PolyDroppingShape> {
        TypeDiscriminator(key: "kind", ["circle": .case(PolyDroppingShape.circle)], unknownKinds: .drop)
    }
}

/// Integer discriminators, as some backends send them.
enum PolyNumbered: PolymorphicCodable, Equatable, Sendable {
    case circle(PolyCircle)

    static var discriminator: TypeDiscriminator<PolyNumbered> {
        TypeDiscriminator(key: "type", ["1": .case(PolyNumbered.circle)])
    }
}

/// Nested discriminators: a group's children are nodes again.
enum PolyNode: PolymorphicCodable, Equatable, Sendable {
    case leaf(Leaf)
    case group(Group)

    struct Leaf: Codable, Equatable, Sendable { var value: Int }
    struct Group: Codable, Equatable, Sendable {
        var name: String
        var children: [PolyNode]
    }

    static var discriminator: TypeDiscriminator<PolyNode> {
        TypeDiscriminator(key: "node", ["leaf": .case(PolyNode.leaf), "group": .case(PolyNode.group)])
    }
}

// MARK: - A class hierarchy

class PolyAnimal: Codable, PolymorphicBase, @unchecked Sendable {
    var name: String

    init(name: String) { self.name = name }

    static var discriminator: TypeDiscriminator<PolyAnimal> {
        TypeDiscriminator(
            key: "species",
            ["dog": .subclass(PolyDog.self), "puppy": .subclass(PolyPuppy.self), "cat": .subclass(PolyCat.self)])
    }

    /// Equal when of the same dynamic type with the same fields.
    func isSame(as other: PolyAnimal) -> Bool {
        type(of: self) == type(of: other) && name == other.name && fieldsMatch(other)
    }

    func fieldsMatch(_ other: PolyAnimal) -> Bool { true }
}

final class PolyCat: PolyAnimal, @unchecked Sendable {
    var lives: Int

    init(name: String, lives: Int) {
        self.lives = lives
        super.init(name: name)
    }

    private enum CodingKeys: String, CodingKey { case lives }

    required init(from decoder: any Decoder) throws {
        lives = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .lives)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lives, forKey: .lives)
        try super.encode(to: encoder)
    }

    override func fieldsMatch(_ other: PolyAnimal) -> Bool { (other as? PolyCat)?.lives == lives }
}

class PolyDog: PolyAnimal, @unchecked Sendable {
    var barks: Bool

    init(name: String, barks: Bool) {
        self.barks = barks
        super.init(name: name)
    }

    private enum CodingKeys: String, CodingKey { case barks }

    required init(from decoder: any Decoder) throws {
        barks = try decoder.container(keyedBy: CodingKeys.self).decode(Bool.self, forKey: .barks)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(barks, forKey: .barks)
        try super.encode(to: encoder)
    }

    override func fieldsMatch(_ other: PolyAnimal) -> Bool { (other as? PolyDog)?.barks == barks }
}

/// A subclass of a subclass: encoding matches the exact dynamic type, so it is written as a puppy, not a dog.
final class PolyPuppy: PolyDog, @unchecked Sendable {}

struct PolyHousehold: Codable {
    @Polymorphic var pet: PolyAnimal
    @PolymorphicArray var animals: [PolyAnimal]
}

@Suite struct PolymorphismTests {
    struct Drawing: Codable, Equatable {
        var title: String
        var shapes: [PolyShape]
    }

    /// The backend's spelling: every key upper-case, the discriminator `TYPE`.
    static let hints: HintTree = [
        "title": "TITLE",
        "shapes": .key("SHAPES", nested: ["kind": "TYPE", "radius": "R", "width": "W", "height": "H"]),
    ]

    static var backendDrawing: [String: Any] {
        [
            "TITLE": "Plan",
            "SHAPES": [
                ["TYPE": "circle", "R": 1.5], ["TYPE": "rectangle", "W": 4, "H": 2.5],
                ["TYPE": "square", "W": 2, "H": 2],
            ],
        ]
    }

    static let drawing = Drawing(
        title: "Plan",
        shapes: [
            .circle(PolyCircle(radius: 1.5)), .rectangle(PolyRectangle(width: 4, height: 2.5)),
            .square(PolyRectangle(width: 2, height: 2)),
        ])

    // MARK: - Enums

    @Test func hintsApplyInsideEveryKind() throws {
        let decoded = try DictionaryDecoder().decode(Drawing.self, from: Self.backendDrawing, hints: Self.hints)
        #expect(decoded == Self.drawing)
        let foundation = try JSONSerialization.jsonObject(
            with: try JSONSerialization.data(withJSONObject: Self.backendDrawing))
        #expect(try DictionaryDecoder().decode(Drawing.self, from: foundation, hints: Self.hints) == Self.drawing)
    }

    @Test func theEncoderWritesTheDiscriminatorBackInTheBackendsSpelling() throws {
        let encoded = try DictionaryEncoder().encode(Self.drawing, hints: Self.hints)
        #expect(NSDictionary(dictionary: try #require(encoded as? [String: Any])).isEqual(to: Self.backendDrawing))
        #expect(try DictionaryDecoder().decode(Drawing.self, from: encoded, hints: Self.hints) == Self.drawing)
    }

    @Test func foundationsCodersReadAndWriteTheSameShape() throws {
        let data = try JSONEncoder().encode(Self.drawing)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let shapes = try #require(object["shapes"] as? [[String: Any]])
        #expect(shapes.map { $0["kind"] as? String } == ["circle", "rectangle", "square"])
        #expect(try JSONDecoder().decode(Drawing.self, from: data) == Self.drawing)
        #expect(try DictionaryDecoder().decode(Drawing.self, from: object) == Self.drawing)
        let ours = try DictionaryEncoder().encode(Self.drawing)
        #expect(NSDictionary(dictionary: try #require(ours as? [String: Any])).isEqual(to: object))
    }

    @Test func anUndeclaredKindNamesTheKindAndBothPaths() throws {
        var source = Self.backendDrawing
        source["SHAPES"] = [["TYPE": "circle", "R": 1], ["TYPE": "hexagon", "SIDE": 1]]
        let error = expectDecodingError(.dataCorrupted, at: ["shapes", "Index 1", "kind"]) {
            try DictionaryDecoder().decode(Drawing.self, from: source, hints: Self.hints)
        }
        let description = try #require(error?.debugDescription)
        #expect(
            description.contains(
                #"Unknown kind "hexagon" of PolyShape; the known kinds are "circle", "rectangle", "square"."#))
        #expect(description.contains("(source path: SHAPES[1])"))
        let json = Data(#"{"title": "t", "shapes": [{"kind": "hexagon"}]}"#.utf8)
        expectDecodingError(.dataCorrupted, at: ["shapes", "Index 0", "kind"]) {
            try JSONDecoder().decode(Drawing.self, from: json)
        }
    }

    /// The kind is data: the message quotes it as other messages quote values, cut after 64 characters.
    @Test func anUndeclaredKindIsQuotedAtMost64CharactersLong() throws {
        let long = String(repeating: "k", count: 100_000)
        let error = expectDecodingError(.dataCorrupted, at: ["kind"]) {
            try DictionaryDecoder().decode(PolyShape.self, from: ["kind": long])
        }
        let description = try #require(error?.context?.debugDescription)
        #expect(description.hasPrefix(#"Unknown kind ""# + String(repeating: "k", count: 64) + #"…" of PolyShape;"#))
        #expect(description.count < 200)
        struct Feed: Decodable {
            @PolymorphicArray var items: [PolyDroppingShape]
        }
        let report = try DictionaryDecoder().decodeWithReport(Feed.self, from: ["items": [["kind": long]]]).report
        #expect(
            report.droppedValues.map(\.detail) == [
                "dropped element 0, of the undeclared kind \"" + String(repeating: "k", count: 64) + "…\""
            ])
    }

    @Test func aMissingOrMistypedDiscriminatorIsAnError() throws {
        let missing = expectDecodingError(.keyNotFound, at: ["shapes", "Index 0", "kind"]) {
            try DictionaryDecoder().decode(
                Drawing.self, from: ["TITLE": "t", "SHAPES": [["R": 1]]] as [String: Any], hints: Self.hints)
        }
        #expect(missing?.debugDescription.contains(#"Looked for source key "TYPE" in SHAPES[0]."#) == true)
        expectDecodingError(.typeMismatch, at: ["shapes", "Index 0", "kind"]) {
            try DictionaryDecoder().decode(
                Drawing.self, from: ["TITLE": "t", "SHAPES": [["TYPE": true, "R": 1]]] as [String: Any],
                hints: Self.hints)
        }
        expectDecodingError(.keyNotFound, at: ["shapes", "Index 0", "radius"]) {
            try DictionaryDecoder().decode(
                Drawing.self, from: ["TITLE": "t", "SHAPES": [["TYPE": "circle"]]] as [String: Any], hints: Self.hints)
        }
    }

    @Test func integerDiscriminatorsNameKindsByTheirText() throws {
        let source: [String: Any] = ["type": 1, "radius": 2]
        #expect(try DictionaryDecoder().decode(PolyNumbered.self, from: source) == .circle(PolyCircle(radius: 2)))
        let data = Data(#"{"type": 1, "radius": 2}"#.utf8)
        #expect(try JSONDecoder().decode(PolyNumbered.self, from: data) == .circle(PolyCircle(radius: 2)))
        // Written back as the declared text.
        let encoded = try #require(
            try DictionaryEncoder().encode(PolyNumbered.circle(PolyCircle(radius: 2))) as? [String: Any])
        #expect(encoded["type"] as? String == "1")
    }

    @Test func aFallbackKindKeepsTheWholeObjectAndWritesItBack() throws {
        let hexagon: [String: Any] = ["kind": "hexagon", "side": 1, "tags": ["a"]]
        let source: [Any] = [["kind": "circle", "radius": 1], hexagon]
        let decoded = try DictionaryDecoder().decode([PolyKeepingShape].self, from: source)
        #expect(decoded == [.circle(PolyCircle(radius: 1)), .unknown(try JSONValue(any: hexagon))])
        let encoded = try DictionaryEncoder().encode(decoded)
        #expect(NSArray(array: try #require(encoded as? [Any])).isEqual(to: source))
        let data = try JSONEncoder().encode(decoded)
        #expect(try JSONDecoder().decode([PolyKeepingShape].self, from: data) == decoded)
    }

    @Test(arguments: [DictionaryDecoder.Coercions.singleValueAsArray, .all])
    func aFallbackKindIsKeptAsItIsUnderEveryCoercion(coercions: DictionaryDecoder.Coercions) throws {
        var decoder = DictionaryDecoder()
        decoder.coercions = coercions
        let hexagon: [String: Any] = ["kind": "hexagon", "side": 1, "closed": true, "tags": "a"]
        let decoded = try decoder.decode(PolyKeepingShape.self, from: hexagon)
        #expect(decoded == .unknown(["kind": "hexagon", "side": 1, "closed": true, "tags": "a"]))
        let encoded = try DictionaryEncoder().encode(decoded)
        #expect(try JSONValue(any: encoded) == JSONValue(any: hexagon))
        // Inside a model too, where the coercion still applies to the typed properties around it.
        struct Holder: Decodable {
            var shapes: [PolyKeepingShape]
        }
        let holder = try decoder.decode(Holder.self, from: ["shapes": hexagon])
        #expect(holder.shapes == [.unknown(["kind": "hexagon", "side": 1, "closed": true, "tags": "a"])])
    }

    @Test func polymorphicArrayDropsOnlyUndeclaredKindsAndRecordsEachDrop() throws {
        struct Feed: Codable, Equatable {
            @PolymorphicArray var items: [PolyDroppingShape]
        }
        let source: [String: Any] = [
            "ITEMS": [["kind": "circle", "radius": 1], ["kind": "hexagon"], ["kind": "circle", "radius": 2]]
        ]
        let result = try DictionaryDecoder().decodeWithReport(
            Feed.self, from: source, hints: ["items": "ITEMS"])
        #expect(result.value.items == [.circle(PolyCircle(radius: 1)), .circle(PolyCircle(radius: 2))])
        let drops = result.report.entries.filter { $0.kind == .droppedValue }
        #expect(drops.map(\.modelPath) == ["items[*]"])
        #expect(drops.map(\.firstModelPath) == ["items[1]"])
        #expect(drops.map(\.firstSourcePath) == ["ITEMS[1]"])
        #expect(drops.map(\.detail) == [#"dropped element 1, of the undeclared kind "hexagon""#])
        let json = Data(#"{"items": [{"kind": "hexagon"}, {"kind": "circle", "radius": 3}]}"#.utf8)
        #expect(try JSONDecoder().decode(Feed.self, from: json).items == [.circle(PolyCircle(radius: 3))])
        // A declared kind that does not decode is not dropped.
        expectDecodingError(.keyNotFound, at: ["items", "Index 0", "radius"]) {
            try DictionaryDecoder().decode(Feed.self, from: ["items": [["kind": "circle"]]])
        }
        // Outside a polymorphic array, a drop has nowhere to go: the undeclared kind is an error.
        expectDecodingError(.dataCorrupted, at: ["kind"]) {
            try DictionaryDecoder().decode(PolyDroppingShape.self, from: ["kind": "hexagon"])
        }
    }

    @Test func nestedDiscriminatorsDecodeAndRoundTrip() throws {
        let tree = PolyNode.group(
            .init(
                name: "root",
                children: [.leaf(.init(value: 1)), .group(.init(name: "inner", children: [.leaf(.init(value: 2))]))]))
        // Hints are per level: the children's own keys are renamed by the tree nested under `children`.
        let level: HintTree = ["node": "N", "name": "NAME", "value": "V"]
        let hints = level.merging(["children": .key("KIDS", nested: level.merging(["children": "KIDS"]))])
        let encoded = try DictionaryEncoder().encode(tree, hints: hints)
        let object = try #require(encoded as? [String: Any])
        #expect(object["N"] as? String == "group")
        let kids = try #require(object["KIDS"] as? [[String: Any]])
        #expect(kids.map { $0["N"] as? String } == ["leaf", "group"])
        #expect(try DictionaryDecoder().decode(PolyNode.self, from: encoded, hints: hints) == tree)
        #expect(try JSONDecoder().decode(PolyNode.self, from: try JSONEncoder().encode(tree)) == tree)
    }

    @Test func aKindKeepsTheKeysNeitherItNorTheDiscriminatorRead() throws {
        let source: [String: Any] = ["kind": "circle", "radius": 1.5, "color": "red", "tags": ["a"]]
        let result = try DictionaryDecoder().decodeWithReport(PolyKeepingKeys.self, from: source)
        guard case .circle(let circle) = result.value else { return }
        #expect(circle.radius == 1.5)
        #expect(circle.unknown.entries == ["color": "red", "tags": ["a"]])
        // The bag and the result.report agree: the discriminator is read, the rest is kept.
        #expect(result.report.unmappedSourceKeys.map(\.sourcePath) == ["color", "tags"])
        let encoded = try DictionaryEncoder().encode(result.value)
        #expect(try JSONValue(any: encoded) == JSONValue(any: source))
        // A renamed discriminator is claimed under its source spelling.
        let hints: HintTree = ["kind": "TYPE"]
        let renamed = try DictionaryDecoder().decode(
            PolyKeepingKeys.self, from: ["TYPE": "circle", "radius": 2, "kind": "kept"] as [String: Any], hints: hints)
        guard case .circle(let other) = renamed else { return }
        #expect(other.unknown.entries == ["kind": "kept"])
    }

    @Test func deepNestingStopsAtTheDepthLimit() throws {
        var node: Any = ["node": "leaf", "value": 1]
        for _ in 0..<40 { node = ["node": "group", "name": "g", "children": [node]] }
        var decoder = DictionaryDecoder()
        decoder.maximumDepth = 32
        #expect(throws: ModelMapperError.self) { try decoder.decode(PolyNode.self, from: node) }
        decoder.maximumDepth = 100
        #expect(throws: Never.self) { try decoder.decode(PolyNode.self, from: node) }
    }

    // MARK: - Class hierarchies

    static var household: [String: Any] {
        [
            "pet": ["species": "cat", "name": "Tom", "lives": 9],
            "animals": [
                ["species": "dog", "name": "Rex", "barks": true], ["species": "puppy", "name": "Bit", "barks": false],
                ["species": "cat", "name": "Kit", "lives": 7],
            ],
        ]
    }

    private func expectHousehold(_ household: PolyHousehold, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(household.pet.isSame(as: PolyCat(name: "Tom", lives: 9)), sourceLocation: sourceLocation)
        let expected: [PolyAnimal] = [
            PolyDog(name: "Rex", barks: true), PolyPuppy(name: "Bit", barks: false), PolyCat(name: "Kit", lives: 7),
        ]
        #expect(household.animals.count == expected.count, sourceLocation: sourceLocation)
        for (animal, other) in zip(household.animals, expected) {
            #expect(animal.isSame(as: other), "\(type(of: animal))", sourceLocation: sourceLocation)
        }
    }

    @Test func classHierarchiesDecodeAsTheirSubclasses() throws {
        expectHousehold(try DictionaryDecoder().decode(PolyHousehold.self, from: Self.household))
        let data = try JSONSerialization.data(withJSONObject: Self.household)
        expectHousehold(try JSONDecoder().decode(PolyHousehold.self, from: data))
    }

    @Test func classHierarchiesEncodeTheExactSubclassWithHints() throws {
        let household = try DictionaryDecoder().decode(PolyHousehold.self, from: Self.household)
        let hints: HintTree = [
            "pet": .key("PET", nested: ["species": "KIND"]), "animals": .key("ZOO", nested: ["species": "KIND"]),
        ]
        let encoded = try #require(try DictionaryEncoder().encode(household, hints: hints) as? [String: Any])
        let zoo = try #require(encoded["ZOO"] as? [[String: Any]])
        #expect(zoo.map { $0["KIND"] as? String } == ["dog", "puppy", "cat"])
        #expect((encoded["PET"] as? [String: Any])?["lives"] as? Int == 9)
        expectHousehold(try DictionaryDecoder().decode(PolyHousehold.self, from: encoded, hints: hints))
        expectHousehold(try JSONDecoder().decode(PolyHousehold.self, from: try JSONEncoder().encode(household)))
    }

    @Test func aValueOfNoDeclaredKindDoesNotEncode() {
        let household = PolyHousehold(pet: PolyAnimal(name: "Generic"), animals: [])
        #expect {
            try DictionaryEncoder().encode(household)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["pet"]
                && context.debugDescription.contains(#"of none of the kinds of PolyAnimal ("dog", "puppy", "cat")"#)
        }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(household) }
    }

    // MARK: - Properties over generated drawings

    @Test func generatedDrawingsRoundTripThroughEveryCoder() throws {
        var generator = SeededGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0x5011))
        for _ in 0..<200 {
            let shapes: [PolyShape] = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                let a = Double(Int.random(in: -1000...1000, using: &generator)) / 8
                let b = Double(Int.random(in: 0...1000, using: &generator)) / 4
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: return .circle(PolyCircle(radius: a))
                case 1: return .rectangle(PolyRectangle(width: a, height: b))
                default: return .square(PolyRectangle(width: b, height: b))
                }
            }
            let drawing = Drawing(title: "g", shapes: shapes)
            let encoded = try DictionaryEncoder().encode(drawing, hints: Self.hints)
            #expect(try DictionaryDecoder().decode(Drawing.self, from: encoded, hints: Self.hints) == drawing)
            let objects = foundationObjectTree(encoded)
            #expect(try DictionaryDecoder().decode(Drawing.self, from: objects, hints: Self.hints) == drawing)
            let remapped = try Self.hints.remap(encoded)
            #expect(try DictionaryDecoder().decode(Drawing.self, from: remapped) == drawing)
            let data = try JSONEncoder().encode(drawing)
            #expect(
                try DictionaryDecoder().decode(Drawing.self, from: try JSONSerialization.jsonObject(with: data))
                    == drawing)
        }
    }
}

import Foundation
import Testing

@testable import ModelMapper

/// An `UnknownKeys` bag is filled when its object's decode ends, whatever the object's `init(from:)` does before:
/// parts of it decoded through its single-value container (a flattened model), attempts that fail and are caught,
/// containers of several key types, in any order. It keeps exactly the keys nothing read.
@Suite struct UnknownKeysAttemptTests {
    /// A flattened part: reads `a` from the object its parent reads.
    struct Flat: Decodable, Equatable {
        var a: Int
    }

    /// Declares its bag first, decodes `Flat` from its own object, then reads `b` through another key type.
    struct Flattening: Decodable {
        var bag: UnknownKeys
        var flat: Flat
        var b: Int

        enum BagKeys: String, CodingKey { case bag }
        enum OtherKeys: String, CodingKey { case b }

        init(from decoder: any Decoder) throws {
            bag = try decoder.container(keyedBy: BagKeys.self).decode(UnknownKeys.self, forKey: .bag)
            flat = try decoder.singleValueContainer().decode(Flat.self)
            b = try decoder.container(keyedBy: OtherKeys.self).decode(Int.self, forKey: .b)
        }
    }

    @Test func aFlattenedPartDoesNotFillTheBagBeforeTheObjectIsDone() throws {
        let model = try DictionaryDecoder().decode(Flattening.self, from: ["a": 1, "b": 2, "c": 3])
        #expect(model.flat == Flat(a: 1))
        #expect(model.b == 2)
        #expect(model.bag.entries == ["c": 3])
    }

    /// A `Flat` that also keeps its own bag: it fails for a missing `a`, after registering its bag.
    struct FlatWithBag: Decodable {
        var extra: UnknownKeys
        var a: Int

        enum CodingKeys: String, CodingKey { case extra, a }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            extra = try container.decode(UnknownKeys.self, forKey: .extra)
            a = try container.decode(Int.self, forKey: .a)
        }
    }

    /// Registers its bag, then tries to read its object as an array and as a `FlatWithBag`, both failing, and reads
    /// `name`; encodes `name` and the bag.
    struct Attempting: Codable {
        var name: String
        var bag: UnknownKeys

        enum CodingKeys: String, CodingKey { case name, bag }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            bag = try container.decode(UnknownKeys.self, forKey: .bag)
            let single = try decoder.singleValueContainer()
            #expect(throws: DecodingError.self) { try single.decode([Int].self) }
            #expect(throws: DecodingError.self) { try single.decode(FlatWithBag.self) }
            name = try container.decode(String.self, forKey: .name)
        }
    }

    @Test func aFailedAttemptOnTheObjectKeepsItsBag() throws {
        let source: [String: Any] = ["name": "Ada", "legacy_id": 7, "flags": ["x"]]
        let model = try DictionaryDecoder().decode(Attempting.self, from: source)
        #expect(model.bag.entries == ["legacy_id": 7, "flags": ["x"]])
        // Nothing is lost on the way back.
        let written = try DictionaryEncoder().encodeToDictionary(model)
        #expect(try JSONValue(any: written) == JSONValue(any: source))
    }

    @Test func aFailedNestedDecodeLetsGoOfItsOwnBagOnly() throws {
        struct Parent: Decodable {
            var bag: UnknownKeys
            var child: FlatWithBag?
            enum CodingKeys: String, CodingKey { case bag, child }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                bag = try container.decode(UnknownKeys.self, forKey: .bag)
                child = try? container.decode(FlatWithBag.self, forKey: .child)
            }
        }
        let model = try DictionaryDecoder().decode(Parent.self, from: ["child": ["z": 1], "kept": true])
        #expect(model.child == nil)
        #expect(model.bag.entries == ["kept": true])
    }

    // MARK: - Property: whatever the order, the bag keeps exactly what nothing read

    /// One thing an object's `init(from:)` does, drawn by the generator.
    enum Step: Hashable, CustomStringConvertible, Sendable {
        /// Reads a key through a keyed container of the step's own key type.
        case read(String)
        /// Decodes a `PlannedPart` through the single-value container: a flattened model reading these keys.
        case flattened([String])
        /// Tries to read the object as `[Int]` and catches the failure.
        case failedAttempt
        /// Tries a flattened part that reads these keys, then fails, and catches the failure.
        case failedFlattened([String])
        /// Registers the model's bag (exactly once per plan).
        case bag

        var description: String {
            switch self {
            case .read(let key): "read(\(key))"
            case .flattened(let keys): "flattened(\(keys))"
            case .failedAttempt: "failedAttempt"
            case .failedFlattened(let keys): "failedFlattened(\(keys))"
            case .bag: "bag"
            }
        }
    }

    static let planKey = CodingUserInfoKey(rawValue: "UnknownKeysAttemptTests.plan")

    /// The plan of a `Planned` model and its flattened parts, in `userInfo`.
    struct Plans: Sendable {
        var model: [Step]
    }

    /// Reads its object by the plan in `userInfo`.
    struct Planned: Decodable {
        var bag = UnknownKeys()
        var read: Set<String> = []

        init(from decoder: any Decoder) throws {
            guard let plans = UnknownKeysAttemptTests.planKey.flatMap({ decoder.userInfo[$0] }) as? Plans else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no plan"))
            }
            for step in plans.model {
                switch step {
                case .read(let key):
                    _ = try decoder.container(keyedBy: AnyCodingKey.self).decode(
                        Int.self, forKey: AnyCodingKey(stringValue: key))
                    read.insert(key)
                case .flattened(let keys):
                    let part = try decoder.singleValueContainer().decode(PlannedPart.self)
                    #expect(part.keys == keys)
                    read.formUnion(keys)
                case .failedAttempt:
                    _ = try? decoder.singleValueContainer().decode([Int].self)
                case .failedFlattened:
                    _ = try? decoder.singleValueContainer().decode(PlannedPart.self)
                case .bag:
                    enum BagKey: String, CodingKey { case bag }
                    bag = try decoder.container(keyedBy: BagKey.self).decode(UnknownKeys.self, forKey: .bag)
                }
            }
        }
    }

    /// A flattened part: reads the keys its plan names (the plan of the current step is found by the keys the
    /// object holds under `Planned`, so the part reads its keys through `AnyCodingKey`), and fails when it is told
    /// to, after reading them.
    struct PlannedPart: Decodable {
        var keys: [String] = []

        init(from decoder: any Decoder) throws {
            guard let plans = UnknownKeysAttemptTests.planKey.flatMap({ decoder.userInfo[$0] }) as? Plans,
                let (keys, fails) = PlannedPart.current.next(in: plans)
            else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no part plan"))
            }
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            for key in keys { _ = try container.decode(Int.self, forKey: AnyCodingKey(stringValue: key)) }
            self.keys = keys
            if fails { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "planned failure")) }
        }

        /// Which flattened step of the plan comes next, for the one decode a test runs at a time.
        final class Cursor: @unchecked Sendable {
            private let lock = NSLock()
            private var index = 0
            func reset() { lock.withLock { index = 0 } }
            func next(in plans: Plans) -> ([String], Bool)? {
                lock.withLock {
                    let parts = plans.model.compactMap { step -> ([String], Bool)? in
                        switch step {
                        case .flattened(let keys): (keys, false)
                        case .failedFlattened(let keys): (keys, true)
                        default: nil
                        }
                    }
                    guard index < parts.count else { return nil }
                    defer { index += 1 }
                    return parts[index]
                }
            }
        }
        static let current = Cursor()
    }

    @Test func theBagKeepsExactlyTheKeysNothingReadWhateverTheOrder() throws {
        let planKey = try #require(Self.planKey)
        var generator = SeededGenerator(seed: SeededGenerator(seed: SeededGenerator.baseSeed).derived(0xBA65))
        let keys = (0..<8).map { "k\($0)" }
        for _ in 0..<400 {
            let present = keys.filter { _ in Bool.random(using: &generator) }
            var steps: [Step] = [.bag]
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let some = present.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.sorted()
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: if let key = present.randomElement(using: &generator) { steps.append(.read(key)) }
                case 1: steps.append(.flattened(some))
                case 2: steps.append(.failedAttempt)
                default: steps.append(.failedFlattened(some))
                }
            }
            steps.shuffle(using: &generator)
            var source: [String: Any] = [:]
            for (index, key) in present.enumerated() { source[key] = index }
            var decoder = DictionaryDecoder()
            decoder.userInfo[planKey] = Plans(model: steps)
            PlannedPart.current.reset()
            let model = try decoder.decode(Planned.self, from: source)
            let expected = Dictionary(
                uniqueKeysWithValues: present.enumerated().filter { !model.read.contains($0.element) }.map {
                    ($0.element, JSONValue.integer(Int64($0.offset)))
                })
            #expect(model.bag.entries == expected, "plan \(steps), keys \(present)")
        }
    }
}

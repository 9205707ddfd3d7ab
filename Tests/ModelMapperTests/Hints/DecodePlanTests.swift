import Foundation
import Testing

@testable import ModelMapper

/// A ``DecodePlan`` changes how fast a key's hint is found, never which: a list decoded with plans equals the same
/// list decoded without them, value or error, for models that read their keys in an order and a subset that change
/// from object to object, from native trees and from JSON text; and the plans a decode keeps are bounded.
@Suite struct DecodePlanTests {
    // MARK: The property

    @Test(arguments: [false, true])
    func aListDecodedWithPlansEqualsItDecodedWithout(fromText: Bool) throws {
        var random = SeededGenerator(seed: 0x5EED_0043)
        var failedBoth = 0
        for iteration in 0..<150 {
            let hints = random.planHints()
            let list = (0..<random.int(in: 1...12)).map { _ in random.reorderedSource() }
            let source: Any = fromText ? try JSONSerialization.data(withJSONObject: list) : list
            var planned = DictionaryDecoder()
            var unplanned = DictionaryDecoder()
            unplanned.usesDecodePlans = false
            if random.chance(0.2) {
                // Objects under a key strategy read through their members, with plans all the same.
                planned.keyDecodingStrategy = .convertFromSnakeCase
                unplanned.keyDecodingStrategy = .convertFromSnakeCase
            }
            let bothFailed = expectSameDecode(
                Result { try planned.decode([Reordered].self, from: source, hints: hints) },
                Result { try unplanned.decode([Reordered].self, from: source, hints: hints) },
                "with plans, then without; iteration \(iteration), hints \(hints), source \(list)")
            if bothFailed { failedBoth += 1 }
        }
        // Some lists must fail, or the error half of the property says nothing.
        #expect(failedBoth > 10)
    }

    @Test func aListOfObjectsReadInOneOrderDecodesAsWithoutPlans() throws {
        // The common case: every object reads the same keys in the same order, and all but the first follow the plan.
        let hints = wideHints()
        let list = (0..<20).map { index in
            ["order": "k0,k1,k2,k3,k4,k5,k6,k7,k8,k9,k10,k11,k12,k13", "K3": index, "k7": 7, "box": ["k5": 5]]
                as [String: Any]
        }
        var unplanned = DictionaryDecoder()
        unplanned.usesDecodePlans = false
        let withPlans = try DictionaryDecoder().decode([Reordered].self, from: list, hints: hints)
        #expect(withPlans == (try unplanned.decode([Reordered].self, from: list, hints: hints)))
        #expect(withPlans.map { $0.values["k3"] } == (0..<20).map { Optional($0) })
        // A rename, the second of two candidates and a key path, for every object.
        #expect(withPlans.allSatisfy { $0.values["k7"] == 7 && $0.values["k5"] == 5 && $0.values["k4"] == nil })
    }

    // MARK: One plan

    @Test func aPlanLearnsTheKeysInTheOrderTheFirstObjectReadsThem() {
        let hints = wideHints()
        let plan = DecodePlan(hints: hints)
        var first = 0
        for name in ["k0", "k1", "unhinted", "k2"] {
            #expect(plan.hint(forKey: name, at: &first) == hints.hint(forKey: name), "\(name)")
        }
        #expect(plan.learnedKeys == ["k0", "k1", "unhinted", "k2"])
        #expect(first == 4)

        // A later object follows it, leaves a key out, reads one off the plan, and learns nothing it did not finish.
        var second = 0
        #expect(plan.hint(forKey: "k0", at: &second) == hints.hint(forKey: "k0"))
        #expect(plan.hint(forKey: "unhinted", at: &second) == nil)
        #expect(second == 3)
        #expect(plan.hint(forKey: "k9", at: &second) == hints.hint(forKey: "k9"))
        #expect(second == 3)
        #expect(plan.hint(forKey: "k2", at: &second) == hints.hint(forKey: "k2"))
        #expect(second == 4)
        #expect(plan.learnedKeys == ["k0", "k1", "unhinted", "k2"])

        // An object that reads past the end of the plan teaches it the key.
        #expect(plan.hint(forKey: "k13", at: &second) == hints.hint(forKey: "k13"))
        #expect(plan.learnedKeys == ["k0", "k1", "unhinted", "k2", "k13"])
    }

    @Test func aPlanStopsLearningAtItsLimit() {
        let plan = DecodePlan(hints: wideHints())
        var cursor = 0
        for index in 0..<(DecodePlan.stepLimit + 50) {
            #expect(plan.hint(forKey: "key\(index)", at: &cursor) == nil)
        }
        #expect(plan.learnedKeys.count == DecodePlan.stepLimit)
    }

    // MARK: The plans of a decode

    @Test func aDecodeMakesAPlanForThePairsOfWhichItReadsASecondObject() {
        var plans = DecodePlans()
        let hints = wideHints()
        let other = wideHints()
        #expect(plans.plan(forKeys: Reordered.Key.self, hints: hints) == nil)
        let plan = plans.plan(forKeys: Reordered.Key.self, hints: hints)
        #expect(plan != nil)
        #expect(plans.plan(forKeys: Reordered.Key.self, hints: hints) === plan)
        // Another tree, or another model type, is another pair.
        #expect(plans.plan(forKeys: Reordered.Key.self, hints: other) == nil)
        #expect(plans.plan(forKeys: AnyCodingKey.self, hints: hints) == nil)
        #expect(plans.plan(forKeys: Reordered.Key.self, hints: other) !== plan)
    }

    @Test func aDecodeKeepsABoundedNumberOfPlans() {
        var plans = DecodePlans()
        var trees: [HintTree] = []
        for _ in 0..<(DecodePlans.limit + 10) {
            let tree = wideHints()
            trees.append(tree)
            _ = plans.plan(forKeys: Reordered.Key.self, hints: tree)
        }
        for (index, tree) in trees.enumerated() {
            let plan = plans.plan(forKeys: Reordered.Key.self, hints: tree)
            #expect((plan != nil) == (index < DecodePlans.limit), "tree \(index)")
        }
    }

    /// A plan holds its tree, and nothing outside the decode holds a plan: a million decodes, each under a hint tree of
    /// its own, leave no tree and no plan behind.
    /// About 90 s: the `Sweep` suffix keeps it out of the README's test command, for CI's sweep step.
    @Test func aMillionDistinctHintTreesLeaveNothingBehindSweep() throws {
        let list: [[String: Any]] = [["order": "k0,k1"], ["order": "k1,k0", "K1": 1]]
        let wide = wideHints().entries
        weak var lastTree: HintTreeBox?
        for index in 0..<1_000_000 {
            var entries = wide
            entries["k0"] = .key("K\(index)")
            let box = HintTreeBox(HintTree(entries))
            if index % 100_000 == 0 || index == 999_999 {
                let decoded = try DictionaryDecoder().decode([Reordered].self, from: list, hints: box.tree)
                #expect(decoded[1].values["k1"] == 1)
            } else {
                _ = try DictionaryDecoder().decode([Reordered].self, from: list, hints: box.tree)
            }
            lastTree = box
        }
        #expect(lastTree == nil)
    }
}

/// A hint tree in a class, so that a weak reference can tell when nothing holds it any more.
private final class HintTreeBox {
    let tree: HintTree
    init(_ tree: HintTree) { self.tree = tree }
}

// MARK: - Generators

/// A tree of more entries than a tree compares one by one, so that decodes under it use plans.
private func wideHints() -> HintTree {
    var entries: [String: Hint] = ["order": "order"]
    for index in 0..<14 {
        entries["k\(index)"] = pick(
            index, from: [.key("K\(index)"), .candidates(["K\(index)", "k\(index)"]), .path("box.k\(index)")])
    }
    return HintTree(entries)
}

private func pick(_ index: Int, from hints: [Hint]) -> Hint { hints[index % hints.count] }

extension SeededGenerator {
    /// Hints for ``Reordered``: more entries than a small tree has, each key hinted one way or not at all, and the
    /// children read under a tree of their own or the same one.
    fileprivate mutating func planHints() -> HintTree {
        func keys() -> [String: Hint] {
            var entries: [String: Hint] = [:]
            for index in 0..<Reordered.keyCount where chance(0.9) {
                entries["k\(index)"] = pick([
                    .key("K\(index)"), .candidates(["K\(index)", "k_\(index)"]),
                    .candidates(["Kk\(index)", "K\(index)"]),
                    .path("box.k\(index)"), Hint(stringLiteral: "box.K\(index)"), .nested([:]),
                ])
            }
            for index in 0..<4 { entries["unused\(index)"] = .key("UNUSED\(index)") }
            return entries
        }
        var inner = keys()
        inner["children"] = pick(["CHILDREN", .nested([:])])
        var outer = keys()
        outer["children"] = pick([.key("CHILDREN", nested: HintTree(inner)), .nested(HintTree(inner))])
        return HintTree(outer)
    }

    /// An object for ``Reordered``: the keys it reads, in an order of its own; values where the hints may read
    /// them, some of the wrong type; sometimes children of its own.
    fileprivate mutating func reorderedSource(depth: Int = 0) -> [String: Any] {
        var names = (0..<Reordered.keyCount).map { "k\($0)" }.filter { _ in chance(0.8) }
        names.shuffle(using: &self)
        if depth < 2, chance(0.4) { names.insert("children", at: int(in: 0...names.count)) }
        var object: [String: Any] = ["order": names.joined(separator: ",")]
        var box: [String: Any] = [:]
        func value() -> Any {
            if chance(0.02) { return "not a number" }
            return chance(0.05) ? NSNull() : int(in: 0...99)
        }
        for index in 0..<Reordered.keyCount {
            if chance(0.3) { object["K\(index)"] = value() }
            if chance(0.2) { object["k\(index)"] = value() }
            if chance(0.1) { object["k_\(index)"] = value() }
            if chance(0.1) { object["Kk\(index)"] = value() }
            if chance(0.2) { box["k\(index)"] = value() }
            if chance(0.1) { box["K\(index)"] = value() }
        }
        if !box.isEmpty { object["box"] = chance(0.05) ? "not an object" : box }
        if names.contains("children") {
            let children = (0..<int(in: 0...3)).map { _ in reorderedSource(depth: depth + 1) }
            object[chance(0.5) ? "CHILDREN" : "children"] = children
        }
        return object
    }
}

// MARK: - Test Types

/// A model that reads the keys its object's `order` names, in that order, so that the objects of one list leave
/// their type's plan, skip its steps and learn it, some while their children (of the same type) follow it.
private struct Reordered: Decodable, Equatable {
    static let keyCount = 14

    struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    var values: [String: Int] = [:]
    var children: [Reordered]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let order = try container.decode(String.self, forKey: Key(stringValue: "order"))
        for name in order.split(separator: ",").map(String.init) {
            if name == "children" {
                children = try container.decodeIfPresent([Reordered].self, forKey: Key(stringValue: name))
            } else {
                values[name] = try container.decodeIfPresent(Int.self, forKey: Key(stringValue: name))
            }
        }
    }
}

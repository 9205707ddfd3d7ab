import Foundation
import ModelMapperRecipeModels
import Testing

@testable import ModelMapper
@testable import ModelMapperSuggestions

/// What a suggestion builds while it decodes the samples (the nodes of every place in the model, the objects read
/// there, the readings) is released with the suggestion's probe: no reference cycle keeps it alive.
///
/// The fuzzer's LeakSanitizer found one: the suggestion its `facade` lane makes for `Department` from the source of
/// the recipe `Fuzz/Corpus/suggestions-reading-cycle.json` finds the optional `manager` inline in the department's
/// object, and an inline model's description held the object it is read from, whose resolved keys held the
/// description again.
@Suite struct HintSuggestionReleaseTests {
    /// The source of the fuzzer's recipe: a person's keys, which `Department` reads as its own `name` and finds
    /// again as the keys of `manager` inline.
    static var source: [String: Any] { ["NAME": "LOLITA0164", "AGE": 26, "ADDRESS": "fuzhou"] }

    /// A weak reference to one object of the probe's tree.
    struct Released {
        weak var object: AnyObject?
        let kind: String
    }

    /// Every object reachable from the probe's root: the nodes of each place in the model, the objects read there,
    /// and the objects the inline models among them are read from.
    static func objects(of probe: SuggestionProbe) -> [Released] {
        var seen = Set<ObjectIdentifier>()
        var found: [Released] = []
        var keyNodes = [probe.root]
        var visits: [SuggestionVisit] = []
        func note(_ object: AnyObject, _ kind: String) -> Bool {
            guard seen.insert(ObjectIdentifier(object)).inserted else { return false }
            found.append(Released(object: object, kind: kind))
            return true
        }
        func add(_ visit: SuggestionVisit) {
            if note(visit, "SuggestionVisit") { visits.append(visit) }
        }
        while !keyNodes.isEmpty || !visits.isEmpty {
            if let keyNode = keyNodes.popLast() {
                guard note(keyNode, "SuggestionKeyNode"), let child = keyNode.child else { continue }
                guard note(child, "SuggestionObjectNode") else { continue }
                keyNodes.append(contentsOf: child.keys.values)
                child.visits.forEach(add)
            } else if let visit = visits.popLast() {
                if let inline = visit.inline { add(inline.root) }
                for resolution in visit.resolved.values {
                    keyNodes.append(resolution.node)
                    if let inline = resolution.inline { add(inline.root) }
                }
            }
        }
        return found
    }

    @Test func theFuzzedRecipesSuggestionReleasesEverythingItRead() {
        var objects: [Released] = []
        do {
            let probe = SuggestionProbe(options: HintSuggestion.Options())
            _ = probe.run(Department.self, samples: [Self.source])
            let result = SuggestionBuilder.build(root: probe.root, samples: 1)
            // The case the fuzzer met: the manager is suggested inline.
            #expect(result.hints["manager"] == .inline(["address": "ADDRESS", "age": "AGE"]))
            objects = Self.objects(of: probe)
        }
        #expect(objects.count > 10)
        let alive = objects.filter { $0.object != nil }.map(\.kind)
        #expect(alive.isEmpty, "still alive after the probe: \(alive)")
    }

    /// The public entry point the fuzzer calls gives the same hints.
    @Test func theFuzzedRecipesSuggestion() {
        let suggestion = HintSuggestion(for: Department.self, from: Self.source)
        #expect(suggestion.hints == ["manager": .inline(["address": "ADDRESS", "age": "AGE"]), "name": "NAME"])
    }

    /// Several samples and nested inline models: a model inline in an inline model is read from the same object.
    @Test func nestedInlineModelsAreReleasedToo() {
        struct Currency: Decodable { var code: String }
        struct Price: Decodable {
            var amount: Double
            var currency: Currency
        }
        struct Customer: Decodable {
            var name: String
            var email: String?
        }
        struct Order: Decodable {
            var id: Int
            var customer: Customer
            var total: Price
        }
        let rows: [[String: Any]] = [
            ["ID": 1, "CUST_NAME": "Ada", "CUST_EMAIL": "ada@example.com", "TOTAL_AMOUNT": 2.5, "TOTAL_CODE": "EUR"],
            ["ID": 2, "CUST_NAME": "Grace", "TOTAL_AMOUNT": 9.5, "TOTAL_CODE": "NOK"],
        ]
        var objects: [Released] = []
        do {
            let probe = SuggestionProbe(options: HintSuggestion.Options())
            _ = probe.run(Order.self, samples: rows)
            let result = SuggestionBuilder.build(root: probe.root, samples: rows.count)
            let expected: HintTree = [
                "customer": .inline(["email": "CUST_EMAIL", "name": "CUST_NAME"]), "id": "ID",
                "total": .inline(["amount": "TOTAL_AMOUNT", "currency": .inline(["code": "TOTAL_CODE"])]),
            ]
            #expect(result.hints == expected)
            objects = Self.objects(of: probe)
        }
        #expect(objects.count > 10)
        let alive = objects.filter { $0.object != nil }.map(\.kind)
        #expect(alive.isEmpty, "still alive after the probe: \(alive)")
    }
}

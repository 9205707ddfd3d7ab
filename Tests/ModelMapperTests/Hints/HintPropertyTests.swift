import Foundation
import Testing

@testable import ModelMapper

/// Properties that tie the operations of the one hint engine together, over generated values, sources and hint trees
/// of every kind (renamed keys, key paths with and without indices, string literals that spell paths, literal keys
/// with dots, candidates, key patterns, entries, nested hints by source key and by model key, inline models):
///
/// - encoding with hints and decoding with the same hints gives the value back, from native trees, trees of
///   Foundation objects and JSON text;
/// - decoding what `remap` made, without hints, gives what decoding the source with the hints gives (the same value,
///   or a `DecodingError` both ways), for sources of native and of `JSONSerialization` origin and sources built of
///   Foundation objects as `JSONSerialization` returns them on Apple platforms, including sources
///   with keys missing, nulls, extra keys and model-keyed values that a hint shadows;
/// - reflecting a `Codable` model whose synthesized coding keys are its stored properties, with hints, writes what
///   encoding it with the same hints writes, per-type hints (``HintProviding``) and recipes included.
@Suite struct HintPropertyTests {
    private static let iterations = 400

    @Test(arguments: [ParityOrigin.nativeTree, .foundationObjects, .jsonData])
    func encodingWithHintsThenDecodingWithThemGivesTheValueBack(origin: ParityOrigin) throws {
        let seeds: [ParityOrigin: UInt64] = [.nativeTree: 0x5EED_0001, .foundationObjects: 0x5EED_0006]
        var random = SeededGenerator(seed: seeds[origin] ?? 0x5EED_0007)
        for iteration in 0..<Self.iterations {
            let hints = random.hintTree()
            let value = random.sample()
            let source = try DictionaryEncoder().encode(value, hints: hints)
            let decoded =
                origin == .jsonData
                ? try DictionaryDecoder().decode(
                    Sample.self, from: JSONSerialization.data(withJSONObject: source), hints: hints)
                : try DictionaryDecoder().decode(Sample.self, from: origin.presenting(source), hints: hints)
            #expect(decoded == value, "iteration \(iteration), hints \(hints), source \(source)")
        }
    }

    /// From JSON `Data`, the decode through the hints reads the scanned document and remap the tree read from the
    /// same text: the two sources must agree.
    @Test(arguments: [ParityOrigin.nativeTree, .foundationTree, .foundationObjects, .jsonData])
    func decodingARemappedSourceEqualsDecodingThroughTheHints(origin: ParityOrigin) throws {
        let seeds: [ParityOrigin: UInt64] = [
            .nativeTree: 0x5EED_0002, .foundationTree: 0x5EED_0003, .jsonData: 0x5EED_0007,
        ]
        var random = SeededGenerator(seed: seeds[origin] ?? 0x5EED_0005)
        var decodedBoth = 0
        for iteration in 0..<Self.iterations {
            let hints = random.hintTree()
            var source = try DictionaryEncoder().encodeToDictionary(random.sample(), hints: hints)
            random.mutate(&source)
            let text = try JSONSerialization.data(withJSONObject: source)
            let tree: Any =
                origin == .foundationTree || origin == .jsonData
                ? try JSONSerialization.jsonObject(with: text)
                : origin.presenting(source)
            let remapped = try hints.remap(tree)
            let context = "iteration \(iteration), hints \(hints), source \(tree), remapped \(remapped)"
            switch (
                Result {
                    origin == .jsonData
                        ? try DictionaryDecoder().decode(Sample.self, from: text, hints: hints)
                        : try DictionaryDecoder().decode(Sample.self, from: tree, hints: hints)
                },
                Result { try DictionaryDecoder().decode(Sample.self, from: remapped) }
            ) {
            case (.success(let direct), .success(let viaRemap)):
                #expect(direct == viaRemap, "\(context)")
                decodedBoth += 1
            case (.failure(let direct), .failure(let viaRemap)):
                #expect(direct is DecodingError && viaRemap is DecodingError, "\(context)")
            case (let direct, let viaRemap):
                Issue.record(
                    "decoding through the hints gave \(direct), decoding the remapped source \(viaRemap); \(context)")
            }
        }
        // The mutations must leave most sources decodable, or the property says little.
        #expect(decodedBoth > Self.iterations / 2)
    }

    /// From JSON `Data`, a hinted key reads the keys its hint names through the object's byte view, and the members
    /// where bytes cannot tell: decoding the text with the hints must give what decoding the tree `JSONSerialization`
    /// reads from it gives, the same value or the same error at the same coding path and source path.
    @Test func decodingTextWithHintsEqualsDecodingItsTree() throws {
        var random = SeededGenerator(seed: 0x5EED_0008)
        var failedBoth = 0
        for iteration in 0..<Self.iterations {
            let hints = random.hintTree()
            var source = try DictionaryEncoder().encodeToDictionary(random.sample(), hints: hints)
            random.mutate(&source)
            // Some values of the wrong type, so that both decodes fail, somewhere.
            for key in source.keys.sorted() where random.chance(0.1) { source[key] = true }
            let text = try JSONSerialization.data(withJSONObject: source)
            let tree = try JSONSerialization.jsonObject(with: text)
            let bothFailed = expectSameDecode(
                Result<Sample, any Error> { try DictionaryDecoder().decode(Sample.self, from: text, hints: hints) },
                Result<Sample, any Error> { try DictionaryDecoder().decode(Sample.self, from: tree, hints: hints) },
                "from the text, then the tree; iteration \(iteration), hints \(hints), source \(tree)")
            if bothFailed { failedBoth += 1 }
        }
        // The mutations must make some decodes fail, or the error half of the property says nothing.
        #expect(failedBoth > 10)
    }

    /// A report decode from JSON `Data` reads through the byte view as a decode does: its value, or its error at the
    /// same coding path and source path, and every entry of its report (unused hints, unmapped keys, fallback
    /// candidates), also when the decode fails, must be those of reporting on the tree `JSONSerialization` reads from
    /// the text.
    @Test func reportingOnTextEqualsReportingOnItsTree() throws {
        var random = SeededGenerator(seed: 0x5EED_0009)
        var failedBoth = 0
        var withEntries = 0
        for iteration in 0..<Self.iterations {
            let hints = random.hintTree()
            var source = try DictionaryEncoder().encodeToDictionary(random.sample(), hints: hints)
            random.mutate(&source)
            random.addExtraKeys(toObjectsIn: &source)
            for key in source.keys.sorted() where random.chance(0.05) { source[key] = true }
            let text = try JSONSerialization.data(withJSONObject: source)
            let tree = try JSONSerialization.jsonObject(with: text)
            let context = "iteration \(iteration), hints \(hints), source \(tree)"
            let fromText = DictionaryDecoder().attemptDecode(Sample.self, from: text, hints: hints)
            let fromTree = DictionaryDecoder().attemptDecode(Sample.self, from: tree, hints: hints)
            if expectSameDecode(fromText.result, fromTree.result, "values, \(context)") { failedBoth += 1 }
            #expect(Set(fromText.report.entries) == Set(fromTree.report.entries), "report, \(context)")
            if !fromTree.report.entries.isEmpty { withEntries += 1 }
        }
        // Both halves of the property must be exercised: failed decodes and reports with entries.
        #expect(failedBoth > 10)
        #expect(withEntries > Self.iterations / 4)
    }

    @Test func reflectingWithHintsWritesWhatEncodingWithThemWrites() throws {
        var random = SeededGenerator(seed: 0x5EED_0004)
        var compared = 0
        for iteration in 0..<Self.iterations {
            let envelope = random.envelope()
            let hints = random.envelopeHints()
            var encoder = DictionaryEncoder()
            var reflector = DictionaryReflector()
            if random.chance(0.3) {
                encoder.recipe = "v2"
                reflector.recipe = "v2"
            }
            let context = "iteration \(iteration), hints \(hints), recipe \(reflector.recipe ?? "none")"
            switch (
                Result { try encoder.encode(envelope, hints: hints) },
                Result { try reflector.reflect(envelope, hints: hints) }
            ) {
            case (.success(let encoded), .success(let reflected)):
                let same = jsonEqual(try reparsed(tree: encoded), try reparsed(tree: reflected))
                #expect(same, "\(context): encoded \(sortedJSON(encoded)), reflected \(sortedJSON(reflected))")
                compared += 1
            case (.failure(let encoding), .failure(let reflecting)):
                // Hints that write two keys at one place fail both ways, with the same code.
                #expect(
                    (encoding as? ModelMapperError)?.code == (reflecting as? ModelMapperError)?.code,
                    "\(context): \(encoding) / \(reflecting)")
            case (let encoded, let reflected):
                Issue.record("encoding gave \(encoded), reflecting \(reflected); \(context)")
            }
        }
        #expect(compared > Self.iterations * 3 / 4)
    }
}

// MARK: - Generators

extension SeededGenerator {
    /// A hint tree for ``Sample`` that hints a random subset of its coding keys, each in one of the ways the key can
    /// be hinted.
    fileprivate mutating func hintTree() -> HintTree {
        var entries: [String: Hint] = [:]
        func maybe(_ key: String, _ choices: [Hint]) {
            if chance(0.7) { entries[key] = pick(choices) }
        }
        maybe("name", ["NAME", .key("Name"), ["USER_NAME", "NAME"], .candidates(["name_v2", "Name"])])
        maybe("age", ["AGE", .path("info.age"), "info.AGE", .path("meta.values[1]")])
        maybe("city", [.path("address.city"), "ADDRESS.CITY", .key("city.name"), .path(#"addr\.city"#)])
        maybe("tag", [.path("tags[0]"), .path("tags[2]"), "TAG"])
        maybe("open", [.key("1. open"), "OPEN"])
        maybe("series", [.keyPattern(.prefix("Series")), .keyPattern(.suffix("_series")), "SERIES"])
        maybe(
            "points",
            [
                Hint.key("POINTS").entries(keyedInto: "time"),
                Hint.key("POINTS", nested: ["value": "V"]).entries(keyedInto: "time", order: .descending),
                .key("POINTS", nested: ["value": "V"]),
            ])
        maybe("pet", [.key("PET", nested: ["name": "PetName"]), .nested(["name": "PetName"]), "PET"])
        maybe("friends", [.nested(["name": "N"]), .key("FRIENDS", nested: ["name": ["N", "NAME"]])])
        // An optional inline model is told apart from a missing one by its nested hints, which always name `phone`.
        maybe(
            "contact",
            [
                .inline(["phone": "PHONE", "address": .inline(["street": "STREET"])]),
                .inline(["phone": ["TEL", "PHONE"], "address": .key("ADDR", nested: ["street": "S"])]),
                .inline(["phone": .path("contact.phone"), "address": .inline(["street": "address.street"])]),
                .key("CONTACT", nested: ["address": .inline(["street": "STREET"])]),
            ])
        return HintTree(entries)
    }

    fileprivate mutating func sample() -> Sample {
        func maybe<T>(_ make: () -> T) -> T? { chance(0.8) ? make() : nil }
        func word() -> String { pick(["Ada", "Grace", "", "a.b", "Σ", "1"]) }
        func points() -> [Point] {
            (0..<int(in: 0...3)).map { Point(time: "2024-01-0\($0)", value: Double(int(in: -5...5)) / 2) }
        }
        return Sample(
            name: maybe(word), age: maybe { int(in: -3...120) }, city: maybe(word), tag: maybe(word),
            open: maybe { Double(int(in: 0...400)) / 4 }, series: maybe(points), points: maybe(points),
            pet: maybe { Pet(name: maybe(word)) },
            friends: maybe { (0..<int(in: 0...2)).map { _ in Pet(name: maybe(word)) } },
            contact: maybe { Contact(phone: word(), address: maybe { Street(street: word()) }) })
    }

    /// A ``Sample`` with types that carry their own hints around it.
    fileprivate mutating func envelope() -> Envelope {
        func owned() -> Owned { Owned(code: chance(0.8) ? pick(["A", "b.c", ""]) : nil, rank: int(in: 0...9)) }
        return Envelope(
            sample: chance(0.9) ? sample() : nil, owned: chance(0.8) ? owned() : nil,
            crew: chance(0.8) ? (0..<int(in: 0...3)).map { _ in owned() } : nil,
            byName: chance(0.5) ? ["x": owned(), "y.z": owned()] : nil)
    }

    /// Hints for an ``Envelope``: the sample's below a key or in place, and call-site hints over the own hints of
    /// ``Owned`` (which the call site overrides key by key).
    fileprivate mutating func envelopeHints() -> HintTree {
        var entries: [String: Hint] = [:]
        let sampleHints = hintTree()
        if chance(0.8) {
            entries["sample"] = pick([.nested(sampleHints), .key("SAMPLE", nested: sampleHints), .inline(sampleHints)])
        }
        let override: HintTree = pick([["code": "CODE_OVERRIDE"], ["rank": .path("r.v")], [:]])
        if chance(0.6) { entries["owned"] = pick([.nested(override), .key("OWNED", nested: override), "OWNED"]) }
        if chance(0.6) { entries["crew"] = pick([.nested(override), .path("team.crew")]) }
        if chance(0.5) { entries["byName"] = pick([.nested(override), "BY_NAME"]) }
        return HintTree(entries)
    }

    /// Adds keys no hint names to some of the objects inside `source`, one level down, and to the elements of its
    /// arrays of objects, so that reports have unmapped keys below the top.
    fileprivate mutating func addExtraKeys(toObjectsIn source: inout [String: Any]) {
        for key in source.keys.sorted() {
            if var object = source[key] as? [String: Any], chance(0.5) {
                object["X_\(key)"] = int(in: 0...9)
                source[key] = object
            } else if let array = source[key] as? [Any] {
                source[key] = array.map { element -> Any in
                    guard var object = element as? [String: Any], chance(0.5) else { return element }
                    object["X"] = "x"
                    return object
                }
            }
        }
    }

    /// Drops keys, nulls values, adds extra keys and model-keyed values that a hint may shadow.
    fileprivate mutating func mutate(_ source: inout [String: Any]) {
        for key in source.keys.sorted() where chance(0.15) {
            source[key] = chance(0.5) ? nil : NSNull()
        }
        if chance(0.3) { source["EXTRA"] = pick([1, "x", [1, 2]] as [Any]) }
        for key in ["name", "age", "city", "open"] where chance(0.15) {
            source[key] = key == "age" ? 7 : key == "open" ? 1.5 : "shadow"
        }
        if chance(0.1) { source["name"] = 42 }
    }
}

// MARK: - Test Types

private struct Point: Codable, Equatable {
    var time: String
    var value: Double
}

private struct Pet: Codable, Equatable {
    var name: String?
}

private struct Sample: Codable, Equatable {
    var name: String?
    var age: Int?
    var city: String?
    var tag: String?
    var open: Double?
    var series: [Point]?
    var points: [Point]?
    var pet: Pet?
    var friends: [Pet]?
    var contact: Contact?
}

/// A model that hints read inline, from the object of the ``Sample`` that holds it, and that holds one in turn.
private struct Contact: Codable, Equatable {
    var phone: String
    var address: Street?
}

private struct Street: Codable, Equatable {
    var street: String
}

/// A type with hints of its own, and a second recipe.
private struct Owned: Codable, Equatable, HintProviding {
    var code: String?
    var rank: Int

    static var hints: HintTree { ["code": "CODE", "rank": .path("meta.rank")] }
    static func hints(forRecipe recipe: String) -> HintTree? { recipe == "v2" ? ["code": ["Code2", "CODE"]] : nil }
}

private struct Envelope: Codable, Equatable {
    var sample: Sample?
    var owned: Owned?
    var crew: [Owned]?
    var byName: [String: Owned]?
}

import Foundation
import ModelMapper
import ModelMapperSuggestions

/// The extra lanes of work (see ``FuzzSettings/Lane``): each input runs one of them besides the decoding of the
/// model family.
extension FuzzRun {
    /// Runs the lane the input chose that works once per input rather than once per decoded value.
    mutating func runLane(_ source: Any) {
        switch settings.lane {
        case .classGraph: classGraph()
        case .hostileEncoding: hostileEncoding()
        case .builtValues: builtValues()
        case .facade: facade(source)
        case .report: monitor(source)
        case .none:
            // The later lanes, chosen by the next byte; an input with no bytes left does nothing more, as before.
            let pick = reader.choice(4)
            let later = pick == 0 ? nil : FuzzSettings.Lane(rawValue: FuzzSettings.lanesChosenBySettings - 1 + pick)
            FuzzTrace.log("later lane \(later.map { "\($0)" } ?? "none")")
            switch later {
            case .keptKinds: keptKinds(source)
            case .updates: updates(source)
            case .foreignCoders: foreignCoders(source)
            default: break
            }
        case .crossEncoding, .reverseRemap, .keptKinds, .updates, .foreignCoders: break
        }
    }

    // MARK: - Per decoded value

    /// ``expectValidJSON(_:allowingLeaves:_:)`` for what is made of a value decoded from the source: a native source
    /// may hold the `Date` and `Data` leaves of a property list, which a `JSONValue` or an `UnknownKeys` bag keeps and
    /// the coders write back as leaves; a JSON source never does.
    @discardableResult
    func expectValidTree(_ what: @autoclosure () -> String, _ body: () throws -> Any) -> Any? {
        expectValidJSON(what(), allowingLeaves: !sourceIsJSON, body)
    }

    /// Encodes a decoded value with every hint tree of the input (not only the one it was decoded with, so that
    /// hints naming absent keys write real values), as a dictionary, and through `reverseRemap` of what the encoder
    /// wrote without hints.
    func encodeAcross<T: Codable>(_ value: T) {
        let plain = expectValidTree("an encoded \(T.self)") { try encoder.encode(value) }
        for hints in trees {
            if let tree = expectValidTree("an encoded \(T.self)", { try encoder.encode(value, hints: hints) }) {
                expectDocumented { try decoder.decode(T.self, from: tree, hints: hints) }
            }
            expectValidTree("an encoded \(T.self) dictionary") { try encoder.encodeToDictionary(value, hints: hints) }
            if let plain { expectValidTree("a reverse-remapped encoding") { try hints.reverseRemap(plain) } }
        }
    }

    /// Updates a decoded value from the source and from its own encoding (as a tree and as JSON data), as merge
    /// patches, with `null`s removing and ignored.
    func update<T: Codable & Equatable>(_ value: T, _ source: Any, hints: HintTree) {
        var ignoring = decoder
        ignoring.patchNullStrategy = .ignore
        // Only a native dictionary: casting a Foundation one would bridge it whole, and one that contains itself forever.
        if type(of: source) == [String: Any].self, let patch = source as? [String: Any] {
            expectDocumented { try decoder.update(value, from: patch, hints: hints) }
            expectDocumented { try ignoring.update(value, from: patch, hints: hints) }
        }
        guard let own = expectDocumented({ try encoder.encodeToDictionary(value, hints: hints) }) else { return }
        var copy = value
        expectDocumented { try decoder.update(&copy, from: own, hints: hints) }
        if JSONSerialization.isValidJSONObject(own),
            let data = expectDocumented({ try JSONSerialization.data(withJSONObject: own) })
        {
            expectDocumented { try ignoring.update(value, from: data, hints: hints) }
        }
    }

    /// Decodes with a report, and reads every part of the report. `json` is the source's JSON text and the tree
    /// `JSONSerialization` reads from it (``jsonTextAndTree(of:)``).
    func report<T: Decodable>(_ type: T.Type, _ source: Any, hints: HintTree, json: (text: Data, tree: Any)?) {
        guard let report = expectDocumented({ try decoder.decodeWithReport(type, from: source, hints: hints) })?.report
        else { return }
        _ = report.description
        _ = report.isClean
        let kinds = [
            report.unusedHints, report.unmappedSourceKeys, report.fallbackCandidates, report.coercions,
            report.droppedValues,
        ]
        for entries in kinds {
            for entry in entries.prefix(16) {
                _ = entry.description
                _ = entry.kind.description
                _ = "\(entry.modelPath)\(entry.sourcePath)\(entry.detail)"
                expectPathReadsBack(entry.modelPath)
                expectPathReadsBack(entry.sourcePath)
            }
        }
        if MappingReport(entries: report.entries.reversed()) != report {
            fuzzFailure("a report rebuilt from its own entries differs: \(report)")
        }
        if let json { sameReportFromTextAndTree(type, json, hints: hints) }
        var strict = decoder
        strict.strictness = .all
        if let strictReport = expectDocumented({ try strict.decodeWithReport(type, from: source, hints: hints) })?
            .report,
            !strictReport.isClean
        {
            fuzzFailure("a strict decode succeeded with drift: \(strictReport)")
        }
    }

    /// The source's JSON text, written by `JSONSerialization`, and the tree it reads back from that text: `nil` for a
    /// source that is not a JSON document (as for the foreign coders: a generated native tree may contain itself).
    func jsonTextAndTree(of source: Any) -> (text: Data, tree: Any)? {
        guard sourceIsJSON, JSONSerialization.isValidJSONObject(source),
            let text = expectDocumented({ try JSONSerialization.data(withJSONObject: source) }),
            let tree = expectDocumented({ try JSONSerialization.jsonObject(with: text) })
        else { return nil }
        return (text, tree)
    }

    /// A decode of JSON text, whose objects are read through their byte view (under a key strategy, through the
    /// shapes of their keys), gives what the decode of the tree `JSONSerialization` reads from the same text gives:
    /// the same value, or an error from both.
    func sameDecodeFromTextAndTree<T: Decodable & Equatable>(
        _ type: T.Type, _ json: (text: Data, tree: Any), hints: HintTree
    ) {
        guard FuzzInvariants.enabled else { return }
        let fromText = Result { try decoder.decode(type, from: json.text, hints: hints) }
        let fromTree = Result { try decoder.decode(type, from: json.tree, hints: hints) }
        switch (fromText, fromTree) {
        case (.success(let textValue), .success(let treeValue)) where fuzzSame(textValue, treeValue): return
        case (.failure, .failure): return
        default:
            fuzzFailure(
                """
                a \(T.self) decodes differently from JSON text and from its tree
                text: \(String(decoding: json.text.prefix(1_500), as: UTF8.self))
                hints: \(fuzzDescribe(hints))
                from the text: \(fromText)
                from the tree: \(fromTree)
                """)
        }
    }

    /// A report made from JSON text, whose objects are read through their byte view, lists what the report made from
    /// the tree `JSONSerialization` reads from the same text lists, whether the decode succeeds or fails, and the two
    /// decodes succeed or fail together.
    private func sameReportFromTextAndTree<T: Decodable>(
        _ type: T.Type, _ json: (text: Data, tree: Any), hints: HintTree
    ) {
        let fromText = decoder.attemptDecode(type, from: json.text, hints: hints)
        let fromTree = decoder.attemptDecode(type, from: json.tree, hints: hints)
        if (fromText.value == nil) != (fromTree.value == nil) {
            fuzzFailure("decoding JSON text and its tree disagree: \(fromText.result) / \(fromTree.result)")
        }
        if Set(fromText.report.entries) != Set(fromTree.report.entries) {
            fuzzFailure(
                "the report from JSON text differs from the report from its tree: \(fromText.report) / \(fromTree.report)"
            )
        }
    }

    // MARK: - Once per input

    /// Reflects and encodes a class graph built from the input, then breaks its cycles.
    mutating func classGraph() {
        var builder = FuzzGraphBuilder(reader: reader)
        let root = builder.build()
        reader = builder.reader
        FuzzTrace.log(
            "class graph: "
                + builder.nodes.map {
                    "\($0.name) mode \($0.mode % 5) -> \($0.children.map(\.name)) next \($0.next?.name ?? "-")"
                }
                .joined(separator: "; "))
        expectValidJSON("a reflected class graph") { try reflector.reflect(root) }
        expectValidJSON("a reflected graph box") {
            try reflector.reflect(FuzzGraphBox(node: root, nodes: builder.nodes))
        }
        expectValidJSON("a class graph reflected by the legacy facade") { LLModelTool.reflectToDict(model: root) }
        expectValidJSON("an encoded class graph") { try encoder.encode(root) }
        expectValidJSON("an encoded class graph") { try encoder.encode(root, hints: generated) }
        builder.breakCycles()
    }

    /// Encodes a value that misuses the `Encoder` API and nests containers deeply.
    mutating func hostileEncoding() {
        let hostile = FuzzHostileEncodable(reader: &reader)
        FuzzTrace.log("hostile encodable: \(hostile.steps)")
        expectValidJSON("a hostile encodable") { try encoder.encode(hostile) }
        expectValidJSON("a hostile encodable") { try encoder.encode(hostile, hints: generated) }
        expectValidJSON("a reflected hostile encodable") { try reflector.reflect(hostile) }
    }

    /// Encodes, reflects and round-trips values built straight from the bytes: NaN and infinite dates and numbers
    /// that no decode produces, 128-bit integers, and scalars at the top level.
    mutating func builtValues() {
        let scalars = FuzzScalars.build(&reader)
        let wide = FuzzWide(
            big: Int128(truncatingIfNeeded: Int64(bitPattern: reader.uint64())) << reader.choice(72),
            ubig: UInt128(reader.uint64()) << reader.choice(72), small: Int8(truncatingIfNeeded: reader.byte()))
        let date = FuzzScalars.date(&reader)
        builtValue(scalars)
        builtValue(wide)
        builtValue([scalars, scalars])
        builtValue(date)
        builtValue([date: date].mapValues { $0 })
        builtValue(["d": date])
        builtValue(Decimal.nan)
        builtValue(Double(bitPattern: reader.uint64()))
        builtValue(Float(bitPattern: UInt32(truncatingIfNeeded: reader.uint64())))
        builtValue(Optional<Int>.none)
        builtValue(URL(string: reader.string()))
        builtValue(FuzzEmpty())
        builtValue(Set([reader.string(), reader.string()]))
    }

    /// Encodes and reflects one built value with no hints and with the generated ones, as a tree and as a
    /// dictionary, decodes, remaps and reverse-remaps what the encoder wrote, and reflects the value without hints.
    private func builtValue<T: Codable>(_ value: T) {
        for hints in [HintTree.empty, generated] {
            if let tree = expectValidJSON("an encoded \(T.self)", { try encoder.encode(value, hints: hints) }) {
                expectDocumented { try decoder.decode(T.self, from: tree, hints: hints) }
                expectDocumented { try hints.reverseRemap(tree) }
                expectDocumented { try hints.remap(tree) }
            }
            expectValidJSON("an encoded \(T.self) dictionary") { try encoder.encodeToDictionary(value, hints: hints) }
            expectValidJSON("a \(T.self) reflected with hints") { try reflector.reflect(value, hints: hints) }
            expectDocumented { try reflector.reflectToDictionary(value, hints: hints) }
            expectDocumented { try reflector.reflectToJSONData(value, hints: hints) }
        }
        expectValidJSON("a reflected \(T.self)") { try reflector.reflect(value) }
        expectDocumented { try reflector.reflectToDictionary(value) }
    }

    /// The rest of the public API: the legacy facade's reflection and serialisation, the JSON string entry point,
    /// the source itself read as legacy hints, and the hint tree's own methods on every tree.
    func facade(_ source: Any) {
        // The legacy shapes never throw; what they return must still be valid JSON.
        let reflected = LLModelTool.reflectToDict(model: source)
        if !JSONSerialization.isValidJSONObject(reflected) {
            fuzzFailure("reflectToDict returned a tree that is not JSON")
        }
        expectDocumented { try DictionaryReflector().reflectToJSONData(source) }
        if let data = LLModelTool.getJsonData(param: source) {
            if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
                fuzzFailure("getJsonData wrote text JSONSerialization cannot read: \(data.prefix(200))")
            }
        }
        let json = String(decoding: text, as: UTF8.self)
        expectDocumented { try decoder.decode(FuzzSeries.self, fromJSON: json, hints: generated) }
        expectDocumented { try decoder.decode(FuzzRecipePerson.self, fromJSON: json, hints: second) }
        expectDocumented { try LLModelTool.decode(FuzzDepartment.self, jsonData: Data(text), hintDic: legacy) }
        if type(of: source) == [String: Any].self, let dictionary = source as? [String: Any] {
            // Any dictionary read as legacy hints: values of every type, nested objects, arrays of anything.
            if let tree = expectDocumented({ try HintTree(legacy: dictionary) }) {
                expectDocumented { try decoder.decode(FuzzDepartment.self, from: source, hints: tree) }
            }
            // Suggested hints from the source as a sample, printed.
            _ = HintSuggestion(for: FuzzDepartment.self, from: dictionary).description
        }
        var seen = Set<HintTree>()
        for tree in trees {
            seen.insert(tree)
            expectDocumented { try tree.validate() }
            _ = tree.isEmpty
            _ = tree.description
            _ = tree.debugDescription
            // The legacy form, where one exists, parses back to an equal tree.
            if let legacy = tree.legacyDictionary {
                guard let parsed = expectDocumented({ try HintTree(legacy: legacy) }), parsed == tree else {
                    fuzzFailure("the legacy form of \(fuzzDescribe(tree)) does not parse back to it")
                }
            }
            for key in tree.modelKeys.prefix(32) {
                guard let hint = tree[key] else { fuzzFailure("a listed model key has no hint: \(key)") }
                _ = hint.sourceKeys
                _ = hint.nestedHints.modelKeys
                _ = Set([hint, hint.withNestedHints(.empty), hint.entries(keyedInto: key)])
            }
            if tree.merging(.empty) != tree || HintTree.empty.merging(tree) != tree {
                fuzzFailure("merging with the empty tree changed \(fuzzDescribe(tree))")
            }
            _ = tree.merging(second).merging(tree)
        }
        _ = seen.count
    }
}

/// A type that encodes nothing at all.
struct FuzzEmpty: Codable, Equatable {
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws {}
}

extension FuzzScalars {
    /// Every scalar, straight from the bytes: any bit pattern for the floating-point values and the dates.
    static func build(_ reader: inout FuzzByteReader) -> FuzzScalars {
        var scalars = FuzzScalars()
        scalars.int = Int(truncatingIfNeeded: reader.uint64())
        scalars.int8 = Int8(truncatingIfNeeded: reader.byte())
        scalars.uint = UInt(reader.uint64())
        scalars.uint64 = reader.uint64()
        scalars.float = Float(bitPattern: UInt32(truncatingIfNeeded: reader.uint64()))
        scalars.double = special(&reader) ?? Double(bitPattern: reader.uint64())
        scalars.bool = reader.bool()
        scalars.string = reader.string()
        scalars.date = date(&reader)
        scalars.data = reader.data()
        scalars.url = URL(string: reader.string())
        scalars.decimal = reader.bool() ? Decimal.nan : Decimal(string: reader.string())
        return scalars
    }

    /// A date: NaN, an infinity, far outside what a formatter can write, or any bit pattern.
    static func date(_ reader: inout FuzzByteReader) -> Date {
        Date(timeIntervalSinceReferenceDate: special(&reader) ?? Double(bitPattern: reader.uint64()))
    }

    private static func special(_ reader: inout FuzzByteReader) -> Double? {
        switch reader.choice(8) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: -.greatestFiniteMagnitude
        case 4: 1e18
        default: nil
        }
    }
}

import Foundation
import ModelMapper

/// libFuzzer's entry point: one call per input.
///
/// An input that starts like JSON text is parsed with `JSONSerialization` (and also handed to the decoder as
/// `Data`; a text of odd length is decoded as the tree of Foundation objects `JSONSerialization` gives on Apple
/// platforms, see ``fuzzFoundationObjects(_:depth:)``); any other input drives ``FuzzNativeTreeGenerator`` to build a native tree. Either way the tree is decoded
/// into a third of the model family, with no hints, with hints drawn from the input, with legacy hints and with a
/// merged tree; it is also remapped and reflected, and every decoded value is reflected, encoded with
/// `DictionaryEncoder` and decoded again. One more lane of work per input (see ``FuzzSettings/Lane``) covers the
/// rest of the public API.
///
/// A crash, a leak, a time-out, a thrown error of a kind the library does not document, or a reflected or encoded
/// tree that JSONSerialization rejects, stops the run; with `FUZZ_INVARIANTS=1`, so does a broken round trip or a
/// remap that disagrees with decoding (see `Invariants.swift`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelMapper(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    FuzzCase(bytes).run()
    return 0
}

/// One input, split into its source tree, its hints and its settings.
struct FuzzCase {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Bytes that can start a JSON document (after optional whitespace).
    static let jsonStarts = Set("{[\"-0123456789tfn \t\r\n".utf8)

    func run() {
        guard let first = bytes.first else { return }
        if FuzzCase.jsonStarts.contains(first) {
            runJSON()
        } else {
            runNative()
        }
    }

    // MARK: - Input shapes

    /// JSON text. A document shaped like a recipe (`{"source": …, "hints": …}`) is decoded from its source through
    /// its legacy hints; any other document is the source itself.
    ///
    /// JSON text cannot hold a NUL byte, so one ends the document: the five bytes after it are the settings, and
    /// the rest feeds the hint generators. Without a NUL, the settings are the last byte (as they always were) and
    /// a hash of the text, and the hints come from the text read backwards.
    private func runJSON() {
        let text: [UInt8]
        let settings: FuzzSettings
        var hintGenerator: FuzzHintGenerator
        if let separator = bytes.firstIndex(of: 0) {
            text = Array(bytes[..<separator])
            let tail = Array(bytes[(separator + 1)...])
            settings = FuzzSettings(Array(tail.prefix(5)))
            hintGenerator = FuzzHintGenerator(reader: FuzzByteReader(Array(tail.dropFirst(5))))
        } else {
            text = bytes
            let hash = bytes.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
            settings = FuzzSettings([bytes.last ?? 0] + (0..<4).map { UInt8(truncatingIfNeeded: hash >> ($0 * 8)) })
            hintGenerator = FuzzHintGenerator(reader: FuzzByteReader(bytes.reversed()))
        }
        let decoder = settings.decoder
        let data = Data(text)
        fuzzCheckJSONReader(data)
        fuzzCheckDocumentWalk(decoder, data)
        // The `Data` entry points: parsing errors (invalid UTF-8, depth, trailing garbage) become errors.
        expectDocumented { try decoder.decode(FuzzDepartment.self, from: data) }
        expectDocumented { try LLModelTool.decode(FuzzPerson.self, jsonData: data) }
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return
        }
        var source: Any = object
        var legacy: [String: Any]?
        if let recipe = object as? [String: Any], let recipeSource = recipe["source"] {
            source = recipeSource
            legacy = recipe["hints"] as? [String: Any]
        }
        let generated = hintGenerator.tree()
        if legacy == nil, bytes.contains(0) { legacy = hintGenerator.legacy() }
        let second = hintGenerator.tree()
        var run = FuzzRun(
            settings: settings, generated: generated, second: second, legacy: legacy, reader: hintGenerator.reader,
            text: text, sourceIsJSON: true)
        // Every other document is decoded as Apple platforms' JSONSerialization gives it: Foundation objects only.
        run.exercise(text.count % 2 == 1 ? fuzzFoundationObjects(source) : source)
        hintGenerator.breakCycles()
    }

    /// A native tree built from the bytes after the first: Swift and Foundation values, every integer width,
    /// non-finite floats, long strings and arrays, deep chains, non-string keys and self-containing containers.
    ///
    /// The first byte read is the decoding settings; the other four settings are the last bytes of the input, so
    /// that the bytes the committed seeds were saved with still build the same hints and tree.
    private func runNative() {
        var reader = FuzzByteReader(Array(bytes.dropFirst()))
        let settings = FuzzSettings([reader.byte()] + bytes.suffix(4).reversed())
        var hintGenerator = FuzzHintGenerator(reader: reader)
        let generated = hintGenerator.tree()
        let legacy = hintGenerator.legacy()
        var treeGenerator = FuzzNativeTreeGenerator(reader: hintGenerator.reader)
        let source = treeGenerator.value()
        var extraGenerator = FuzzHintGenerator(reader: treeGenerator.reader)
        let second = extraGenerator.tree()
        var run = FuzzRun(
            settings: settings, generated: generated, second: second, legacy: legacy, reader: extraGenerator.reader,
            text: bytes, sourceIsJSON: false)
        run.exercise(source)
        treeGenerator.breakCycles()
        hintGenerator.breakCycles()
        extraGenerator.breakCycles()
    }
}

/// The work done for one input: the library's options, the hint trees, and the bytes left for the extra lane.
struct FuzzRun {
    let settings: FuzzSettings
    let decoder: DictionaryDecoder
    let encoder: DictionaryEncoder
    let reflector: DictionaryReflector
    let generated: HintTree
    let second: HintTree
    let legacy: [String: Any]?
    /// The input's remaining bytes, for the lanes that build values of their own.
    var reader: FuzzByteReader
    /// The input's bytes (the JSON text of a JSON input), for the `fromJSON` and `Data` entry points.
    let text: [UInt8]
    /// Whether the source came from JSONSerialization, so that anything rewritten from it is valid JSON too.
    let sourceIsJSON: Bool
    /// The hint trees every decode runs with: none, generated, legacy (when it parses), and a merged one.
    private(set) var trees: [HintTree] = []

    init(
        settings: FuzzSettings, generated: HintTree, second: HintTree, legacy: [String: Any]?,
        reader: FuzzByteReader, text: [UInt8], sourceIsJSON: Bool
    ) {
        self.settings = settings
        self.decoder = settings.decoder
        self.encoder = settings.encoder
        self.reflector = settings.reflector
        self.generated = generated
        self.second = second
        self.legacy = legacy
        self.reader = reader
        self.text = text
        self.sourceIsJSON = sourceIsJSON
    }

    // MARK: - The library calls

    /// Runs everything one input does: builds the hint trees, reflects and remaps the source, decodes the family
    /// with every tree, and runs the input's lane.
    mutating func exercise(_ source: Any) {
        FuzzRecipes.generated = generated
        var trees: [HintTree] = [.empty, generated]
        var legacyTree: HintTree?
        if let legacy {
            legacyTree = expectDocumented { try HintTree(legacy: legacy) }
            if let legacyTree { trees.append(legacyTree) }
            // Only a native dictionary: `as?` on a Foundation one bridges it deeply, which never ends on a
            // self-containing one (the library reads those one level at a time; the harness must not bridge).
            if type(of: source) == [String: Any].self, let dictionary = source as? [String: Any] {
                expectDocumented { try LLModelTool.decode(FuzzDepartment.self, resDic: dictionary, hintDic: legacy) }
            }
        }
        // A merged tree: the second generated tree (or the legacy one) overridden by the first.
        trees.append((legacyTree ?? second).merging(generated))
        self.trees = trees
        FuzzTrace.log(
            "settings \(settings), lane \(settings.lane), family third \(settings.familyThird), source "
                + fuzzDescribe(source))
        for (index, tree) in trees.enumerated() { FuzzTrace.log("hints \(index): \(fuzzDescribe(tree))") }

        expectValidJSON("the reflected source") { try reflector.reflect(source) }
        for hints in trees {
            let remapped = expectDocumented { try hints.remap(source, maximumDepth: decoder.maximumDepth) }
            if let remapped {
                if sourceIsJSON { expectValidJSON("a remapped JSON document") { remapped } }
                expectValidJSON("the reflected remapped tree") { try reflector.reflect(remapped) }
                decode(FuzzJSON.self, remapped, hints: .empty, remapped: nil, eligibility: .never)
            }
            expectValidJSON("the source reflected with hints") { try reflector.reflect(source, hints: hints) }
            decodeFamily(source, hints: hints, remapped: remapped)
            if settings.lane == .reverseRemap {
                let rewritten = expectDocumented { try hints.reverseRemap(source) }
                if sourceIsJSON, let rewritten { expectValidJSON("a reverse-remapped JSON document") { rewritten } }
                if let remapped { expectDocumented { try hints.reverseRemap(remapped) } }
            }
        }
        runLane(source)
    }

    /// Decodes the source into a third of the family's types, chosen by the input's settings, so that one input
    /// stays cheap (libFuzzer wants many executions a second) while the corpus as a whole meets every type.
    private func decodeFamily(_ source: Any, hints: HintTree, remapped: Any?) {
        let family: [(Any, HintTree, Any?) -> Void] = [
            { decode(FuzzDepartment.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode([FuzzPerson].self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzPersonUpper.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzPeople.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzScalars.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode([FuzzScalars].self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzRequired.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzWrapped.self, $0, hints: $1, remapped: $2, eligibility: .withoutHints) },
            { decode(FuzzCollections.self, $0, hints: $1, remapped: $2, eligibility: .withoutHints) },
            { decode(FuzzNode.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzJSON.self, $0, hints: $1, remapped: $2, eligibility: .withoutHints) },
            { decode(FuzzHandWritten.self, $0, hints: $1, remapped: $2, eligibility: .never) },
            { decode(FuzzEvent.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode([String: FuzzDog].self, $0, hints: $1, remapped: $2, eligibility: .withoutHints) },
            { decode(Int8.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(Coerced<UInt16>.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(LossyArray<Double>.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzSeries.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzRecipeDepartment.self, $0, hints: $1, remapped: $2, eligibility: .never) },
            { decode([FuzzRecipePerson].self, $0, hints: $1, remapped: $2, eligibility: .never) },
            { decode(FuzzWide.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzShapes.self, $0, hints: $1, remapped: $2, eligibility: .withoutHints) },
            { decode(FuzzKept.self, $0, hints: $1, remapped: $2, eligibility: .withoutHints) },
            { decode(FuzzKind.self, $0, hints: $1, remapped: $2, eligibility: .always) },
            { decode(FuzzPolymorphic.self, $0, hints: $1, remapped: $2, eligibility: .never) },
        ]
        let third = settings.familyThird
        for (index, decodeOne) in family.enumerated() where index % 3 == third {
            decodeOne(source, hints, remapped)
        }
    }

    /// Decodes one type, checks the invariants that apply, and takes a decoded value through the reflector, both
    /// encoders and a second decode.
    private func decode<T: Codable & Equatable>(
        _ type: T.Type, _ source: Any, hints: HintTree, remapped: Any?, eligibility: FuzzEligibility
    ) {
        let outcome = Result { try decoder.decode(type, from: source, hints: hints) }
        let value = expectDocumented { try outcome.get() }
        FuzzTrace.log(
            "decode \(T.self) with \(hints.modelKeys.count) hints: "
                + ((try? outcome.get()).map { "\($0)".prefix(200) } ?? "threw \(outcome)".prefix(300)))
        if FuzzInvariants.enabled, eligibility.applies(to: hints) {
            if let remapped {
                checkRemapAgrees(
                    type, outcome: outcome, remapped: remapped, source: source, hints: hints, decoder: decoder)
            }
            if let value { checkRoundTrip(value, hints: hints, settings: settings, source: source) }
        }
        guard let value else { return }
        let reflected = expectValidTree("a reflected \(T.self)") { try reflector.reflect(value) }
        expectValidTree("a \(T.self) reflected with hints") { try reflector.reflect(value, hints: hints) }
        // Encodes through the wrappers' `encode(to:)`. JSONEncoder's own errors (NaN, …) are expected.
        _ = try? JSONEncoder().encode([value])
        if let tree = expectValidTree("an encoded \(T.self)", { try encoder.encode(value, hints: hints) }) {
            expectDocumented { try decoder.decode(T.self, from: tree, hints: hints) }
        }
        switch settings.lane {
        case .crossEncoding:
            encodeAcross(value)
            update(value, source, hints: hints)
        case .reverseRemap:
            if let reflected {
                for hints in trees {
                    expectValidTree("a reverse-remapped reflection") { try hints.reverseRemap(reflected) }
                }
            }
        case .report:
            // The source's JSON text and tree once, for the report's check and the decode's.
            let json = jsonTextAndTree(of: source)
            report(T.self, source, hints: hints, json: json)
            if let json { sameDecodeFromTextAndTree(T.self, json, hints: hints) }
        default: break
        }
    }
}

/// The tree `JSONSerialization` returns on Apple platforms, from the one it returns here: every object an
/// `NSMutableDictionary` with `NSString` keys, every array an `NSMutableArray`, every string an `NSString`, every number
/// an `NSNumber` (a `Decimal` an `NSDecimalNumber`). Parsed JSON nests at most 512 levels; the limit only guards the
/// recursion.
func fuzzFoundationObjects(_ value: Any, depth: Int = 0) -> Any {
    guard depth < 600 else { return value }
    if let dictionary = value as? [String: Any] {
        let object = NSMutableDictionary()
        for (key, member) in dictionary {
            object.setObject(fuzzFoundationObjects(member, depth: depth + 1), forKey: NSString(string: key))
        }
        return object
    }
    if let array = value as? [Any] {
        let elements = NSMutableArray()
        for element in array { elements.add(fuzzFoundationObjects(element, depth: depth + 1)) }
        return elements
    }
    // By exact type: a cast would also take an `NSNumber` 1 for `true`. Anything else (already an object) stays.
    let type = type(of: value)
    if type == String.self, let string = value as? String { return NSString(string: string) }
    if type == Bool.self, let bool = value as? Bool { return NSNumber(value: bool) }
    if type == Int.self, let int = value as? Int { return NSNumber(value: int) }
    if type == UInt64.self, let uint = value as? UInt64 { return NSNumber(value: uint) }
    if type == Double.self, let double = value as? Double { return NSNumber(value: double) }
    if type == Decimal.self, let decimal = value as? Decimal { return NSDecimalNumber(decimal: decimal) }
    return value
}

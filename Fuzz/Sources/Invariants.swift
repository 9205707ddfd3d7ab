import Foundation

@testable import ModelMapper

/// Runs a library call that may fail only with the errors the library documents: `DecodingError`,
/// `EncodingError` or ``ModelMapperError``. Any other error stops the fuzzer. Every error's description is built,
/// since building it walks the coding path and the source path.
@discardableResult
func expectDocumented<T>(_ body: () throws -> T) -> T? {
    do {
        return try body()
    } catch let error as DecodingError {
        _ = "\(error)"
        if case .dataCorrupted(let context) = error { _ = context.codingPath.map(\.stringValue) }
    } catch let error as ModelMapperError {
        _ = error.description
        expectPathReadsBack(error.location)
    } catch let error as EncodingError {
        _ = "\(error)"
        if case .invalidValue(_, let context) = error { _ = context.codingPath.map(\.stringValue) }
    } catch {
        fuzzFailure("undocumented error type \(type(of: error)): \(error)")
    }
    return nil
}

/// Runs a reflection, an encode or a rewrite, and stops the fuzzer when its result is not a tree
/// JSONSerialization accepts. A scalar result is checked inside an array (JSONSerialization accepts only a container
/// at the top level): it must be a JSON value too. With `allowingLeaves`, a `Date` or `Data` leaf passes too: what a
/// native source's property-list leaves become when a `JSONValue` or an `UnknownKeys` bag keeps them
/// (Docs/Design.md#property-list-leaves).
@discardableResult
func expectValidJSON(_ what: @autoclosure () -> String, allowingLeaves: Bool = false, _ body: () throws -> Any)
    -> Any?
{
    guard let tree = expectDocumented(body) else { return nil }
    if let problem = fuzzJSONProblem(in: tree, allowingLeaves: allowingLeaves) {
        fuzzFailure("\(what()) is not valid JSON: \(problem)")
    }
    return tree
}

/// Why JSONSerialization would not accept a tree, or `nil` when it would: the tree is walked with a stack of its own,
/// objects must have string keys and nest at most 600 levels deep, and JSONSerialization itself judges every other
/// value (a leaf, inside an array).
///
/// Not `JSONSerialization.isValidJSONObject` on the whole tree: it recurses once per level (a tree thousands of levels
/// deep would overflow the stack in the harness instead of naming the library call that made it), and it bridges
/// every Swift dictionary to an `NSDictionary`, which under AddressSanitizer took 38 s for a 68-byte input whose
/// decoded model encodes to a large tree. With `allowingLeaves`, a `Date` or `Data` leaf is accepted.
func fuzzJSONProblem(in tree: Any, allowingLeaves: Bool = false) -> String? {
    var pending: [(value: Any, depth: Int)] = [(tree, 0)]
    while let (value, depth) = pending.popLast() {
        guard let children = fuzzChildren(of: value) else {
            if allowingLeaves, TreeValue.date(value) != nil || TreeValue.data(value) != nil { continue }
            guard JSONSerialization.isValidJSONObject([value]) else {
                return "it holds \(type(of: value)) \(String(describing: value).prefix(200))"
            }
            continue
        }
        guard depth < 600 else { return "it is nested more than 600 levels deep (JSONSerialization takes 511)" }
        for child in children { pending.append((child, depth + 1)) }
    }
    return nil
}

/// How deeply dictionaries and arrays nest in a tree (1 for a flat container, 0 for a scalar), counted with a stack
/// of its own; the count stops at the first level past `limit`.
func fuzzDepth(of tree: Any, beyond limit: Int) -> Int {
    var pending: [(value: Any, depth: Int)] = [(tree, 1)]
    var deepest = 0
    while let (value, depth) = pending.popLast() {
        guard let children = fuzzChildren(of: value) else { continue }
        deepest = max(deepest, depth)
        if deepest > limit { return deepest }
        for child in children { pending.append((child, depth + 1)) }
    }
    return deepest
}

/// The values inside a string-keyed object or an array, or `nil` for anything else (a leaf of the tree).
func fuzzChildren(of value: Any) -> [Any]? {
    if let object = value as? [String: Any] { return Array(object.values) }
    return value as? [Any]
}

/// Stops the run so that libFuzzer saves the input. The fuzz target is not library code: trapping is its job.
func fuzzFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ModelMapper fuzz invariant broken: \(message)\n".utf8))
    abort()
}

// MARK: - Invariants checked on request

/// The round-trip, remap, kept-key, update and cross-coder invariants, checked when the environment says
/// `FUZZ_INVARIANTS=1`, which `.ci/fuzz.sh` sets unless told otherwise (Fuzz/README.md).
enum FuzzInvariants {
    static let enabled = ProcessInfo.processInfo.environment["FUZZ_INVARIANTS"] == "1"
}

/// Whether a decoded type takes part in the round-trip and remap invariants.
///
/// A type with hints of its own (``HintProviding``) is read through hints the call site does not see, and a
/// `[String: Value]` dictionary under hints is read (and written) through its values' hints, which a remap of the
/// tree applies to its keys; neither can meet the invariants as stated.
enum FuzzEligibility {
    /// Always checked.
    case always
    /// Checked only when the hint tree is empty: the type holds a `[String: Value]` dictionary.
    case withoutHints
    /// Never checked.
    case never

    /// Whether the invariants are checked for a decode with these hints.
    func applies(to hints: HintTree) -> Bool {
        switch self {
        case .always: true
        case .withoutHints: hints.isEmpty
        case .never: false
        }
    }
}

/// Whether two decoded values are the same. NaN is not equal to itself, so values that are unequal but reflect to
/// the same JSON text with a NaN in it count as the same. (Their dumps would not do: an ``UnknownKeys`` bag dumps
/// its lock, whose address differs between two bags holding the same NaN.)
func fuzzSame<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
    if lhs == rhs { return true }
    guard let left = fuzzComparableText(lhs), let right = fuzzComparableText(rhs) else { return false }
    return left == right && left.contains("\"nan\"")
}

/// A value's reflected tree as JSON text with sorted keys, NaN written as `"nan"`, or `nil` when it does not reflect.
/// Written by `JSONSerialization`, not `JSONValue`, which holds 512 levels: a decoded `FuzzJSON` nests up to 512
/// levels and reflects as three per level (`{"object": {"_0": {…}}}`).
private func fuzzComparableText(_ value: Any) -> String? {
    guard let tree = try? FuzzDescription.comparingReflector.reflect(value),
        let data = try? JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys, .fragmentsAllowed])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
}

/// A short description of a value for a failure message: JSON text with sorted keys (so that two descriptions
/// compare line by line), or the value dumped when it does not reflect.
func fuzzDescribe(_ value: Any) -> String {
    if let tree = try? FuzzDescription.reflector.reflect(value),
        fuzzDepth(of: tree, beyond: 64) <= 64,
        let data = try? JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys, .fragmentsAllowed])
    {
        return "\(type(of: value)) " + String(String(decoding: data, as: UTF8.self).prefix(1_500))
    }
    var text = ""
    dump(value, to: &text, maxDepth: 6, maxItems: 40)
    return String(text.prefix(1_500))
}

/// The reflector that describes values in failure messages: it describes every value it can, and never throws on
/// a NaN, a cycle or a value without a JSON form.
enum FuzzDescription {
    static let reflector: DictionaryReflector = {
        var reflector = DictionaryReflector()
        reflector.nilStrategy = .null
        reflector.dateEncodingStrategy = .secondsSince1970
        reflector.decimalStrategy = .string
        reflector.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        reflector.cycleStrategy = .reference
        reflector.unsupportedValueStrategy = .omit
        reflector.maximumDepth = 64
        // For JSON text: the `Date` and `Data` leaves a `JSONValue` keeps are written by the strategies, not as
        // leaves JSONSerialization would refuse.
        reflector.writesJSONText = true
        return reflector
    }()

    /// The same options, as deep as a decoded value may reflect (512 levels, three for each level of an enum with a
    /// payload): for comparing values, not for messages. A date is written as `Date` encodes itself, so that a NaN
    /// date is `"nan"` as a NaN number is.
    static let comparingReflector: DictionaryReflector = {
        var comparing = FuzzDescription.reflector
        comparing.maximumDepth = 3 * 520
        comparing.dateEncodingStrategy = .deferredToDate
        return comparing
    }()
}

/// A hint tree for a failure message: its entries with their source keys and nested trees.
func fuzzDescribe(_ hints: HintTree, depth: Int = 0) -> String {
    guard depth < 4 else { return "[…]" }
    let entries = hints.modelKeys.prefix(12).map { key -> String in
        guard let hint = hints[key] else { return key }
        let nested = hint.nestedHints.isEmpty ? "" : " nested: " + fuzzDescribe(hint.nestedHints, depth: depth + 1)
        return "\(key.debugDescription): \(hint.sourceKeys.map { String($0.prefix(80)) })\(nested)"
    }
    return "[" + entries.joined(separator: ", ") + "]"
}

/// Invariant 3, the round trip: a value decoded with hints, encoded with the same hints and decoded again with
/// them, is the value it was. Uses the encoder and decoder pair that reads back exactly what it wrote (see
/// ``FuzzSettings/roundTripEncoder``).
func checkRoundTrip<T: Codable & Equatable>(
    _ value: T, hints: HintTree, settings: FuzzSettings, source: @autoclosure () -> Any
) {
    guard let tree = expectDocumented({ try settings.roundTripEncoder.encode(value, hints: hints) }) else { return }
    do {
        let again = try settings.roundTripDecoder.decode(T.self, from: tree, hints: hints)
        guard fuzzSame(again, value) else {
            fuzzFailure(
                """
                round trip changed a \(T.self)
                hints: \(fuzzDescribe(hints))
                source: \(fuzzDescribe(source()))
                decoded: \(fuzzDescribe(value))
                encoded: \(fuzzDescribe(tree))
                decoded again: \(fuzzDescribe(again))
                """)
        }
    } catch {
        fuzzFailure(
            """
            round trip failed for a \(T.self): decoding what the encoder wrote threw \(error)
            hints: \(fuzzDescribe(hints))
            source: \(fuzzDescribe(source()))
            decoded: \(fuzzDescribe(value))
            encoded: \(fuzzDescribe(tree))
            """)
    }
}

/// Invariant 4, remap agrees with decode: decoding the remapped tree without hints gives what decoding the source
/// with the hints gave, and fails where that failed with a `DecodingError`. `outcome` is the decode of the source
/// with the hints: the value, or the error it threw.
func checkRemapAgrees<T: Codable & Equatable>(
    _ type: T.Type, outcome: Result<T, any Error>, remapped: Any, source: Any, hints: HintTree,
    decoder: DictionaryDecoder
) {
    // Where remap is not defined (Docs/Design.md#one-engine): a source key that a hint reads is dropped from the
    // rewritten object, so a model that also reads that key under its own name (or, through a converting key
    // strategy, under a name the strategy turns into its own) sees it only through the hints.
    guard !fuzzHintsReadACodingKey(hints, decoder: decoder) else { return }
    // Nor where a converting key strategy reads a kept key as a hinted coding key (Docs/Design.md#one-engine): the
    // hint shadows that key in the hinted decode, but remap knows no key strategy and keeps it.
    guard !fuzzStrategyReadsAKeptKey(remapped, hints: hints, decoder: decoder) else { return }
    // Nor where an inline model may read a key its nested hints do not name (`HintTree.remap`): the model reads it in
    // its parent's object by its own name, but remap does not know the model, so the model's object in the rewritten
    // tree holds only what its hints read, and the key stays in the parent's object.
    guard !fuzzInlineModelMayReadAnUnnamedKey(source, hints: hints, decoder: decoder) else { return }
    // Nor where a hint has a wire form (Docs/Design.md#one-engine): remap reads the form without the model, so a text
    // form on a string property turns "10" into 10, which the model then does not read as a string.
    guard
        !fuzzDistinctHintTrees(hints).trees.contains(where: { tree in
            tree.modelKeys.contains { tree[$0]?.wireForm != nil }
        })
    else { return }
    var decoder = decoder
    decoder.strictness = []
    let fromRemapped = Result { try decoder.decode(T.self, from: remapped, hints: .empty) }
    func fail(_ message: String) -> Never {
        fuzzFailure(
            """
            remap disagrees with decode for a \(T.self): \(message)
            hints: \(fuzzDescribe(hints))
            source: \(fuzzDescribe(source))
            remapped: \(fuzzDescribe(remapped))
            """)
    }
    switch (outcome, fromRemapped) {
    case (.success(let value), .success(let again)):
        if !fuzzSame(value, again) {
            fail("decoded with hints: \(fuzzDescribe(value))\ndecoded from the remapped tree: \(fuzzDescribe(again))")
        }
    case (.success(let value), .failure(let error)):
        fail("decoded with hints: \(fuzzDescribe(value))\ndecoding the remapped tree threw \(error)")
    case (.failure(let error as DecodingError), .success(let again)):
        fail("decoding with hints threw \(error)\ndecoded from the remapped tree: \(fuzzDescribe(again))")
    case (.failure, _):
        break
    }
}

/// The coding keys of the model family (`FuzzModels.swift` and `Tests/RecipeModels`), for
/// ``fuzzHintsReadACodingKey(_:)``.
let fuzzFamilyCodingKeys: Set<String> = [
    "aDog", "address", "age", "big", "bool", "children", "container", "data", "date", "decimal", "double", "enabled",
    "first", "flags", "float", "id", "int", "int16", "int32", "int64", "int8", "isTall", "keys", "manager", "matrix",
    "members", "name", "nestedNames", "open", "payload", "scores", "series", "sex", "small", "string", "superName",
    "tags", "time", "ubig", "uint", "uint16", "uint32", "uint64", "uint8", "url", "value", "NAME", "AGE",
]

/// ``fuzzFamilyCodingKeys``, each as ``fuzzFoldedKey(_:)`` spells it.
let fuzzFoldedFamilyCodingKeys = Set(fuzzFamilyCodingKeys.map(fuzzFoldedKey))

/// A key with case, `_` and `-` set aside: two keys that fold alike may read as each other under a converting key
/// strategy (a superset of what snake case, kebab case, case-insensitive and the harness's custom strategy convert).
func fuzzFoldedKey(_ key: String) -> String { key.lowercased().filter { $0 != "_" && $0 != "-" } }

/// The distinct trees of a hint tree (its nested trees, at any depth below 64), and whether it nests deeper.
///
/// Walked with a stack of its own, visiting each tree once (by its storage's identity): a legacy dictionary shared by
/// two keys at every level parses to trees shared the same way, and a walk of every path through 31 such levels took
/// over 60 s.
func fuzzDistinctHintTrees(_ hints: HintTree) -> (trees: [HintTree], nestsTooDeep: Bool) {
    var trees: [HintTree] = []
    var nestsTooDeep = false
    var pending = [(tree: hints, depth: 0)]
    var seen = Set<ObjectIdentifier>()
    while let (tree, depth) = pending.popLast() {
        guard seen.insert(tree.identity).inserted else { continue }
        guard depth < 64 else {
            nestsTooDeep = true
            continue
        }
        trees.append(tree)
        for key in tree.modelKeys {
            if let nested = tree[key]?.nestedHints { pending.append((nested, depth + 1)) }
        }
    }
    return (trees, nestsTooDeep)
}

/// Whether a hint anywhere in the tree reads, as the first key of what it reads, a source key spelled like a coding
/// key of the model family, or a key pattern that matches one (or the tree nests too deep to tell). Under a
/// converting key strategy, "spelled like" is ``fuzzFoldedKey(_:)``'s: `ADDRESS` read by a hint is read as `address`
/// by the hinted decode too; and a hinted coding key that another coding key of the family folds like counts as well,
/// as the source key it shadows is dropped by remap and read by that coding key (`NAME` ← `a` beside `name`).
func fuzzHintsReadACodingKey(_ hints: HintTree, decoder: DictionaryDecoder) -> Bool {
    let walk = fuzzDistinctHintTrees(hints)
    if walk.nestsTooDeep { return true }
    let converts: Bool
    if case .useDefaultKeys = decoder.keyDecodingStrategy { converts = false } else { converts = true }
    func isCodingKey(_ key: String) -> Bool {
        fuzzFamilyCodingKeys.contains(key) || (converts && fuzzFoldedFamilyCodingKeys.contains(fuzzFoldedKey(key)))
    }
    /// Whether a coding key of the family starts (or ends) with `text`, or does once folded under a converting
    /// strategy.
    func aCodingKey(startsWith isPrefix: Bool, _ text: String) -> Bool {
        let folded = fuzzFoldedKey(text)
        return fuzzFamilyCodingKeys.contains { key in
            isPrefix
                ? key.hasPrefix(text) || (converts && fuzzFoldedKey(key).hasPrefix(folded))
                : key.hasSuffix(text) || (converts && fuzzFoldedKey(key).hasSuffix(folded))
        }
    }
    /// Whether another coding key of the family folds like `key`: remap drops a source key spelled like a hinted
    /// coding key (the hint shadows it), which that coding key reads under a converting strategy.
    func anotherCodingKey(foldsLike key: String) -> Bool {
        let folded = fuzzFoldedKey(key)
        return fuzzFamilyCodingKeys.contains { $0 != key && fuzzFoldedKey($0) == folded }
    }
    for tree in walk.trees {
        for key in tree.modelKeys {
            guard let hint = tree[key] else { continue }
            if converts, anotherCodingKey(foldsLike: key) { return true }
            for spelling in hint.sourceKeys {
                // A key pattern, spelled `Series*` or `*_count`, reads its fixed text and every key it matches: `NA*`
                // reads `NAME`.
                let sourceKey = spelling.trimmingCharacters(in: CharacterSet(charactersIn: "*"))
                if spelling.hasSuffix("*"), aCodingKey(startsWith: true, sourceKey) { return true }
                if spelling.hasPrefix("*"), aCodingKey(startsWith: false, sourceKey) { return true }
                let first = sourceKey.split(separator: ".", maxSplits: 1).first.map(String.init) ?? sourceKey
                let head = first.split(separator: "[", maxSplits: 1).first.map(String.init) ?? first
                if isCodingKey(sourceKey) || isCodingKey(head) { return true }
            }
        }
    }
    return false
}

/// Whether the decoder's key strategy converts, and some key of the remapped tree is not a hinted coding key's name
/// but would read as one: the two fold alike (``fuzzFoldedKey(_:)``).
func fuzzStrategyReadsAKeptKey(_ remapped: Any, hints: HintTree, decoder: DictionaryDecoder) -> Bool {
    if case .useDefaultKeys = decoder.keyDecodingStrategy { return false }
    let hinted = Set(fuzzDistinctHintTrees(hints).trees.flatMap(\.modelKeys))
    let foldedHinted = Set(hinted.map(fuzzFoldedKey))
    // One level at a time and each Foundation container once, as the library reads them: a kept value remap did not
    // walk may be a Foundation container that contains itself, which bridging with `as?` unfolds without end.
    var pendingValues = [(value: remapped, depth: 0)]
    var visited = Set<ObjectIdentifier>()
    while let (value, depth) = pendingValues.popLast() {
        guard depth < 64 else { return true }
        if let identity = TreeValue.containerIdentity(value), !visited.insert(identity).inserted { continue }
        if let object = TreeValue.dictionary(value) {
            for key in object.keys where !hinted.contains(key) && foldedHinted.contains(fuzzFoldedKey(key)) {
                return true
            }
            for child in object.values { pendingValues.append((child, depth + 1)) }
        } else if let array = TreeValue.array(value) {
            for child in array { pendingValues.append((child, depth + 1)) }
        }
    }
    return false
}

/// Whether the hints read an inline model (`Hint.inline`) and some object of the source has a key spelled like a
/// coding key of the family (or folding like one, under a converting key strategy): a key the model may read by its
/// own name, which its nested hints do not name.
func fuzzInlineModelMayReadAnUnnamedKey(_ source: Any, hints: HintTree, decoder: DictionaryDecoder) -> Bool {
    let walk = fuzzDistinctHintTrees(hints)
    if walk.nestsTooDeep { return true }
    let readsInline = walk.trees.contains { tree in tree.modelKeys.contains { tree[$0]?.isInline == true } }
    guard readsInline else { return false }
    let converts: Bool
    if case .useDefaultKeys = decoder.keyDecodingStrategy { converts = false } else { converts = true }
    // Walked as ``fuzzStrategyReadsAKeptKey(_:hints:decoder:)`` walks: one level at a time, each Foundation container
    // once.
    var pendingValues = [(value: source, depth: 0)]
    var visited = Set<ObjectIdentifier>()
    while let (value, depth) = pendingValues.popLast() {
        guard depth < 64 else { return true }
        if let identity = TreeValue.containerIdentity(value), !visited.insert(identity).inserted { continue }
        if let object = TreeValue.dictionary(value) {
            for key in object.keys {
                if fuzzFamilyCodingKeys.contains(key) { return true }
                if converts, fuzzFoldedFamilyCodingKeys.contains(fuzzFoldedKey(key)) { return true }
            }
            for child in object.values { pendingValues.append((child, depth + 1)) }
        } else if let array = TreeValue.array(value) {
            for child in array { pendingValues.append((child, depth + 1)) }
        }
    }
    return false
}

// MARK: - Tracing a replay

/// With `FUZZ_TRACE=1` in the environment, the harness says what one input does (its settings, hint trees and
/// lane, and each decode's outcome) on standard error: for reading what a saved input exercises.
enum FuzzTrace {
    static let enabled = ProcessInfo.processInfo.environment["FUZZ_TRACE"] == "1"

    /// Writes one line when tracing is on; the message is not built otherwise.
    static func log(_ message: @autoclosure () -> String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("fuzz: \(message())\n".utf8))
    }
}

/// A path's text reads back as the same path (``MappingPath``'s promise), checked on every path the library names.
func expectPathReadsBack(_ path: MappingPath) {
    guard FuzzInvariants.enabled else { return }
    if MappingPath(path.description) != path {
        fuzzFailure("the path \(path.components) is written \(path.description), which reads back differently")
    }
}

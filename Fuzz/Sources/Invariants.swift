import Foundation
import ModelMapper

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
/// at the top level): it must be a JSON value too.
@discardableResult
func expectValidJSON(_ what: @autoclosure () -> String, _ body: () throws -> Any) -> Any? {
    guard let tree = expectDocumented(body) else { return nil }
    guard JSONSerialization.isValidJSONObject([tree]) else {
        fuzzFailure("\(what()) is not valid JSON: \(String(describing: tree).prefix(500))")
    }
    return tree
}

/// Stops the run so that libFuzzer saves the input. The fuzz target is not library code: trapping is its job.
func fuzzFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ModelMapper fuzz invariant broken: \(message)\n".utf8))
    abort()
}

// MARK: - Invariants the library does not meet yet

/// The round-trip and remap invariants, checked only when the environment says `FUZZ_INVARIANTS=1`: the library
/// does not meet them yet, and the default run must not stop on them.
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

    func applies(to hints: HintTree) -> Bool {
        switch self {
        case .always: true
        case .withoutHints: hints.isEmpty
        case .never: false
        }
    }
}

/// Whether two decoded values are the same. NaN is not equal to itself, so values that are unequal but dump to
/// the same text with a NaN in it count as the same.
func fuzzSame<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
    if lhs == rhs { return true }
    var left = ""
    var right = ""
    dump(lhs, to: &left)
    dump(rhs, to: &right)
    return left == right && left.lowercased().contains("nan")
}

/// A short description of a value for a failure message.
func fuzzDescribe(_ value: Any) -> String {
    var text = ""
    dump(value, to: &text, maxDepth: 6, maxItems: 40)
    return String(text.prefix(1_500))
}

/// A hint tree for a failure message: its entries with their source keys and nested trees.
func fuzzDescribe(_ hints: HintTree, depth: Int = 0) -> String {
    guard depth < 4 else { return "[…]" }
    let entries = hints.modelKeys.prefix(12).map { key -> String in
        guard let hint = hints[key] else { return key }
        let nested = hint.nestedHints.map { " nested: " + fuzzDescribe($0, depth: depth + 1) } ?? ""
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

// MARK: - Tracing a replay

/// With `FUZZ_TRACE=1` in the environment, the harness says what one input does (its settings, hint trees and
/// lane, and each decode's outcome) on standard error: for reading what a saved input exercises.
enum FuzzTrace {
    static let enabled = ProcessInfo.processInfo.environment["FUZZ_TRACE"] == "1"

    static func log(_ message: @autoclosure () -> String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("fuzz: \(message())\n".utf8))
    }
}

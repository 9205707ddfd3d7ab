import Foundation
import Testing

@testable import ModelMapper

/// Inputs the fuzzer (`.ci/fuzz.sh`) found to crash, leak or hang, each kept as a test. The same inputs live in
/// `Fuzz/Corpus/`, so that every fuzz run replays them first.
@Suite struct FuzzRegressionTests {
    private let decoder = DictionaryDecoder()

    // MARK: - Crash: an optional-wrapped collection in an optimised build

    /// Found as `Fuzz/Corpus/native-optional-dictionary.bin`: in the optimised fuzz build, a dictionary wrapped as
    /// `Optional<Any>.some(...)` inside an array reached the cast-free extraction of `TreeValue` unopened, and
    /// `unsafeBitCast` trapped on the size mismatch. Extraction now falls back to an ordinary cast unless the
    /// opened type is the target type.
    // MARK: - Crash: a deep unknown value kept in an UnknownKeys bag

    /// Found as `Fuzz/Corpus/kept-kinds-deep-unknown-value.bin`: a report decode kept an unknown value nested some 480
    /// levels deep, inside the depth limit, and turning it into a ``JSONValue`` took some 16 KB of stack a level under
    /// AddressSanitizer, which overflowed it. The recursive step now holds only what a container needs; here the value
    /// is kept whole, as deep as the limit allows, on a thread whose stack is a quarter of the main thread's.
    @Test func aDeepUnknownValueIsKeptWhole() throws {
        let depth = DictionaryDecoder().maximumDepth - 1
        let result = try onSmallStack {
            var deep: Any = "leaf"
            for _ in 1..<depth { deep = ["2": deep] as [String: Any] }
            let source: [String: Any] = ["name": "Ada", "2": deep]
            return try DictionaryDecoder().decodeWithReport(RegressionKept.self, from: source)
        }
        var level = result.value.rest["2"]
        var levels = 0
        while case .object(let members)? = level {
            levels += 1
            level = members["2"]
        }
        #expect(levels == depth - 1)
        #expect(level == .string("leaf"))
    }

    @Test func optionalWrappedCollectionsDecode() throws {
        let person: [String: Any] = ["name": "Ada", "tags": Optional<Any>.some(["a", "b"] as [Any]) as Any]
        let source: [Any] = [Optional<Any>.some(person) as Any, Optional<Optional<Any>>.some(.some(person)) as Any]
        let decoded = try decoder.decode([RegressionTagged].self, from: source)
        #expect(decoded.map(\.name) == ["Ada", "Ada"])
        #expect(decoded.map(\.tags) == [["a", "b"], ["a", "b"]])
        #expect(try decoder.decode(String.self, from: Optional<Any>.some("x") as Any) == "x")
        #expect(try decoder.decode(Int.self, from: Optional<Any>.some(7) as Any) == 7)
    }

    // MARK: - Time-out: failures below nested string-keyed dictionaries

    /// Found as `Fuzz/Corpus/native-deep-chain.bin` (a 4 080-deep chain of one-key dictionaries decoded into a
    /// JSON-any enum with a depth limit of 16): a failure under a `[String: Value]` was decoded again for every
    /// dictionary above it, doubling the work at each level, so 30 levels took 2^30 decodes and a 600-deep
    /// document never finished. The sizes below keep the slow version to seconds (about 6 s for 15 levels in a
    /// debug build; 20 levels took 200 s), so that the test fails without hanging the suite.
    @Test(.timeLimit(.minutes(1)))
    func aFailureBelowNestedDictionariesIsReportedInLinearTime() {
        let levels = 15
        let tree = RegressionDeep.chain(levels: levels, leaf: "not a number")
        let start = ContinuousClock.now
        expectDecodingError(.typeMismatch, at: Array(repeating: "a", count: levels)) {
            try decoder.decode(RegressionAny.self, from: tree)
        }
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .milliseconds(500), "took \(elapsed) for \(levels) levels")
    }

    @Test(.timeLimit(.minutes(1)))
    func theDepthLimitBelowNestedDictionariesIsReportedInLinearTime() {
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 14
        let tree = RegressionDeep.chain(levels: 40, leaf: 1)
        let start = ContinuousClock.now
        let error = #expect(throws: ModelMapperError.self) { try shallow.decode(RegressionAny.self, from: tree) }
        let elapsed = ContinuousClock.now - start
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.location.components.starts(with: repeatElement(.key("a"), count: 3)) == true)
        #expect(elapsed < .milliseconds(500), "took \(elapsed)")
    }

    /// Found as `Fuzz/Corpus/native-cyclic-branching.bin`: a Foundation dictionary holding itself under two keys
    /// unfolds into a binary tree. The depth limit stops the first path, but re-decoding the other keys after the
    /// failure walked every path: 2^depth decodes, so the default limit of 512 never finished.
    @Test(.timeLimit(.minutes(1)))
    func aSelfContainingDictionaryUnderTwoKeysFailsInLinearTime() {
        let cyclic = NSMutableDictionary()
        cyclic["a"] = cyclic
        cyclic["b"] = cyclic
        defer { cyclic.removeAllObjects() }
        var shallow = DictionaryDecoder()
        shallow.maximumDepth = 14
        let start = ContinuousClock.now
        let error = #expect(throws: ModelMapperError.self) { _ = try shallow.decode(RegressionAny.self, from: cyclic) }
        let elapsed = ContinuousClock.now - start
        #expect(error?.code == .cycleDetected)
        #expect(error?.location == "a")
        #expect(elapsed < .milliseconds(500), "took \(elapsed)")
    }

    @Test func theFirstFailingKeyInCodePointOrderIsStillTheOneReported() {
        let source: [String: Any] = ["b": ["x": "bad"], "a": ["x": "bad"], "c": ["x": 1]]
        expectDecodingError(.typeMismatch, at: ["a", "x"]) {
            try decoder.decode([String: [String: Int]].self, from: source)
        }
    }
}

// MARK: - Test Types

private struct RegressionTagged: Decodable {
    var name: String
    var tags: [String]
}

/// A JSON-any value as apps write it: a number, or an object of such values.
indirect enum RegressionAny: Decodable {
    case number(Int)
    case object([String: RegressionAny])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .object(try container.decode([String: RegressionAny].self))
        }
    }
}

enum RegressionDeep {
    /// `{"a": {"a": … leaf}}`, `levels` dictionaries deep.
    static func chain(levels: Int, leaf: Any) -> Any {
        (0..<levels).reduce(leaf) { inner, _ in ["a": inner] as [String: Any] }
    }
}

/// A model that keeps the keys it does not read.
private struct RegressionKept: Decodable {
    var name: String
    var rest: UnknownKeys
}

/// Runs `body` on a thread with a 2 MiB stack and returns what it returns or throws.
private func onSmallStack<T>(_ body: @escaping @Sendable () throws -> T) throws -> T {
    let outcome = SmallStackOutcome<T>()
    let thread = Thread {
        outcome.result = Result { try body() }
        outcome.done.signal()
    }
    thread.stackSize = 2 << 20
    thread.start()
    outcome.done.wait()
    guard let result = outcome.result else { throw CancellationError() }
    return try result.get()
}

private final class SmallStackOutcome<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
    let done = DispatchSemaphore(value: 0)
}

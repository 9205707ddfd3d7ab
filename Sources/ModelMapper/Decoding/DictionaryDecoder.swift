import Foundation

/// Decodes `Decodable` values from dictionary trees (`[String: Any]`, `[Any]` and their scalars, native or from
/// `JSONSerialization`), optionally through a ``HintTree`` that says where each coding key lives in the source.
///
/// ```swift
/// let payload: [String: Any] = ["NAME": "Ada", "AGE": 36]
/// let person = try DictionaryDecoder().decode(Person.self, from: payload, hints: ["name": "NAME", "age": "AGE"])
/// ```
///
/// Without hints it decodes as `JSONDecoder` decodes the equivalent JSON: the same values (`1` is never `true`),
/// the same `DecodingError` at the same coding path, and messages that add the source path where it differs.
public struct DictionaryDecoder: Sendable {
    /// How coding keys that no hint names are matched with source keys. Default: `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// How `Date` values are read. Default: ``DateDecodingStrategy-swift.enum/deferredToDate``.
    public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    /// How `Data` values are read. Default: ``DataDecodingStrategy-swift.enum/base64``.
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// How strings standing for infinity and NaN are read. Default: `.throw`.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    /// The scalar types read leniently from another scalar type (`"26"` as an `Int`). Default: none.
    public var coercions: Coercions = []
    /// The named recipe ``HintProviding`` types are read with (a backend version, say); `nil`, the default, or a name
    /// a type has no recipe for, uses its ``HintProviding/hints``.
    public var recipe: String?
    /// The drift that makes a decode throw: unused hints, unmapped source keys, or both. Default: none. A strict
    /// decode records a ``MappingReport``, as ``decodeWithReport(_:from:hints:)-(_,Any,_)`` does.
    public var strictness: Strictness = []
    /// Values handed to every `Decoder` as its `userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// The most containers a decode may nest, the outermost counting as the first; 512 matches `JSONSerialization`.
    /// Deeper input throws ``ModelMapperError/Code-swift.struct/depthLimitExceeded``; a Foundation container found
    /// inside itself throws ``ModelMapperError/Code-swift.struct/cycleDetected``.
    public var maximumDepth: Int = 512
    /// Aggregates failures and sampled reports, to watch a backend drift in production. Default: none. Every decode
    /// adds to it except ``update(_:from:hints:)-(_,[String:Any],_)->T``.
    public var monitor: MappingMonitor?
    /// What ``monitor`` groups findings under beside model type and recipe (`"GET /users"`). Default: none.
    public var monitorLabel: String?
    /// What a `null` in a patch does in ``update(_:from:hints:)-(_,[String:Any],_)->T``. Default: `.remove`.
    public var patchNullStrategy: PatchNullStrategy = .remove

    /// Whether objects of a model type read under hints find their keys' hints through a ``DecodePlan``, and objects
    /// of scanned JSON text under a key strategy their source keys through a ``KeyShape``: off only in the tests
    /// that show neither ever changes a result.
    var usesDecodePlans = true

    /// Creates a decoder with default options.
    public init() {}

    /// Decodes a value from a dictionary tree.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The source, usually a `[String: Any]` or `[Any]`. A `Data` (from a `[String: Any]`, say) is JSON
    ///     text, read as ``decode(_:from:hints:)-(_,Data,_)`` reads it, unless `type` is `Data`.
    ///   - hints: Where the type's coding keys live in the source; keys no hint names are read as they are.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError` when the source does not fit, at the model coding path with the source path in the
    ///   message; ``ModelMapperError`` for invalid hints or input nested deeper than ``maximumDepth``.
    public func decode<T: Decodable>(_ type: T.Type, from value: Any, hints: HintTree = .empty) throws -> T {
        if let data = Self.jsonText(value, decoding: type) { return try decode(type, from: data, hints: hints) }
        return try decode(type, hints: hints) { value }
    }

    /// The decode behind every `decode`, from a tree or from JSON text: the hints validated once, before the source
    /// is read (so invalid hints throw before invalid text), then a plain run, or a monitored one when strictness or
    /// a monitor asks for more.
    private func decode<T: Decodable>(_ type: T.Type, hints: HintTree, source read: () throws -> Any) throws -> T {
        guard strictness.isEmpty, monitor == nil else {
            var report: MappingReport?
            return try monitored(type, hints: hints, reports: false, into: &report, source: read)
        }
        try hints.validate()
        return try run(type, from: read(), hints: hints, recorder: nil)
    }

    /// A decode with what plain decoding leaves out: a report when `reports` is set (also when the decode throws),
    /// strictness, and the monitor, which counts and samples the decode and keeps any failure with its source path
    /// (``FailureTrace``) and what was read before it. Value and report go apart, not as a `Result` or tuple, whose
    /// metadata a generic function not specialized for `T` would look up on every decode.
    private func monitored<T: Decodable>(
        _ type: T.Type, hints: HintTree, reports: Bool, into report: inout MappingReport?,
        source read: () throws -> Any
    ) throws -> T {
        let sampled = monitor?.countDecode(of: type, label: monitorLabel) ?? false
        var source: Any?
        var recorder: MappingRecorder?
        var made: MappingReport?
        var trace: FailureTrace?
        do {
            try hints.validate()
            let tree = try read()
            source = tree
            recorder =
                reports || sampled || !strictness.isEmpty
                ? MappingRecorder(keyDecodingStrategy: keyDecodingStrategy) : nil
            let decoded = try run(
                type, from: tree, hints: hints, recorder: recorder, tracesFailures: monitor != nil, trace: &trace)
            guard let recorder else { return decoded }
            let whole = recorder.report()
            made = whole
            if reports { report = whole }
            if sampled { monitor?.record(whole, of: type, recipe: recipe, label: monitorLabel, source: tree) }
            try strictness.enforce(on: whole)
            return decoded
        } catch {
            // A strictness violation comes after a whole decode, whose report is made (and, if sampled, kept).
            let partial = made ?? recorder?.report(failed: true) ?? rerunReporting(type, from: source, hints: hints)
            if reports { report = partial ?? MappingReport(entries: []) }
            monitor?.record(
                failure: error, at: trace?.site(of: error), report: sampled && made != nil ? nil : partial, of: type,
                recipe: recipe, label: monitorLabel, source: source)
            throw error
        }
    }

    /// For the monitor, the report of a failed decode that recorded nothing: the decode run again with a recorder, so
    /// that a decode that succeeds pays nothing. `nil` without a monitor or when the source was never read.
    private func rerunReporting<T: Decodable>(_ type: T.Type, from source: Any?, hints: HintTree) -> MappingReport? {
        guard monitor != nil, let source else { return nil }
        let recorder = MappingRecorder(keyDecodingStrategy: keyDecodingStrategy)
        do {
            _ = try run(type, from: source, hints: hints, recorder: recorder)
            // The decode failed once; a model that succeeds the second time read all it reads.
            return recorder.report()
        } catch {
            // The same failure, already on its way to the caller and the monitor.
            return recorder.report(failed: true)
        }
    }

    /// A monitored decode that records a report, as every `decodeWithReport` makes one.
    private func reported<T: Decodable>(_ type: T.Type, hints: HintTree, source read: () throws -> Any) throws
        -> MappingResult<T>
    {
        var report: MappingReport?
        let value = try monitored(type, hints: hints, reports: true, into: &report, source: read)
        // `monitored` sets the report it was asked for; the empty one is never used.
        return MappingResult(value: value, report: report ?? MappingReport(entries: []))
    }

    /// A monitored decode that records a report and returns its failure with it.
    private func attempt<T: Decodable>(_ type: T.Type, hints: HintTree, source read: () throws -> Any)
        -> MappingAttempt<T>
    {
        var report: MappingReport?
        let result: Result<T, any Error>
        do {
            result = .success(try monitored(type, hints: hints, reports: true, into: &report, source: read))
        } catch {
            result = .failure(error)
        }
        return MappingAttempt(result: result, report: report ?? MappingReport(entries: []))
    }

    /// The decode behind every entry point, over hints its caller validated: decodes, fills leftover `UnknownKeys`
    /// bags, records.
    private func run<T: Decodable>(
        _ type: T.Type, from value: Any, hints: HintTree, recorder: MappingRecorder?
    ) throws -> T {
        var trace: FailureTrace?
        return try run(type, from: value, hints: hints, recorder: recorder, tracesFailures: false, trace: &trace)
    }

    /// ``run(_:from:hints:recorder:)``, noting the errors the decode builds in `trace` when `tracesFailures` is set.
    private func run<T: Decodable>(
        _ type: T.Type, from value: Any, hints: HintTree, recorder: MappingRecorder?, tracesFailures: Bool,
        trace: inout FailureTrace?
    ) throws -> T {
        let decoder = DictionaryDecoderImpl(value: value, hints: hints, options: options, recorder: recorder)
        if tracesFailures { decoder.node.tracesFailures = true }
        defer { trace = decoder.node.failureTrace }
        let decoded = try decoder.unbox(value, as: type, at: .root(decoder.node), hints: hints)
        try decoder.fillRemainingUnknownKeys()
        return decoded
    }

    /// Decodes a value and reports what the mapping read, whether the decode succeeds or fails: a failed decode's
    /// report says what it read before failing, so a renamed key shows beside the new key left unread.
    ///
    /// ```swift
    /// let attempt = DictionaryDecoder().attemptDecode(User.self, from: payload, hints: hints)
    /// if case .failure(let error) = attempt.result {
    ///     print(error)           // keyNotFound: name, looked for "USER_NM"
    ///     print(attempt.report)  // unmapped source key at <top level> (source USER_NAME)
    /// }
    /// ```
    public func attemptDecode<T: Decodable>(_ type: T.Type, from value: Any, hints: HintTree = .empty)
        -> MappingAttempt<T>
    {
        if let data = Self.jsonText(value, decoding: type) { return attemptDecode(type, from: data, hints: hints) }
        return attempt(type, hints: hints) { value }
    }

    /// ``attemptDecode(_:from:hints:)-(_,Any,_)`` from JSON data; text that is not JSON fails with an empty report.
    public func attemptDecode<T: Decodable>(_ type: T.Type, from data: Data, hints: HintTree = .empty)
        -> MappingAttempt<T>
    {
        Self.failureReturned { try Self.withJSON(data) { read in attempt(type, hints: hints, source: read) } }
    }

    /// ``attemptDecode(_:from:hints:)-(_,Any,_)`` from a string of JSON text.
    public func attemptDecode<T: Decodable>(_ type: T.Type, fromJSON json: String, hints: HintTree = .empty)
        -> MappingAttempt<T>
    {
        Self.failureReturned { try Self.withJSON(json) { read in attempt(type, hints: hints, source: read) } }
    }

    /// The attempt `body` makes: `withJSON` throws only what its body throws, so the `catch` is for the compiler.
    private static func failureReturned<T>(_ body: () throws -> MappingAttempt<T>) -> MappingAttempt<T> {
        do {
            return try body()
        } catch {
            return MappingAttempt(result: .failure(error), report: MappingReport(entries: []))
        }
    }

    /// Decodes a value and reports what the mapping did beyond reading matching keys (see ``MappingReport``).
    /// Recording costs time; a plain ``decode(_:from:hints:)-(_,Any,_)`` records nothing.
    ///
    /// - Throws: As ``decode(_:from:hints:)-(_,Any,_)``, and ``ModelMapperError`` with code
    ///   ``ModelMapperError/Code-swift.struct/strictMappingViolation`` when ``strictness`` forbids a finding.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, from value: Any, hints: HintTree = .empty) throws
        -> MappingResult<T>
    {
        if let data = Self.jsonText(value, decoding: type) {
            return try decodeWithReport(type, from: data, hints: hints)
        }
        return try reported(type, hints: hints) { value }
    }

    /// The JSON text a tree entry point was given as a `Data` in an `Any` (not for a `Data` target): a type
    /// comparison, not a cast, so that a tree pays almost nothing.
    private static func jsonText<T>(_ value: Any, decoding type: T.Type) -> Data? {
        guard Swift.type(of: value) == Data.self, T.self != Data.self else { return nil }
        return value as? Data
    }

    /// ``decodeWithReport(_:from:hints:)-(_,Any,_)`` from JSON data.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, from data: Data, hints: HintTree = .empty) throws
        -> MappingResult<T>
    {
        try Self.withJSON(data) { read in try reported(type, hints: hints, source: read) }
    }

    /// ``decodeWithReport(_:from:hints:)-(_,Any,_)`` from a string of JSON text.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, fromJSON json: String, hints: HintTree = .empty)
        throws -> MappingResult<T>
    {
        try Self.withJSON(json) { read in try reported(type, hints: hints, source: read) }
    }

    /// Decodes a value from JSON data, scanning it once and reading it through the hints.
    ///
    /// The text is read as `JSONSerialization` reads it (a trailing comma allowed), and the decode differs from
    /// `JSONDecoder` only where that tree cannot carry the text (`Docs/Design.md#foundation-is-the-spec-of-record`): a
    /// number of more than 38 significant digits arrives rounded to 38, and is refused as an exact integer; a non-zero
    /// number below `Double`'s range (`1e-400`) arrives as `0`, which a `Float` accepts; `-0` without a point is the
    /// integer `0`; a `Float` target rounds a short number twice, through a `Double`; and of two equal keys, one is
    /// kept, not said which.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: JSON text, in any encoding `JSONSerialization` detects. A top-level fragment is allowed.
    ///   - hints: Where the type's coding keys live in the JSON objects.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError.dataCorrupted` for invalid JSON, with the parser's error underlying; otherwise as
    ///   ``decode(_:from:hints:)-(_,Any,_)``.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, hints: HintTree = .empty) throws -> T {
        try Self.withJSON(data) { read in try decode(type, hints: hints, source: read) }
    }

    /// Runs `body` with a reader of `data`'s value one level deep (``JSONReader/withLazyValue(of:whole:_:)``), which
    /// reads the bytes in place while `body` runs and throws `JSONDecoder`'s error for invalid text.
    static func withJSON<R>(_ data: Data, _ body: (_ read: @escaping () throws -> Any) throws -> R) throws -> R {
        try data.withUnsafeBytes { raw in try withJSON(bytes: raw, whole: { data }, body) }
    }

    /// ``withJSON(_:_:)-(Data,_)`` for JSON text held in a string, read in place too.
    static func withJSON<R>(_ text: String, _ body: (_ read: @escaping () throws -> Any) throws -> R) throws -> R {
        var text = text
        return try text.withUTF8 { utf8 in
            try withJSON(bytes: UnsafeRawBufferPointer(utf8), whole: { Data(utf8) }, body)
        }
    }

    private static func withJSON<R>(
        bytes: UnsafeRawBufferPointer, whole: @escaping () -> Data,
        _ body: (_ read: @escaping () throws -> Any) throws -> R
    ) throws -> R {
        try JSONReader.withLazyValue(of: bytes, whole: whole) { read in
            try body {
                do {
                    return try read()
                } catch {
                    throw DecodingFailure.invalidJSON(error)
                }
            }
        }
    }

    /// Decodes a value from a string of JSON text, as ``decode(_:from:hints:)-(_,Data,_)`` does.
    public func decode<T: Decodable>(_ type: T.Type, fromJSON json: String, hints: HintTree = .empty) throws -> T {
        try Self.withJSON(json) { read in try decode(type, hints: hints, source: read) }
    }

    var options: Options {
        Options(
            keyDecodingStrategy: keyDecodingStrategy, dateDecodingStrategy: dateDecodingStrategy,
            dataDecodingStrategy: dataDecodingStrategy,
            nonConformingFloatDecodingStrategy: nonConformingFloatDecodingStrategy,
            coercions: coercions, recipe: recipe, userInfo: userInfo.mapValues { $0 as Any },
            maximumDepth: maximumDepth,
            usesDecodePlans: usesDecodePlans)
    }

    /// The options a decode runs with, captured once.
    struct Options {
        let keyDecodingStrategy: KeyDecodingStrategy
        let dateDecodingStrategy: DateDecodingStrategy
        let dataDecodingStrategy: DataDecodingStrategy
        let nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy
        let coercions: Coercions
        let recipe: String?
        let userInfo: [CodingUserInfoKey: Any]
        let maximumDepth: Int
        let usesDecodePlans: Bool

        /// Whether the key strategy converts keys, so that each object needs a ``KeyIndex``.
        var convertsKeys: Bool {
            if case .useDefaultKeys = keyDecodingStrategy { return false }
            return true
        }
    }
}

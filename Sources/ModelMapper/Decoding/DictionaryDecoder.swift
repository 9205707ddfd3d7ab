import Foundation

/// Decodes `Decodable` values straight from dictionary trees — `[String: Any]`, `[Any]` and the scalars inside
/// them — optionally read through a ``HintTree`` that says where each coding key lives in the source.
///
/// The source can hold native Swift values (`String`, `Int`, `Double`, `Bool`, nested dictionaries and arrays,
/// `nil`) or what `JSONSerialization` produces (`NSNumber`, `NSNull`, bridged strings and collections). Booleans
/// and numbers are told apart for both origins: `1` never decodes as `true`, nor `true` as `1`.
///
/// ```swift
/// let payload: [String: Any] = ["NAME": "Ada", "AGE": 36]
/// let person = try DictionaryDecoder().decode(Person.self, from: payload, hints: ["name": "NAME", "age": "AGE"])
/// ```
///
/// Without hints, the decoder behaves like `JSONDecoder` decoding the equivalent JSON: the same values, and the
/// same `DecodingError` case at the same coding path when the input does not fit, under the same options. Error
/// messages use Foundation's wording and add the *source* path that was read when it differs from the model path.
///
/// The decoder is a value type: configure a copy per use, or share one across tasks.
public struct DictionaryDecoder: Sendable {
    /// How coding keys that no hint names are matched with the keys of the source. Default:
    /// ``KeyDecodingStrategy-swift.enum/useDefaultKeys``.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// How `Date` values are read. Default: ``DateDecodingStrategy-swift.enum/deferredToDate``.
    public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    /// How `Data` values are read. Default: ``DataDecodingStrategy-swift.enum/base64``.
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// How strings standing for non-conforming floating-point values are read. Default:
    /// ``NonConformingFloatDecodingStrategy-swift.enum/throw``.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    /// The scalar types read leniently from scalars of another type (`"26"` for an `Int`, `1` for a `Bool`).
    /// Default: none, as strict as `JSONDecoder`.
    public var coercions: Coercions = []
    /// The named recipe to read ``HintProviding`` types with (a backend version, say). `nil`, the default, uses
    /// each type's ``HintProviding/hints``; a type with no recipe of this name uses them too.
    public var recipe: String?
    /// The mapping drift that makes a decode throw instead of succeeding: hints that found nothing, source keys
    /// that nothing read, or both. Default: none. Strict decoding records a ``MappingReport`` and costs what
    /// ``decodeWithReport(_:from:hints:)-(_,Any,_)`` costs.
    public var strictness: Strictness = []
    /// Values handed to every `Decoder` as its `userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// The most containers (objects and arrays) a decode may open inside each other, the outermost counting as the
    /// first: 512, the default, accepts exactly the nesting `JSONSerialization` and `JSONDecoder` accept. Deeper
    /// input throws ``ModelMapperError/Code-swift.struct/depthLimitExceeded``. A Foundation container that contains
    /// itself throws ``ModelMapperError/Code-swift.struct/cycleDetected`` as soon as it is met again inside itself.
    public var maximumDepth: Int = 512
    /// The monitor that aggregates this decoder's failures and a sampled share of its reports, to watch a backend
    /// drift in production. Default: none. Every `decode` and `decodeWithReport` adds to it (from a tree, JSON data
    /// or a JSON string); ``update(_:from:hints:)-(_,[String:Any],_)->T`` does not.
    public var monitor: MappingMonitor?
    /// What this decoder's findings are grouped under in ``monitor`` beside the model type and recipe: an endpoint
    /// (`"GET /users"`), a screen, a backend. Default: none.
    public var monitorLabel: String?
    /// What a `null` in a patch does in ``update(_:from:hints:)-(_,[String:Any],_)->T``. Default:
    /// ``PatchNullStrategy/remove``, as JSON Merge Patch says.
    public var patchNullStrategy: PatchNullStrategy = .remove

    /// Creates a decoder with default options.
    public init() {}

    /// Decodes a value from a dictionary tree.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The source: usually a `[String: Any]` or `[Any]`, but any value the type can be decoded from. A
    ///     `Data` passed as `Any` (from a `[String: Any]`, say) is JSON text, read as
    ///     ``decode(_:from:hints:)-(_,Data,_)`` reads it, unless `type` is `Data` itself.
    ///   - hints: Where the type's coding keys live in the source. Keys that no hint names are read as they are.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError` when the source does not fit the type, with the coding path in model keys and the
    ///   source path in the message; ``ModelMapperError`` when the hints are invalid or the input is nested deeper
    ///   than ``maximumDepth``.
    public func decode<T: Decodable>(_ type: T.Type, from value: Any, hints: HintTree = .empty) throws -> T {
        if let data = Self.jsonText(value, decoding: type) { return try decode(type, from: data, hints: hints) }
        guard strictness.isEmpty, monitor == nil else {
            var report: MappingReport?
            return try monitored(type, hints: hints, reports: false, into: &report) { value }
        }
        return try run(type, from: value, hints: hints, recorder: nil)
    }

    /// A decode with what plain decoding leaves out: a report when one is asked for, strictness, and the monitor,
    /// which counts the decode, samples it (the decode then records a report) and keeps its failure, whatever the
    /// failure is: invalid hints, text that is not JSON, a value that does not fit, a strictness violation.
    ///
    /// When `reports` is set, `report` is set to the report, also when the decode throws: then it says what the
    /// decode read before it failed. The value and the report go apart, not as a `Result` or a tuple, whose
    /// metadata a generic function not specialized for `T` would look up on every decode.
    ///
    /// The monitor keeps a failure with its source path, taken from the error the decode built
    /// (``FailureTrace``), and with the report of what the decode read before it failed: a decode that was not
    /// sampled, and so recorded nothing, is run once more with a report to find it. A failure is rare; this costs
    /// the decode no more when it succeeds.
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
            recorder = reports || sampled || !strictness.isEmpty ? MappingRecorder() : nil
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

    /// The report of what a monitored decode that failed, and recorded nothing, read before it failed: the decode
    /// run again with a report, for the monitor. `nil` when there is no monitor, or the source was never read (the
    /// hints or the text were invalid).
    private func rerunReporting<T: Decodable>(_ type: T.Type, from source: Any?, hints: HintTree) -> MappingReport? {
        guard monitor != nil, let source else { return nil }
        let recorder = MappingRecorder()
        do {
            _ = try run(type, from: source, hints: hints, recorder: recorder)
            // The decode failed once; a model that succeeds the second time read all it reads.
            return recorder.report()
        } catch {
            // The same failure: it is already on its way to the caller and the monitor.
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

    /// The one decode run behind every entry point: validates the hints, decodes, fills the `UnknownKeys` bags that
    /// no coding key reached, and records into `recorder` when there is one.
    private func run<T: Decodable>(
        _ type: T.Type, from value: Any, hints: HintTree, recorder: MappingRecorder?
    ) throws -> T {
        var trace: FailureTrace?
        return try run(type, from: value, hints: hints, recorder: recorder, tracesFailures: false, trace: &trace)
    }

    /// ``run(_:from:hints:recorder:)`` that, when `tracesFailures` is set, notes the errors the decode builds in
    /// `trace`, which is made when the first is built.
    private func run<T: Decodable>(
        _ type: T.Type, from value: Any, hints: HintTree, recorder: MappingRecorder?, tracesFailures: Bool,
        trace: inout FailureTrace?
    ) throws -> T {
        try hints.validate()
        let decoder = DictionaryDecoderImpl(value: value, hints: hints, options: options, recorder: recorder)
        if tracesFailures { decoder.node.tracesFailures = true }
        defer { trace = decoder.node.failureTrace }
        let decoded = try decoder.unbox(value, as: type, at: .root(decoder.node), hints: hints)
        try decoder.fillRemainingUnknownKeys()
        return decoded
    }

    /// Decodes a value from a dictionary tree and reports what the mapping read, whether the decode succeeds or
    /// fails: a failed decode's report says what it read before it failed, so that a renamed key shows as the
    /// failure beside the new key left unread.
    ///
    /// ```swift
    /// let attempt = DictionaryDecoder().attemptDecode(User.self, from: payload, hints: hints)
    /// if case .failure(let error) = attempt.result {
    ///     print(error)           // keyNotFound: name, looked for "USER_NM"
    ///     print(attempt.report)  // unmapped source key at <top level> (source USER_NAME)
    /// }
    /// ```
    ///
    /// In the report of a failed decode, an object the decode was still reading lists as unmapped only the keys
    /// that none of its model's coding keys could read, and a hint is unused only where an object with it was read
    /// to the end. The decode adds to the ``monitor`` as ``decodeWithReport(_:from:hints:)-(_,Any,_)`` does.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The source; a `Data` is JSON text, as ``decode(_:from:hints:)-(_,Any,_)`` says.
    ///   - hints: Where the type's coding keys live in the source.
    /// - Returns: The value or the error, with the report, as a ``MappingAttempt``.
    public func attemptDecode<T: Decodable>(_ type: T.Type, from value: Any, hints: HintTree = .empty)
        -> MappingAttempt<T>
    {
        if let data = Self.jsonText(value, decoding: type) { return attemptDecode(type, from: data, hints: hints) }
        return attempt(type, hints: hints) { value }
    }

    /// Decodes a value from JSON data and reports what the mapping read, whether the decode succeeds or fails, as
    /// ``attemptDecode(_:from:hints:)-(_,Any,_)`` does; text that is not JSON is a failure with an empty report.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: JSON text, in any encoding `JSONSerialization` detects. A top-level fragment is allowed.
    ///   - hints: Where the type's coding keys live in the JSON objects.
    /// - Returns: The value or the error, with the report, as a ``MappingAttempt``.
    public func attemptDecode<T: Decodable>(_ type: T.Type, from data: Data, hints: HintTree = .empty)
        -> MappingAttempt<T>
    {
        Self.failureReturned { try Self.withJSON(data) { read in attempt(type, hints: hints, source: read) } }
    }

    /// Decodes a value from a string of JSON text and reports what the mapping read, whether the decode succeeds or
    /// fails, as ``attemptDecode(_:from:hints:)-(_,Any,_)`` does.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: JSON text. A top-level fragment is allowed.
    ///   - hints: Where the type's coding keys live in the JSON objects.
    /// - Returns: The value or the error, with the report, as a ``MappingAttempt``.
    public func attemptDecode<T: Decodable>(_ type: T.Type, fromJSON json: String, hints: HintTree = .empty)
        -> MappingAttempt<T>
    {
        Self.failureReturned { try Self.withJSON(json) { read in attempt(type, hints: hints, source: read) } }
    }

    /// The attempt `body` makes inside `withJSON`, which throws only what its body throws: the attempt returns every
    /// failure, so the `catch` is for the compiler.
    private static func failureReturned<T>(_ body: () throws -> MappingAttempt<T>) -> MappingAttempt<T> {
        do {
            return try body()
        } catch {
            return MappingAttempt(result: .failure(error), report: MappingReport(entries: []))
        }
    }

    /// Decodes a value from a dictionary tree and reports what the mapping did beyond reading matching keys.
    ///
    /// The report lists the hint entries that found no value, the source keys no coding key read, the fallback
    /// candidates chosen, the values coerced and the values a lossy wrapper dropped, each with its model path and
    /// source path. Recording costs time; a plain ``decode(_:from:hints:)-(_,Any,_)`` records nothing.
    ///
    /// ```swift
    /// let result = try DictionaryDecoder().decodeWithReport(Person.self, from: payload, hints: hints)
    /// if !result.report.isClean { print(result.report) }
    /// let person = result.value
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The source; a `Data` is JSON text, as ``decode(_:from:hints:)-(_,Any,_)`` says.
    ///   - hints: Where the type's coding keys live in the source.
    /// - Returns: The decoded value and the report, as a ``MappingResult``.
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

    /// The JSON text a tree entry point was given: a `Data` passed as `Any` is read as the `Data` overloads read it,
    /// where it would otherwise be a leaf no model fits. A `Data` target keeps its value. A type comparison, not a
    /// cast, so that a tree pays almost nothing.
    private static func jsonText<T>(_ value: Any, decoding type: T.Type) -> Data? {
        guard Swift.type(of: value) == Data.self, T.self != Data.self else { return nil }
        return value as? Data
    }

    /// Decodes a value from JSON data and reports what the mapping did, as ``decodeWithReport(_:from:hints:)-(_,Any,_)``
    /// reports it; the text is read as ``decode(_:from:hints:)-(_,Data,_)`` reads it.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: JSON text, in any encoding `JSONSerialization` detects. A top-level fragment is allowed.
    ///   - hints: Where the type's coding keys live in the JSON objects.
    /// - Returns: The decoded value and the report, as a ``MappingResult``.
    /// - Throws: As ``decode(_:from:hints:)-(_,Data,_)`` and ``decodeWithReport(_:from:hints:)-(_,Any,_)``.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, from data: Data, hints: HintTree = .empty) throws
        -> MappingResult<T>
    {
        try Self.withJSON(data) { read in try reported(type, hints: hints, source: read) }
    }

    /// Decodes a value from a string of JSON text and reports what the mapping did, as
    /// ``decodeWithReport(_:from:hints:)-(_,Any,_)`` reports it.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: JSON text. A top-level fragment is allowed.
    ///   - hints: Where the type's coding keys live in the JSON objects.
    /// - Returns: The decoded value and the report, as a ``MappingResult``.
    /// - Throws: As ``decode(_:fromJSON:hints:)`` and ``decodeWithReport(_:from:hints:)-(_,Any,_)``.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, fromJSON json: String, hints: HintTree = .empty)
        throws -> MappingResult<T>
    {
        try Self.withJSON(json) { read in try reported(type, hints: hints, source: read) }
    }

    /// Decodes a value from JSON data, parsing the bytes once and reading the parsed tree through the hints.
    ///
    /// The text is read exactly as `JSONSerialization` reads it (the same texts accepted, the same values, a
    /// trailing comma allowed), by ModelMapper's own reader, which gives native Swift values and is several times
    /// faster; text in UTF-16 or UTF-32 is read by `JSONSerialization` itself. So the decode sees what that tree can
    /// carry, which is what the text said except in these cases: a number of more than 38 significant digits reaches
    /// the tree rounded to 38 (ModelMapper then refuses it as an exact integer, where `JSONDecoder` reads the
    /// digits); a non-zero number too small even for `Double` (`1e-400`) reaches it as `0`, which a `Float` target
    /// accepts where `JSONDecoder` refuses the underflow; `-0` without a point is the integer `0`; a short number with a
    /// point or an exponent (17 characters or fewer before its `e`) is a `Double` there, so a `Float` target rounds it
    /// twice, which differs from rounding the text once only where that `Double` lies exactly halfway between two
    /// `Float`s; and of two equal keys in one object, the tree keeps one without saying which came first.
    ///
    /// Numbers cost what they need: a `Double` or `Float` target gets the correctly rounded value of a long number's
    /// digits without writing them out as text, and a `Decimal` is built from the digits, never parsed twice.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: JSON text, in any encoding `JSONSerialization` detects. A top-level fragment is allowed.
    ///   - hints: Where the type's coding keys live in the JSON objects.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError.dataCorrupted` when the data is not valid JSON, with the parser's error as the
    ///   underlying error; otherwise as ``decode(_:from:hints:)-(_,Any,_)``.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, hints: HintTree = .empty) throws -> T {
        try Self.withJSON(data) { read in try decodeJSON(type, hints: hints, source: read) }
    }

    /// Decodes what `read` gives: a decode from JSON text.
    private func decodeJSON<T: Decodable>(_ type: T.Type, hints: HintTree, source read: () throws -> Any) throws -> T {
        guard monitor == nil else {
            var report: MappingReport?
            return try monitored(type, hints: hints, reports: false, into: &report, source: read)
        }
        try hints.validate()
        return try decode(type, from: read(), hints: hints)
    }

    /// Runs `body` with a function that scans JSON data into a document and gives its value one level deep
    /// (``JSONReader/withLazyValue(of:whole:_:)``): what the decoder walks in place of the tree
    /// `JSONSerialization` would give, reading each container as it opens it; or that throws `JSONDecoder`'s error
    /// for invalid text. The document reads the data's bytes in place while `body` runs.
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

    /// Decodes a value from a string of JSON text.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: JSON text. A top-level fragment is allowed.
    ///   - hints: Where the type's coding keys live in the JSON objects.
    /// - Returns: The decoded value.
    /// - Throws: As ``decode(_:from:hints:)-(_,Data,_)``.
    public func decode<T: Decodable>(_ type: T.Type, fromJSON json: String, hints: HintTree = .empty) throws -> T {
        try Self.withJSON(json) { read in try decodeJSON(type, hints: hints, source: read) }
    }

    var options: Options {
        Options(
            keyDecodingStrategy: keyDecodingStrategy, dateDecodingStrategy: dateDecodingStrategy,
            dataDecodingStrategy: dataDecodingStrategy,
            nonConformingFloatDecodingStrategy: nonConformingFloatDecodingStrategy,
            coercions: coercions, recipe: recipe, userInfo: userInfo.mapValues { $0 as Any }, maximumDepth: maximumDepth
        )
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

        /// Whether the key strategy converts keys, so that each object needs a ``KeyIndex``.
        var convertsKeys: Bool {
            if case .useDefaultKeys = keyDecodingStrategy { return false }
            return true
        }
    }
}

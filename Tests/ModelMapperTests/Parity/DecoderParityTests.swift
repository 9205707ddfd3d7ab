import Foundation
import Testing

@testable import ModelMapper

/// Differential parity of ``DictionaryDecoder`` with `JSONDecoder` (Docs/Design.md#foundation-is-the-spec-of-record):
/// seeded documents over a family of model types, decoded by `JSONDecoder` from the text (the oracle) and by
/// ``DictionaryDecoder`` from the `JSONSerialization` tree, from a native Swift tree of the same shape, and from the
/// text. Both must give equal values, or both must throw the same `DecodingError` case at the same coding path (naming
/// the same type), save for the intended differences of ``ParityAllowance``. Bugs the suite found are pinned by the
/// tests under "Regressions".
///
/// Replay: every failure names the run's base seed, the document's seed and its JSON text.
/// `PARITY_SEED=<base seed> swift test --filter DecoderParity` regenerates the whole run; one document alone is
/// `JSONDocumentGenerator(style: configuration.style, seed: <document seed>, allowsUnrepresentableNumbers: origin ==
/// .jsonData).document(for: family.schema)`.
@Suite struct DecoderParityTests {
    /// Documents compared per configuration and origin: 15 configurations × 720 = 10 800 per origin. A soak run can
    /// ask for more with the `PARITY_DOCUMENTS` environment variable.
    static let documentsPerConfiguration =
        ProcessInfo.processInfo.environment["PARITY_DOCUMENTS"].flatMap { Int($0) }.map { max($0, 720) } ?? 720

    static let configurations: [ParityConfiguration] = [
        ParityConfiguration(name: "defaults"),
        ParityConfiguration(name: "convertFromSnakeCase", style: JSONDocumentStyle(keys: .snakeCase)),
        ParityConfiguration(name: "date.secondsSince1970", style: JSONDocumentStyle(dates: .secondsSince1970)),
        ParityConfiguration(
            name: "date.millisecondsSince1970", style: JSONDocumentStyle(dates: .millisecondsSince1970)),
        ParityConfiguration(name: "date.iso8601", style: JSONDocumentStyle(dates: .iso8601)),
        ParityConfiguration(name: "date.formatted", style: JSONDocumentStyle(dates: .formatted)),
        ParityConfiguration(name: "date.custom", style: JSONDocumentStyle(dates: .custom)),
        ParityConfiguration(name: "data.deferredToData", style: JSONDocumentStyle(data: .deferredToData)),
        ParityConfiguration(name: "data.custom", style: JSONDocumentStyle(data: .custom)),
        ParityConfiguration(
            name: "nonConformingFloat.convertFromString",
            style: JSONDocumentStyle(nonConformingStrings: ("inf", "-inf", "nan"))),
        ParityConfiguration(name: "userInfo", userInfoScale: 3),
        ParityConfiguration(
            name: "snakeCase+iso8601+deferredToData",
            style: JSONDocumentStyle(keys: .snakeCase, dates: .iso8601, data: .deferredToData)),
        ParityConfiguration(
            name: "snakeCase+secondsSince1970+convertFromString+userInfo",
            style: JSONDocumentStyle(
                keys: .snakeCase, dates: .secondsSince1970, nonConformingStrings: ("inf", "-inf", "nan")),
            userInfoScale: 7),
        ParityConfiguration(
            name: "formatted+custom data+convertFromString",
            style: JSONDocumentStyle(dates: .formatted, data: .custom, nonConformingStrings: ("inf", "-inf", "nan"))),
        ParityConfiguration(
            name: "snakeCase+custom date+base64",
            style: JSONDocumentStyle(keys: .snakeCase, dates: .custom, data: .base64)),
    ]

    static let families: [ParityFamily] = [
        .of(Scalars.self), .of(Optionals.self), .of(Nested.self), .of(Temporal.self), .of(NonConforming.self),
        .of(ParityDog.self), .of(Track.self),
        .of([Inner].self, schema: .array(Inner.schema)),
        .of(Int8.self, schema: .integer(.int8)),
        .of(UInt64.self, schema: .integer(.uint64)),
        .of([String: UInt8].self, schema: .stringKeyedDictionary(.integer(.uint8))),
        .of(Double?.self, schema: .optional(.double())),
        .of(Color.self, schema: Color.schema),
    ]

    // MARK: - Generated documents

    /// The sweep itself, about 4 s: its `Sweep` suffix keeps it out of the README's `swift test -q --skip Sweep`, and
    /// `.ci/run` runs it in the step after, with `swift test -q --filter Sweep`. The tests below stay in the default
    /// run.
    @Test(arguments: configurations, ParityOrigin.allCases)
    func generatedDocumentsSweep(_ configuration: ParityConfiguration, _ origin: ParityOrigin) {
        let start = ContinuousClock.now
        let seed = configuration.seed
        var seeds = SeededGenerator(seed: seed)
        var tally = ParityTally()
        var index = 0
        var divergences = 0
        while tally.documents < Self.documentsPerConfiguration {
            let family = Self.families[index % Self.families.count]
            let documentSeed = seeds.next()
            index += 1
            var generator = JSONDocumentGenerator(
                style: configuration.style, seed: documentSeed, allowsUnrepresentableNumbers: origin == .jsonData)
            let document = generator.document(for: family.schema)
            if origin != .jsonData && !document.isRepresentableByJSONSerialization { continue }
            let verdict = family.check(document, origin, configuration, documentSeed)
            tally.count(verdict, unrepresentable: !document.isRepresentableByJSONSerialization)
            func report(_ how: String) -> Comment {
                """
                \(family.name) [\(configuration.name), \(origin)] base seed \(SeededGenerator.baseSeed), \
                document seed \(documentSeed): \(how)
                JSON: \(document.text)
                """
            }
            switch verdict {
            case .sameValue, .sameError, .allowed:
                break
            case .divergence(let how):
                divergences += 1
                if divergences <= 10 { Issue.record(report(how)) }
            }
        }
        #expect(divergences == 0, "\(divergences) divergences; the first 10 are recorded above")
        print(
            "DecoderParity \(configuration.name) \(origin): \(tally) in \(ContinuousClock.now - start)")
    }

    // MARK: - Allowances

    /// Allowance 1 is needed: `JSONDecoder` on this toolchain reports a number that does not fit at the empty path
    /// with the parse error's text, while ModelMapper reports it where it is.
    @Test(arguments: [
        (#"{"a":300}"#, "UInt8"), (#"{"a":-1}"#, "UInt"), (#"{"a":1.5}"#, "Int"), (#"{"a":1e39}"#, "Float"),
        (#"{"a":9223372036854775808}"#, "Int64"),
    ])
    func numberThatDoesNotFitIsReportedAtRootByJSONDecoder(_ json: String, _ typeName: String) throws {
        let data = Data(json.utf8)
        let oracle = ParityError(try #require(throws: DecodingError.self) { try decodeSingleField(typeName, data) })
        #expect(oracle.kind == .dataCorrupted)
        #expect(oracle.path.isEmpty)
        #expect(oracle.message == ParityAllowance.notValidJSON)
        let document = try #require(Self.parse(json))
        for origin in ParityOrigin.allCases {
            let ours = ParityError(
                try #require(throws: DecodingError.self) {
                    try decodeSingleFieldWithModelMapper(typeName, json: json, origin: origin)
                })
            #expect(ours.kind == .dataCorrupted)
            #expect(ours.path == [ParityKey(AnyCodingKey(stringValue: "a"))])
            #expect(
                ParityAllowance.matching(oracle: oracle, ours: ours, document: document)
                    == .numberDoesNotFitReportedAtRoot)
        }
    }

    @Test func numberAllowanceIsNarrow() throws {
        let document = try #require(Self.parse(#"{"a":300,"b":"text","c":255}"#))
        let oracle = ParityError(
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ParityAllowance.notValidJSON)))
        func ours(_ key: String, _ message: String) -> ParityError {
            ParityError(
                DecodingError.dataCorrupted(
                    .init(codingPath: [AnyCodingKey(stringValue: key)], debugDescription: message)))
        }
        #expect(
            ParityAllowance.matching(
                oracle: oracle, ours: ours("a", "Parsed JSON number <300> does not fit in UInt8."), document: document)
                == .numberDoesNotFitReportedAtRoot)
        // Not a number at our path.
        #expect(
            ParityAllowance.matching(
                oracle: oracle, ours: ours("b", "Parsed JSON number <300> does not fit in UInt8."), document: document)
                == nil)
        // A number JSONDecoder accepts for that type.
        #expect(
            ParityAllowance.matching(
                oracle: oracle, ours: ours("c", "Parsed JSON number <255> does not fit in UInt8."), document: document)
                == nil)
        // Another kind of data corruption.
        #expect(
            ParityAllowance.matching(
                oracle: oracle, ours: ours("a", "Encountered Data is not valid Base64."), document: document) == nil)
        // JSONDecoder reporting a real path is compared as it is.
        let located = ParityError(
            DecodingError.dataCorrupted(
                .init(codingPath: [AnyCodingKey(stringValue: "a")], debugDescription: ParityAllowance.notValidJSON)))
        #expect(
            ParityAllowance.matching(
                oracle: located, ours: ours("a", "Parsed JSON number <300> does not fit in UInt8."),
                document: document) == nil)
    }

    /// `JSONDecoder` reports an unparsable ISO 8601 date at the path of its container; `.formatted` reports the
    /// value's own path, and so does ModelMapper for both. Foundation's path is the odd one out, so ModelMapper does
    /// not copy it.
    @Test func iso8601ErrorIsReportedAtContainerPathByJSONDecoder() throws {
        let json = #"{"history":["2024-05-01T12:00:00Z","yesterday"]}"#
        let oracleDecoder = JSONDecoder()
        oracleDecoder.dateDecodingStrategy = .iso8601
        let oracle = ParityError(
            try #require(throws: DecodingError.self) {
                try oracleDecoder.decode(DateHistory.self, from: Data(json.utf8))
            })
        #expect(oracle.kind == .dataCorrupted)
        #expect(oracle.path == [ParityKey(AnyCodingKey(stringValue: "history"))])

        var decoder = DictionaryDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let ours = ParityError(
            try #require(throws: DecodingError.self) { try decoder.decode(DateHistory.self, fromJSON: json) })
        #expect(ours.kind == .dataCorrupted)
        #expect(ours.path == [ParityKey(AnyCodingKey(stringValue: "history")), ParityKey(AnyCodingKey(index: 1))])
        let document = try #require(Self.parse(json))
        #expect(
            ParityAllowance.matching(oracle: oracle, ours: ours, document: document) == .iso8601ErrorAtContainerPath)

        // `.formatted` reports the element's own path in both decoders.
        oracleDecoder.dateDecodingStrategy = .formatted(JSONDateStyle.makeFormatter())
        decoder.dateDecodingStrategy = .formatted(JSONDateStyle.makeFormatter())
        let formattedOracle = ParityError(
            try #require(throws: DecodingError.self) {
                try oracleDecoder.decode(DateHistory.self, from: Data(json.utf8))
            })
        let formattedOurs = ParityError(
            try #require(throws: DecodingError.self) { try decoder.decode(DateHistory.self, fromJSON: json) })
        #expect(formattedOracle.matches(formattedOurs))
    }

    @Test func iso8601AllowanceIsNarrow() {
        let iso = "Expected date string to be ISO8601-formatted."
        let document = GeneratedJSON.object([("history", .array([.string("yesterday")]))])
        func error(_ path: [any CodingKey], _ message: String) -> ParityError {
            ParityError(DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: message)))
        }
        let history = AnyCodingKey(stringValue: "history")
        let element = AnyCodingKey(index: 0)
        #expect(
            ParityAllowance.matching(
                oracle: error([history], iso), ours: error([history, element], iso), document: document)
                == .iso8601ErrorAtContainerPath)
        // Not a prefix of our path.
        #expect(
            ParityAllowance.matching(
                oracle: error([AnyCodingKey(stringValue: "other")], iso), ours: error([history, element], iso),
                document: document) == nil)
        // Another message.
        let formatted = "Date string does not match format expected by formatter."
        #expect(
            ParityAllowance.matching(
                oracle: error([history], formatted), ours: error([history, element], formatted), document: document)
                == nil)
    }

    // MARK: - Inherent differences

    /// The third tree origin holds Foundation objects only, as `JSONSerialization` returns them on Apple platforms,
    /// and decodes as the native tree it was built from.
    @Test func foundationObjectTreesHoldOnlyFoundationObjects() throws {
        struct Shape: Decodable, Equatable {
            var name: String
            var on: Bool
            var sizes: [Double]
            var big: UInt64
            var extra: [String: Int?]
        }
        let native: [String: Any] = [
            "name": "n", "on": true, "sizes": [1, 2.5], "big": UInt64.max, "extra": ["a": 1, "b": NSNull()],
        ]
        let tree = foundationObjectTree(native)
        let object = try #require(tree as? NSMutableDictionary)
        #expect(object.allKeys.allSatisfy { $0 is NSString })
        let members = storedMembers(of: object)
        #expect(members["name"] is NSString && members["sizes"] is NSMutableArray)
        #expect(members["big"] is NSNumber && members["extra"] is NSMutableDictionary)
        #expect(members["on"].map { type(of: $0) == type(of: NSNumber(value: true)) } == true)
        let extra = try #require(members["extra"] as? NSDictionary)
        #expect(storedMembers(of: extra)["b"] is NSNull)
        let decoder = DictionaryDecoder()
        #expect(try decoder.decode(Shape.self, from: tree) == decoder.decode(Shape.self, from: native))
        #expect(
            try decoder.decode(Shape.self, from: tree)
                == Shape(name: "n", on: true, sizes: [1, 2.5], big: .max, extra: ["a": 1, "b": nil]))
    }

    /// A `Double` literal that underflows (`1e-400`): `JSONDecoder` rejects it, but `JSONSerialization` already
    /// turns it into `0.0`, so a decoder of its tree (or of `Data` parsed by it) cannot tell. Inherent to the
    /// tree; the generator does not send such literals to `Double` properties.
    @Test func doubleUnderflowBecomesZeroInJSONSerializationTrees() throws {
        let json = #"{"a":1e-400}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ParityField<Double>.self, from: Data(json.utf8))
        }
        let tree = try JSONSerialization.jsonObject(with: Data(json.utf8))
        #expect(try DictionaryDecoder().decode(ParityField<Double>.self, from: tree) == ParityField(a: 0))
        #expect(try DictionaryDecoder().decode(ParityField<Double>.self, fromJSON: json) == ParityField(a: 0))
    }

    /// `-0` into a `Double`: `JSONDecoder` gives `-0.0`; `JSONSerialization` reads the integer `0`, so ours gives
    /// `+0.0`. Equal under `==`, which is what the generated cases compare; only the sign bit differs. Inherent to
    /// the tree.
    @Test func negativeZeroIntegerLosesItsSignInJSONSerializationTrees() throws {
        let json = #"{"a":-0}"#
        let expected = try JSONDecoder().decode(ParityField<Double>.self, from: Data(json.utf8))
        #expect(expected.a.sign == .minus)
        let ours = try DictionaryDecoder().decode(ParityField<Double>.self, fromJSON: json)
        #expect(ours == expected)
        #expect(ours.a.sign == .plus)
        // Spelled as a double, the sign survives JSONSerialization and ModelMapper.
        #expect(try DictionaryDecoder().decode(ParityField<Double>.self, fromJSON: #"{"a":-0.0}"#).a.sign == .minus)
    }

    /// Allowance 2: under `convertFromSnakeCase` ModelMapper tries the exact key first (Docs/Design.md#precedence:
    /// explicit hint > exact key > strategy), so a coding key that already contains an underscore is found;
    /// `JSONDecoder` converts the source key `user_id` to `userId` and misses it. The generated documents use camelCase
    /// coding keys, where this cannot arise.
    @Test func exactKeyIsFoundUnderSnakeCaseWhereJSONDecoderMissesIt() throws {
        let json = #"{"user_id":5}"#
        let oracleDecoder = JSONDecoder()
        oracleDecoder.keyDecodingStrategy = .convertFromSnakeCase
        let oracle = ParityError(
            try #require(throws: DecodingError.self) {
                try oracleDecoder.decode(UnderscoredKey.self, from: Data(json.utf8))
            })
        #expect(oracle.kind == .keyNotFound)
        #expect(oracle.key?.stringValue == "user_id")

        var decoder = DictionaryDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(UnderscoredKey.self, fromJSON: json) == UnderscoredKey(user_id: 5))
        let tree = try JSONSerialization.jsonObject(with: Data(json.utf8))
        #expect(try decoder.decode(UnderscoredKey.self, from: tree) == UnderscoredKey(user_id: 5))
    }

    /// Allowance 3: numbers `JSONSerialization` cannot represent make it throw; `decode(_:from: Data)` then throws
    /// `dataCorrupted` at the empty path, as `JSONDecoder` does. (The generated `jsonData` cases include such
    /// documents too.)
    @Test(arguments: [#"{"a":1e400}"#, #"[1,-1e400]"#, #"{"a":{"b":[1e999]}}"#, "1e400"])
    func unrepresentableNumberThroughData(_ json: String) throws {
        let data = Data(json.utf8)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) }
        let oracle = ParityError(
            try #require(throws: DecodingError.self) { try JSONDecoder().decode(AnyDecodable.self, from: data) })
        let ours = ParityError(
            try #require(throws: DecodingError.self) { try DictionaryDecoder().decode(AnyDecodable.self, from: data) })
        #expect(oracle.kind == .dataCorrupted && oracle.path.isEmpty)
        #expect(oracle.matches(ours), "JSONDecoder: \(oracle); ours: \(ours)")
    }

    // MARK: - Regressions (bugs this suite found in ModelMapper, fixed)

    /// `null` where a `Bool` is required: `JSONDecoder` (swift-foundation on this toolchain) throws
    /// `typeMismatch(Bool)`, unlike every other type, for which it throws `valueNotFound`.
    /// Docs/Design.md#foundation-is-the-spec-of-record asks for the same case, so ModelMapper copies the quirk.
    @Test(arguments: ParityOrigin.allCases)
    func nullForBoolIsTypeMismatchLikeJSONDecoder(_ origin: ParityOrigin) throws {
        for json in [#"{"a":null}"#, "[null]", "null"] {
            let oracle = ParityError(
                try #require(throws: DecodingError.self) { try Self.decodeBool(json, origin: nil) })
            #expect(oracle.kind == .typeMismatch)
            let ours = ParityError(
                try #require(throws: DecodingError.self) { try Self.decodeBool(json, origin: origin) })
            #expect(oracle.matches(ours), "\(json): JSONDecoder threw \(oracle); ours threw \(ours)")
        }
    }

    /// `null` where a `Date`, `Data` or `URL` is required: both throw `valueNotFound` at the same path, but
    /// `JSONDecoder` names the type asked for ("Cannot get value of type Date -- found null value instead"), before
    /// any strategy (custom ones included) reads the value. ModelMapper once named the type its strategy reads.
    @Test(arguments: ParityOrigin.allCases)
    func nullForDateDataOrURLNamesTheTypeLikeJSONDecoder(_ origin: ParityOrigin) throws {
        let json = #"{"a":null}"#
        func check<T: Decodable & Equatable>(
            _ type: T.Type, _ configure: (JSONDecoder, inout DictionaryDecoder) -> Void
        )
            throws
        {
            let oracleDecoder = JSONDecoder()
            var decoder = DictionaryDecoder()
            configure(oracleDecoder, &decoder)
            let oracle = ParityError(
                try #require(throws: DecodingError.self) {
                    try oracleDecoder.decode(ParityField<T>.self, from: Data(json.utf8))
                })
            let ours = ParityError(
                try #require(throws: DecodingError.self) {
                    switch origin {
                    case .foundationTree:
                        _ = try decoder.decode(
                            ParityField<T>.self, from: try JSONSerialization.jsonObject(with: Data(json.utf8)))
                    case .nativeTree, .foundationObjects:
                        _ = try decoder.decode(
                            ParityField<T>.self, from: origin.presenting(["a": NSNull()] as [String: Any]))
                    case .jsonData: _ = try decoder.decode(ParityField<T>.self, from: Data(json.utf8))
                    }
                })
            #expect(oracle.matches(ours))
            #expect(oracle.typeName == ours.typeName, "JSONDecoder threw \(oracle); ours threw \(ours)")
        }
        try check(Date.self) { _, _ in }
        try check(Date.self) {
            $0.dateDecodingStrategy = .iso8601; $1.dateDecodingStrategy = .iso8601
        }
        try check(Data.self) { _, _ in }
        try check(Data.self) {
            $0.dataDecodingStrategy = .deferredToData; $1.dataDecodingStrategy = .deferredToData
        }
        try check(URL.self) { _, _ in }
    }

    /// On Linux `JSONSerialization` returns a literal of more than 15 significant digits as an `NSDecimalNumber`,
    /// and `NSDecimalNumber.doubleValue` is not correctly rounded (`-840307551.7311006` becomes
    /// `-840307551.7311007`). `JSONDecoder` gives the nearest double; ModelMapper parses the decimal's text to do the
    /// same. The same holds for a native `Decimal`.
    @Test(arguments: ParityOrigin.allCases)
    func doubleWithManyDigitsIsCorrectlyRounded(_ origin: ParityOrigin) throws {
        for literal in ["-840307551.7311006", "0.30000000000000004", "-2.0984800147484058e-106"] {
            let json = #"{"a":\#(literal)}"#
            let expected = try JSONDecoder().decode(ParityField<Double>.self, from: Data(json.utf8))
            #expect(expected.a == Double(literal))
            let decoder = DictionaryDecoder()
            let ours: ParityField<Double>
            switch origin {
            case .foundationTree:
                let tree = try JSONSerialization.jsonObject(with: Data(json.utf8))
                ours = try decoder.decode(ParityField<Double>.self, from: tree)
            case .nativeTree, .foundationObjects:
                let decimal = try #require(Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX")))
                let native: [String: Any] = ["a": decimal]
                ours = try decoder.decode(
                    ParityField<Double>.self, from: origin.presenting(native))
            case .jsonData:
                ours = try decoder.decode(ParityField<Double>.self, from: Data(json.utf8))
            }
            #expect(ours == expected, "\(literal): JSONDecoder gave \(expected.a), ours \(ours.a)")
        }
    }

    /// A non-zero number that rounds to zero as a `Float` (`1e-50`): `JSONDecoder` rejects it (`dataCorrupted`, at
    /// the empty path on this toolchain, as for every number that does not fit), and so does ModelMapper, as it does
    /// a `Float` overflow. (A `Double` underflow such as
    /// `1e-400` is different: `JSONSerialization` itself turns it into `0.0`, so no tree-based decoder can tell.)
    @Test(arguments: ParityOrigin.allCases)
    func floatUnderflowIsRejectedLikeJSONDecoder(_ origin: ParityOrigin) throws {
        let json = #"{"a":1e-50}"#
        let oracle = ParityError(
            try #require(throws: DecodingError.self) {
                try JSONDecoder().decode(ParityField<Float>.self, from: Data(json.utf8))
            })
        #expect(oracle.kind == .dataCorrupted)
        #expect(throws: DecodingError.self) {
            try decodeSingleFieldWithModelMapper("Float", json: json, origin: origin)
        }
    }

    // MARK: - Generator

    @Test func generatorIsDeterministic() {
        for family in Self.families {
            var first = JSONDocumentGenerator(style: JSONDocumentStyle(), seed: 42, allowsUnrepresentableNumbers: true)
            var second = JSONDocumentGenerator(style: JSONDocumentStyle(), seed: 42, allowsUnrepresentableNumbers: true)
            #expect(first.document(for: family.schema).text == second.document(for: family.schema).text)
        }
    }

    @Test func snakeCaseKeysConvertBack() {
        for key in ["plainInt", "int8Value", "doubleOptional", "a", "ownerRecord", "elapsedSeconds"] {
            let snake = JSONKeyStyle.snakeCase(key)
            #expect(KeyIndex.camelCase(fromSeparated: snake, separator: "_") == key)
        }
    }

    // MARK: - Helpers

    /// Decodes `Bool` from a document whose only value is `null`: with JSONDecoder when `origin` is `nil`.
    static func decodeBool(_ json: String, origin: ParityOrigin?) throws {
        let data = Data(json.utf8)
        let decoder = DictionaryDecoder()
        func decode<T: Decodable>(_ type: T.Type) throws {
            switch origin {
            case nil: _ = try JSONDecoder().decode(type, from: data)
            case .foundationTree:
                let tree = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                _ = try decoder.decode(type, from: tree)
            case .jsonData: _ = try decoder.decode(type, from: data)
            case .some(let origin):
                var random = SeededGenerator(seed: 7)
                let native = try #require(parse(json)).nativeTree(using: &random)
                _ = try decoder.decode(type, from: origin.presenting(native))
            }
        }
        switch json.first {
        case "{": try decode(ParityField<Bool>.self)
        case "[": try decode([Bool].self)
        default: try decode(Bool.self)
        }
    }

    static func parse(_ json: String) -> GeneratedJSON? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        else { return nil }
        return GeneratedJSON(foundation: object)
    }
}

/// A summary of one generated test case.
struct ParityTally: CustomStringConvertible {
    private(set) var documents = 0
    private(set) var sameValue = 0
    private(set) var sameError = 0
    private(set) var unrepresentable = 0
    private(set) var allowances: [ParityAllowance: Int] = [:]

    mutating func count(_ verdict: ParityVerdict, unrepresentable isUnrepresentable: Bool) {
        documents += 1
        if isUnrepresentable { unrepresentable += 1 }
        switch verdict {
        case .sameValue: sameValue += 1
        case .sameError: sameError += 1
        case .allowed(let allowance): allowances[allowance, default: 0] += 1
        case .divergence: break
        }
    }

    var description: String {
        let allowed = ParityAllowance.allCases.map { "\($0.rawValue) \(allowances[$0] ?? 0)" }
        return "\(documents) documents (\(unrepresentable) with numbers JSONSerialization rejects): "
            + "\(sameValue) same value, \(sameError) same error, "
            + allowed.joined(separator: ", ")
    }
}

extension GeneratedJSON {
    /// A `JSONSerialization` tree as a JSON value (for hand-written documents in tests).
    init?(foundation object: Any) {
        if object is NSNull {
            self = .null
        } else if let number = object as? NSNumber {
            if type(of: number) == TreeValue.booleanNumberClass {
                self = .bool(number.boolValue)
            } else {
                self = .number(JSONNumber(number.stringValue))
            }
        } else if let string = object as? String {
            self = .string(string)
        } else if let array = object as? [Any] {
            var elements: [GeneratedJSON] = []
            for element in array {
                guard let value = GeneratedJSON(foundation: element) else { return nil }
                elements.append(value)
            }
            self = .array(elements)
        } else if let dictionary = object as? [String: Any] {
            var members: [(key: String, value: GeneratedJSON)] = []
            for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                guard let value = GeneratedJSON(foundation: value) else { return nil }
                members.append((key, value))
            }
            self = .object(members)
        } else {
            return nil
        }
    }
}

/// Decodes `{"a": <number>}` into a one-field struct of the named type with `JSONDecoder`.
private func decodeSingleField(_ typeName: String, _ data: Data) throws {
    let decoder = JSONDecoder()
    switch typeName {
    case "UInt8": _ = try decoder.decode(ParityField<UInt8>.self, from: data)
    case "UInt": _ = try decoder.decode(ParityField<UInt>.self, from: data)
    case "Int": _ = try decoder.decode(ParityField<Int>.self, from: data)
    case "Int64": _ = try decoder.decode(ParityField<Int64>.self, from: data)
    case "Float": _ = try decoder.decode(ParityField<Float>.self, from: data)
    default: Issue.record("No single-field type for \(typeName)")
    }
}

/// The same with ModelMapper, from one origin.
private func decodeSingleFieldWithModelMapper(_ typeName: String, json: String, origin: ParityOrigin) throws {
    func decode<T: Decodable>(_ type: T.Type) throws {
        let decoder = DictionaryDecoder()
        switch origin {
        case .foundationTree:
            _ = try decoder.decode(type, from: try JSONSerialization.jsonObject(with: Data(json.utf8)))
        case .nativeTree, .foundationObjects:
            var random = SeededGenerator(seed: 1)
            guard let document = DecoderParityTests.parse(json) else { return }
            let native = document.nativeTree(using: &random)
            _ = try decoder.decode(type, from: origin.presenting(native))
        case .jsonData:
            _ = try decoder.decode(type, from: Data(json.utf8))
        }
    }
    switch typeName {
    case "UInt8": try decode(ParityField<UInt8>.self)
    case "UInt": try decode(ParityField<UInt>.self)
    case "Int": try decode(ParityField<Int>.self)
    case "Int64": try decode(ParityField<Int64>.self)
    case "Float": try decode(ParityField<Float>.self)
    default: Issue.record("No single-field type for \(typeName)")
    }
}

// MARK: - Test Types

struct ParityField<Value: Decodable & Equatable>: Decodable, Equatable {
    let a: Value
}

/// Decodes any JSON value and keeps nothing, to reach the parser.
struct AnyDecodable: Decodable, Equatable {
    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(AnyDecodable.self) }
        } else if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            for key in object.allKeys { _ = try object.decode(AnyDecodable.self, forKey: key) }
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() || (try? value.decode(Bool.self)) != nil || (try? value.decode(String.self)) != nil {
                return
            }
            _ = try value.decode(Double.self)
        }
    }
}

struct DateHistory: Decodable, Equatable {
    let history: [Date]
}

struct UnderscoredKey: Decodable, Equatable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let user_id: Int
}

enum Color: String, Decodable, Equatable {
    case red, green
    case blueSky = "blue_sky"

    static let schema = JSONSchema.stringEnum(["red", "green", "blue_sky"])
}

enum Level: Int, Decodable, Equatable {
    case low = 1
    case middle = 5
    case high = 10
}

/// Every scalar width.
struct Scalars: ParityModel {
    let plainInt: Int
    let tinyInt: Int8
    let smallInt: Int16
    let mediumInt: Int32
    let largeInt: Int64
    let plainUnsigned: UInt
    let byteValue: UInt8
    let shortUnsigned: UInt16
    let wideUnsigned: UInt32
    let largeUnsigned: UInt64
    let singlePrecision: Float
    let doublePrecision: Double
    let isEnabled: Bool
    let displayName: String

    static let schema = JSONSchema.object([
        JSONField("plainInt", .integer(.int)), JSONField("tinyInt", .integer(.int8)),
        JSONField("smallInt", .integer(.int16)), JSONField("mediumInt", .integer(.int32)),
        JSONField("largeInt", .integer(.int64)), JSONField("plainUnsigned", .integer(.uint)),
        JSONField("byteValue", .integer(.uint8)), JSONField("shortUnsigned", .integer(.uint16)),
        JSONField("wideUnsigned", .integer(.uint32)), JSONField("largeUnsigned", .integer(.uint64)),
        JSONField("singlePrecision", .float()), JSONField("doublePrecision", .double()),
        JSONField("isEnabled", .bool), JSONField("displayName", .string),
    ])
}

struct Inner: Decodable, Equatable {
    let identifier: Int32
    let score: Double
    let label: String?
    let level: Level

    static let schema = JSONSchema.object([
        JSONField("identifier", .integer(.int32)), JSONField("score", .double()),
        JSONField("label", .optional(.string)), JSONField("level", .intEnum([1, 5, 10])),
    ])
}

/// Optionals, double optionals, optional elements and values.
struct Optionals: ParityModel {
    let maybeInt: Int?
    let maybeText: String?
    let maybeInner: Inner?
    let doubleOptional: Int??
    let maybeFlags: [Bool]?
    let maybeRatio: Float?
    let maybeByte: UInt8?
    let sparseValues: [Int16?]
    let scoresByName: [String: Double?]

    static let schema = JSONSchema.object([
        JSONField("maybeInt", .optional(.integer(.int))), JSONField("maybeText", .optional(.string)),
        JSONField("maybeInner", .optional(Inner.schema)),
        JSONField("doubleOptional", .optional(.optional(.integer(.int)))),
        JSONField("maybeFlags", .optional(.array(.bool))), JSONField("maybeRatio", .optional(.float())),
        JSONField("maybeByte", .optional(.integer(.uint8))),
        JSONField("sparseValues", .array(.optional(.integer(.int16)))),
        JSONField("scoresByName", .stringKeyedDictionary(.optional(.double()))),
    ])
}

/// Nested structs, arrays of structs, arrays of arrays, dictionaries keyed by strings and by integers, enums.
struct Nested: ParityModel {
    let title: String
    let inner: Inner
    let innerList: [Inner]
    let matrix: [[Int8]]
    let innerByName: [String: Inner]
    let countsById: [Int: UInt16]
    let tagsByGroup: [String: [String]]
    let colorList: [Color]

    static let schema = JSONSchema.object([
        JSONField("title", .string), JSONField("inner", Inner.schema), JSONField("innerList", .array(Inner.schema)),
        JSONField("matrix", .array(.array(.integer(.int8)))),
        JSONField("innerByName", .stringKeyedDictionary(Inner.schema)),
        JSONField("countsById", .intKeyedDictionary(.integer(.uint16))),
        JSONField("tagsByGroup", .stringKeyedDictionary(.array(.string))),
        JSONField("colorList", .array(Color.schema)),
    ])
}

/// Dates, data, URLs, decimals under every strategy.
struct Temporal: ParityModel {
    let createdAt: Date
    let updatedAt: Date?
    let payload: Data
    let attachments: [Data]
    let homePage: URL
    let amount: Decimal
    let favoriteColor: Color
    let history: [Date]
    let datesByName: [String: Date]

    static let schema = JSONSchema.object([
        JSONField("createdAt", .date), JSONField("updatedAt", .optional(.date)), JSONField("payload", .data),
        JSONField("attachments", .array(.data)), JSONField("homePage", .url), JSONField("amount", .decimal),
        JSONField("favoriteColor", Color.schema), JSONField("history", .array(.date)),
        JSONField("datesByName", .stringKeyedDictionary(.date)),
    ])
}

/// Floating-point values that may be non-conforming; `==` treats NaN as equal to itself.
struct NonConforming: ParityModel {
    let ratio: Double
    let smallRatio: Float
    let samples: [Double]
    let limit: Float?
    let floatsByName: [String: Float]

    static let schema = JSONSchema.object([
        JSONField("ratio", .double(allowsNaN: true)), JSONField("smallRatio", .float(allowsNaN: true)),
        JSONField("samples", .array(.double(allowsNaN: true))), JSONField("limit", .optional(.float(allowsNaN: true))),
        JSONField("floatsByName", .stringKeyedDictionary(.float(allowsNaN: true))),
    ])

    static func == (lhs: NonConforming, rhs: NonConforming) -> Bool {
        func same<F: BinaryFloatingPoint>(_ lhs: F, _ rhs: F) -> Bool { lhs == rhs || (lhs.isNaN && rhs.isNaN) }
        func same<F: BinaryFloatingPoint>(_ lhs: F?, _ rhs: F?) -> Bool {
            switch (lhs, rhs) {
            case (nil, nil): true
            case (let lhs?, let rhs?): same(lhs, rhs)
            default: false
            }
        }
        return same(lhs.ratio, rhs.ratio) && same(lhs.smallRatio, rhs.smallRatio)
            && lhs.samples.count == rhs.samples.count && zip(lhs.samples, rhs.samples).allSatisfy(same)
            && same(lhs.limit, rhs.limit) && Set(lhs.floatsByName.keys) == Set(rhs.floatsByName.keys)
            && lhs.floatsByName.allSatisfy { same($0.value, rhs.floatsByName[$0.key]) }
    }
}

/// A base class decoded through `superDecoder()`.
class ParityAnimal: Decodable, Equatable {
    let name: String
    let legs: UInt8

    private enum CodingKeys: String, CodingKey {
        case name, legs
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        legs = try container.decode(UInt8.self, forKey: .legs)
    }

    func isEqual(to other: ParityAnimal) -> Bool { name == other.name && legs == other.legs }

    static func == (lhs: ParityAnimal, rhs: ParityAnimal) -> Bool { lhs.isEqual(to: rhs) }

    static let animalSchema = JSONSchema.object([JSONField("name", .string), JSONField("legs", .integer(.uint8))])
}

/// A subclass: its own keys, its superclass through `superDecoder()` (key `super`), and an owner through
/// `superDecoder(forKey:)`.
final class ParityDog: ParityAnimal, ParityModel {
    let breed: String
    let isGoodBoy: Bool
    let owner: Owner

    private enum CodingKeys: String, CodingKey {
        case breed, isGoodBoy, ownerRecord
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        breed = try container.decode(String.self, forKey: .breed)
        isGoodBoy = try container.decode(Bool.self, forKey: .isGoodBoy)
        owner = try Owner(from: container.superDecoder(forKey: .ownerRecord))
        try super.init(from: container.superDecoder())
    }

    override func isEqual(to other: ParityAnimal) -> Bool {
        guard let other = other as? ParityDog else { return false }
        return super.isEqual(to: other) && breed == other.breed && isGoodBoy == other.isGoodBoy
            && owner == other.owner
    }

    static var schema: JSONSchema {
        .object([
            JSONField("breed", .string), JSONField("isGoodBoy", .bool), JSONField("ownerRecord", Owner.schema),
            JSONField("super", ParityAnimal.animalSchema),
        ])
    }
}

struct Owner: Decodable, Equatable {
    let fullName: String
    let age: UInt8?

    static let schema = JSONSchema.object([
        JSONField("fullName", .string), JSONField("age", .optional(.integer(.uint8))),
    ])
}

/// A custom `init(from:)` with nested keyed and unkeyed containers, a fixed-length pair, and a `userInfo` scale.
struct Track: ParityModel {
    struct Waypoint: Equatable {
        let name: String
        let elapsedSeconds: UInt32
    }

    let title: String
    let latitude: Double
    let longitude: Double
    let altitude: Int32?
    let waypoints: [Waypoint]
    let bounds: [Int16]
    let scaledDistance: Int

    private enum CodingKeys: String, CodingKey {
        case title, position, waypointList, bounds, distanceValue
    }

    private enum PositionKeys: String, CodingKey {
        case latitude, longitude, altitude
    }

    private enum WaypointKeys: String, CodingKey {
        case name, elapsedSeconds
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        let position = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        latitude = try position.decode(Double.self, forKey: .latitude)
        longitude = try position.decode(Double.self, forKey: .longitude)
        altitude = try position.decodeIfPresent(Int32.self, forKey: .altitude)
        var list = try container.nestedUnkeyedContainer(forKey: .waypointList)
        var waypoints: [Waypoint] = []
        while !list.isAtEnd {
            let waypoint = try list.nestedContainer(keyedBy: WaypointKeys.self)
            waypoints.append(
                Waypoint(
                    name: try waypoint.decode(String.self, forKey: .name),
                    elapsedSeconds: try waypoint.decode(UInt32.self, forKey: .elapsedSeconds)))
        }
        self.waypoints = waypoints
        var pair = try container.nestedUnkeyedContainer(forKey: .bounds)
        bounds = [try pair.decode(Int16.self), try pair.decode(Int16.self)]
        let scale = decoder.userInfo[.parityScale] as? Int ?? 1
        scaledDistance = try Int(container.decode(Int32.self, forKey: .distanceValue)) * scale
    }

    static let schema = JSONSchema.object([
        JSONField("title", .string),
        JSONField(
            "position",
            .object([
                JSONField("latitude", .double()), JSONField("longitude", .double()),
                JSONField("altitude", .optional(.integer(.int32))),
            ])),
        JSONField(
            "waypointList",
            .array(.object([JSONField("name", .string), JSONField("elapsedSeconds", .integer(.uint32))]))),
        JSONField("bounds", .tuple([.integer(.int16), .integer(.int16)])),
        JSONField("distanceValue", .integer(.int32)),
    ])
}

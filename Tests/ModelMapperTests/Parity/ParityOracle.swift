import Foundation
import Testing

@testable import ModelMapper

// MARK: - Configurations

/// One setting of every decoding option, applied alike to `JSONDecoder` (the oracle) and to ``DictionaryDecoder``.
struct ParityConfiguration: Sendable, CustomTestStringConvertible {
    let name: String
    var style = JSONDocumentStyle()
    /// The scale the custom `init(from:)` of ``Track`` reads from `userInfo`, when set.
    var userInfoScale: Int?

    var testDescription: String { name }

    /// A seed for this configuration, independent of its position in the list.
    var seed: UInt64 {
        let label = name.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        return SeededGenerator(seed: SeededGenerator.baseSeed).derived(label)
    }

    func makeJSONDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        if style.keys == .snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        switch style.dates {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted: decoder.dateDecodingStrategy = .formatted(JSONDateStyle.makeFormatter())
        case .custom: decoder.dateDecodingStrategy = .custom(JSONDateStyle.decodeCustom)
        }
        switch style.data {
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .base64: decoder.dataDecodingStrategy = .base64
        case .custom: decoder.dataDecodingStrategy = .custom(JSONDataStyle.decodeCustom)
        }
        if let strings = style.nonConformingStrings {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: strings.positiveInfinity, negativeInfinity: strings.negativeInfinity,
                nan: strings.nan)
        }
        if let userInfoScale { decoder.userInfo = [.parityScale: userInfoScale] }
        return decoder
    }

    func makeDictionaryDecoder() -> DictionaryDecoder {
        var decoder = DictionaryDecoder()
        if style.keys == .snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        switch style.dates {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted: decoder.dateDecodingStrategy = .formatted(JSONDateStyle.makeFormatter())
        case .custom: decoder.dateDecodingStrategy = .custom(JSONDateStyle.decodeCustom)
        }
        switch style.data {
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .base64: decoder.dataDecodingStrategy = .base64
        case .custom: decoder.dataDecodingStrategy = .custom(JSONDataStyle.decodeCustom)
        }
        if let strings = style.nonConformingStrings {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: strings.positiveInfinity, negativeInfinity: strings.negativeInfinity,
                nan: strings.nan)
        }
        if let userInfoScale { decoder.userInfo = [.parityScale: userInfoScale] }
        return decoder
    }
}

extension CodingUserInfoKey {
    /// The `userInfo` key ``Track`` reads its scale from.
    static let parityScale = CodingUserInfoKey(rawValue: "parityScale")!
}

/// Where ``DictionaryDecoder`` reads a document from.
enum ParityOrigin: String, Sendable, CaseIterable, CustomTestStringConvertible {
    /// `JSONSerialization.jsonObject(with:options: .fragmentsAllowed)` output, through `decode(_:from: Any)`.
    case foundationTree
    /// A native Swift tree of the same shape, through `decode(_:from: Any)`.
    case nativeTree
    /// The native tree built from Foundation objects only, as `JSONSerialization` returns it on Apple platforms
    /// (``foundationObjectTree(_:depth:)``), through `decode(_:from: Any)`.
    case foundationObjects
    /// The JSON text, through `decode(_:from: Data)`. The only origin that also sees numbers `JSONSerialization`
    /// rejects (`1e400`).
    case jsonData

    var testDescription: String { rawValue }

    /// A native tree as a tree-based origin presents it: as it is, or built from Foundation objects.
    func presenting(_ native: Any) -> Any { self == .foundationObjects ? foundationObjectTree(native) : native }
}

// MARK: - Outcomes

/// A coding key reduced to what the comparison looks at.
struct ParityKey: Equatable, CustomStringConvertible {
    let stringValue: String
    let intValue: Int?

    init(_ key: any CodingKey) {
        stringValue = key.stringValue
        intValue = key.intValue
    }

    var description: String { intValue.map { "\(stringValue)#\($0)" } ?? stringValue }
}

/// A thrown error reduced to its `DecodingError` case, the key of `keyNotFound`, and the coding path.
struct ParityError: CustomStringConvertible {
    enum Case: String {
        case typeMismatch, valueNotFound, keyNotFound, dataCorrupted, notADecodingError
    }

    let kind: Case
    /// The type of `typeMismatch` and `valueNotFound`.
    let type: Any.Type?
    let key: ParityKey?
    let codingPath: [any CodingKey]
    let message: String

    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            (kind, type, key, codingPath, message) = (.notADecodingError, nil, nil, [], "\(error)")
            return
        }
        switch error {
        case .typeMismatch(let type, let context):
            (kind, self.type, key, codingPath, message) = (
                .typeMismatch, type, nil, context.codingPath, context.debugDescription
            )
        case .valueNotFound(let type, let context):
            (kind, self.type, key, codingPath, message) = (
                .valueNotFound, type, nil, context.codingPath, context.debugDescription
            )
        case .keyNotFound(let key, let context):
            (kind, type, self.key, codingPath, message) = (
                .keyNotFound, nil, ParityKey(key), context.codingPath, context.debugDescription
            )
        case .dataCorrupted(let context):
            (kind, type, key, codingPath, message) = (
                .dataCorrupted, nil, nil, context.codingPath, context.debugDescription
            )
        @unknown default:
            (kind, type, key, codingPath, message) = (.notADecodingError, nil, nil, [], "\(error)")
        }
    }

    var path: [ParityKey] { codingPath.map(ParityKey.init) }

    /// The same `DecodingError` case (and missing key) at the same coding path: the parity criterion of
    /// Docs/Design.md#foundation-is-the-spec-of-record.
    func matches(_ other: ParityError) -> Bool {
        kind != .notADecodingError && kind == other.kind && key == other.key && path == other.path
    }

    /// The type named by `typeMismatch` and `valueNotFound`, compared as well by the generated cases
    /// (Docs/Design.md#errors asks for Foundation's wording, which names it).
    var typeName: String? { type.map { "\($0)" } }

    var description: String {
        let typeText = type.map { "(\($0))" } ?? ""
        let keyText = key.map { " key \($0)" } ?? ""
        return "\(kind)\(typeText)\(keyText) at \(path) — \(message)"
    }
}

// MARK: - Allowances

/// The known, intended differences from `JSONDecoder`, each matched as narrowly as it can be. Anything not matched
/// here is a divergence.
enum ParityAllowance: String, CaseIterable {
    /// On this toolchain `JSONDecoder` reports a number that does not fit its type (300 into `UInt8`, 1.5 into `Int`,
    /// 1e39 into `Float`, 2^63 into `Int64`) as `dataCorrupted` at the *empty* path with the text of a parse error;
    /// ModelMapper reports `dataCorrupted` at the real path. Allowed when ours names a number and a type, the value at
    /// our path in the document is a number, and `JSONDecoder` itself rejects that number for that type.
    case numberDoesNotFitReportedAtRoot
    /// Under `.iso8601`, `JSONDecoder` reports an unparsable date string at the path its decoder stands at rather
    /// than the value's: the *container* holding it (`["history"]` for `history[1]`, `[]` for a top-level struct's
    /// member), and for a `[String: Date]` member of a struct the struct's path. `.formatted` and every other
    /// `dataCorrupted` use the value's own path; ModelMapper uses the value's path throughout (a Foundation bug it
    /// does not copy). Allowed when both say the date is not ISO 8601 and JSONDecoder's path is a proper prefix of
    /// ours.
    case iso8601ErrorAtContainerPath

    static let notValidJSON = "The given data was not valid JSON."

    /// The allowance covering two different errors for the same document, if one does.
    static func matching(oracle: ParityError, ours: ParityError, document: GeneratedJSON) -> ParityAllowance? {
        if oracle.kind == .dataCorrupted, oracle.codingPath.isEmpty, oracle.message == notValidJSON,
            ours.kind == .dataCorrupted, let (number, typeName) = numberAndType(inOurMessage: ours.message),
            let value = document.value(at: ours.codingPath), value.isNumber,
            value.text == number
                || Double(value.text) == Double(number),
            jsonDecoderRejects(number: value.text, as: typeName)
        {
            return .numberDoesNotFitReportedAtRoot
        }
        let iso8601Message = "Expected date string to be ISO8601-formatted."
        if oracle.kind == .dataCorrupted, ours.kind == .dataCorrupted, oracle.message == iso8601Message,
            ours.message.hasPrefix(iso8601Message), oracle.path.count < ours.path.count,
            oracle.path == Array(ours.path.prefix(oracle.path.count))
        {
            return .iso8601ErrorAtContainerPath
        }
        return nil
    }

    /// `("300", "UInt8")` from our `Parsed JSON number <300> does not fit in UInt8.`
    static func numberAndType(inOurMessage message: String) -> (String, String)? {
        guard let open = message.range(of: "Parsed JSON number <"),
            let close = message.range(of: "> does not fit in ", range: open.upperBound..<message.endIndex),
            let end = message.range(of: ".", range: close.upperBound..<message.endIndex)
        else { return nil }
        return (String(message[open.upperBound..<close.lowerBound]), String(message[close.upperBound..<end.lowerBound]))
    }

    /// Whether `JSONDecoder` rejects the number text as a top-level value of the named type.
    static func jsonDecoderRejects(number: String, as typeName: String) -> Bool {
        let decoder = JSONDecoder()
        let data = Data(number.utf8)
        func rejects<T: Decodable>(_ type: T.Type) -> Bool { (try? decoder.decode(type, from: data)) == nil }
        switch typeName {
        case "Int": return rejects(Int.self)
        case "Int8": return rejects(Int8.self)
        case "Int16": return rejects(Int16.self)
        case "Int32": return rejects(Int32.self)
        case "Int64": return rejects(Int64.self)
        case "UInt": return rejects(UInt.self)
        case "UInt8": return rejects(UInt8.self)
        case "UInt16": return rejects(UInt16.self)
        case "UInt32": return rejects(UInt32.self)
        case "UInt64": return rejects(UInt64.self)
        case "Float": return rejects(Float.self)
        case "Double": return rejects(Double.self)
        case "Decimal": return rejects(Decimal.self)
        default: return false
        }
    }
}

// MARK: - Verdicts

/// The result of decoding one document both ways.
enum ParityVerdict {
    case sameValue
    case sameError
    case allowed(ParityAllowance)
    /// The decoders disagree; the text says how.
    case divergence(String)

    /// Compares `JSONDecoder`'s outcome with ours.
    static func judge<T: Equatable>(
        oracle: Result<T, any Error>, ours: Result<T, any Error>, document: GeneratedJSON
    ) -> ParityVerdict {
        switch (oracle, ours) {
        case (.success(let expected), .success(let actual)):
            return expected == actual ? .sameValue : .divergence("JSONDecoder gave \(expected), ours \(actual)")
        case (.failure(let expected), .failure(let actual)):
            let expected = ParityError(expected)
            let actual = ParityError(actual)
            if expected.matches(actual) {
                if expected.typeName == actual.typeName { return .sameError }
                return .divergence(
                    "same case and path, another type: JSONDecoder threw \(expected); ours threw \(actual)")
            }
            if let allowance = ParityAllowance.matching(oracle: expected, ours: actual, document: document) {
                return .allowed(allowance)
            }
            return .divergence("JSONDecoder threw \(expected); ours threw \(actual)")
        case (.success(let expected), .failure(let actual)):
            return .divergence("JSONDecoder gave \(expected); ours threw \(ParityError(actual))")
        case (.failure(let expected), .success(let actual)):
            return .divergence("JSONDecoder threw \(ParityError(expected)); ours gave \(actual)")
        }
    }
}

// MARK: - Model families

/// A model type with the schema its documents are generated from.
protocol ParityModel: Decodable, Equatable, SendableMetatype {
    static var schema: JSONSchema { get }
}

/// A model type, type-erased: decodes a document with `JSONDecoder` and with ``DictionaryDecoder`` from one origin.
struct ParityFamily: Sendable {
    let name: String
    let schema: JSONSchema
    let check:
        @Sendable (
            _ document: GeneratedJSON, _ origin: ParityOrigin, _ configuration: ParityConfiguration, _ seed: UInt64
        )
            -> ParityVerdict

    static func of<T: ParityModel>(_ type: T.Type) -> ParityFamily { of(type, schema: T.schema) }

    static func of<T: Decodable & Equatable & SendableMetatype>(_ type: T.Type, schema: JSONSchema) -> ParityFamily {
        ParityFamily(name: "\(T.self)", schema: schema) { document, origin, configuration, seed in
            let text = document.data
            let oracle = Result<T, any Error> { try configuration.makeJSONDecoder().decode(T.self, from: text) }
            let decoder = configuration.makeDictionaryDecoder()
            let ours: Result<T, any Error>
            switch origin {
            case .foundationTree:
                let tree: Any
                do {
                    tree = try JSONSerialization.jsonObject(with: text, options: .fragmentsAllowed)
                } catch {
                    return .divergence("JSONSerialization rejected a representable document: \(error)")
                }
                ours = Result { try decoder.decode(T.self, from: tree) }
            case .nativeTree, .foundationObjects:
                var random = SeededGenerator(seed: seed)
                let native = document.nativeTree(using: &random)
                let tree = origin.presenting(native)
                ours = Result { try decoder.decode(T.self, from: tree) }
            case .jsonData:
                ours = Result { try decoder.decode(T.self, from: text) }
            }
            return ParityVerdict.judge(oracle: oracle, ours: ours, document: document)
        }
    }
}

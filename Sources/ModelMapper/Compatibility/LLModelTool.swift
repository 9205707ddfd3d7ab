import Foundation

/// The LLModelTool call shapes, built on ModelMapper's engine: code written against LLModelTool compiles unchanged.
///
/// Decoding reads through a legacy-format hint dictionary and throws a `DecodingError` naming both paths; reflection
/// never throws, writing a marker or returning nothing where ``DictionaryReflector`` would throw, as
/// <doc:MigratingFromLLModelTool> lists. New code should use ``DictionaryDecoder``, ``HintTree`` and the reflector.
///
/// ```swift
/// var lenient = DictionaryDecoder()
/// lenient.coercions = [.booleans, .numbersFromStrings]  // legacy payloads send "26" for an Int, 1 for a Bool
/// let department = try LLModelTool.decode(Department.self, resDic: payload, hintDic: [
///     "name": "NAME", "members": "MEMBERS",
///     "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
/// ], decoder: lenient)
/// ```
public enum LLModelTool {
    /// Decodes a model from a dictionary, reading it through a legacy hint dictionary, as
    /// ``decode(_:resDic:hintDic:decoder:)`` does with a default decoder.
    public static func decode<T: Decodable>(_ type: T.Type, resDic: [String: Any], hintDic: [String: Any]?) throws
        -> T
    {
        try decode(type, resDic: resDic, hintDic: hintDic, decoder: DictionaryDecoder())
    }

    /// Decodes a model from a dictionary with a configured decoder (a default one is as strict as `JSONDecoder`),
    /// reading it through hints in the format of ``HintTree/init(legacy:)``, `nil` or empty for none.
    ///
    /// - Throws: ``ModelMapperError`` when the hints are malformed; `DecodingError` when the dictionary does not fit
    ///   the model, naming the model path and the source path.
    public static func decode<T: Decodable>(
        _ type: T.Type,
        resDic: [String: Any],
        hintDic: [String: Any]? = nil,
        decoder: DictionaryDecoder = DictionaryDecoder()
    ) throws -> T {
        try decoder.decode(type, from: resDic, hints: hints(hintDic))
    }

    /// Decodes a model from JSON data, reading the parsed objects through a legacy hint dictionary, as
    /// ``decode(_:jsonData:hintDic:decoder:)`` does with a default decoder.
    public static func decode<T: Decodable>(_ type: T.Type, jsonData: Data, hintDic: [String: Any]?) throws -> T {
        try decode(type, jsonData: jsonData, hintDic: hintDic, decoder: DictionaryDecoder())
    }

    /// Decodes a model from JSON data with a configured decoder, reading the parsed objects through a legacy hint
    /// dictionary.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the data is not valid JSON; otherwise as
    ///   ``decode(_:resDic:hintDic:decoder:)``.
    public static func decode<T: Decodable>(
        _ type: T.Type,
        jsonData: Data,
        hintDic: [String: Any]? = nil,
        decoder: DictionaryDecoder = DictionaryDecoder()
    ) throws -> T {
        try decoder.decode(type, from: jsonData, hints: hints(hintDic))
    }

    /// Reflects a model into a dictionary, deeply and as valid JSON, with dates as ISO 8601 strings. Never throws:
    /// a cycle, a non-finite number or an unsupported value leaves a marker. For an error instead, call
    /// ``DictionaryReflector/reflectToDictionary(_:hints:)``.
    ///
    /// - Returns: A `[String: Any]` that `JSONSerialization` accepts; `[:]` when the value is not an object, is nested
    ///   deeper than 256 levels, or has two dictionary keys that become the same string.
    public static func reflectToDict<T>(model: T) -> [String: Any] {
        (try? legacyReflector.reflectToDictionary(model)) ?? [:]
    }

    /// Serialises a model, a dictionary, an array or a scalar to JSON data, reflecting it first as
    /// ``reflectToDict(model:)`` does. Never throws. For an error instead of a marker or `nil`, call
    /// ``DictionaryReflector/reflectToJSONData(_:hints:options:)``.
    ///
    /// - Returns: UTF-8 JSON text (a top-level scalar is written as a JSON fragment); `nil` when the value holds a
    ///   NaN or an infinity, is nested deeper than 256 levels or has two dictionary keys that become the same string.
    public static func getJsonData(param: Any) -> Data? {
        try? jsonDataReflector.reflectToJSONData(param)
    }

    /// The reflector behind ``getJsonData(param:)``: a non-finite number, which JSON cannot carry, gives `nil`.
    static let jsonDataReflector: DictionaryReflector = {
        var reflector = legacyReflector
        reflector.nonConformingFloatEncodingStrategy = .throw
        return reflector
    }()

    /// The reflector behind ``reflectToDict(model:)``: options under which only depth and colliding keys can fail,
    /// and dates and decimals written as LLModelTool wrote them.
    static let legacyReflector: DictionaryReflector = {
        var reflector = DictionaryReflector()
        reflector.dateEncodingStrategy = .iso8601
        reflector.decimalStrategy = .double
        reflector.cycleStrategy = .reference
        reflector.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        reflector.unsupportedValueStrategy = .describe
        reflector.closureStrategy = .omit
        return reflector
    }()

    private static func hints(_ legacy: [String: Any]?) throws -> HintTree {
        guard let legacy, !legacy.isEmpty else { return .empty }
        return try HintTree(legacy: legacy)
    }
}

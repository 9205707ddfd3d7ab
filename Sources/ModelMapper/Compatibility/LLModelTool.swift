import Foundation

/// The legacy LLModelTool call shapes, built on ModelMapper's engine.
///
/// Existing call sites keep compiling with one change: the calls throw real errors instead of returning `nil`
/// and printing a message. Decoding reads the dictionary directly (no JSON round trip) through the hint
/// dictionary, which is accepted in the legacy format as it is; reflection is deep and always yields valid JSON.
///
/// ```swift
/// let department = try LLModelTool.decode(Department.self, resDic: payload, hintDic: [
///     "name": "NAME", "members": "MEMBERS",
///     "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
/// ])
/// ```
///
/// New code should use ``DictionaryDecoder`` and ``HintTree`` directly: they add typed hints, key strategies and
/// the other decoding options.
public enum LLModelTool {
    /// Decodes a model from a dictionary, reading it through a legacy hint dictionary.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - resDic: The source dictionary.
    ///   - hintDic: The hints, in the legacy format (see ``HintTree/init(legacy:)``); `nil` or empty for none.
    /// - Returns: The decoded model.
    /// - Throws: ``ModelMapperError`` when the hints are malformed; `DecodingError` when the dictionary does not fit
    ///   the model, naming the model path and the source path.
    public static func decode<T: Decodable>(_ type: T.Type, resDic: [String: Any], hintDic: [String: Any]? = nil)
        throws -> T
    {
        try DictionaryDecoder().decode(type, from: resDic, hints: hints(hintDic))
    }

    /// Decodes a model from JSON data, reading the parsed objects through a legacy hint dictionary.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - jsonData: JSON text.
    ///   - hintDic: The hints, in the legacy format; `nil` or empty for none.
    /// - Returns: The decoded model.
    /// - Throws: `DecodingError.dataCorrupted` when the data is not valid JSON; otherwise as
    ///   ``decode(_:resDic:hintDic:)``.
    public static func decode<T: Decodable>(_ type: T.Type, jsonData: Data, hintDic: [String: Any]? = nil) throws -> T {
        try DictionaryDecoder().decode(type, from: jsonData, hints: hints(hintDic))
    }

    /// Reflects a model into a dictionary, deeply and as valid JSON, where the legacy helper went one level deep.
    ///
    /// Built on ``DictionaryReflector`` with its default options: nested structs and classes become dictionaries,
    /// optionals unwrap (`nil` is left out), raw-value enums become their raw value, dates become ISO 8601 strings.
    ///
    /// - Parameter model: The value to reflect: a struct, class or dictionary.
    /// - Returns: The model's properties as a `[String: Any]` that `JSONSerialization` accepts.
    /// - Throws: ``ModelMapperError`` when the value does not reflect to a dictionary, holds a value with no JSON
    ///   representation (such as NaN), a class cycle, or nesting deeper than the reflector's limit.
    public static func reflectToDict(model: Any) throws -> [String: Any] {
        try DictionaryReflector().reflectToDictionary(model)
    }

    /// Serialises a model, a dictionary or an array to JSON data.
    ///
    /// The value is reflected first (see ``reflectToDict(model:)``), so models and trees holding dates, enums or
    /// optionals serialise too, and a value that cannot be JSON throws instead of trapping.
    ///
    /// - Parameter param: The value to serialise.
    /// - Returns: UTF-8 JSON text.
    /// - Throws: ``ModelMapperError`` when the value has no JSON representation; the serialiser's error otherwise.
    public static func getJsonData(param: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: DictionaryReflector().reflect(param), options: [.fragmentsAllowed])
    }

    private static func hints(_ legacy: [String: Any]?) throws -> HintTree {
        guard let legacy, !legacy.isEmpty else { return .empty }
        return try HintTree(legacy: legacy)
    }
}

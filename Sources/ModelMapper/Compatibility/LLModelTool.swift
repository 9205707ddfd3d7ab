import Foundation

/// The legacy LLModelTool call shapes, built on ModelMapper's engine.
///
/// Existing call sites keep compiling with one change: the calls throw real errors instead of returning `nil`
/// and printing a message. Decoding reads the dictionary directly (no JSON round trip) through the hint
/// dictionary, which is accepted in the legacy format as it is.
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

    private static func hints(_ legacy: [String: Any]?) throws -> HintTree {
        guard let legacy, !legacy.isEmpty else { return .empty }
        return try HintTree(legacy: legacy)
    }
}

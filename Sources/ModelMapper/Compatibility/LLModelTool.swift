import Foundation

/// The legacy LLModelTool call shapes, built on ModelMapper's engine: code written against LLModelTool compiles
/// unchanged.
///
/// The four calls keep their exact legacy signatures:
///
/// | Call | Shape |
/// | --- | --- |
/// | ``decode(_:resDic:hintDic:)`` | `throws -> T`, as before |
/// | ``decode(_:jsonData:hintDic:)`` | `throws -> T`, as before |
/// | ``reflectToDict(model:)`` | `-> [String: Any]`, never throws |
/// | ``getJsonData(param:)`` | `-> Data?`, never throws |
///
/// Decoding reads the dictionary directly (no JSON round trip) through the hint dictionary, which is accepted in
/// the legacy format as it is, and throws a `DecodingError` that names the model path and the source path. Legacy
/// payloads often send `"26"` for an `Int` or `1` for a `Bool`; pass a configured decoder to accept them:
///
/// ```swift
/// var lenient = DictionaryDecoder()
/// lenient.coercions = [.booleans, .numbersFromStrings]
/// let department = try LLModelTool.decode(Department.self, resDic: payload, hintDic: [
///     "name": "NAME", "members": "MEMBERS",
///     "MEMBERS": ["name": "Name", "aDog": "Dog", "Dog": ["name": "NameString"]],
/// ], decoder: lenient)
/// ```
///
/// ## Reflection that never throws
///
/// ``reflectToDict(model:)`` and ``getJsonData(param:)`` cannot report an error, so they reflect with options under
/// which nothing throws and everything unusual leaves a visible trace in the output instead of a silent gap:
///
/// - A value that leads back to a class instance that contains it (a cycle, a `weak var parent`) becomes a
///   reference object, `{"$ref": "$.members[0]"}`, naming where the instance was first reached
///   (``DictionaryReflector/CycleStrategy/reference``).
/// - In ``reflectToDict(model:)``, a NaN or an infinity becomes the string `"NaN"`, `"Infinity"` or `"-Infinity"`
///   (``DictionaryEncoder/NonConformingFloatEncodingStrategy/convertToString(positiveInfinity:negativeInfinity:nan:)``);
///   ``getJsonData(param:)`` returns `nil` for one, as the legacy helper did: JSON cannot carry it.
/// - A value with no JSON representation (a metatype, an integer too large for a `UInt64`, a date too far from
///   1970) becomes `String(describing:)` of itself (``DictionaryReflector/UnsupportedValueStrategy/describe``).
/// - A closure is left out, as ``DictionaryReflector`` always does by default: it is behaviour, not data.
///
/// Only where no sensible tree exists do they give up, and then they return nothing rather than part of a tree:
/// ``reflectToDict(model:)`` returns `[:]` and ``getJsonData(param:)`` returns `nil` when the value is nested deeper
/// than ``DictionaryReflector/maximumDepth`` (256 levels) or holds two dictionary keys that become the same string
/// (and ``getJsonData(param:)`` also for a NaN or an infinity);
/// ``reflectToDict(model:)`` also returns `[:]` for a value that is not an object (an array, a scalar, `nil`).
///
/// New code should use ``DictionaryDecoder``, ``HintTree`` and ``DictionaryReflector`` directly: they add typed
/// hints and the other options, and the reflector's ``DictionaryReflector/reflectToDictionary(_:hints:)`` and
/// ``DictionaryReflector/reflectToJSONData(_:hints:options:)`` throw instead of marking.
public enum LLModelTool {
    /// Decodes a model from a dictionary, reading it through a legacy hint dictionary: the legacy signature.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - resDic: The source dictionary.
    ///   - hintDic: The hints, in the legacy format (see ``HintTree/init(legacy:)``); `nil` or empty for none.
    /// - Returns: The decoded model.
    /// - Throws: ``ModelMapperError`` when the hints are malformed; `DecodingError` when the dictionary does not fit
    ///   the model, naming the model path and the source path.
    public static func decode<T: Decodable>(_ type: T.Type, resDic: [String: Any], hintDic: [String: Any]?) throws
        -> T
    {
        try decode(type, resDic: resDic, hintDic: hintDic, decoder: DictionaryDecoder())
    }

    /// Decodes a model from a dictionary with a configured decoder, reading it through a legacy hint dictionary.
    ///
    /// Pass a decoder with ``DictionaryDecoder/coercions`` for payloads that send `"26"` for an `Int` or `1` for a
    /// `Bool`, or with a key, date or data strategy.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - resDic: The source dictionary.
    ///   - hintDic: The hints, in the legacy format (see ``HintTree/init(legacy:)``); `nil` or empty for none.
    ///   - decoder: The decoder and its options; a default ``DictionaryDecoder`` is as strict as `JSONDecoder`.
    /// - Returns: The decoded model.
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

    /// Decodes a model from JSON data, reading the parsed objects through a legacy hint dictionary: the legacy
    /// signature.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - jsonData: JSON text.
    ///   - hintDic: The hints, in the legacy format; `nil` or empty for none.
    /// - Returns: The decoded model.
    /// - Throws: `DecodingError.dataCorrupted` when the data is not valid JSON; otherwise as
    ///   ``decode(_:resDic:hintDic:)``.
    public static func decode<T: Decodable>(_ type: T.Type, jsonData: Data, hintDic: [String: Any]?) throws -> T {
        try decode(type, jsonData: jsonData, hintDic: hintDic, decoder: DictionaryDecoder())
    }

    /// Decodes a model from JSON data with a configured decoder, reading the parsed objects through a legacy hint
    /// dictionary.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - jsonData: JSON text.
    ///   - hintDic: The hints, in the legacy format; `nil` or empty for none.
    ///   - decoder: The decoder and its options, such as ``DictionaryDecoder/coercions``.
    /// - Returns: The decoded model.
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

    /// Reflects a model into a dictionary, deeply and as valid JSON, where the legacy helper went one level deep.
    /// Never throws: ``LLModelTool`` lists what it writes in place of an error.
    ///
    /// Nested structs and classes become dictionaries, optionals unwrap (`nil` is left out), raw-value enums
    /// become their raw value, dates become ISO 8601 strings, closures are left out.
    ///
    /// ```swift
    /// let dict = LLModelTool.reflectToDict(model: person)   // ["name": "Ada", "age": 36]
    /// ```
    ///
    /// For the same tree with an error instead of a marker, call
    /// `try DictionaryReflector().reflectToDictionary(model)`.
    ///
    /// - Parameter model: The value to reflect: a struct, class or dictionary.
    /// - Returns: The model's properties as a `[String: Any]` that `JSONSerialization` accepts; `[:]` when the value
    ///   is not an object, is nested deeper than 256 levels, or has two dictionary keys that become the same string.
    public static func reflectToDict<T>(model: T) -> [String: Any] {
        (try? legacyReflector.reflectToDictionary(model)) ?? [:]
    }

    /// Serialises a model, a dictionary, an array or a scalar to JSON data. Never throws.
    ///
    /// The value is reflected first, as by ``reflectToDict(model:)``, so models and trees holding dates, enums or
    /// optionals serialise too, and a cycle or an unsupported value leaves a marker in the JSON instead of failing.
    /// A NaN or an infinity, which JSON cannot carry, gives `nil`, as the legacy helper's `JSONSerialization` call
    /// did.
    ///
    /// ```swift
    /// if let data = LLModelTool.getJsonData(param: dict) { request.httpBody = data }
    /// ```
    ///
    /// For an error instead of a marker or `nil`, call `try DictionaryReflector().reflectToJSONData(value)`.
    ///
    /// - Parameter param: The value to serialise.
    /// - Returns: UTF-8 JSON text (a top-level scalar is written as a JSON fragment); `nil` when the value holds a
    ///   NaN or an infinity, is nested deeper than 256 levels or has two dictionary keys that become the same string.
    public static func getJsonData(param: Any) -> Data? {
        try? jsonDataReflector.reflectToJSONData(param)
    }

    /// The reflector behind ``getJsonData(param:)``: the legacy one, except that a non-finite number fails (and the
    /// call returns `nil`) rather than becoming a string marker.
    static let jsonDataReflector: DictionaryReflector = {
        var reflector = legacyReflector
        reflector.nonConformingFloatEncodingStrategy = .throw
        return reflector
    }()

    /// The reflector behind ``reflectToDict(model:)`` and ``getJsonData(param:)``: options under which only depth
    /// and colliding keys can fail. Dates are ISO 8601 strings and decimals the nearest `Double`, as the legacy
    /// helper wrote them, whatever the reflector's defaults.
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

import Foundation
import ModelMapper
import Testing

/// A tree written out with every leaf's type, so that two trees compare key by key and type by type: `""` is
/// `String("")`, `null` is `NSNull`, and a key left out is not there at all.
func typedText(_ value: Any) -> String {
    if value is NSNull { return "NSNull" }
    if let object = value as? [String: Any] {
        let members = object.keys.sorted().map { key in "\(key): \(object[key].map(typedText) ?? "?")" }
        return "{" + members.joined(separator: ", ") + "}"
    }
    if let array = value as? [Any] { return "[" + array.map(typedText).joined(separator: ", ") + "]" }
    return "\(type(of: value))(\(String(reflecting: value)))"
}

/// The encoders every two-way wrapper must work with, beside the decoders of ``WrapperTestDecoder``.
extension WrapperTestHelpers {
    /// Decodes `json` with `JSONDecoder`, encodes the model with `JSONEncoder` (sorted keys) and returns the text.
    func jsonRoundTrip<T: Codable>(_ type: T.Type, _ json: String) throws -> String {
        try encodeJSON(try decodeJSON(type, json))
    }

    /// Decodes `tree` with `DictionaryDecoder` under `hints`, encodes the model with `DictionaryEncoder` under the
    /// same hints, and returns the tree written with its types.
    func dictionaryRoundTrip<T: Codable>(
        _ type: T.Type, _ tree: [String: Any], hints: HintTree = .empty,
        encoder: DictionaryEncoder = DictionaryEncoder()
    ) throws -> String {
        let model = try DictionaryDecoder().decode(type, from: tree, hints: hints)
        return typedText(try encoder.encodeToDictionary(model, hints: hints))
    }
}

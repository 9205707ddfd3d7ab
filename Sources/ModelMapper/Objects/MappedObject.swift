/// A base class for model class hierarchies that decode, encode and reflect their ``Field`` properties with no
/// `init(from:)`, `encode(to:)` or `CodingKeys` in any class.
///
/// Decoding makes the object with `init()`, then reads each field, the own class's first, as a hand-written
/// `init(from:)` ending with `super.init(from:)` would; encoding writes the root class's first. Hints, strategies,
/// the report and the monitor apply as for any model; a property that is not a ``Field`` is ignored.
/// <doc:ClassHierarchies> gives the rules.
///
/// ```swift
/// class Item: MappedObject {
///     @Field("ITEM_ID") var id = 0
///     @Field var title = ""
/// }
/// final class Book: Item { @Field("AUTHOR_NM") var author: String? }
/// let book = try DictionaryDecoder().decode(Book.self, from: ["ITEM_ID": 7, "AUTHOR_NM": "Le Guin"])
/// // book.id == 7, book.title == "" (a reported default), book.author == "Le Guin"
/// ```
open class MappedObject: Codable {
    /// Makes an object whose fields hold their initial values.
    public required init() {}

    /// Makes an object with `init()` and decodes its fields.
    ///
    /// - Throws: The first field's error, such as `DecodingError.keyNotFound` for a required field's missing key.
    public required convenience init(from decoder: any Decoder) throws {
        // The fields add themselves to a collector while `init()` makes them, which spares a `Mirror` walk.
        let (collector, replaced) = FieldCollector.arm()
        self.init()
        FieldCollector.disarm(replaced)
        try decodeFields(from: decoder, collected: collector.fields)
    }

    /// Encodes the fields: the root class's first, `nil` left out.
    ///
    /// - Throws: `EncodingError.invalidValue` for an unset required field; whatever encoding a value throws.
    open func encode(to encoder: any Encoder) throws {
        try encodeFields(to: encoder)
    }

    /// Decodes every field from the decoder's keyed container, for an `init(from:)` of your own; throws as
    /// ``init(from:)``.
    public final func decodeFields(from decoder: any Decoder) throws {
        try decodeFields(from: decoder, collected: nil)
    }

    /// Decodes every field, reached through the fields collected while `init()` ran when they match the class's.
    private func decodeFields(from decoder: any Decoder, collected: [any MappedField]?) throws {
        let reader = try FieldReader(decoder)
        try FieldLayout.of(self).forEachField(of: self, collected: collected) { field, slot in
            try field.decode(from: reader, key: slot.key, isOptional: slot.isOptional)
        }
    }

    /// Encodes every field into the encoder's keyed container, for an `encode(to:)` of your own; throws as
    /// ``encode(to:)``.
    public final func encodeFields(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldCodingKey.self)
        for (field, slot) in FieldLayout.of(self).fieldsRootFirst(of: self) {
            guard field.isSet else {
                throw EncodingError.invalidValue(
                    self,
                    EncodingError.Context(
                        codingPath: encoder.codingPath + [slot.key],
                        debugDescription:
                            "The required field \"\(slot.key.stringValue)\" of \(type(of: self)) was never decoded or assigned."
                    ))
            }
            try field.encode(to: &container, key: slot.key, isOptional: slot.isOptional)
        }
    }

    /// The fields under their keys, as ``DictionaryReflector`` reflects the object.
    var reflectedFields: [(key: String, value: Any)] {
        FieldLayout.of(self).fieldsRootFirst(of: self).map { ($0.slot.key.stringValue, $0.field.reflectedValue) }
    }
}

/// A base class for model class hierarchies that decode, encode and reflect their ``Field`` properties with no
/// `init(from:)`, `encode(to:)` or `CodingKeys` in any class.
///
/// ```swift
/// class Item: MappedObject {
///     @Field("ITEM_ID") var id = 0
///     @Field var title = ""
/// }
///
/// final class Book: Item {
///     @Field("AUTHOR_NM") var author: String?
/// }
///
/// let book = try DictionaryDecoder().decode(Book.self, from: ["ITEM_ID": 7, "AUTHOR_NM": "Le Guin"])
/// // book.id == 7, book.title == "" (a reported default), book.author == "Le Guin"
/// ```
///
/// Decoding makes the object with `init()`, so every field starts with its initial value, then reads each field from
/// one keyed container: the object's own class's fields first, then its superclass's, each class's in declaration
/// order, as a hand-written `init(from:)` that ends with `super.init(from:)` reads them. The rules for a missing key
/// and `null` are the field's (see ``Field``): a required field is `keyNotFound` with the coding path and the
/// source path, exactly as a synthesized conformance; a field with an initial value keeps it, and the
/// ``MappingReport`` lists it as a default. Encoding writes the fields the other way round, the root class's first,
/// and leaves a `nil` out.
///
/// Everything else of the library applies, since the fields are read through the decoder's containers: hint trees
/// rename a field's key, key strategies convert it, coercions and wire forms apply (``DictionaryDecoder/coercions``,
/// `@Field(through:)`), an ``UnknownKeys`` field (`@Field var unknown = UnknownKeys()`) keeps what no field reads,
/// ``TypeDiscriminator`` chooses a subclass (`.subclass(Book.self)`), the report and the ``MappingMonitor`` see
/// every read, and `update` applies a patch. `JSONDecoder` and `JSONEncoder` read and write the same objects the
/// same way, minus the report.
///
/// ``DictionaryReflector`` reflects an object as it encodes: its fields under their keys. A property that is not a
/// ``Field`` is left alone by all three: not decoded (it keeps the value `init()` gave it), not encoded, not
/// reflected.
///
/// ## What it costs
///
/// Finding the fields uses `Mirror`, which walks the superclasses, and never writes into the object's memory: each
/// ``Field`` is a reference the object holds, which the decode fills. Which children are fields, their keys and
/// types, and whether they are optional are worked out once per class and kept. Per instance, ``init(from:)`` makes
/// the object with `init()` (one allocation per field) while the fields add themselves to a collector for the
/// current thread, and checks them against the class's layout; only when they do not match (a field whose initial
/// value makes a mapped object of its own) does it walk the object with `Mirror`. Encoding, reflecting and
/// ``decodeFields(from:)`` walk the object with `Mirror` every time: one mirror per class of the hierarchy, which
/// costs several times a hand-written decode. The package's benchmark measures a decode at about 3.5 times the
/// instructions of the same classes with `init(from:)` (`compare`, rows `objects.native.*`).
///
/// A subclass may add designated initializers; it then writes `required init()` too. To decode something more than
/// the fields, override ``init(from:)`` as a `required convenience` initializer that calls `self.init()` and
/// ``decodeFields(from:)``; to encode more, override ``encode(to:)`` and call `super.encode(to:)`.
///
/// An object holds mutable state and is not `Sendable`.
open class MappedObject: Codable {
    /// Makes an object whose fields hold their initial values.
    public required init() {}

    /// Makes an object with `init()` and decodes its fields.
    ///
    /// - Parameter decoder: The decoder, positioned at the object.
    /// - Throws: The first field's error: `DecodingError.keyNotFound` for a required field's missing key, and
    ///   whatever decoding a present value throws.
    public required convenience init(from decoder: any Decoder) throws {
        // The fields add themselves to a collector while `init()` makes them, which spares a `Mirror` walk.
        let (collector, replaced) = FieldCollector.arm()
        self.init()
        FieldCollector.disarm(replaced)
        try decodeFields(from: decoder, collected: collector.fields)
    }

    /// Encodes the fields: the root class's first, `nil` left out.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` for a required field that was never decoded or assigned, and whatever
    ///   encoding a value throws.
    open func encode(to encoder: any Encoder) throws {
        try encodeFields(to: encoder)
    }

    /// Decodes every field of the object from the decoder's keyed container, into the fields as they are.
    ///
    /// ``init(from:)`` calls it after `init()`; call it yourself from an `init(from:)` of your own.
    ///
    /// - Parameter decoder: The decoder, positioned at the object.
    /// - Throws: As ``init(from:)``.
    public final func decodeFields(from decoder: any Decoder) throws {
        try decodeFields(from: decoder, collected: nil)
    }

    /// Decodes every field, reached through the fields collected while `init()` made the object when they are the
    /// class's, else with `Mirror`.
    private func decodeFields(from decoder: any Decoder, collected: [any MappedField]?) throws {
        let reader = try FieldReader(decoder)
        try FieldLayout.of(self).forEachField(of: self, collected: collected) { field, slot in
            try field.decode(from: reader, key: slot.key, isOptional: slot.isOptional)
        }
    }

    /// Encodes every field of the object into the encoder's keyed container.
    ///
    /// ``encode(to:)`` calls it; call it yourself from an `encode(to:)` of your own.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: As ``encode(to:)``.
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

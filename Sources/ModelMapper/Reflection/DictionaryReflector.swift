import Foundation

/// Turns any value, `Codable` or not, into a tree of dictionaries, arrays and scalars that JSONSerialization
/// accepts, by reflecting it with `Mirror`.
///
/// Use it for models that have no `Encodable` conformance, or whose conformance does not say what you want to see;
/// for `Encodable` models that should honour their `CodingKeys`, use ``DictionaryEncoder``. Options the two share
/// have the encoder's name and default, so a plain `Codable` model reflects to the tree it encodes to.
/// <doc:ModelsToDictionaries> lists what each kind of value becomes.
///
/// ```swift
/// struct Dog { var name: String; var born: Date? }
/// final class Person { var name = "Ann"; var pets = [Dog(name: "Rex", born: nil)] }
///
/// let tree = try DictionaryReflector().reflectToDictionary(Person())
/// // ["name": "Ann", "pets": [["name": "Rex"]]]
/// ```
public struct DictionaryReflector: Sendable {
    /// What a `nil` becomes. The default, ``NilStrategy/omit``, leaves nil properties out.
    public var nilStrategy: NilStrategy = .omit
    /// How a model's property names are written where no hint names them, as for
    /// ``DictionaryEncoder/keyEncodingStrategy``; dictionary keys are data and stay as they are. The default is
    /// ``DictionaryEncoder/KeyEncodingStrategy/useDefaultKeys``.
    public var keyEncodingStrategy: DictionaryEncoder.KeyEncodingStrategy = .useDefaultKeys
    /// How a `Date` is written, as for ``DictionaryEncoder/dateEncodingStrategy``. The default is the encoder's,
    /// ``DictionaryEncoder/DateEncodingStrategy/deferredToDate``.
    public var dateEncodingStrategy: DictionaryEncoder.DateEncodingStrategy = .deferredToDate
    /// How `Data` is written, as for ``DictionaryEncoder/dataEncodingStrategy``. The default is the encoder's,
    /// ``DictionaryEncoder/DataEncodingStrategy/base64``.
    public var dataEncodingStrategy: DictionaryEncoder.DataEncodingStrategy = .base64
    /// How a `Decimal` is represented. The default, ``DecimalStrategy/decimal``, keeps the `Decimal` as the encoder
    /// does.
    public var decimalStrategy: DecimalStrategy = .decimal
    /// What a NaN or an infinity becomes, as for ``DictionaryEncoder/nonConformingFloatEncodingStrategy``. The
    /// default is the encoder's, ``DictionaryEncoder/NonConformingFloatEncodingStrategy/throw``.
    public var nonConformingFloatEncodingStrategy: DictionaryEncoder.NonConformingFloatEncodingStrategy = .throw
    /// What a value that leads back to a class instance already being reflected on the current path becomes. The
    /// default, ``CycleStrategy/omit``, treats it like a `nil`.
    public var cycleStrategy: CycleStrategy = .omit
    /// What a closure becomes. The default, ``ClosureStrategy/omit``, treats it like a `nil`.
    public var closureStrategy: ClosureStrategy = .omit
    /// What a value without a JSON representation becomes. The default, ``UnsupportedValueStrategy/throw``,
    /// throws.
    public var unsupportedValueStrategy: UnsupportedValueStrategy = .throw
    /// The deepest nesting of objects and arrays the result may have; deeper values throw a ``ModelMapperError``
    /// with code ``ModelMapperError/Code/depthLimitExceeded``. The default is 256.
    ///
    /// The top-level container is at depth 1. The limit also bounds how many times in a row a value may be replaced
    /// by its ``CustomDictionaryReflectable/dictionaryRepresentation`` or `rawValue`. The reflector itself does not
    /// recurse; the limit protects what reads the tree next, such as JSONSerialization, which does.
    public var maximumDepth: Int = 256
    /// The recipe whose hints a type that provides its own (``HintProviding``) is written with, as
    /// ``DictionaryEncoder/recipe`` chooses them; `nil`, the default, uses each type's ``HintProviding/hints``.
    public var recipe: String?
    /// Whether the tree is for JSON text, where no `Date` or `Data` leaf can go.
    var writesJSONText = false

    /// Creates a reflector with the default options.
    public init() {}

    /// Reflects a value into a JSON-valid tree, writing each stored property that a hint names where the hint says.
    ///
    /// Hints are written exactly as ``DictionaryEncoder/encode(_:hints:)`` writes the coding key of the same name,
    /// through the same write path, and a type's own hints (``HintProviding``, under ``recipe``) are merged under the
    /// call site's. The tree holds a `Date` or `Data` leaf only where a `.leaf` strategy or a ``JSONValue`` puts one.
    ///
    /// ```swift
    /// struct Member { var name: String; var city: String }
    /// let hints: HintTree = ["name": "NAME", "city": "address.city"]
    /// let tree = try DictionaryReflector().reflect(Member(name: "Ada", city: "London"), hints: hints)
    /// // ["NAME": "Ada", "address": ["city": "London"]]
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written; empty by default, which applies only the types' own hints.
    /// - Returns: The reflected tree; `NSNull()` when `value` is `nil`.
    /// - Throws: ``ModelMapperError`` located at the property path, such as `members[1].aDog.name`:
    ///   ``ModelMapperError/Code/depthLimitExceeded`` beyond ``maximumDepth``,
    ///   ``ModelMapperError/Code/cycleDetected`` under ``CycleStrategy/throw``,
    ///   ``ModelMapperError/Code/unsupportedValue`` for a value without a JSON representation or two dictionary keys
    ///   that become one string, and ``ModelMapperError/Code-swift.struct/invalidHint`` for malformed or colliding
    ///   hints. Errors of a custom date or data strategy are passed on unchanged.
    public func reflect(_ value: Any, hints: HintTree = .empty) throws -> Any {
        try hints.validate()
        var walker = ReflectionWalker(options: self)
        return try walker.walk(value, hints: hints.isEmpty ? nil : hints)
    }

    /// Reflects a value that must become an object, such as a struct, a class or a dictionary.
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written; empty by default, which applies only the types' own hints.
    /// - Returns: The reflected object.
    /// - Throws: Everything ``reflect(_:hints:)`` throws, and ``ModelMapperError/Code/unsupportedValue`` when the
    ///   value does not reflect to an object.
    public func reflectToDictionary(_ value: Any, hints: HintTree = .empty) throws -> [String: Any] {
        let tree = try reflect(value, hints: hints)
        guard type(of: tree) == [String: Any].self, let object = tree as? [String: Any] else {
            throw ModelMapperError.notAnObject(value, reflectsTo: ReflectionWalker.kind(of: tree))
        }
        return object
    }

    /// Reflects a value (see ``reflect(_:hints:)``) and serialises the result to JSON data.
    ///
    /// A top-level scalar is written as a JSON fragment. The depth limit is ``maximumDepth`` or 256, whichever is
    /// smaller, because `JSONSerialization` recurses once per level. JSON has no date or data leaf: a `.leaf` date or
    /// data strategy throws ``ModelMapperError/Code/unsupportedValue``.
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written; empty by default, which applies only the types' own hints.
    ///   - options: `JSONSerialization`'s writing options; `.fragmentsAllowed` is always added.
    /// - Returns: UTF-8 JSON text.
    /// - Throws: Everything ``reflect(_:hints:)`` throws, and the serialiser's error should it reject the tree.
    public func reflectToJSONData(
        _ value: Any, hints: HintTree = .empty, options: JSONSerialization.WritingOptions = []
    ) throws -> Data {
        var reflector = self
        reflector.maximumDepth = Swift.min(maximumDepth, Self.jsonDataDepthLimit)
        reflector.writesJSONText = true
        let tree = try reflector.reflect(value, hints: hints)
        return try JSONSerialization.data(withJSONObject: tree, options: options.union(.fragmentsAllowed))
    }

    /// The deepest tree ``reflectToJSONData(_:hints:options:)`` hands to `JSONSerialization`, which recurses once
    /// per level.
    static let jsonDataDepthLimit = 256

    /// The encoder options for the date and data strategies that encode through an `Encoder`.
    var encoderOptions: DictionaryEncoder.Options {
        var encoder = DictionaryEncoder()
        encoder.dateEncodingStrategy = dateEncodingStrategy
        encoder.dataEncodingStrategy = dataEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        encoder.maximumDepth = maximumDepth
        encoder.recipe = recipe
        return encoder.options
    }
}

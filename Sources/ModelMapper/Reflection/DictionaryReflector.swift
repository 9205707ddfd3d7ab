import Foundation

/// Turns any value, `Codable` or not, into a tree JSONSerialization accepts, by reflecting it with `Mirror`.
///
/// Models whose `CodingKeys` should count want ``DictionaryEncoder``, whose option names and defaults it shares, so a
/// plain `Codable` model reflects as it encodes. <doc:ModelsToDictionaries> lists what each kind of value becomes.
///
/// ```swift
/// struct Dog { var name: String; var born: Date? }
/// final class Person { var name = "Ann"; var pets = [Dog(name: "Rex", born: nil)] }
/// let tree = try DictionaryReflector().reflectToDictionary(Person())
/// // ["name": "Ann", "pets": [["name": "Rex"]]]
/// ```
public struct DictionaryReflector: Sendable {
    /// What a `nil` becomes. The default, ``NilStrategy/omit``, leaves nil properties out.
    public var nilStrategy: NilStrategy = .omit
    /// How unhinted property names are written, as for ``DictionaryEncoder/keyEncodingStrategy`` (same default);
    /// dictionary keys are data and stay as they are.
    public var keyEncodingStrategy: DictionaryEncoder.KeyEncodingStrategy = .useDefaultKeys
    /// How a `Date` is written, as for ``DictionaryEncoder/dateEncodingStrategy`` (same default).
    public var dateEncodingStrategy: DictionaryEncoder.DateEncodingStrategy = .deferredToDate
    /// How `Data` is written, as for ``DictionaryEncoder/dataEncodingStrategy`` (same default).
    public var dataEncodingStrategy: DictionaryEncoder.DataEncodingStrategy = .base64
    /// How a `Decimal` is represented. The default, ``DecimalStrategy/decimal``, keeps it as the encoder does.
    public var decimalStrategy: DecimalStrategy = .decimal
    /// What a NaN or infinity becomes, as for ``DictionaryEncoder/nonConformingFloatEncodingStrategy`` (same default).
    public var nonConformingFloatEncodingStrategy: DictionaryEncoder.NonConformingFloatEncodingStrategy = .throw
    /// What a back-reference to an instance being reflected becomes; by default (``CycleStrategy/omit``) a `nil`.
    public var cycleStrategy: CycleStrategy = .omit
    /// What a closure becomes. The default, ``ClosureStrategy/omit``, treats it like a `nil`.
    public var closureStrategy: ClosureStrategy = .omit
    /// What a value without a JSON representation becomes. The default, ``UnsupportedValueStrategy/throw``, throws.
    public var unsupportedValueStrategy: UnsupportedValueStrategy = .throw
    /// The deepest nesting of objects and arrays (top level 1; default 256), also bounding chains of
    /// ``CustomDictionaryReflectable/dictionaryRepresentation`` or `rawValue` replacements. The reflector does not
    /// recurse; the limit protects what reads the tree next, such as JSONSerialization.
    public var maximumDepth: Int = 256
    /// The named recipe for ``HintProviding`` types, as ``DictionaryEncoder/recipe``; `nil` uses their hints.
    public var recipe: String?
    /// Whether the tree is for JSON text, where no `Date` or `Data` leaf can go.
    var writesJSONText = false

    /// Creates a reflector with the default options.
    public init() {}

    /// Reflects a value into a JSON-valid tree, writing each hinted property exactly where
    /// ``DictionaryEncoder/encode(_:hints:)`` writes that coding key; a type's own hints (``HintProviding``) are merged
    /// under the call site's. `Date` and `Data` leaves appear only from a `.leaf` strategy or a ``JSONValue``.
    ///
    /// ```swift
    /// struct Member { var name: String; var city: String }
    /// let hints: HintTree = ["name": "NAME", "city": "address.city"]
    /// let tree = try DictionaryReflector().reflect(Member(name: "Ada", city: "London"), hints: hints)
    /// // ["NAME": "Ada", "address": ["city": "London"]]
    /// ```
    ///
    /// - Returns: The reflected tree; `NSNull()` when `value` is `nil`.
    /// - Throws: ``ModelMapperError`` at the property path (`members[1].aDog.name`), coded
    ///   ``ModelMapperError/Code/depthLimitExceeded``, ``ModelMapperError/Code/cycleDetected`` (under
    ///   ``CycleStrategy/throw``), ``ModelMapperError/Code/unsupportedValue`` (no JSON form, or two keys alike) or
    ///   ``ModelMapperError/Code-swift.struct/invalidHint``; a custom date or data strategy's errors unchanged.
    public func reflect(_ value: Any, hints: HintTree = .empty) throws -> Any {
        try hints.validate()
        var walker = ReflectionWalker(options: self)
        return try walker.walk(value, hints: hints.isEmpty ? nil : hints)
    }

    /// Reflects a value that must become an object, such as a struct, a class or a dictionary.
    ///
    /// - Throws: Everything ``reflect(_:hints:)`` throws, and ``ModelMapperError/Code/unsupportedValue`` when the
    ///   value does not reflect to an object.
    public func reflectToDictionary(_ value: Any, hints: HintTree = .empty) throws -> [String: Any] {
        let tree = try reflect(value, hints: hints)
        guard type(of: tree) == [String: Any].self, let object = tree as? [String: Any] else {
            throw ModelMapperError.notAnObject(value, reflectsTo: ReflectionWalker.kind(of: tree))
        }
        return object
    }

    /// Reflects a value as ``reflect(_:hints:)`` does and serialises it to JSON, a top-level scalar as a fragment
    /// (`options` always gain `.fragmentsAllowed`), with the depth capped at 256, as `JSONSerialization` recurses. A
    /// `.leaf` date or data strategy throws ``ModelMapperError/Code/unsupportedValue``; so may the serialiser.
    public func reflectToJSONData(
        _ value: Any, hints: HintTree = .empty, options: JSONSerialization.WritingOptions = []
    ) throws -> Data {
        var reflector = self
        reflector.maximumDepth = Swift.min(maximumDepth, Self.jsonDataDepthLimit)
        reflector.writesJSONText = true
        let tree = try reflector.reflect(value, hints: hints)
        return try JSONSerialization.data(withJSONObject: tree, options: options.union(.fragmentsAllowed))
    }

    /// The deepest tree ``reflectToJSONData(_:hints:options:)`` hands to `JSONSerialization`.
    static let jsonDataDepthLimit = 256

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

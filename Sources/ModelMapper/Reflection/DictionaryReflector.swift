import Foundation

/// Turns any value, `Codable` or not, into a tree of dictionaries, arrays and scalars that JSONSerialization
/// accepts, by reflecting it with `Mirror`.
///
/// Use it to log, persist or send models that have no `Encodable` conformance, or whose conformance does not say
/// what you want to see. For `Encodable` models that should honour their `CodingKeys`, use the encoder instead.
///
/// ```swift
/// struct Dog { var name: String; var born: Date? }
/// final class Person { var name = "Ann"; var pets = [Dog(name: "Rex", born: nil)] }
///
/// let tree = try DictionaryReflector().reflectToDictionary(Person())
/// // ["name": "Ann", "pets": [["name": "Rex"]]]
/// let json = try JSONSerialization.data(withJSONObject: tree)
/// ```
///
/// ## What each value becomes
///
/// - `String`, `Bool` and `Double` stay as they are. `Character`, `Substring` and `Unicode.Scalar` become a
///   `String`.
/// - Integers of every width become an `Int` when they fit, otherwise a `UInt64` (an unsigned value above
///   `Int.max`); anything larger follows ``unsupportedValueStrategy``.
/// - `Float`, `Float16`, `Float80` and `CGFloat` become the `Double` that has the same short decimal form, so
///   `Float(0.1)` is written `0.1` rather than `0.10000000149011612`, as the encoder writes a `Float`. NaN and
///   infinities follow ``nonConformingFloatEncodingStrategy``; a `Float80` beyond a `Double`'s range follows
///   ``unsupportedValueStrategy``.
/// - `Date` follows ``dateEncodingStrategy`` and `Data` ``dataEncodingStrategy``, with the encoder's rules: a
///   `.custom` closure and the `.deferredTo…` strategies run on the encoder's own `Encoder`, and what they encode is
///   written. A date the strategy cannot write (too far from 1970 for calendar text, a number of seconds that is
///   not finite) follows ``unsupportedValueStrategy``. `Decimal` follows ``decimalStrategy``; a `URL` becomes its
///   `absoluteString` and a `UUID` its `uuidString`. Under ``DictionaryEncoder/DateEncodingStrategy/leaf`` and
///   ``DictionaryEncoder/DataEncodingStrategy/leaf`` the `Date` or `Data` itself is written, for a property-list
///   tree; a ``JSONValue/date(_:)`` or ``JSONValue/data(_:)`` (an entry of ``UnknownKeys``, say) is written as that
///   leaf under every strategy, as ``DictionaryEncoder`` writes it, except in JSON data.
/// - Foundation objects found in existing trees keep their meaning: `NSNull` stays, a boolean `NSNumber` becomes a
///   `Bool` and any other `NSNumber` a number as above; `NSString`, `NSDate`, `NSData`, `NSURL`, `NSUUID`,
///   `NSArray`, `NSDictionary` and `NSSet` are read like their Swift counterparts. Foundation collections are read
///   one level at a time, so one that contains itself is reported as a cycle like a class instance.
/// - A type that conforms to ``CustomDictionaryReflectable`` is replaced by its
///   ``CustomDictionaryReflectable/dictionaryRepresentation``, before any other rule.
/// - A `RawRepresentable` value (a raw-value enum, an `OptionSet`, a `struct UserID: RawRepresentable`) becomes
///   its `rawValue`.
/// - Structs and classes become `[String: Any]` keyed by their stored properties, a class with the properties of
///   its superclasses too. Property-wrapper storage (`_name`) appears under the property's own name (`name`),
///   holding the wrapper's `wrappedValue` when the wrapper stores one (ModelMapper's own wrappers do) and the
///   wrapper reflected as a whole otherwise. A `lazy var` appears under its name once it has been computed;
///   reflection never computes it. Storage is renamed only when no other property already has the plain name.
/// - Optionals are unwrapped; `nil` follows ``nilStrategy``.
/// - Arrays and the other collections whose `Mirror` says so (`ContiguousArray`, `ArraySlice`, string views) become
///   `[Any]`. Other sequences, such as `dictionary.keys` or a lazy map, are reflected like any struct, by their
///   stored properties; convert them with `Array(_:)` first. Sets become `[Any]` in a stable order: strings in `String`
///   order, numbers in numeric order, anything else ordered by its JSON text.
/// - Dictionaries become `[String: Any]`. A key that is not a `String` is reflected and then written as its JSON
///   text: `1` becomes `"1"`, `true` becomes `"true"`, a raw-value enum key its raw value, a struct key
///   `"{\"x\":1,\"y\":2}"` (keys sorted). Two keys that end up as the same string are an error.
/// - A tuple becomes `[Any]` when no element has a label, otherwise `[String: Any]` in which unlabelled elements
///   are keyed `_0`, `_1` … by position.
/// - An enum case without associated values becomes its name, `"north"`. A case with associated values becomes a
///   one-entry object keyed by the case name, holding an object of its values keyed by label, or `_0`, `_1` … by
///   position when they have none: `.move(x: 1, 2)` becomes `["move": ["x": 1, "_1": 2]]`, the shape of Swift's
///   synthesised `Codable` for enums.
/// - A closure (a value of a function type) is left out by default, like a `nil`: it is behaviour, not data. See
///   ``closureStrategy``.
/// - A value that leads back to a class instance being reflected on the current path (a `weak var parent`, a
///   delegate, any cycle) is left out by default, like a `nil`: that instance is already written in full around
///   it. See ``cycleStrategy``.
/// - Anything else (a metatype, an integer too large for a `UInt64`) follows ``unsupportedValueStrategy``.
///
/// The walk keeps its own stack instead of recursing once per level, so a deep value cannot overflow the call
/// stack, however ``maximumDepth`` is set. (Only a dictionary key that is itself an object or array is reflected
/// by a nested walk, which the same limit bounds.)
///
/// ## Options
///
/// Where the reflector and ``DictionaryEncoder`` share a concept, the reflector has the encoder's option, with
/// the encoder's name and the encoder's default: ``dateEncodingStrategy`` (`.deferredToDate`),
/// ``dataEncodingStrategy`` (`.base64`) and ``nonConformingFloatEncodingStrategy`` (`.throw`); a `Decimal` stays a
/// `Decimal` (``decimalStrategy``), as the encoder keeps it. So reflecting a plain `Codable` model (one whose coding
/// keys are its stored properties, with no custom `encode(to:)`) gives the tree encoding it gives. The other
/// options are the reflector's own: what a `nil`, a cycle, a closure and a value without a JSON representation
/// become, and how deep the result may be.
///
/// > Note: The name of an enum case without associated values is taken from `String(describing:)`. If the enum
/// > customises its `description`, that text is used instead; give such an enum a raw value or a
/// > ``CustomDictionaryReflectable`` conformance to choose the name yourself.
public struct DictionaryReflector: Sendable {
    /// What a `nil` becomes. The default, ``NilStrategy/omit``, leaves nil properties out.
    public var nilStrategy: NilStrategy = .omit
    /// How a model's property names are written where no hint names them, as for
    /// ``DictionaryEncoder/keyEncodingStrategy``: `.convertToSnakeCase` writes `firstName` as `first_name`. The keys
    /// of dictionaries are data and stay as they are. The default is
    /// ``DictionaryEncoder/KeyEncodingStrategy/useDefaultKeys``.
    public var keyEncodingStrategy: DictionaryEncoder.KeyEncodingStrategy = .useDefaultKeys
    /// How a `Date` is written, as for ``DictionaryEncoder/dateEncodingStrategy``. The default is
    /// ``DictionaryEncoder/DateEncodingStrategy/deferredToDate``, the encoder's: a `Double` of seconds since
    /// 1 January 2001.
    public var dateEncodingStrategy: DictionaryEncoder.DateEncodingStrategy = .deferredToDate
    /// How `Data` is written, as for ``DictionaryEncoder/dataEncodingStrategy``. The default is
    /// ``DictionaryEncoder/DataEncodingStrategy/base64``, the encoder's.
    public var dataEncodingStrategy: DictionaryEncoder.DataEncodingStrategy = .base64
    /// How a `Decimal` is represented. The default is ``DecimalStrategy/decimal``: the `Decimal` itself, as the
    /// encoder writes it.
    public var decimalStrategy: DecimalStrategy = .decimal
    /// What a NaN or an infinity becomes, as for ``DictionaryEncoder/nonConformingFloatEncodingStrategy``. The
    /// default, ``DictionaryEncoder/NonConformingFloatEncodingStrategy/throw``, the encoder's, throws a
    /// ``ModelMapperError`` with code ``ModelMapperError/Code/unsupportedValue`` whose location names the value.
    public var nonConformingFloatEncodingStrategy: DictionaryEncoder.NonConformingFloatEncodingStrategy = .throw
    /// What a value that leads back to a class instance already being reflected on the current path becomes (a
    /// `weak var parent` back-reference, a delegate, any cycle). The default, ``CycleStrategy/omit``, treats it like
    /// a `nil`, because that instance is already written in full around it; ``CycleStrategy`` explains the choice.
    public var cycleStrategy: CycleStrategy = .omit
    /// What a closure (a value of a function type) becomes. The default, ``ClosureStrategy/omit``, treats it like a
    /// `nil`: a closure is behaviour, not data.
    public var closureStrategy: ClosureStrategy = .omit
    /// What a value without a JSON representation becomes. The default, ``UnsupportedValueStrategy/throw``,
    /// throws.
    public var unsupportedValueStrategy: UnsupportedValueStrategy = .throw
    /// The deepest nesting of objects and arrays the result may have; deeper values throw a ``ModelMapperError``
    /// with code ``ModelMapperError/Code/depthLimitExceeded``. The default is 256.
    ///
    /// The top-level object or array is at depth 1, so a limit below 1 allows only scalars. A dictionary key that is
    /// itself a container counts from the depth of its dictionary, and so does what a date or data strategy encodes
    /// through an `Encoder`. Each replacement of a value by its
    /// ``CustomDictionaryReflectable/dictionaryRepresentation`` or its `rawValue` is also limited to this many steps
    /// in a row, so that a representation that returns itself cannot loop.
    ///
    /// The reflector does not recurse, so any limit is safe for the reflection itself. The limit protects what
    /// comes next: `JSONSerialization.isValidJSONObject` rejects trees nested more than 511 levels deep, and
    /// JSONSerialization (like the release of a deep tree) recurses once per level, which overflows the 512 KiB
    /// stack of a secondary thread at a few hundred levels. The default stays well below both.
    public var maximumDepth: Int = 256
    /// The recipe whose hints a type that provides its own (``HintProviding``) is written with, as
    /// ``DictionaryEncoder/recipe`` chooses them; `nil`, the default, uses each type's ``HintProviding/hints``.
    public var recipe: String?
    /// Whether the tree is for JSON text (``reflectToJSONData(_:hints:options:)``, a dictionary key), where no `Date`
    /// or `Data` leaf can go: a `.leaf` strategy throws there, and a kept ``JSONValue/date(_:)`` or
    /// ``JSONValue/data(_:)`` follows the strategies.
    var writesJSONText = false

    /// Creates a reflector with the default options.
    public init() {}

    /// Reflects a value into a JSON-valid tree, writing each stored property that a hint names where the hint says.
    /// The tree holds a `Date` or `Data` leaf, and is then a property-list tree rather than JSON, only where a `.leaf`
    /// strategy writes one or a ``JSONValue`` kept one.
    ///
    /// A value that is a struct, class or dictionary gives a `[String: Any]`, a collection an `[Any]`, and a
    /// scalar a `String`, `Int`, `UInt64`, `Double`, `Decimal`, `Bool` or `NSNull` (see the type's discussion for
    /// the rules). Wrap a scalar in an array before asking `JSONSerialization.isValidJSONObject`, which accepts only
    /// an array or a dictionary at the top level.
    ///
    /// ```swift
    /// enum Status: String { case active }
    /// let status = try DictionaryReflector().reflect(Status.active)  // "active"
    /// ```
    ///
    /// Hints give the backend's spelling, exactly as ``DictionaryEncoder/encode(_:hints:)`` writes the coding key of
    /// the same name: a renamed key is written under its source key, a key path as nested objects and arrays,
    /// candidates under the first candidate, a key pattern under its fixed text; nested hints apply to the model,
    /// array elements and dictionary values below. A type that provides its own hints (``HintProviding``, under
    /// ``recipe``) is written with them, merged under the call site's, with ``HintTree/empty`` too, as for the
    /// decoder and the encoder. The writes go through the encoder's own write path, so the two cannot disagree: for
    /// a `Codable` model whose synthesized coding keys are its stored properties, the result equals the encoder's.
    /// Dictionary keys are data, never renamed.
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
    /// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code/depthLimitExceeded`` when the result
    ///   would be nested deeper than ``maximumDepth`` (a key path counts one level per segment),
    ///   ``ModelMapperError/Code/cycleDetected`` for a class cycle under ``CycleStrategy/throw``, or
    ///   ``ModelMapperError/Code/unsupportedValue`` for a value without a JSON representation (including non-finite
    ///   numbers under ``DictionaryEncoder/NonConformingFloatEncodingStrategy/throw`` and closures under
    ///   ``ClosureStrategy/throw``), or for two dictionary keys that become the same string;
    ///   ``ModelMapperError/Code-swift.struct/invalidHint`` before anything is reflected when `hints` (or a type's
    ///   own hints, when it is met) are malformed, and when two properties would be written at the same place. The
    ///   error's location is the property path, such as `members[1].aDog.name`. Errors thrown by a custom date or
    ///   data strategy are passed on unchanged, and so are the encoder's `EncodingError`s for what it encodes.
    public func reflect(_ value: Any, hints: HintTree = .empty) throws -> Any {
        try hints.validate()
        var walker = ReflectionWalker(options: self)
        return try walker.walk(value, hints: hints.isEmpty ? nil : hints)
    }

    /// Reflects a value that must become an object, such as a struct, a class or a dictionary (see
    /// ``reflect(_:hints:)``).
    ///
    /// ```swift
    /// struct Point { var x = 1, y = 2 }
    /// let point = try DictionaryReflector().reflectToDictionary(Point())  // ["x": 1, "y": 2]
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written; empty by default, which applies only the types' own hints.
    /// - Returns: The reflected object.
    /// - Throws: Everything ``reflect(_:hints:)`` throws, and a ``ModelMapperError`` with code
    ///   ``ModelMapperError/Code/unsupportedValue`` when the value does not reflect to an object (an array, a
    ///   scalar, `nil`).
    public func reflectToDictionary(_ value: Any, hints: HintTree = .empty) throws -> [String: Any] {
        let tree = try reflect(value, hints: hints)
        guard type(of: tree) == [String: Any].self, let object = tree as? [String: Any] else {
            throw ModelMapperError.notAnObject(value, reflectsTo: ReflectionWalker.kind(of: tree))
        }
        return object
    }

    /// Reflects a value (see ``reflect(_:hints:)``) and serialises the result to JSON data.
    ///
    /// The throwing counterpart of ``LLModelTool/getJsonData(param:)``: the same tree as ``reflect(_:hints:)``,
    /// written by `JSONSerialization`. A top-level scalar is written as a JSON fragment (`"active"`, `42`).
    ///
    /// ```swift
    /// struct Point { var x = 1, y = 2 }
    /// let data = try DictionaryReflector().reflectToJSONData(Point(), options: [.sortedKeys])  // {"x":1,"y":2}
    /// ```
    ///
    /// `JSONSerialization` recurses once per level of the tree, so for JSON data the depth limit is
    /// ``maximumDepth`` or 256, whichever is smaller: a deeper value throws instead of overflowing the stack of the
    /// thread that writes it.
    ///
    /// JSON has no date or data leaf. A `Date` under ``DictionaryEncoder/DateEncodingStrategy/leaf`` (or `Data` under
    /// ``DictionaryEncoder/DataEncodingStrategy/leaf``) throws a ``ModelMapperError`` with code
    /// ``ModelMapperError/Code/unsupportedValue`` naming its place, whatever ``unsupportedValueStrategy`` says; a
    /// ``JSONValue/date(_:)`` or ``JSONValue/data(_:)`` is written by the date or data strategy, as any other date
    /// or data.
    ///
    /// - Parameters:
    ///   - value: The value to reflect.
    ///   - hints: Where each property is written; empty by default, which applies only the types' own hints.
    ///   - options: `JSONSerialization`'s writing options, such as `.sortedKeys` or `.prettyPrinted`;
    ///     `.fragmentsAllowed` is always added.
    /// - Returns: UTF-8 JSON text.
    /// - Throws: Everything ``reflect(_:hints:)`` throws, with the depth limit above and the `.leaf` strategies
    ///   refused, and the serialiser's error should it reject the tree.
    public func reflectToJSONData(
        _ value: Any, hints: HintTree = .empty, options: JSONSerialization.WritingOptions = []
    ) throws -> Data {
        var reflector = self
        reflector.maximumDepth = Swift.min(maximumDepth, Self.jsonDataDepthLimit)
        reflector.writesJSONText = true
        let tree = try reflector.reflect(value, hints: hints)
        return try JSONSerialization.data(withJSONObject: tree, options: options.union(.fragmentsAllowed))
    }

    /// The deepest tree ``reflectToJSONData(_:hints:options:)`` hands to `JSONSerialization`: the default
    /// ``maximumDepth``, which stays well inside the stack of a secondary thread.
    static let jsonDataDepthLimit = 256

    /// The encoder options the date and data strategies that encode through an `Encoder` run with: this reflector's
    /// strategies, depth limit and recipe.
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

/// A type that carries its own hints, so that models nested in other models bring their mapping with them.
///
/// When ``DictionaryDecoder`` decodes a value of a conforming type (at the top level, as a property, or as an
/// element of an array or dictionary), it reads the value through the type's own hints merged with the hints the
/// call site gives for that value; where both name a coding key, the call site wins (see
/// ``HintTree/merging(_:)``). A parent therefore never repeats its children's hints:
///
/// ```swift
/// struct Dog: Decodable, HintProviding {
///     var name: String
///     static var hints: HintTree { ["name": "NameString"] }
/// }
///
/// struct Person: Decodable, HintProviding {
///     var name: String
///     var aDog: Dog?
///     static var hints: HintTree { ["name": "Name", "aDog": "Dog"] }
/// }
///
/// struct Department: Decodable, HintProviding {
///     var members: [Person]
///     static var hints: HintTree { ["members": "MEMBERS"] }  // Person and Dog bring their own.
/// }
/// ```
///
/// A type can also keep several named recipes, for example one per backend version, and a decode picks one with
/// ``DictionaryDecoder/recipe``. A type without a recipe of that name uses ``hints``.
///
/// ``DictionaryDecoder`` reads each type's hints once per decode, so a computed `hints` property costs nothing per
/// value.
public protocol HintProviding {
    /// The type's own hints: where each of its coding keys lives in the source.
    static var hints: HintTree { get }

    /// The type's hints under a named recipe, or `nil` when it has no recipe of that name (``hints`` then applies).
    ///
    /// `nil` is not "no hints": it says there is no such recipe, while a recipe that reads every key as it is returns
    /// ``HintTree/empty``. That is the one place the library tells the two apart. The default implementation
    /// returns `nil`.
    static func hints(forRecipe recipe: String) -> HintTree?
}

extension HintProviding {
    /// Returns `nil`: by default a type has no named recipes, and ``HintProviding/hints`` applies to every decode.
    ///
    /// - Parameter recipe: The recipe's name.
    /// - Returns: `nil`.
    public static func hints(forRecipe recipe: String) -> HintTree? { nil }
}

extension HintProviding {
    /// The hints that apply to this type under a recipe, if any.
    static func hints(under recipe: String?) -> HintTree {
        recipe.flatMap(hints(forRecipe:)) ?? hints
    }
}

/// A type's own hints as the decoder and the encoder read them: `nil` when the type provides none, or an empty tree.
///
/// - Throws: ``ModelMapperError`` with code ``ModelMapperError/Code-swift.struct/invalidHint`` naming the type when
///   its hints are malformed.
func ownHints(of type: Any.Type, recipe: String?) throws -> HintTree? {
    guard let provider = type as? any HintProviding.Type else { return nil }
    let hints = provider.hints(under: recipe)
    if let problem = hints.problem { throw ModelMapperError.invalidOwnHints(of: type, problem) }
    return hints.isEmpty ? nil : hints
}

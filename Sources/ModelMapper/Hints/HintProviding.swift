/// A type that carries its own hints, so that a model nested in others brings its mapping with it; the call site's
/// hints win where both name a coding key (``HintTree/merging(_:)``).
///
/// ```swift
/// struct Dog: Decodable, HintProviding {
///     var name: String
///     static var hints: HintTree { ["name": "NameString"] }
/// }
/// ```
///
/// Named recipes, one per backend version, are picked with ``DictionaryDecoder/recipe``. Hints are read once per
/// decode, so a computed `hints` costs nothing per value.
public protocol HintProviding {
    /// The type's own hints: where each of its coding keys lives in the source.
    static var hints: HintTree { get }

    /// The type's hints under a named recipe, or `nil` to fall back on ``hints``; ``HintTree/empty`` reads every key as
    /// it is. The default returns `nil`.
    static func hints(forRecipe recipe: String) -> HintTree?
}

extension HintProviding {
    /// Returns `nil`: by default a type has no named recipes.
    public static func hints(forRecipe recipe: String) -> HintTree? { nil }
}

extension HintProviding {
    /// The hints that apply to this type under a recipe, if any.
    static func hints(under recipe: String?) -> HintTree {
        recipe.flatMap(hints(forRecipe:)) ?? hints
    }
}

/// A type's own hints: `nil` when it provides none or an empty tree; `invalidHint` naming the type when malformed.
func ownHints(of type: Any.Type, recipe: String?) throws -> HintTree? {
    guard let provider = type as? any HintProviding.Type else { return nil }
    let hints = provider.hints(under: recipe)
    if let problem = hints.problem { throw ModelMapperError.invalidOwnHints(of: type, problem) }
    return hints.isEmpty ? nil : hints
}

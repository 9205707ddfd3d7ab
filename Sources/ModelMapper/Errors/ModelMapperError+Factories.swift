/// The library's own failures, one wording each: every ``ModelMapperError`` the library throws is built here.
extension ModelMapperError {
    /// A value nested deeper than a coder's limit (`maximumDepth`, or the fixed limit of an operation that has no
    /// option).
    ///
    /// - Parameters:
    ///   - maximumDepth: The limit that was exceeded.
    ///   - location: Where the limit was reached.
    /// - Returns: The error.
    static func depthLimit(_ maximumDepth: Int, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .depthLimitExceeded, "The value is nested deeper than the maximum depth of \(maximumDepth).",
            location: location)
    }

    /// A Foundation container (`NSDictionary`, `NSArray`) reached again inside itself.
    ///
    /// - Parameter location: Where it was reached again.
    /// - Returns: The error.
    static func containerCycle(at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .cycleDetected, "The value contains itself: a Foundation container is reached again inside itself.",
            location: location)
    }

    /// A malformed hint entry.
    ///
    /// - Parameters:
    ///   - key: The entry's key, as written.
    ///   - reason: What is wrong, completing "Invalid hint entry "key": ".
    ///   - location: The entry's place in the tree (`members.aDog`).
    /// - Returns: The error.
    static func invalidHintEntry(_ key: String, _ reason: String, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .invalidHint, key.isEmpty ? "Invalid hint entry: \(reason)" : "Invalid hint entry \"\(key)\": \(reason)",
            location: location)
    }

    /// Hints that are wrong as a whole (too deep, too large, colliding writes) rather than in one entry.
    ///
    /// - Parameters:
    ///   - reason: What is wrong, completing "Invalid hints: ".
    ///   - location: Where it was found.
    /// - Returns: The error.
    static func invalidHints(_ reason: String, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(.invalidHint, "Invalid hints: \(reason)", location: location)
    }

    /// A type's own hints (``HintProviding``) are malformed.
    ///
    /// - Parameters:
    ///   - type: The type whose hints are malformed.
    ///   - problem: The problem found in them.
    /// - Returns: The error.
    static func invalidOwnHints(of type: Any.Type, _ problem: ModelMapperError) -> ModelMapperError {
        ModelMapperError(.invalidHint, "\(type).hints: \(problem.message)", location: problem.location)
    }

    /// A value with no representation in a dictionary tree.
    ///
    /// - Parameters:
    ///   - reason: What the value is and why it cannot be written.
    ///   - location: Where it is.
    /// - Returns: The error.
    static func unsupported(_ reason: String, at location: MappingPath = MappingPath()) -> ModelMapperError {
        ModelMapperError(.unsupportedValue, reason, location: location)
    }

    /// A type that conforms to ``Coercible`` but neither is one the library converts nor writes its own conversion.
    static func notCoercible(_ type: Any.Type, codingPath: [any CodingKey]) -> ModelMapperError {
        unsupported(
            "\(type) conforms to Coercible but has no conversion: conform it to CustomCoercible",
            at: MappingPath(codingPath: codingPath))
    }

    /// A strict decode's findings, listed in `message`, located at the first one's source path.
    static func strictMappingViolation(_ message: String, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(.strictMappingViolation, message, location: location)
    }

    /// The same error, located below `prefix`: an error found inside a nested walk (a subtree, a nested hint tree,
    /// the encoder a reflector runs a strategy on), named from the outer walk's start.
    func located(under prefix: MappingPath) -> ModelMapperError {
        ModelMapperError(code, message, location: prefix.appending(location))
    }

    /// A NaN or an infinity that the reflector's non-conforming float strategy does not convert.
    ///
    /// - Parameters:
    ///   - value: The number: a floating-point value of any width, or `Decimal.nan`.
    ///   - location: Where it is.
    /// - Returns: The error.
    static func nonConformingFloat(_ value: Any, at location: MappingPath) -> ModelMapperError {
        unsupported("The \(type(of: value)) value \(value) is not a valid JSON number.", at: location)
    }

    /// A value asked for as an object that reflects to something else.
    ///
    /// - Parameters:
    ///   - value: The value reflected.
    ///   - kind: What it reflects to, such as "an array" (``ReflectionWalker/kind(of:)``).
    /// - Returns: The error.
    static func notAnObject(_ value: Any, reflectsTo kind: String) -> ModelMapperError {
        unsupported("A value of type \(type(of: value)) reflects to \(kind), not to a dictionary.")
    }

    /// A value that the reflector cannot write, under ``DictionaryReflector/UnsupportedValueStrategy/throw``.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - reason: Why, completing "A value of type T ": "has no JSON representation".
    ///   - location: Where it is.
    /// - Returns: The error.
    static func unsupported(_ value: Any, _ reason: String, at location: MappingPath) -> ModelMapperError {
        unsupported("A value of type \(type(of: value)) \(reason).", at: location)
    }

    /// A `Date` or `Data` that a `.leaf` strategy would write as a leaf where JSON text is written
    /// (``DictionaryReflector/reflectToJSONData(_:hints:options:)``, a dictionary key): JSON has no such leaf.
    ///
    /// - Parameters:
    ///   - value: The date or data.
    ///   - strategy: The option whose `.leaf` case is set: `dateEncodingStrategy` or `dataEncodingStrategy`.
    ///   - location: Where it is.
    /// - Returns: The error.
    static func leafInJSONText(_ value: Any, strategy: String, at location: MappingPath) -> ModelMapperError {
        unsupported(
            "A value of type \(type(of: value)) cannot be written as JSON text under the \(strategy) .leaf, which "
                + "writes it as a leaf of a property-list tree; choose another \(strategy) for JSON.",
            at: location)
    }

    /// A closure met under ``DictionaryReflector/ClosureStrategy/throw``.
    ///
    /// - Parameters:
    ///   - value: The closure.
    ///   - location: Where it is.
    /// - Returns: The error.
    static func closure(_ value: Any, at location: MappingPath) -> ModelMapperError {
        unsupported("A closure of type \(type(of: value)) has no JSON representation.", at: location)
    }

    /// Two dictionary keys that the reflector writes as the same string.
    ///
    /// - Parameters:
    ///   - first: The key met first.
    ///   - second: The key met second.
    ///   - key: The string both become.
    ///   - location: The dictionary's location.
    /// - Returns: The error.
    static func collidingKeys(_ first: Any, _ second: Any, become key: String, at location: MappingPath)
        -> ModelMapperError
    {
        unsupported(
            "Two dictionary keys, of types \(type(of: first)) and \(type(of: second)), both become \"\(key)\".",
            at: location)
    }

    /// A value that leads back to a class instance that contains it, under
    /// ``DictionaryReflector/CycleStrategy/throw``. Worded for any length of cycle: the instance reached again is an
    /// ancestor of the value, itself only when the value is its own property.
    ///
    /// - Parameters:
    ///   - type: The instance's type.
    ///   - first: Where the instance was first reached; empty for the top-level value.
    ///   - location: The value that leads back.
    /// - Returns: The error.
    static func instanceCycle(of type: Any.Type, firstReachedAt first: MappingPath, at location: MappingPath)
        -> ModelMapperError
    {
        ModelMapperError(
            .cycleDetected,
            "The value here leads back to an instance of \(type) that contains it (a reference cycle); that instance "
                + "was first reached at \(first.isEmpty ? "the top-level value" : first.description).",
            location: location)
    }

    /// A value replaced by its representation (``CustomDictionaryReflectable``, `rawValue`) more times in a row than
    /// the depth limit allows: a representation that returns itself.
    ///
    /// - Parameters:
    ///   - type: The type of the value first replaced.
    ///   - maximumDepth: The limit.
    ///   - location: Where the value is.
    /// - Returns: The error.
    static func replacementLimit(of type: Any.Type, _ maximumDepth: Int, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .depthLimitExceeded,
            "A value of type \(type) was replaced by its representation more than \(maximumDepth) times in a row.",
            location: location)
    }
}

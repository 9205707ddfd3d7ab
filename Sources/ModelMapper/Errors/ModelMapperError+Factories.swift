/// The library's own failures, one wording each: every ``ModelMapperError`` the library throws is built here.
extension ModelMapperError {
    static func depthLimit(_ maximumDepth: Int, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .depthLimitExceeded, "The value is nested deeper than the maximum depth of \(maximumDepth).",
            location: location)
    }

    /// A Foundation container (`NSDictionary`, `NSArray`) reached again inside itself.
    static func containerCycle(at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .cycleDetected, "The value contains itself: a Foundation container is reached again inside itself.",
            location: location)
    }

    /// A malformed hint entry; `reason` completes "Invalid hint entry "key": ".
    static func invalidHintEntry(_ key: String, _ reason: String, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .invalidHint, key.isEmpty ? "Invalid hint entry: \(reason)" : "Invalid hint entry \"\(key)\": \(reason)",
            location: location)
    }

    /// Hints that are wrong as a whole (too deep, colliding writes); `reason` completes "Invalid hints: ".
    static func invalidHints(_ reason: String, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(.invalidHint, "Invalid hints: \(reason)", location: location)
    }

    static func invalidOwnHints(of type: Any.Type, _ problem: ModelMapperError) -> ModelMapperError {
        ModelMapperError(.invalidHint, "\(type).hints: \(problem.message)", location: problem.location)
    }

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

    /// The same error, located below `prefix`: an error of a nested walk, named from the outer walk's start.
    func located(under prefix: MappingPath) -> ModelMapperError {
        ModelMapperError(code, message, location: prefix.appending(location))
    }

    static func nonConformingFloat(_ value: Any, at location: MappingPath) -> ModelMapperError {
        unsupported("The \(type(of: value)) value \(value) is not a valid JSON number.", at: location)
    }

    static func notAnObject(_ value: Any, reflectsTo kind: String) -> ModelMapperError {
        unsupported("A value of type \(type(of: value)) reflects to \(kind), not to a dictionary.")
    }

    /// A value that the reflector cannot write; `reason` completes "A value of type T ".
    static func unsupported(_ value: Any, _ reason: String, at location: MappingPath) -> ModelMapperError {
        unsupported("A value of type \(type(of: value)) \(reason).", at: location)
    }

    /// A `Date` or `Data` that a `.leaf` strategy would write where JSON text is written, which has no such leaf.
    static func leafInJSONText(_ value: Any, strategy: String, at location: MappingPath) -> ModelMapperError {
        unsupported(
            "A value of type \(type(of: value)) cannot be written as JSON text under the \(strategy) .leaf, which "
                + "writes it as a leaf of a property-list tree; choose another \(strategy) for JSON.",
            at: location)
    }

    static func closure(_ value: Any, at location: MappingPath) -> ModelMapperError {
        unsupported("A closure of type \(type(of: value)) has no JSON representation.", at: location)
    }

    static func collidingKeys(_ first: Any, _ second: Any, become key: String, at location: MappingPath)
        -> ModelMapperError
    {
        unsupported(
            "Two dictionary keys, of types \(type(of: first)) and \(type(of: second)), both become \"\(key)\".",
            at: location)
    }

    /// A back-reference under ``DictionaryReflector/CycleStrategy/throw``; worded for a cycle of any length.
    static func instanceCycle(of type: Any.Type, firstReachedAt first: MappingPath, at location: MappingPath)
        -> ModelMapperError
    {
        ModelMapperError(
            .cycleDetected,
            "The value here leads back to an instance of \(type) that contains it (a reference cycle); that instance "
                + "was first reached at \(first.isEmpty ? "the top-level value" : first.description).",
            location: location)
    }

    /// A value replaced by its representation more times in a row than the depth limit allows.
    static func replacementLimit(of type: Any.Type, _ maximumDepth: Int, at location: MappingPath) -> ModelMapperError {
        ModelMapperError(
            .depthLimitExceeded,
            "A value of type \(type) was replaced by its representation more than \(maximumDepth) times in a row.",
            location: location)
    }
}

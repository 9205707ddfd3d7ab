import Foundation

/// The decoding errors ModelMapper throws, worded as `JSONDecoder`'s, plus the source path if the model path differs.
package enum DecodingFailure {
    static func typeMismatch(_ type: Any.Type, found value: Any, at location: ValueLocation) -> DecodingError {
        var description = "Expected to decode \(type) but found \(TreeValue.describe(value)) instead."
        if location.key == nil, location.node.depth == 0, let advice = misuseAdvice(for: value) {
            description += " " + advice
        }
        return .typeMismatch(type, context(at: location, description))
    }

    /// Advice for JSON text or bytes passed as a tree (a `String`, or `Data` typed as `Any`, reaches that overload).
    private static func misuseAdvice(for value: Any) -> String? {
        if value is Data {
            return "Did you mean decode(_:from:) with the value typed as Data? JSON bytes passed as Any are not parsed."
        }
        guard let text = TreeValue.string(value),
            let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "["
        else { return nil }
        return "Did you mean decode(_:fromJSON:)? A String of JSON text passed as a tree is not parsed."
    }

    static func valueNotFound(_ type: Any.Type, at location: ValueLocation, _ description: String? = nil)
        -> DecodingError
    {
        .valueNotFound(
            type, context(at: location, description ?? "Cannot get value of type \(type) -- found null value instead"))
    }

    static func dataCorrupted(
        at location: ValueLocation, _ description: String, underlyingError: (any Error)? = nil
    ) -> DecodingError {
        .dataCorrupted(context(at: location, description, underlyingError: underlyingError))
    }

    static func numberDoesNotFit(_ number: Any, _ type: Any.Type, at location: ValueLocation) -> DecodingError {
        dataCorrupted(at: location, "Parsed JSON number <\(number)> does not fit in \(type).")
    }

    /// A missing key, at the container's coding path as in `JSONDecoder`; names the source keys a hint chose.
    static func keyNotFound(_ key: any CodingKey, in container: ValueLocation, sourceKeys: [String]?)
        -> DecodingError
    {
        var text = "No value associated with key \(key) (\"\(key.stringValue)\")."
        if let sourceKeys, !sourceKeys.isEmpty {
            let sourcePath = container.sourcePath
            let list = sourceKeys.map { "\"\($0)\"" }.joined(separator: ", ")
            let place = sourcePath.isEmpty ? "the top-level object" : sourcePath
            text += " Looked for source \(sourceKeys.count == 1 ? "key" : "keys") \(list) in \(place)."
        } else if container.sourceDiffersFromModelPath {
            text += " (source path: \(container.sourcePath))"
        }
        let context = DecodingError.Context(codingPath: container.codingPath, debugDescription: text)
        if let trace = container.node.root.failureTraceToNote {
            // Where the key was looked for: the hint's first source key, else the key itself.
            let first = sourceKeys?.first ?? key.stringValue
            let looked = MappingPath(first) ?? MappingPath([.key(first)])
            var sourcePath = container.sourcePath
            var groupedSourcePath = container.groupedSourcePath
            for component in looked.components {
                sourcePath.append(component)
                groupedSourcePath.append(component)
            }
            trace.note(context, sourcePath: sourcePath, groupedSourcePath: groupedSourcePath)
        }
        return .keyNotFound(key, context)
    }

    static func context(
        at location: ValueLocation, _ description: String, underlyingError: (any Error)? = nil
    ) -> DecodingError.Context {
        let context =
            location.sourceDiffersFromModelPath
            ? DecodingError.Context(
                codingPath: location.codingPath,
                debugDescription: "\(description) (source path: \(location.sourcePath))",
                underlyingError: underlyingError)
            : DecodingError.Context(
                codingPath: location.codingPath, debugDescription: description, underlyingError: underlyingError)
        trace(context, at: location)
        return context
    }

    /// `typeMismatch` at a coding path given as it is.
    package static func typeMismatch(_ type: Any.Type, codingPath: [any CodingKey], _ description: String)
        -> DecodingError
    {
        .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }

    /// `valueNotFound` at a coding path given as it is.
    package static func valueNotFound(_ type: Any.Type, codingPath: [any CodingKey], _ description: String)
        -> DecodingError
    {
        .valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }

    /// `dataCorrupted` at a coding path given as it is.
    package static func dataCorrupted(
        codingPath: [any CodingKey], _ description: String, underlyingError: (any Error)? = nil
    ) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath, debugDescription: description, underlyingError: underlyingError))
    }

    /// JSON text that does not parse, in `JSONDecoder`'s wording, with the reader's error underneath.
    static func invalidJSON(_ error: any Error) -> DecodingError {
        dataCorrupted(codingPath: [], "The given data was not valid JSON.", underlyingError: error)
    }

    /// A value the library made that is not of the type asked for: a ModelMapper bug, reported rather than trapped on.
    static func typeConfusion(_ type: Any.Type, codingPath: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "Internal type confusion."))
    }
}

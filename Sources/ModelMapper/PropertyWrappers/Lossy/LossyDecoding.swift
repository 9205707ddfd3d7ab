/// A value a lossy wrapper (``LossyDefault``, ``LossyArray``, ``LossyDictionary``, ``PolymorphicArray``) threw away
/// instead of failing the decode, as `LossyDecoding.observingDrops(_:operation:)` hands it over.
public struct LossyDrop: Sendable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        case replacedWithDefault
        case droppedElement(index: Int)
        case droppedUnknownKind(index: Int, kind: String)
        case droppedEntry(key: String)
    }

    let kind: Kind
    let keys: [any CodingKey]
    /// Why it did not decode: usually a `DecodingError`. Some decoders (`JSONDecoder` on Linux) throw an error
    /// without a coding path; ``modelPath`` is right either way.
    public let error: any Error

    init(kind: Kind, codingPath: [any CodingKey], error: any Error) {
        self.kind = kind
        self.keys = codingPath
        self.error = error
    }

    /// Where the dropped value was: the property's path plus the element's index or entry's key (`feed.posts[2]`).
    public var modelPath: MappingPath { MappingPath(codingPath: keys) }

    /// Where the dropped value was, as coding keys.
    @available(
        *, deprecated, renamed: "modelPath", message: "modelPath is a MappingPath; its codingPath gives the keys"
    )
    public var codingPath: [any CodingKey] { keys }

    /// What the wrapper did, as in the ``MappingReport``: `dropped element 2, which did not decode`.
    public var description: String {
        switch kind {
        case .replacedWithDefault: "replaced a value that did not decode with the default"
        case .droppedElement(let index): "dropped element \(index), which did not decode"
        case .droppedUnknownKind(let index, let kind):
            "dropped element \(index), of the undeclared kind \(SwiftLiteral.quoted(kind, cutAfter: SwiftLiteral.messageLimit))"
        case .droppedEntry(let key): "dropped the entry \"\(key)\", which did not decode"
        }
    }
}

/// What the lossy wrappers drop, with any decoder; they never drop ``ModelMapperError`` or `CancellationError`.
/// With ``DictionaryDecoder`` a drop is also a ``MappingReport`` entry; with any decoder, observe them:
///
/// ```swift
/// let feed = try LossyDecoding.observingDrops({ drop in logger.warning("\(drop.modelPath): \(drop)") }) {
///     try JSONDecoder().decode(Feed.self, from: data)
/// }
/// ```
public enum LossyDecoding {
    /// Receives every drop recorded in the current task.
    @TaskLocal private static var observer: (@Sendable (LossyDrop) -> Void)?

    /// Runs `operation`, calling `handler` synchronously with every value a lossy wrapper drops in the current task
    /// meanwhile, whatever the decoder. Observers nest; child tasks inherit them, detached tasks do not.
    public static func observingDrops<Result>(
        _ handler: @escaping @Sendable (LossyDrop) -> Void, operation: () throws -> Result
    ) rethrows -> Result {
        try $observer.withValue(chained(handler), operation: operation)
    }

    /// Runs an asynchronous `operation`, observing drops as `observingDrops(_:operation:)` does.
    public static func observingDrops<Result>(
        _ handler: @escaping @Sendable (LossyDrop) -> Void, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $observer.withValue(chained(handler), operation: operation)
    }

    /// `handler`, followed by the observer already in place.
    private static func chained(_ handler: @escaping @Sendable (LossyDrop) -> Void) -> @Sendable (LossyDrop) -> Void {
        guard let outer = observer else { return handler }
        return { drop in
            handler(drop)
            outer(drop)
        }
    }

    /// Whether a lossy wrapper may swallow an error: any about the data, never ``ModelMapperError`` or cancellation.
    static func canDrop(_ error: any Error) -> Bool {
        !(error is ModelMapperError) && !(error is CancellationError)
    }

    /// Records a dropped value in the decode's mapping report, if any, and passes it to the observers.
    static func record(_ drop: LossyDrop, in decoder: any Decoder) {
        (decoder as? any WrapperDecodingSupport)?.record(.dropped(drop))
        observer?(drop)
    }
}
